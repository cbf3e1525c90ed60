package org.conquian.replay;

import org.conquian.audit.Fault;
import org.conquian.card.Card;
import org.conquian.game.MatchState;
import org.conquian.meld.Arrangement;
import org.conquian.view.Observer;
import org.conquian.view.SeenDeal;
import org.conquian.view.SeenHand;
import org.conquian.view.SeenMatch;
import org.conquian.view.Viewer;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The table as text: the match and its score, the deal, each player's hand and melds, the centre card and
 * who it is open to, stock and waste, and what comes next, drawn from the table as the viewer sees it
 * ({@link Observer#table}), in its words: seen by the officials, every card shows; seen by a player, the other
 * players' hands and the stock are hidden; seen by a spectator, every hand until shown.
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
        return render(match, observer.table(record), lastEvent, seq);
    }

    /** The table as the viewer sees it ({@link Observer#table}, or before the match starts {@link Observer#beforeStart}). */
    public List<String> render(String match, SeenMatch seen, String lastEvent, Optional<Long> seq) {
        List<String> lines = new ArrayList<>();
        if (!(seen instanceof SeenMatch.Started started)) {
            lines.add(style.bold("Match " + match) + style.separator() + "not started");
            seen.seats().ifPresent(seats -> lines.addAll(seats(seats)));
            lines.add("");
            lines.add(style.bold("Next: ") + seen.next());
            return lines;
        }
        lines.add(style.bold("Match " + match) + style.separator() + started.terms(style.separator()) + style.separator() + started.score()
                + observer.viewer().inWords().map(viewer -> style.separator() + "as " + viewer + " sees it").orElse(""));
        if (!lastEvent.isEmpty()) {
            lines.add(seq.map(s -> "seq " + s + ": ").orElse("") + lastEvent);
        }
        started.lastDeal().ifPresent(deal -> {
            lines.add("");
            lines.add(style.bold("Deal " + deal.number()) + style.separator() + deal.dealer() + " deals");
            for (String player : deal.players()) {
                lines.add(hand(player, deal));
                if (deal.teams().isEmpty()) {
                    lines.add(melds("", deal.melds(player)));
                }
            }
            // a team's melds are one arrangement, laid out by either partner: shown once, as the team's
            for (List<String> team : deal.teams()) {
                lines.add(melds(SeenDeal.team(team), deal.melds(team.getFirst())));
            }
            lines.add("");
            lines.addAll(centre(deal));
        });
        started.seats().ifPresent(seats -> lines.addAll(seats(seats)));
        lines.add("");
        String next = started.next();
        lines.add(style.bold("Next: ") + (started.stage() == MatchState.Stage.ENDED ? style.bold(next) : next));
        return lines;
    }

    /**
     * The table before its first deal, as the card table draws it: each player's place in order of play (in a
     * partnership with the team), who deals first, and at the centre what the table waits for.
     */
    private List<String> seats(SeenMatch.Seats seats) {
        List<String> lines = new ArrayList<>();
        lines.add("");
        lines.add(style.bold("Seats") + style.separator() + "in order of play");
        for (String player : seats.setup().players()) {
            String team = seats.setup().teamOf(player).map(side -> "team " + SeenDeal.team(side)).orElse("");
            lines.add(String.format("  %-16s %s", player + (player.equals(seats.dealer()) ? " (deals first)" : ""), team).stripTrailing());
        }
        lines.add("");
        lines.add("  centre  " + seats.words());
        return lines;
    }

    private String hand(String player, SeenDeal deal) {
        String name = player + (player.equals(deal.dealer()) ? " (dealer)" : "");
        SeenHand seen = deal.hand(player);
        String hand = switch (seen) {
            case SeenHand.Hidden hidden -> style.dim("hidden");
            case SeenHand.Visible visible -> {
                String faceDown = visible.faceDown() == 0 ? "" : visible.faceDown() + " face down";
                yield visible.size() == 0 ? style.dash()
                        : visible.cards().isEmpty() ? style.dim(faceDown)
                        : cards(visible.cards().toList()) + (faceDown.isEmpty() ? "" : " + " + style.dim(faceDown));
            }
        };
        return String.format("  %-16s hand  %s  (%d)", name, hand, seen.size());
    }

    /** A player's melds, or a team's, under the name given (none for a player's, which follow their hand). */
    private String melds(String whose, Arrangement arrangement) {
        String melds = arrangement.melds().isEmpty() ? style.dash()
                : arrangement.melds().stream().map(meld -> cards(meld.cards().toList())).collect(Collectors.joining(style.separator()));
        return String.format("  %-16s melds %s  (%d melded)", whose, melds, arrangement.cards().size());
    }

    private List<String> centre(SeenDeal deal) {
        List<String> lines = new ArrayList<>();
        String words = deal.centreWords(style::card);
        lines.add("  centre  " + deal.centre().map(centre -> style.card(centre.card())).orElse(style.dash())
                + (words.isEmpty() ? "" : "  " + words));
        String stock = deal.stockLeft() + " left";
        if (deal.stock().isPresent() && deal.stockLeft() > 0) {
            stock += ", top first: " + cards(deal.stock().get());
        }
        lines.add("  stock   " + stock);
        lines.add("  waste   " + deal.waste().size());
        return lines;
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
