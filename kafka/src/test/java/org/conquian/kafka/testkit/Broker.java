package org.conquian.kafka.testkit;

/** A running Kafka broker a test talks to on 127.0.0.1. */
public interface Broker {

    String bootstrapServers();

    /** What kind of broker this is, for test names. */
    String kind();
}
