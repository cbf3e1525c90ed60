package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One deal as the rules see it: each seat's holding, the stock as dealt with how many cards were
 * turned up from it, the waste, and the phase.
 *
 * @param number   the deal number, from 1
 * @param seats    the players in order of play: a card passed or discarded goes to the player on the right
 * @param revealed how many stock cards have been turned up; the next is {@code stock.get(revealed)}
 */
public record DealState(int number, String dealer, List<String> seats, Map<String, Holding> holdings,
                        List<Card> stock, int revealed, CardSet waste, DealPhase phase) {

    public DealState {
        Objects.requireNonNull(dealer, "dealer");
        seats = List.copyOf(seats);
        holdings = Map.copyOf(holdings);
        stock = List.copyOf(stock);
        Objects.requireNonNull(waste, "waste");
        Objects.requireNonNull(phase, "phase");
    }

    /** A fresh deal, in the phase its variant opens deals with. */
    public static DealState dealt(int number, String dealer, MatchSetup setup, Map<String, CardSet> hands, List<Card> stock) {
        Map<String, Holding> holdings = new HashMap<>();
        hands.forEach((player, hand) -> holdings.put(player, Holding.dealt(hand)));
        return new DealState(number, dealer, setup.players(), holdings, stock, 0, CardSet.EMPTY, setup.variant().opening(setup, dealer));
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

    /** The player to the right of {@code player}: the next in order of play. */
    public String rightOf(String player) {
        return seats.get((seats.indexOf(player) + 1) % seats.size());
    }

    /** The players in the order they are dealt to: from the dealer's right round to the dealer. */
    public List<String> fromDealersRight() {
        return fromSeat(rightOf(dealer));
    }

    /** The players in order of play, starting with {@code player}. */
    public List<String> fromSeat(String player) {
        int first = seats.indexOf(player);
        List<String> order = new ArrayList<>(seats.size());
        for (int step = 0; step < seats.size(); step++) {
            order.add(seats.get((first + step) % seats.size()));
        }
        return order;
    }

    /** The player on the left of {@code player}: the one whose right {@code player} is. */
    public String leftOf(String player) {
        return seats.get(Math.floorMod(seats.indexOf(player) - 1, seats.size()));
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
            case DealPhase.AwaitingExchange exchange -> Optional.empty();
            case DealPhase.AwaitingReveal reveal -> Optional.empty();
            case DealPhase.AwaitingArrangement arrangement -> Optional.empty();
            case DealPhase.AwaitingDiscard discard -> Optional.empty();
            case DealPhase.StockExhausted exhausted -> Optional.empty();
            case DealPhase.HandMelded melded -> Optional.empty();
            case DealPhase.Over over -> Optional.empty();
        };
    }

    DealState withPhase(DealPhase next) {
        return new DealState(number, dealer, seats, holdings, stock, revealed, waste, next);
    }

    DealState withHolding(String player, Holding holding) {
        Map<String, Holding> next = new HashMap<>(holdings);
        next.put(player, holding);
        return new DealState(number, dealer, seats, next, stock, revealed, waste, phase);
    }

    DealState afterReveal(DealPhase next) {
        return new DealState(number, dealer, seats, holdings, stock, revealed + 1, waste, next);
    }

    DealState withWasted(Card card, DealPhase next) {
        return new DealState(number, dealer, seats, holdings, stock, revealed, waste.with(card), next);
    }

    /** The face-up card in the centre and the one player it is open to. */
    public record CentreCard(Card card, String openTo) {
    }
}
