package org.conquian.testkit;

import org.conquian.card.Card;
import org.conquian.event.AppealDecided;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.MatchStarted;
import org.conquian.event.PlayedMove;
import org.conquian.event.RulingDecision;
import org.conquian.event.RulingGiven;
import org.conquian.event.StockCardRevealed;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;
import static org.conquian.testkit.Scripted.melds;

/**
 * The rule book's worked examples of irregularities and rulings: the deal in which ana has melded 4H 5H 6H and discarded
 * QS, open to ben (seq 1 to 10); the club match in which ana lays out ten cards and claims the deal; and a concealed deal
 * in which ana passes 7C to ben. Calls, rulings and appeals are written short here, as the tests use them.
 */
public final class DisputedDeal {

    private DisputedDeal() {
    }

    public static DealStarted dealt(int number, String dealer, String anaHand, String benHand, String stock) {
        Map<String, List<Card>> hands = new LinkedHashMap<>();
        hands.put(ANA, cards(anaHand));
        hands.put(BEN, cards(benHand));
        return new DealStarted(number, dealer, hands, cards(stock));
    }

    /** Seq 1 to 10: QS, ana's discard, is open to ben; ana's melds are 4H 5H 6H. */
    public static List<Event> qsOpenToBen() {
        return List.of(Fixtures.matchStarted(),
                dealt(1, BEN, "4H 5H QS 7C 7D 2S 3S KD JC AC", "6S 6D 6C 2H 3H KS QC JD AD 4C",
                        "7H 6H 7S 2C 3C 5C KC 2D 3D 4D 5D QD AH JH QH KH AS 4S 5S JS"),
                new StockCardRevealed(ANA, card("7H")),
                new CardPassed(ANA, card("7H")),
                new CardRejected(BEN, card("7H")),
                new StockCardRevealed(BEN, card("6H")),
                new CardPassed(BEN, card("6H")),
                new CardTaken(ANA, card("6H")),
                melds(ANA, "4H 5H 6H"),
                new CardDiscarded(ANA, card("QS")));
    }

    /** The events up to QS open to ben, then these. */
    public static List<Event> afterQs(Event... more) {
        List<Event> events = new ArrayList<>(qsOpenToBen());
        events.addAll(List.of(more));
        return events;
    }

    /** Example A's call: ben put QS in his hand, called by ana. */
    public static IrregularityCalled benPutQsInHand() {
        return new IrregularityCalled(BEN, Optional.of(PlayedMove.take(BEN, card("QS"), List.of())), Optional.of("R-TAKE"),
                Optional.of(ANA), Optional.of("ben put QS in his hand"));
    }

    /** A call of a move, naming the rule. */
    public static IrregularityCalled call(PlayedMove move, String rule) {
        return IrregularityCalled.of(move, rule);
    }

    /** A call without a move, citing the rule. */
    public static IrregularityCalled callWithoutMove(String player, String rule) {
        return new IrregularityCalled(player, Optional.empty(), Optional.of(rule), Optional.empty(), Optional.empty());
    }

    public static RulingGiven ruling(String director, long about, RulingDecision decision) {
        return new RulingGiven(director, about, decision, Optional.empty());
    }

    public static AppealDecided appeal(String appellant, String director, long about, RulingDecision decision) {
        return new AppealDecided(appellant, director, about, decision, Optional.empty());
    }

    public static RulingDecision award(String winner) {
        return new RulingDecision.AwardDeal(winner);
    }

    /** Example D, seq 1 to 6: in the club match ana has laid out ten cards and discarded 4C, her last. */
    public static List<Event> anaLaidOutTen() {
        return List.of(new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, BEN),
                dealt(1, BEN, "AS 2S 3S 6C 6D 6H JC JD JH 4C", "AD 3D 7C KC QS AH 4D 2C 7S KS",
                        "4S KD 2H QC 5S AC 3C 5C 2D 5D 7D QD 3H 4H 5H 7H QH KH 6S JS"),
                new StockCardRevealed(ANA, card("4S")),
                new CardTaken(ANA, card("4S")),
                melds(ANA, "AS 2S 3S 4S", "6C 6D 6H", "JC JD JH"),
                new CardDiscarded(ANA, card("4C")));
    }

    /** Example E's opening, seq 1 to 4: a concealed deal in which ana has revealed 7C and passed it to ben. */
    public static List<Event> sevenOfClubsPassedFaceDown() {
        return List.of(Fixtures.matchStarted(), DealStarted.concealed(1, BEN),
                new StockCardRevealed(ANA, card("7C")),
                new CardPassed(ANA, card("7C")));
    }
}
