package org.conquian.game;

import org.conquian.event.AppealDecided;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.Narration;
import org.conquian.event.RulingDecision;
import org.conquian.event.RulingGiven;

import java.util.Optional;

/**
 * Where the director's part of a deal stands after the last event: nothing pending, a call waiting for its ruling (play
 * stops), the ruling just given (its appeal may come), or an appeal just decided to void or award the deal. A called move
 * is never applied, so the deal itself is as it was before the call throughout.
 */
public sealed interface Hearing {

    Hearing NONE = new None();

    /**
     * The decision in force, while the {@code DealEnded} it gives is the one event that may come: a void or an award just
     * ruled (its appeal may still come instead) or just decided on appeal. Empty otherwise.
     */
    default Optional<RulingDecision> endingTheDeal() {
        return Optional.empty();
    }

    /**
     * A sentence saying what the director's part of the deal waits for, when it decides what comes next: {@code the call
     * of seq 11 waits for the director's ruling}, {@code the decision in force is void-deal: the deal ends void}. Empty
     * where the deal's phase says it.
     */
    default Optional<String> describe() {
        return switch (this) {
            case None none -> Optional.empty();
            case CallWaiting waiting -> Optional.of("the call of seq " + waiting.seq() + " waits for the director's ruling");
            case Ruled ruled -> ruled.endingTheDeal().map(decision -> "the decision in force is " + Narration.decision(decision) + ": "
                    + ending(decision) + ", unless the ruling of seq " + ruled.seq() + " is appealed at once");
            case Appealed appealed -> Optional.of("the decision in force is " + Narration.decision(appealed.appeal().decision()) + ": "
                    + ending(appealed.appeal().decision()));
        };
    }

    private static String ending(RulingDecision decision) {
        return decision instanceof RulingDecision.AwardDeal award ? "the deal ends won by " + award.winner() : "the deal ends void";
    }

    /** No call, ruling or appeal is pending: the last event was none of them, or a ruling in force has done its work. */
    record None() implements Hearing {
    }

    /** The call of seq {@code seq} waits for the director's ruling, and nothing else may come. */
    record CallWaiting(long seq, IrregularityCalled call) implements Hearing {
    }

    /** The ruling of seq {@code seq} on the call was just given: its appeal may come next. */
    record Ruled(long seq, IrregularityCalled call, RulingGiven ruling) implements Hearing {
        @Override
        public Optional<RulingDecision> endingTheDeal() {
            return Optional.of(ruling.decision()).filter(RulingDecision::endsTheDeal);
        }
    }

    /** The appeal of a ruling on the call was just decided, to void or to award the deal. */
    record Appealed(IrregularityCalled call, AppealDecided appeal) implements Hearing {
        @Override
        public Optional<RulingDecision> endingTheDeal() {
            return Optional.of(appeal.decision());
        }
    }
}
