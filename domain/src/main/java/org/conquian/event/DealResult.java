package org.conquian.event;

import java.util.Objects;

/**
 * How a deal ended: won by a player, drawn when a card was rejected with the stock empty, or void, a misdeal
 * dealt again by the same dealer (house rule {@code misdeal}).
 */
public sealed interface DealResult {

    /** The word written in {@code DealEnded.result}. */
    String word();

    record Won(String winner) implements DealResult {
        public Won {
            Objects.requireNonNull(winner, "winner");
        }

        @Override
        public String word() {
            return "won";
        }
    }

    record Drawn() implements DealResult {
        @Override
        public String word() {
            return "drawn";
        }
    }

    /** A misdeal: no winner, no draw, nothing scored; the same dealer deals again. */
    record Voided() implements DealResult {
        @Override
        public String word() {
            return "void";
        }
    }
}
