package org.conquian.event;

import org.conquian.card.Card;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The cambio of {@code mexicana}: right after the deal every player gave one card of their dealt hand, face
 * down, to the player on their right, all at once. In a concealed deal nobody saw the cards, and the log
 * names none.
 *
 * @param given each giver and the card they gave, written {@code cards} in the log; empty when concealed
 */
public record CardsExchanged(Optional<Map<String, Card>> given) implements Event {

    public static final String TYPE = "CardsExchanged";

    public CardsExchanged {
        given = Objects.requireNonNull(given, "given").map(Map::copyOf);
    }

    /** A cambio whose cards are known. */
    public CardsExchanged(Map<String, Card> given) {
        this(Optional.of(given));
    }

    /** The cambio of a concealed deal. */
    public static CardsExchanged concealed() {
        return new CardsExchanged(Optional.empty());
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<Card> cards() {
        return given.map(cards -> List.copyOf(cards.values())).orElse(List.of());
    }
}
