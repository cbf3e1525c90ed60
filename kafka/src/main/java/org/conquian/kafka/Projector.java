package org.conquian.kafka;

import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.errors.AuthorizationException;
import org.apache.kafka.common.errors.WakeupException;
import org.conquian.audit.LogLine;
import org.conquian.audit.Trust;
import org.conquian.contract.LineParser;
import org.conquian.contract.StateJson;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Rebuilds the state of every match from the topic, as a member of a consumer group: instances share the
 * partitions, and a match lives in one partition, so each match is folded by one instance. Every
 * {@link #COMMIT_EVERY}, and whenever it has caught up, the latest state of every match it touched goes to
 * the state topic (compacted) and, in the same transaction, the group's offsets: offsets move only with the states they produced. An instance that is
 * given a partition first folds it from the start up to the committed offset, without writing, so its
 * states continue where the last owner's stopped.
 */
public final class Projector implements AutoCloseable {

    /** What the projector tells its watcher: each match it wrote, each problem it met, and the partitions it holds. */
    public sealed interface Update {
        /**
         * @param status as the state topic writes it: in-progress, ended, invalid or stopped
         * @param trust  who signed the match and how far, and its committed shuffle
         */
        record MatchWritten(String match, String status, long seq, Trust trust, byte[] json) implements Update {
        }

        record Problem(String match, String description) implements Update {
        }

        /** The group shared the partitions out again: the numbers of those this instance holds now, in order. */
        record Held(List<Integer> partitions) implements Update {
            public Held {
                partitions = List.copyOf(partitions);
            }
        }
    }

    private static final Duration POLL = Duration.ofMillis(200);
    /**
     * While records keep coming, states and offsets go out at most this often: one transaction then
     * carries many polls, and a match touched by several of them is written once.
     */
    private static final Duration COMMIT_EVERY = Duration.ofMillis(100);

    private final KafkaSettings settings;
    private final String group;
    private final KafkaConsumer<String, byte[]> consumer;
    private final KafkaProducer<String, byte[]> producer;
    private final MatchDirectory directory;
    private final Watermarks watermarks;
    private final Consumer<Update> watcher;
    /** Folds partitions in parallel: each match lives in one partition, so partitions share no match. */
    private final ExecutorService folders;
    /** Each partition's last fold submitted; a partition's folds run one after another, in offset order. */
    private final Map<TopicPartition, CompletableFuture<Void>> folding = new HashMap<>();
    private final Map<String, ProjectedMatch> matches = new ConcurrentHashMap<>();
    private final AtomicLong applied = new AtomicLong();
    private final AtomicLong rebuilt = new AtomicLong();
    private final Map<String, ProjectedMatch> touched = new ConcurrentHashMap<>();
    private final Queue<ProducerRecord<String, byte[]>> directoryEntries = new ConcurrentLinkedQueue<>();
    private final Queue<Update.Problem> problems = new ConcurrentLinkedQueue<>();
    private final Map<TopicPartition, OffsetAndMetadata> offsets = new HashMap<>();
    private long lastCommit = System.nanoTime();
    private volatile Set<TopicPartition> held = Set.of();
    private volatile boolean stopping;

    public Projector(KafkaEventLog log, String group, Consumer<Update> watcher) {
        this.settings = log.settings();
        this.directory = log.directory();
        this.watermarks = log.watermarks();
        this.watcher = watcher;
        this.consumer = Clients.groupMember(settings, group);
        this.folders = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors(),
                Thread.ofPlatform().daemon().name("conquian-projector-fold-", 0).factory());
        this.group = group;
        this.producer = Clients.transactional(settings, transactionalPrefix(group) + UUID.randomUUID());
        try {
            producer.initTransactions();
        } catch (AuthorizationException e) {
            close();
            throw refused(e);
        }
        consumer.subscribe(List.of(settings.topic()), new Rebuild());
    }

    /** A refusal by the broker, saying which of the projector's rights is missing. */
    private KafkaException refused(AuthorizationException e) {
        return new KafkaException("the projector may not work on " + settings.topic() + ": " + KafkaRole.PROJECTOR.lacking(e, settings, group), e);
    }

    /** The start of the transactional ids of a group's projectors: each instance adds a random id of its own. */
    static String transactionalPrefix(String group) {
        return "conquian-projector-" + group + "-";
    }

    /** The partitions this instance holds now; safe from another thread. */
    public Set<TopicPartition> assignment() {
        return held;
    }

    /** New events applied so far by this instance. */
    public long applied() {
        return applied.get();
    }

    /** Events read again to rebuild the state of matches whose partitions this instance took over. */
    public long rebuilt() {
        return rebuilt.get();
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
        List<TopicPartition> all = new ArrayList<>();
        for (int partition = 0; partition < directory.partitions(); partition++) {
            all.add(new TopicPartition(settings.topic(), partition));
        }
        Map<TopicPartition, Long> ends = watermarks.of(all, Deadline.of(settings));
        long quietSince = System.nanoTime();
        while (!stopping) {
            int processed = step();
            if (processed > 0) {
                quietSince = System.nanoTime();
            } else if (!consumer.assignment().isEmpty() && caughtUp(ends) && System.nanoTime() - quietSince > settle.toNanos()) {
                return;
            }
        }
    }

    /** Whether every turn appended before {@link #runToEnd} started is consumed, in the partitions held now. */
    private boolean caughtUp(Map<TopicPartition, Long> ends) {
        return consumer.assignment().stream().allMatch(partition -> consumer.position(partition) >= ends.get(partition));
    }

    /**
     * Polls, and hands each partition's records to the folders; the next poll overlaps their folding. A
     * commit waits for every fold submitted before it.
     */
    private int step() {
        try {
            return stepOnce();
        } catch (AuthorizationException e) {
            throw refused(e);
        }
    }

    private int stepOnce() {
        ConsumerRecords<String, byte[]> records = consumer.poll(POLL);
        for (TopicPartition partition : records.partitions()) {
            List<ConsumerRecord<String, byte[]>> inPartition = records.records(partition);
            folding.compute(partition, (key, last) -> (last == null ? CompletableFuture.<Void>completedFuture(null) : last)
                    .thenRunAsync(() -> fold(inPartition), folders));
            offsets.put(partition, new OffsetAndMetadata(inPartition.get(inPartition.size() - 1).offset() + 1));
        }
        if (!offsets.isEmpty() && (records.isEmpty() || System.nanoTime() - lastCommit >= COMMIT_EVERY.toNanos())) {
            commit();
        }
        return records.count();
    }

    private void fold(List<ConsumerRecord<String, byte[]>> records) {
        for (ConsumerRecord<String, byte[]> record : records) {
            ProjectedMatch match = apply(record, true);
            if (match != null) {
                touched.put(match.match(), match);
                directoryEntry(record, match).ifPresent(directoryEntries::add);
            }
        }
    }

    /** Waits for every fold submitted; a fold that failed fails the projector, as its states are unknown. */
    private void awaitFolds() {
        try {
            CompletableFuture.allOf(folding.values().toArray(CompletableFuture[]::new)).join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException failure ? failure : e;
        } finally {
            folding.clear();
        }
    }

    /** Writes the latest state of every match touched since the last commit, with the offsets that led to it. */
    private void commit() {
        awaitFolds();
        producer.beginTransaction();
        for (ProjectedMatch match : touched.values()) {
            int partition = directory.partitionOf(match.match());
            byte[] json = match.json();
            producer.send(new ProducerRecord<>(settings.stateTopic(), partition, match.match(), json));
            watcher.accept(new Update.MatchWritten(match.match(), StateJson.word(match.status()), match.seq(), match.trust(), json));
        }
        directoryEntries.forEach(producer::send);
        producer.sendOffsetsToTransaction(offsets, consumer.groupMetadata());
        producer.commitTransaction();
        touched.clear();
        directoryEntries.clear();
        offsets.clear();
        lastCommit = System.nanoTime();
        for (Update.Problem problem = problems.poll(); problem != null; problem = problems.poll()) {
            watcher.accept(problem);
        }
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
            case APPLIED -> (live ? applied : rebuilt).incrementAndGet();
            case DUPLICATE, IGNORED -> {
                // an exact repeat is dropped; a stopped match takes nothing more
            }
            case CONFLICT, GAP, FAULT -> {
                if (live) {
                    problems.add(new Update.Problem(match, outcome.name().toLowerCase(Locale.ROOT) + " at offset "
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
            if (!offsets.isEmpty()) {
                commit();
            }
            Set<TopicPartition> kept = new HashSet<>(held);
            kept.removeAll(partitions);
            held = Set.copyOf(kept);
            watcher.accept(held());
            Set<Integer> revoked = new HashSet<>();
            partitions.forEach(partition -> revoked.add(partition.partition()));
            matches.keySet().removeIf(match -> revoked.contains(directory.partitionOf(match)));
        }

        @Override
        public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
            Set<TopicPartition> now = new HashSet<>(held);
            now.addAll(partitions);
            held = Set.copyOf(now);
            watcher.accept(held());
            if (partitions.isEmpty()) {
                return;
            }
            Map<TopicPartition, OffsetAndMetadata> committed = consumer.committed(Set.copyOf(partitions));
            Map<TopicPartition, Long> until = new HashMap<>();
            committed.forEach((partition, offset) -> {
                if (offset != null && offset.offset() > 0) {
                    until.put(partition, offset.offset());
                }
            });
            if (!until.isEmpty()) {
                Clients.readUntil(settings, until.keySet(), until, Deadline.of(settings), record -> apply(record, false));
            }
        }
    }

    private Update.Held held() {
        return new Update.Held(held.stream().map(TopicPartition::partition).sorted().toList());
    }

    /** Asks a running projector to stop; safe from another thread. */
    public void stop() {
        stopping = true;
        consumer.wakeup();
    }

    /** Commits what was folded since the last commit, then leaves the group. */
    @Override
    public void close() {
        if (!offsets.isEmpty()) {
            commit();
        }
        consumer.close();
        producer.close(Duration.ofSeconds(5));
        folders.shutdown();
    }
}
