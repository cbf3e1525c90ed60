package org.conquian.kafka;

import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.conquian.audit.LogLine;
import org.conquian.contract.Encoder;
import org.conquian.contract.Head;
import org.conquian.event.Event;
import org.conquian.event.MatchEnded;
import org.conquian.log.EventLogException;
import org.conquian.log.Imports;
import org.conquian.log.MatchBusyException;
import org.conquian.log.MatchWriter;
import org.conquian.log.StaleAppendException;

import java.io.IOException;
import java.security.PrivateKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The writer of one match on the topic. Each turn is one transaction of its partition's producer, with the
 * directory entry when the turn starts or ends the match; readers use read_committed, so they never see
 * half a turn. A fenced producer means another recorder took the match's partition over: this writer stops.
 *
 * <p>A turn that failed or timed out may or may not have been committed. The writer then no longer trusts its
 * head: before the next append it takes a fresh producer for the partition (which settles the failed turn),
 * aborts a transaction the broker left hanging there, and reads the match's head again, so the next append
 * is checked against what the log really holds.
 */
final class KafkaMatchWriter implements MatchWriter {

    private final KafkaEventLog log;
    private final String match;
    private final int partition;
    private Head head;
    private Long first;
    private boolean open = true;
    /** A turn failed after it may have reached the broker: the head is read again before the next append. */
    private boolean unsure;

    KafkaMatchWriter(KafkaEventLog log, String match, int partition, Head head, Long first) {
        this.log = log;
        this.match = match;
        this.partition = partition;
        this.head = head;
        this.first = first;
    }

    @Override
    public Head head() {
        return head;
    }

    @Override
    public List<String> repairs() {
        // a transaction cut by a crash is aborted by Kafka and never seen: there is nothing to repair
        return List.of();
    }

    @Override
    public synchronized List<Encoder.Encoded> append(long expectedSeq, List<Event> events, String at, PrivateKey signer) throws IOException {
        checkAppend(expectedSeq);
        if (events.isEmpty()) {
            return List.of();
        }
        List<Encoder.Encoded> encoded = Encoder.encode(head, events, at, signer);
        List<byte[]> lines = encoded.stream().map(Encoder.Encoded::line).toList();
        boolean ends = events.stream().anyMatch(MatchEnded.class::isInstance);
        write(lines, ends);
        head = encoded.get(encoded.size() - 1).head();
        return encoded;
    }

    @Override
    public synchronized void appendLines(long expectedSeq, List<byte[]> lines) throws IOException {
        checkAppend(expectedSeq);
        List<LogLine.EventLine> events = Imports.events(match, lines);
        if (events.isEmpty()) {
            return;
        }
        write(lines, events.stream().anyMatch(event -> event.event() instanceof MatchEnded));
        head = head.after(events);
    }

    private void checkAppend(long expectedSeq) throws IOException {
        if (!open) {
            throw new EventLogException("the writer of match " + match + " is closed");
        }
        if (unsure) {
            settle();
        }
        if (expectedSeq != head.seq()) {
            throw new StaleAppendException(match, expectedSeq, head.seq());
        }
    }

    /** One transaction: the lines, and the directory entry when they start or end the match. */
    private void write(List<byte[]> lines, boolean ends) throws IOException {
        List<ProducerRecord<String, byte[]>> records = new ArrayList<>(lines.size());
        for (byte[] line : lines) {
            records.add(new ProducerRecord<>(log.settings().topic(), partition, match, line));
        }
        boolean starts = first == null;
        try {
            List<RecordMetadata> written = log.producers().commit(partition, records,
                    starts || ends ? metadata -> directory(metadata, starts, ends) : PartitionProducer.NOTHING_AFTER);
            if (starts) {
                first = written.get(0).offset();
            }
        } catch (PartitionProducer.Fenced e) {
            open = false;
            throw new MatchBusyException(match, "another recorder took over its partition of matches, so this one stopped recording it");
        } catch (KafkaException e) {
            unsure = true;
            throw new EventLogException("recording to Kafka failed: " + e.getMessage() + ". The turn may or may not have been recorded;"
                    + " the match is read again before its next move", e);
        }
    }

    /** Takes a fresh producer for the partition, which settles a turn left in doubt, then reads the head again. */
    private void settle() throws IOException {
        try {
            if (log.producers().ready(partition) == null) {
                open = false;
                throw new MatchBusyException(match, "another recorder took over its partition of matches, so this one stopped recording it");
            }
            HangingTransactions.abort(log.settings(), List.of(new TopicPartition(log.settings().topic(), partition),
                    new TopicPartition(log.settings().directoryTopic(), partition)));
            KafkaEventLog.Located located = atLeastAcknowledged();
            head = located.head();
            first = located.first();
            unsure = false;
        } catch (KafkaException e) {
            throw new EventLogException("match " + match + " cannot be read again after a failed turn: " + e.getMessage(), e);
        }
    }

    /**
     * The match read again, at least as far as this writer saw it acknowledged: a read that ends before
     * that (a broker just restarted can serve its partitions' ends short for a moment) is read again until the
     * deadline, for a head taken from it would have the next turn written over acknowledged ones.
     */
    private KafkaEventLog.Located atLeastAcknowledged() throws IOException {
        Deadline deadline = Deadline.of(log.settings());
        while (true) {
            KafkaEventLog.Located located = log.headOf(match);
            if (located.head().seq() >= head.seq()) {
                return located;
            }
            if (deadline.passed()) {
                throw new EventLogException("match " + match + " reads only up to seq " + located.head().seq() + " though seq " + head.seq()
                        + " was acknowledged: the broker has not caught up yet (after a restart?); nothing was written, try again");
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EventLogException("interrupted while reading match " + match + " again", e);
            }
        }
    }

    /** The head the log really holds, read again if a turn was left in doubt. */
    @Override
    public synchronized Head sync() throws IOException {
        if (unsure) {
            settle();
        }
        return head;
    }

    private List<ProducerRecord<String, byte[]>> directory(List<RecordMetadata> written, boolean starts, boolean ends) {
        long firstOffset = starts ? written.get(0).offset() : first;
        Long lastOffset = ends ? written.get(written.size() - 1).offset() : null;
        return List.of(log.directory().record(new MatchDirectory.Entry(match, partition, firstOffset, lastOffset)));
    }

    Optional<Long> first() {
        return Optional.ofNullable(first);
    }

    @Override
    public synchronized void close() {
        if (open) {
            open = false;
        }
        log.release(match);
    }
}
