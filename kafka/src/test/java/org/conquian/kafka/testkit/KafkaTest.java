package org.conquian.kafka.testkit;

import org.junit.jupiter.api.ClassTemplate;
import org.junit.jupiter.api.extension.ExtendWith;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A test class that runs against real Kafka brokers: once on an in-process KRaft broker, and once on a
 * Testcontainers broker where Docker is available (skipped, and reported so, where it is not); with
 * {@link #alsoOnACluster}, once more on a three-broker cluster ({@link KafkaClusters}). The test
 * class takes the {@link Broker} in its constructor. The logs of a test that fails are kept ({@link KafkaLogs}).
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ClassTemplate
@ExtendWith({KafkaBrokers.class, KafkaLogs.class})
public @interface KafkaTest {

    /** Whether the class also runs on a three-broker cluster: each run costs time, so a few classes do. */
    boolean alsoOnACluster() default false;
}
