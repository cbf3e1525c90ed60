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
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.function.Function;

/** One shard's transactional producer; its transactions, one turn each, run one at a time. */
final class ShardProducer {

    /** Waits no longer than this for a closing producer to finish. */
    private static final Duration CLOSE_TIMEOUT = Duration.ofSeconds(5);

    private final int shard;
    private final KafkaProducer<String, byte[]> producer;
    private boolean fenced;
    private boolean closed;

    ShardProducer(int shard, KafkaProducer<String, byte[]> producer) {
        this.shard = shard;
        this.producer = producer;
    }

    int shard() {
        return shard;
    }

    synchronized boolean usable() {
        return !fenced && !closed;
    }

    /** Another process took the shard over. */
    static final class Fenced extends Exception {
        Fenced(Throwable cause) {
            super(cause);
        }
    }

    /**
     * Sends the records in one transaction, then those that {@code more} makes from their metadata (the
     * directory entry needs the events' offsets), and commits: all are visible to readers, or none.
     */
    synchronized List<RecordMetadata> commit(List<ProducerRecord<String, byte[]>> records,
                                             Function<List<RecordMetadata>, List<ProducerRecord<String, byte[]>>> more) throws Fenced {
        if (!usable()) {
            throw new Fenced(null);
        }
        try {
            producer.beginTransaction();
            List<RecordMetadata> written = send(records);
            send(more.apply(written));
            producer.commitTransaction();
            return written;
        } catch (ProducerFencedException | InvalidProducerEpochException | TransactionalIdAuthorizationException e) {
            fenced = true;
            throw new Fenced(e);
        } catch (KafkaException e) {
            abortQuietly();
            throw e;
        }
    }

    private List<RecordMetadata> send(List<ProducerRecord<String, byte[]>> records) {
        List<Future<RecordMetadata>> futures = new ArrayList<>(records.size());
        for (ProducerRecord<String, byte[]> record : records) {
            futures.add(producer.send(record));
        }
        List<RecordMetadata> metadata = new ArrayList<>(records.size());
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

    synchronized void close() {
        if (!closed) {
            closed = true;
            producer.close(CLOSE_TIMEOUT);
        }
    }
}
