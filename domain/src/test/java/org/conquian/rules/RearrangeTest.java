package org.conquian.rules;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.MatchStarted;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.LegalMoves;
import org.conquian.testkit.Deals;
import org.conquian.testkit.Scenario;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;
import static org.conquian.testkit.Scripted.melds;

/**
 * House rule {@code rearrange} false, discard-then-meld: a take keeps every meld laid out before it, only extending
 * one (R-TAKE), and a card is forced only if it extends one meld as it lies (R-FORCE).
 */
class RearrangeTest {

    private static MatchStarted anglo(String firstDealer, String house) {
        MatchStarted started = new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, firstDealer);
        return house.isEmpty() ? started : started.withHouse(House.parse(house));
    }

    /** ben has laid out 3H 4H 5H and 7H JH QH, and 6H is open to him. */
    private static Scenario sixHeartsOpenToBen(String house) {
        return Scenario.given(anglo(ANA, house),
                Deals.deal(1, ANA, CardSet.PACK, "5H QH 6H", BEN, "3H 4H 7H JH AC 2C 3C 4D 6S KD", ANA, "5C 5D 5S 6D 7S JS QS KS 2D 3D"),
                new StockCardRevealed(BEN, card("5H")), new CardTaken(BEN, card("5H")), melds(BEN, "3H 4H 5H"), new CardDiscarded(BEN, card("KD")),
                new CardRejected(ANA, card("KD")), new StockCardRevealed(ANA, card("QH")), new CardPassed(ANA, card("QH")),
                new CardTaken(BEN, card("QH")), melds(BEN, "3H 4H 5H", "7H JH QH"), new CardDiscarded(BEN, card("6S")),
                new CardRejected(ANA, card("6S")), new StockCardRevealed(ANA, card("6H")), new CardPassed(ANA, card("6H")));
    }

    @Test
    void aTakeMayExtendAMeld() {
        sixHeartsOpenToBen("discard-then-meld").when(new Command.Take(BEN, card("6H"), List.of(cards("3H 4H 5H 6H"), cards("7H JH QH"))))
                .thenEvents(new CardTaken(BEN, card("6H")), melds(BEN, "3H 4H 5H 6H", "7H JH QH"));
    }

    @Test
    void aTakeThatJoinsTwoMeldsBreaksRTake() {
        sixHeartsOpenToBen("discard-then-meld").when(new Command.Take(BEN, card("6H"), List.of(cards("3H 4H 5H 6H 7H JH QH"))))
                .thenViolation(RuleId.TAKE, "ben joined the melds 3H 4H 5H and 7H JH QH into 3H 4H 5H 6H 7H JH QH; with discard-then-meld");
        sixHeartsOpenToBen("").when(new Command.Take(BEN, card("6H"), List.of(cards("3H 4H 5H 6H 7H JH QH"))))
                .thenEvents(new CardTaken(BEN, card("6H")), melds(BEN, "3H 4H 5H 6H 7H JH QH"));
    }

    @Test
    void theMenuListsOnlyTakesThatKeepTheMelds() {
        List<List<Card>> joined = List.of(cards("3H 4H 5H 6H 7H JH QH"));
        assertThat(LegalMoves.takes(sixHeartsOpenToBen("discard-then-meld").state(), BEN, card("6H"))).extracting(Command.Take::melds)
                .containsExactlyInAnyOrder(List.of(cards("3H 4H 5H 6H"), cards("7H JH QH")), List.of(cards("3H 4H 5H"), cards("6H 7H JH QH")),
                        List.of(cards("AC 2C 3C"), cards("3H 4H 5H 6H"), cards("7H JH QH")), List.of(cards("AC 2C 3C"), cards("3H 4H 5H"), cards("6H 7H JH QH")))
                .doesNotContain(joined);
        assertThat(LegalMoves.takes(sixHeartsOpenToBen("").state(), BEN, card("6H"))).extracting(Command.Take::melds).contains(joined);
    }

    /** ana has laid out 5C 5D 5H 5S and 6S 7S JS, and the stock's next card is open to her. */
    private static Scenario openToAna(String house, String next) {
        return Scenario.given(anglo(BEN, house),
                Deals.deal(1, BEN, CardSet.PACK, "5S JS " + next, ANA, "5C 5D 5H 6S 7S KC KD 2C 3D 4C", BEN, "AH 2H 3H 6H 7H JH AD 2S 3S QC"),
                new StockCardRevealed(ANA, card("5S")), new CardTaken(ANA, card("5S")), melds(ANA, "5C 5D 5H 5S"), new CardDiscarded(ANA, card("KC")),
                new CardRejected(BEN, card("KC")), new StockCardRevealed(BEN, card("JS")), new CardPassed(BEN, card("JS")),
                new CardTaken(ANA, card("JS")), melds(ANA, "5C 5D 5H 5S", "6S 7S JS"), new CardDiscarded(ANA, card("KD")),
                new CardRejected(BEN, card("KD")), new StockCardRevealed(BEN, card(next)), new CardPassed(BEN, card(next)));
    }

    @Test
    void aCardThatFitsOnlyAfterRearrangingCannotBeForced() {
        openToAna("", "4S").when(new Command.Force(BEN, ANA, card("4S"))).thenEvents(new CardForced(BEN, ANA, card("4S")));
        openToAna("discard-then-meld", "4S").when(new Command.Force(BEN, ANA, card("4S")))
                .thenViolation(RuleId.FORCE, "4S does not extend one of ana's melds 5C 5D 5H 5S, 6S 7S JS as it lies");
        openToAna("discard-then-meld", "QS").when(new Command.Force(BEN, ANA, card("QS"))).thenEvents(new CardForced(BEN, ANA, card("QS")));
    }
}
