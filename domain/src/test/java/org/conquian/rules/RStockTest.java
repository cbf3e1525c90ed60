package org.conquian.rules;

import org.conquian.command.Command;
import org.conquian.event.CardRejected;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.MatchState;
import org.conquian.testkit.Opening;
import org.conquian.testkit.Table;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Scenario.given;
import static org.conquian.testkit.Table.ANA;
import static org.conquian.testkit.Table.card;

/** R-STOCK: a revealed card is always the top card of the stock; the waste is out of the deal. */
class RStockTest {

    @Test
    void aRevealIsOfTheTopStockCard() {
        given(Table.matchStarted(), Opening.dealt())
                .when(new Command.Reveal(ANA, card("5C")))
                .thenViolation(RuleId.STOCK, "ana revealed 5C, but the top stock card is KH");
    }

    @Test
    void aRevealOfACardExposedByTheOpponentIsRefused() {
        given(Opening.benDiscarded6H()).and(new CardRejected(ANA, card("6H")))
                .whenEvent(new StockCardRevealed(ANA, card("KH")))
                .thenViolation(RuleId.STOCK, "the top stock card is 5C");
    }

    @Test
    void aRejectionTurnsUpTheNextStockCardAndWastesTheRejectedOne() {
        MatchState.Started state = given(Opening.benDiscarded6H())
                .when(new Command.Reject(ANA, card("6H")))
                .thenEvents(new CardRejected(ANA, card("6H")), new StockCardRevealed(ANA, card("5C")));
        assertThat(state.deal().waste().toList()).containsExactly(card("6H"));
        assertThat(state.deal().stockLeft()).isEqualTo(18);
    }
}
