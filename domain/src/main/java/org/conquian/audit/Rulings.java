package org.conquian.audit;

import org.conquian.event.AppealDecided;
import org.conquian.event.DealEnded;
import org.conquian.event.DealResult;
import org.conquian.event.Event;
import org.conquian.event.RulingGiven;
import org.conquian.game.MatchState;

/**
 * What an audit counts of a match's rulings, as what the record cannot check: the director's rulings, how many of them are
 * about a call without a move (facts taken on the director's word), the appeals, and the deals a decision in force voided
 * or awarded (their result changed without play).
 */
public record Rulings(int rulings, int withoutMove, int appeals, int dealsVoided, int dealsAwarded) {

    public static final Rulings NONE = new Rulings(0, 0, 0, 0, 0);

    /** The counts after a valid event, judged from the match before it: only a ruling, an appeal and a deal's end count. */
    public Rulings counted(MatchState before, Event event) {
        if (event instanceof RulingGiven) {
            return new Rulings(rulings + 1, withoutMove + (withoutMove(before) ? 1 : 0), appeals, dealsVoided, dealsAwarded);
        }
        if (event instanceof AppealDecided) {
            return new Rulings(rulings, withoutMove, appeals + 1, dealsVoided, dealsAwarded);
        }
        if (event instanceof DealEnded ended && ordered(before)) {
            return ended.result() instanceof DealResult.Won ? new Rulings(rulings, withoutMove, appeals, dealsVoided, dealsAwarded + 1)
                    : new Rulings(rulings, withoutMove, appeals, dealsVoided + 1, dealsAwarded);
        }
        return this;
    }

    /** Whether the call a ruling is about, which waits in the match before it, has no move. */
    private static boolean withoutMove(MatchState before) {
        return before instanceof MatchState.Underway underway && underway.callWaiting().filter(call -> call.move().isEmpty()).isPresent();
    }

    /** Whether a decision in force voided or awarded the deal, so that the deal's end is the one it gives. */
    private static boolean ordered(MatchState before) {
        return before instanceof MatchState.Underway underway && underway.hearing().endingTheDeal().isPresent();
    }

    /** Whether a ruling was counted: the verdict says the counts only then. */
    public boolean any() {
        return rulings > 0;
    }

    /**
     * {@code 2 rulings, 1 without a move; 1 appeal; 1 deal voided}: the rulings always, each other count when it is not 0;
     * empty when no ruling was counted.
     */
    public String words() {
        if (!any()) {
            return "";
        }
        StringBuilder words = new StringBuilder(count(rulings, "ruling", "rulings"));
        if (withoutMove > 0) {
            words.append(", ").append(withoutMove).append(" without a move");
        }
        if (appeals > 0) {
            words.append("; ").append(count(appeals, "appeal", "appeals"));
        }
        if (dealsVoided > 0) {
            words.append("; ").append(count(dealsVoided, "deal voided", "deals voided"));
        }
        if (dealsAwarded > 0) {
            words.append("; ").append(count(dealsAwarded, "deal awarded", "deals awarded"));
        }
        return words.toString();
    }

    private static String count(int count, String one, String many) {
        return count + " " + (count == 1 ? one : many);
    }
}
