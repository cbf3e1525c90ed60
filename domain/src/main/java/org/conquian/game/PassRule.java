package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.event.CardPassed;

import java.util.List;
import java.util.Optional;

import static org.conquian.game.Verdicts.applied;

/**
 * The pass, whole: a player passes the open card to the player on their right when they revealed it
 * themselves, or, by the first-card rule, when it is the first card of a deal and they are not the dealer
 * ({@link #allowed}, R-TURN); the card is then open to the right ({@link #judge}); the passes open now are the
 * one the judge allows ({@link #open}).
 */
final class PassRule {

    private PassRule() {
    }

    /** Whether the player may pass the card now. */
    static boolean allowed(DealState deal, String player, Card card) {
        return TurnRule.turnOf(deal.phase(), MoveKind.PASS, player)
                && deal.phase() instanceof DealPhase.CardOpen open && open.card().equals(card)
                && switch (open.origin()) {
                    case REVEALED -> true;
                    case FIRST_CARD -> !player.equals(deal.dealer());
                    case PASSED, DISCARDED -> false;
                };
    }

    static Step judge(MatchState.Underway state, CardPassed passed) {
        Optional<Step> outOfTurn = TurnRule.outOfTurn(state, passed, passed.player(), "pass " + passed.card(),
                phase -> allowed(state.deal(), passed.player(), passed.card()));
        if (outOfTurn.isPresent()) {
            return outOfTurn.get();
        }
        DealState deal = state.deal();
        DealPhase.Origin origin = ((DealPhase.CardOpen) deal.phase()).origin() == DealPhase.Origin.FIRST_CARD
                ? DealPhase.Origin.FIRST_CARD : DealPhase.Origin.PASSED;
        return applied(state.withDeal(deal.withPhase(new DealPhase.CardOpen(deal.rightOf(passed.player()), passed.card(), origin))));
    }

    static List<Command.Pass> open(MatchState.Underway state) {
        return state.deal().phase() instanceof DealPhase.CardOpen open && allowed(state.deal(), open.player(), open.card())
                ? List.of(new Command.Pass(open.player(), open.card())) : List.of();
    }
}
