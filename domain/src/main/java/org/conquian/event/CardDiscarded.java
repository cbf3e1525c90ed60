package org.conquian.event;

import org.conquian.card.Card;

import java.util.List;
import java.util.Objects;

/** The player discarded a hand card; it is now the centre card. */
public record CardDiscarded(String player, Card card) implements Event {

    public static final String TYPE = "CardDiscarded";

    public CardDiscarded {
        Objects.requireNonNull(player, "player");
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
