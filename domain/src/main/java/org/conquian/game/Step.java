package org.conquian.game;

import org.conquian.rules.Violation;

/** The outcome of applying one event to a match: the next state, or the rule the event breaks. */
public sealed interface Step {

    record Applied(MatchState state) implements Step {
    }

    record Refused(Violation violation) implements Step {
    }
}
