package org.conquian.event;

import org.conquian.card.Card;

import java.util.List;
import java.util.Objects;

/** The player left the card they revealed for the player on their right. */
public record CardPassed(String player, Card card) implements Event {

    public static final String TYPE = "CardPassed";

    public CardPassed {
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
