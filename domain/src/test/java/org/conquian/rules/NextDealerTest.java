package org.conquian.rules;

import org.conquian.event.DealStarted;
import org.conquian.event.MatchStarted;
import org.conquian.game.LegalMoves;
import org.conquian.testkit.Deals;
import org.conquian.testkit.Draws;
import org.conquian.testkit.Scenario;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;

/** House rule {@code nextDealer} winner: the player who went out deals the next deal (R-DEAL). */
class NextDealerTest {

    private static Scenario match(String house) {
        return Scenario.given(new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, BEN).withHouse(House.parse(house)));
    }

    @Test
    void theWinnerDeals() {
        Scenario benWon = match("nextDealer=winner");
        benWon = benWon.and(Deals.quickWin(benWon.state(), BEN));
        assertThat(benWon.state().nextDealer()).isEqualTo(BEN);
        assertThat(LegalMoves.of(benWon.state()).actor()).contains(BEN);
        benWon.whenEvent(DealStarted.concealed(2, ANA)).thenViolation(RuleId.DEAL,
                "deal 2 is dealt by ben (ben won deal 1 and deals (nextDealer winner)), not by ana");
        benWon.whenEvent(DealStarted.concealed(2, BEN)).thenApplied();
    }

    @Test
    void afterADrawnDealTheDealPassesAsTheProfileSaysUnlessDrawnDealKeepsIt() {
        Scenario drawn = match("nextDealer=winner");
        assertThat(drawn.and(Draws.drawnDeal(drawn.state())).state().nextDealer()).isEqualTo(ANA);
        Scenario kept = match("nextDealer=winner,drawnDeal=point-each");
        assertThat(kept.and(Draws.drawnDeal(kept.state())).state().nextDealer()).isEqualTo(BEN);
    }
}
