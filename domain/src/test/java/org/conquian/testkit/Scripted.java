package org.conquian.testkit;

import org.conquian.card.Card;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.MatchEnded;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.StockCardRevealed;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;

/**
 * A complete match written out event by event, ben dealing first. ana wins 3–1 with one drawn deal:
 * deal 1 ana melds 10, discards her last card, and wins when ben forces her; deal 2 is drawn on an empty
 * stock; deal 3 ben wins after a borrowing rearrangement; deals 4 and 5 are quick wins for ana.
 */
public final class Scripted {

    /** The seq (from 1) of notable events, for the invalid profiles. */
    public static final int ANA_MELDS_TEN = 5;
    public static final int ANA_DISCARDS_LAST_CARD = 6;
    public static final int BEN_DISCARDS_JD = 9;
    public static final int BEN_FORCES_ANA = 12;
    public static final int DEAL_1_ENDS = 15;
    public static final int DEAL_2_STARTS = 16;

    private Scripted() {
    }

    public static List<Event> match() {
        List<Event> events = new ArrayList<>();
        events.add(Fixtures.matchStarted());
        events.addAll(deal1());
        events.addAll(deal2());
        events.addAll(deal3());
        events.addAll(quickWin(4, ANA, "AD 2D 3D 4D 5D 6D 7D JD KH KS"));
        events.addAll(quickWin(5, ANA, "AD 2D 3D 4D 5D 6D 7D JD KH KS"));
        events.add(new MatchEnded(ANA, wins(3, 1), 1));
        return events;
    }

    public static Map<String, Integer> wins(int ana, int ben) {
        Map<String, Integer> wins = new LinkedHashMap<>();
        wins.put(ANA, ana);
        wins.put(BEN, ben);
        return wins;
    }

    /** ana melds ten and discards her last card, then ben forces her the card that wins. */
    static List<Event> deal1() {
        return List.of(
                Fixtures.deal(1, "AC 2C 3C 4C 5C 6C 7C QH QD KS", "KC KD KH 2H 3H 4H 5D 6D 7D JD", "QS JC"),
                new StockCardRevealed(ANA, card("QS")),
                new CardTaken(ANA, card("QS")),
                melds(ANA, "AC 2C 3C 4C 5C 6C 7C", "QH QD QS"),
                new CardDiscarded(ANA, card("KS")),
                new CardTaken(BEN, card("KS")),
                melds(BEN, "KC KD KH KS"),
                new CardDiscarded(BEN, card("JD")),
                new CardRejected(ANA, card("JD")),
                new StockCardRevealed(ANA, card("JC")),
                new CardForced(BEN, ANA, card("JC")),
                new CardTaken(ANA, card("JC")),
                melds(ANA, "AC 2C 3C 4C 5C 6C 7C JC", "QH QD QS"),
                DealEnded.won(1, ANA));
    }

    /** Nobody takes: every stock card is revealed, passed and rejected, and the last rejection draws. */
    static List<Event> deal2() {
        DealStarted dealt = Fixtures.deal(2, "AC 2C 3C 4C 5C 6C 7C JC QC KC", "AD 2D 3D 4D 5D 6D 7D JD QD KD", "");
        List<Event> events = new ArrayList<>();
        events.add(dealt);
        List<Card> stock = dealt.stock();
        String revealer = BEN;
        for (int i = 0; i < stock.size(); i++) {
            if (i > 0) {
                events.add(new CardRejected(revealer, stock.get(i - 1)));
            }
            events.add(new StockCardRevealed(revealer, stock.get(i)));
            events.add(new CardPassed(revealer, stock.get(i)));
            revealer = revealer.equals(ANA) ? BEN : ANA;
        }
        events.add(new CardRejected(revealer, stock.get(stock.size() - 1)));
        events.add(DealEnded.drawn(2));
        return events;
    }

    /** ben moves 5H from his set of fives into a run with the taken 6H: a borrowing rearrangement. */
    static List<Event> deal3() {
        return List.of(
                Fixtures.deal(3, "2C 3C 6C 7C JC 2D 3D 4D 6D 7D", "5C 5D 5H 3H 4H AS 2S 3S KD QC", "5S 6H 4S"),
                new StockCardRevealed(ANA, card("5S")),
                new CardPassed(ANA, card("5S")),
                new CardTaken(BEN, card("5S")),
                melds(BEN, "5C 5D 5H 5S", "AS 2S 3S"),
                new CardDiscarded(BEN, card("QC")),
                new CardRejected(ANA, card("QC")),
                new StockCardRevealed(ANA, card("6H")),
                new CardPassed(ANA, card("6H")),
                new CardTaken(BEN, card("6H")),
                melds(BEN, "5C 5D 5S", "3H 4H 5H 6H", "AS 2S 3S"),
                new CardDiscarded(BEN, card("KD")),
                new CardRejected(ANA, card("KD")),
                new StockCardRevealed(ANA, card("4S")),
                new CardPassed(ANA, card("4S")),
                new CardTaken(BEN, card("4S")),
                melds(BEN, "5C 5D 5S", "3H 4H 5H 6H", "AS 2S 3S 4S"),
                DealEnded.won(3, BEN));
    }

    /**
     * The winner holds {@code AC…7C QH QD QC} and QS tops the stock: the nondealer reveals it and either
     * takes it, or passes it to the dealer who does; eleven cards are melded at once.
     */
    public static List<Event> quickWin(int deal, String winner, String loserHand) {
        String dealer = deal % 2 == 1 ? BEN : ANA;
        String nondealer = dealer.equals(ANA) ? BEN : ANA;
        String winning = "AC 2C 3C 4C 5C 6C 7C QH QD QC";
        DealStarted dealt = winner.equals(ANA)
                ? Fixtures.deal(deal, dealer, winning, loserHand, "QS")
                : Fixtures.deal(deal, dealer, loserHand, winning, "QS");
        List<Event> events = new ArrayList<>();
        events.add(dealt);
        events.add(new StockCardRevealed(nondealer, card("QS")));
        if (!winner.equals(nondealer)) {
            events.add(new CardPassed(nondealer, card("QS")));
        }
        events.add(new CardTaken(winner, card("QS")));
        events.add(melds(winner, "AC 2C 3C 4C 5C 6C 7C", "QC QD QH QS"));
        events.add(DealEnded.won(deal, winner));
        return events;
    }

    public static MeldsRearranged melds(String player, String... melds) {
        return new MeldsRearranged(player, Arrays.stream(melds).map(Fixtures::cards).toList());
    }
}
