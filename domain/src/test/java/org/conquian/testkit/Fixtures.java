package org.conquian.testkit;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.event.DealStarted;
import org.conquian.event.MatchStarted;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Fixtures in the game's words: ana and ben, ben dealing the first deal (so ana reveals first), and deals
 * written as two hands and the top of the stock, the rest of the stock filled in card order.
 */
public final class Fixtures {

    public static final String ANA = "ana";
    public static final String BEN = "ben";

    private Fixtures() {
    }

    public static List<Card> cards(String codes) {
        return Card.list(codes);
    }

    public static Card card(String code) {
        return Card.parse(code);
    }

    public static MatchStarted matchStarted() {
        return new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, BEN);
    }

    /** Deal {@code number}, dealt by ben when odd and ana when even, as the first dealer is ben. */
    public static DealStarted deal(int number, String anaHand, String benHand, String stockTop) {
        return deal(number, number % 2 == 1 ? BEN : ANA, anaHand, benHand, stockTop);
    }

    public static DealStarted deal(int number, String dealer, String anaHand, String benHand, String stockTop) {
        List<Card> ana = cards(anaHand);
        List<Card> ben = cards(benHand);
        List<Card> stock = new ArrayList<>(cards(stockTop));
        CardSet used = CardSet.of(ana).union(CardSet.of(ben)).union(CardSet.of(stock));
        stock.addAll(CardSet.PACK.minus(used).toList());
        Map<String, List<Card>> hands = new LinkedHashMap<>();
        hands.put(ANA, ana);
        hands.put(BEN, ben);
        return new DealStarted(number, dealer, hands, stock);
    }
}
