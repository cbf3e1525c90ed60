package org.conquian.notation;

import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.game.DealState;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The moves open now, written as they are typed, so that each hint records as it stands: what only the table
 * knows is a word in capitals to put in its place ({@code reveal CARD}, {@code take 7C MELD...}, {@code take 6H N}
 * for the N-th way), and words in brackets after a hint say more about it.
 */
public final class Hints {

    /** The words in capitals a hint leaves to fill in: a card, the cards of a hand, the melds of a take, the number of a way. */
    public static final List<String> BLANKS = List.of("CARD", "CARDS", "MELD...", "N", "DIRECTOR", "PLAYER", "TEXT");

    private Hints() {
    }

    /**
     * The hints in a line: {@code ana: take 6H 4H-5H-6H · reject · ben force ana}.
     *
     * @param askHands whether the hands of a concealed deal just ended are still to be asked
     */
    public static String line(MatchState state, boolean askHands) {
        LegalMoves legal = LegalMoves.of(state);
        if (legal.rulingDue().isPresent()) {
            return "the call of seq " + legal.rulingDue().get() + " waits for the director's ruling: " + String.join(" · ", rulings(state))
                    + " [-- TEXT]";
        }
        boolean mayShow = askHands && LegalMoves.handsMayBeShown(state) && state instanceof MatchState.Started;
        String show = mayShow ? "the deal is over: record the hands shown (show "
                + String.join(" CARDS ", ((MatchState.Started) state).setup().players()) + " CARDS), or skip" : "";
        if (legal.dealDue()) {
            return (show.isEmpty() ? "" : show + "; then ") + legal.actor().orElseThrow() + " deals: type deal";
        }
        if (!show.isEmpty()) {
            return show;
        }
        // a hand dealt face down is known only as it is shown: the hints say so, rather than list every unseen card
        Optional<DealState> deal = state.currentDeal();
        boolean concealed = deal.filter(DealState::concealed).isPresent();
        boolean faceDown = deal.isPresent() && legal.actor().filter(actor -> deal.get().holding(actor).hidden() > 0).isPresent();
        Set<String> hints = new LinkedHashSet<>();
        Set<Card> hinted = new HashSet<>();
        List<Card> discards = new ArrayList<>();
        List<String> forces = new ArrayList<>();
        legal.handTakes().forEach(take -> hints.add("take " + take.card() + " MELD... (with hand cards)"));
        boolean meldsHinted = false;
        for (Command command : legal.moves()) {
            switch (command) {
                case Command.Reveal reveal -> hints.add(concealed ? "reveal CARD (the card turned up)" : "reveal");
                case Command.Take take -> {
                    // the whole take where there is one way, else the way's number
                    if (!faceDown && hinted.add(take.card())) {
                        List<Command.Take> ways = LegalMoves.takeChoices(state, take.player(), take.card());
                        hints.add(ways.size() == 1 ? typed(ways.get(0))
                                : "take " + take.card() + " N (N of " + ways.size() + " ways: take " + take.card() + " lists them)");
                    }
                }
                case Command.Reject reject -> hints.add("reject");
                case Command.Pass pass -> hints.add("pass" + passedOn(state, pass));
                case Command.Force force -> forces.add(MoveText.write(force));
                case Command.Discard discard -> discards.add(discard.card());
                case Command.StartMatch start -> {
                    // never legal once a match is recorded
                }
                case Command.Deal dealing -> {
                    // shown as due above
                }
                case Command.Exchange exchange -> {
                    // asked player by player when due
                }
                case Command.DealConcealed dealing -> {
                    // shown as due above
                }
                case Command.ShowHands showing -> {
                    // offered when a concealed deal ends
                }
                case Command.Call call -> {
                    // never listed: any move may be played irregularly
                }
                case Command.Rule rule -> {
                    // never listed: a ruling is flagged as due
                }
                case Command.FreeMeld meld -> {
                    // the whole free meld where there is one way, else the way's number
                    if (!faceDown && !meldsHinted) {
                        meldsHinted = true;
                        List<Command.FreeMeld> ways = LegalMoves.meldChoices(state, meld.player());
                        hints.add(ways.size() == 1 ? typed(ways.get(0)) + " (from the hand)"
                                : "meld N (N of " + ways.size() + " ways to lay out from the hand: meld lists them)");
                    }
                }
                case Command.VoidDeal voided -> hints.add(misdeal(state));
            }
        }
        legal.handMelds().forEach(meld -> hints.add("meld MELD... (from the hand, with up to " + meld.handCards() + " hand cards)"));
        if (faceDown && !discards.isEmpty()) {
            hints.add("discard CARD");
        } else if (!discards.isEmpty()) {
            hints.add("discard CARD (one of " + discards.stream().map(Card::code).collect(Collectors.joining(" ")) + ")");
        }
        hints.addAll(forces);
        return legal.actor().map(actor -> actor + ": ").orElse("") + String.join(" · ", hints);
    }

    /** Every legal move, a line each, written as it can be typed. */
    public static String moves(MatchState state) {
        LegalMoves legal = LegalMoves.of(state);
        if (legal.rulingDue().isPresent()) {
            List<String> decisions = rulings(state);
            List<String> lines = new ArrayList<>();
            for (int i = 0; i < decisions.size(); i++) {
                lines.add("  " + decisions.get(i) + " [-- TEXT]   (" + List.of("the call is withdrawn: play goes on from before it",
                        "the deal is void: the same dealer deals again", "the deal is won by PLAYER",
                        "no irregularity found: play goes on from before the call").get(i) + ")");
            }
            return String.join("\n", lines);
        }
        if (legal.dealDue()) {
            return "  deal";
        }
        boolean concealed = state.currentDeal().filter(DealState::concealed).isPresent();
        List<String> lines = new ArrayList<>();
        boolean takesListed = false;
        boolean meldsListed = false;
        for (Command command : legal.moves()) {
            String typed = switch (command) {
                case Command.Reveal reveal -> concealed ? "reveal CARD   (the card turned up)" : "reveal";
                case Command.Take take -> {
                    if (takesListed) {
                        yield null;
                    }
                    takesListed = true;
                    yield LegalMoves.takeChoices(state, take.player(), take.card()).stream().map(Hints::typed)
                            .collect(Collectors.joining("\n  "));
                }
                case Command.Reject reject -> "reject";
                case Command.Pass pass -> "pass" + passedOn(state, pass);
                case Command.Force force -> MoveText.write(force) + "   (" + force.player() + " forces " + force.target() + " to take " + force.card() + ")";
                case Command.Discard discard -> "discard " + discard.card();
                case Command.StartMatch start -> null;
                case Command.Deal deal -> null;
                case Command.Exchange exchange -> null;
                case Command.DealConcealed deal -> null;
                case Command.ShowHands show -> null;
                case Command.Call call -> null;
                case Command.Rule rule -> null;
                case Command.FreeMeld meld -> {
                    if (meldsListed) {
                        yield null;
                    }
                    meldsListed = true;
                    yield LegalMoves.meldChoices(state, meld.player()).stream().map(way -> typed(way) + "   (from the hand, without a take)")
                            .collect(Collectors.joining("\n  "));
                }
                case Command.VoidDeal voided -> misdeal(state);
            };
            if (typed != null) {
                lines.add("  " + typed);
            }
        }
        legal.handTakes().forEach(take -> lines.add("  take " + take.card() + " MELD...   (the melds it makes or extends, with up to "
                + take.handCards() + " face-down hand cards)"));
        legal.handMelds().forEach(meld -> lines.add("  meld MELD...   (" + meld.player() + " lays out from the hand without a take: the melds it makes"
                + " or extends, with up to " + meld.handCards() + " face-down hand cards)"));
        return lines.isEmpty() ? "  (nothing to do: " + phaseOf(state) + ")" : String.join("\n", lines);
    }

    /**
     * The rulings that fit the call that waits, as the director says them: {@code DIRECTOR rectify}, {@code DIRECTOR void},
     * {@code DIRECTOR award PLAYER}, and for a call without a move {@code DIRECTOR none}.
     */
    private static List<String> rulings(MatchState state) {
        boolean withoutMove = state instanceof MatchState.Underway underway && underway.callWaiting().filter(call -> call.move().isEmpty()).isPresent();
        List<String> rulings = new ArrayList<>(List.of("DIRECTOR rectify", "DIRECTOR void", "DIRECTOR award PLAYER"));
        if (withoutMove) {
            rulings.add("DIRECTOR none");
        }
        return rulings;
    }

    /** A free meld as it is typed by the player to act: {@code meld 2C-3C-4C}. */
    public static String typed(Command.FreeMeld meld) {
        return "meld " + MoveText.melds(meld.melds());
    }

    /** A pass of a card offered round the table (house rule {@code offer} round) says to whom it goes on: {@code  (on to ben)}. */
    private static String passedOn(MatchState state, Command.Pass pass) {
        return LegalMoves.passedOn(state) ? state.currentDeal().map(deal -> " (on to " + deal.rightOf(pass.player()) + ")").orElse("") : "";
    }

    /** The misdeal of a deal just dealt face down (house rule {@code misdeal}): it ends void, and the same dealer deals again. */
    private static String misdeal(MatchState state) {
        return "misdeal (the deal is void" + state.currentDeal().map(deal -> ", and " + deal.dealer() + " deals again").orElse("") + ")";
    }

    /** A take as it is typed by the player to act: {@code take 6H 4H-5H-6H QC-QD-QS}. */
    public static String typed(Command.Take take) {
        return "take " + take.card() + " " + MoveText.melds(take.melds());
    }

    private static String phaseOf(MatchState state) {
        return state.currentDeal().map(deal -> deal.phase().describe()).orElse(state.stage().name().toLowerCase(Locale.ROOT));
    }
}
