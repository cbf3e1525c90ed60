package org.conquian.cli;

import org.conquian.kafka.KafkaEventLog;
import org.conquian.kafka.KafkaSettings;
import org.conquian.log.EventLog;
import org.conquian.log.EventLogException;
import org.conquian.log.file.FileEventLog;
import org.conquian.recorder.SeedStore;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Which event log a command uses: the embedded one ({@code --data DIR}, the default) or a Kafka topic
 * ({@code --kafka HOST:PORT}, with {@code --kafka-config FILE} for TLS, SASL and other client settings).
 */
public final class LogOptions {

    @Option(names = "--data", paramLabel = "DIR", defaultValue = "conquian-data",
            description = "The embedded log's directory (default: ${DEFAULT-VALUE}).")
    Path directory;

    @Option(names = "--kafka", paramLabel = "HOST:PORT", description = "Use the Kafka event log at these bootstrap servers instead of the embedded log.")
    String kafka;

    @Option(names = "--kafka-config", paramLabel = "FILE", description = "Kafka client settings (Java properties: security.protocol, sasl.*, ssl.*, ...).")
    Path kafkaConfig;

    @Option(names = "--topic", paramLabel = "NAME", defaultValue = KafkaSettings.DEFAULT_TOPIC,
            description = "The Kafka topic of the events (default: ${DEFAULT-VALUE}).")
    String topic;

    @Option(names = "--partitions", paramLabel = "N", defaultValue = "6", description = "Partitions of the topics, when they are created (default: ${DEFAULT-VALUE}): the units that "
            + "recorders take over and projectors share.")
    int partitions;

    @Option(names = "--replication", paramLabel = "N", description = "Replication factor of the topics, when they are created (default: 3 on a "
            + "cluster of three brokers or more, else 1). Replicated topics take a write once two replicas have it (min.insync.replicas=2) "
            + "and never elect a replica that fell behind.")
    Short replication;

    @Option(names = "--kafka-timeout", paramLabel = "SECONDS", defaultValue = "30",
            description = "How long any Kafka operation may wait for the broker before it fails with an error (default: ${DEFAULT-VALUE}). "
                    + "A move whose turn timed out may or may not have been recorded; the match is read again before its next move.")
    double kafkaTimeout;

    public boolean kafka() {
        return kafka != null;
    }

    public EventLog open() throws IOException {
        return kafka() ? openKafka() : FileEventLog.open(directory);
    }

    public KafkaEventLog openKafka() throws IOException {
        return KafkaEventLog.open(kafkaSettings());
    }

    /**
     * The log for a session that stays up: on Kafka it connects at its first use, and while the broker is out of
     * reach each request fails with the reason rather than the session.
     */
    public EventLog openForSession() throws IOException {
        return kafka() ? KafkaEventLog.deferred(kafkaSettings()) : FileEventLog.open(directory);
    }

    private KafkaSettings kafkaSettings() throws IOException {
        if (kafka == null) {
            throw new IllegalArgumentException("this needs a Kafka topic: give --kafka HOST:PORT");
        }
        if (replication != null && replication < 1) {
            throw new IllegalArgumentException("--replication must be at least 1, not " + replication);
        }
        if (!(kafkaTimeout >= 0.1 && kafkaTimeout <= 86_400)) {
            throw new IllegalArgumentException("--kafka-timeout must be from 0.1 to 86400 seconds, not " + kafkaTimeout);
        }
        KafkaSettings settings = KafkaSettings.of(kafka).withTopic(topic).withTopicLayout(partitions, replication == null ? KafkaSettings.REPLICATION_OF_THE_CLUSTER : replication)
                .withTimeout(Duration.ofMillis(Math.round(kafkaTimeout * 1000)));
        if (kafkaConfig != null) {
            settings = settings.withClientConfig(KafkaSettings.readClientConfig(kafkaConfig));
        }
        return settings;
    }

    public Path directory() {
        return directory;
    }

    /** What a server keeps beside the log (the answers to Idempotency-Keys, the matches abandoned): DATA/.serve, or ~/.conquian/serve/TOPIC. */
    public Path serverState() {
        return kafka() ? Path.of(System.getProperty("user.home"), ".conquian", "serve", topic) : directory.resolve(".serve");
    }

    /**
     * Where the secret seeds of committed shuffles are kept until their matches end: {@code seeds} when given, else
     * where the log keeps them ({@link SeedStore#besideEmbeddedLog}, {@link SeedStore#forTopic}).
     */
    public SeedStore seeds(Path seeds) {
        if (seeds != null) {
            return SeedStore.in(seeds);
        }
        return kafka() ? SeedStore.forTopic(topic) : SeedStore.besideEmbeddedLog(directory);
    }

    /** How verdicts name where a match was read: its file in the embedded log (the log itself for no match), or the topic. */
    public String source(String match) {
        if (kafka()) {
            return "kafka:" + topic;
        }
        try {
            return FileEventLog.fileOf(directory, match).toString();
        } catch (EventLogException e) {
            return directory.toString();
        }
    }

    /** The options that name this log again, for the commands a user is told to run next. */
    public String again() {
        if (kafka()) {
            return " --kafka " + kafka + (topic.equals(KafkaSettings.DEFAULT_TOPIC) ? "" : " --topic " + Self.quoted(topic))
                    + (kafkaConfig == null ? "" : " --kafka-config " + Self.quoted(kafkaConfig.toString()));
        }
        return directory.equals(FileEventLog.DEFAULT_DIRECTORY) ? "" : " --data " + Self.quoted(directory.toString());
    }
}
