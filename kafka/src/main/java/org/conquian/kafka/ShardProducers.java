package org.conquian.kafka;

import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.KafkaException;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The transactional producers of a recorder process: one per shard of matches.
 *
 * <p>Why shards: Kafka fences a producer when another starts with its transactional id, which is how one
 * writer per match is enforced across processes. An id per match would need a producer per match, which a
 * recorder of thousands of live matches cannot afford; one id per process would let two recorders of the
 * same match both write. So matches hash into shards, and the id is {@code PREFIX-SHARD}: a process holds at
 * most one producer per shard, and opening a match takes its shard over with a fresh producer. That fences
 * the process that had the shard (it learns at its next append, and stops recording that shard's matches)
 * and makes Kafka abort a transaction a crashed recorder left open, so the head read next is settled.
 * Recorders that share a cluster should split the shards between them, as consumers split partitions.
 */
final class ShardProducers implements AutoCloseable {

    private final KafkaSettings settings;
    private final Map<Integer, ShardProducer> producers = new HashMap<>();

    ShardProducers(KafkaSettings settings) {
        this.settings = settings;
    }

    int shardOf(String match) {
        int hash = 0x811c9dc5;
        for (byte b : match.getBytes(StandardCharsets.UTF_8)) {
            hash = (hash ^ (b & 0xFF)) * 0x01000193;
        }
        return Math.floorMod(hash, settings.shards());
    }

    String transactionalId(int shard) {
        return settings.transactionalPrefix() + "-" + shard;
    }

    /** A fresh producer for the shard: this process's writers of the shard move to it, others' are fenced. */
    synchronized void takeOver(int shard) {
        ShardProducer old = producers.remove(shard);
        if (old != null) {
            // first, so its queued turns commit before the fresh producer's id fences it
            old.close();
        }
        producers.put(shard, new ShardProducer(shard, create(shard)));
    }

    private synchronized ShardProducer current(int shard) {
        return producers.get(shard);
    }

    /**
     * Commits a turn with the shard's producer, following it to its successor when this process replaces it
     * meanwhile.
     *
     * @throws ShardProducer.Fenced when another process holds the shard, or this one no longer does
     */
    List<RecordMetadata> commit(int shard, List<ProducerRecord<String, byte[]>> records,
                                Function<List<RecordMetadata>, List<ProducerRecord<String, byte[]>>> more) throws ShardProducer.Fenced {
        while (true) {
            ShardProducer producer = current(shard);
            if (producer == null) {
                throw new ShardProducer.Fenced(null);
            }
            try {
                return producer.commit(records, more);
            } catch (ShardProducer.Replaced replaced) {
                // the next producer is in place once current() returns
            } catch (KafkaException e) {
                recreate(producer);
                throw e;
            }
        }
    }

    /** After a timeout the producer's state is unknown: a new one with the same id settles the open transaction. */
    private synchronized void recreate(ShardProducer old) {
        if (producers.get(old.shard()) == old) {
            takeOver(old.shard());
        }
    }

    private KafkaProducer<String, byte[]> create(int shard) {
        KafkaProducer<String, byte[]> producer = Clients.transactional(settings, transactionalId(shard));
        producer.initTransactions();
        return producer;
    }

    @Override
    public synchronized void close() {
        producers.values().forEach(ShardProducer::close);
        producers.clear();
    }
}
