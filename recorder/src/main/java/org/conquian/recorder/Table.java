package org.conquian.recorder;

import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.game.DealPhase;
import org.conquian.game.DealState;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;

import java.util.Optional;

/**
 * What a command left unsaid, read off the table: who is to act, the open centre card, the top of the
 * stock. The prompt's short notation and the JSON protocol both let a move name only what is a choice.
 */
public final class Table {

    private Table() {
    }

    public static Optional<String> actor(MatchState state) {
        return LegalMoves.of(state).actor();
    }

    private static Optional<DealState.CentreCard> centre(MatchState state) {
        return state.currentDeal().flatMap(DealState::centreCard);
    }

    /** The card the command acts on: the one named, else the open centre card, else the taken card awaiting melds. */
    public static Optional<Card> openCard(MatchState state) {
        return centre(state).map(DealState.CentreCard::card).or(() -> state.currentDeal()
                .map(DealState::phase)
                .filter(DealPhase.AwaitingArrangement.class::isInstance)
                .map(phase -> ((DealPhase.AwaitingArrangement) phase).card()));
    }

    public static Optional<Card> topOfStock(MatchState state) {
        return state.currentDeal().flatMap(DealState::topOfStock);
    }

    /**
     * The force a command that names no one means: the first the rules allow now, as the legal moves list it;
     * when none is allowed, the player who left the open card forcing the one it is open to, for the rules to
     * say why not.
     */
    public static Optional<Command.Force> force(MatchState state) {
        return LegalMoves.of(state).moves().stream().filter(Command.Force.class::isInstance).map(Command.Force.class::cast).findFirst()
                .or(() -> state.currentDeal().flatMap(deal -> deal.centreCard()
                        .map(centre -> new Command.Force(deal.leftOf(centre.openTo()), centre.openTo(), centre.card()))));
    }
}
