package org.conquian.kafka;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.WakeupException;
import org.conquian.audit.LogLine;
import org.conquian.contract.LineParser;
import org.conquian.log.EventLogException;
import org.conquian.log.LogCursor;

import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Predicate;

/**
 * Reads stretches of partitions in order, each from an offset up to an end (or, following, for ever), and
 * hands out the records whose key is wanted as log lines numbered from 1 in the order read. A record's
 * key names its match when its value cannot.
 */
final class RecordCursor implements LogCursor {

    /**
     * A stretch of one partition, from an offset up to, not including, an end. {@link #BEGINNING} starts at
     * the first record; {@link #END} stops after every turn appended when reading starts (see
     * {@link Watermarks}); {@link #FOREVER} follows the partition as it grows.
     */
    record Stretch(TopicPartition partition, long from, long until) {
        static final long BEGINNING = -1;
        static final long END = -1;
        static final long FOREVER = Long.MAX_VALUE;
    }

    private final KafkaSettings settings;
    private final KafkaConsumer<String, byte[]> consumer;
    private final Watermarks watermarks;
    private final Deque<Stretch> stretches;
    private final Predicate<String> wanted;
    private final Duration poll;
    private final LineParser parser = new LineParser();
    private final Deque<LogLine> ready = new ArrayDeque<>();
    private final Deque<byte[]> rawReady = new ArrayDeque<>();
    private Stretch current;
    /** When a bounded stretch's reading fails if it makes no progress. */
    private Deadline wait;
    private long lineNumber;
    private volatile boolean closed;
    /**
     * Held while the consumer is used: a consumer refuses a second thread, and a follower is closed by whoever stops
     * following while its own thread waits in a poll. A lock rather than a monitor, so a virtual thread waiting in a
     * poll leaves its carrier free.
     */
    private final ReentrantLock using = new ReentrantLock();

    RecordCursor(KafkaSettings settings, List<Stretch> stretches, Predicate<String> wanted, Duration poll, Watermarks watermarks) {
        this.settings = settings;
        this.watermarks = watermarks;
        this.consumer = Clients.reader(settings);
        this.stretches = new ArrayDeque<>(stretches);
        this.wanted = wanted;
        this.poll = poll;
    }

    /** @throws UncheckedIOException carrying an {@link EventLogException} when Kafka fails or gives no answer in time */
    @Override
    public boolean hasNext() {
        try {
            return fill();
        } catch (KafkaException e) {
            throw new UncheckedIOException(new EventLogException("reading " + settings.describe() + " failed: " + e.getMessage(), e));
        }
    }

    private boolean fill() {
        using.lock();
        try {
            fillWhileHeld();
        } catch (WakeupException e) {
            // closed from another thread: what was read before is still handed out
        } finally {
            using.unlock();
        }
        return !ready.isEmpty();
    }

    private void fillWhileHeld() {
        while (ready.isEmpty() && !closed) {
            if (current == null || consumer.position(current.partition()) >= current.until()) {
                if (stretches.isEmpty()) {
                    return;
                }
                wait = Deadline.of(settings);
                current = resolved(stretches.poll());
                consumer.assign(List.of(current.partition()));
                consumer.seek(current.partition(), current.from());
                continue;
            }
            long before = consumer.position(current.partition());
            Duration next = current.until() == Stretch.FOREVER ? poll : Clients.min(poll, wait.left());
            for (ConsumerRecord<String, byte[]> record : consumer.poll(next)) {
                if (record.offset() < current.until() && wanted.test(record.key())) {
                    accept(record);
                }
            }
            if (consumer.position(current.partition()) > before) {
                wait = Deadline.of(settings);
            } else if (current.until() != Stretch.FOREVER) {
                wait.check("reading " + current.partition() + " from offset " + before + " up to " + current.until() + Deadline.UNSETTLED);
            }
        }
    }

    private Stretch resolved(Stretch stretch) {
        TopicPartition partition = stretch.partition();
        long from = stretch.from() == Stretch.BEGINNING ? consumer.beginningOffsets(List.of(partition)).get(partition) : stretch.from();
        long until = stretch.until() == Stretch.END ? watermarks.of(List.of(partition), wait).get(partition) : stretch.until();
        return new Stretch(partition, from, until);
    }

    private void accept(ConsumerRecord<String, byte[]> record) {
        lineNumber++;
        byte[] value = record.value() == null ? new byte[0] : record.value();
        LogLine line = parser.parse(lineNumber, value, 0, value.length, true);
        if (line instanceof LogLine.BadLine bad && bad.match() == null) {
            line = new LogLine.BadLine(bad.line(), record.key(), bad.seq(), bad.message());
        }
        ready.add(line);
        rawReady.add(value);
    }

    @Override
    public LogLine next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        rawReady.poll();
        return ready.poll();
    }

    /** The next record's value as written, for an export that must keep every byte. */
    byte[] nextRaw() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        ready.poll();
        return rawReady.poll();
    }

    @Override
    public void close() {
        closed = true;
        // a poll waiting in another thread returns at once, and lets go of the consumer
        consumer.wakeup();
        using.lock();
        try {
            Clients.closeReader(consumer);
        } finally {
            using.unlock();
        }
    }
}
