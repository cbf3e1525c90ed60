package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.event.DealResult;
import org.conquian.event.DealStarted;
import org.conquian.rules.House;
import org.conquian.rules.RuleId;
import org.conquian.rules.Profile;
import org.conquian.rules.Violation;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.conquian.game.Steps.applied;
import static org.conquian.game.Steps.refused;

/**
 * R-DEAL, the deal whole: a deal is due between deals of a match not yet decided ({@link #notDue}, which the
 * menu reads to flag it and the decider to refuse a deal out of turn); who deals it ({@link #nextDealer}); the
 * dealer in turn deals a freshly shuffled full pack ({@link #packFault}, {@link #dealt}) or deals face down at a
 * real table ({@link #dealtFaceDown}); and a {@code DealStarted} must have the next number, the dealer in turn,
 * and hands and stock of the sizes the profile says, each card of the pack once (twice with two packs), or, where
 * misdeals are recorded, be a misdeal of that pack, void ({@link #judge}).
 */
final class DealRule {

    private DealRule() {
    }

    /** Why no deal, known or concealed, may be dealt now: the same ids an audit gives a DealStarted at that point. */
    static Optional<Violation> notDue(MatchState state) {
        return switch (state.stage()) {
            case AWAITING_DEAL -> Optional.empty();
            case NOT_STARTED -> Optional.of(Violation.of(RuleId.SEQ, "no deal is due: the match has not started"));
            case IN_DEAL -> Optional.of(Violation.of(RuleId.DEAL, "no deal is due: deal "
                    + state.currentDeal().orElseThrow().number() + " is in progress"));
            case DECIDED -> Optional.of(Violation.of(RuleId.MATCH, "no deal is due: the match is decided"));
            case ENDED -> Optional.of(Violation.of(RuleId.SEQ, "no deal is due: the match has ended"));
        };
    }

    /** Who deals the next deal, and why, in the words of a refusal. */
    record Dealer(String player, String why) {
    }

    /**
     * The dealer of the next deal: the first dealer, then after each deal the player to the dealer's right, unless
     * the house rules keep the deal (a void deal, a drawn one under {@code drawnDeal}) or give it to the winner
     * ({@code nextDealer} winner).
     */
    static Dealer nextDealer(MatchState.Started state) {
        MatchSetup setup = state.setup();
        Optional<DealState> last = state.lastDeal();
        if (last.isEmpty()) {
            return new Dealer(setup.firstDealer(), setup.firstDealer() + " deals first");
        }
        DealState deal = last.get();
        Profile profile = setup.profile();
        String turn = setup.seatFrom(deal.dealer(), 1);
        String inTurn = "the players deal in turn, " + setup.firstDealer() + " first";
        if (!(deal.phase() instanceof DealPhase.Over over)) {
            return new Dealer(turn, inTurn);
        }
        return switch (over.result()) {
            case DealResult.Voided voided -> new Dealer(deal.dealer(), "deal " + deal.number() + " was void, so " + deal.dealer() + " deals again");
            case DealResult.Drawn drawn -> profile.drawnDeal() == House.DrawnDeal.NONE ? new Dealer(turn, inTurn)
                    : new Dealer(deal.dealer(), "deal " + deal.number() + " was drawn, so " + deal.dealer() + " deals again (drawnDeal "
                    + profile.drawnDeal().word() + ")");
            case DealResult.Won won -> profile.nextDealer() == House.NextDealer.WINNER
                    ? new Dealer(won.winner(), won.winner() + " won deal " + deal.number() + " and deals (nextDealer winner)")
                    : new Dealer(turn, inTurn);
        };
    }

    /** Why a pack cannot be dealt: it is not the match's full pack, each card once (twice with two packs). */
    static Optional<Violation> packFault(MatchState state, List<Card> shuffled) {
        CardSet pack = state.pack();
        if (shuffled.size() != pack.size() || counted(shuffled).filter(pack::equals).isEmpty()) {
            return Optional.of(Violation.of(RuleId.DEAL, "a deal is dealt from a freshly shuffled full pack: the "
                    + pack.size() + " cards, each " + (pack.twice() == 0 ? "once" : "twice") + "; this pack has " + shuffled.size() + " cards"));
        }
        return Optional.empty();
    }

    /** The cards, each as many times as listed, or empty when one is listed more than twice. */
    private static Optional<CardSet> counted(List<Card> cards) {
        CardSet counted = CardSet.EMPTY;
        for (Card card : cards) {
            if (counted.count(card) == 2) {
                return Optional.empty();
            }
            counted = counted.with(card);
        }
        return Optional.of(counted);
    }

    /** The next deal, dealt from this pack by the dealer in turn. */
    static DealStarted dealt(MatchState.Started state, List<Card> pack) {
        return Dealing.deal(state.dealsStarted() + 1, nextDealer(state).player(), state.setup(), pack);
    }

    /** The next deal, dealt face down by the dealer in turn. */
    static DealStarted dealtFaceDown(MatchState.Started state) {
        return DealStarted.concealed(state.dealsStarted() + 1, nextDealer(state).player());
    }

    static Step judge(MatchState.Underway state, DealStarted dealt) {
        if (state.stage() == MatchState.Stage.IN_DEAL) {
            return refused(RuleId.DEAL, "deal " + state.deal().number() + " is still in progress: " + state.deal().phase().describe());
        }
        MatchSetup setup = state.setup();
        Profile profile = setup.profile();
        int number = state.dealsStarted() + 1;
        if (dealt.deal() != number) {
            return refused(RuleId.DEAL, "the next deal is deal " + number + ", not deal " + dealt.deal());
        }
        Dealer dealer = nextDealer(state);
        if (!dealt.dealer().equals(dealer.player())) {
            return refused(RuleId.DEAL, "deal " + number + " is dealt by " + dealer.player() + " (" + dealer.why() + "), not by " + dealt.dealer());
        }
        String by = dealer.player();
        if (dealt.concealed()) {
            return applied(state.withDeal(DealState.dealtFaceDown(number, by, setup, ExchangeRule.opening(setup, by))));
        }
        if (!dealt.hands().keySet().equals(Set.copyOf(setup.players()))) {
            return refused(RuleId.DEAL, "the hands must be those of " + String.join(" and ", setup.players())
                    + ", not of " + String.join(", ", dealt.hands().keySet()));
        }
        Optional<String> misdealt = Optional.empty();
        for (String player : setup.players()) {
            int size = dealt.hands().get(player).size();
            if (size != profile.handSize() && misdealt.isEmpty()) {
                misdealt = Optional.of(player + " was dealt " + size + " cards; each player is dealt " + profile.handSize());
            }
        }
        int stock = profile.stockSize(setup.players().size());
        if (misdealt.isEmpty() && dealt.stock().size() != stock) {
            return refused(RuleId.DEAL, "the stock has " + dealt.stock().size() + " cards; after the deal it has " + stock);
        }
        if (misdealt.isPresent() && !profile.misdeal()) {
            return refused(RuleId.DEAL, misdealt.get());
        }
        Optional<String> packFault = dealtFault(dealt, profile.pack());
        if (packFault.isPresent()) {
            return refused(RuleId.DEAL, packFault.get());
        }
        Map<String, CardSet> hands = new HashMap<>();
        dealt.hands().forEach((player, hand) -> hands.put(player, CardSet.of(hand)));
        // a misdeal is recorded as dealt, and voided at once (house rule misdeal)
        DealPhase opening = misdealt.isPresent() ? new DealPhase.Misdealt(by) : ExchangeRule.opening(setup, by);
        return applied(state.withDeal(DealState.dealt(number, by, setup, hands, dealt.stock(), opening)));
    }

    /** Hands and stock must hold each card of the pack exactly as many times as the pack does: once, or twice with two packs. */
    private static Optional<String> dealtFault(DealStarted dealt, CardSet pack) {
        // counted in an array, not a new set at every card: two packs deal 80 or 104 cards
        int[] copies = new int[Card.COUNT];
        for (Map.Entry<String, List<Card>> hand : dealt.hands().entrySet()) {
            for (Card card : hand.getValue()) {
                if (!dealtOnce(copies, card, pack)) {
                    return Optional.of(card + " is dealt " + (pack.count(card) == 2 ? "three times" : "twice") + " (again in " + hand.getKey() + "'s hand)");
                }
            }
        }
        for (Card card : dealt.stock()) {
            if (!dealtOnce(copies, card, pack)) {
                return Optional.of(card + " is dealt " + (pack.count(card) == 2 ? "three times" : "twice") + " (again in the stock)");
            }
        }
        long bits = 0;
        long twice = 0;
        for (int index = 0; index < Card.COUNT; index++) {
            bits |= copies[index] > 0 ? 1L << index : 0;
            twice |= copies[index] > 1 ? 1L << index : 0;
        }
        CardSet seen = new CardSet(bits, twice);
        if (!seen.equals(pack)) {
            return Optional.of("hands and stock must be exactly the " + pack.size() + " cards of the " + (pack.twice() == 0 ? "pack" : "two packs")
                    + "; missing: " + pack.minus(seen) + "; not in the pack: " + seen.minus(pack));
        }
        return Optional.empty();
    }

    /** Counts one more copy of the card dealt: false when it is one more than the pack holds (a card not in it, once). */
    private static boolean dealtOnce(int[] copies, Card card, CardSet pack) {
        return copies[card.index()]++ < Math.max(1, pack.count(card));
    }

}
