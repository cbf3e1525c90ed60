package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.Event;
import org.conquian.rules.RuleId;
import org.conquian.rules.Violation;

import java.util.List;
import java.util.Optional;

import static org.conquian.game.Steps.applied;

/**
 * The open card not taken, whole: it is passed to the player on the right or rejected to the waste, which of
 * the two by where it came from and, offered round the table (house rule {@code offer} round), by whether the
 * player is the last it is offered to ({@link #leaving}, R-TURN); a pass opens it to the right, a rejection wastes
 * it and the next reveal is due, by the player the {@code revealer} rule names, or with the stock empty the deal
 * is drawn ({@link #pass}, {@link #reject}); the pass or rejection open now is the one the judge allows
 * ({@link #passes}, {@link #rejections}).
 */
final class PassRejectRule {

    private PassRejectRule() {
    }

    /**
     * How the open card may be left: a card one revealed oneself is passed, a card passed or discarded to one is
     * rejected, and the first card of a deal is passed by each non-dealer and rejected by the dealer. Offered round
     * the table, a card passed or discarded is passed on by each player but the last it is offered to, the player
     * on the left of the one who left it.
     */
    private static MoveKind leaving(MatchState.Underway state, DealPhase.CardOpen open) {
        DealState deal = state.deal();
        return switch (open.origin()) {
            case REVEALED -> MoveKind.PASS;
            case FIRST_CARD -> open.player().equals(deal.dealer()) ? MoveKind.REJECT : MoveKind.PASS;
            case PASSED, DISCARDED -> offeredOn(state, open) ? MoveKind.PASS : MoveKind.REJECT;
        };
    }

    /** Whether the card is offered round the table and the player it is open to is not the last it is offered to. */
    private static boolean offeredOn(MatchState.Underway state, DealPhase.CardOpen open) {
        return state.setup().profile().offerRound() && !open.player().equals(state.deal().leftOf(open.leftBy()));
    }

    /**
     * Whether the card open now, passed or discarded to the player it is open to, goes on round the table when passed
     * (house rule {@code offer} round) rather than being rejected.
     */
    static boolean passedOn(MatchState state) {
        return state instanceof MatchState.Underway underway && underway.currentDeal().isPresent()
                && underway.deal().phase() instanceof DealPhase.CardOpen open
                && (open.origin() == DealPhase.Origin.PASSED || open.origin() == DealPhase.Origin.DISCARDED) && offeredOn(underway, open);
    }

    /** Whether the player may leave the card now in this way ({@link MoveKind#PASS} or {@link MoveKind#REJECT}). */
    private static boolean allowed(MatchState.Underway state, MoveKind kind, String player, Card card) {
        return TurnRule.turnOf(state.deal().phase(), kind, player)
                && state.deal().phase() instanceof DealPhase.CardOpen open && open.card().equals(card) && leaving(state, open) == kind;
    }

    /** R-TURN for a card left the wrong way: the words of a move out of turn, or why a card offered round is passed on. */
    private static Optional<Step> wrongWay(MatchState.Underway state, Event event, String player, Card card, MoveKind kind, String verb) {
        if (state.stage() == MatchState.Stage.IN_DEAL && kind == MoveKind.REJECT && state.deal().phase() instanceof DealPhase.CardOpen open
                && open.player().equals(player) && open.card().equals(card) && passedOn(state)) {
            return Optional.of(new Step.Refused(Violation.of(RuleId.TURN, player + " cannot reject " + card + ": it is offered round the table"
                    + " (house rule offer round), and " + player + ", before " + state.deal().leftOf(open.leftBy())
                    + ", the last it is offered to, takes it or passes it on")));
        }
        return TurnRule.outOfTurn(state, event, player, () -> verb + " " + card, phase -> allowed(state, kind, player, card));
    }

    static Step pass(MatchState.Underway state, CardPassed passed) {
        Optional<Step> outOfTurn = wrongWay(state, passed, passed.player(), passed.card(), MoveKind.PASS, "pass");
        if (outOfTurn.isPresent()) {
            return outOfTurn.get();
        }
        DealState deal = state.deal();
        DealPhase.CardOpen open = (DealPhase.CardOpen) deal.phase();
        DealPhase.Origin origin = open.origin() == DealPhase.Origin.FIRST_CARD ? DealPhase.Origin.FIRST_CARD : DealPhase.Origin.PASSED;
        return applied(state.withDeal(deal.withPhase(new DealPhase.CardOpen(deal.rightOf(passed.player()), passed.card(), origin, open.leftBy()))));
    }

    static Step reject(MatchState.Underway state, CardRejected rejected) {
        Optional<Step> outOfTurn = wrongWay(state, rejected, rejected.player(), rejected.card(), MoveKind.REJECT, "reject");
        if (outOfTurn.isPresent()) {
            return outOfTurn.get();
        }
        DealState deal = state.deal();
        DealPhase next;
        if (deal.stockLeft() == 0) {
            next = new DealPhase.StockExhausted(rejected.player());
        } else {
            next = new DealPhase.AwaitingReveal(revealer(state, (DealPhase.CardOpen) deal.phase(), rejected.player()), DealPhase.Reveal.AFTER_REJECTION);
        }
        return applied(state.withDeal(deal.withWasted(rejected.card(), next)));
    }

    /**
     * Who reveals after a rejection with stock left (house rule {@code revealer}): the rejecter, or after the dealer
     * rejects the deal's first card the seat the profile names; the player after the deal's last revealer
     * (rotation); or the player on the right of the one who left the rejected card (next).
     */
    private static String revealer(MatchState.Underway state, DealPhase.CardOpen open, String rejecter) {
        DealState deal = state.deal();
        return switch (state.setup().profile().revealer()) {
            case REJECTER -> open.origin() == DealPhase.Origin.FIRST_CARD
                    ? state.setup().profile().opening().firstCard().map(first -> state.setup().seatFrom(deal.dealer(), first.afterRejection()))
                    .orElse(rejecter)
                    : rejecter;
            // a card is open only once one was turned up, so the deal has a last revealer
            case ROTATION -> deal.rightOf(deal.lastRevealer().orElseThrow());
            case NEXT -> deal.rightOf(open.leftBy());
        };
    }

    /** The pass open now, if the open card may be passed. */
    static List<Command> passes(MatchState.Underway state) {
        return open(state, MoveKind.PASS);
    }

    /** The rejection open now, if the open card may be rejected. */
    static List<Command> rejections(MatchState.Underway state) {
        return open(state, MoveKind.REJECT);
    }

    private static List<Command> open(MatchState.Underway state, MoveKind kind) {
        if (!(state.deal().phase() instanceof DealPhase.CardOpen open) || !allowed(state, kind, open.player(), open.card())) {
            return List.of();
        }
        return List.of(kind == MoveKind.PASS ? new Command.Pass(open.player(), open.card()) : new Command.Reject(open.player(), open.card()));
    }
}
