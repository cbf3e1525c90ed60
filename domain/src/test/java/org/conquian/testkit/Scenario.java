package org.conquian.testkit;

import org.conquian.command.Command;
import org.conquian.event.Event;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.game.Step;
import org.conquian.rules.RuleId;
import org.conquian.rules.Violation;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/** Given events, when a command (or an event), then events or a violation. */
public final class Scenario {

    private final MatchState state;

    private Scenario(MatchState state) {
        this.state = state;
    }

    public static Scenario given(Event... events) {
        return given(Arrays.asList(events));
    }

    public static Scenario given(List<Event> events) {
        MatchState state = MatchState.NOT_STARTED;
        for (Event event : events) {
            state = Game.evolve(state, event);
        }
        return new Scenario(state);
    }

    /** The state the given events leave, which a scenario expects to be a started match. */
    public MatchState.Started state() {
        return started(state);
    }

    private static MatchState.Started started(MatchState state) {
        if (state instanceof MatchState.Started started) {
            return started;
        }
        return fail("expected a started match, got " + state);
    }

    public Scenario and(Event... events) {
        return and(Arrays.asList(events));
    }

    public Scenario and(List<Event> events) {
        MatchState next = state;
        for (Event event : events) {
            next = Game.evolve(next, event);
        }
        return new Scenario(next);
    }

    public When when(Command command) {
        return new When(Game.decide(state, command));
    }

    /** Judges an event as an audit would. */
    public WhenEvent whenEvent(Event event) {
        return new WhenEvent(Game.step(state, event));
    }

    public record When(Decision decision) {
        public MatchState.Started thenEvents(Event... expected) {
            if (decision instanceof Decision.Refused refused) {
                return fail("expected events, got " + refused.violation());
            }
            Decision.Accepted accepted = (Decision.Accepted) decision;
            assertThat(accepted.events()).containsExactly(expected);
            return started(accepted.state());
        }

        public Violation thenViolation(RuleId rule, String... phrases) {
            if (decision instanceof Decision.Accepted accepted) {
                return fail("expected " + rule + ", got events " + accepted.events());
            }
            Violation violation = ((Decision.Refused) decision).violation();
            assertThat(violation.rule()).as(violation.message()).isEqualTo(rule);
            if (phrases.length > 0) {
                assertThat(violation.message()).contains(phrases);
            }
            return violation;
        }
    }

    public record WhenEvent(Step step) {
        public MatchState.Started thenApplied() {
            if (step instanceof Step.Refused refused) {
                return fail("expected the event to apply, got " + refused.violation());
            }
            return started(((Step.Applied) step).state());
        }

        public Violation thenViolation(RuleId rule, String... phrases) {
            if (step instanceof Step.Applied) {
                return fail("expected " + rule + ", but the event applied");
            }
            Violation violation = ((Step.Refused) step).violation();
            assertThat(violation.rule()).as(violation.message()).isEqualTo(rule);
            if (phrases.length > 0) {
                assertThat(violation.message()).contains(phrases);
            }
            return violation;
        }
    }
}
