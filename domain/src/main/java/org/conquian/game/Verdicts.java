package org.conquian.game;

import org.conquian.rules.RuleId;
import org.conquian.rules.Violation;

/** Shorthands for the rule classes' outcomes. */
final class Verdicts {

    private Verdicts() {
    }

    static Step applied(MatchState state) {
        return new Step.Applied(state);
    }

    static Step refused(RuleId rule, String message) {
        return new Step.Refused(Violation.of(rule, message));
    }
}
