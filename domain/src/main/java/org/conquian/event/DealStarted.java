package org.conquian.event;

import org.conquian.card.Card;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The pack was shuffled, cut and dealt: each player's hand and the stock, top card first, as dealt.
 * Lists and keys are kept as written, duplicates included, so that a wrong deal can be judged.
 */
public record DealStarted(int deal, String dealer, Map<String, List<Card>> hands, List<Card> stock) implements Event {

    public static final String TYPE = "DealStarted";

    public DealStarted {
        Objects.requireNonNull(dealer, "dealer");
        Map<String, List<Card>> copy = new LinkedHashMap<>();
        hands.forEach((player, hand) -> copy.put(player, List.copyOf(hand)));
        hands = Collections.unmodifiableMap(copy);
        stock = List.copyOf(stock);
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<Card> cards() {
        List<Card> cards = new ArrayList<>(stock);
        hands.values().forEach(cards::addAll);
        return cards;
    }
}
