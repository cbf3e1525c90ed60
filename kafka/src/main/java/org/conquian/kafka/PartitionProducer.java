package org.conquian.kafka;

import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.InvalidProducerEpochException;
import org.apache.kafka.common.errors.ProducerFencedException;
import org.apache.kafka.common.errors.TransactionalIdAuthorizationException;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Function;

/**
 * One partition's transactional producer, with a committer thread that puts the turns waiting for it into one
 * transaction (group commit): each turn is still all or nothing, and a writer's append returns when its
 * turn is committed, but many live matches share the cost of a commit.
 *
 * <p>A writer waits for its turn no longer than the log's timeout. When a turn fails or times out, or the
 * committer dies, the producer is <em>broken</em>: every turn waiting for it fails at once, it takes no more,
 * and it is closed without waiting. Whether the failed turns were committed is unknown to this producer; the
 * partition's next producer, which takes its transactional id, settles that (a transaction still open is
 * aborted), and readers then see the truth.
 */
final class PartitionProducer {

    /** How long the committer waits for the writers of its last batch to come back; see {@link #gather}. */
    private static final Duration GATHER = Duration.ofMillis(1);
    /** How often the committer looks whether a commit's markers are written. */
    private static final Duration MARKERS_POLL = Duration.ofMillis(1);
    /** At most this many turns go in one transaction. */
    private static final int MOST_TURNS = 500;

    /** A turn waiting to be committed: its records, those its records' metadata call for, and who waits. */
    private record Turn(List<ProducerRecord<String, byte[]>> records,
                        Function<List<RecordMetadata>, List<ProducerRecord<String, byte[]>>> more,
                        CompletableFuture<List<RecordMetadata>> done) {
    }

    /** For a turn that adds no records made from its own records' offsets. */
    static final Function<List<RecordMetadata>, List<ProducerRecord<String, byte[]>>> NOTHING_AFTER = metadata -> List.of();

    /** Put in the queue to close: the committer commits the turns before it and stops, never mid-commit. */
    private static final Turn CLOSE = new Turn(List.of(), NOTHING_AFTER, new CompletableFuture<>());

    private final int partition;
    private final KafkaProducer<String, byte[]> producer;
    private final KafkaSettings settings;
    private final BlockingQueue<Turn> waiting = new LinkedBlockingQueue<>();
    private final Thread committer;
    private volatile boolean fenced;
    private volatile boolean closed;
    /** Why the producer broke; null while it works. */
    private volatile KafkaException broken;
    /** The turns the committer is committing now, failed too should it die. */
    private volatile List<Turn> inFlight = List.of();
    /**
     * Where the committer is in its work, and since when: a turn that times out says so, which tells a broker that
     * does not take records from one that does not commit, or one whose commit does not reach its readers.
     */
    private volatile Step step = new Step(Stage.WAITING, System.nanoTime());
    /** Reads the partitions' last stable offsets for the committer thread alone; made at its first commit. */
    private volatile KafkaConsumer<String, byte[]> stable;

    PartitionProducer(int partition, KafkaProducer<String, byte[]> producer, KafkaSettings settings) {
        this.partition = partition;
        this.producer = producer;
        this.settings = settings;
        this.committer = Thread.ofPlatform().daemon().name("conquian-partition-" + partition).start(this::commitTurnsUntilStopped);
    }

    int partition() {
        return partition;
    }

    /** The steps of the committer's work, in the words of a timeout. */
    enum Stage {
        WAITING("waiting for turns"),
        SENDING("handing the records to the producer"),
        SENT("waiting for the broker to take the records"),
        COMMITTING("waiting for the broker to take the records and commit them"),
        MARKERS("waiting for the commit to reach the readers");

        private final String words;

        Stage(String words) {
            this.words = words;
        }
    }

    private record Step(Stage stage, long since) {
        String words() {
            return stage.words + " for " + Duration.ofNanos(System.nanoTime() - since).toMillis() + " ms";
        }
    }

    private void at(Stage stage) {
        step = new Step(stage, System.nanoTime());
    }

    /** Another process took the partition over. */
    static final class Fenced extends Exception {
        Fenced(Throwable cause) {
            super(cause);
        }
    }

    /** This process replaced the producer before the turn was queued: the turn goes to the partition's next one. */
    static final class Replaced extends Exception {
        Replaced() {
            super(null, null, false, false);
        }
    }

    /**
     * Commits the records, with those that {@code more} makes from their metadata (the directory entry
     * needs the events' offsets), in a transaction: all are visible to readers, or none.
     */
    List<RecordMetadata> commit(List<ProducerRecord<String, byte[]>> records,
                                Function<List<RecordMetadata>, List<ProducerRecord<String, byte[]>>> more) throws Fenced, Replaced {
        Turn turn = new Turn(records, more, new CompletableFuture<>());
        Deadline deadline = Deadline.of(settings);
        synchronized (this) {
            if (fenced) {
                throw new Fenced(null);
            }
            if (broken != null) {
                throw broken;
            }
            if (closed) {
                throw new Replaced();
            }
            waiting.add(turn);
        }
        try {
            return turn.done().get(deadline.left().toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            KafkaException expired = deadline.expired("committing a turn of " + records.size() + (records.size() == 1 ? " event" : " events")
                    + " to partition " + partition + " (the partition's committer was " + step.words() + ")");
            breakDown(expired);
            throw expired;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            KafkaException interrupted = new KafkaException("interrupted while the turn was committed", e);
            breakDown(interrupted);
            throw interrupted;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof FencedSignal) {
                throw new Fenced(e.getCause().getCause());
            }
            throw e.getCause() instanceof KafkaException kafka ? kafka : new KafkaException(e.getCause());
        }
    }

    /** Whether the producer broke: its partition needs a new one before the next turn. */
    boolean broken() {
        return broken != null;
    }

    /**
     * Fails every waiting turn with the cause, takes no more, and closes the producer without waiting: a
     * committer blocked in the client (a broker that does not answer) is woken by the close and stops.
     */
    void breakDown(KafkaException cause) {
        List<Turn> failed = new ArrayList<>();
        synchronized (this) {
            if (broken != null) {
                return;
            }
            broken = cause;
            waiting.drainTo(failed);
            waiting.add(CLOSE);
        }
        failed.addAll(inFlight);
        failed.forEach(turn -> turn.done().completeExceptionally(cause));
        KafkaConsumer<String, byte[]> reader = stable;
        if (reader != null) {
            // the committer may be waiting on it: woken, it stops, and closes it
            reader.wakeup();
        }
        Thread.ofPlatform().daemon().name("conquian-partition-" + partition + "-close").start(() -> producer.close(Duration.ZERO));
    }

    private void commitTurnsUntilStopped() {
        try {
            commitTurns();
        } catch (Throwable e) {
            breakDown(e instanceof KafkaException kafka ? kafka : new KafkaException("the committer of partition " + partition + " died: " + e, e));
        } finally {
            if (stable != null) {
                Clients.closeReader(stable);
            }
        }
    }

    private void commitTurns() {
        List<Turn> batch = new ArrayList<>();
        int expected = 1;
        while (true) {
            try {
                batch.add(waiting.take());
                waiting.drainTo(batch, MOST_TURNS - 1);
                gather(batch, expected);
            } catch (InterruptedException e) {
                return;
            }
            expected = batch.size();
            // nothing is queued after the close (commit refuses a closed producer), so the close ends the batch
            boolean stop = batch.remove(CLOSE);
            if (fenced) {
                batch.forEach(turn -> turn.done().completeExceptionally(new FencedSignal(null)));
            } else if (broken != null) {
                batch.forEach(turn -> turn.done().completeExceptionally(broken));
            } else if (!batch.isEmpty()) {
                inFlight = List.copyOf(batch);
                commitBatch(batch);
                inFlight = List.of();
                at(Stage.WAITING);
            }
            batch.clear();
            if (stop) {
                return;
            }
        }
    }

    /**
     * The writers of the last batch come back with their next turns within a moment of its commit; waiting
     * that moment for as many turns as the last batch had puts them in one transaction, not in a transaction
     * of the first and another of the rest. A single writer (one expected) never waits.
     */
    private void gather(List<Turn> batch, int expected) throws InterruptedException {
        long deadline = System.nanoTime() + GATHER.toNanos();
        while (batch.size() < Math.min(expected, MOST_TURNS) && !batch.contains(CLOSE)) {
            long left = deadline - System.nanoTime();
            Turn next = left > 0 ? waiting.poll(left, TimeUnit.NANOSECONDS) : null;
            if (next == null) {
                return;
            }
            batch.add(next);
            waiting.drainTo(batch, MOST_TURNS - batch.size());
        }
    }

    private void commitBatch(List<Turn> batch) {
        try {
            at(Stage.SENDING);
            producer.beginTransaction();
            List<List<Future<RecordMetadata>>> sent = new ArrayList<>(batch.size());
            for (Turn turn : batch) {
                sent.add(send(turn.records()));
            }
            List<Future<RecordMetadata>> directoryWritten = new ArrayList<>();
            if (batch.stream().anyMatch(turn -> turn.more() != NOTHING_AFTER)) {
                // the offsets are known once the records are acknowledged; most turns need none, and skip this wait
                at(Stage.SENT);
                producer.flush();
                for (int i = 0; i < batch.size(); i++) {
                    if (batch.get(i).more() != NOTHING_AFTER) {
                        directoryWritten.addAll(send(batch.get(i).more().apply(metadata(sent.get(i)))));
                    }
                }
            }
            at(Stage.COMMITTING);
            producer.commitTransaction();
            List<List<RecordMetadata>> written = new ArrayList<>(batch.size());
            for (List<Future<RecordMetadata>> futures : sent) {
                written.add(metadata(futures));
            }
            awaitVisible(written, directoryWritten);
            for (int i = 0; i < batch.size(); i++) {
                batch.get(i).done().complete(written.get(i));
            }
        } catch (ProducerFencedException | InvalidProducerEpochException | TransactionalIdAuthorizationException e) {
            fenced = true;
            batch.forEach(turn -> turn.done().completeExceptionally(new FencedSignal(e)));
        } catch (RuntimeException e) {
            // the transaction's fate is unknown: the partition's next producer settles it
            KafkaException cause = e instanceof KafkaException kafka ? kafka : new KafkaException(e);
            batch.forEach(turn -> turn.done().completeExceptionally(cause));
            breakDown(cause);
        }
    }

    /**
     * Waits until readers can see the batch: the commit returns once it is decided, and its markers are
     * written after. A turn is acknowledged only once they are, for two reasons: every read that starts
     * afterwards sees it, and a one-broker cluster killed between the decision and the markers can come back
     * having forgotten the decision and abort the turn, which must then not have been acknowledged.
     */
    private void awaitVisible(List<List<RecordMetadata>> written, List<Future<RecordMetadata>> directoryWritten) {
        Map<TopicPartition, Long> ends = new HashMap<>();
        written.forEach(records -> records.forEach(record -> ends.merge(new TopicPartition(record.topic(), record.partition()),
                record.offset() + 1, Math::max)));
        metadata(directoryWritten).forEach(record -> ends.merge(new TopicPartition(record.topic(), record.partition()),
                record.offset() + 1, Math::max));
        if (ends.isEmpty()) {
            return;
        }
        at(Stage.MARKERS);
        if (stable == null) {
            stable = Clients.reader(settings);
        }
        Deadline deadline = Deadline.of(settings);
        while (true) {
            Map<TopicPartition, Long> lastStable = stable.endOffsets(ends.keySet(), deadline.left());
            if (ends.entrySet().stream().allMatch(end -> lastStable.get(end.getKey()) >= end.getValue())) {
                return;
            }
            deadline.check("waiting for the commit of a turn to reach its readers in " + ends.keySet());
            LockSupport.parkNanos(MARKERS_POLL.toNanos());
        }
    }

    private List<Future<RecordMetadata>> send(List<ProducerRecord<String, byte[]>> records) {
        List<Future<RecordMetadata>> futures = new ArrayList<>(records.size());
        for (ProducerRecord<String, byte[]> record : records) {
            futures.add(producer.send(record));
        }
        return futures;
    }

    private static List<RecordMetadata> metadata(List<Future<RecordMetadata>> futures) {
        List<RecordMetadata> metadata = new ArrayList<>(futures.size());
        for (Future<RecordMetadata> future : futures) {
            try {
                metadata.add(future.get());
            } catch (ExecutionException e) {
                throw e.getCause() instanceof KafkaException kafka ? kafka : new KafkaException(e.getCause());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new KafkaException("interrupted while sending", e);
            }
        }
        return metadata;
    }

    /**
     * Stops taking turns; the committer commits those queued before, then the producer closes. Should the
     * committer still be busy at the deadline, the producer breaks down, which fails the turns it has left.
     */
    void close() {
        synchronized (this) {
            closed = true;
            waiting.add(CLOSE);
        }
        Deadline deadline = Deadline.of(settings);
        try {
            committer.join(deadline.left());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (committer.isAlive()) {
            breakDown(deadline.expired("closing the producer of partition " + partition));
        } else {
            producer.close(deadline.left());
        }
    }

    /** Carries a fencing from the committer to the writer waiting for its turn. */
    private static final class FencedSignal extends RuntimeException {
        FencedSignal(Throwable cause) {
            super(cause);
        }
    }
}
