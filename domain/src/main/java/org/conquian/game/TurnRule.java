package org.conquian.game;

import org.conquian.event.Event;
import org.conquian.event.Narration;
import org.conquian.rules.RuleId;

import java.util.Optional;
import java.util.function.Predicate;

import static org.conquian.game.Verdicts.refused;

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
    static Optional<Step> outOfTurn(MatchState.Underway state, Event event, String player, String action,
                                    Predicate<DealPhase> allowed) {
        if (state.stage() != MatchState.Stage.IN_DEAL) {
            return Optional.of(refused(RuleId.TURN, player + " cannot " + action + ": no deal is in progress ("
                    + Narration.brief(event) + ")"));
        }
        if (!state.setup().isPlayer(player)) {
            return Optional.of(refused(RuleId.TURN, player + " is not a player of this match ("
                    + String.join(" and ", state.setup().players()) + ")"));
        }
        DealPhase phase = state.deal().phase();
        if (allowed.test(phase)) {
            return Optional.empty();
        }
        return Optional.of(refused(RuleId.TURN, player + " cannot " + action + " now: " + phase.describe()));
    }
}
