package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.event.DealStarted;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** R-DEAL's dealing: cards singly and in turn, from the player on the dealer's right; the rest is the stock, top first. */
public final class Dealing {

    private Dealing() {
    }

    public static DealStarted deal(int number, String dealer, MatchSetup setup, List<Card> pack) {
        int seats = setup.players().size();
        int handSize = setup.profile().handSize();
        Map<String, List<Card>> hands = new LinkedHashMap<>();
        for (int seat = 1; seat <= seats; seat++) {
            hands.put(setup.seatFrom(dealer, seat), new ArrayList<>());
        }
        List<List<Card>> inTurn = List.copyOf(hands.values());
        for (int i = 0; i < seats * handSize; i++) {
            inTurn.get(i % seats).add(pack.get(i));
        }
        return new DealStarted(number, dealer, hands, pack.subList(seats * handSize, pack.size()));
    }
}
