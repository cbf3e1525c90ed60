package org.conquian.rules;

import org.conquian.card.CardSet;
import org.conquian.card.Shuffle;
import org.conquian.command.Command;
import org.conquian.event.DealEnded;
import org.conquian.event.Event;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.game.MatchState;
import org.conquian.testkit.Opening;
import org.conquian.testkit.Scripted;
import org.conquian.testkit.Fixtures;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Scenario.given;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;

/** R-MATCH: a won deal scores 1, a draw nothing; the first to 3 wins ends the match, and nothing follows. */
class RMatchTest {

    private static final List<Event> MATCH = Scripted.match();

    /** Everything up to the deal that gives ana her third win. */
    private static List<Event> beforeTheDecidingTake() {
        return MATCH.subList(0, MATCH.size() - 4);
    }

    @Test
    void aMatchStartsWithTwoPlayersTheProfileAndItsTargetWins() {
        given().when(new Command.StartMatch(List.of(ANA, BEN), "anglo-40", BEN))
                .thenEvents(new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, BEN));
    }

    @Test
    void aMatchIsBetweenTwoDifferentPlayers() {
        given().whenEvent(new MatchStarted(List.of(ANA, ANA), "anglo-40", 3, ANA))
                .thenViolation(RuleId.MATCH, "two different players");
    }

    @Test
    void theFirstDealerIsAPlayer() {
        given().whenEvent(new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, "zoe"))
                .thenViolation(RuleId.MATCH, "the first dealer zoe is not one of the players ana and ben");
    }

    @Test
    void theProfileMustBeImplemented() {
        given().when(new Command.StartMatch(List.of(ANA, BEN), "twice-around", BEN))
                .thenViolation(RuleId.MATCH, "rule profile twice-around is not one this build plays");
    }

    @Test
    void theTargetWinsAreTheProfiles() {
        given().whenEvent(new MatchStarted(List.of(ANA, BEN), "anglo-40", 5, BEN))
                .thenViolation(RuleId.MATCH, "profile anglo-40 plays to 3 wins, not 5");
    }

    @Test
    void theThirdWinEndsTheMatch() {
        List<Event> deciding = beforeTheDecidingTake();
        MatchState.Started state = given(deciding)
                .when(new Command.Take(ANA, card("QS"), List.of(cards("AC 2C 3C 4C 5C 6C 7C"), cards("QC QD QH QS"))))
                .thenEvents(MATCH.subList(MATCH.size() - 4, MATCH.size()).toArray(Event[]::new));
        assertThat(state.stage()).isEqualTo(MatchState.Stage.ENDED);
        assertThat(state.wins()).isEqualTo(Scripted.wins(3, 1));
        assertThat(state.draws()).isEqualTo(1);
    }

    @Test
    void afterTheDecidingDealOnlyACorrectMatchEndedMayCome() {
        List<Event> decided = MATCH.subList(0, MATCH.size() - 1);
        given(decided).whenEvent(Fixtures.deal(6, "AC 2C 3C 4C 5C 6C 7C QH QD QC", "AD 2D 3D 4D 5D 6D 7D JD KH KS", ""))
                .thenViolation(RuleId.MATCH, "ana has won the match; only the end of the match may come next");
        given(decided).whenEvent(new MatchEnded(BEN, Scripted.wins(3, 1), 1))
                .thenViolation(RuleId.MATCH, "the match is won by ana, not by ben");
        given(decided).whenEvent(new MatchEnded(ANA, Scripted.wins(3, 2), 1))
                .thenViolation(RuleId.MATCH, "the wins are ana 3, ben 1");
        given(decided).whenEvent(new MatchEnded(ANA, Map.of(ANA, 3, "zoe", 1), 1))
                .thenViolation(RuleId.MATCH, "the wins are");
        given(decided).whenEvent(new MatchEnded(ANA, Scripted.wins(3, 1), 0))
                .thenViolation(RuleId.MATCH, "the match had 1 drawn deals, not 0");
    }

    @Test
    void aMatchCannotEndUndecided() {
        given(Opening.benDiscarded6H())
                .whenEvent(new MatchEnded(ANA, Scripted.wins(0, 0), 0))
                .thenViolation(RuleId.MATCH, "the match is not decided: ana 0, ben 0");
        given(MATCH.subList(0, Scripted.DEAL_1_ENDS))
                .whenEvent(new MatchEnded(ANA, Scripted.wins(1, 0), 0))
                .thenViolation(RuleId.MATCH, "the match is not decided");
    }

    @Test
    void aDrawScoresNothing() {
        MatchState.Started afterDraw = given(MATCH.subList(0, MATCH.indexOf(DealEnded.drawn(2)) + 1)).state();
        assertThat(afterDraw.wins()).isEqualTo(Scripted.wins(1, 0));
        assertThat(afterDraw.draws()).isEqualTo(1);
    }

    @Test
    void noDealIsDueOnceTheMatchIsDecided() {
        given(MATCH.subList(0, MATCH.size() - 1))
                .when(new Command.Deal(Shuffle.pack(1, 6, CardSet.PACK)))
                .thenViolation(RuleId.MATCH, "the match is decided");
    }
}
