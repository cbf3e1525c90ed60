package org.conquian.kafka;

import org.apache.kafka.clients.producer.KafkaProducer;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
    synchronized ShardProducer takeOver(int shard) {
        ShardProducer old = producers.remove(shard);
        List<ShardProducer.Turn> pending = old == null ? List.of() : old.closeAndHandOver();
        ShardProducer fresh = new ShardProducer(shard, create(shard));
        fresh.adopt(pending);
        producers.put(shard, fresh);
        return fresh;
    }

    /** The shard's producer, to write a turn with; empty when this process no longer holds the shard. */
    synchronized ShardProducer current(int shard) {
        return producers.get(shard);
    }

    /** After a timeout the producer's state is unknown: a new one with the same id settles the open transaction. */
    synchronized ShardProducer recreate(ShardProducer old) {
        return producers.get(old.shard()) == old ? takeOver(old.shard()) : producers.get(old.shard());
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
