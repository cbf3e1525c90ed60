package org.conquian.reliability;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.PartitionInfo;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.conquian.audit.LogAudit;
import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;
import org.conquian.contract.EventJson;
import org.conquian.contract.LineParser;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * Reads a topic back, as a reader of committed data sees it, and holds it against what each recorder was told:
 * written apart from the recorder, it uses a plain Kafka consumer ({@code isolation.level=read_committed}), not
 * the log's own reading. An acknowledged turn is <em>lost</em> when its events are missing or changed while a later
 * event of its match is there, <em>unseen</em> when they are missing and nothing after them is; <em>duplicated</em>
 * when one of its events is there twice; <em>out of order</em> when one of them comes after a later event of its
 * match. Events of turns that were aborted ({@link #ABORTED}, written by the harness and aborted on purpose) must
 * never be seen. Every match read is audited.
 */
final class ClusterChecker {

    /** The key prefix of the turns the harness aborts on purpose. */
    static final String ABORTED = "aborted-";

    /**
     * @param partitions the partition each match was found in
     */
    record Counts(long turns, long lost, long duplicated, long outOfOrder, long abortedSeen, long unseen, int matches, int invalid,
                  String lastProblem, Map<String, Integer> partitions) {
    }

    /** One match as read: each event's canonical line by seq, how often each seq came, and the turns out of order. */
    private static final class Read {
        final Map<Long, byte[]> lines = new HashMap<>();
        final Map<Long, Integer> times = new HashMap<>();
        final List<Long> outOfOrder = new ArrayList<>();
        final LogAudit audit = new LogAudit(true, false);
        long highest = Long.MIN_VALUE;
        int partition;
    }

    private ClusterChecker() {
    }

    /** Reads the whole topic up to its end for committed data, within the deadline, and counts. */
    static Counts check(String bootstrapServers, String topic, List<Player> players, Duration deadline) throws IOException {
        Map<String, Read> reads = read(bootstrapServers, topic, deadline);
        long aborted = reads.keySet().stream().filter(match -> match.startsWith(ABORTED))
                .mapToLong(match -> reads.get(match).times.values().stream().mapToLong(Integer::longValue).sum()).sum();
        long turns = 0;
        long lost = 0;
        long duplicated = 0;
        long outOfOrder = 0;
        long unseen = 0;
        String last = "";
        for (Player player : players) {
            Read read = reads.getOrDefault(player.match(), new Read());
            for (Player.Turn turn : player.turns()) {
                turns++;
                boolean missing = false;
                boolean twice = false;
                boolean late = false;
                for (long seq = turn.first(); seq <= turn.last(); seq++) {
                    byte[] acknowledged = player.acknowledged().get(seq);
                    missing |= !Arrays.equals(acknowledged, read.lines.get(seq));
                    twice |= read.times.getOrDefault(seq, 0) > 1;
                    late |= read.outOfOrder.contains(seq);
                }
                if (missing) {
                    boolean later = read.highest > turn.last();
                    if (later) {
                        lost++;
                    } else {
                        unseen++;
                    }
                    last = (later ? "lost: " : "unseen: ") + turn;
                }
                if (twice) {
                    duplicated++;
                    last = "duplicated: " + turn;
                }
                if (late) {
                    outOfOrder++;
                    last = "out of order: " + turn;
                }
            }
        }
        int matches = 0;
        int invalid = 0;
        Map<String, Integer> partitions = new HashMap<>();
        for (Map.Entry<String, Read> match : reads.entrySet()) {
            if (match.getKey().startsWith(ABORTED)) {
                continue;
            }
            matches++;
            partitions.put(match.getKey(), match.getValue().partition);
            Verdict verdict = match.getValue().audit.verdicts().get(0);
            if (verdict.kind() == Verdict.Kind.INVALID || verdict.kind() == Verdict.Kind.EMPTY || verdict.kind() == Verdict.Kind.REDACTED) {
                invalid++;
                last = match.getKey() + " is " + verdict;
            }
        }
        return new Counts(turns, lost, duplicated, outOfOrder, aborted, unseen, matches, invalid, last, partitions);
    }

    /** Every committed record of the topic, by match (the record's key), in each partition's order. */
    private static Map<String, Read> read(String bootstrapServers, String topic, Duration deadline) throws IOException {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        config.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        Map<String, Read> reads = new LinkedHashMap<>();
        LineParser parser = new LineParser();
        long until = System.nanoTime() + deadline.toNanos();
        try (KafkaConsumer<String, byte[]> consumer = new KafkaConsumer<>(config, new StringDeserializer(), new ByteArrayDeserializer())) {
            List<TopicPartition> partitions = new ArrayList<>();
            for (PartitionInfo info : consumer.partitionsFor(topic, deadline)) {
                partitions.add(new TopicPartition(topic, info.partition()));
            }
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            // for a reader of committed data, the end is the last stable offset: every transaction before it is decided
            Map<TopicPartition, Long> ends = consumer.endOffsets(partitions, deadline);
            long line = 0;
            while (!caughtUp(consumer, ends)) {
                if (System.nanoTime() > until) {
                    throw new IOException("the topic " + topic + " could not be read to its end within " + deadline.toSeconds() + " s");
                }
                for (ConsumerRecord<String, byte[]> record : consumer.poll(Duration.ofMillis(500))) {
                    Read read = reads.computeIfAbsent(record.key(), key -> new Read());
                    read.partition = record.partition();
                    if (record.key().startsWith(ABORTED)) {
                        read.times.merge(record.offset(), 1, Integer::sum);
                        continue;
                    }
                    byte[] value = record.value();
                    LogLine parsed = parser.parse(++line, value, 0, value.length, true);
                    read.audit.accept(parsed);
                    if (parsed instanceof LogLine.EventLine event) {
                        long seq = event.envelope().seq();
                        read.lines.put(seq, EventJson.line(EventJson.toJson(event.envelope(), event.event())));
                        int times = read.times.merge(seq, 1, Integer::sum);
                        if (times == 1 && seq < read.highest) {
                            read.outOfOrder.add(seq);
                        }
                        read.highest = Math.max(read.highest, seq);
                    }
                }
            }
        }
        return reads;
    }

    private static boolean caughtUp(KafkaConsumer<String, byte[]> consumer, Map<TopicPartition, Long> ends) {
        return ends.entrySet().stream().allMatch(end -> consumer.position(end.getKey()) >= end.getValue());
    }
}
