package org.conquian.recorder;

import org.conquian.audit.LogAudit;
import org.conquian.audit.Verdict;
import org.conquian.bot.Bot;
import org.conquian.bot.BotMatch;
import org.conquian.card.CardSet;
import org.conquian.card.Shuffle;
import org.conquian.command.Command;
import org.conquian.event.CardTaken;
import org.conquian.event.DealEnded;
import org.conquian.event.DealResult;
import org.conquian.event.Event;
import org.conquian.game.MatchState;
import org.conquian.log.LogCursor;
import org.conquian.log.MatchBusyException;
import org.conquian.rules.RuleId;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The recorder's Java API on the embedded log: nothing illegal is appended, and matches resume where they stopped. */
class RecorderTest extends RecordingLog {

    private static final List<String> PLAYERS = List.of("ana", "ben");

    /** Plays a whole match through the recorder with two bots, as a game server would. */
    private static MatchState playThrough(LiveMatch match, long seed) throws IOException {
        Bot[] bots = {new Bot("ana", seed), new Bot("ben", seed + 1)};
        while (match.state().stage() != MatchState.Stage.ENDED) {
            Outcome outcome = match.legalMoves().dealDue() ? match.deal() : match.submit(BotMatch.next(match.state(), bots, seed));
            assertThat(outcome).isInstanceOf(Outcome.Recorded.class);
        }
        return match.state();
    }

    private Verdict audit(String match) throws IOException {
        LogAudit audit = new LogAudit(true, true);
        try (LogCursor lines = log.read(match)) {
            lines.forEachRemaining(audit::accept);
        }
        return audit.verdicts().get(0);
    }

    @Test
    void aMatchRecordedThroughTheRecorderAuditsValidAndReplaysToTheLiveState() throws Exception {
        MatchState live;
        try (LiveMatch match = recorder.start("club-1", PLAYERS, "ben", Packs.seeded(3))) {
            live = playThrough(match, 3);
        }
        Verdict verdict = audit("club-1");
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.chained()).isTrue();
        assertThat(verdict.lastValid()).contains(live);
    }

    @Test
    void anIllegalMoveIsRefusedWithItsRuleAndNothingIsAppended() throws Exception {
        try (LiveMatch match = recorder.start("club-2", PLAYERS, "ben", Packs.seeded(1))) {
            match.deal();
            long size = Files.size(directory.resolve("club-2.jsonl"));
            Outcome outcome = match.submit(new Command.Discard("ana", Shuffle.pack(1, 1, CardSet.PACK).get(0)));
            assertThat(outcome).isInstanceOfSatisfying(Outcome.Refused.class,
                    refused -> assertThat(refused.violation().rule()).isEqualTo(RuleId.TURN));
            assertThat(Files.size(directory.resolve("club-2.jsonl"))).isEqualTo(size);
        }
    }

    @Test
    void theSeedOfThePacksReproducesTheDeals() throws Exception {
        try (LiveMatch match = recorder.start("club-3", PLAYERS, "ben", Packs.seeded(99))) {
            match.deal();
            assertThat(match.state().currentDeal().orElseThrow().stockLeftCards()).isEqualTo(Shuffle.pack(99, 1, CardSet.PACK).subList(20, 40));
        }
    }

    @Test
    void aMatchIsResumedWhereItStopped() throws Exception {
        MatchState before;
        try (LiveMatch match = recorder.start("club-4", PLAYERS, "ben", Packs.seeded(4))) {
            match.deal();
            match.submit(new Command.Reveal("ana", match.state().currentDeal().orElseThrow().topOfStock().orElseThrow()));
            before = match.state();
        }
        try (LiveMatch match = recorder.resume("club-4", Packs.seeded(4))) {
            assertThat(match.state()).isEqualTo(before);
            playThrough(match, 4);
        }
        assertThat(audit("club-4").kind()).isEqualTo(Verdict.Kind.VALID);
    }

    /** Whether a table's cards are real is kept in its deals alone: before the first, the caller says, and is told so. */
    @Test
    void aConcealedMatchResumedBeforeItsFirstDealIsDealtAsTheCallerSays() throws Exception {
        recorder.start("club-12", PLAYERS, "ben", Packs.seeded(12).faceDown()).close();
        try (LiveMatch unsaid = recorder.resume("club-12", Packs.seeded(12))) {
            assertThat(unsaid.concealed()).isFalse();
            assertThat(unsaid.warnings()).singleElement().asString().contains("no deal of match club-12 is recorded yet")
                    .contains("face up").contains("--concealed");
        }
        try (LiveMatch said = recorder.resume("club-12", Packs.seeded(12).faceDown())) {
            assertThat(said.warnings()).isEmpty();
            said.deal();
            assertThat(said.state().currentDeal().orElseThrow().concealed()).isTrue();
        }
        try (LiveMatch dealt = recorder.resume("club-12", Packs.seeded(12))) {
            assertThat(dealt.concealed()).as("its last deal was concealed").isTrue();
            assertThat(dealt.warnings()).isEmpty();
        }
    }

    @Test
    void aMatchThatIsRecordedCannotBeOpenedTwice() throws Exception {
        try (LiveMatch match = recorder.start("club-5", PLAYERS, "ben", Packs.seeded(5))) {
            assertThatThrownBy(() -> recorder.resume("club-5", Packs.seeded(5)))
                    .isInstanceOf(MatchBusyException.class)
                    .hasMessageContaining("match club-5 is being recorded elsewhere");
        }
    }

    @Test
    void startingAnExistingMatchOrResumingAMissingOneSaysWhatToDo() throws Exception {
        recorder.start("club-6", PLAYERS, "ben", Packs.seeded(6)).close();
        assertThatThrownBy(() -> recorder.start("club-6", PLAYERS, "ben", Packs.seeded(6)))
                .hasMessageContaining("already exists").hasMessageContaining("record resume club-6");
        assertThatThrownBy(() -> recorder.resume("club-x", Packs.seeded(6)))
                .hasMessageContaining("there is no match club-x").hasMessageContaining("record new");
    }

    @Test
    void anEndedOrInvalidMatchCannotBeContinued() throws Exception {
        try (LiveMatch match = recorder.start("club-7", PLAYERS, "ben", Packs.seeded(7))) {
            playThrough(match, 7);
        }
        assertThatThrownBy(() -> recorder.resume("club-7", Packs.seeded(7))).hasMessageContaining("has ended");
        try (LiveMatch match = recorder.start("club-8", PLAYERS, "ben", Packs.seeded(8))) {
            match.deal();
        }
        Files.writeString(directory.resolve("club-8.jsonl"), Files.readString(directory.resolve("club-8.jsonl"))
                .replace("\"dealer\":\"ben\"", "\"dealer\":\"ana\""));
        assertThatThrownBy(() -> recorder.resume("club-8", Packs.seeded(8)))
                .hasMessageContaining("is invalid at seq 2 (R-DEAL");
    }

    @Test
    void aTurnCutByACrashIsCompletedOnResume() throws Exception {
        List<Event> events = BotMatch.play(PLAYERS, 12);
        int winningTake = events.indexOf(events.stream()
                .filter(e -> e instanceof DealEnded ended && ended.result() instanceof DealResult.Won).findFirst().orElseThrow()) - 1;
        try (var writer = log.openWriter("club-9")) {
            writer.append(0, events.subList(0, winningTake + 1), "2026-11-29T18:00:00Z");
        }
        try (LiveMatch match = recorder.resume("club-9", Packs.seeded(12))) {
            assertThat(match.state().stage()).isIn(MatchState.Stage.AWAITING_DEAL, MatchState.Stage.ENDED, MatchState.Stage.DECIDED);
            assertThat(match.repairs()).singleElement().asString()
                    .contains("ended inside a turn, after seq " + (winningTake + 1)).contains("was appended");
        }
        assertThat(audit("club-9").kind()).isEqualTo(Verdict.Kind.IN_PROGRESS);
        assertThat(events.get(winningTake - 1)).isInstanceOf(CardTaken.class);
    }

    @Test
    void aTakeCutBeforeItsMeldsIsReportedOnResume() throws Exception {
        List<Event> events = BotMatch.play(PLAYERS, 13);
        int take = events.indexOf(events.stream().filter(CardTaken.class::isInstance).findFirst().orElseThrow());
        try (var writer = log.openWriter("club-11")) {
            writer.append(0, events.subList(0, take + 1), "2026-11-29T18:00:00Z");
        }
        try (LiveMatch match = recorder.resume("club-11", Packs.seeded(13))) {
            assertThat(match.repairs()).singleElement().asString()
                    .contains("ends inside a turn, after seq " + (take + 1)).contains("the melds were not recorded");
        }
    }

    @Test
    void aTornLineIsRepairedAndReported() throws Exception {
        try (LiveMatch match = recorder.start("club-10", PLAYERS, "ben", Packs.seeded(10))) {
            match.deal();
        }
        Files.writeString(directory.resolve("club-10.jsonl"), "{\"v\":1,\"mat", StandardOpenOption.APPEND);
        try (LiveMatch match = recorder.resume("club-10", Packs.seeded(10))) {
            assertThat(match.repairs()).singleElement().asString().contains("cut a torn last line 3");
        }
    }
}
