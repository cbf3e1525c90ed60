package org.conquian.kafka;

import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.conquian.audit.LogAudit;
import org.conquian.audit.Verdict;
import org.conquian.bot.BotMatch;
import org.conquian.card.Shuffle;
import org.conquian.event.Event;
import org.conquian.kafka.testkit.Broker;
import org.conquian.kafka.testkit.KafkaTest;
import org.conquian.log.LogCursor;
import org.conquian.log.MatchBusyException;
import org.conquian.log.MatchWriter;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Recorders on one topic: two of one match, as two processes, where the second fences the first (in the
 * match's partition only); many matches of one partition at once, sharing its transactions. The log stays
 * valid.
 */
@KafkaTest
class KafkaRecordersTest {

    private static final String AT = "2026-11-29T18:00:00Z";

    private final Broker broker;
    private KafkaSettings settings;

    KafkaRecordersTest(Broker broker) {
        this.broker = broker;
    }

    @BeforeEach
    void settings() {
        settings = KafkaSettings.of(broker.bootstrapServers()).withTopic("recorders-" + UUID.randomUUID())
                .withTransactionalPrefix("recorders-" + UUID.randomUUID());
    }

    @Test
    void theSecondRecorderOfAMatchFencesTheFirst() throws IOException {
        List<Event> events = BotMatch.play(List.of("ana", "ben"), 31);
        try (KafkaEventLog first = KafkaEventLog.open(settings); KafkaEventLog second = KafkaEventLog.open(settings)) {
            MatchWriter a = first.openWriter("m");
            a.append(0, events.subList(0, 10), AT);
            MatchWriter b = second.openWriter("m");
            assertThat(b.head()).isEqualTo(a.head());
            assertThatThrownBy(() -> a.append(10, events.subList(10, 12), AT))
                    .isInstanceOf(MatchBusyException.class)
                    .hasMessageContaining("match m is being recorded elsewhere");
            b.append(10, events.subList(10, events.size()), AT);
            a.close();
            b.close();
            assertThat(audit(second, "m").kind()).isEqualTo(Verdict.Kind.VALID);
        }
    }

    @Test
    void aRecorderTakingOverOnePartitionLeavesTheFirstItsMatchesOfOtherPartitions() throws IOException {
        List<Event> events = BotMatch.play(List.of("ana", "ben"), 34);
        try (KafkaEventLog first = KafkaEventLog.open(settings); KafkaEventLog second = KafkaEventLog.open(settings)) {
            String here = "m0";
            String elsewhere = anotherMatch(first.directory(), here, false);
            String neighbour = anotherMatch(first.directory(), here, true);
            MatchWriter a = first.openWriter(here);
            MatchWriter c = first.openWriter(elsewhere);
            a.append(0, events.subList(0, 10), AT);
            c.append(0, events.subList(0, 10), AT);
            try (MatchWriter b = second.openWriter(neighbour)) {
                b.append(0, events.subList(0, 10), AT);
            }
            assertThatThrownBy(() -> a.append(10, events.subList(10, 12), AT)).isInstanceOf(MatchBusyException.class);
            c.append(10, events.subList(10, events.size()), AT);
            a.close();
            c.close();
            assertThat(audit(first, elsewhere).kind()).isEqualTo(Verdict.Kind.VALID);
        }
    }

    /** Another match id, of the same partition as the match or of another. */
    private static String anotherMatch(MatchDirectory directory, String match, boolean samePartition) {
        for (int n = 1; ; n++) {
            if ((directory.partitionOf("m" + n) == directory.partitionOf(match)) == samePartition) {
                return "m" + n;
            }
        }
    }

    @Test
    void aFinishedMatchIsFoundThroughTheDirectoryWithItsLastOffset() throws IOException {
        List<Event> events = BotMatch.play(List.of("ana", "ben"), 32);
        try (KafkaEventLog log = KafkaEventLog.open(settings)) {
            try (MatchWriter other = log.openWriter("other")) {
                other.append(0, BotMatch.play(List.of("ana", "ben"), 33), AT);
            }
            try (MatchWriter writer = log.openWriter("m")) {
                writer.append(0, events, AT);
            }
            MatchDirectory.Entry entry = log.directory().lookup("m").orElseThrow();
            assertThat(entry.partition()).isEqualTo(log.directory().partitionOf("m"));
            assertThat(entry.last()).isEqualTo(entry.first() + events.size() - 1);
            assertThat(log.matches()).containsExactly("m", "other");
            assertThat(audit(log, "m").events()).isEqualTo(events.size());
        }
    }

    /** The turn being committed fails as soon as its committer dies, not at the deadline; the next turn gets a fresh producer. */
    @Test
    void aCommitterThatDiesFailsItsTurnAtOnceAndThePartitionGetsAFreshProducer() throws Exception {
        try (KafkaEventLog log = KafkaEventLog.open(settings.withTimeout(Duration.ofMinutes(5)))) {
            ProducerRecord<String, byte[]> record = recordOfAPartitionTakenOver(log);
            int partition = record.partition();
            ExecutorService writer = Executors.newSingleThreadExecutor();
            try {
                Future<List<RecordMetadata>> dying = writer.submit(() -> log.producers().commit(partition, List.of(record), metadata -> {
                    throw new StackOverflowError("the committer dies");
                }));
                assertThatThrownBy(() -> dying.get(60, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
                        .hasRootCauseInstanceOf(StackOverflowError.class).hasMessageContaining("died");
            } finally {
                writer.shutdownNow();
            }
            assertThat(log.producers().commit(partition, List.of(record), PartitionProducer.NOTHING_AFTER)).hasSize(1);
        }
    }

    /** A turn that times out says where its commit was: it tells a broker that takes no records from one whose commit does not come. */
    @Test
    void aTurnThatTimesOutSaysWhereItsCommitWas() throws Exception {
        try (KafkaEventLog log = KafkaEventLog.open(settings.withTimeout(Duration.ofSeconds(5)))) {
            ProducerRecord<String, byte[]> record = recordOfAPartitionTakenOver(log);
            int partition = record.partition();
            CountDownLatch timedOut = new CountDownLatch(1);
            try {
                assertThatThrownBy(() -> log.producers().commit(partition, List.of(record), metadata -> {
                    // the committer is held after the broker took the records, until the turn has timed out
                    await(timedOut);
                    return List.of();
                })).isInstanceOf(org.apache.kafka.common.errors.TimeoutException.class)
                        .hasMessageContaining("within 5 s").hasMessageContaining("committing a turn of 1 event to partition " + partition)
                        .hasMessageMatching("(?s).*\\(the partition's committer was waiting for the broker to take the records for \\d+ ms\\)");
            } finally {
                timedOut.countDown();
            }
        }
    }

    /** A record of match m for a commit of the log's own producers, whose partition the log has just taken over. */
    private ProducerRecord<String, byte[]> recordOfAPartitionTakenOver(KafkaEventLog log) {
        int partition = log.directory().partitionOf("m");
        log.producers().takeOver(partition);
        return new ProducerRecord<>(settings.topic(), partition, "m", new byte[] {'{', '}'});
    }

    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(1, TimeUnit.MINUTES)) {
                throw new IllegalStateException("the turn did not time out within a minute");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * A commit returns before its markers are written; a read_committed reader that stopped at the last stable
     * offset would then miss the turn just acknowledged. Many rounds make that race likely; none may lose it.
     */
    @Test
    void everyReadAfterAnAppendSeesItInAFreshReader() throws IOException {
        readYourWrites(settings, round -> { });
    }

    /**
     * The rounds of {@link #everyReadAfterAnAppendSeesItInAFreshReader}, each a match opened, its first turn
     * written and read back by another log; {@link ReadYourWritesSoak} runs them for as long as it is asked.
     *
     * @param starting told each round's number as it starts
     */
    static void readYourWrites(KafkaSettings settings, IntConsumer starting) throws IOException {
        List<Event> events = BotMatch.play(List.of("ana", "ben"), 34);
        int rounds = Math.min(60, events.size());
        try (KafkaEventLog writing = KafkaEventLog.open(settings); KafkaEventLog reading = KafkaEventLog.open(settings)) {
            for (int round = 1; round <= rounds; round++) {
                starting.accept(round);
                String match = "ryw-" + round;
                try (MatchWriter writer = writing.openWriter(match)) {
                    writer.append(0, events.subList(0, round), AT);
                }
                assertThat(reading.directory().lookup(match)).as("round %d: the directory", round).isPresent();
                assertThat(audit(reading, match).events()).as("round %d: the match", round).isEqualTo(round);
            }
        }
    }

    @Test
    void matchesOfOnePartitionRecordedAtOnceShareItsTransactionsAndEachStaysWhole() throws Exception {
        int count = 6;
        try (KafkaEventLog log = KafkaEventLog.open(settings.withTopicLayout(1, (short) 1))) {
            List<MatchWriter> writers = new ArrayList<>();
            List<List<List<Event>>> turns = new ArrayList<>();
            for (int n = 0; n < count; n++) {
                writers.add(log.openWriter("m" + n));
                List<List<Event>> match = new ArrayList<>();
                BotMatch.play(List.of("ana", "ben"), Shuffle.mix(40 + n), decided -> match.add(decided.events()));
                turns.add(match);
            }
            try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
                List<Future<?>> done = new ArrayList<>();
                for (int n = 0; n < count; n++) {
                    MatchWriter writer = writers.get(n);
                    List<List<Event>> match = turns.get(n);
                    done.add(threads.submit(() -> {
                        for (List<Event> turn : match) {
                            writer.append(writer.head().seq(), turn, AT);
                        }
                        return null;
                    }));
                }
                // a match opened meanwhile takes the partition over: the writers already at work move to its producer
                try (MatchWriter late = log.openWriter("late")) {
                    late.append(0, BotMatch.play(List.of("ana", "ben"), 50), AT);
                }
                for (Future<?> future : done) {
                    future.get();
                }
            }
            for (int n = 0; n < count; n++) {
                writers.get(n).close();
                Verdict verdict = audit(log, "m" + n);
                assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
                assertThat(verdict.events()).isEqualTo(turns.get(n).stream().mapToInt(List::size).sum());
            }
            assertThat(audit(log, "late").kind()).isEqualTo(Verdict.Kind.VALID);
        }
    }

    static Verdict audit(KafkaEventLog log, String match) throws IOException {
        LogAudit audit = new LogAudit(true, false);
        try (LogCursor lines = log.read(match)) {
            lines.forEachRemaining(audit::accept);
        }
        return audit.verdicts().get(0);
    }
}
