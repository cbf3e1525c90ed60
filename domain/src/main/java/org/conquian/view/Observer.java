package org.conquian.view;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.AppealDecided;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealEnded;
import org.conquian.event.DealResult;
import org.conquian.event.DealStarted;
import org.conquian.event.Envelope;
import org.conquian.event.Event;
import org.conquian.event.HandsShown;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.Narration;
import org.conquian.event.RulingGiven;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.DealPhase;
import org.conquian.game.DealState;
import org.conquian.game.Hearing;
import org.conquian.game.Holding;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchSetup;
import org.conquian.game.MatchState;
import org.conquian.meld.Arrangement;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What one viewer may know of a match, said once: every output a viewer is given (the table as text, the JSON state,
 * the narration, the replay page, a viewer's events, frames and moves) is made from what this gives, never from the
 * record. What a viewer receives depends only on what that viewer may know:
 * <ul>
 * <li>the table ({@link #table}): a hand the viewer may not see is {@link SeenHand.Hidden}, its size alone; the
 *     stock's order is there for the officials alone;</li>
 * <li>an event ({@link #event}): only the cards the viewer may know (the format's reading of a redacted event: what
 *     is hidden is left out);</li>
 * <li>its envelope ({@link #envelope}): no {@code prev} and no {@code sig}, which are worked out over bytes the viewer
 *     is not given, and so would let a guess at a hidden card be tested;</li>
 * <li>the moves ({@link #moves}): the officials every one, a player their own, none naming a card not turned up yet,
 *     a spectator none.</li>
 * </ul>
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
     * The table as this viewer may know it: each hand it may not see hidden (its size alone), the stock's order left
     * out unless it sees it (its size kept). Everything else lies face up for all.
     */
    public SeenMatch table(MatchState state) {
        return switch (state) {
            case MatchState.NotStarted notStarted -> SeenMatch.NOT_STARTED;
            case MatchState.Started started -> new SeenMatch.Started(started.setup(), started.stage(), started.wins(), started.draws(),
                    started.decidedWinner(), started.lastDeal().map(deal -> deal(state, deal)),
                    started.stage() == MatchState.Stage.AWAITING_DEAL ? Optional.of(started.nextDealer()) : Optional.empty(),
                    started instanceof MatchState.Underway underway ? underway.hearing() : Hearing.NONE);
        };
    }

    /**
     * The table before the match's {@code MatchStarted}, with the set-up it gives when the log is read ahead of it (a
     * replay's first position): like the {@code MatchStarted}, the set-up lies open to all.
     */
    public SeenMatch beforeStart(Optional<MatchSetup> coming) {
        return new SeenMatch.NotStarted(coming);
    }

    private SeenDeal deal(MatchState state, DealState deal) {
        Map<String, SeenHand> hands = new LinkedHashMap<>();
        Map<String, Arrangement> melds = new LinkedHashMap<>();
        for (String player : deal.seats()) {
            Holding holding = deal.holding(player);
            hands.put(player, seesHand(deal, player) ? new SeenHand.Visible(holding.hand(), holding.hidden()) : new SeenHand.Hidden(holding.size()));
            melds.put(player, holding.melds());
        }
        // who may force whom, and whether the open card may be passed on, is told by the melds and the rules, the same for everyone
        List<Command> open = deal.phase() instanceof DealPhase.CardOpen ? LegalMoves.of(state).moves() : List.of();
        List<Command.Force> forces = open.stream().filter(Command.Force.class::isInstance).map(Command.Force.class::cast).toList();
        boolean passOn = LegalMoves.passedOn(state) && open.stream().anyMatch(Command.Pass.class::isInstance);
        return new SeenDeal(deal.number(), deal.dealer(), deal.fromDealersRight(), hands, melds, deal.stockLeft(),
                seesStock(deal) ? Optional.of(deal.stockLeftCards()) : Optional.empty(), deal.waste(), deal.seen(), deal.concealed(),
                deal.shown(), deal.phase(), deal.centreCard(), forces, passOn, ((MatchState.Started) state).setup().teams());
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

    /**
     * An event's envelope as this viewer may have it: the officials the record's; anyone else no {@code prev} and no
     * {@code sig}. Both are worked out over the record's bytes, which hold what the viewer may not know: a hash or a
     * signature over them would let every guess at a hidden card be checked. The match, seq and time stay.
     */
    public Envelope envelope(Envelope envelope) {
        return viewer instanceof Viewer.Officials || envelope.prev() == null && envelope.sig() == null ? envelope
                : new Envelope(envelope.match(), envelope.seq(), envelope.at(), null, null);
    }

    /**
     * The legal moves in {@code state} as this viewer is shown them: the officials every one ({@link #officials});
     * a player their own (their reveal, takes, free melds, passes, rejections, forces and discards, their hand in the cambio),
     * none naming a card not shown yet: a reveal names no card ({@link Move.Reveal}), and nor does the discard of a
     * card of a face-down hand ({@link Move.FaceDownDiscard}); a spectator none.
     */
    public Optional<Moves> moves(MatchState state) {
        if (viewer instanceof Viewer.Spectator) {
            return Optional.empty();
        }
        LegalMoves legal = LegalMoves.of(state);
        Map<String, CardSet> cambio = LegalMoves.cambioChoices(state);
        if (!(viewer instanceof Viewer.Player seat)) {
            return Optional.of(new Moves(legal.actor(), legal.dealDue(), legal.exchangeDue(), cambio, officials(state, legal, cambio),
                    legal.handTakes(), legal.handMelds(), legal.rulingDue(), unseen(state), show(state)));
        }
        String player = seat.name();
        CardSet hand = state.currentDeal().filter(deal -> deal.seats().contains(player)).map(deal -> deal.holding(player).hand())
                .orElse(CardSet.EMPTY);
        List<Move> own = new ArrayList<>();
        for (Command command : legal.moves()) {
            // the cambio of a concealed deal is everyone's at once, so no one player's
            if (player.equals(command.player())) {
                Move move = switch (command) {
                    case Command.Reveal reveal -> new Move.Reveal(player);
                    case Command.Discard discard when !hand.contains(discard.card()) -> new Move.FaceDownDiscard(player);
                    default -> new Move.Named(command);
                };
                if (!own.contains(move)) {
                    own.add(move);
                }
            }
        }
        Map<String, CardSet> ownCambio = new LinkedHashMap<>();
        Optional.ofNullable(cambio.get(player)).ifPresent(choices -> ownCambio.put(player, choices));
        return Optional.of(new Moves(legal.actor(), legal.dealDue(), legal.exchangeDue(), ownCambio, own,
                legal.handTakes().stream().filter(take -> take.player().equals(player)).toList(),
                legal.handMelds().stream().filter(meld -> meld.player().equals(player)).toList(), legal.rulingDue(),
                CardSet.EMPTY, Map.of()));
    }

    /**
     * The officials' moves, every one the table may make next, so that a program sending back listed moves plays a whole
     * match: the end of a match a concealed deal decided, its hands not shown (showing them names cards the recorder
     * cannot know; before another deal, not showing them writes nothing, and the deal is the move), the deal when due,
     * the cambio of a known deal as every way it can be made, and the rules' moves.
     */
    private static List<Move> officials(MatchState state, LegalMoves legal, Map<String, CardSet> cambio) {
        List<Move> moves = new ArrayList<>();
        if (LegalMoves.handsMayBeShown(state) && state.stage() == MatchState.Stage.DECIDED) {
            moves.add(new Move.Named(new Command.ShowHands(Optional.empty())));
        }
        if (legal.dealDue()) {
            moves.add(new Move.Deal(legal.actor().orElseThrow()));
        }
        if (legal.exchangeDue() && !cambio.isEmpty()) {
            List<Map<String, Card>> ways = List.of(Map.of());
            for (Map.Entry<String, CardSet> choices : cambio.entrySet()) {
                List<Map<String, Card>> more = new ArrayList<>();
                for (Map<String, Card> way : ways) {
                    for (Card card : choices.getValue().toList()) {
                        Map<String, Card> given = new LinkedHashMap<>(way);
                        given.put(choices.getKey(), card);
                        more.add(given);
                    }
                }
                ways = more;
            }
            ways.forEach(given -> moves.add(new Move.Named(new Command.Exchange(given))));
        }
        legal.moves().forEach(command -> moves.add(new Move.Named(command)));
        return moves;
    }

    /**
     * The cards not seen yet in a concealed deal whose hands are not shown: the officials' choices for a card of a
     * face-down hand, as the judge counts them ({@link DealState#unseenCards}). Empty for a known deal, whose hands are known.
     */
    private static CardSet unseen(MatchState state) {
        return lastDeal(state).filter(deal -> deal.concealed() && !deal.shown()).map(deal -> deal.unseenCards(state.pack())).orElse(CardSet.EMPTY);
    }

    /** When the hands of a concealed deal may be shown, how many cards each hand shows: all it holds. */
    private static Map<String, Integer> show(MatchState state) {
        Map<String, Integer> show = new LinkedHashMap<>();
        if (LegalMoves.handsMayBeShown(state)) {
            DealState deal = lastDeal(state).orElseThrow();
            deal.seats().forEach(player -> show.put(player, deal.holding(player).size()));
        }
        return show;
    }

    private static Optional<DealState> lastDeal(MatchState state) {
        return state instanceof MatchState.Started started ? started.lastDeal() : Optional.empty();
    }

    /**
     * What happened in words, as this viewer may know it: the narration of the event as the viewer has it; a take and
     * its melds read as one ({@code ana takes 6H and lays 4H 5H 6H}); seen by a player, the cambio tells the card they
     * gave and the card they received. The same words at the prompt, in a replay, on the replay page and on the live
     * pages.
     *
     * @param before   the match before the event
     * @param previous the event before it, if any
     */
    public String words(MatchState before, Event event, Optional<Event> previous) {
        Event seen = event(before, event);
        if (seen instanceof CardsExchanged exchanged && viewer instanceof Viewer.Player seat
                && exchanged.given().filter(given -> given.containsKey(seat.name())).isPresent()
                && before instanceof MatchState.Started started && started.setup().isPlayer(seat.name())) {
            String player = seat.name();
            String right = started.setup().seatFrom(player, 1);
            String left = started.setup().seatFrom(player, -1);
            return "the cambio: " + player + " gives " + exchanged.given().get().get(player) + " to " + right + " and receives "
                    + exchanged.given().get().get(left) + " from " + left;
        }
        if (seen instanceof MeldsRearranged laid && previous.filter(CardTaken.class::isInstance).map(CardTaken.class::cast)
                .filter(taken -> taken.player().equals(laid.player())).isPresent()) {
            return laid.player() + " takes " + ((CardTaken) previous.get()).card() + " and lays " + Narration.melds(laid.melds());
        }
        if (seen instanceof DealEnded ended && before instanceof MatchState.Underway underway && underway.hearing().endingTheDeal().isPresent()) {
            // a deal the director ended, not play: said so, and by whom
            String by = underway.hearing() instanceof Hearing.Appealed ? "on appeal" : "by the director's ruling";
            return ended.result() instanceof DealResult.Won won ? "deal " + ended.deal() + " is awarded to " + won.winner() + " " + by
                    : "deal " + ended.deal() + " is void " + by;
        }
        if (seen instanceof MatchEnded ended && before instanceof MatchState.Started started) {
            // the match's result as its table says it: a partnership's won by a team, the others' counts in order of play
            return SeenMatch.Started.result(started.setup(), ended.winner(), ended.wins(), ended.draws());
        }
        return Narration.sentence(seen);
    }

    /**
     * The frame of a recorded event for this viewer, as a live match gives it: the event and its envelope as the
     * viewer may have them, its words, the table after it, and the viewer's moves then.
     *
     * @param before   the match before the event
     * @param previous the event before it, if any
     * @param after    the match after it
     */
    public Frame frame(Envelope envelope, MatchState before, Event event, Optional<Event> previous, MatchState after) {
        return new Frame(envelope(envelope), event(before, event), words(before, event, previous), table(after), moves(after));
    }

    /** The frame of a recorded event as a replay shows it: as {@link #frame}, without moves, none being made after the fact. */
    public Frame replayFrame(Envelope envelope, MatchState before, Event event, Optional<Event> previous, MatchState after) {
        return new Frame(envelope(envelope), event(before, event), words(before, event, previous), table(after), Optional.empty());
    }
}
