package org.conquian.game;

import org.conquian.event.DealEnded;
import org.conquian.event.DealResult;
import org.conquian.event.Event;
import org.conquian.event.HandsShown;
import org.conquian.event.MatchEnded;
import org.conquian.event.Narration;
import org.conquian.rules.RuleId;
import org.conquian.rules.Violation;

import java.util.Optional;

/**
 * The rule of the moment, as the format names it: once a match is decided, and in the phases of a deal that
 * bind ({@link MoveKind.Admits#binds}), only one event may come next, and anything else breaks the rule of that
 * point, whatever its type.
 */
final class RuleOfTheMoment {

    private RuleOfTheMoment() {
    }

    static Optional<Violation> check(MatchState.Underway state, Event event) {
        if (state.stage() == MatchState.Stage.DECIDED) {
            boolean mayShow = LegalMoves.handsMayBeShown(state);
            return event instanceof MatchEnded || mayShow && event instanceof HandsShown ? Optional.empty()
                    : refuse(RuleId.MATCH, state.decidedWinner().orElseThrow() + " has won the match; only "
                    + (mayShow ? "the hands shown or " : "") + "the end of the match may come next, not "
                    + Narration.brief(event));
        }
        if (state.stage() != MatchState.Stage.IN_DEAL) {
            return Optional.empty();
        }
        if (event instanceof DealEnded ended && ended.result() instanceof DealResult.Voided && MatchRules.mayVoid(state)) {
            // at a real table a misdeal is found in place of the cambio
            return Optional.empty();
        }
        DealPhase phase = state.deal().phase();
        return MoveRules.whileDue(MoveKind.admitted(phase), phase, event);
    }

    private static Optional<Violation> refuse(RuleId rule, String message) {
        return Optional.of(Violation.of(rule, message));
    }
}
