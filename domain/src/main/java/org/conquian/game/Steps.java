package org.conquian.game;

import org.conquian.rules.RuleId;
import org.conquian.rules.Violation;

/** Shorthands for the steps the rule classes judge an event to: applied, or refused by a rule. */
final class Steps {

    private Steps() {
    }

    static Step applied(MatchState state) {
        return new Step.Applied(state);
    }

    static Step refused(RuleId rule, String message) {
        return new Step.Refused(Violation.of(rule, message));
    }
}
