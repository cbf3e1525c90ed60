package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.event.CardRejected;
import org.conquian.rules.Variant;

import java.util.List;
import java.util.Optional;

import static org.conquian.game.Verdicts.applied;

/**
 * The rejection, whole: a player rejects a card offered to them (passed or discarded to them), or, by the
 * first-card rule, the first card of a deal when it has come round to the dealer ({@link #allowed}, R-TURN);
 * the card goes to the waste and the next reveal is due, or with the stock empty the deal is drawn
 * ({@link #judge}); the rejections open now are the one the judge allows ({@link #open}).
 */
final class RejectRule {

    private RejectRule() {
    }

    /** Whether the player may reject the card now. */
    static boolean allowed(DealState deal, String player, Card card) {
        return TurnRule.turnOf(deal.phase(), MoveKind.REJECT, player)
                && deal.phase() instanceof DealPhase.CardOpen open && open.card().equals(card)
                && switch (open.origin()) {
                    case PASSED, DISCARDED -> true;
                    case FIRST_CARD -> player.equals(deal.dealer());
                    case REVEALED -> false;
                };
    }

    static Step judge(MatchState.Underway state, CardRejected rejected) {
        Optional<Step> outOfTurn = TurnRule.outOfTurn(state, rejected, rejected.player(), "reject " + rejected.card(),
                phase -> allowed(state.deal(), rejected.player(), rejected.card()));
        if (outOfTurn.isPresent()) {
            return outOfTurn.get();
        }
        DealState deal = state.deal();
        DealPhase next;
        if (deal.stockLeft() == 0) {
            next = new DealPhase.StockExhausted(rejected.player());
        } else {
            // the first card of a deal, rejected by the dealer, is followed by the reveal of the seat the variant names
            Optional<Variant.FirstCard> firstCard = ((DealPhase.CardOpen) deal.phase()).origin() == DealPhase.Origin.FIRST_CARD
                    ? state.setup().variant().opening().firstCard() : Optional.empty();
            String revealer = firstCard.map(first -> state.setup().seatFrom(deal.dealer(), first.afterRejection())).orElse(rejected.player());
            next = new DealPhase.AwaitingReveal(revealer, DealPhase.Reveal.AFTER_REJECTION);
        }
        return applied(state.withDeal(deal.withWasted(rejected.card(), next)));
    }

    static List<Command.Reject> open(MatchState.Underway state) {
        return state.deal().phase() instanceof DealPhase.CardOpen open && allowed(state.deal(), open.player(), open.card())
                ? List.of(new Command.Reject(open.player(), open.card())) : List.of();
    }
}
