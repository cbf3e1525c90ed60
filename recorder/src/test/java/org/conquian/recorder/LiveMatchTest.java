package org.conquian.recorder;

import org.conquian.audit.LogLine;
import org.conquian.audit.MatchAudit;
import org.conquian.audit.Verdict;
import org.conquian.bot.Bot;
import org.conquian.bot.BotMatch;
import org.conquian.command.Command;
import org.conquian.contract.LogReader;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.log.LogCursor;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The live match: fed by the recorder's moves and by a follower of the log alike, each event kept as the log holds it
 * with the table before and after it; its past read, not replayed; one move at a time, whoever makes them.
 */
class LiveMatchTest extends RecordingLog {

    private static final List<String> PLAYERS = List.of("ana", "ben");

    /** Plays a match through the live match with two bots, up to {@code moves} moves or its end. */
    private static void play(LiveMatch live, long seed, int moves) throws IOException {
        Bot[] bots = {new Bot("ana", seed), new Bot("ben", seed + 1)};
        for (int made = 0; made < moves && live.state().stage() != MatchState.Stage.ENDED; made++) {
            Outcome outcome = live.legalMoves().dealDue() ? live.deal() : live.submit(BotMatch.next(live.state(), bots, seed));
            assertThat(outcome).isInstanceOf(Outcome.Recorded.class);
        }
    }

    private List<String> fileLines(String match) throws IOException {
        return Files.readAllLines(log.fileOf(match), StandardCharsets.UTF_8);
    }

    @Test
    void fedByTheRecorderEachEventIsTheLogsLineWithTheTableBeforeAndAfterIt() throws Exception {
        try (LiveMatch live = recorder.start("l1", PLAYERS, "ben", Packs.seeded(3))) {
            play(live, 3, Integer.MAX_VALUE);
            List<String> lines = fileLines("l1");
            assertThat(live.seq()).isEqualTo(lines.size());
            MatchState table = MatchState.NOT_STARTED;
            long learnt = live.event(1).orElseThrow().learntNanos();
            for (LiveEvent event : live.events(0)) {
                assertThat(new String(event.bytes(), StandardCharsets.UTF_8)).isEqualTo(lines.get((int) event.seq() - 1));
                assertThat(event.stateBefore()).isEqualTo(table);
                table = Game.evolve(table, event.event());
                assertThat(event.stateAfter()).isEqualTo(table);
                assertThat(event.learntNanos() - learnt).isNotNegative();
                learnt = event.learntNanos();
            }
            assertThat(live.ended()).isTrue();
            assertThat(live.verdict().kind()).isEqualTo(Verdict.Kind.VALID);
        }
    }

    @Test
    void fedByAFollowerItHoldsWhatTheRecorderHoldsAndTellsARepeatAConflictAGapAndAFault() throws Exception {
        LiveMatch followed = LiveMatch.of("l2");
        try (LiveMatch recorded = recorder.start("l2", PLAYERS, "ben", Packs.seeded(4))) {
            play(recorded, 4, 40);
            List<LogLine> lines = read("l2");
            List<String> text = fileLines("l2");
            for (int i = 0; i < lines.size(); i++) {
                assertThat(followed.offer(lines.get(i), text.get(i).getBytes(StandardCharsets.UTF_8))).isEqualTo(LiveMatch.Taken.NEXT);
            }
            assertThat(followed.seq()).isEqualTo(recorded.seq());
            for (long seq = 1; seq <= recorded.seq(); seq++) {
                LiveEvent mine = recorded.event(seq).orElseThrow();
                LiveEvent theirs = followed.event(seq).orElseThrow();
                assertThat(theirs.bytes()).isEqualTo(mine.bytes());
                assertThat(theirs.stateAfter()).isEqualTo(mine.stateAfter());
                assertThat(theirs.audit().verdict(false)).isEqualTo(mine.audit().verdict(false));
            }
            LogLine third = lines.get(2);
            assertThat(followed.offer(third, text.get(2).getBytes(StandardCharsets.UTF_8))).isEqualTo(LiveMatch.Taken.DUPLICATE);
            assertThat(followed.offer(third, text.get(2).replace("\"seq\"", " \"seq\"").getBytes(StandardCharsets.UTF_8)))
                    .isEqualTo(LiveMatch.Taken.CONFLICT);

            play(recorded, 4, 3);
            List<LogLine> more = read("l2");
            List<String> moreText = fileLines("l2");
            int next = lines.size();
            assertThat(followed.offer(more.get(next + 1), moreText.get(next + 1).getBytes(StandardCharsets.UTF_8))).isEqualTo(LiveMatch.Taken.GAP);
            assertThat(followed.offer(more.get(next), moreText.get(next).getBytes(StandardCharsets.UTF_8))).isEqualTo(LiveMatch.Taken.NEXT);
            assertThat(followed.offer(new LogLine.BadLine(99, "l2", null, "line 99 is not JSON"), null)).isEqualTo(LiveMatch.Taken.FAULT);
            assertThat(followed.verdict().kind()).isEqualTo(Verdict.Kind.INVALID);
            assertThat(followed.state()).as("the table stays as the rules have it").isEqualTo(followed.event(followed.seq()).orElseThrow().stateAfter());
            assertThat(followed.offer(new LogLine.BadLine(1, "other", null, "not JSON"), null)).isEqualTo(LiveMatch.Taken.OTHER_MATCH);
        }
    }

    private List<LogLine> read(String match) throws IOException {
        List<LogLine> lines = new ArrayList<>();
        try (LogCursor cursor = log.read(match)) {
            cursor.forEachRemaining(lines::add);
        }
        return lines;
    }

    /** Its past is kept, not replayed: with the log gone, every past state and verdict still reads as an audit of the log gave it. */
    @Test
    void pastStatesAndVerdictsAreReadsNotReplaysOfTheLog() throws Exception {
        try (LiveMatch live = recorder.start("l3", PLAYERS, "ben", Packs.seeded(5))) {
            play(live, 5, 60);
            List<MatchAudit> audited = new ArrayList<>(List.of(MatchAudit.of("l3", false)));
            try (LogReader lines = new LogReader(Files.newInputStream(log.fileOf("l3")))) {
                lines.forEachRemaining(line -> audited.add(audited.getLast().accept(line)));
            }
            Files.delete(log.fileOf("l3"));
            for (long seq = 0; seq <= live.seq(); seq++) {
                assertThat(live.stateAt(seq)).isEqualTo(audited.get((int) seq).state());
            }
            for (long seq = 1; seq <= live.seq(); seq++) {
                assertThat(live.event(seq).orElseThrow().audit().verdict(false)).isEqualTo(audited.get((int) seq).verdict(false));
            }
            assertThat(live.verdict()).isEqualTo(audited.getLast().verdict(false));
        }
    }

    /**
     * One lock: eight senders make the same move at once, each guarded by the seq they saw; it is judged and appended
     * once, and the others are told it was recorded already, with the events it wrote.
     */
    @Test
    void movesMadeAtOnceAreJudgedAndAppendedOneAtATime() throws Exception {
        try (LiveMatch live = recorder.start("l4", PLAYERS, "ben", Packs.seeded(6)); ExecutorService senders = Executors.newFixedThreadPool(8)) {
            live.deal();
            for (int round = 0; round < 10; round++) {
                long seen = live.seq();
                Command move = BotMatch.next(live.state(), new Bot[] {new Bot("ana", 6), new Bot("ben", 7)}, 6);
                CountDownLatch ready = new CountDownLatch(8);
                List<Future<Outcome>> outcomes = new ArrayList<>();
                for (int sender = 0; sender < 8; sender++) {
                    outcomes.add(senders.submit(() -> {
                        ready.countDown();
                        ready.await(1, TimeUnit.MINUTES);
                        return live.submit(move, seen);
                    }));
                }
                List<Outcome> answered = new ArrayList<>();
                for (Future<Outcome> outcome : outcomes) {
                    answered.add(outcome.get(1, TimeUnit.MINUTES));
                }
                assertThat(answered).filteredOn(Outcome.Recorded.class::isInstance).hasSize(1);
                assertThat(answered).filteredOn(Outcome.Repeated.class::isInstance).hasSize(7);
                if (live.legalMoves().dealDue()) {
                    live.deal();
                }
            }
            assertThat(fileLines("l4")).hasSize((int) live.seq());
        }
    }

    @Test
    void aReaderWaitingForTheNextEventGetsItAsItIsTaken() throws Exception {
        try (LiveMatch live = recorder.start("l5", PLAYERS, "ben", Packs.seeded(7))) {
            assertThat(live.after(live.seq(), TimeUnit.MILLISECONDS.toNanos(1))).as("nothing new: the wait runs out").isEmpty();
            Future<List<LiveEvent>> waiting = Executors.newVirtualThreadPerTaskExecutor().submit(() -> live.after(1, TimeUnit.MINUTES.toNanos(1)));
            live.deal();
            assertThat(waiting.get(1, TimeUnit.MINUTES)).extracting(LiveEvent::seq).containsExactly(2L);
        }
    }

    @Test
    void aProjectorsLiveMatchKeepsItsLastStateAlone() throws Exception {
        LiveMatch last = LiveMatch.keepingTheLastOnly("l6");
        try (LiveMatch recorded = recorder.start("l6", PLAYERS, "ben", Packs.seeded(8))) {
            play(recorded, 8, 30);
            List<LogLine> lines = read("l6");
            List<String> text = fileLines("l6");
            for (int i = 0; i < lines.size(); i++) {
                last.offer(lines.get(i), text.get(i).getBytes(StandardCharsets.UTF_8));
            }
            assertThat(last.state()).isEqualTo(recorded.state());
            assertThat(last.offer(lines.get(4), text.get(4).getBytes(StandardCharsets.UTF_8))).isEqualTo(LiveMatch.Taken.DUPLICATE);
            assertThatThrownBy(() -> last.event(1)).isInstanceOf(IllegalStateException.class);
        }
    }
}
