package org.conquian.event;

import org.conquian.card.Card;

import java.util.List;
import java.util.Objects;

/** The deal is over, won or drawn. */
public record DealEnded(int deal, DealResult result) implements Event {

    public static final String TYPE = "DealEnded";

    public DealEnded {
        Objects.requireNonNull(result, "result");
    }

    public static DealEnded won(int deal, String winner) {
        return new DealEnded(deal, new DealResult.Won(winner));
    }

    public static DealEnded drawn(int deal) {
        return new DealEnded(deal, new DealResult.Drawn());
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<Card> cards() {
        return List.of();
    }
}
