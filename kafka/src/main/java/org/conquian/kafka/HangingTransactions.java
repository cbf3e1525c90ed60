package org.conquian.kafka;

import org.apache.kafka.clients.admin.AbortTransactionSpec;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.ProducerState;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.InterruptException;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Finds and aborts a hanging transaction: one still open in a partition long after every recorder's
 * transactions time out, so that the broker will never end it (a broker killed at the wrong moment can
 * leave one, as KIP-664 describes). Until it is aborted, no read_committed reader gets past it, and the
 * recorder could not read its own match. The recorder that takes a partition over settles it so.
 */
final class HangingTransactions {

    private HangingTransactions() {
    }

    /** Aborts the transactions open in the partitions for longer than twice the log's timeout; how many it aborted. */
    static int abort(KafkaSettings settings, List<TopicPartition> partitions) {
        Deadline deadline = Deadline.of(settings);
        long before = System.currentTimeMillis() - 2 * Math.max(1000, settings.timeout().toMillis());
        int aborted = 0;
        Admin admin = Clients.admin(settings);
        try {
            for (TopicPartition partition : partitions) {
                List<ProducerState> producers = admin.describeProducers(List.of(partition)).partitionResult(partition)
                        .get(deadline.left().toNanos(), TimeUnit.NANOSECONDS).activeProducers();
                for (ProducerState producer : producers) {
                    if (producer.currentTransactionStartOffset().isPresent() && producer.lastTimestamp() < before) {
                        admin.abortTransaction(new AbortTransactionSpec(partition, producer.producerId(), (short) producer.producerEpoch(),
                                producer.coordinatorEpoch().orElse(-1))).all().get(deadline.left().toNanos(), TimeUnit.NANOSECONDS);
                        aborted++;
                    }
                }
            }
            return aborted;
        } catch (ExecutionException e) {
            throw e.getCause() instanceof KafkaException kafka ? kafka : new KafkaException(e.getCause());
        } catch (TimeoutException e) {
            throw deadline.expired("looking for transactions left open in " + partitions);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptException(e);
        } finally {
            admin.close(Duration.ZERO);
        }
    }
}
