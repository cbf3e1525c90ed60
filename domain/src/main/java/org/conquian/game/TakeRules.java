package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.Narration;
import org.conquian.meld.Arrangement;
import org.conquian.meld.Meld;
import org.conquian.rules.RuleId;
import org.conquian.rules.Variant;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.conquian.game.Verdicts.applied;
import static org.conquian.game.Verdicts.refused;

/**
 * The arrangement laid out with a take: R-TAKE (every exposed card and the taken card, each once, plus
 * hand cards only) before R-MELD (every meld a valid set or run). A take that leaves the hand empty wins.
 */
final class TakeRules {

    private TakeRules() {
    }

    static Step rearrange(MatchState.Underway state, MeldsRearranged rearranged) {
        String player = rearranged.player();
        Optional<Step> outOfTurn = PlayRules.outOfTurn(state, rearranged, player, "lay out melds",
                phase -> phase instanceof DealPhase.AwaitingArrangement);
        if (outOfTurn.isPresent()) {
            return outOfTurn.get();
        }
        DealState deal = state.deal();
        Card taken = ((DealPhase.AwaitingArrangement) deal.phase()).card();
        Holding holding = deal.holding(player);
        CardSet held = holding.exposed().union(holding.hand()).with(taken);
        CardSet laid = CardSet.EMPTY;
        CardSet fromHidden = CardSet.EMPTY;
        for (List<Card> meld : rearranged.melds()) {
            for (Card card : meld) {
                if (laid.contains(card)) {
                    return refused(RuleId.TAKE, player + " laid out " + card + " twice; each exposed card belongs to exactly one meld");
                }
                if (!held.contains(card)) {
                    // in a concealed deal a card never seen may come from the unknown part of the hand
                    if (holding.hidden() == 0 || !deal.unseen(card)) {
                        return refused(RuleId.TAKE, player + " laid out " + card + ", which " + player + " does not hold"
                                + (deal.concealed() && !deal.unseen(card) ? " (it was seen already in this deal)" : ""));
                    }
                    fromHidden = fromHidden.with(card);
                }
                laid = laid.with(card);
            }
        }
        if (fromHidden.size() > holding.hidden()) {
            return refused(RuleId.TAKE, player + " laid out " + laid.minus(holding.exposed()).without(taken).size()
                    + " cards from a hand of " + holding.size());
        }
        if (!laid.contains(taken)) {
            return refused(RuleId.TAKE, player + " left the taken card " + taken
                    + " out of the melds; a taken card goes straight into the taker's melds, never into the hand");
        }
        CardSet leftOut = holding.exposed().minus(laid);
        if (!leftOut.isEmpty()) {
            return refused(RuleId.TAKE, player + " left exposed " + leftOut + " out of the melds; exposed cards never go back to the hand");
        }
        Variant variant = state.setup().variant();
        List<Meld> melds = new ArrayList<>();
        for (List<Card> cards : rearranged.melds()) {
            Optional<Meld> meld = Meld.of(CardSet.of(cards), variant);
            if (meld.isEmpty()) {
                String written = cards.isEmpty() ? "[] (empty)" : Narration.cards(cards);
                int longest = variant.runSizes().max();
                return refused(RuleId.MELD, Meld.isUnbrokenInOneSuit(CardSet.of(cards), variant) && cards.size() > longest
                        ? player + "'s run " + written + " has " + cards.size() + " cards; a run has at most " + longest
                        + " in " + variant.id()
                        : player + "'s meld " + written + " is neither a set nor a run");
            }
            melds.add(meld.get());
        }
        Holding next = holding.laidOut(new Arrangement(melds), fromHidden.size());
        DealPhase phase = next.handEmpty() ? new DealPhase.HandMelded(player) : new DealPhase.AwaitingDiscard(player);
        return applied(state.withDeal(deal.withHolding(player, next).withSeen(laid).withPhase(phase)));
    }
}
