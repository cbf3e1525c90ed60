package org.conquian.kafka;

import org.apache.kafka.clients.CommonClientConfigs;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;

/**
 * Where and how the Kafka event log is kept.
 *
 * @param bootstrapServers    {@code HOST:PORT,...}
 * @param clientConfig        further client settings (TLS, SASL, timeouts), from {@code --kafka-config}
 * @param topic               the events topic; its match directory and projected states live in
 *                            {@code TOPIC.directory} and {@code TOPIC.state}
 * @param partitions          partitions of a topic created here
 * @param replication         replication factor of a topic created here, or {@link #REPLICATION_OF_THE_CLUSTER}
 * @param transactionalPrefix the transactional ids are {@code PREFIX-PARTITION}
 * @param timeout             the deadline of every Kafka operation: a call that has no answer by then fails
 */
public record KafkaSettings(String bootstrapServers, Map<String, String> clientConfig, String topic, int partitions,
                            short replication, String transactionalPrefix, Duration timeout) {

    public static final String DEFAULT_TOPIC = "conquian.match-events";
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);
    /** The replication the cluster calls for: three on a cluster of three brokers or more, else one per broker. */
    public static final short REPLICATION_OF_THE_CLUSTER = 0;

    public KafkaSettings {
        Objects.requireNonNull(bootstrapServers, "bootstrapServers");
        clientConfig = Map.copyOf(clientConfig);
        Objects.requireNonNull(topic, "topic");
        if (partitions < 1 || replication < 0) {
            throw new IllegalArgumentException("partitions and replication must be at least 1");
        }
        if (timeout.toMillis() < 100) {
            throw new IllegalArgumentException("the Kafka timeout must be at least 100 ms, not " + timeout.toMillis() + " ms");
        }
    }

    public static KafkaSettings of(String bootstrapServers) {
        return new KafkaSettings(bootstrapServers, Map.of(), DEFAULT_TOPIC, 6, REPLICATION_OF_THE_CLUSTER, "conquian-recorder", DEFAULT_TIMEOUT);
    }

    public KafkaSettings withTopic(String name) {
        return new KafkaSettings(bootstrapServers, clientConfig, name, partitions, replication, transactionalPrefix, timeout);
    }

    public KafkaSettings withTopicLayout(int partitionCount, short replicationFactor) {
        return new KafkaSettings(bootstrapServers, clientConfig, topic, partitionCount, replicationFactor, transactionalPrefix, timeout);
    }

    public KafkaSettings withClientConfig(Map<String, String> config) {
        return new KafkaSettings(bootstrapServers, config, topic, partitions, replication, transactionalPrefix, timeout);
    }

    public KafkaSettings withTransactionalPrefix(String prefix) {
        return new KafkaSettings(bootstrapServers, clientConfig, topic, partitions, replication, prefix, timeout);
    }

    public KafkaSettings withTimeout(Duration deadline) {
        return new KafkaSettings(bootstrapServers, clientConfig, topic, partitions, replication, transactionalPrefix, deadline);
    }

    /** The timeout as people read it: {@code 30 s}, {@code 500 ms}. */
    public String timeoutText() {
        long millis = timeout.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }

    /** Reads client settings from a Java properties file, such as {@code security.protocol=SSL}. */
    public static Map<String, String> readClientConfig(Path file) throws IOException {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file)) {
            properties.load(reader);
        }
        Map<String, String> config = new LinkedHashMap<>();
        properties.stringPropertyNames().forEach(name -> config.put(name, properties.getProperty(name)));
        return config;
    }

    /** The transactional id of the recorders' producer of one partition of the events topic. */
    String transactionalId(int partition) {
        return transactionalPrefix + "-" + partition;
    }

    public String directoryTopic() {
        return topic + ".directory";
    }

    public String stateTopic() {
        return topic + ".state";
    }

    /** The common client settings: the bootstrap servers and the given configuration. */
    Properties client() {
        Properties properties = new Properties();
        properties.putAll(clientConfig);
        properties.put(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        return properties;
    }

    String describe() {
        return "the Kafka topic " + topic + " at " + bootstrapServers;
    }
}
