package org.conquian.event;

import java.util.Objects;

/**
 * What a director's ruling, or an appeal, decides about a call: the called irregularity withdrawn ({@link Rectify}), the
 * deal void ({@link VoidDeal}), the deal awarded to a player ({@link AwardDeal}), or no irregularity found
 * ({@link NoIrregularity}, for a call without a move only).
 */
public sealed interface RulingDecision {

    RulingDecision RECTIFY = new Rectify();
    RulingDecision VOID_DEAL = new VoidDeal();
    RulingDecision NO_IRREGULARITY = new NoIrregularity();

    /** The word written in {@code decision}. */
    String word();

    /** Whether the decision ends the deal at once: a void or an award. */
    default boolean endsTheDeal() {
        return false;
    }

    /** The deal goes on from the state before the call. */
    record Rectify() implements RulingDecision {
        @Override
        public String word() {
            return "rectify";
        }
    }

    /** The deal ends void, and the same dealer deals the next. */
    record VoidDeal() implements RulingDecision {
        @Override
        public String word() {
            return "void-deal";
        }

        @Override
        public boolean endsTheDeal() {
            return true;
        }
    }

    /** The deal ends won by {@code winner}, as any won deal. */
    record AwardDeal(String winner) implements RulingDecision {
        public AwardDeal {
            Objects.requireNonNull(winner, "winner");
        }

        @Override
        public String word() {
            return "award-deal";
        }

        @Override
        public boolean endsTheDeal() {
            return true;
        }
    }

    /** The director finds no irregularity: nothing changes, as after a rectification. */
    record NoIrregularity() implements RulingDecision {
        @Override
        public String word() {
            return "no-irregularity";
        }
    }
}
