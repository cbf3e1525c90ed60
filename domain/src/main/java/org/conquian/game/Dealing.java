package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.event.DealStarted;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** R-DEAL's dealing: cards singly and alternately, nondealer first; the rest is the stock, top first. */
public final class Dealing {

    private Dealing() {
    }

    public static DealStarted deal(int number, String dealer, String nondealer, int handSize, List<Card> pack) {
        List<Card> nondealerHand = new ArrayList<>();
        List<Card> dealerHand = new ArrayList<>();
        for (int i = 0; i < 2 * handSize; i++) {
            (i % 2 == 0 ? nondealerHand : dealerHand).add(pack.get(i));
        }
        Map<String, List<Card>> hands = new LinkedHashMap<>();
        hands.put(nondealer, nondealerHand);
        hands.put(dealer, dealerHand);
        return new DealStarted(number, dealer, hands, pack.subList(2 * handSize, pack.size()));
    }
}
