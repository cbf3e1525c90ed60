package org.conquian.view;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.game.DealPhase;
import org.conquian.game.DealState;
import org.conquian.meld.Arrangement;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A deal as one viewer sees it, as {@link Observer#table} gives it: what lies face up (the melds, the centre, the
 * waste, the cards seen, the phase, the forces open) is the same for everyone; each hand is {@link SeenHand.Visible} or
 * {@link SeenHand.Hidden}; the stock's order is there only for a viewer who sees it.
 *
 * @param players   in the order they are dealt to: from the dealer's right round to the dealer
 * @param stockLeft how many cards the stock holds
 * @param stock     the stock's cards top first, when the viewer sees its order (the officials, in a known deal)
 * @param seen      the cards seen so far in the deal: turned up, laid out, discarded, shown
 * @param concealed whether the deal was dealt face down, at a real table
 * @param shown     whether a concealed deal's hands were shown at its end
 * @param centre    the face-up card in the centre and the one it is open to, if any
 * @param forces    the forces open now, which everyone at the table can tell from the melds
 */
public record SeenDeal(int number, String dealer, List<String> players, Map<String, SeenHand> hands, Map<String, Arrangement> melds,
                       int stockLeft, Optional<List<Card>> stock, CardSet waste, CardSet seen, boolean concealed, boolean shown,
                       DealPhase phase, Optional<DealState.CentreCard> centre, List<Command.Force> forces) {

    public SeenDeal {
        Objects.requireNonNull(dealer, "dealer");
        players = List.copyOf(players);
        hands = Map.copyOf(hands);
        melds = Map.copyOf(melds);
        stock = stock.map(List::copyOf);
        Objects.requireNonNull(waste, "waste");
        Objects.requireNonNull(seen, "seen");
        Objects.requireNonNull(phase, "phase");
        forces = List.copyOf(forces);
    }

    public SeenHand hand(String player) {
        SeenHand hand = hands.get(player);
        if (hand == null) {
            throw new IllegalArgumentException("'" + player + "' does not play in deal " + number);
        }
        return hand;
    }

    public Arrangement melds(String player) {
        return melds.getOrDefault(player, Arrangement.NONE);
    }

    /** The player on the left of {@code player}: the one whose right {@code player} is. */
    public String leftOf(String player) {
        return players.get(Math.floorMod(players.indexOf(player) - 1, players.size()));
    }

    /**
     * The centre in words, said after its card: who it is open to and what they may do, or what is awaited;
     * {@code card} writes a card (a code, or a terminal's suit symbol).
     */
    public String centreWords(Function<Card, String> card) {
        return switch (phase) {
            case DealPhase.CardOpen open -> switch (open.origin()) {
                case REVEALED -> "revealed by " + open.player() + ", open to " + open.player() + ": take or pass";
                case FIRST_CARD -> "the first card of the deal, open to " + open.player()
                        + (open.player().equals(dealer) ? ", the dealer: take or reject" : ": take or pass");
                case PASSED -> "passed by " + leftOf(open.player()) + ", open to " + open.player() + ": take or reject";
                case DISCARDED -> "discarded by " + leftOf(open.player()) + ", open to " + open.player() + ": take or reject";
            } + forceNote();
            case DealPhase.AwaitingForcedTake forced -> "forced on " + forced.player() + ", who must take it";
            case DealPhase.AwaitingArrangement taken -> "(" + taken.player() + " took " + card.apply(taken.card()) + ")";
            case DealPhase.AwaitingExchange exchange -> "(the cambio: each player gives one card to the right, all at once)";
            case DealPhase.AwaitingReveal reveal -> "";
            case DealPhase.AwaitingDiscard discard -> "";
            case DealPhase.StockExhausted exhausted -> "";
            case DealPhase.HandMelded melded -> "";
            case DealPhase.Misdealt misdealt -> "";
            case DealPhase.Over over -> "";
        };
    }

    private String forceNote() {
        String note = forces.stream().map(force -> force.player() + " may force " + force.target()).collect(Collectors.joining(", "));
        return note.isEmpty() ? "" : " (" + note + ")";
    }
}
