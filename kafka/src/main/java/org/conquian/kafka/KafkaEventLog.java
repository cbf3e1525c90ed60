package org.conquian.kafka;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.conquian.contract.Head;
import org.conquian.contract.Syntax;
import org.conquian.log.EventLog;
import org.conquian.log.EventLogException;
import org.conquian.log.LogCursor;
import org.conquian.log.MatchBusyException;
import org.conquian.log.MatchWriter;
import org.conquian.log.NoSuchMatchException;

import java.io.IOException;
import java.io.OutputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongConsumer;

/**
 * The event log on a Kafka topic, keyed by match id: every event a record, the events of a turn one
 * transaction, read with read_committed. It passes the same conformance suite as the embedded log.
 * See {@link MatchDirectory} for how one match is found without scanning the topic, and
 * {@link PartitionProducers} for how one writer per match is enforced across processes.
 */
public final class KafkaEventLog implements EventLog {

    /**
     * The matches this log is recording, so that a second writer here is refused before it fences the first.
     * Another instance is another recorder: it takes the match over, as another process would.
     */
    private final Set<String> held = ConcurrentHashMap.newKeySet();
    private static final Duration POLL = Duration.ofMillis(200);

    private final KafkaSettings settings;
    private final Watermarks watermarks;
    private final MatchDirectory directory;
    private final PartitionProducers producers;

    private KafkaEventLog(KafkaSettings settings, Watermarks watermarks, int partitions) {
        this.settings = settings;
        this.watermarks = watermarks;
        this.directory = new MatchDirectory(settings, watermarks, partitions);
        this.producers = new PartitionProducers(settings);
    }

    /**
     * Connects, creating the log's topics when missing. No broker listening at the bootstrap servers fails at
     * once; a broker that does not answer, at the deadline.
     */
    public static KafkaEventLog open(KafkaSettings settings) throws EventLogException {
        BrokerProbe.check(settings);
        Admin admin = Clients.admin(settings);
        try {
            int partitions = Topics.ensure(admin, settings);
            return new KafkaEventLog(settings, new Watermarks(settings), partitions);
        } catch (KafkaException | IllegalStateException e) {
            throw new EventLogException("cannot use " + settings.describe() + ": " + e.getMessage(), e);
        } finally {
            // at once: a call that timed out would otherwise hold the close for another timeout
            admin.close(Duration.ZERO);
        }
    }

    /**
     * A log that connects at its first use rather than now, and tries again at each use until it has: for a
     * session that must stay up while its broker is down, and record once the broker is there.
     */
    public static EventLog deferred(KafkaSettings settings) {
        return new DeferredKafkaEventLog(settings);
    }

    Watermarks watermarks() {
        return watermarks;
    }

    KafkaSettings settings() {
        return settings;
    }

    MatchDirectory directory() {
        return directory;
    }

    PartitionProducers producers() {
        return producers;
    }

    @Override
    public MatchWriter openWriter(String match) throws IOException {
        checkId(match);
        if (!held.add(match)) {
            throw new MatchBusyException(match, "by another recorder in this process");
        }
        try {
            int partition = directory.partitionOf(match);
            producers.takeOver(partition);
            Located located = headOf(match);
            return new KafkaMatchWriter(this, match, partition, located.head(), located.first());
        } catch (KafkaException e) {
            held.remove(match);
            throw new EventLogException("cannot open match " + match + " on " + describe() + ": " + e.getMessage(), e);
        } catch (IOException | RuntimeException e) {
            held.remove(match);
            throw e;
        }
    }

    void release(String match) {
        held.remove(match);
    }

    /** A match's head, and the offset of its first event, from the directory and its committed events. */
    record Located(Head head, Long first) {
    }

    Located headOf(String match) throws IOException {
        Optional<MatchDirectory.Entry> entry = directory.lookup(match);
        if (entry.isEmpty()) {
            return new Located(Head.empty(match), null);
        }
        try (LogCursor lines = cursor(entry.get())) {
            return new Located(Head.of(match, lines), entry.get().first());
        }
    }

    private LogCursor cursor(MatchDirectory.Entry entry) {
        long until = entry.last() == null ? RecordCursor.Stretch.END : entry.last() + 1;
        return new RecordCursor(settings, List.of(new RecordCursor.Stretch(new TopicPartition(settings.topic(), entry.partition()),
                entry.first(), until)), entry.match()::equals, POLL, watermarks);
    }

    @Override
    public List<String> matches() throws EventLogException {
        try {
            return List.copyOf(directory.all().keySet());
        } catch (KafkaException e) {
            throw new EventLogException("cannot list the matches of " + describe() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public LogCursor read(String match) throws IOException {
        checkId(match);
        try {
            return cursor(directory.lookup(match).orElseThrow(() -> new NoSuchMatchException(match, describe())));
        } catch (KafkaException e) {
            throw new EventLogException("cannot read match " + match + " from " + describe() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public LogCursor readAll() {
        return everything();
    }

    private RecordCursor everything() {
        List<RecordCursor.Stretch> stretches = new ArrayList<>();
        for (int partition = 0; partition < directory.partitions(); partition++) {
            stretches.add(new RecordCursor.Stretch(new TopicPartition(settings.topic(), partition), RecordCursor.Stretch.BEGINNING,
                    RecordCursor.Stretch.END));
        }
        return new RecordCursor(settings, stretches, key -> true, POLL, watermarks);
    }

    @Override
    public LogCursor follow(String match, Duration poll) throws IOException {
        checkId(match);
        TopicPartition partition = new TopicPartition(settings.topic(), directory.partitionOf(match));
        long from;
        try {
            from = directory.lookup(match).map(MatchDirectory.Entry::first).orElse(RecordCursor.Stretch.BEGINNING);
        } catch (KafkaException e) {
            throw new EventLogException("cannot follow match " + match + " on " + describe() + ": " + e.getMessage(), e);
        }
        return new RecordCursor(settings, List.of(new RecordCursor.Stretch(partition, from, RecordCursor.Stretch.FOREVER)), match::equals, poll, watermarks);
    }

    /** Many matches at once, batched per partition: see {@link BulkAppender}. */
    @Override
    public void appendAll(List<Appendix> appendices) throws IOException {
        new BulkAppender(this).append(appendices);
    }

    /**
     * Writes every record's value as it is, one per line, partition after partition: the topic as JSON Lines.
     *
     * @param progress told the records written so far, now and then
     * @return the records written
     */
    public long export(OutputStream out, LongConsumer progress) throws IOException {
        long written = 0;
        try (RecordCursor cursor = everything()) {
            while (cursor.hasNext()) {
                out.write(cursor.nextRaw());
                out.write('\n');
                if (++written % 10_000 == 0) {
                    progress.accept(written);
                }
            }
        }
        progress.accept(written);
        return written;
    }

    private void checkId(String match) throws EventLogException {
        if (!Syntax.isMatchId(match)) {
            throw new EventLogException("'" + match + "' is not a match id: 1 to 64 of A-Z a-z 0-9 . _ -");
        }
    }

    @Override
    public String describe() {
        return settings.describe();
    }

    @Override
    public String kind() {
        return "a Kafka topic";
    }

    @Override
    public void close() {
        producers.close();
        watermarks.close();
    }
}
