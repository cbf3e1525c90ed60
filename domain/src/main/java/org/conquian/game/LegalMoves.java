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
 * What may be done now: the commands open to the player whose turn it is, and the forces the profile allows.
 * Each kind of move the phase admits ({@code MoveKind}) is listed by the rule that judges it ({@code RevealRule},
 * {@code TakeRule}, {@code PassRejectRule}, {@code ForceRule}, {@code DiscardRule},
 * {@code ExchangeRule}), so the menu and the judge cannot disagree. A deal
 * that is due is flagged rather than listed, as its command needs a shuffled pack; so is the cambio of a known
 * deal, whose choices are every player's hand cards at once ({@link #cambioChoices}).
 *
 * @param actor       the player whose turn it is, if any
 * @param dealDue     whether the next command is a {@link Command.Deal}
 * @param exchangeDue whether the next command is a {@link Command.Exchange}
 * @param moves       every other legal command, and the cambio of a concealed deal, made with no cards named;
 *                    takes and free melds come once per possible arrangement, most cards laid first; at a real
 *                    table that records misdeals, the deal's end, void, right after it is dealt
 * @param handTakes   in a concealed deal, the takes that may lay out face-down hand cards, which the player
 *                    completes by saying what they lay out
 * @param handMelds   in a concealed deal where the house plays {@code meldFromHand}, the free meld that may lay out
 *                    face-down hand cards, which the player completes by saying what they lay out
 * @param rulingDue   the seq of the call that waits for the director's ruling, if one does: then the next command is a
 *                    {@link Command.Rule}, and nothing else is legal. Calls are never listed: any move may be played
 *                    irregularly
 */
public record LegalMoves(Optional<String> actor, boolean dealDue, boolean exchangeDue, List<Command> moves, List<HandTake> handTakes,
                         List<HandMeld> handMelds, Optional<Long> rulingDue) {

    private static final LegalMoves NONE = new LegalMoves(Optional.empty(), false, false, List.of(), List.of(), List.of(), Optional.empty());

    public LegalMoves {
        moves = List.copyOf(moves);
        handTakes = List.copyOf(handTakes);
        handMelds = List.copyOf(handMelds);
    }

    /**
     * A take of a concealed deal that may lay out face-down hand cards: {@code player} may take {@code card}
     * with melds that add up to {@code handCards} cards of their face-down hand, any cards not seen yet. The
     * player says which; the melds left untouched may go unsaid ({@link Command.Take}).
     */
    public record HandTake(String player, Card card, int handCards) {
    }

    /**
     * A free meld of a concealed deal that may lay out face-down hand cards: {@code player} may lay out melds that
     * add up to at least one and at most {@code handCards} cards of their face-down hand, any cards not seen yet.
     * The player says which; the melds left untouched may go unsaid ({@link Command.FreeMeld}).
     */
    public record HandMeld(String player, int handCards) {
    }

    public static LegalMoves of(MatchState state) {
        if (!(state instanceof MatchState.Underway underway)) {
            return NONE;
        }
        if (underway.hearing() instanceof Hearing.CallWaiting waiting) {
            return new LegalMoves(Optional.empty(), false, false, List.of(), List.of(), List.of(), Optional.of(waiting.seq()));
        }
        if (underway.hearing().endingTheDeal().isPresent()) {
            // the end of the deal the decision gives comes at once
            return NONE;
        }
        if (DealRule.notDue(underway).isEmpty()) {
            return new LegalMoves(Optional.of(DealRule.nextDealer(underway).player()), true, false, List.of(), List.of(), List.of(),
                    Optional.empty());
        }
        return underway.stage() == MatchState.Stage.IN_DEAL ? inDeal(underway) : NONE;
    }

    /** In a deal: the moves of each kind the phase admits, listed by that kind's rule, in the table's order. */
    private static LegalMoves inDeal(MatchState.Underway state) {
        DealPhase phase = state.deal().phase();
        MoveKind.Admits admits = MoveKind.admitted(phase);
        List<Command> moves = new ArrayList<>();
        for (MoveKind kind : admits.kinds()) {
            moves.addAll(MoveRules.open(kind, state));
        }
        if (MatchRules.mayVoid(state)) {
            moves.add(new Command.VoidDeal());
        }
        return new LegalMoves(phase.actor(), false, admits.has(MoveKind.EXCHANGE), moves, TakeRule.handTakes(state), TakeRule.handMelds(state),
                Optional.empty());
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

    /**
     * The free melds open to the player now (house rule {@code meldFromHand}), one per distinct set of cards laid out,
     * as {@link #takeChoices} gives a take's: the choices a player really has.
     */
    public static List<Command.FreeMeld> meldChoices(MatchState state, String player) {
        return TakeRule.meldChoices(state, player);
    }

    /**
     * Why no free meld is open to the player, when none is: the rules' own refusal when laying out melds is not
     * theirs now (R-TURN: no {@code meldFromHand}, or not their turn), else that no arrangement of their exposed cards
     * and hand cards lays out a hand card (R-TAKE). Empty when one is open, in a concealed deal one of face-down cards
     * too ({@link #handMelds}).
     */
    public static Optional<Violation> noFreeMeld(MatchState state, String player) {
        if (!meldChoices(state, player).isEmpty() || of(state).handMelds().stream().anyMatch(meld -> meld.player().equals(player))) {
            return Optional.empty();
        }
        if (Decider.decide(state, new Command.FreeMeld(player, List.of())) instanceof Decision.Refused refused
                && refused.violation().rule() != RuleId.TAKE) {
            return Optional.of(refused.violation());
        }
        return Optional.of(Violation.of(RuleId.TAKE, player + " can lay out no meld from the hand now: no arrangement of "
                + player + "'s exposed cards and hand cards lays out a hand card" + (state.currentDeal().map(DealState::phase)
                .filter(DealPhase.AwaitingDiscard.class::isInstance).isPresent() ? " and keeps one to discard" : "")));
    }

    /**
     * Why the player cannot pass or reject (the verb) when no card is open: R-TURN, in the words the rules give a
     * move out of turn, naming whose turn it is and to do what.
     */
    public static Violation nothingOpen(MatchState state, String player, String verb) {
        return TurnRule.nothingOpen(state, player, verb);
    }

    /** A take written in full: the melds it names, and before them the taker's exposed melds it leaves untouched. */
    public static Command.Take inFull(MatchState state, Command.Take take) {
        return new Command.Take(take.player(), take.card(), TakeRule.withUntouched(state, take.player(), Optional.of(take.card()), take.melds()));
    }

    /** A free meld written in full: the melds it names, and before them the player's exposed melds it leaves untouched. */
    public static Command.FreeMeld inFull(MatchState state, Command.FreeMeld meld) {
        return new Command.FreeMeld(meld.player(), TakeRule.withUntouched(state, meld.player(), Optional.empty(), meld.melds()));
    }

    /**
     * Whether an arrangement the player would lay out keeps the melds laid out before, as discard-then-meld
     * (house rule {@code rearrange} false) asks: a hand take's or a hand meld's completion must, as every listed
     * arrangement does. Always true where the house lets melds be rearranged.
     */
    public static boolean keepsMelds(MatchState state, String player, List<List<Card>> melds) {
        return state.profile().rearrange() || state.currentDeal().filter(deal -> deal.seats().contains(player))
                .map(deal -> TakeRule.unkept(deal.holding(player).melds(), melds.stream().map(CardSet::of).toList()).isEmpty())
                .orElse(true);
    }

    /** In the cambio of a known deal, the cards each player may give: any card of their hand as dealt. Empty otherwise. */
    public static Map<String, CardSet> cambioChoices(MatchState state) {
        return ExchangeRule.choices(state);
    }

    /** Whether the card open now, when passed, goes on round the table (house rule {@code offer} round). */
    public static boolean passedOn(MatchState state) {
        return PassRejectRule.passedOn(state);
    }

    /** Whether the hands of the last deal may be shown now: it was concealed, has ended, and they were not shown. */
    public static boolean handsMayBeShown(MatchState state) {
        return state instanceof MatchState.Underway underway && underway.lastDeal().filter(DealState::handsMayBeShown).isPresent();
    }

    public boolean isEmpty() {
        return !dealDue && !exchangeDue && moves.isEmpty() && handTakes.isEmpty() && handMelds.isEmpty() && rulingDue.isEmpty();
    }
}
