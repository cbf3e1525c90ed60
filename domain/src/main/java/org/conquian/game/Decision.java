package org.conquian.game;

import org.conquian.event.Event;
import org.conquian.rules.Violation;

import java.util.List;

/** The answer to a command: the events it records and the state after them, or the rule it breaks. */
public sealed interface Decision {

    record Accepted(List<Event> events, MatchState state) implements Decision {
        public Accepted {
            events = List.copyOf(events);
        }
    }

    record Refused(Violation violation) implements Decision {
    }
}
