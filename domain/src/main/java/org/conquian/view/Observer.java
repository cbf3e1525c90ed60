package org.conquian.view;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.event.AppealDecided;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.HandsShown;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.RulingGiven;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.DealState;
import org.conquian.game.Holding;
import org.conquian.game.MatchState;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What one viewer may know of a match, said once: every view (the table as text, the JSON state, the
 * narration, the replay page, a viewer's stream of events) renders from what this gives, never from the record.
 * A hand the viewer may not see is turned face down (its size stays known), the stock's order is left out
 * unless the viewer is the officials, and an event keeps only the cards the viewer may know (the format's
 * reading of a redacted event: what is hidden is left out, see {@link #event}).
 */
public final class Observer {

    private final Viewer viewer;

    private Observer(Viewer viewer) {
        this.viewer = viewer;
    }

    public static Observer of(Viewer viewer) {
        return new Observer(viewer);
    }

    public Viewer viewer() {
        return viewer;
    }

    /**
     * Whether this viewer sees the player's hand: the officials every hand, a player their own, and everyone
     * the hands shown to the table at the end of a concealed deal.
     */
    public boolean seesHand(DealState deal, String player) {
        return switch (viewer) {
            case Viewer.Officials officials -> true;
            case Viewer.Spectator spectator -> deal.shown();
            case Viewer.Player seat -> seat.name().equals(player) || deal.shown();
        };
    }

    /** Whether this viewer sees the stock's order: only the officials, and only where the record knows it. */
    public boolean seesStock(DealState deal) {
        return viewer instanceof Viewer.Officials && !deal.concealed();
    }

    /**
     * The state as this viewer may know it: each hand it may not see face down (no card named, its size kept),
     * the stock's order left out unless it sees it (its size kept). Everything else lies face up for all.
     */
    public MatchState state(MatchState state) {
        if (viewer instanceof Viewer.Officials) {
            return state;
        }
        return switch (state) {
            case MatchState.NotStarted notStarted -> notStarted;
            case MatchState.Underway underway -> underway.withLastDeal(underway.lastDeal().map(this::deal));
            case MatchState.Ended ended -> new MatchState.Ended(ended.setup(), ended.wins(), ended.draws(), ended.lastDeal().map(this::deal));
        };
    }

    private DealState deal(DealState deal) {
        Map<String, Holding> holdings = new LinkedHashMap<>();
        for (String player : deal.seats()) {
            Holding holding = deal.holding(player);
            holdings.put(player, seesHand(deal, player) ? holding : new Holding(CardSet.EMPTY, holding.melds(), holding.size()));
        }
        List<Card> stock = seesStock(deal) ? deal.stock() : List.of();
        return new DealState(deal.number(), deal.dealer(), deal.seats(), holdings, stock, deal.stockSize(), deal.revealed(), deal.waste(),
                deal.seen(), deal.concealed(), deal.shown(), deal.phase(), deal.lastRevealer());
    }

    /**
     * The event as this viewer may know it, still an event of the format: a {@code DealStarted} keeps in
     * {@code hands} only the hands the viewer sees (a player's own; none for a spectator) and its {@code stock}
     * is empty unless the viewer sees the stock's order; a {@code CardsExchanged} keeps in {@code cards} only
     * what the viewer gave and what they received (nothing for a spectator). Every other event shows only
     * what lies face up, and is the same for everyone.
     *
     * @param before the match before the event, which seats the players for the cambio
     */
    public Event event(MatchState before, Event event) {
        if (viewer instanceof Viewer.Officials) {
            return event;
        }
        // every type is named, so that a new event carrying cards cannot pass unseen
        return switch (event) {
            case DealStarted dealt -> dealt.concealed() ? dealt : dealtAsSeen(dealt);
            case CardsExchanged exchanged -> exchanged.given().isEmpty() ? exchanged : exchangedAsSeen(before, exchanged.given().get());
            case MatchStarted e -> e;
            case StockCardRevealed e -> e;
            case CardTaken e -> e;
            case MeldsRearranged e -> e;
            case CardDiscarded e -> e;
            case CardRejected e -> e;
            case CardPassed e -> e;
            case CardForced e -> e;
            case DealEnded e -> e;
            case HandsShown e -> e;
            case MatchEnded e -> e;
            // a called move was played face up at the table, and a ruling is announced aloud: the same for everyone
            case IrregularityCalled e -> e;
            case RulingGiven e -> e;
            case AppealDecided e -> e;
        };
    }

    private DealStarted dealtAsSeen(DealStarted dealt) {
        Map<String, List<Card>> hands = new LinkedHashMap<>();
        if (viewer instanceof Viewer.Player seat && dealt.hands().containsKey(seat.name())) {
            hands.put(seat.name(), dealt.hands().get(seat.name()));
        }
        return new DealStarted(dealt.deal(), dealt.dealer(), hands, List.of());
    }

    private CardsExchanged exchangedAsSeen(MatchState before, Map<String, Card> given) {
        Map<String, Card> known = new LinkedHashMap<>();
        if (viewer instanceof Viewer.Player seat) {
            Optional.ofNullable(given.get(seat.name())).ifPresent(card -> known.put(seat.name(), card));
            leftOf(before, seat.name()).filter(given::containsKey).ifPresent(left -> known.put(left, given.get(left)));
        }
        return new CardsExchanged(known);
    }

    /** The player whose gift in the cambio this player receives: the one on their left. */
    private static Optional<String> leftOf(MatchState state, String player) {
        return state instanceof MatchState.Started started && started.setup().isPlayer(player)
                ? Optional.of(started.setup().seatFrom(player, -1)) : Optional.empty();
    }
}
