package org.conquian.event;

import org.conquian.card.Card;

import java.util.List;
import java.util.Objects;

/** The player took the open centre card. */
public record CardTaken(String player, Card card) implements Event {

    public static final String TYPE = "CardTaken";

    public CardTaken {
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
