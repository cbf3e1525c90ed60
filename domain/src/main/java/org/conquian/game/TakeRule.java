package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.CardTaken;
import org.conquian.event.Event;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.Narration;
import org.conquian.meld.Arrangement;
import org.conquian.meld.Meld;
import org.conquian.meld.MeldSolver;
import org.conquian.rules.RuleId;
import org.conquian.rules.Profile;
import org.conquian.rules.Violation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import static org.conquian.game.Steps.applied;
import static org.conquian.game.Steps.refused;

/**
 * The take, whole: who may take the open card ({@link #take}, R-TURN), the arrangement laid out with it
 * ({@link #rearrange}: R-TAKE, every exposed card and the taken card, each as often as it is exposed, plus hand
 * cards only, before R-MELD, every meld a valid set or run), that nothing but the taker's melds may come between
 * the two ({@link #whileTaking}), the events a take records ({@link #events}), and the takes open now
 * ({@link #open}). A take that leaves the hand empty wins. The house rules change it here: melds laid out from
 * the hand without a take (a free meld, {@code meldFromHand}, {@link #freeMelds}), takes that only extend the melds
 * laid out before ({@code rearrange} false, {@link #unkept}), and a team's melds pooled in a partnership (the
 * arrangement is the team's; the hand cards only the taker's).
 */
final class TakeRule {

    private TakeRule() {
    }

    /** Whether {@code player} may take {@code card} now: it is the centre card, open to them or forced on them. */
    private static boolean mayTake(DealState deal, String player, Card card) {
        return deal.centreCard().filter(centre -> centre.openTo().equals(player) && centre.card().equals(card)).isPresent();
    }

    static Step take(MatchState.Underway state, CardTaken taken) {
        Optional<Step> outOfTurn = TurnRule.outOfTurn(state, taken, taken.player(), () -> "take " + taken.card(),
                phase -> mayTake(state.deal(), taken.player(), taken.card()));
        return outOfTurn.orElseGet(() -> applied(state.withDeal(
                state.deal().withPhase(new DealPhase.AwaitingArrangement(taken.player(), taken.card())))));
    }

    /** Once a card is taken, the taker's melds are the only event that may come. */
    static Optional<Violation> whileTaking(DealPhase.CardInPlay awaiting, Event event) {
        return event instanceof MeldsRearranged rearranged && rearranged.player().equals(awaiting.player())
                ? Optional.empty()
                : Optional.of(Violation.of(RuleId.TAKE, awaiting.describe() + "; only " + awaiting.player()
                + "'s melds may come next, not " + Narration.brief(event)));
    }

    /**
     * The events of a take command: the card taken and the melds laid out with it. A log cut between the two
     * (a crash mid-turn) is completed by the same take, which then records the melds only.
     */
    static List<Event> events(MatchState state, Command.Take take) {
        boolean taken = state.currentDeal().map(DealState::phase).orElse(null) instanceof DealPhase.AwaitingArrangement awaiting
                && awaiting.player().equals(take.player()) && awaiting.card().equals(take.card());
        MeldsRearranged melds = new MeldsRearranged(take.player(), withUntouched(state, take.player(), Optional.of(take.card()), take.melds()));
        return taken ? List.of(melds) : List.of(new CardTaken(take.player(), take.card()), melds);
    }

    /**
     * The whole arrangement of a take or a free meld that may name only the melds it makes or extends: the
     * player's (team's) exposed melds it does not name are kept as they lie, before them. One written in full names
     * every exposed card and, for a take, the taken card besides (a free meld at least one card besides), and keeps
     * nothing more. A meld is named when a named meld holds it whole (the same cards, or more: it is extended), or
     * holds a card of it; with two packs a card named may be a copy that is not laid out (the taken card, a hand card,
     * a face-down card not seen yet), so a meld is touched only by the copies the named melds need beyond those, and a
     * named meld of the same cards as an exposed one is a new meld when it holds the taken card, or when a free meld
     * names only such melds (read as the exposed ones, it would lay out nothing).
     *
     * @param taken the card taken, for a take
     */
    static List<List<Card>> withUntouched(MatchState state, String player, Optional<Card> taken, List<List<Card>> named) {
        Optional<DealState> deal = state.currentDeal().filter(current -> current.seats().contains(player));
        if (deal.isEmpty()) {
            return named;
        }
        Holding holding = deal.get().holding(player);
        Map<Card, Integer> fromExposed = new LinkedHashMap<>();
        for (List<Card> meld : named) {
            for (Card card : meld) {
                fromExposed.merge(card, 1, Integer::sum);
            }
        }
        CardSet inFull = taken.map(holding.exposed()::with).orElse(holding.exposed());
        if (inFull.toList().stream().allMatch(card -> fromExposed.getOrDefault(card, 0) >= inFull.count(card))
                && named.stream().mapToInt(List::size).sum() > holding.exposed().size()) {
            return named;
        }
        List<Meld> exposed = holding.melds().melds();
        boolean nothingNew = taken.isEmpty()
                && named.stream().allMatch(meld -> exposed.stream().anyMatch(laid -> laid.cards().equals(CardSet.of(meld))));
        CardSet unseen = holding.hidden() > 0 ? deal.get().unseenCards(state.pack()) : CardSet.EMPTY;
        fromExposed.replaceAll((card, count) -> count - holding.hand().count(card) - unseen.count(card) - (taken.filter(card::equals).isPresent() ? 1 : 0));
        boolean[] touched = new boolean[exposed.size()];
        // the melds a named meld holds whole, each of its cards once (of two identical melds, one)
        for (List<Card> meld : named) {
            Set<Card> claimed = new HashSet<>();
            for (int i = 0; i < exposed.size(); i++) {
                List<Card> laid = exposed.get(i).cards().distinct().toList();
                if (!touched[i] && meld.containsAll(laid) && laid.stream().noneMatch(claimed::contains)
                        && !(meld.size() == laid.size() && (nothingNew || taken.filter(meld::contains).isPresent()))) {
                    touched[i] = true;
                    claimed.addAll(laid);
                    laid.forEach(card -> fromExposed.computeIfPresent(card, (key, count) -> count - 1));
                }
            }
        }
        // then the melds that hold a copy the named melds need beyond the taken card and the hand
        for (int i = 0; i < exposed.size(); i++) {
            List<Card> laid = exposed.get(i).cards().distinct().toList();
            if (!touched[i] && laid.stream().anyMatch(card -> fromExposed.getOrDefault(card, 0) > 0)) {
                touched[i] = true;
                laid.forEach(card -> fromExposed.computeIfPresent(card, (key, count) -> count - 1));
            }
        }
        List<List<Card>> melds = new ArrayList<>();
        for (int i = 0; i < exposed.size(); i++) {
            if (!touched[i]) {
                melds.add(exposed.get(i).cards().toList());
            }
        }
        melds.addAll(named);
        return melds;
    }

    /**
     * A player's melds laid out: with a take (every exposed card of their team and the taken card, and any of
     * their hand cards), or, where the house plays {@code meldFromHand}, without one, a free meld by the player
     * to act (every exposed card and at least one hand card; while a discard is due, not the last). R-TURN, then
     * R-TAKE (a card laid out more often than held, a card left out, a free meld's hand cards, melds not kept
     * under {@code rearrange} false), then R-MELD.
     */
    static Step rearrange(MatchState.Underway state, MeldsRearranged rearranged) {
        String player = rearranged.player();
        Profile profile = state.setup().profile();
        Optional<Step> outOfTurn = TurnRule.outOfTurn(state, rearranged, player, () -> "lay out melds",
                phase -> MoveKind.admitted(phase).has(MoveKind.LAY_OUT) || profile.meldFromHand() && TurnRule.turnOf(phase, MoveKind.FREE_MELD, player));
        if (outOfTurn.isPresent()) {
            return outOfTurn.get();
        }
        DealState deal = state.deal();
        Optional<Card> taken = deal.phase() instanceof DealPhase.AwaitingArrangement awaiting ? Optional.of(awaiting.card()) : Optional.empty();
        Holding holding = deal.holding(player);
        CardSet before = taken.map(holding.exposed()::with).orElse(holding.exposed());
        CardSet pack = state.pack();
        // how many times each card is laid out so far, in the order written, and the hand cards among them, each a set of
        // two planes of bits (once, twice) as a CardSet is: a new set at every card was most of what a team's take allocated
        long laidOnce = 0;
        long laidTwice = 0;
        long handOnce = 0;
        long handTwice = 0;
        long hiddenOnce = 0;
        long hiddenTwice = 0;
        // each meld's cards are gathered on the same pass, bit by bit; by index, as an iterator for each meld adds up
        List<List<Card>> writtenMelds = rearranged.melds();
        CardSet[] written = new CardSet[writtenMelds.size()];
        for (int m = 0; m < written.length; m++) {
            long bits = 0;
            long twice = 0;
            List<Card> meld = writtenMelds.get(m);
            for (int c = 0; c < meld.size(); c++) {
                Card card = meld.get(c);
                long bit = 1L << card.index();
                int copies = copies(laidOnce, laidTwice, bit);
                int inPack = pack.count(card);
                if (copies >= Math.max(1, inPack)) {
                    return refused(RuleId.TAKE, inPack == 2
                            ? player + " laid out " + card + " three times; the two packs hold it twice"
                            : player + " laid out " + card + " twice; each exposed card belongs to exactly one meld");
                }
                int exposed = before.count(card);
                if (copies >= exposed) {
                    // beyond the exposed copies and the taken card: from the hand, the known part first
                    if (copies < exposed + holding.hand().count(card)) {
                        handTwice |= handOnce & bit;
                        handOnce |= bit;
                    } else if (holding.hidden() > 0 && deal.seen().count(card) + copies(hiddenOnce, hiddenTwice, bit) < inPack) {
                        // in a concealed deal a card not seen as often as the pack holds it may come from the unknown part of the hand
                        hiddenTwice |= hiddenOnce & bit;
                        hiddenOnce |= bit;
                    } else {
                        return refused(RuleId.TAKE, copies > 0 ? player + " laid out " + card + " more times than " + player + " holds it"
                                : player + " laid out " + card + ", which " + player + " does not hold"
                                + (deal.concealed() && !deal.unseen(card, pack) ? " (it was seen already in this deal)" : ""));
                    }
                }
                laidTwice |= laidOnce & bit;
                laidOnce |= bit;
                twice |= bits & bit;
                bits |= bit;
            }
            written[m] = new CardSet(bits, twice);
        }
        CardSet laid = new CardSet(laidOnce, laidTwice);
        CardSet fromHand = new CardSet(handOnce, handTwice);
        CardSet fromHidden = new CardSet(hiddenOnce, hiddenTwice);
        int fromTheHand = fromHand.size() + fromHidden.size();
        if (fromHidden.size() > holding.hidden()) {
            return refused(RuleId.TAKE, player + " laid out " + fromTheHand + " cards from a hand of " + holding.size());
        }
        if (taken.isPresent() && laid.count(taken.get()) < before.count(taken.get())) {
            return refused(RuleId.TAKE, player + " left the taken card " + taken.get()
                    + " out of the melds; a taken card goes straight into the taker's melds, never into the hand");
        }
        CardSet leftOut = before.minus(laid);
        if (!leftOut.isEmpty()) {
            return refused(RuleId.TAKE, player + " left exposed " + leftOut + " out of the melds; exposed cards never go back to the hand");
        }
        if (taken.isEmpty() && fromTheHand == 0) {
            return refused(RuleId.TAKE, player + " laid out no card from the hand; melds laid out without a take (a free meld) add hand cards");
        }
        if (taken.isEmpty() && deal.phase() instanceof DealPhase.AwaitingDiscard && fromTheHand == holding.size()) {
            return refused(RuleId.TAKE, player + " laid out every hand card, but is to discard: a discard is due and needs a hand card");
        }
        if (!profile.rearrange()) {
            Optional<String> unkept = unkept(holding.melds(), List.of(written));
            if (unkept.isPresent()) {
                return refused(RuleId.TAKE, player + unkept.get());
            }
        }
        List<Meld> melds = new ArrayList<>(written.length);
        for (int i = 0; i < written.length; i++) {
            Optional<Meld> meld = meldOf(written[i], i, holding.melds(), profile);
            if (meld.isEmpty()) {
                List<Card> cards = writtenMelds.get(i);
                String words = cards.isEmpty() ? "[] (empty)" : Narration.cards(cards);
                int longest = profile.runSizes().max();
                return refused(RuleId.MELD, Meld.isUnbrokenInOneSuit(written[i], profile) && cards.size() > longest
                        ? player + "'s run " + words + " has " + cards.size() + " cards; a run has at most " + longest
                        + " in " + profile.id() + (profile.house().runMax().isPresent() ? " (house rule runMax)" : "")
                        : player + "'s meld " + words + " is neither a set nor a run"
                        + (written[i].twice() != 0 ? " (a meld holds a card once, also with two packs)" : ""));
            }
            melds.add(meld.get());
        }
        Holding next = holding.laidOut(new Arrangement(melds), fromHand, fromHidden.size());
        // a free meld changes nothing else: the open card is still open, the reveal or the discard still due, and it never wins
        DealPhase phase = taken.isEmpty() ? deal.phase() : next.handEmpty() ? new DealPhase.HandMelded(player) : new DealPhase.AwaitingDiscard(player);
        return applied(state.withDeal(deal.afterLayingOut(player, next, state.setup().partnerOf(player), fromHand.plus(fromHidden), phase)));
    }

    /** How many times a set of two planes of bits (once, twice) holds the card of this bit. */
    private static int copies(long once, long twice, long bit) {
        return ((once & bit) != 0 ? 1 : 0) + ((twice & bit) != 0 ? 1 : 0);
    }

    /**
     * The meld of these cards, written {@code at} this place among a take's: a meld laid out before and written again as
     * it lay is that meld, judged already (a team's every take writes all of the team's melds); else the meld they make,
     * if any. Looked for from the same place first, as melds are written in card order.
     */
    private static Optional<Meld> meldOf(CardSet cards, int at, Arrangement before, Profile profile) {
        // by index: an iterator for each meld written was much of what a team's take allocated
        List<Meld> laid = before.melds();
        int count = laid.size();
        int start = at < count ? at : 0;
        for (int i = 0; i < count; i++) {
            int place = start + i;
            Meld meld = laid.get(place < count ? place : place - count);
            if (meld.cards().equals(cards)) {
                return Optional.of(meld);
            }
        }
        return Meld.of(cards, profile);
    }

    /**
     * Why an arrangement does not keep the melds laid out before it, when it must (house rule {@code rearrange}
     * false, discard-then-meld): each old meld lies whole in a meld of its own of the new arrangement, which no
     * other old meld lies in; so old melds are only extended, and new melds are made of hand cards and the taken
     * card. Empty when it keeps them. Written after the player's name.
     */
    static Optional<String> unkept(Arrangement old, List<CardSet> melds) {
        List<Meld> before = old.melds();
        for (CardSet meld : melds) {
            for (int i = 0; i < before.size(); i++) {
                for (int j = i + 1; j < before.size(); j++) {
                    CardSet both = before.get(i).cards().plus(before.get(j).cards());
                    if (meld.containsAll(both)) {
                        return Optional.of(" joined the melds " + before.get(i) + " and " + before.get(j) + " into " + meld
                                + "; with discard-then-meld (rearrange false) a take or a free meld only extends a meld, never joins two");
                    }
                }
            }
        }
        int[] holder = new int[melds.size()];
        java.util.Arrays.fill(holder, -1);
        for (int i = 0; i < before.size(); i++) {
            if (!place(i, before, melds, holder, new boolean[melds.size()])) {
                return Optional.of(" moved cards of the meld " + before.get(i) + " laid out before; with discard-then-meld (rearrange false)"
                        + " each meld stays whole in a meld of its own, only extended");
            }
        }
        return Optional.empty();
    }

    /** Places old meld {@code i} in a new meld that holds it, moving others placed before where that frees one (a matching). */
    private static boolean place(int i, List<Meld> before, List<CardSet> melds, int[] holder, boolean[] tried) {
        for (int n = 0; n < melds.size(); n++) {
            if (!tried[n] && melds.get(n).containsAll(before.get(i).cards())) {
                tried[n] = true;
                if (holder[n] < 0 || place(holder[n], before, melds, holder, tried)) {
                    holder[n] = i;
                    return true;
                }
            }
        }
        return false;
    }

    /** The takes open now: of the open or forced card, or the arrangement owed for the card just taken. */
    static List<Command.Take> open(MatchState.Underway state) {
        DealPhase phase = state.deal().phase();
        MoveKind.Admits admits = MoveKind.admitted(phase);
        return (admits.has(MoveKind.TAKE) || admits.has(MoveKind.LAY_OUT)) && phase instanceof DealPhase.CardInPlay card
                ? takes(state, card.player(), card.card()) : List.of();
    }

    /**
     * The takes open now that may lay out face-down hand cards, in a concealed deal: the card, and how many of
     * the taker's face-down cards may go with it, when some arrangement of their exposed cards, the card and at
     * most that many cards not seen yet exists. Which cards they are is the player's to say, and the judge's
     * to check ({@link #rearrange}).
     */
    static List<LegalMoves.HandTake> handTakes(MatchState.Underway state) {
        DealState deal = state.deal();
        DealPhase phase = deal.phase();
        MoveKind.Admits admits = MoveKind.admitted(phase);
        if (!(admits.has(MoveKind.TAKE) || admits.has(MoveKind.LAY_OUT)) || !(phase instanceof DealPhase.CardInPlay inPlay)) {
            return List.of();
        }
        Holding holding = deal.holding(inPlay.player());
        if (holding.hidden() == 0) {
            return List.of();
        }
        Profile profile = state.setup().profile();
        MeldSolver solver = MeldSolver.of(profile);
        CardSet pool = deal.unseenCards(state.pack()).union(holding.hand());
        boolean open = profile.rearrange() ? solver.canCover(holding.exposed().with(inPlay.card()), pool, holding.hidden())
                : solver.fitsKeeping(holding.melds().melds(), inPlay.card(), pool, holding.hidden());
        return open ? List.of(new LegalMoves.HandTake(inPlay.player(), inPlay.card(), holding.hidden())) : List.of();
    }

    /**
     * The free meld open now that may lay out face-down hand cards, in a concealed deal where the house plays
     * {@code meldFromHand}: how many of the player's face-down cards may be laid out (all but one while a discard
     * is due), when some arrangement of their exposed cards and at least one card not seen yet exists.
     */
    static List<LegalMoves.HandMeld> handMelds(MatchState.Underway state) {
        DealState deal = state.deal();
        Optional<String> actor = deal.phase().actor();
        Profile profile = state.setup().profile();
        if (!profile.meldFromHand() || actor.isEmpty() || !TurnRule.turnOf(deal.phase(), MoveKind.FREE_MELD, actor.get())) {
            return List.of();
        }
        Holding holding = deal.holding(actor.get());
        int most = holding.hidden() - (deal.phase() instanceof DealPhase.AwaitingDiscard && holding.hand().isEmpty() ? 1 : 0);
        if (most < 1) {
            return List.of();
        }
        MeldSolver solver = MeldSolver.of(profile);
        CardSet pool = deal.unseenCards(state.pack()).union(holding.hand());
        boolean open;
        if (profile.rearrange()) {
            open = false;
            for (Card card : pool.distinct()) {
                if (solver.canCover(holding.exposed().with(card), pool.without(card), most - 1)) {
                    open = true;
                    break;
                }
            }
        } else {
            open = solver.canAddKeeping(holding.melds().melds(), pool, most);
        }
        return open ? List.of(new LegalMoves.HandMeld(actor.get(), most)) : List.of();
    }

    /** One take per arrangement of the exposed cards, the taken card and any hand cards, most cards laid first; none outside a deal. */
    static List<Command.Take> takes(MatchState state, String player, Card card) {
        if (!(state instanceof MatchState.Underway underway) || underway.currentDeal().isEmpty()) {
            return List.of();
        }
        Holding holding = underway.currentDeal().get().holding(player);
        List<Arrangement> arrangements = laidOut(underway, holding, holding.exposed().with(card));
        return arrangements.stream().map(arrangement -> new Command.Take(player, card, arrangement.asLists())).toList();
    }

    /**
     * The free melds open now, where the house plays {@code meldFromHand}: one per arrangement of the exposed cards
     * and at least one hand card (not every hand card while a discard is due), most cards laid first.
     */
    static List<Command> freeMelds(MatchState.Underway state) {
        DealState deal = state.deal();
        Optional<String> actor = deal.phase().actor();
        if (!state.setup().profile().meldFromHand() || actor.isEmpty() || !TurnRule.turnOf(deal.phase(), MoveKind.FREE_MELD, actor.get())) {
            return List.of();
        }
        String player = actor.get();
        Holding holding = deal.holding(player);
        int exposed = holding.exposed().size();
        int most = holding.size() - (deal.phase() instanceof DealPhase.AwaitingDiscard ? 1 : 0);
        List<Command> melds = new ArrayList<>();
        for (Arrangement arrangement : laidOut(state, holding, holding.exposed())) {
            int fromHand = arrangement.cards().size() - exposed;
            if (fromHand >= 1 && fromHand <= most) {
                melds.add(new Command.FreeMeld(player, arrangement.asLists()));
            }
        }
        return melds;
    }

    /**
     * Every arrangement of the required cards and any of the hand's, most cards laid first, that the house lets the
     * player lay out: with {@code rearrange} false, only those that keep the melds laid out before.
     */
    private static List<Arrangement> laidOut(MatchState.Underway state, Holding holding, CardSet required) {
        Profile profile = state.setup().profile();
        List<Arrangement> arrangements = new ArrayList<>(MeldSolver.of(profile).arrangements(required, holding.hand()));
        if (!profile.rearrange()) {
            arrangements.removeIf(arrangement -> unkept(holding.melds(), arrangement.melds().stream().map(Meld::cards).toList()).isPresent());
        }
        arrangements.sort(Comparator.comparingInt((Arrangement arrangement) -> -arrangement.cards().size()));
        return arrangements;
    }

    /**
     * The free melds open to the player now, one per distinct set of cards laid out, the arrangement with the fewest
     * melds standing for the others; none when no free meld is theirs to make.
     */
    static List<Command.FreeMeld> meldChoices(MatchState state, String player) {
        if (!(state instanceof MatchState.Underway underway) || underway.stage() != MatchState.Stage.IN_DEAL) {
            return List.of();
        }
        List<Command.FreeMeld> theirs = freeMelds(underway).stream().map(Command.FreeMeld.class::cast)
                .filter(meld -> meld.player().equals(player)).toList();
        return fewestMeldsPerCards(theirs, Command.FreeMeld::melds);
    }

    /** One take per distinct set of cards laid out, the arrangement with the fewest melds standing for the others. */
    static List<Command.Take> choices(MatchState state, String player, Card card) {
        return fewestMeldsPerCards(takes(state, player, card), Command.Take::melds);
    }

    /** One move per distinct set of cards laid out, in the order first met: of those alike, the one with the fewest melds. */
    private static <M> List<M> fewestMeldsPerCards(List<M> moves, Function<M, List<List<Card>>> melds) {
        Map<CardSet, M> byCards = new LinkedHashMap<>();
        for (M move : moves) {
            byCards.merge(CardSet.of(melds.apply(move).stream().flatMap(List::stream).toList()), move,
                    (kept, other) -> melds.apply(other).size() < melds.apply(kept).size() ? other : kept);
        }
        return List.copyOf(byCards.values());
    }
}
