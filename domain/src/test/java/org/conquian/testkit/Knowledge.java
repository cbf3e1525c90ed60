package org.conquian.testkit;

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
import org.conquian.view.Viewer;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a viewer may know of a deal, worked out from the rules alone, apart from the observer that the views use:
 * every card that lay face up (turned up, passed, rejected, discarded, taken, forced, laid out, shown), and
 * for a player their own hand as dealt and the card they received in the cambio. The officials know every card.
 * Knowledge of a deal ends with the next deal: the cards are dealt again from a fresh pack.
 */
public final class Knowledge {

    private static final Pattern CARD = Pattern.compile("(?<![A-Za-z0-9])[A2-9TJQK][CDHS](?![A-Za-z0-9])");
    private static final Pattern ESCAPE = Pattern.compile("\u001B\\[[0-9;]*m");

    private Knowledge() {
    }

    /** The cards the viewer may know at each position of the match: index 0 before the first event, index n after the n-th. */
    public static List<CardSet> atEachPosition(List<Event> events, Viewer viewer) {
        List<CardSet> known = new ArrayList<>();
        CardSet now = viewer instanceof Viewer.Officials ? CardSet.PACK_52 : CardSet.EMPTY;
        known.add(now);
        List<String> players = List.of();
        for (Event event : events) {
            if (!(viewer instanceof Viewer.Officials)) {
                now = switch (event) {
                    case MatchStarted started -> {
                        players = started.players();
                        yield now;
                    }
                    case DealStarted dealt -> viewer instanceof Viewer.Player seat && !dealt.concealed()
                            ? CardSet.of(dealt.hands().getOrDefault(seat.name(), List.of())) : CardSet.EMPTY;
                    case CardsExchanged exchanged -> viewer instanceof Viewer.Player seat && exchanged.given().isPresent() && players.contains(seat.name())
                            ? now.union(CardSet.of(exchanged.given().get().get(players.get(Math.floorMod(players.indexOf(seat.name()) - 1, players.size())))))
                            : now;
                    case StockCardRevealed e -> now.union(CardSet.of(e.card()));
                    case CardTaken e -> now.union(CardSet.of(e.card()));
                    case CardDiscarded e -> now.union(CardSet.of(e.card()));
                    case CardRejected e -> now.union(CardSet.of(e.card()));
                    case CardPassed e -> now.union(CardSet.of(e.card()));
                    case CardForced e -> now.union(CardSet.of(e.card()));
                    case MeldsRearranged e -> now.union(CardSet.of(e.cards()));
                    case HandsShown e -> now.union(CardSet.of(e.cards()));
                    case DealEnded e -> now;
                    case MatchEnded e -> now;
                    // a called move was played face up at the table
                    case IrregularityCalled e -> now.union(CardSet.of(e.cards()));
                    case RulingGiven e -> now;
                    case AppealDecided e -> now;
                };
            }
            known.add(now);
        }
        return known;
    }

    /**
     * The cards an output names that the viewer may not know: card codes standing alone, as every view writes them
     * (suit symbols read as their letters, colour escapes left out).
     */
    public static Set<String> leaks(String output, CardSet known) {
        String plain = ESCAPE.matcher(output).replaceAll("").replace('♣', 'C').replace('♦', 'D').replace('♥', 'H').replace('♠', 'S');
        Set<String> leaks = new TreeSet<>();
        Matcher card = CARD.matcher(plain);
        while (card.find()) {
            if (!known.contains(Card.parse(card.group()))) {
                leaks.add(card.group());
            }
        }
        return leaks;
    }
}
