package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.CardDiscarded;
import org.conquian.rules.RuleId;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.conquian.game.Steps.applied;
import static org.conquian.game.Steps.refused;

/**
 * The discard, whole: after a take that did not win, the taker (R-TURN) discards a hand card, never an exposed
 * one; in a concealed deal any card not seen yet may be in the hand ({@link #holds}, R-DISCARD); the card is
 * then open to the player on the right ({@link #judge}). The discards open now are the cards the judge lets
 * through ({@link #open}).
 */
final class DiscardRule {

    private DiscardRule() {
    }

    static Step judge(MatchState.Underway state, CardDiscarded discarded) {
        String player = discarded.player();
        Optional<Step> outOfTurn = TurnRule.outOfTurn(state, discarded, player, () -> "discard",
                phase -> TurnRule.turnOf(phase, MoveKind.DISCARD, player));
        if (outOfTurn.isPresent()) {
            return outOfTurn.get();
        }
        DealState deal = state.deal();
        Card card = discarded.card();
        Optional<String> fault = cardFault(deal, state.pack(), player, card);
        if (fault.isPresent()) {
            return refused(RuleId.DISCARD, fault.get());
        }
        return applied(state.withDeal(deal.afterDiscard(player, card, new DealPhase.CardOpen(deal.rightOf(player), card,
                DealPhase.Origin.DISCARDED, player))));
    }

    /**
     * Whether the card may be in the player's hand, as far as the table knows: a known hand card, or in a concealed
     * deal one not seen as often as the pack holds it.
     */
    private static boolean holds(DealState deal, CardSet pack, String player, Card card) {
        Holding holding = deal.holding(player);
        return holding.hand().contains(card) || holding.hidden() > 0 && deal.unseen(card, pack);
    }

    /** Why the player cannot discard the card: it is not in their hand. */
    private static Optional<String> cardFault(DealState deal, CardSet pack, String player, Card card) {
        if (holds(deal, pack, player, card)) {
            return Optional.empty();
        }
        Holding holding = deal.holding(player);
        String where = holding.exposed().contains(card) ? "it is exposed in " + player + "'s melds"
                : deal.concealed() ? "it was seen already in this deal" : "it is not in " + player + "'s hand";
        return Optional.of(player + " cannot discard " + card + ": " + where + "; only hand cards can be discarded");
    }

    /** The discards open now: every card of the pack the judge lets the taker discard. */
    static List<Command.Discard> open(MatchState.Underway state) {
        DealState deal = state.deal();
        if (!MoveKind.admitted(deal.phase()).has(MoveKind.DISCARD)) {
            return List.of();
        }
        String player = deal.phase().actor().orElseThrow();
        List<Command.Discard> discards = new ArrayList<>();
        for (Card card : state.pack().distinct()) {
            if (holds(deal, state.pack(), player, card)) {
                discards.add(new Command.Discard(player, card));
            }
        }
        return discards;
    }
}
