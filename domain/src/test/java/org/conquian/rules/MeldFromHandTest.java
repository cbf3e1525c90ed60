package org.conquian.rules;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.DealPhase;
import org.conquian.game.Game;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.testkit.Deals;
import org.conquian.testkit.Scenario;
import org.conquian.testkit.Scripted;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;
import static org.conquian.testkit.Scripted.melds;

/**
 * House rule {@code meldFromHand}: the player to act may lay out melds from the hand without a take (a free meld),
 * every exposed card and at least one hand card, never the last while a discard is due; it never wins, and the
 * first card may then be taken or forced as any card (R-TURN, R-TAKE, R-MELD, R-FORCE, R-WIN).
 */
class MeldFromHandTest {

    /** mexicana, two players, ana deals: after the cambio ben holds 2C 3C 4C 6D 6H 7H JH QH, ana AD 2D 3D 4D 7S JS KH KS. */
    private static Scenario dealt(String house) {
        Map<String, List<Card>> hands = new LinkedHashMap<>();
        hands.put(ANA, cards("AD 2D 3D 4D 7S JS KH QH"));
        hands.put(BEN, cards("2C 3C 4C 6D 6H 7H JH KS"));
        List<Card> stock = new ArrayList<>(cards("5C 6C 3S 6S"));
        stock.addAll(CardSet.PACK.minus(CardSet.of(hands.get(ANA))).minus(CardSet.of(hands.get(BEN))).minus(CardSet.of(stock)).toList());
        MatchStarted started = new MatchStarted(List.of(ANA, BEN), "mexicana", 1, ANA);
        return Scenario.given(house.isEmpty() ? started : started.withHouse(House.parse(house)), new DealStarted(1, ANA, hands, stock));
    }

    private static CardsExchanged cambio() {
        Map<String, Card> given = new LinkedHashMap<>();
        given.put(ANA, card("QH"));
        given.put(BEN, card("KS"));
        return new CardsExchanged(given);
    }

    /** ben revealed the first card 5C, open to him. */
    private static Scenario firstCardOpen(String house) {
        return dealt(house).and(cambio(), new StockCardRevealed(BEN, card("5C")));
    }

    @Test
    void aFreeMeldWhileTheFirstCardIsOpenAndThenItsTakeWithNoHandCard() {
        MatchState.Started laid = firstCardOpen("meldFromHand=true").when(new Command.FreeMeld(BEN, List.of(cards("2C 3C 4C"))))
                .thenEvents(melds(BEN, "2C 3C 4C"));
        assertThat(laid.deal().phase()).isEqualTo(new DealPhase.CardOpen(BEN, card("5C"), DealPhase.Origin.FIRST_CARD, BEN));
        firstCardOpen("meldFromHand=true").and(melds(BEN, "2C 3C 4C"))
                .when(new Command.Take(BEN, card("5C"), List.of(cards("2C 3C 4C 5C"))))
                .thenEvents(new CardTaken(BEN, card("5C")), melds(BEN, "2C 3C 4C 5C"));
        assertThat(LegalMoves.of(firstCardOpen("meldFromHand=true").state()).moves())
                .contains(new Command.FreeMeld(BEN, List.of(cards("2C 3C 4C"))), new Command.FreeMeld(BEN, List.of(cards("6H 7H JH"))));
    }

    @Test
    void withoutTheHouseRuleMeldsWithNoTakeAreOutOfTurn() {
        firstCardOpen("").whenEvent(melds(BEN, "2C 3C 4C")).thenViolation(RuleId.TURN, "ben cannot lay out melds now");
        assertThat(LegalMoves.of(firstCardOpen("").state()).moves()).noneMatch(Command.FreeMeld.class::isInstance);
    }

    @Test
    void nobodyIsToActBeforeTheFirstRevealNorAnyoneButThePlayerToAct() {
        dealt("meldFromHand=true").whenEvent(melds(BEN, "2C 3C 4C")).thenViolation(RuleId.EXCHANGE);
        dealt("meldFromHand=true").and(cambio()).whenEvent(melds(BEN, "2C 3C 4C")).thenViolation(RuleId.TURN);
        firstCardOpen("meldFromHand=true").whenEvent(melds(ANA, "AD 2D 3D")).thenViolation(RuleId.TURN, "ana cannot lay out melds now");
    }

    @Test
    void aFreeMeldLaysOutAHandCardButNeverTheLastWhileADiscardIsDue() {
        firstCardOpen("meldFromHand=true").and(melds(BEN, "2C 3C 4C")).whenEvent(melds(BEN, "2C 3C 4C"))
                .thenViolation(RuleId.TAKE, "ben laid out no card from the hand");
        firstCardOpen("meldFromHand=true").whenEvent(melds(BEN, "2C 3C 4C 5C")).thenViolation(RuleId.TAKE, "5C, which ben does not hold");
        firstCardOpen("meldFromHand=true").whenEvent(melds(BEN, "2C 3C 4C 6H")).thenViolation(RuleId.MELD);
        Scenario toDiscard = sixClubsTaken();
        toDiscard.when(new Command.FreeMeld(BEN, List.of(cards("6H 7H JH QH"))))
                .thenViolation(RuleId.TAKE, "ben laid out every hand card, but is to discard: a discard is due and needs a hand card");
        toDiscard.when(new Command.FreeMeld(BEN, List.of(cards("7H JH QH")))).thenEvents(melds(BEN, "2C 3C 4C 5C 6C", "7H JH QH"));
    }

    /** ben took 5C and discarded 6D; ana rejected it, revealed 6C and passed it; ben took it: he is to discard, holding 6H 7H JH QH. */
    private static Scenario sixClubsTaken() {
        return firstCardOpen("meldFromHand=true").and(new CardTaken(BEN, card("5C")), melds(BEN, "2C 3C 4C 5C"), new CardDiscarded(BEN, card("6D")),
                new CardRejected(ANA, card("6D")), new StockCardRevealed(ANA, card("6C")), new CardPassed(ANA, card("6C")),
                new CardTaken(BEN, card("6C")), melds(BEN, "2C 3C 4C 5C 6C"));
    }

    @Test
    void aFreeMeldThatEmptiesTheHandDoesNotWinAndTheNextTakeDoes() {
        Scenario threeSpadesOpen = sixClubsTaken().and(new CardDiscarded(BEN, card("6H")), new CardRejected(ANA, card("6H")),
                new StockCardRevealed(ANA, card("3S")), new CardPassed(ANA, card("3S")));
        MatchState.Started emptied = threeSpadesOpen.when(new Command.FreeMeld(BEN, List.of(cards("7H JH QH"))))
                .thenEvents(melds(BEN, "2C 3C 4C 5C 6C", "7H JH QH"));
        assertThat(emptied.deal().holding(BEN).handEmpty()).isTrue();
        assertThat(Game.pending(emptied)).isEmpty();
        Scenario empty = threeSpadesOpen.and(melds(BEN, "2C 3C 4C 5C 6C", "7H JH QH"));
        empty.whenEvent(DealEnded.won(1, BEN)).thenViolation(RuleId.WIN, "deal 1 is not won");
        empty.whenEvent(melds(BEN, "2C 3C 4C 5C 6C", "7H JH QH")).thenViolation(RuleId.TAKE, "no card from the hand");
        Scenario kingOpen = empty.and(new CardRejected(BEN, card("3S")), new StockCardRevealed(BEN, card("6S")), new CardPassed(BEN, card("6S")),
                new CardTaken(ANA, card("6S")), melds(ANA, "6S 7S JS"), new CardDiscarded(ANA, card("KH")));
        kingOpen.when(new Command.Take(BEN, card("KH"), List.of(cards("2C 3C 4C 5C 6C"), cards("7H JH QH KH"))))
                .thenEvents(new CardTaken(BEN, card("KH")), melds(BEN, "2C 3C 4C 5C 6C", "7H JH QH KH"), DealEnded.won(1, BEN),
                        new MatchEnded(BEN, Scripted.wins(0, 1), 0));
    }

    /** pagat-upcard, ben deals: the starter 4C is open to ana, who holds AC 2C 3C. */
    private static Scenario starterOpen() {
        return Scenario.given(new MatchStarted(List.of(ANA, BEN), "pagat-upcard", 3, BEN).withHouse(House.parse("meldFromHand=true")),
                Deals.deal(1, BEN, CardSet.PACK, "4C", ANA, "AC 2C 3C 5D 6D KH QS JS 7H 2H", BEN, "AD 2D 3D 4D AH 3H 4H 5H 6S 7S"),
                new StockCardRevealed(BEN, card("4C")));
    }

    @Test
    void aFreeMeldLetsTheFirstCardBeForcedAsAnyCard() {
        starterOpen().whenEvent(new CardForced(BEN, ANA, card("4C"))).thenViolation(RuleId.FORCE, "ana has no melds");
        starterOpen().and(melds(ANA, "AC 2C 3C")).when(new Command.Force(BEN, ANA, card("4C"))).thenEvents(new CardForced(BEN, ANA, card("4C")));
    }

    @Test
    void atARealTableAFreeMeldLaysOutFaceDownCards() {
        Scenario open = Scenario.given(new MatchStarted(List.of(ANA, BEN), "pagat-upcard", 3, BEN).withHouse(House.parse("meldFromHand=true")),
                DealStarted.concealed(1, BEN), new StockCardRevealed(BEN, card("4C")));
        assertThat(LegalMoves.of(open.state()).handMelds()).containsExactly(new LegalMoves.HandMeld(ANA, 10));
        MatchState.Started laid = open.whenEvent(melds(ANA, "AC 2C 3C")).thenApplied();
        assertThat(laid.deal().holding(ANA).size()).isEqualTo(7);
        open.and(melds(ANA, "AC 2C 3C")).whenEvent(melds(ANA, "AC 2C 3C", "4C 5C 6C")).thenViolation(RuleId.TAKE, "4C, which ana does not hold");
    }
}
