package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.CardTaken;
import org.conquian.event.Event;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.Narration;
import org.conquian.meld.Arrangement;
import org.conquian.meld.Meld;
import org.conquian.meld.MeldSolver;
import org.conquian.rules.RuleId;
import org.conquian.rules.Profile;
import org.conquian.rules.Violation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.conquian.game.Steps.applied;
import static org.conquian.game.Steps.refused;

/**
 * The take, whole: who may take the open card ({@link #take}, R-TURN), the arrangement laid out with it
 * ({@link #rearrange}: R-TAKE, every exposed card and the taken card, each once, plus hand cards only, before
 * R-MELD, every meld a valid set or run), that nothing but the taker's melds may come between the two
 * ({@link #whileTaking}), the events a take records ({@link #events}), and the takes open now ({@link #open}).
 * A take that leaves the hand empty wins.
 */
final class TakeRule {

    private TakeRule() {
    }

    /** Whether {@code player} may take {@code card} now: it is the centre card, open to them or forced on them. */
    private static boolean mayTake(DealState deal, String player, Card card) {
        return deal.centreCard().filter(centre -> centre.openTo().equals(player) && centre.card().equals(card)).isPresent();
    }

    static Step take(MatchState.Underway state, CardTaken taken) {
        Optional<Step> outOfTurn = TurnRule.outOfTurn(state, taken, taken.player(), () -> "take " + taken.card(),
                phase -> mayTake(state.deal(), taken.player(), taken.card()));
        return outOfTurn.orElseGet(() -> applied(state.withDeal(
                state.deal().withPhase(new DealPhase.AwaitingArrangement(taken.player(), taken.card())))));
    }

    /** Once a card is taken, the taker's melds are the only event that may come. */
    static Optional<Violation> whileTaking(DealPhase.CardInPlay awaiting, Event event) {
        return event instanceof MeldsRearranged rearranged && rearranged.player().equals(awaiting.player())
                ? Optional.empty()
                : Optional.of(Violation.of(RuleId.TAKE, awaiting.describe() + "; only " + awaiting.player()
                + "'s melds may come next, not " + Narration.brief(event)));
    }

    /**
     * The events of a take command: the card taken and the melds laid out with it. A log cut between the two
     * (a crash mid-turn) is completed by the same take, which then records the melds only.
     */
    static List<Event> events(MatchState state, Command.Take take) {
        boolean taken = state.currentDeal().map(DealState::phase).orElse(null) instanceof DealPhase.AwaitingArrangement awaiting
                && awaiting.player().equals(take.player()) && awaiting.card().equals(take.card());
        MeldsRearranged melds = new MeldsRearranged(take.player(), withUntouched(state, take));
        return taken ? List.of(melds) : List.of(new CardTaken(take.player(), take.card()), melds);
    }

    /**
     * The whole arrangement of a take that may name only the melds it makes or extends: the taker's exposed
     * melds that share no card with those named are kept as they lie, before them. A take written in full
     * names every exposed card, and keeps nothing more.
     */
    static List<List<Card>> withUntouched(MatchState state, Command.Take take) {
        Optional<Holding> holding = state.currentDeal().filter(deal -> deal.seats().contains(take.player()))
                .map(deal -> deal.holding(take.player()));
        if (holding.isEmpty()) {
            return take.melds();
        }
        CardSet named = CardSet.of(take.melds().stream().flatMap(List::stream).toList());
        List<List<Card>> melds = new ArrayList<>();
        for (Meld kept : holding.get().melds().melds()) {
            if (kept.cards().minus(named).equals(kept.cards())) {
                melds.add(kept.cards().toList());
            }
        }
        if (melds.isEmpty()) {
            return take.melds();
        }
        melds.addAll(take.melds());
        return melds;
    }

    static Step rearrange(MatchState.Underway state, MeldsRearranged rearranged) {
        String player = rearranged.player();
        Optional<Step> outOfTurn = TurnRule.outOfTurn(state, rearranged, player, () -> "lay out melds",
                phase -> MoveKind.admitted(phase).has(MoveKind.LAY_OUT));
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
        Profile profile = state.setup().profile();
        List<Meld> melds = new ArrayList<>();
        for (List<Card> cards : rearranged.melds()) {
            Optional<Meld> meld = Meld.of(CardSet.of(cards), profile);
            if (meld.isEmpty()) {
                String written = cards.isEmpty() ? "[] (empty)" : Narration.cards(cards);
                int longest = profile.runSizes().max();
                return refused(RuleId.MELD, Meld.isUnbrokenInOneSuit(CardSet.of(cards), profile) && cards.size() > longest
                        ? player + "'s run " + written + " has " + cards.size() + " cards; a run has at most " + longest
                        + " in " + profile.id()
                        : player + "'s meld " + written + " is neither a set nor a run");
            }
            melds.add(meld.get());
        }
        Holding next = holding.laidOut(new Arrangement(melds), fromHidden.size());
        DealPhase phase = next.handEmpty() ? new DealPhase.HandMelded(player) : new DealPhase.AwaitingDiscard(player);
        return applied(state.withDeal(deal.withHolding(player, next).withSeen(laid).withPhase(phase)));
    }

    /** The takes open now: of the open or forced card, or the arrangement owed for the card just taken. */
    static List<Command.Take> open(MatchState.Underway state) {
        DealPhase phase = state.deal().phase();
        MoveKind.Admits admits = MoveKind.admitted(phase);
        return (admits.has(MoveKind.TAKE) || admits.has(MoveKind.LAY_OUT)) && phase instanceof DealPhase.CardInPlay card
                ? takes(state, card.player(), card.card()) : List.of();
    }

    /**
     * The takes open now that may lay out face-down hand cards, in a concealed deal: the card, and how many of
     * the taker's face-down cards may go with it, when some arrangement of their exposed cards, the card and at
     * most that many cards not seen yet exists. Which cards they are is the player's to say, and the judge's
     * to check ({@link #rearrange}).
     */
    static List<LegalMoves.HandTake> handTakes(MatchState.Underway state) {
        DealState deal = state.deal();
        DealPhase phase = deal.phase();
        MoveKind.Admits admits = MoveKind.admitted(phase);
        if (!(admits.has(MoveKind.TAKE) || admits.has(MoveKind.LAY_OUT)) || !(phase instanceof DealPhase.CardInPlay inPlay)) {
            return List.of();
        }
        Holding holding = deal.holding(inPlay.player());
        CardSet unseen = state.pack().minus(deal.seen()).without(inPlay.card());
        return holding.hidden() > 0 && MeldSolver.of(state.setup().profile())
                .canCover(holding.exposed().with(inPlay.card()), unseen.union(holding.hand()), holding.hidden())
                ? List.of(new LegalMoves.HandTake(inPlay.player(), inPlay.card(), holding.hidden()))
                : List.of();
    }

    /** One take per arrangement of the exposed cards, the taken card and any hand cards, most cards laid first; none outside a deal. */
    static List<Command.Take> takes(MatchState state, String player, Card card) {
        if (!(state instanceof MatchState.Underway underway) || underway.currentDeal().isEmpty()) {
            return List.of();
        }
        Holding holding = underway.currentDeal().get().holding(player);
        List<Arrangement> arrangements = new ArrayList<>(MeldSolver.of(underway.setup().profile())
                .arrangements(holding.exposed().with(card), holding.hand()));
        arrangements.sort(Comparator.comparingInt((Arrangement arrangement) -> -arrangement.cards().size()));
        return arrangements.stream().map(arrangement -> new Command.Take(player, card, arrangement.asLists())).toList();
    }

    /** One take per distinct set of cards laid out, the arrangement with the fewest melds standing for the others. */
    static List<Command.Take> choices(MatchState state, String player, Card card) {
        Map<CardSet, Command.Take> byCards = new LinkedHashMap<>();
        for (Command.Take take : takes(state, player, card)) {
            byCards.merge(CardSet.of(take.melds().stream().flatMap(List::stream).toList()), take,
                    (kept, other) -> other.melds().size() < kept.melds().size() ? other : kept);
        }
        return List.copyOf(byCards.values());
    }
}
