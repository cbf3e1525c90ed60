package org.conquian.event;

import org.conquian.card.Card;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The cambio of {@code mexicana}: right after the deal every player gave one card of their dealt hand, face
 * down, to the player on their right, all at once.
 *
 * @param given each giver and the card they gave; written {@code cards} in the log
 */
public record CardsExchanged(Map<String, Card> given) implements Event {

    public static final String TYPE = "CardsExchanged";

    public CardsExchanged {
        given = Map.copyOf(Objects.requireNonNull(given, "given"));
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<Card> cards() {
        return List.copyOf(given.values());
    }
}
