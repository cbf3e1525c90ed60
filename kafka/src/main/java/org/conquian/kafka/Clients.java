package org.conquian.kafka;

import org.apache.kafka.clients.CommonClientConfigs;
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
import java.util.function.Function;

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

    private static Properties base(KafkaSettings settings) {
        Properties properties = settings.client();
        properties.putIfAbsent(CommonClientConfigs.RETRY_BACKOFF_MS_CONFIG, RETRY_BACKOFF_MS);
        return properties;
    }

    /** A reader that sees committed transactions only, so never half a turn, and manages no offsets. */
    static KafkaConsumer<String, byte[]> reader(KafkaSettings settings) {
        Properties properties = base(settings);
        properties.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, IsolationLevel.READ_COMMITTED.toString().toLowerCase(Locale.ROOT));
        properties.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        properties.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        properties.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, "5000");
        properties.put(ConsumerConfig.FETCH_MIN_BYTES_CONFIG, "1");
        return new KafkaConsumer<>(properties, new StringDeserializer(), new ByteArrayDeserializer());
    }

    /** Hands every committed record of the partitions, up to their ends when reading starts, to the sink. */
    static void readToEnd(KafkaSettings settings, List<TopicPartition> partitions, Consumer<ConsumerRecord<String, byte[]>> sink) {
        readUntil(settings, partitions, reader -> reader.endOffsets(partitions), sink);
    }

    /** Hands every committed record of the partitions, from the first up to (not including) an offset, to the sink. */
    static void readUntil(KafkaSettings settings, Collection<TopicPartition> partitions,
                          Function<KafkaConsumer<String, byte[]>, Map<TopicPartition, Long>> until,
                          Consumer<ConsumerRecord<String, byte[]>> sink) {
        KafkaConsumer<String, byte[]> reader = reader(settings);
        try {
            reader.assign(partitions);
            reader.seekToBeginning(partitions);
            Map<TopicPartition, Long> ends = until.apply(reader);
            while (partitions.stream().anyMatch(partition -> reader.position(partition) < ends.get(partition))) {
                for (ConsumerRecord<String, byte[]> record : reader.poll(READ_POLL)) {
                    if (record.offset() < ends.get(new TopicPartition(record.topic(), record.partition()))) {
                        sink.accept(record);
                    }
                }
            }
        } finally {
            closeReader(reader);
        }
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
        properties.putIfAbsent(ProducerConfig.MAX_BLOCK_MS_CONFIG, "30000");
        properties.putIfAbsent(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, "30000");
        properties.putIfAbsent(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, "15000");
        return new KafkaProducer<>(properties, new StringSerializer(), new ByteArraySerializer());
    }
}
