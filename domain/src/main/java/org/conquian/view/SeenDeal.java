package org.conquian.view;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.DealResult;
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
 * @param passOn    whether the open card, offered round the table (house rule {@code offer} round), may be passed on by the
 *                  player it is open to rather than rejected
 * @param teams     in a partnership, the two teams, each its players in order of play (their melds are the team's, one
 *                  arrangement); empty otherwise
 */
public record SeenDeal(int number, String dealer, List<String> players, Map<String, SeenHand> hands, Map<String, Arrangement> melds,
                       int stockLeft, Optional<List<Card>> stock, CardSet waste, CardSet seen, boolean concealed, boolean shown,
                       DealPhase phase, Optional<DealState.CentreCard> centre, List<Command.Force> forces, boolean passOn,
                       List<List<String>> teams) {

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
        teams = teams.stream().map(List::copyOf).toList();
    }

    /** The player's team in a partnership, its players in order of play; empty when the players play each for themselves. */
    public Optional<List<String>> teamOf(String player) {
        return teams.stream().filter(team -> team.contains(player)).findFirst();
    }

    /**
     * Whether the player's seat is where their melds lie: every player's in a match without teams; in a partnership the
     * first of each team in order of play, where the team's one arrangement is shown (the partner's is the same).
     */
    public boolean laysOutMelds(String player) {
        return teamOf(player).map(team -> team.getFirst().equals(player)).orElse(true);
    }

    /** A team in words, its players in order of play: {@code ana & cruz}. */
    public static String team(List<String> team) {
        return String.join(" & ", team);
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
                case PASSED -> "passed by " + leftOf(open.player()) + ", open to " + open.player() + ": take or " + leaving();
                case DISCARDED -> "discarded by " + leftOf(open.player()) + ", open to " + open.player() + ": take or " + leaving();
            } + forceNote();
            case DealPhase.AwaitingForcedTake forced -> "forced on " + forced.player() + ", who must take it";
            case DealPhase.AwaitingArrangement taken -> "(" + taken.player() + " took " + card.apply(taken.card()) + ")";
            case DealPhase.AwaitingExchange exchange -> "(the cambio: each player gives one card to the right, all at once)";
            case DealPhase.AwaitingReveal reveal -> "";
            case DealPhase.AwaitingDiscard discard -> "";
            case DealPhase.StockExhausted exhausted -> "";
            case DealPhase.HandMelded melded -> "";
            case DealPhase.Misdealt misdealt -> "misdealt (a hand of the wrong size): the deal is void, and " + misdealt.dealer() + " deals again";
            case DealPhase.Over over -> over.result() instanceof DealResult.Voided ? "the deal is void: " + dealer + " deals again" : "";
        };
    }

    /** What the deal waits for, in a sentence: the phase's words, and of a card offered round the table that it may be passed on. */
    public String describe() {
        return phase instanceof DealPhase.CardOpen open && passOn
                ? open.card() + " is open to " + open.player() + " to take or pass on round the table" : phase.describe();
    }

    /** How the player the card is open to may leave it: pass it on round the table, or reject it. */
    private String leaving() {
        return passOn ? "pass it on" : "reject";
    }

    private String forceNote() {
        String note = forces.stream().map(force -> force.player() + " may force " + force.target()).collect(Collectors.joining(", "));
        return note.isEmpty() ? "" : " (" + note + ")";
    }
}
