package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.rules.RuleId;
import org.conquian.rules.Violation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What may be done now: the commands open to the player whose turn it is, and the forces the variant allows.
 * The takes, the forces and a concealed cambio are listed by the rule that judges them ({@code TakeRule},
 * {@code ForceRule}, {@code ExchangeRule}); passes and rejections by the predicates their judge uses. A deal
 * that is due is flagged rather than listed, as its command needs a shuffled pack; so is the cambio of a known
 * deal, whose choices are every player's hand cards at once ({@link #cambioChoices}).
 *
 * @param actor       the player whose turn it is, if any
 * @param dealDue     whether the next command is a {@link Command.Deal}
 * @param exchangeDue whether the next command is a {@link Command.Exchange}
 * @param moves       every other legal command, and the cambio of a concealed deal, made with no cards named;
 *                    takes come once per possible arrangement, most cards laid first
 */
public record LegalMoves(Optional<String> actor, boolean dealDue, boolean exchangeDue, List<Command> moves) {

    public LegalMoves {
        moves = List.copyOf(moves);
    }

    public static LegalMoves of(MatchState state) {
        return switch (state) {
            case MatchState.NotStarted notStarted -> new LegalMoves(Optional.empty(), false, false, List.of());
            case MatchState.Ended ended -> new LegalMoves(Optional.empty(), false, false, List.of());
            case MatchState.Underway underway -> switch (underway.stage()) {
                case AWAITING_DEAL -> new LegalMoves(Optional.of(underway.setup().dealerOf(underway.dealsStarted() + 1)), true, false, List.of());
                case IN_DEAL -> inDeal(underway);
                case NOT_STARTED, DECIDED, ENDED -> new LegalMoves(Optional.empty(), false, false, List.of());
            };
        };
    }

    private static LegalMoves inDeal(MatchState.Underway state) {
        DealState deal = state.deal();
        List<Command> moves = new ArrayList<>();
        switch (deal.phase()) {
            case DealPhase.AwaitingExchange exchange -> {
                return new LegalMoves(Optional.empty(), false, true, List.copyOf(ExchangeRule.open(state)));
            }
            case DealPhase.AwaitingReveal reveal -> {
                // a concealed stock may turn up any card not seen yet; the table says which
                for (Card card : deal.topOfStock().map(CardSet::of).orElseGet(() -> state.pack().minus(deal.seen()))) {
                    moves.add(new Command.Reveal(reveal.player(), card));
                }
            }
            case DealPhase.CardOpen open -> {
                moves.addAll(TakeRule.open(state));
                if (PlayRules.mayPass(deal, open.player(), open.card())) {
                    moves.add(new Command.Pass(open.player(), open.card()));
                }
                if (PlayRules.mayReject(deal, open.player(), open.card())) {
                    moves.add(new Command.Reject(open.player(), open.card()));
                }
                moves.addAll(ForceRule.open(state));
            }
            case DealPhase.AwaitingForcedTake forced -> moves.addAll(TakeRule.open(state));
            case DealPhase.AwaitingDiscard discard -> {
                Holding holding = deal.holding(discard.player());
                CardSet discardable = holding.hidden() > 0 ? holding.hand().union(state.pack().minus(deal.seen())) : holding.hand();
                for (Card card : discardable) {
                    moves.add(new Command.Discard(discard.player(), card));
                }
            }
            case DealPhase.AwaitingArrangement taken -> moves.addAll(TakeRule.open(state));
            case DealPhase.StockExhausted exhausted -> {
                // the deal ends drawn at once, with no choice
            }
            case DealPhase.HandMelded melded -> {
                // the deal ends won at once, with no choice
            }
            case DealPhase.Over over -> {
                // not in a deal
            }
        }
        return new LegalMoves(deal.phase().actor(), false, false, moves);
    }

    /** One take per arrangement of the exposed cards, the taken card and any hand cards; none outside a deal. */
    public static List<Command.Take> takes(MatchState state, String player, Card card) {
        return TakeRule.takes(state, player, card);
    }

    /**
     * One take per distinct set of cards laid out, the arrangement with the fewest melds standing for the
     * others. How exposed cards are split into melds matters to no rule (every take and every force test
     * considers all arrangements), so these are the choices a player really has.
     */
    public static List<Command.Take> takeChoices(MatchState state, String player, Card card) {
        return TakeRule.choices(state, player, card);
    }

    /**
     * Why no take of the card is open to the player, when none is: no arrangement of their exposed cards, the
     * card and any hand cards holds it (R-TAKE). Empty when some take is open.
     */
    public static Optional<Violation> noTake(MatchState state, String player, Card card) {
        return TakeRule.choices(state, player, card).isEmpty()
                ? Optional.of(Violation.of(RuleId.TAKE, card + " cannot be melded by " + player + " now, with or without hand cards"))
                : Optional.empty();
    }

    /** In the cambio of a known deal, the cards each player may give: any card of their hand as dealt. Empty otherwise. */
    public static Map<String, CardSet> cambioChoices(MatchState state) {
        return ExchangeRule.choices(state);
    }

    /** Whether the hands of the last deal may be shown now: it was concealed, has ended, and they were not shown. */
    public static boolean handsMayBeShown(MatchState state) {
        return state instanceof MatchState.Underway underway && underway.lastDeal().filter(DealState::handsMayBeShown).isPresent();
    }

    public boolean isEmpty() {
        return !dealDue && !exchangeDue && moves.isEmpty();
    }
}
