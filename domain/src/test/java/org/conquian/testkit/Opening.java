package org.conquian.testkit;

import org.conquian.event.CardDiscarded;
import org.conquian.event.CardPassed;
import org.conquian.event.CardTaken;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.StockCardRevealed;

import java.util.ArrayList;
import java.util.List;

import static org.conquian.testkit.Scripted.melds;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;

/**
 * The opening of the rule book's worked example: ana holds {@code 4H 5H QS …}; ana reveals KH and passes
 * it, ben takes it with his kings and discards 6H, which is now open to ana.
 */
public final class Opening {

    public static final String ANA_HAND = "4H 5H QS AC 2D 7C JS 3S 7S 2S";
    public static final String BEN_HAND = "KC KD QC QD 6H 7H 4S 2H 3D 4C";

    private Opening() {
    }

    public static DealStarted dealt() {
        return Fixtures.deal(1, ANA_HAND, BEN_HAND, "KH 5C");
    }

    /** Up to ana's reveal: KH is open to ana, who revealed it. */
    public static List<Event> revealed() {
        return List.of(Fixtures.matchStarted(), dealt(), new StockCardRevealed(ANA, card("KH")));
    }

    /** Up to ben's discard: 6H is open to ana. */
    public static List<Event> benDiscarded6H() {
        return List.of(Fixtures.matchStarted(), dealt(),
                new StockCardRevealed(ANA, card("KH")),
                new CardPassed(ANA, card("KH")),
                new CardTaken(BEN, card("KH")),
                melds(BEN, "KC KD KH"),
                new CardDiscarded(BEN, card("6H")));
    }

    /** ana has taken 6H with 4H 5H and discarded QS: QS is open to ben. */
    public static List<Event> anaMelded() {
        List<Event> events = new ArrayList<>(benDiscarded6H());
        events.add(new CardTaken(ANA, card("6H")));
        events.add(melds(ANA, "4H 5H 6H"));
        events.add(new CardDiscarded(ANA, card("QS")));
        return List.copyOf(events);
    }

    /** ben took QS into a set of queens and discarded {@code discard}, open to ana, whose melds are 4H 5H 6H. */
    public static List<Event> benDiscards(String discard) {
        List<Event> events = new ArrayList<>(anaMelded());
        events.add(new CardTaken(BEN, card("QS")));
        events.add(melds(BEN, "KC KD KH", "QC QD QS"));
        events.add(new CardDiscarded(BEN, card(discard)));
        return List.copyOf(events);
    }
}
