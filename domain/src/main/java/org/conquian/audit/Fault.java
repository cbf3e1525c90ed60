package org.conquian.audit;

import org.conquian.rules.RuleId;

import java.util.Objects;

/**
 * The first faulty event of a match.
 *
 * @param seq  the faulty event's own seq, or null where it has no readable integer seq of at least 1
 * @param line its line number in the file, from 1
 */
public record Fault(Long seq, long line, RuleId rule, String message) {

    public Fault {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(message, "message");
    }
}
