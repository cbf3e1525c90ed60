package org.conquian.game;

import org.conquian.event.Event;
import org.conquian.event.Narration;
import org.conquian.rules.RuleId;
import org.conquian.rules.Violation;

import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * R-TURN: a move must come in a deal, from a player of the match, in a phase that admits its kind
 * ({@link MoveKind#admitted}) for that player and that card. Every move's rule asks this before its own.
 */
final class TurnRule {

    private TurnRule() {
    }

    /** Whether the phase admits a move of this kind from this player. */
    static boolean turnOf(DealPhase phase, MoveKind kind, String player) {
        return MoveKind.admitted(phase).has(kind) && phase.actor().filter(player::equals).isPresent();
    }

    /** The refusal of an action out of turn: outside a deal, by someone not playing, or in a phase that does not allow it. */
    static Optional<Step> outOfTurn(MatchState.Underway state, Event event, String player, Supplier<String> action,
                                    Predicate<DealPhase> allowed) {
        return refusal(state, player, action, () -> " (" + Narration.brief(event) + ")", allowed).map(Step.Refused::new);
    }

    /** The refusal of a move that needs the open card when none is open, in the words of a move out of turn. */
    static Violation nothingOpen(MatchState state, String player, String action) {
        return refusal(state, player, () -> action, () -> "", phase -> false).orElseThrow();
    }

    /** The action and what it was are put in words only for a refusal: a long match's every move asks this. */
    private static Optional<Violation> refusal(MatchState state, String player, Supplier<String> action, Supplier<String> what,
                                               Predicate<DealPhase> allowed) {
        if (!(state instanceof MatchState.Underway underway) || underway.stage() != MatchState.Stage.IN_DEAL) {
            return Optional.of(Violation.of(RuleId.TURN, player + " cannot " + action.get() + ": no deal is in progress" + what.get()));
        }
        if (!underway.setup().isPlayer(player)) {
            return Optional.of(Violation.of(RuleId.TURN, player + " is not a player of this match ("
                    + String.join(" and ", underway.setup().players()) + ")"));
        }
        DealPhase phase = underway.deal().phase();
        if (allowed.test(phase)) {
            return Optional.empty();
        }
        return Optional.of(Violation.of(RuleId.TURN, player + " cannot " + action.get() + " now: " + phase.describe()));
    }
}
