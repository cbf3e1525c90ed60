package org.conquian.game;

import org.conquian.event.Event;
import org.conquian.event.MatchStarted;
import org.conquian.rules.RuleId;
import org.conquian.rules.Violation;

import java.util.Optional;

/** R-SEQ as far as event types tell it: a match opens with one {@code MatchStarted} and closes with {@code MatchEnded}. */
final class StreamOrder {

    private StreamOrder() {
    }

    static Optional<Violation> check(MatchState state, Event event) {
        boolean start = event instanceof MatchStarted;
        return switch (state) {
            case MatchState.NotStarted notStarted -> start ? Optional.empty()
                    : refuse("the first event of a match must be MatchStarted, not " + event.type());
            case MatchState.Ended ended -> refuse("the match ended with MatchEnded; no " + event.type() + " may follow it");
            case MatchState.Underway underway -> start
                    ? refuse("the match has already started; a second MatchStarted is not allowed")
                    : Optional.empty();
        };
    }

    private static Optional<Violation> refuse(String message) {
        return Optional.of(Violation.of(RuleId.SEQ, message));
    }
}
