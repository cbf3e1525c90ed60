package org.conquian.kafka;

import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.WakeupException;
import org.conquian.audit.LogLine;
import org.conquian.contract.LineParser;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Rebuilds the state of every match from the topic, as a member of a consumer group: instances share the
 * partitions, and a match lives in one partition, so each match is folded by one instance. After each batch
 * the latest state of every match it touched goes to the state topic (compacted) and, in the same
 * transaction, the group's offsets: offsets move only with the states they produced. An instance that is
 * given a partition first folds it from the start up to the committed offset, without writing, so its
 * states continue where the last owner's stopped.
 */
public final class Projector implements AutoCloseable {

    /** What the projector tells its watcher: each match it wrote, and each problem it met. */
    public sealed interface Update {
        record MatchWritten(String match, String status, long seq, byte[] json) implements Update {
        }

        record Problem(String match, String description) implements Update {
        }
    }

    private static final Duration POLL = Duration.ofMillis(200);

    private final KafkaSettings settings;
    private final KafkaConsumer<String, byte[]> consumer;
    private final KafkaProducer<String, byte[]> producer;
    private final MatchDirectory directory;
    private final Consumer<Update> watcher;
    private final Map<String, ProjectedMatch> matches = new HashMap<>();
    private final AtomicLong applied = new AtomicLong();
    private volatile Set<TopicPartition> held = Set.of();
    private volatile boolean stopping;

    public Projector(KafkaEventLog log, String group, Consumer<Update> watcher) {
        this.settings = log.settings();
        this.directory = log.directory();
        this.watcher = watcher;
        this.consumer = Clients.groupMember(settings, group);
        this.producer = Clients.transactional(settings, "conquian-projector-" + group + "-" + UUID.randomUUID());
        producer.initTransactions();
        consumer.subscribe(List.of(settings.topic()), new Rebuild());
    }

    /** The partitions this instance holds now; safe from another thread. */
    public Set<TopicPartition> assignment() {
        return held;
    }

    /** Events applied so far by this instance, rebuilds included. */
    public long applied() {
        return applied.get();
    }

    /** Runs until {@link #stop} is called. */
    public void run() {
        try {
            while (!stopping) {
                step();
            }
        } catch (WakeupException e) {
            if (!stopping) {
                throw e;
            }
        }
    }

    /**
     * Runs until this instance has consumed, in the partitions it holds, everything committed when it
     * started, then returns: for a one-off projection, and for benchmarks.
     */
    public void runToEnd(Duration settle) {
        long quietSince = System.nanoTime();
        while (!stopping) {
            int processed = step();
            if (processed > 0) {
                quietSince = System.nanoTime();
            } else if (!consumer.assignment().isEmpty() && caughtUp() && System.nanoTime() - quietSince > settle.toNanos()) {
                return;
            }
        }
    }

    private boolean caughtUp() {
        Set<TopicPartition> assigned = consumer.assignment();
        Map<TopicPartition, Long> ends = consumer.endOffsets(assigned);
        return assigned.stream().allMatch(partition -> consumer.position(partition) >= ends.get(partition));
    }

    private int step() {
        ConsumerRecords<String, byte[]> records = consumer.poll(POLL);
        if (records.isEmpty()) {
            return 0;
        }
        Map<String, ProjectedMatch> touched = new LinkedHashMap<>();
        List<ProducerRecord<String, byte[]>> directoryEntries = new ArrayList<>();
        for (ConsumerRecord<String, byte[]> record : records) {
            ProjectedMatch match = apply(record, true);
            if (match != null) {
                touched.put(match.match(), match);
                directoryEntry(record, match).ifPresent(directoryEntries::add);
            }
        }
        producer.beginTransaction();
        for (ProjectedMatch match : touched.values()) {
            int partition = directory.partitionOf(match.match());
            byte[] json = match.json();
            producer.send(new ProducerRecord<>(settings.stateTopic(), partition, match.match(), json));
            watcher.accept(new Update.MatchWritten(match.match(), match.status().name(), match.seq(), json));
        }
        directoryEntries.forEach(producer::send);
        Map<TopicPartition, OffsetAndMetadata> offsets = new HashMap<>();
        for (TopicPartition partition : records.partitions()) {
            List<ConsumerRecord<String, byte[]>> inPartition = records.records(partition);
            offsets.put(partition, new OffsetAndMetadata(inPartition.get(inPartition.size() - 1).offset() + 1));
        }
        producer.sendOffsetsToTransaction(offsets, consumer.groupMetadata());
        producer.commitTransaction();
        return records.count();
    }

    /** Folds one record into its match; reports problems when {@code live}, not while rebuilding. */
    private ProjectedMatch apply(ConsumerRecord<String, byte[]> record, boolean live) {
        byte[] value = record.value() == null ? new byte[0] : record.value();
        LogLine line = new LineParser().parse(record.offset() + 1, value, 0, value.length, true);
        String match = line.match() != null ? line.match() : record.key();
        if (line instanceof LogLine.BadLine bad && bad.match() == null) {
            line = new LogLine.BadLine(bad.line(), match, bad.seq(), bad.message());
        }
        if (match == null) {
            return null;
        }
        ProjectedMatch projected = matches.computeIfAbsent(match, ProjectedMatch::new);
        ProjectedMatch.Outcome outcome = projected.accept(line, value, record.offset());
        switch (outcome) {
            case APPLIED -> applied.incrementAndGet();
            case DUPLICATE, IGNORED -> {
                // an exact repeat is dropped; a stopped match takes nothing more
            }
            case CONFLICT, GAP, FAULT -> {
                if (live) {
                    watcher.accept(new Update.Problem(match, outcome.name().toLowerCase(Locale.ROOT) + " at offset "
                            + record.offset() + " of partition " + record.partition() + ": " + projected.problem().orElse("")));
                }
            }
        }
        return projected;
    }

    /**
     * The directory entry a match's first and last events call for. The recorder writes the same entries
     * with its turns; the projector writes them too for matches that other programs put on the topic.
     */
    private Optional<ProducerRecord<String, byte[]>> directoryEntry(ConsumerRecord<String, byte[]> record, ProjectedMatch match) {
        boolean first = match.seq() == 1 && match.firstOffset().orElse(-1L) == record.offset();
        boolean last = match.status() == ProjectedMatch.Status.ENDED && match.seq() > 0 && isLast(record, match);
        if (!first && !last || match.firstOffset().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(directory.record(new MatchDirectory.Entry(match.match(), record.partition(), match.firstOffset().get(),
                last ? record.offset() : null)));
    }

    private static boolean isLast(ConsumerRecord<String, byte[]> record, ProjectedMatch match) {
        return match.lastOffset() == record.offset();
    }

    /** Folds a newly assigned partition up to its committed offset, so the instance continues the states. */
    private final class Rebuild implements ConsumerRebalanceListener {
        @Override
        public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
            Set<TopicPartition> kept = new HashSet<>(held);
            kept.removeAll(partitions);
            held = Set.copyOf(kept);
            Set<Integer> revoked = new HashSet<>();
            partitions.forEach(partition -> revoked.add(partition.partition()));
            matches.keySet().removeIf(match -> revoked.contains(directory.partitionOf(match)));
        }

        @Override
        public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
            Set<TopicPartition> now = new HashSet<>(held);
            now.addAll(partitions);
            held = Set.copyOf(now);
            if (partitions.isEmpty()) {
                return;
            }
            Map<TopicPartition, OffsetAndMetadata> committed = consumer.committed(Set.copyOf(partitions));
            try (KafkaConsumer<String, byte[]> reader = Clients.reader(settings)) {
                for (TopicPartition partition : partitions) {
                    OffsetAndMetadata until = committed.get(partition);
                    if (until == null || until.offset() == 0) {
                        continue;
                    }
                    reader.assign(List.of(partition));
                    reader.seekToBeginning(List.of(partition));
                    while (reader.position(partition) < until.offset()) {
                        for (ConsumerRecord<String, byte[]> record : reader.poll(POLL)) {
                            if (record.offset() < until.offset()) {
                                apply(record, false);
                            }
                        }
                    }
                }
            }
        }
    }

    /** Asks a running projector to stop; safe from another thread. */
    public void stop() {
        stopping = true;
        consumer.wakeup();
    }

    @Override
    public void close() {
        consumer.close();
        producer.close(Duration.ofSeconds(5));
    }
}
