package org.conquian.kafka.testkit;

import java.time.Duration;

/**
 * A local cluster of three Kafka brokers a test talks to on 127.0.0.1, each in a process of its own; a test may
 * kill one and start it again. Taken as a constructor or method parameter of a class that extends with
 * {@link KafkaClusters}; one cluster serves the whole test run, so a test that kills a broker starts it again
 * and waits until it has caught up ({@link #restart}) before it ends.
 */
public interface Cluster extends Broker {

    /** The broker that leads a partition now (1 to 3). */
    int leaderOf(String topic, int partition);

    /** SIGKILL to broker {@code node}. */
    void kill(int node);

    /** Starts a killed broker again, and waits until every replica is in sync once more. */
    void restart(int node);

    /** Waits until every replica of every topic is in sync, within the deadline; fails after it. */
    void awaitInSync(Duration deadline);
}
