package org.conquian.rules;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.MatchStarted;
import org.conquian.event.StockCardRevealed;
import org.conquian.testkit.Deals;
import org.conquian.testkit.Opening;
import org.conquian.testkit.Scenario;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;

/**
 * House rule {@code revealer}: who reveals after a rejection with stock left, the rejecter (the profile's rule), the
 * player after the deal's last revealer (rotation), or the player on the right of who left the card (next) (R-TURN).
 */
class RevealerTest {

    private static final String CRUZ = "cruz";

    /** ana revealed KH and passed it, ben took it and discarded 6H, open to ana. */
    private static Scenario benDiscarded6H(String house) {
        List<Event> events = new ArrayList<>(Opening.benDiscarded6H());
        events.set(0, new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, BEN).withHouse(House.parse(house)));
        return Scenario.given(events);
    }

    @Test
    void byRotationThePlayerAfterTheLastRevealerReveals() {
        benDiscarded6H("revealer=rotation").when(new Command.Reject(ANA, card("6H")))
                .thenEvents(new CardRejected(ANA, card("6H")), new StockCardRevealed(BEN, card("5C")));
        benDiscarded6H("revealer=rotation").and(new CardRejected(ANA, card("6H"))).whenEvent(new StockCardRevealed(ANA, card("5C")))
                .thenViolation(RuleId.TURN, "ana cannot reveal a stock card now: ben is to reveal");
        benDiscarded6H("revealer=rejecter").when(new Command.Reject(ANA, card("6H")))
                .thenEvents(new CardRejected(ANA, card("6H")), new StockCardRevealed(ANA, card("5C")));
        benDiscarded6H("revealer=next").when(new Command.Reject(ANA, card("6H")))
                .thenEvents(new CardRejected(ANA, card("6H")), new StockCardRevealed(ANA, card("5C")));
    }

    @Test
    void nextIsThePlayerOnTheRightOfWhoLeftTheCard() {
        Scenario rejected = OfferTest.cruzDiscardedKC("offer=round,revealer=next").and(new CardPassed(ANA, card("KC")));
        rejected.when(new Command.Reject(BEN, card("KC"))).thenEvents(new CardRejected(BEN, card("KC")), new StockCardRevealed(ANA, card("7H")));
        rejected.and(new CardRejected(BEN, card("KC"))).whenEvent(new StockCardRevealed(BEN, card("7H"))).thenViolation(RuleId.TURN);
        OfferTest.cruzDiscardedKC("offer=round").and(new CardPassed(ANA, card("KC"))).when(new Command.Reject(BEN, card("KC")))
                .thenEvents(new CardRejected(BEN, card("KC")), new StockCardRevealed(BEN, card("7H")));
        OfferTest.cruzDiscardedKC("offer=round,revealer=rotation").and(new CardPassed(ANA, card("KC"))).when(new Command.Reject(BEN, card("KC")))
                .thenEvents(new CardRejected(BEN, card("KC")), new StockCardRevealed(BEN, card("7H")));
    }

    @Test
    void afterTheStarterIsRejectedTheNondealerRevealsUnderEveryRule() {
        for (String house : List.of("revealer=rejecter", "revealer=rotation", "revealer=next")) {
            Scenario.given(new MatchStarted(List.of(ANA, BEN), "pagat-upcard", 3, BEN).withHouse(House.parse(house)),
                            Deals.deal(1, BEN, CardSet.PACK, "KD KH", ANA, "AC 2C 3C 4C 5C 6C 7C JC QC KC", BEN, "AD 2D 3D 4D 5D 6D 7D JD QD AH"),
                            new StockCardRevealed(BEN, card("KD")), new CardPassed(ANA, card("KD")))
                    .when(new Command.Reject(BEN, card("KD"))).thenEvents(new CardRejected(BEN, card("KD")), new StockCardRevealed(ANA, card("KH")));
        }
    }

    /** mexicana, cruz deals: ana reveals the first card 6H, which goes round to cruz. */
    private static Scenario firstCardAtTheDealer(String house) {
        Map<String, List<Card>> hands = new LinkedHashMap<>();
        hands.put(ANA, cards("QS AC 2D 3D KH KD 4S 5S"));
        hands.put(BEN, cards("5H JD QD 7C 7D 2S 3S AS"));
        hands.put(CRUZ, cards("2C 4H KC 6C 6D 6S JC QC"));
        Map<String, Card> cambio = new LinkedHashMap<>();
        cambio.put(ANA, card("QS"));
        cambio.put(BEN, card("5H"));
        cambio.put(CRUZ, card("2C"));
        return Scenario.given(new MatchStarted(List.of(ANA, BEN, CRUZ), "mexicana", 1, CRUZ).withHouse(House.parse(house)),
                new DealStarted(1, CRUZ, hands, cards("6H 7H 3H KS 3C 4C 5C AD 4D 5D AH 2H JH QH 7S JS")), new CardsExchanged(cambio),
                new StockCardRevealed(ANA, card("6H")), new CardPassed(ANA, card("6H")), new CardPassed(BEN, card("6H")));
    }

    @Test
    void whenTheMexicanaDealerRejectsTheFirstCardThePlayerAfterTheDealersRightRevealsByRotationOrNext() {
        firstCardAtTheDealer("revealer=rejecter").when(new Command.Reject(CRUZ, card("6H")))
                .thenEvents(new CardRejected(CRUZ, card("6H")), new StockCardRevealed(CRUZ, card("7H")));
        firstCardAtTheDealer("revealer=rotation").when(new Command.Reject(CRUZ, card("6H")))
                .thenEvents(new CardRejected(CRUZ, card("6H")), new StockCardRevealed(BEN, card("7H")));
        firstCardAtTheDealer("revealer=next").when(new Command.Reject(CRUZ, card("6H")))
                .thenEvents(new CardRejected(CRUZ, card("6H")), new StockCardRevealed(BEN, card("7H")));
    }
}
