package org.conquian.recorder;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.audit.LogAudit;
import org.conquian.audit.Rulings;
import org.conquian.audit.Trust;
import org.conquian.audit.Verdict;
import org.conquian.bot.Bot;
import org.conquian.bot.BotMatch;
import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.contract.StateJson;
import org.conquian.event.AppealDecided;
import org.conquian.event.DealEnded;
import org.conquian.event.Event;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.PlayedMove;
import org.conquian.event.RulingDecision;
import org.conquian.event.RulingGiven;
import org.conquian.game.MatchState;
import org.conquian.log.LogCursor;
import org.conquian.rules.RuleId;
import org.conquian.rules.Violation;
import org.conquian.view.Viewer;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Calls and rulings through the recorder's Java API: a refused move is called as played, the call waits for the director
 * and nothing else is recorded meanwhile, the ruling, its appeal and the end of the deal they give are one append, and the
 * match audits valid with its rulings counted.
 */
class RulingsRecordingTest extends RecordingLog {

    private static final List<String> PLAYERS = List.of("ana", "ben");

    private static List<Event> events(Outcome outcome) {
        return ((Outcome.Recorded) outcome).events().stream().map(encoded -> encoded.event()).toList();
    }

    private static Violation refusal(Outcome outcome) {
        assertThat(outcome).isInstanceOf(Outcome.Refused.class);
        return ((Outcome.Refused) outcome).violation();
    }

    @Test
    void aRefusedMoveIsCalledAsPlayedRuledOnAppealedAndTheMatchAuditsValidWithItsRulingsCounted() throws Exception {
        try (LiveMatch match = recorder.start("club-r", PLAYERS, "ben", Packs.seeded(5))) {
            match.deal();
            Card held = match.state().currentDeal().orElseThrow().holding("ana").hand().iterator().next();
            Command outOfTurn = new Command.Discard("ana", held);
            assertThat(refusal(match.submit(outOfTurn)).rule()).isEqualTo(RuleId.TURN);

            Command.Call call = match.callAsPlayed(outOfTurn).orElseThrow();
            assertThat(call).isEqualTo(new Command.Call("ana", Optional.of(PlayedMove.discard("ana", held)), Optional.of(RuleId.TURN),
                    Optional.empty(), Optional.empty()));
            long called = match.seq() + 1;
            assertThat(events(match.submit(call.by(Optional.of("ben"), Optional.of("ana discarded before revealing")))))
                    .containsExactly(new IrregularityCalled("ana", Optional.of(PlayedMove.discard("ana", held)), Optional.of("R-TURN"),
                            Optional.of("ben"), Optional.of("ana discarded before revealing")));
            assertThat(match.callWaiting()).isPresent();
            assertThat(match.legalMoves().rulingDue()).contains(called);
            JsonNode shown = StateJson.of(match.state(), Viewer.SPECTATOR).get("call");
            assertThat(shown.get("seq").longValue()).isEqualTo(called);
            assertThat(shown.get("type").textValue()).isEqualTo("IrregularityCalled");
            assertThat(shown.get("move").get("card").textValue()).isEqualTo(held.code());
            assertThat(shown.get("rule").textValue()).isEqualTo("R-TURN");

            Bot[] bots = {new Bot("ana", 5), new Bot("ben", 6)};
            assertThat(refusal(match.submit(new Command.Reveal("ana", held))).rule()).isEqualTo(RuleId.RULING);
            assertThat(refusal(match.submit(new Command.Rule("a b", RulingDecision.RECTIFY, Optional.empty(), Optional.empty()))))
                    .satisfies(refused -> {
                        assertThat(refused.rule()).isEqualTo(RuleId.SCHEMA);
                        assertThat(refused.message()).contains("director", "a b");
                    });
            assertThat(match.seq()).isEqualTo(called);

            assertThat(events(match.submit(new Command.Rule("dora", RulingDecision.RECTIFY, Optional.of("withdrawn"),
                    Optional.of(new Command.Appeal("ben", "ed", new RulingDecision.AwardDeal("ben"), Optional.of("ana saw her hand")))))))
                    .containsExactly(new RulingGiven("dora", called, RulingDecision.RECTIFY, Optional.of("withdrawn")),
                            new AppealDecided("ben", "ed", called + 1, new RulingDecision.AwardDeal("ben"), Optional.of("ana saw her hand")),
                            DealEnded.won(1, "ben"));
            assertThat(match.callWaiting()).isEmpty();
            assertThat(StateJson.of(match.state(), Viewer.OFFICIALS).has("call")).isFalse();
            while (match.state().stage() != MatchState.Stage.ENDED) {
                Outcome outcome = match.legalMoves().dealDue() ? match.deal() : match.submit(BotMatch.next(match.state(), bots, 5));
                assertThat(outcome).isInstanceOf(Outcome.Recorded.class);
            }
        }
        Verdict verdict = audit("club-r");
        assertThat(verdict.fault()).isNull();
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.rulings()).isEqualTo(new Rulings(1, 0, 1, 0, 1));
    }

    /** A signed match dealt from a committed shuffle: the calls and rulings are signed as every append, the void deal is the seed's. */
    @Test
    void aSignedMatchWithACommittedShuffleRecordsRulingsAndEndsValid() throws Exception {
        KeyFiles.create(directory, "club");
        Recorder signing = recorder.signingWith(KeyFiles.signingKey(directory.resolve("club.key")))
                .keepingSeedsIn(SeedStore.besideEmbeddedLog(directory.resolve("seeds")));
        try (LiveMatch match = signing.start("club-s", PLAYERS, "ben", Packs.committed("ana:1 ben:2"))) {
            match.deal();
            assertThat(match.submit(new Command.Call("ben", Optional.empty(), Optional.of(RuleId.DEAL), Optional.empty(), Optional.empty())))
                    .isInstanceOf(Outcome.Recorded.class);
            Outcome.Recorded ruled = (Outcome.Recorded) match.submit(new Command.Rule("dora", RulingDecision.VOID_DEAL, Optional.empty(),
                    Optional.empty()));
            assertThat(ruled.events().getLast().event()).isEqualTo(DealEnded.voided(1));
            assertThat(ruled.events().getLast().envelope().sig()).isNotNull();
            Bot[] bots = {new Bot("ana", 9), new Bot("ben", 10)};
            while (match.state().stage() != MatchState.Stage.ENDED) {
                Outcome outcome = match.legalMoves().dealDue() ? match.deal() : match.submit(BotMatch.next(match.state(), bots, 9));
                assertThat(outcome).isInstanceOf(Outcome.Recorded.class);
            }
        }
        Verdict verdict = audit("club-s");
        assertThat(verdict.fault()).isNull();
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.trust().shuffle()).isEqualTo(Trust.Shuffle.CHECKED);
        assertThat(verdict.trust().signedThrough()).isEqualTo(verdict.events());
        assertThat(verdict.rulings()).isEqualTo(new Rulings(1, 1, 0, 1, 0));
    }

    @Test
    void aMatchResumedWhileACallWaitsWaitsForTheRuling() throws Exception {
        try (LiveMatch match = recorder.start("club-w", PLAYERS, "ben", Packs.seeded(7))) {
            match.deal();
            assertThat(match.submit(new Command.Call("ben", Optional.empty(), Optional.of(RuleId.DEAL), Optional.empty(),
                    Optional.of("ben holds 11 cards")))).isInstanceOf(Outcome.Recorded.class);
        }
        try (LiveMatch resumed = recorder.resume("club-w", Packs.seeded(7))) {
            assertThat(resumed.callWaiting()).isPresent();
            assertThat(resumed.legalMoves().rulingDue()).contains(3L);
            assertThat(resumed.legalMoves().moves()).isEmpty();
        }
    }

    private Verdict audit(String match) throws IOException {
        LogAudit audit = new LogAudit(true, true);
        try (LogCursor lines = log.read(match)) {
            lines.forEachRemaining(audit::accept);
        }
        return audit.verdicts().get(0);
    }
}
