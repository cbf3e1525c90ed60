package org.conquian.kafka;

import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.consumer.CloseOptions;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.IsolationLevel;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.function.Consumer;

/** The client settings the log relies on, in one place. Keys are match ids; values the events' JSON bytes. */
final class Clients {

    private Clients() {
    }

    /**
     * The first wait before a retry. Kafka's 100 ms suits a cluster in trouble; the retries this log meets
     * most (a coordinator being found, a transaction that starts while the last one's markers are written)
     * resolve in a millisecond or two, and the wait still doubles on each retry up to
     * {@code retry.backoff.max.ms}.
     */
    private static final String RETRY_BACKOFF_MS = "5";
    private static final Duration READ_POLL = Duration.ofMillis(200);

    /**
     * Every client's waits are bounded by the log's one timeout: a request is retried within it, and a call
     * that blocks (metadata, offsets, a commit) gives up when it has passed.
     */
    private static Properties base(KafkaSettings settings) {
        Properties properties = settings.client();
        long timeout = settings.timeout().toMillis();
        properties.putIfAbsent(CommonClientConfigs.RETRY_BACKOFF_MS_CONFIG, RETRY_BACKOFF_MS);
        properties.putIfAbsent(CommonClientConfigs.DEFAULT_API_TIMEOUT_MS_CONFIG, String.valueOf(timeout));
        properties.putIfAbsent(CommonClientConfigs.REQUEST_TIMEOUT_MS_CONFIG, String.valueOf(Math.max(50, timeout / 2)));
        properties.putIfAbsent(CommonClientConfigs.SOCKET_CONNECTION_SETUP_TIMEOUT_MAX_MS_CONFIG, String.valueOf(Math.max(50, timeout / 2)));
        return properties;
    }

    static Admin admin(KafkaSettings settings) {
        return Admin.create(base(settings));
    }

    /** A reader that sees committed transactions only, so never half a turn, and manages no offsets. */
    static KafkaConsumer<String, byte[]> reader(KafkaSettings settings) {
        return reader(settings, IsolationLevel.READ_COMMITTED);
    }

    /** A reader of everything written, committed or not: only ever asked for the partitions' ends. */
    static KafkaConsumer<String, byte[]> uncommittedReader(KafkaSettings settings) {
        return reader(settings, IsolationLevel.READ_UNCOMMITTED);
    }

    private static KafkaConsumer<String, byte[]> reader(KafkaSettings settings, IsolationLevel isolation) {
        Properties properties = base(settings);
        properties.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, isolation.toString().toLowerCase(Locale.ROOT));
        properties.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        properties.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        properties.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, "5000");
        properties.put(ConsumerConfig.FETCH_MIN_BYTES_CONFIG, "1");
        return new KafkaConsumer<>(properties, new StringDeserializer(), new ByteArrayDeserializer());
    }

    /**
     * Hands every committed record of the partitions, up to their ends when reading starts, to the sink:
     * every turn appended before the call is seen (see {@link Watermarks}).
     */
    static void readToEnd(KafkaSettings settings, Watermarks watermarks, List<TopicPartition> partitions,
                          Consumer<ConsumerRecord<String, byte[]>> sink) {
        Deadline deadline = Deadline.of(settings);
        readUntil(settings, partitions, watermarks.of(partitions, deadline), deadline, sink);
    }

    /**
     * Hands every committed record of the partitions, from the first up to (not including) an offset, to the
     * sink. A long read may take as long as it needs, but not a wait: it fails when the reader has made no
     * progress for the log's timeout.
     */
    static void readUntil(KafkaSettings settings, Collection<TopicPartition> partitions, Map<TopicPartition, Long> ends,
                          Deadline deadline, Consumer<ConsumerRecord<String, byte[]>> sink) {
        KafkaConsumer<String, byte[]> reader = reader(settings);
        String doing = "reading " + partitions + " up to offsets " + ends + Deadline.UNSETTLED;
        try {
            reader.assign(partitions);
            reader.seekToBeginning(partitions);
            Deadline wait = deadline;
            long behind = behind(reader, partitions, ends, wait);
            while (behind > 0) {
                wait.check(doing);
                for (ConsumerRecord<String, byte[]> record : reader.poll(min(READ_POLL, wait.left()))) {
                    if (record.offset() < ends.get(new TopicPartition(record.topic(), record.partition()))) {
                        sink.accept(record);
                    }
                }
                long now = behind(reader, partitions, ends, wait);
                if (now < behind) {
                    wait = Deadline.of(settings);
                }
                behind = now;
            }
        } catch (org.apache.kafka.common.errors.TimeoutException e) {
            throw deadline.expired(doing);
        } finally {
            closeReader(reader);
        }
    }

    /** How many offsets the reader still has to go. */
    private static long behind(KafkaConsumer<String, byte[]> reader, Collection<TopicPartition> partitions, Map<TopicPartition, Long> ends,
                               Deadline deadline) {
        long behind = 0;
        for (TopicPartition partition : partitions) {
            behind += Math.max(0, ends.get(partition) - reader.position(partition, deadline.left()));
        }
        return behind;
    }

    static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    /**
     * Closes a reader at once. Its next fetch is usually waiting at the broker for records that will not come,
     * and a plain close would wait that out ({@code fetch.max.wait.ms}, half a second); a reader has no
     * offsets or group to leave, so nothing is lost.
     */
    static void closeReader(KafkaConsumer<String, byte[]> reader) {
        reader.close(CloseOptions.timeout(Duration.ZERO));
    }

    /** A consumer in a group, reading committed data, committing offsets itself. */
    static KafkaConsumer<String, byte[]> groupMember(KafkaSettings settings, String group) {
        Properties properties = base(settings);
        properties.put(ConsumerConfig.GROUP_ID_CONFIG, group);
        properties.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, IsolationLevel.READ_COMMITTED.toString().toLowerCase(Locale.ROOT));
        properties.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        properties.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        properties.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, "5000");
        return new KafkaConsumer<>(properties, new StringDeserializer(), new ByteArrayDeserializer());
    }

    /** A transactional, idempotent producer that waits for every in-sync replica. */
    static KafkaProducer<String, byte[]> transactional(KafkaSettings settings, String transactionalId) {
        Properties properties = base(settings);
        properties.put(ProducerConfig.ACKS_CONFIG, "all");
        properties.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true");
        properties.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, transactionalId);
        // a transaction's records go when it commits (commit and flush send at once, whatever the linger), so
        // they travel in one request per partition rather than a request per record sent while the first is out
        properties.put(ProducerConfig.LINGER_MS_CONFIG, "100");
        properties.put(ProducerConfig.BATCH_SIZE_CONFIG, String.valueOf(256 * 1024));
        long timeout = settings.timeout().toMillis();
        properties.putIfAbsent(ProducerConfig.MAX_BLOCK_MS_CONFIG, String.valueOf(timeout));
        properties.putIfAbsent(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, String.valueOf(timeout + 100));
        // a recorder that dies mid-turn holds back every reader of its partition until the broker aborts its turn
        properties.putIfAbsent(ProducerConfig.TRANSACTION_TIMEOUT_CONFIG, String.valueOf(Math.max(1000, timeout)));
        return new KafkaProducer<>(properties, new StringSerializer(), new ByteArraySerializer());
    }
}
