package org.conquian.event;

import org.conquian.card.Card;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * At the end of a concealed deal the players showed the cards left in their hands. Lists are kept as
 * written, duplicates included, so that a wrong showing can be judged.
 */
public record HandsShown(Map<String, List<Card>> hands) implements Event {

    public static final String TYPE = "HandsShown";

    public HandsShown {
        Map<String, List<Card>> copy = new LinkedHashMap<>();
        hands.forEach((player, hand) -> copy.put(player, List.copyOf(hand)));
        hands = Collections.unmodifiableMap(copy);
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<Card> cards() {
        List<Card> cards = new ArrayList<>();
        hands.values().forEach(cards::addAll);
        return cards;
    }
}
