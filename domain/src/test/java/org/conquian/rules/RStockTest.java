package org.conquian.rules;

import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.DealStarted;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.MatchState;
import org.conquian.game.LegalMoves;
import org.conquian.testkit.Opening;
import org.conquian.testkit.Play;
import org.conquian.testkit.Fixtures;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Scenario.given;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;

/** R-STOCK: a revealed card is always the top card of the stock; the waste is out of the deal. */
class RStockTest {

    @Test
    void aRevealIsOfTheTopStockCard() {
        given(Fixtures.matchStarted(), Opening.dealt())
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

    /** The menu at each step of the reveal: the top stock card only, by the player whose turn it is; in a concealed deal, any card not seen yet. */
    @Test
    void theMenuListsTheRevealTheJudgeAccepts() {
        Play.from(Fixtures.matchStarted(), Opening.dealt())
                .offers(ANA, new Command.Reveal(ANA, card("KH")))
                .refuses(new Command.Reveal(ANA, card("5C")), RuleId.STOCK, "but the top stock card is KH")
                .refuses(new Command.Reveal(BEN, card("KH")), RuleId.TURN, "ben cannot reveal a stock card now")
                .play(new Command.Reveal(ANA, card("KH")), new StockCardRevealed(ANA, card("KH")))
                .offers(ANA, new Command.Pass(ANA, card("KH")))
                .refuses(new Command.Reveal(ANA, card("5C")), RuleId.TURN, "KH is open to ana");
        Play concealed = Play.from(Fixtures.matchStarted(), DealStarted.concealed(1, BEN));
        assertThat(LegalMoves.of(concealed.state()).moves()).hasSize(CardSet.PACK.size());
        concealed.play(new Command.Reveal(ANA, card("KH")), new StockCardRevealed(ANA, card("KH")))
                .offers(ANA, new Command.Pass(ANA, card("KH")))
                .play(new Command.Pass(ANA, card("KH")), new CardPassed(ANA, card("KH")))
                .offers(BEN, new Command.Reject(BEN, card("KH")))
                .refuses(new Command.Reveal(BEN, card("KH")), RuleId.TURN)
                .play(new Command.Reject(BEN, card("KH")), new CardRejected(BEN, card("KH")))
                .offersAmong(new Command.Reveal(BEN, card("5C")))
                .refuses(new Command.Reveal(BEN, card("KH")), RuleId.STOCK, "which was seen already in this deal");
    }
}
