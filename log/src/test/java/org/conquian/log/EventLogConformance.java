package org.conquian.log;

import org.conquian.audit.LogAudit;
import org.conquian.audit.LogLine;
import org.conquian.audit.Trust;
import org.conquian.audit.Verdict;
import org.conquian.bot.BotMatch;
import org.conquian.contract.Ed25519;
import org.conquian.contract.Head;
import org.conquian.event.Event;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.ShuffleCommit;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.trust.FairShuffle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.security.KeyPair;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What every event log must do, written once and run against every store: append with an expected seq,
 * one writer per match, read back equal and chained, list and read all, follow, and survive a crash
 * mid-turn with no half turn visible.
 */
public abstract class EventLogConformance {

    protected static final String AT = "2026-11-29T18:00:00Z";
    private static final List<String> PLAYERS = List.of("ana", "ben");

    protected EventLog log;

    /** A fresh, empty log for each test. */
    protected abstract EventLog newLog() throws Exception;

    /**
     * Leaves the match as a writer killed in the middle of appending this turn would: part of the turn
     * may have reached the store, none of it acknowledged. The writer is not usable afterwards.
     */
    protected abstract void crashMidTurn(MatchWriter writer, List<Event> turn) throws Exception;

    /** A match id unique to this test, so that shared stores keep tests apart. */
    protected String matchId(String name) {
        return name;
    }

    @BeforeEach
    void openLog() throws Exception {
        log = newLog();
    }

    @AfterEach
    void closeLog() throws IOException {
        log.close();
    }

    /** Records a bot match turn by turn, each turn one append; returns the events in order. */
    protected static List<Event> record(MatchWriter writer, long seed) {
        List<Event> events = new ArrayList<>();
        BotMatch.play(PLAYERS, seed, turn -> {
            try {
                writer.append(writer.head().seq(), turn.events(), AT);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            events.addAll(turn.events());
        });
        return events;
    }

    protected List<LogLine> readAll(String match) throws IOException {
        List<LogLine> lines = new ArrayList<>();
        try (LogCursor cursor = log.read(match)) {
            cursor.forEachRemaining(lines::add);
        }
        return lines;
    }

    protected static List<Event> events(List<LogLine> lines) {
        return lines.stream().map(line -> ((LogLine.EventLine) line).event()).toList();
    }

    protected static Verdict audit(List<LogLine> lines) {
        LogAudit audit = new LogAudit(true, true);
        lines.forEach(audit::accept);
        assertThat(audit.verdicts()).hasSize(1);
        return audit.verdicts().get(0);
    }

    @Test
    void appendedEventsReadBackEqualAndChained() throws IOException {
        String match = matchId("read-back");
        List<Event> recorded;
        try (MatchWriter writer = log.openWriter(match)) {
            assertThat(writer.head()).isEqualTo(Head.empty(match));
            recorded = record(writer, 7);
        }
        List<LogLine> lines = readAll(match);
        assertThat(events(lines)).isEqualTo(recorded);
        Verdict verdict = audit(lines);
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.chained()).isTrue();
    }

    /** A signed turn: its last event, and MatchEnded, carry the signature the audit checks. */
    @Test
    void signedTurnsAreValidSignedThroughTheLastSeq() throws Exception {
        String match = matchId("signed");
        KeyPair key = Ed25519.newKeyPair();
        String signer = Ed25519.hex(key.getPublic());
        try (MatchWriter writer = log.openWriter(match)) {
            BotMatch.play(PLAYERS, 11, turn -> {
                List<Event> events = turn.events().stream()
                        .map(event -> event instanceof MatchStarted started ? started.withTrust(signer, null) : event).toList();
                try {
                    writer.append(writer.head().seq(), events, AT, key.getPrivate());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
        Verdict verdict = audit(readAll(match));
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.trust().signer()).isEqualTo(signer);
        assertThat(verdict.trust().signedThrough()).isEqualTo(verdict.events());
    }

    /** A bot match's turns dealt from a committed shuffle of this seed, signed by {@code signer}. */
    private static List<List<Event>> fairTurns(String signer, int seedByte) {
        byte[] seed = new byte[FairShuffle.SEED_BYTES];
        Arrays.fill(seed, (byte) seedByte);
        ShuffleCommit commit = new ShuffleCommit(FairShuffle.commit(seed), null);
        List<List<Event>> turns = new ArrayList<>();
        BotMatch.play(PLAYERS, Profile.ANGLO_40, Options.NONE, 12, (deal, cards) -> FairShuffle.pack(seed, "", deal, cards),
                decided -> turns.add(decided.events().stream().map(event -> switch (event) {
                    case MatchStarted started -> started.withTrust(signer, commit);
                    case MatchEnded ended -> ended.withSeed(HexFormat.of().formatHex(seed));
                    default -> event;
                }).toList()));
        return turns;
    }

    @Test
    void aWholeMatchIsWrittenSignedTurnByTurnAndAFairOneIsTheSameWhateverItsSeed() throws Exception {
        String match = matchId("whole-signed");
        KeyPair key = Ed25519.newKeyPair();
        String signer = Ed25519.hex(key.getPublic());
        List<List<Event>> turns = fairTurns(signer, 1);
        assertThat(log.writeIfAbsent(match, turns, AT, key.getPrivate())).isTrue();
        List<LogLine> lines = readAll(match);
        Verdict verdict = audit(lines);
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.trust().signedThrough()).isEqualTo(verdict.events());
        assertThat(verdict.trust().shuffle()).isEqualTo(Trust.Shuffle.CHECKED);
        assertThat(lines.stream().filter(line -> ((LogLine.EventLine) line).envelope().sig() != null)).hasSize(turns.size());

        assertThat(log.writeIfAbsent(match, fairTurns(signer, 2), AT, key.getPrivate())).as("dealt from another seed").isFalse();
        assertThatThrownBy(() -> log.writeIfAbsent(match, List.of(BotMatch.play(PLAYERS, 6)), AT, null))
                .isInstanceOf(MatchExistsException.class);
        assertThat(readAll(match)).hasSize(lines.size());
    }

    @Test
    void aWholeMatchIsWrittenOnceAndOtherEventsUnderItsIdAreRefused() throws IOException {
        String match = matchId("whole");
        List<Event> events = BotMatch.play(PLAYERS, 5);
        assertThat(log.writeIfAbsent(match, events, AT)).isTrue();
        assertThat(log.writeIfAbsent(match, events, AT)).as("the same events again").isFalse();
        assertThatThrownBy(() -> log.writeIfAbsent(match, BotMatch.play(PLAYERS, 6), AT))
                .isInstanceOf(MatchExistsException.class)
                .hasMessageContaining("match " + match + " already exists in ");
        assertThat(events(readAll(match))).isEqualTo(events);
    }

    @Test
    void aStaleAppendIsRefusedAndWritesNothing() throws IOException {
        String match = matchId("stale");
        try (MatchWriter writer = log.openWriter(match)) {
            writer.append(0, List.of(start()), AT);
            assertThatThrownBy(() -> writer.append(0, List.of(start()), AT))
                    .isInstanceOf(StaleAppendException.class)
                    .hasMessageContaining("is at seq 1, not 0");
            assertThat(writer.head().seq()).isEqualTo(1);
        }
        assertThat(readAll(match)).hasSize(1);
    }

    @Test
    void aSecondWriterOfAMatchIsRefusedUntilTheFirstCloses() throws IOException {
        String match = matchId("one-writer");
        try (MatchWriter first = log.openWriter(match)) {
            first.append(0, List.of(start()), AT);
            assertThatThrownBy(() -> log.openWriter(match).close())
                    .isInstanceOf(MatchBusyException.class)
                    .hasMessageContaining("match " + match + " is being recorded elsewhere");
        }
        try (MatchWriter second = log.openWriter(match)) {
            assertThat(second.head().seq()).isEqualTo(1);
        }
    }

    @Test
    void aReopenedWriterContinuesTheChain() throws IOException {
        String match = matchId("reopen");
        List<Event> events = BotMatch.play(PLAYERS, 3);
        Head afterFirst;
        try (MatchWriter writer = log.openWriter(match)) {
            writer.append(0, events.subList(0, 10), AT);
            afterFirst = writer.head();
        }
        try (MatchWriter writer = log.openWriter(match)) {
            assertThat(writer.head()).isEqualTo(afterFirst);
            writer.append(10, events.subList(10, events.size()), AT);
        }
        assertThat(audit(readAll(match)).kind()).isEqualTo(Verdict.Kind.VALID);
    }

    @Test
    void concurrentWritersOfDifferentMatchesDoNotMeet() throws Exception {
        int writers = 4;
        ExecutorService pool = Executors.newFixedThreadPool(writers);
        try {
            List<Future<List<Event>>> recorded = new ArrayList<>();
            for (int i = 0; i < writers; i++) {
                String match = matchId("parallel-" + i);
                long seed = i;
                recorded.add(pool.submit(() -> {
                    try (MatchWriter writer = log.openWriter(match)) {
                        return record(writer, seed);
                    }
                }));
            }
            for (int i = 0; i < writers; i++) {
                List<Event> written = recorded.get(i).get(60, TimeUnit.SECONDS);
                List<LogLine> lines = readAll(matchId("parallel-" + i));
                assertThat(events(lines)).isEqualTo(written);
                assertThat(audit(lines).kind()).isEqualTo(Verdict.Kind.VALID);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void writersRacingForOneMatchLeaveOneStart() throws Exception {
        String match = matchId("race");
        int racers = 4;
        ExecutorService pool = Executors.newFixedThreadPool(racers);
        CountDownLatch go = new CountDownLatch(1);
        CountDownLatch tried = new CountDownLatch(racers);
        try {
            List<Future<Boolean>> won = new ArrayList<>();
            for (int i = 0; i < racers; i++) {
                won.add(pool.submit(() -> {
                    go.await();
                    try (MatchWriter writer = log.openWriter(match)) {
                        writer.append(0, List.of(start()), AT);
                        tried.countDown();
                        tried.await(30, TimeUnit.SECONDS);
                        return true;
                    } catch (EventLogException e) {
                        tried.countDown();
                        return false;
                    }
                }));
            }
            go.countDown();
            long winners = 0;
            for (Future<Boolean> result : won) {
                winners += result.get(60, TimeUnit.SECONDS) ? 1 : 0;
            }
            assertThat(winners).isGreaterThanOrEqualTo(1);
            assertThat(readAll(match)).hasSize(1);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void matchesAreListedAndReadTogether() throws IOException {
        List<String> ids = List.of(matchId("list-a"), matchId("list-b"));
        for (String match : ids) {
            try (MatchWriter writer = log.openWriter(match)) {
                record(writer, match.hashCode());
            }
        }
        assertThat(log.matches()).containsAll(ids);
        LogAudit audit = new LogAudit(true, false);
        try (LogCursor all = log.readAll()) {
            all.forEachRemaining(line -> {
                if (ids.contains(line.match())) {
                    audit.accept(line);
                }
            });
        }
        assertThat(audit.verdicts()).extracting(Verdict::kind).containsOnly(Verdict.Kind.VALID).hasSize(2);
    }

    /** The log answers whether a match has ended, for a door that lists the matches that can go on. */
    @Test
    void aMatchHasEndedWhenItsLastEventIsMatchEnded() throws IOException {
        String match = matchId("ends");
        assertThat(log.ended(match)).as("a match the log does not hold").isFalse();
        List<Event> events = BotMatch.play(PLAYERS, 17);
        try (MatchWriter writer = log.openWriter(match)) {
            writer.append(0, events.subList(0, events.size() - 1), AT);
            assertThat(log.ended(match)).isFalse();
            writer.append(events.size() - 1, events.subList(events.size() - 1, events.size()), AT);
        }
        assertThat(log.ended(match)).isTrue();
    }

    @Test
    void readingAMissingMatchSaysSo() {
        assertThatThrownBy(() -> log.read(matchId("missing")).close())
                .isInstanceOf(NoSuchMatchException.class)
                .hasMessageContaining("there is no match " + matchId("missing"));
    }

    @Test
    void aFollowerSeesEventsAsTheyAreAppended() throws Exception {
        String match = matchId("follow");
        List<Event> events = BotMatch.play(PLAYERS, 5);
        try (MatchWriter writer = log.openWriter(match); LogCursor follower = log.follow(match, Duration.ofMillis(20))) {
            writer.append(0, events.subList(0, 3), AT);
            for (int i = 0; i < 3; i++) {
                assertThat(((LogLine.EventLine) follower.next()).event()).isEqualTo(events.get(i));
            }
            writer.append(3, events.subList(3, 5), AT);
            assertThat(((LogLine.EventLine) follower.next()).event()).isEqualTo(events.get(3));
            assertThat(((LogLine.EventLine) follower.next()).event()).isEqualTo(events.get(4));
        }
    }

    @Test
    void aFollowerClosedFromAnotherThreadWhileItWaitsStopsAndNeitherSideFails() throws Exception {
        String match = matchId("stopped");
        List<Event> events = BotMatch.play(PLAYERS, 6);
        try (MatchWriter writer = log.openWriter(match)) {
            writer.append(0, events.subList(0, 1), AT);
            LogCursor follower = log.follow(match, Duration.ofSeconds(30));
            assertThat(follower.next()).isInstanceOf(LogLine.EventLine.class);
            CompletableFuture<Boolean> more = new CompletableFuture<>();
            Thread waiting = Thread.ofPlatform().start(() -> {
                try {
                    more.complete(follower.hasNext());
                } catch (RuntimeException e) {
                    more.completeExceptionally(e);
                }
            });
            awaitWaiting(waiting);
            follower.close();
            assertThat(more.get(30, TimeUnit.SECONDS)).as("a closed follower has nothing more").isFalse();
            assertThat(waiting.join(Duration.ofSeconds(30))).isTrue();
        }
    }

    /** Until the thread waits inside the follower's hasNext, for more lines than there are (a deadline of 30 s). */
    private static void awaitWaiting(Thread thread) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (Arrays.stream(thread.getStackTrace()).noneMatch(frame -> frame.getMethodName().equals("hasNext"))) {
            assertThat(System.nanoTime()).as("the follower waits for more lines within 30 s").isLessThan(deadline);
            Thread.sleep(10);
        }
    }

    @Test
    void aCrashMidTurnLeavesNoHalfTurn() throws Exception {
        String match = matchId("crash");
        List<Event> events = BotMatch.play(PLAYERS, 9);
        int turnStart = 20;
        MatchWriter writer = log.openWriter(match);
        writer.append(0, events.subList(0, turnStart), AT);
        crashMidTurn(writer, events.subList(turnStart, turnStart + 3));
        try (MatchWriter reopened = log.openWriter(match)) {
            assertThat(reopened.head().seq()).isEqualTo(turnStart);
            reopened.append(turnStart, events.subList(turnStart, events.size()), AT);
        }
        List<LogLine> lines = readAll(match);
        assertThat(events(lines)).isEqualTo(events);
        assertThat(audit(lines).kind()).isEqualTo(Verdict.Kind.VALID);
    }

    private static MatchStarted start() {
        return new MatchStarted(PLAYERS, "anglo-40", 3, "ben");
    }
}
