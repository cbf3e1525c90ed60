package org.conquian.kafka;

import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;

import java.util.Collection;
import java.util.Map;

/**
 * The high watermarks of partitions: the offset after the last record written, committed or not.
 *
 * <p>Why a read "to the end" needs them: a transaction's commit returns once the commit is decided, before
 * its markers are in the partitions, and until then a read_committed reader's end (the last stable offset)
 * stops short of it. A reader that goes on until it has passed the high watermark it saw when it started
 * therefore sees every turn whose append had returned by then: read-your-writes, in any process.
 */
final class Watermarks implements AutoCloseable {

    private final KafkaConsumer<String, byte[]> consumer;

    Watermarks(KafkaSettings settings) {
        this.consumer = Clients.uncommittedReader(settings);
    }

    /** The partitions' high watermarks now. */
    synchronized Map<TopicPartition, Long> of(Collection<TopicPartition> partitions, Deadline deadline) {
        deadline.check("asking for the ends of " + partitions);
        try {
            return consumer.endOffsets(partitions, deadline.left());
        } catch (org.apache.kafka.common.errors.TimeoutException e) {
            throw deadline.expired("asking for the ends of " + partitions);
        }
    }

    @Override
    public synchronized void close() {
        Clients.closeReader(consumer);
    }
}
