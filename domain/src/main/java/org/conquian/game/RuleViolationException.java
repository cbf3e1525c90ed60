package org.conquian.game;

import org.conquian.rules.Violation;

/** Thrown where an event had to be valid and was not; carries the rule it breaks. */
public final class RuleViolationException extends RuntimeException {

    private final transient Violation violation;

    public RuleViolationException(Violation violation) {
        super(violation.toString());
        this.violation = violation;
    }

    public Violation violation() {
        return violation;
    }
}
