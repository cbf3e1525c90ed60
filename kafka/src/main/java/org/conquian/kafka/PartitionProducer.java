package org.conquian.kafka;

import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.errors.InvalidProducerEpochException;
import org.apache.kafka.common.errors.ProducerFencedException;
import org.apache.kafka.common.errors.TransactionalIdAuthorizationException;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * One partition's transactional producer, with a committer thread that puts the turns waiting for it into one
 * transaction (group commit): each turn is still all or nothing, and a writer's append returns when its
 * turn is committed, but many live matches share the cost of a commit.
 */
final class PartitionProducer {

    /** Waits no longer than this for a closing producer to finish. */
    private static final Duration CLOSE_TIMEOUT = Duration.ofSeconds(5);
    /** How long the committer waits for the writers of its last batch to come back; see {@link #gather}. */
    private static final Duration GATHER = Duration.ofMillis(1);
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
    private final BlockingQueue<Turn> waiting = new LinkedBlockingQueue<>();
    private final Thread committer;
    private volatile boolean fenced;
    private volatile boolean closed;

    PartitionProducer(int partition, KafkaProducer<String, byte[]> producer) {
        this.partition = partition;
        this.producer = producer;
        this.committer = Thread.ofPlatform().daemon().name("conquian-partition-" + partition).start(this::commitTurns);
    }

    int partition() {
        return partition;
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
        synchronized (this) {
            if (fenced) {
                throw new Fenced(null);
            }
            if (closed) {
                throw new Replaced();
            }
            waiting.add(turn);
        }
        try {
            return turn.done().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new KafkaException("interrupted while the turn was committed", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof FencedSignal) {
                throw new Fenced(e.getCause().getCause());
            }
            throw e.getCause() instanceof KafkaException kafka ? kafka : new KafkaException(e.getCause());
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
            } else if (!batch.isEmpty()) {
                commitBatch(batch);
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
            producer.beginTransaction();
            List<List<Future<RecordMetadata>>> sent = new ArrayList<>(batch.size());
            for (Turn turn : batch) {
                sent.add(send(turn.records()));
            }
            if (batch.stream().anyMatch(turn -> turn.more() != NOTHING_AFTER)) {
                // the offsets are known once the records are acknowledged; most turns need none, and skip this wait
                producer.flush();
                for (int i = 0; i < batch.size(); i++) {
                    if (batch.get(i).more() != NOTHING_AFTER) {
                        send(batch.get(i).more().apply(metadata(sent.get(i))));
                    }
                }
            }
            producer.commitTransaction();
            for (int i = 0; i < batch.size(); i++) {
                batch.get(i).done().complete(metadata(sent.get(i)));
            }
        } catch (ProducerFencedException | InvalidProducerEpochException | TransactionalIdAuthorizationException e) {
            fenced = true;
            batch.forEach(turn -> turn.done().completeExceptionally(new FencedSignal(e)));
        } catch (RuntimeException e) {
            abortQuietly();
            batch.forEach(turn -> turn.done().completeExceptionally(e));
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

    private void abortQuietly() {
        try {
            producer.abortTransaction();
        } catch (KafkaException ignored) {
            // the producer is replaced after a failure anyway
        }
    }

    /**
     * Stops taking turns; the committer commits those queued before, then the producer closes. Should the
     * committer still be busy after the timeout, closing the producer fails the turns it has left.
     */
    void close() {
        synchronized (this) {
            closed = true;
            waiting.add(CLOSE);
        }
        try {
            committer.join(CLOSE_TIMEOUT.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        producer.close(CLOSE_TIMEOUT);
    }

    /** Carries a fencing from the committer to the writer waiting for its turn. */
    private static final class FencedSignal extends RuntimeException {
        FencedSignal(Throwable cause) {
            super(cause);
        }
    }
}
