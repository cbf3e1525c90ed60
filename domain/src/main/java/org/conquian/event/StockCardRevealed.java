package org.conquian.event;

import org.conquian.card.Card;

import java.util.List;
import java.util.Objects;

/** The player turned up the top stock card. */
public record StockCardRevealed(String player, Card card) implements Event {

    public static final String TYPE = "StockCardRevealed";

    public StockCardRevealed {
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
