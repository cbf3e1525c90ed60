package org.conquian.game;

import org.conquian.command.Command;
import org.conquian.event.DealEnded;
import org.conquian.event.Event;
import org.conquian.event.IrregularityCalled;
import org.conquian.rules.Violation;

import java.util.List;
import java.util.Optional;

/**
 * Each kind of move with its rule: the moves of that kind open now (the menu), why an event cannot come in a
 * phase that binds to that kind (the rule of the moment), and the move the rules make at once, with no choice.
 * The rules know only the kinds ({@link MoveKind}); this table, above them, knows the rules.
 */
final class MoveRules {

    private MoveRules() {
    }

    /** The moves of this kind open now, as the menu lists them. */
    static List<? extends Command> open(MoveKind kind, MatchState.Underway state) {
        return switch (kind) {
            case EXCHANGE -> ExchangeRule.open(state);
            case REVEAL -> RevealRule.open(state);
            case TAKE, LAY_OUT -> TakeRule.open(state);
            case PASS -> PassRejectRule.passes(state);
            case REJECT -> PassRejectRule.rejections(state);
            case FORCE -> ForceRule.open(state);
            case DISCARD -> DiscardRule.open(state);
            case FREE_MELD -> TakeRule.freeMelds(state);
            case DRAWN_END, WON_END, VOID_END -> List.of();
        };
    }

    /** Why an event cannot come in a phase that binds ({@link MoveKind.Admits#binds}); empty in one that does not. */
    static Optional<Violation> whileDue(MoveKind.Admits admits, DealPhase phase, Event event) {
        if (!admits.binds() || event instanceof IrregularityCalled && callable(admits.kinds().getFirst())) {
            return Optional.empty();
        }
        return switch (admits.kinds().getFirst()) {
            case EXCHANGE -> ExchangeRule.whileDue(event);
            case TAKE -> ForceRule.whileForced((DealPhase.CardInPlay) phase, event);
            case LAY_OUT -> TakeRule.whileTaking((DealPhase.CardInPlay) phase, event);
            case DRAWN_END -> MatchRules.whileDrawn(phase, event);
            case WON_END -> MatchRules.whileWon((DealPhase.Turn) phase, event);
            case VOID_END -> MatchRules.whileVoid(phase, event);
            // no phase binds to these: they let other kinds through, and R-TURN judges those
            case REVEAL, PASS, REJECT, FORCE, DISCARD, FREE_MELD -> Optional.empty();
        };
    }

    /**
     * Whether an irregularity may be called while a move of this kind is the one due: at every such point but the middle
     * of a take, which is called whole (a call there breaks R-TAKE, as any event does). The call is then judged by its own
     * rule, its move at this point.
     */
    private static boolean callable(MoveKind due) {
        return switch (due) {
            case EXCHANGE, TAKE, DRAWN_END, WON_END -> true;
            // a misdealt deal is void already (house rule misdeal): R-DEAL
            case LAY_OUT, VOID_END -> false;
            // no phase binds to these: a call there meets no point of the moment
            case REVEAL, PASS, REJECT, FORCE, DISCARD, FREE_MELD -> true;
        };
    }

    /** The move of this kind the rules make at once, with no choice, if they do. */
    static Optional<Event> atOnce(MoveKind kind, MatchState.Underway state) {
        return switch (kind) {
            case REVEAL -> RevealRule.atOnce(state);
            case DRAWN_END -> Optional.of(MatchRules.drawnEnd(state.deal()));
            case WON_END -> Optional.of(MatchRules.wonEnd(state.deal()));
            case VOID_END -> Optional.of(DealEnded.voided(state.deal().number()));
            // the players always choose these
            case EXCHANGE, TAKE, LAY_OUT, PASS, REJECT, FORCE, DISCARD, FREE_MELD -> Optional.empty();
        };
    }
}
