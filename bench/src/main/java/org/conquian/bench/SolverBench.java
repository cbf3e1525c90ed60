package org.conquian.bench;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.MatchStarted;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.Game;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.meld.MeldSolver;
import org.conquian.rules.House;
import org.conquian.rules.Profile;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The rules' hot paths at their worst: the arrangement solver with the most cards it ever sees, and the
 * legal moves a recorder's prompt asks for with a full hand and an open card.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SolverBench {

    private final MeldSolver solver = MeldSolver.of(Profile.ANGLO_40);

    /** Eleven exposed cards in runs and sets that can be split many ways, and a card that joins them. */
    private CardSet exposed;
    private Card fitting;
    /** A hand of ten rich in melds, and the open card: every arrangement of a take. */
    private CardSet hand;
    private Card centre;
    private MatchState open;
    /** The same prompt with two packs: the hand holds 6H twice, and the open card is the second 7H. */
    private MatchState openTwoPacks;

    @Setup
    public void setUp() {
        exposed = CardSet.parse("AC 2C 3C 4C 5C 6C 7C 4D 4H 4S 5D");
        fitting = Card.parse("JC");
        hand = CardSet.parse("2H 3H 4H 5H 6H 7H 6D 6S 6C JH");
        centre = Card.parse("QH");
        open = stateWithAFullHandAndAnOpenCard();
        openTwoPacks = stateWithTwoPacks();
    }

    /** Deal 1 of anglo-40 with two packs and ten cards each: ana holds 6H twice and a run to 7H, and has revealed the other 7H. */
    private static MatchState stateWithTwoPacks() {
        List<Card> ana = Card.list("2H 3H 4H 5H 6H 7H 6D 6S 6C 6H");
        List<Card> ben = Card.list("AC 2C 3C 4C 5C AD 2D 3D 4D 5D");
        List<Card> stock = new ArrayList<>(List.of(Card.parse("7H")));
        CardSet pack = CardSet.PACK.doubled();
        stock.addAll(pack.minus(CardSet.of(ana)).minus(CardSet.of(ben)).minus(CardSet.of(stock)).toList());
        Map<String, List<Card>> hands = new LinkedHashMap<>();
        hands.put("ana", ana);
        hands.put("ben", ben);
        MatchState state = MatchState.NOT_STARTED;
        for (Event event : List.<Event>of(new MatchStarted(List.of("ana", "ben"), "anglo-40", 3, "ben").withHouse(House.parse("two-packs,handSize=10")),
                new DealStarted(1, "ben", hands, stock), new StockCardRevealed("ana", Card.parse("7H")))) {
            state = Game.evolve(state, event);
        }
        return state;
    }

    /** Deal 1: ana holds a hand full of melds and has revealed QH, which joins them in many ways. */
    private static MatchState stateWithAFullHandAndAnOpenCard() {
        List<Card> ana = Card.list("2H 3H 4H 5H 6H 7H 6D 6S 6C JH");
        List<Card> ben = Card.list("AC 2C 3C 4C 5C AD 2D 3D 4D 5D");
        List<Card> stock = new ArrayList<>(List.of(Card.parse("QH")));
        CardSet used = CardSet.of(ana).union(CardSet.of(ben)).union(CardSet.of(stock));
        stock.addAll(CardSet.PACK.minus(used).toList());
        Map<String, List<Card>> hands = new LinkedHashMap<>();
        hands.put("ana", ana);
        hands.put("ben", ben);
        MatchState state = MatchState.NOT_STARTED;
        for (Event event : List.<Event>of(new MatchStarted(List.of("ana", "ben"), "anglo-40", 3, "ben"),
                new DealStarted(1, "ben", hands, stock), new StockCardRevealed("ana", Card.parse("QH")))) {
            state = Game.evolve(state, event);
        }
        return state;
    }

    @Benchmark
    public boolean fitsAloneWithElevenExposed() {
        return solver.fitsAlone(exposed, fitting);
    }

    @Benchmark
    public int arrangementsOfATakeWithTenInHand() {
        return solver.arrangements(CardSet.of(centre), hand).size();
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public LegalMoves legalMovesForThePrompt() {
        return LegalMoves.of(open);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public LegalMoves legalMovesForThePromptTwoPacks() {
        return LegalMoves.of(openTwoPacks);
    }
}
