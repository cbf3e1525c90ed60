package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.event.DealStarted;
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
 * menu reads to flag it and the decider to refuse a deal out of turn); the dealer in turn deals a freshly
 * shuffled full pack ({@link #packFault}, {@link #dealt}) or deals face down at a real table
 * ({@link #dealtFaceDown}); and a {@code DealStarted} must have the next number, the dealer in turn, and hands
 * and stock of the sizes the profile says, each card of the pack once ({@link #judge}).
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

    /** The dealer of the next deal, who deals it in turn. */
    static String nextDealer(MatchState.Started state) {
        return state.setup().dealerOf(state.dealsStarted() + 1);
    }

    /** Why a pack cannot be dealt: it is not the match's full pack, each card once. */
    static Optional<Violation> packFault(MatchState state, List<Card> shuffled) {
        CardSet pack = state.pack();
        if (shuffled.size() != pack.size() || !CardSet.of(shuffled).equals(pack)) {
            return Optional.of(Violation.of(RuleId.DEAL, "a deal is dealt from a freshly shuffled full pack: the "
                    + pack.size() + " cards, each once; this pack has " + shuffled.size() + " cards"));
        }
        return Optional.empty();
    }

    /** The next deal, dealt from this pack by the dealer in turn. */
    static DealStarted dealt(MatchState.Started state, List<Card> pack) {
        return Dealing.deal(state.dealsStarted() + 1, nextDealer(state), state.setup(), pack);
    }

    /** The next deal, dealt face down by the dealer in turn. */
    static DealStarted dealtFaceDown(MatchState.Started state) {
        return DealStarted.concealed(state.dealsStarted() + 1, nextDealer(state));
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
        String dealer = setup.dealerOf(number);
        if (!dealt.dealer().equals(dealer)) {
            return refused(RuleId.DEAL, "deal " + number + " is dealt by " + dealer + " (the players deal in turn, "
                    + setup.firstDealer() + " first), not by " + dealt.dealer());
        }
        if (dealt.concealed()) {
            return applied(state.withDeal(DealState.dealtFaceDown(number, dealer, setup, ExchangeRule.opening(setup, dealer))));
        }
        if (!dealt.hands().keySet().equals(Set.copyOf(setup.players()))) {
            return refused(RuleId.DEAL, "the hands must be those of " + String.join(" and ", setup.players())
                    + ", not of " + String.join(", ", dealt.hands().keySet()));
        }
        for (String player : setup.players()) {
            int size = dealt.hands().get(player).size();
            if (size != profile.handSize()) {
                return refused(RuleId.DEAL, player + " was dealt " + size + " cards; each player is dealt " + profile.handSize());
            }
        }
        int stock = profile.stockSize(setup.players().size());
        if (dealt.stock().size() != stock) {
            return refused(RuleId.DEAL, "the stock has " + dealt.stock().size() + " cards; after the deal it has " + stock);
        }
        Optional<String> packFault = dealtFault(dealt, profile.pack());
        if (packFault.isPresent()) {
            return refused(RuleId.DEAL, packFault.get());
        }
        Map<String, CardSet> hands = new HashMap<>();
        dealt.hands().forEach((player, hand) -> hands.put(player, CardSet.of(hand)));
        return applied(state.withDeal(DealState.dealt(number, dealer, setup, hands, dealt.stock(), ExchangeRule.opening(setup, dealer))));
    }

    /** Hands and stock must hold each card of the pack exactly once. */
    private static Optional<String> dealtFault(DealStarted dealt, CardSet pack) {
        CardSet seen = CardSet.EMPTY;
        for (Map.Entry<String, List<Card>> hand : dealt.hands().entrySet()) {
            for (Card card : hand.getValue()) {
                if (seen.contains(card)) {
                    return Optional.of(card + " is dealt twice (again in " + hand.getKey() + "'s hand)");
                }
                seen = seen.with(card);
            }
        }
        for (Card card : dealt.stock()) {
            if (seen.contains(card)) {
                return Optional.of(card + " is dealt twice (again in the stock)");
            }
            seen = seen.with(card);
        }
        if (!seen.equals(pack)) {
            return Optional.of("hands and stock must be exactly the " + pack.size() + " cards of the pack; missing: "
                    + pack.minus(seen) + "; not in the pack: " + seen.minus(pack));
        }
        return Optional.empty();
    }

}
