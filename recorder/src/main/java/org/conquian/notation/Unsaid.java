package org.conquian.notation;

import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.game.DealPhase;
import org.conquian.game.DealState;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.rules.Violation;

import java.util.List;
import java.util.Optional;

/**
 * What a move leaves unsaid, read off the table, once for every door: who is to act, the open card, the top of
 * the stock, who forces whom, and the one way to lay out a take. A move, typed or sent as JSON, names only what
 * is a choice.
 */
public final class Unsaid {

    private Unsaid() {
    }

    /**
     * The player to act now, if one is; while a call waits for the director, the player who was to act before it (a move
     * they make is still theirs, for the rules to refuse until the ruling).
     */
    public static Optional<String> actor(MatchState state) {
        LegalMoves legal = LegalMoves.of(state);
        return legal.rulingDue().isPresent() ? state.currentDeal().flatMap(deal -> deal.phase().actor()) : legal.actor();
    }

    /** The card a move acts on when it names none: the open centre card, else the taken card awaiting its melds. */
    public static Optional<Card> openCard(MatchState state) {
        return state.currentDeal().flatMap(DealState::centreCard).map(DealState.CentreCard::card).or(() -> state.currentDeal()
                .map(DealState::phase)
                .filter(DealPhase.AwaitingArrangement.class::isInstance)
                .map(phase -> ((DealPhase.AwaitingArrangement) phase).card()));
    }

    public static Optional<Card> topOfStock(MatchState state) {
        return state.currentDeal().flatMap(DealState::topOfStock);
    }

    /**
     * The force a move means that names its forcer, its target, both or neither: the first the rules allow now that
     * fits what it names; when none does, the force as named, the unnamed filled in (the target: the player the
     * card is open to; the forcer: the player the card is open to, or on them the player who left it), for the
     * rules to say why not. Empty when no card is open.
     */
    public static Optional<Command.Force> force(MatchState state, Optional<String> forcer, Optional<String> target) {
        Optional<Command.Force> allowed = allowedForce(state, forcer, target);
        if (allowed.isPresent()) {
            return allowed;
        }
        return state.currentDeal().flatMap(deal -> deal.centreCard().map(centre -> {
            String on = target.orElse(centre.openTo());
            return new Command.Force(forcer.orElse(on.equals(centre.openTo()) ? deal.leftOf(on) : centre.openTo()), on, centre.card());
        }));
    }

    /** The first force the rules allow now by {@code forcer} on {@code target}, each if named. */
    public static Optional<Command.Force> allowedForce(MatchState state, Optional<String> forcer, Optional<String> target) {
        return LegalMoves.of(state).moves().stream()
                .filter(Command.Force.class::isInstance).map(Command.Force.class::cast)
                .filter(force -> forcer.map(force.player()::equals).orElse(true) && target.map(force.target()::equals).orElse(true))
                .findFirst();
    }

    /**
     * The ways {@code player} may lay out {@code card}: the takes of the known cards, whether face-down hand cards may
     * join them ({@code withHand}, up to that many), and the rules' refusal when there is no way at all.
     */
    public record Ways(List<Command.Take> takes, Optional<LegalMoves.HandTake> withHand, Optional<Violation> none) {

        /** The take a move that names no melds means: the one way there is, when the table knows it is the only one. */
        public Optional<Command.Take> only() {
            return takes.size() == 1 && withHand.isEmpty() ? Optional.of(takes.get(0)) : Optional.empty();
        }
    }

    public static Ways ways(MatchState state, String player, Card card) {
        Optional<LegalMoves.HandTake> withHand = LegalMoves.of(state).handTakes().stream()
                .filter(hand -> hand.player().equals(player) && hand.card().equals(card)).findFirst();
        return new Ways(LegalMoves.takeChoices(state, player, card), withHand,
                withHand.isPresent() ? Optional.empty() : LegalMoves.noTake(state, player, card));
    }
}
