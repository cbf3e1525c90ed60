package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One deal as the rules see it: each player's holding, the stock as dealt with how many cards were
 * turned up from it, the waste, and the phase.
 *
 * @param number   the deal number, from 1
 * @param revealed how many stock cards have been turned up; the next is {@code stock.get(revealed)}
 */
public record DealState(int number, String dealer, String nondealer, Map<String, Holding> holdings,
                        List<Card> stock, int revealed, CardSet waste, DealPhase phase) {

    public DealState {
        Objects.requireNonNull(dealer, "dealer");
        Objects.requireNonNull(nondealer, "nondealer");
        holdings = Map.copyOf(holdings);
        stock = List.copyOf(stock);
        Objects.requireNonNull(waste, "waste");
        Objects.requireNonNull(phase, "phase");
    }

    /** A fresh deal: the nondealer is first to reveal. */
    public static DealState dealt(int number, String dealer, String nondealer, Map<String, CardSet> hands, List<Card> stock) {
        return new DealState(number, dealer, nondealer,
                Map.of(dealer, Holding.dealt(hands.get(dealer)), nondealer, Holding.dealt(hands.get(nondealer))),
                stock, 0, CardSet.EMPTY, new DealPhase.AwaitingReveal(nondealer));
    }

    public boolean inProgress() {
        return !(phase instanceof DealPhase.Over);
    }

    public Holding holding(String player) {
        Holding holding = holdings.get(player);
        if (holding == null) {
            throw new IllegalArgumentException("'" + player + "' does not play in deal " + number);
        }
        return holding;
    }

    public String opponentOf(String player) {
        return player.equals(dealer) ? nondealer : dealer;
    }

    public int stockLeft() {
        return stock.size() - revealed;
    }

    public Optional<Card> topOfStock() {
        return revealed < stock.size() ? Optional.of(stock.get(revealed)) : Optional.empty();
    }

    /** The stock cards not yet turned up, top first. */
    public List<Card> stockLeftCards() {
        return stock.subList(revealed, stock.size());
    }

    /** The face-up centre card, if there is one, with the player it is open to. */
    public Optional<CentreCard> centreCard() {
        return switch (phase) {
            case DealPhase.CardOpen open -> Optional.of(new CentreCard(open.card(), open.player()));
            case DealPhase.AwaitingForcedTake forced -> Optional.of(new CentreCard(forced.card(), forced.player()));
            case DealPhase.AwaitingReveal reveal -> Optional.empty();
            case DealPhase.AwaitingArrangement arrangement -> Optional.empty();
            case DealPhase.AwaitingDiscard discard -> Optional.empty();
            case DealPhase.StockExhausted exhausted -> Optional.empty();
            case DealPhase.HandMelded melded -> Optional.empty();
            case DealPhase.Over over -> Optional.empty();
        };
    }

    DealState withPhase(DealPhase next) {
        return new DealState(number, dealer, nondealer, holdings, stock, revealed, waste, next);
    }

    DealState withHolding(String player, Holding holding) {
        String other = opponentOf(player);
        return new DealState(number, dealer, nondealer, Map.of(player, holding, other, holdings.get(other)),
                stock, revealed, waste, phase);
    }

    DealState afterReveal(DealPhase next) {
        return new DealState(number, dealer, nondealer, holdings, stock, revealed + 1, waste, next);
    }

    DealState withWasted(Card card, DealPhase next) {
        return new DealState(number, dealer, nondealer, holdings, stock, revealed, waste.with(card), next);
    }

    /** The face-up card in the centre and the one player it is open to. */
    public record CentreCard(Card card, String openTo) {
    }
}
