package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.rules.Profile;

import java.util.List;
import java.util.Optional;

import static org.conquian.game.Steps.applied;

/**
 * The open card not taken, whole: it is passed to the player on the right or rejected to the waste, which of
 * the two by where it came from ({@link #leaving}, R-TURN); a pass opens it to the right, a rejection wastes it
 * and the next reveal is due, or with the stock empty the deal is drawn ({@link #pass}, {@link #reject}); the
 * pass or rejection open now is the one the judge allows ({@link #passes}, {@link #rejections}).
 */
final class PassRejectRule {

    private PassRejectRule() {
    }

    /**
     * How the open card may be left: a card one revealed oneself is passed, a card passed or discarded to one is
     * rejected, and the first card of a deal is passed by each non-dealer and rejected by the dealer.
     */
    private static MoveKind leaving(DealState deal, DealPhase.CardOpen open) {
        return switch (open.origin()) {
            case REVEALED -> MoveKind.PASS;
            case FIRST_CARD -> open.player().equals(deal.dealer()) ? MoveKind.REJECT : MoveKind.PASS;
            case PASSED, DISCARDED -> MoveKind.REJECT;
        };
    }

    /** Whether the player may leave the card now in this way ({@link MoveKind#PASS} or {@link MoveKind#REJECT}). */
    private static boolean allowed(DealState deal, MoveKind kind, String player, Card card) {
        return TurnRule.turnOf(deal.phase(), kind, player)
                && deal.phase() instanceof DealPhase.CardOpen open && open.card().equals(card) && leaving(deal, open) == kind;
    }

    static Step pass(MatchState.Underway state, CardPassed passed) {
        Optional<Step> outOfTurn = TurnRule.outOfTurn(state, passed, passed.player(), () -> "pass " + passed.card(),
                phase -> allowed(state.deal(), MoveKind.PASS, passed.player(), passed.card()));
        if (outOfTurn.isPresent()) {
            return outOfTurn.get();
        }
        DealState deal = state.deal();
        DealPhase.Origin origin = ((DealPhase.CardOpen) deal.phase()).origin() == DealPhase.Origin.FIRST_CARD
                ? DealPhase.Origin.FIRST_CARD : DealPhase.Origin.PASSED;
        return applied(state.withDeal(deal.withPhase(new DealPhase.CardOpen(deal.rightOf(passed.player()), passed.card(), origin))));
    }

    static Step reject(MatchState.Underway state, CardRejected rejected) {
        Optional<Step> outOfTurn = TurnRule.outOfTurn(state, rejected, rejected.player(), () -> "reject " + rejected.card(),
                phase -> allowed(state.deal(), MoveKind.REJECT, rejected.player(), rejected.card()));
        if (outOfTurn.isPresent()) {
            return outOfTurn.get();
        }
        DealState deal = state.deal();
        DealPhase next;
        if (deal.stockLeft() == 0) {
            next = new DealPhase.StockExhausted(rejected.player());
        } else {
            // the first card of a deal, rejected by the dealer, is followed by the reveal of the seat the profile names
            Optional<Profile.FirstCard> firstCard = ((DealPhase.CardOpen) deal.phase()).origin() == DealPhase.Origin.FIRST_CARD
                    ? state.setup().profile().opening().firstCard() : Optional.empty();
            String revealer = firstCard.map(first -> state.setup().seatFrom(deal.dealer(), first.afterRejection())).orElse(rejected.player());
            next = new DealPhase.AwaitingReveal(revealer, DealPhase.Reveal.AFTER_REJECTION);
        }
        return applied(state.withDeal(deal.withWasted(rejected.card(), next)));
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
        if (!(state.deal().phase() instanceof DealPhase.CardOpen open) || !allowed(state.deal(), kind, open.player(), open.card())) {
            return List.of();
        }
        return List.of(kind == MoveKind.PASS ? new Command.Pass(open.player(), open.card()) : new Command.Reject(open.player(), open.card()));
    }
}
