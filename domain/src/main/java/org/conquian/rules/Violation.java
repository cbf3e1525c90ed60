package org.conquian.rules;

import java.util.Objects;

/** A broken rule: its id and a sentence, naming the player and the cards, that a person can act on. */
public record Violation(RuleId rule, String message) {

    public Violation {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(message, "message");
    }

    public static Violation of(RuleId rule, String message) {
        return new Violation(rule, message);
    }

    @Override
    public String toString() {
        return rule.id() + ": " + message;
    }
}
