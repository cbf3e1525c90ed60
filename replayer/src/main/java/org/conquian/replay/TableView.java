package org.conquian.replay;

import org.conquian.audit.Fault;
import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.DealResult;
import org.conquian.event.Narration;
import org.conquian.game.DealPhase;
import org.conquian.game.DealState;
import org.conquian.game.Holding;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchSetup;
import org.conquian.game.MatchState;
import org.conquian.view.Observer;
import org.conquian.view.Viewer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The table as text: the match and its score, the deal, each player's hand and melds, the centre card and
 * who it is open to, stock and waste, and what comes next, drawn from what the viewer may know
 * ({@link Observer}): seen by the officials, every card shows; seen by a player, the other players' hands and
 * the stock are hidden; seen by a spectator, every hand until shown.
 */
public final class TableView {

    private final Style style;
    private final Observer observer;

    public TableView(Style style, Viewer viewer) {
        this.style = style;
        this.observer = Observer.of(viewer);
    }

    public Style style() {
        return style;
    }

    /** What this view may show: everything it draws, it draws from the observer's state. */
    public Observer observer() {
        return observer;
    }

    public List<String> render(String match, MatchState record, String lastEvent, Optional<Long> seq) {
        MatchState state = observer.state(record);
        List<String> lines = new ArrayList<>();
        if (!(state instanceof MatchState.Started started)) {
            lines.add(style.bold("Match " + match) + style.separator() + "not started");
            return lines;
        }
        lines.add(style.bold("Match " + match) + style.separator() + terms(started) + style.separator() + score(started)
                + observer.viewer().inWords().map(viewer -> style.separator() + "as " + viewer + " sees it").orElse(""));
        if (!lastEvent.isEmpty()) {
            lines.add(seq.map(s -> "seq " + s + ": ").orElse("") + lastEvent);
        }
        started.lastDeal().ifPresent(deal -> {
            lines.add("");
            lines.add(style.bold("Deal " + deal.number()) + style.separator() + deal.dealer() + " deals");
            for (String player : deal.fromDealersRight()) {
                lines.addAll(holding(player, deal));
            }
            lines.add("");
            lines.addAll(centre(state, deal));
        });
        lines.add("");
        lines.add(style.bold("Next: ") + next(started));
        return lines;
    }

    /** The match's terms: its profile, its pack and forcing where they differ, and the wins that take it: {@code anglo-40 · first to 3}. */
    public String terms(MatchState.Started started) {
        MatchSetup setup = started.setup();
        return setup.profile().id() + (started.pack().equals(CardSet.PACK) ? "" : ", " + started.pack().size() + " cards")
                + (setup.profile().forcedMeld() ? "" : ", no forcing") + style.separator() + "first to " + setup.profile().targetWins();
    }

    /** The wins of each player in order of play, and the drawn deals: {@code ana 1, ben 0, 1 drawn}. */
    public String score(MatchState.Started state) {
        String wins = state.setup().players().stream().map(player -> player + " " + state.winsOf(player))
                .collect(Collectors.joining(", "));
        return wins + (state.draws() == 0 ? "" : ", " + state.draws() + " drawn");
    }

    private List<String> holding(String player, DealState deal) {
        Holding holding = deal.holding(player);
        String name = player + (player.equals(deal.dealer()) ? " (dealer)" : "");
        boolean hidden = !observer.seesHand(deal, player);
        String faceDown = holding.hidden() == 0 ? "" : holding.hidden() + " face down";
        String hand = hidden ? style.dim("hidden")
                : holding.handEmpty() ? style.dash()
                : holding.hand().isEmpty() ? style.dim(faceDown)
                : cards(holding.hand().toList()) + (faceDown.isEmpty() ? "" : " + " + style.dim(faceDown));
        String melds = holding.melds().melds().isEmpty() ? style.dash()
                : holding.melds().melds().stream().map(meld -> cards(meld.cards().toList())).collect(Collectors.joining(style.separator()));
        List<String> lines = new ArrayList<>();
        lines.add(String.format("  %-16s hand  %s  (%d)", name, hand, holding.size()));
        lines.add(String.format("  %-16s melds %s  (%d melded)", "", melds, holding.exposed().size()));
        return lines;
    }

    private List<String> centre(MatchState state, DealState deal) {
        List<String> lines = new ArrayList<>();
        String words = centreWords(state, deal);
        lines.add("  centre  " + deal.centreCard().map(centre -> style.card(centre.card())).orElse(style.dash())
                + (words.isEmpty() ? "" : "  " + words));
        String stock = deal.stockLeft() + " left";
        if (observer.seesStock(deal) && deal.stockLeft() > 0) {
            stock += ", top first: " + cards(deal.stockLeftCards());
        }
        lines.add("  stock   " + stock);
        lines.add("  waste   " + deal.waste().size());
        return lines;
    }

    /** The centre in words, said after its card: who it is open to and what they may do, or what is awaited. */
    public String centreWords(MatchState state, DealState deal) {
        return switch (deal.phase()) {
            case DealPhase.CardOpen open -> switch (open.origin()) {
                case REVEALED -> "revealed by " + open.player() + ", open to " + open.player() + ": take or pass";
                case FIRST_CARD -> "the first card of the deal, open to " + open.player()
                        + (open.player().equals(deal.dealer()) ? ", the dealer: take or reject" : ": take or pass");
                case PASSED -> "passed by " + deal.leftOf(open.player()) + ", open to " + open.player() + ": take or reject";
                case DISCARDED -> "discarded by " + deal.leftOf(open.player()) + ", open to " + open.player() + ": take or reject";
            } + forceNote(state);
            case DealPhase.AwaitingForcedTake forced -> "forced on " + forced.player() + ", who must take it";
            case DealPhase.AwaitingArrangement taken -> "(" + taken.player() + " took " + style.card(taken.card()) + ")";
            case DealPhase.AwaitingExchange exchange -> "(the cambio: each player gives one card to the right, all at once)";
            case DealPhase.AwaitingReveal reveal -> "";
            case DealPhase.AwaitingDiscard discard -> "";
            case DealPhase.StockExhausted exhausted -> "";
            case DealPhase.HandMelded melded -> "";
            case DealPhase.Misdealt misdealt -> "";
            case DealPhase.Over over -> "";
        };
    }

    private static String forceNote(MatchState state) {
        String forces = LegalMoves.of(state).moves().stream().filter(Command.Force.class::isInstance).map(Command.Force.class::cast)
                .map(force -> force.player() + " may force " + force.target()).collect(Collectors.joining(", "));
        return forces.isEmpty() ? "" : " (" + forces + ")";
    }

    /** What the table waits for next, in words. */
    public String next(MatchState.Started state) {
        return switch (state.stage()) {
            case NOT_STARTED -> "the match to start";
            case AWAITING_DEAL -> "deal " + (state.dealsStarted() + 1) + ", dealt by " + state.nextDealer()
                    + lastDealResult(state);
            case IN_DEAL -> state instanceof MatchState.Underway underway
                    ? underway.hearing().describe().orElseGet(() -> state.deal().phase().describe()) : state.deal().phase().describe();
            case DECIDED -> state.decidedWinner().orElseThrow() + " has won the match; MatchEnded follows";
            case ENDED -> style.bold("the match is over: " + Narration.result(state.decidedWinner().orElseThrow(), wins(state), state.draws()));
        };
    }

    /** The wins in order of play. */
    private static Map<String, Integer> wins(MatchState.Started state) {
        Map<String, Integer> wins = new LinkedHashMap<>();
        state.setup().players().forEach(player -> wins.put(player, state.winsOf(player)));
        return wins;
    }

    private static String lastDealResult(MatchState.Started state) {
        return state.lastDeal().map(deal -> deal.phase() instanceof DealPhase.Over over ? switch (over.result()) {
            case DealResult.Won won -> " (deal " + deal.number() + " was won by " + won.winner() + ")";
            case DealResult.Drawn drawn -> " (deal " + deal.number() + " was drawn)";
            case DealResult.Voided voided -> " (deal " + deal.number() + " was void)";
        } : "").orElse("");
    }

    /** The fault of an invalid match, in a line that stands out. */
    public String fault(Fault fault) {
        // a line whose seq cannot be read is found by its line number alone
        String where = fault.seq() == null ? "line " + fault.line() : "seq " + fault.seq() + " (line " + fault.line() + ")";
        return style.alert("Invalid at " + where + ", " + fault.rule().id() + ": ") + fault.message();
    }

    private String cards(List<Card> cards) {
        return cards.stream().map(style::card).collect(Collectors.joining(" "));
    }
}
