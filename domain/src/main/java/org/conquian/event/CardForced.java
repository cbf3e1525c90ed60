package org.conquian.event;

import org.conquian.card.Card;

import java.util.List;
import java.util.Objects;

/** {@code player} demanded that {@code target} take the open centre card into their melds. */
public record CardForced(String player, String target, Card card) implements Event {

    public static final String TYPE = "CardForced";

    public CardForced {
        Objects.requireNonNull(player, "player");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(card, "card");
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<Card> cards() {
        return List.of(card);
    }
}
