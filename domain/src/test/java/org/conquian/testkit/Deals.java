package org.conquian.testkit;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.event.CardPassed;
import org.conquian.event.CardTaken;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.MatchState;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.conquian.testkit.Fixtures.cards;

/** Deals of any pack and any seats, written as hands and the top of the stock, the rest of the stock filled in card order. */
public final class Deals {

    private Deals() {
    }

    /**
     * Deal {@code number} by {@code dealer} from {@code pack}: {@code hands} alternates player and cards
     * ({@code "ana", "AC 2C ..."}), the stock is {@code stockTop} then every card of the pack left, in card order.
     */
    public static DealStarted deal(int number, String dealer, CardSet pack, String stockTop, String... hands) {
        Map<String, List<Card>> dealt = new LinkedHashMap<>();
        CardSet used = CardSet.EMPTY;
        for (int i = 0; i < hands.length; i += 2) {
            List<Card> hand = cards(hands[i + 1]);
            dealt.put(hands[i], hand);
            used = used.plus(CardSet.of(hand));
        }
        List<Card> stock = new ArrayList<>(cards(stockTop));
        used = used.plus(CardSet.of(stock));
        stock.addAll(pack.minus(used).toList());
        return new DealStarted(number, dealer, dealt, stock);
    }

    /**
     * A quick win in a two-player match of ten-card hands and a 40-card pack, dealt by the next dealer: the winner
     * holds {@code AC…7C QH QD QC}, QS tops the stock; the nondealer reveals it, and takes it or passes it to the
     * dealer who does.
     */
    public static List<Event> quickWin(MatchState.Started state, String winner) {
        int number = state.dealsStarted() + 1;
        String dealer = state.nextDealer();
        String nondealer = state.setup().seatFrom(dealer, 1);
        String loser = state.setup().seatFrom(winner, 1);
        List<Event> events = new ArrayList<>();
        events.add(deal(number, dealer, CardSet.PACK, "QS", winner, "AC 2C 3C 4C 5C 6C 7C QH QD QC", loser, "AD 2D 3D 4D 5D 6D 7D JD KH KS"));
        events.add(new StockCardRevealed(nondealer, Fixtures.card("QS")));
        if (!winner.equals(nondealer)) {
            events.add(new CardPassed(nondealer, Fixtures.card("QS")));
        }
        events.add(new CardTaken(winner, Fixtures.card("QS")));
        events.add(Scripted.melds(winner, "AC 2C 3C 4C 5C 6C 7C", "QC QD QH QS"));
        events.add(DealEnded.won(number, winner));
        return events;
    }
}
