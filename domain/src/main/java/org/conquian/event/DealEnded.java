package org.conquian.event;

import org.conquian.card.Card;

import java.util.List;
import java.util.Objects;

/** The deal is over, won, drawn or void. */
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

    /** The end of a misdealt deal, void. */
    public static DealEnded voided(int deal) {
        return new DealEnded(deal, new DealResult.Voided());
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
