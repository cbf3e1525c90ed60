package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.Event;
import org.conquian.event.Narration;
import org.conquian.event.StockCardRevealed;
import org.conquian.meld.MeldSolver;
import org.conquian.rules.RuleId;
import org.conquian.rules.Variant;

import java.util.Optional;
import java.util.function.Predicate;

import static org.conquian.game.Verdicts.applied;
import static org.conquian.game.Verdicts.refused;

/**
 * The actions of play inside a deal: reveal (R-STOCK), take, reject, pass, discard (R-DISCARD) and force
 * (R-FORCE). An action out of turn or out of phase breaks R-TURN before its own rule is looked at.
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

    static Step take(MatchState.Underway state, CardTaken taken) {
        Optional<Step> outOfTurn = outOfTurn(state, taken, taken.player(), "take " + taken.card(), phase -> switch (phase) {
            case DealPhase.CardOpen open -> open.player().equals(taken.player()) && open.card().equals(taken.card());
            case DealPhase.AwaitingForcedTake forced -> forced.player().equals(taken.player()) && forced.card().equals(taken.card());
            case DealPhase.AwaitingExchange exchange -> false;
            case DealPhase.AwaitingReveal reveal -> false;
            case DealPhase.AwaitingArrangement arrangement -> false;
            case DealPhase.AwaitingDiscard discard -> false;
            case DealPhase.StockExhausted exhausted -> false;
            case DealPhase.HandMelded melded -> false;
            case DealPhase.Over over -> false;
        });
        return outOfTurn.orElseGet(() -> applied(state.withDeal(
                state.deal().withPhase(new DealPhase.AwaitingArrangement(taken.player(), taken.card())))));
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

    static Step force(MatchState.Underway state, CardForced forced) {
        return forceFault(state, forced.player(), forced.target(), forced.card())
                .map(fault -> refused(RuleId.FORCE, fault))
                .orElseGet(() -> applied(state.withDeal(state.deal().withPhase(new DealPhase.AwaitingForcedTake(forced.target(), forced.card())))));
    }

    /**
     * R-FORCE, the one definition that the judge and the legal moves share: why {@code forcer} cannot force
     * {@code card} on {@code target} now, or empty when they can.
     */
    static Optional<String> forceFault(MatchState.Underway state, String forcer, String target, Card card) {
        MatchSetup setup = state.setup();
        if (state.stage() != MatchState.Stage.IN_DEAL) {
            return Optional.of(forcer + " cannot force " + target + ": no deal is in progress");
        }
        for (String player : new String[] {forcer, target}) {
            if (!setup.isPlayer(player)) {
                return Optional.of(player + " is not a player of this match (" + String.join(" and ", setup.players()) + ")");
            }
        }
        DealState deal = state.deal();
        Optional<DealState.CentreCard> centre = deal.phase() instanceof DealPhase.CardOpen ? deal.centreCard() : Optional.empty();
        if (centre.isEmpty()) {
            return Optional.of(forcer + " cannot force " + target + ": no card is open to take (" + deal.phase().describe() + ")");
        }
        Optional<String> seats = setup.variant().forceRefusal(centre.get().openTo(), centre.get().card(), forcer, target);
        if (seats.isPresent()) {
            return seats;
        }
        if (!centre.get().card().equals(card)) {
            return Optional.of(forcer + " cannot force " + card + ": the open centre card is " + centre.get().card());
        }
        Holding holding = deal.holding(target);
        if (!MeldSolver.of(setup.variant()).fitsAlone(holding.exposed(), card)) {
            String melds = holding.melds().melds().isEmpty() ? "no melds" : "melds " + holding.melds();
            return Optional.of(card + " does not fit " + target + "'s " + melds + " on its own; a card that would need hand cards cannot be forced");
        }
        return Optional.empty();
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
