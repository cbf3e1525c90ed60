package org.conquian.rules;

import org.conquian.command.Command;
import org.conquian.event.DealStarted;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.game.MatchState;
import org.conquian.testkit.Deals;
import org.conquian.testkit.Draws;
import org.conquian.testkit.Scenario;
import org.conquian.testkit.Scripted;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;

/**
 * House rule {@code drawnDeal}: point-each credits every player a point for a drawn deal and the same dealer deals;
 * replay scores nothing and the same dealer deals (R-DEAL, R-MATCH).
 */
class DrawnDealTest {

    private static Scenario match(String house) {
        MatchStarted started = new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, BEN);
        return Scenario.given(house.isEmpty() ? started : started.withHouse(House.parse(house)));
    }

    /** Each deal in turn: won by ana or ben, or "draw". */
    private static Scenario then(Scenario scenario, String... deals) {
        Scenario now = scenario;
        for (String deal : deals) {
            now = now.and(deal.equals("draw") ? Draws.drawnDeal(now.state()) : Deals.quickWin(now.state(), deal));
        }
        return now;
    }

    @Test
    void aPointEachForADrawnDealAndTheSameDealerDeals() {
        MatchState.Started drawn = then(match("drawnDeal=point-each"), "draw").state();
        assertThat(drawn.wins()).containsEntry(ANA, 1).containsEntry(BEN, 1);
        assertThat(drawn.draws()).isEqualTo(1);
        assertThat(drawn.nextDealer()).isEqualTo(BEN);
        assertThat(then(match(""), "draw").state().nextDealer()).isEqualTo(ANA);
    }

    @Test
    void theMatchIsDecidedByAWonDealThatPutsItsWinnerAheadAtTheTarget() {
        Scenario level = then(match("drawnDeal=point-each"), ANA, BEN, "draw", "draw");
        assertThat(level.state().wins()).containsEntry(ANA, 3).containsEntry(BEN, 3);
        assertThat(level.state().stage()).isEqualTo(MatchState.Stage.AWAITING_DEAL);
        then(level, ANA).whenEvent(new MatchEnded(ANA, Scripted.wins(4, 3), 2)).thenApplied();
    }

    @Test
    void neitherADrawNorAWinThatLeavesATieDecidesTheMatch() {
        Scenario benAhead = then(match("drawnDeal=point-each"), BEN, BEN, ANA, "draw");
        assertThat(benAhead.state().wins()).containsEntry(BEN, 3).containsEntry(ANA, 2);
        assertThat(benAhead.state().stage()).isEqualTo(MatchState.Stage.AWAITING_DEAL);
        Scenario tied = then(benAhead, ANA);
        tied.whenEvent(new MatchEnded(ANA, Scripted.wins(3, 3), 1)).thenViolation(RuleId.MATCH, "the match is not decided");
        tied.when(new Command.DealConcealed()).thenEvents(DealStarted.concealed(6, BEN));
    }

    @Test
    void aReplayedDrawScoresNothingAndTheSameDealerDealsItAgain() {
        MatchState.Started replayed = then(match("drawnDeal=replay"), "draw", "draw").state();
        assertThat(replayed.wins()).containsEntry(ANA, 0).containsEntry(BEN, 0);
        assertThat(replayed.draws()).isEqualTo(2);
        assertThat(replayed.nextDealer()).isEqualTo(BEN);
        assertThat(replayed.dealsStarted()).isEqualTo(2);
        then(match("drawnDeal=replay"), "draw", ANA, ANA, ANA).whenEvent(new MatchEnded(ANA, Scripted.wins(3, 0), 1)).thenApplied();
    }

    @Test
    void aDealByAnotherDealerAfterADrawBreaksRDeal() {
        Scenario drawn = then(match("drawnDeal=replay"), "draw");
        drawn.whenEvent(DealStarted.concealed(2, ANA))
                .thenViolation(RuleId.DEAL, "deal 2 is dealt by ben (deal 1 was drawn, so ben deals again (drawnDeal replay)), not by ana");
        assertThat(Optional.of(drawn.state().nextDealer())).contains(BEN);
    }
}
