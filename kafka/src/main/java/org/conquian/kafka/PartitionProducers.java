package org.conquian.kafka;

import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.errors.AuthorizationException;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The transactional producers of a recorder process: one per partition of the events topic.
 *
 * <p>Why per partition: Kafka fences a producer when another starts with its transactional id, which is how
 * one writer per match is enforced across processes. An id per match would need a producer per match, which
 * a recorder of thousands of live matches cannot afford; one id per process would let two recorders of the
 * same match both write. So the id is {@code PREFIX-PARTITION} of the match's partition: a process holds at
 * most one producer per partition, and opening a match takes its partition over with a fresh producer. That
 * fences the process that had the partition (it learns at its next append, and stops recording that
 * partition's matches) and makes Kafka abort a transaction a crashed recorder left open, so the head read
 * next is settled. A transaction then writes to one partition of the events (and the same partition of the
 * directory), so it costs the broker one transaction marker, not one per partition. Recorders that share a
 * cluster should split the partitions between them, as consumers do.
 */
final class PartitionProducers implements AutoCloseable {

    private final KafkaSettings settings;
    private final Map<Integer, PartitionProducer> producers = new HashMap<>();

    PartitionProducers(KafkaSettings settings) {
        this.settings = settings;
    }

    /** A fresh producer for the partition: this process's writers of it move to the new one, others' are fenced. */
    synchronized void takeOver(int partition) {
        PartitionProducer old = producers.remove(partition);
        if (old != null) {
            // first, so its queued turns commit before the fresh producer's id fences it
            old.close();
        }
        producers.put(partition, new PartitionProducer(partition, create(partition), settings));
    }

    /**
     * The partition's producer, re-created first when the last one broke (a timeout, a fatal error): a
     * producer whose state is unknown is never used again, and the new one, taking its transactional id,
     * settles the transaction it may have left open. Null when this process does not hold the partition.
     */
    synchronized PartitionProducer ready(int partition) {
        PartitionProducer producer = producers.get(partition);
        if (producer != null && producer.broken()) {
            producer = new PartitionProducer(partition, create(partition), settings);
            producers.put(partition, producer);
        }
        return producer;
    }

    /**
     * Commits a turn with the partition's producer, following it to its successor when this process replaces
     * it meanwhile.
     *
     * @throws PartitionProducer.Fenced when another process holds the partition, or this one no longer does
     */
    List<RecordMetadata> commit(int partition, List<ProducerRecord<String, byte[]>> records,
                                Function<List<RecordMetadata>, List<ProducerRecord<String, byte[]>>> more) throws PartitionProducer.Fenced {
        while (true) {
            PartitionProducer producer = ready(partition);
            if (producer == null) {
                throw new PartitionProducer.Fenced(null);
            }
            try {
                return producer.commit(records, more);
            } catch (PartitionProducer.Replaced replaced) {
                // the next producer is in place once ready() returns
            }
        }
    }

    private KafkaProducer<String, byte[]> create(int partition) {
        KafkaProducer<String, byte[]> producer = Clients.transactional(settings, settings.transactionalId(partition));
        try {
            producer.initTransactions();
            return producer;
        } catch (AuthorizationException e) {
            producer.close(Duration.ZERO);
            throw new KafkaException("may not write the topic " + settings.topic() + ": " + e.getMessage() + " (a recorder needs WRITE on the"
                    + " transactional ids " + settings.transactionalPrefix() + "-*, the topic and " + settings.directoryTopic()
                    + "; README, 'A secured cluster')", e);
        } catch (KafkaException e) {
            producer.close(Duration.ZERO);
            throw e instanceof org.apache.kafka.common.errors.TimeoutException
                    ? Deadline.of(settings).expired("starting the producer of partition " + partition) : e;
        }
    }

    @Override
    public synchronized void close() {
        producers.values().forEach(PartitionProducer::close);
        producers.clear();
    }
}
