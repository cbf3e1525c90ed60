package org.conquian.event;

import org.conquian.card.Card;

import java.util.List;
import java.util.Objects;

/** The player rejected the open centre card into the waste. */
public record CardRejected(String player, Card card) implements Event {

    public static final String TYPE = "CardRejected";

    public CardRejected {
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
