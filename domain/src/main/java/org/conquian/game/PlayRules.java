package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.Event;
import org.conquian.event.Narration;
import org.conquian.event.StockCardRevealed;
import org.conquian.rules.RuleId;
import org.conquian.rules.Variant;

import java.util.Optional;
import java.util.function.Predicate;

import static org.conquian.game.Verdicts.applied;
import static org.conquian.game.Verdicts.refused;

/**
 * The actions of play inside a deal: reveal (R-STOCK), reject, pass and discard (R-DISCARD); the
 * take is {@link TakeRule}'s, the force {@link ForceRule}'s. An action out of turn or out of phase breaks R-TURN before its own rule is looked at.
 */
final class PlayRules {

    private PlayRules() {
    }

    static Step reveal(MatchState.Underway state, StockCardRevealed revealed) {
        Optional<Step> outOfTurn = outOfTurn(state, revealed, revealed.player(), "reveal a stock card",
                phase -> phase instanceof DealPhase.AwaitingReveal awaiting && awaiting.player().equals(revealed.player()));
        if (outOfTurn.isPresent()) {
            return outOfTurn.get();
        }
        DealState deal = state.deal();
        Card top = revealed.card();
        if (deal.concealed()) {
            if (!deal.unseen(top)) {
                return refused(RuleId.STOCK, revealed.player() + " revealed " + top + ", which was seen already in this deal; a card turns up once");
            }
        } else if (!top.equals(deal.topOfStock().orElseThrow())) {
            return refused(RuleId.STOCK, revealed.player() + " revealed " + top + ", but the top stock card is " + deal.topOfStock().orElseThrow());
        }
        DealPhase.CardOpen open = ((DealPhase.AwaitingReveal) deal.phase()).why() == DealPhase.Reveal.FIRST_CARD
                ? new DealPhase.CardOpen(deal.rightOf(deal.dealer()), top, DealPhase.Origin.FIRST_CARD)
                : new DealPhase.CardOpen(revealed.player(), top, DealPhase.Origin.REVEALED);
        return applied(state.withDeal(deal.afterReveal(top, open)));
    }

    /**
     * Whether the player may reject the card now: one offered to them (passed or discarded to them), or, by
     * the first-card rule, the first card of a deal when it has come round to the dealer.
     */
    static boolean mayReject(DealState deal, String player, Card card) {
        return deal.phase() instanceof DealPhase.CardOpen open && open.player().equals(player) && open.card().equals(card)
                && switch (open.origin()) {
                    case PASSED, DISCARDED -> true;
                    case FIRST_CARD -> player.equals(deal.dealer());
                    case REVEALED -> false;
                };
    }

    /**
     * Whether the player may pass the card now: one they revealed themselves, or, by the first-card rule, the
     * first card of a deal when they are not the dealer.
     */
    static boolean mayPass(DealState deal, String player, Card card) {
        return deal.phase() instanceof DealPhase.CardOpen open && open.player().equals(player) && open.card().equals(card)
                && switch (open.origin()) {
                    case REVEALED -> true;
                    case FIRST_CARD -> !player.equals(deal.dealer());
                    case PASSED, DISCARDED -> false;
                };
    }

    static Step reject(MatchState.Underway state, CardRejected rejected) {
        Optional<Step> outOfTurn = outOfTurn(state, rejected, rejected.player(), "reject " + rejected.card(),
                phase -> mayReject(state.deal(), rejected.player(), rejected.card()));
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

    static Step pass(MatchState.Underway state, CardPassed passed) {
        Optional<Step> outOfTurn = outOfTurn(state, passed, passed.player(), "pass " + passed.card(),
                phase -> mayPass(state.deal(), passed.player(), passed.card()));
        if (outOfTurn.isPresent()) {
            return outOfTurn.get();
        }
        DealState deal = state.deal();
        DealPhase.Origin origin = ((DealPhase.CardOpen) deal.phase()).origin() == DealPhase.Origin.FIRST_CARD
                ? DealPhase.Origin.FIRST_CARD : DealPhase.Origin.PASSED;
        return applied(state.withDeal(deal.withPhase(new DealPhase.CardOpen(deal.rightOf(passed.player()), passed.card(), origin))));
    }

    static Step discard(MatchState.Underway state, CardDiscarded discarded) {
        String player = discarded.player();
        Optional<Step> outOfTurn = outOfTurn(state, discarded, player, "discard",
                phase -> phase instanceof DealPhase.AwaitingDiscard awaiting && awaiting.player().equals(player));
        if (outOfTurn.isPresent()) {
            return outOfTurn.get();
        }
        DealState deal = state.deal();
        Holding holding = deal.holding(player);
        Card card = discarded.card();
        boolean fromHiddenHand = holding.hidden() > 0 && deal.unseen(card);
        if (!holding.hand().contains(card) && !fromHiddenHand) {
            String where = holding.exposed().contains(card) ? "it is exposed in " + player + "'s melds"
                    : deal.concealed() ? "it was seen already in this deal" : "it is not in " + player + "'s hand";
            return refused(RuleId.DISCARD, player + " cannot discard " + card + ": " + where + "; only hand cards can be discarded");
        }
        return applied(state.withDeal(deal.withHolding(player, holding.without(card)).withSeen(CardSet.of(card))
                .withPhase(new DealPhase.CardOpen(deal.rightOf(player), discarded.card(), DealPhase.Origin.DISCARDED))));
    }

    /**
     * R-TURN: the action must come in a deal, from a player of the match, in a phase that allows it for
     * that player and that card.
     */
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
