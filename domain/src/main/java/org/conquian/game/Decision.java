package org.conquian.game;

import org.conquian.event.Event;
import org.conquian.rules.Violation;

import java.util.List;

/** The answer to a command: the events it records and the state after them, or the rule it breaks. */
public sealed interface Decision {

    /**
     * @param after the state after each of the events, in their order, the last of them {@code state}: the judge folded
     *              each event to judge the next, and whoever keeps the match's states takes them from here, not by
     *              folding the events a second time
     */
    record Accepted(List<Event> events, MatchState state, List<MatchState> after) implements Decision {
        public Accepted {
            events = List.copyOf(events);
            after = List.copyOf(after);
            if (after.size() != events.size()) {
                throw new IllegalArgumentException("a state after each event: " + events.size() + " events, " + after.size() + " states");
            }
        }
    }

    record Refused(Violation violation) implements Decision {
    }
}
