package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.event.DealResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One deal as the rules see it: each seat's holding, the stock with how many cards were turned up from it,
 * the waste, the phase, and what is known. A known deal has every hand and the stock's order; a concealed
 * one (a real table) knows only the counts and the cards seen so far, each of which may be seen once (twice
 * with two packs: {@link #unseen}).
 *
 * @param number    the deal number, from 1
 * @param seats     the players in order of play: a card passed or discarded goes to the player on the right
 * @param holdings  each seat's holding, in the order of {@code seats}: a list and not a map by name, as the judge
 *                  looks one up at nearly every move, and a short list's walk is the cheapest way there
 * @param stock     the stock as dealt, top first; empty when concealed
 * @param stockSize how many cards the stock was dealt with
 * @param revealed  how many stock cards have been turned up; the next is {@code stock.get(revealed)} when known
 * @param seen      the cards seen so far in the deal: turned up, laid out from a hand, discarded, shown; each as
 *                  many times as it was
 * @param concealed whether the hands and the stock are unknown
 * @param shown     whether the hands were shown at the end of a concealed deal
 * @param lastRevealer who turned up the deal's last stock card, none before the first (house rule {@code revealer} rotation)
 */
public record DealState(int number, String dealer, List<String> seats, List<Holding> holdings,
                        List<Card> stock, int stockSize, int revealed, CardSet waste, CardSet seen, boolean concealed, boolean shown,
                        DealPhase phase, Optional<String> lastRevealer) {

    public DealState {
        Objects.requireNonNull(dealer, "dealer");
        seats = List.copyOf(seats);
        holdings = List.copyOf(holdings);
        if (holdings.size() != seats.size()) {
            throw new IllegalArgumentException(holdings.size() + " holdings for " + seats.size() + " seats");
        }
        stock = List.copyOf(stock);
        Objects.requireNonNull(waste, "waste");
        Objects.requireNonNull(seen, "seen");
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(lastRevealer, "lastRevealer");
    }

    /** A fresh known deal, in the phase the profile opens deals with. */
    public static DealState dealt(int number, String dealer, MatchSetup setup, Map<String, CardSet> hands, List<Card> stock, DealPhase opening) {
        List<Holding> holdings = setup.players().stream().map(player -> Holding.dealt(hands.get(player))).toList();
        return new DealState(number, dealer, setup.players(), holdings, stock, stock.size(), 0, CardSet.EMPTY, CardSet.EMPTY, false, false,
                opening, Optional.empty());
    }

    /** A fresh concealed deal: every hand of the deal size face down, the rest in the stock. */
    public static DealState dealtFaceDown(int number, String dealer, MatchSetup setup, DealPhase opening) {
        List<Holding> holdings = setup.players().stream().map(player -> Holding.concealed(setup.profile().handSize())).toList();
        return new DealState(number, dealer, setup.players(), holdings, List.of(), setup.profile().stockSize(setup.players().size()), 0,
                CardSet.EMPTY, CardSet.EMPTY, true, false, opening, Optional.empty());
    }

    public boolean inProgress() {
        return !(phase instanceof DealPhase.Over);
    }

    public Holding holding(String player) {
        return holdings.get(seatOf(player));
    }

    private int seatOf(String player) {
        int seat = seats.indexOf(player);
        if (seat < 0) {
            throw new IllegalArgumentException("'" + player + "' does not play in deal " + number);
        }
        return seat;
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
        return stockSize - revealed;
    }

    /** The top stock card, when the stock's order is known and a card is left. */
    public Optional<Card> topOfStock() {
        return revealed < stock.size() ? Optional.of(stock.get(revealed)) : Optional.empty();
    }

    /** The stock cards not yet turned up, top first; none when the stock is concealed. */
    public List<Card> stockLeftCards() {
        return stock.isEmpty() ? List.of() : stock.subList(revealed, stock.size());
    }

    /** Whether the players may show their hands now: the deal was concealed, has ended, not void, and they have not yet. */
    public boolean handsMayBeShown() {
        return concealed && !shown && !inProgress() && !voided();
    }

    /** Whether the deal ended void, a misdeal. */
    public boolean voided() {
        return phase instanceof DealPhase.Over over && over.result() instanceof DealResult.Voided;
    }

    /**
     * Whether a card not in any known place could still be in a hand or the stock: it was seen fewer times than
     * the pack holds it (once, or twice with two packs).
     */
    public boolean unseen(Card card, CardSet pack) {
        return seen.count(card) < pack.count(card);
    }

    /** The cards that could still be in a hand or the stock: the pack less the cards seen. */
    public CardSet unseenCards(CardSet pack) {
        return pack.minus(seen);
    }

    /** The face-up centre card, if there is one, with the player it is open to. */
    public Optional<CentreCard> centreCard() {
        // a card open or forced lies in the centre; one just taken is on its way to a meld
        return switch (phase) {
            case DealPhase.CardOpen open -> Optional.of(new CentreCard(open.card(), open.player()));
            case DealPhase.AwaitingForcedTake forced -> Optional.of(new CentreCard(forced.card(), forced.player()));
            case DealPhase.AwaitingExchange exchange -> Optional.empty();
            case DealPhase.AwaitingReveal reveal -> Optional.empty();
            case DealPhase.AwaitingArrangement taken -> Optional.empty();
            case DealPhase.AwaitingDiscard discard -> Optional.empty();
            case DealPhase.StockExhausted exhausted -> Optional.empty();
            case DealPhase.HandMelded melded -> Optional.empty();
            case DealPhase.Misdealt misdealt -> Optional.empty();
            case DealPhase.Over over -> Optional.empty();
        };
    }

    DealState withPhase(DealPhase next) {
        return new DealState(number, dealer, seats, holdings, stock, stockSize, revealed, waste, seen, concealed, shown, next, lastRevealer);
    }

    DealState withHolding(String player, Holding holding) {
        return new DealState(number, dealer, seats, replaced(seatOf(player), holding), stock, stockSize, revealed, waste, seen, concealed,
                shown, phase, lastRevealer);
    }

    /** The holdings with one seat's replaced: copied by hand, as a list's own copy to a typed array goes by reflection. */
    private List<Holding> replaced(int seat, Holding holding) {
        Holding[] next = new Holding[holdings.size()];
        for (int i = 0; i < next.length; i++) {
            next[i] = i == seat ? holding : holdings.get(i);
        }
        return List.of(next);
    }

    /** A hand card discarded: out of the player's hand, seen, and the phase that follows, at once. */
    DealState afterDiscard(String player, Card card, DealPhase next) {
        int seat = seatOf(player);
        return new DealState(number, dealer, seats, replaced(seat, holdings.get(seat).without(card)), stock, stockSize, revealed, waste,
                seen.with(card), concealed, shown, next, lastRevealer);
    }

    /**
     * Melds laid out, with a take or free: the player's holding, a partner's melds, which are the team's, the hand
     * cards that came into view, and the phase that follows, at once.
     */
    DealState afterLayingOut(String player, Holding holding, Optional<String> partner, CardSet fromHand, DealPhase next) {
        int seat = seatOf(player);
        int partnerSeat = partner.isPresent() ? seatOf(partner.get()) : -1;
        Holding[] changed = new Holding[holdings.size()];
        for (int i = 0; i < changed.length; i++) {
            changed[i] = i == seat ? holding : i == partnerSeat ? holdings.get(i).withMelds(holding.melds()) : holdings.get(i);
        }
        return new DealState(number, dealer, seats, List.of(changed), stock, stockSize, revealed, waste, seen.plus(fromHand), concealed,
                shown, next, lastRevealer);
    }

    /** The top stock card turned up by the player: it is seen. */
    DealState afterReveal(String player, Card card, DealPhase next) {
        return new DealState(number, dealer, seats, holdings, stock, stockSize, revealed + 1, waste, seen.with(card), concealed, shown,
                next, Optional.of(player));
    }

    DealState withWasted(Card card, DealPhase next) {
        return new DealState(number, dealer, seats, holdings, stock, stockSize, revealed, waste.with(card), seen, concealed, shown, next,
                lastRevealer);
    }

    /** The hands shown at the end of a concealed deal. */
    DealState withHandsShown(CardSet cards) {
        return new DealState(number, dealer, seats, holdings, stock, stockSize, revealed, waste, seen.plus(cards), concealed, true, phase,
                lastRevealer);
    }

    /** The face-up card in the centre and the one player it is open to. */
    public record CentreCard(Card card, String openTo) {
    }
}
