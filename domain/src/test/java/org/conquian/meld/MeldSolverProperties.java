package org.conquian.meld;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.card.Rank;
import org.conquian.card.Suit;
import org.conquian.rules.House;
import org.conquian.rules.Profile;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** The solver agrees with a brute-force search that tries every subset, with its own meld check. */
class MeldSolverProperties {

    private static final MeldSolver SOLVER = MeldSolver.of(Profile.ANGLO_40);
    /** The ranks of the solver's pack, in run order. */
    private static final List<Rank> RANKS = Profile.ANGLO_40.ranks();

    /** Card sets of up to 12 cards from a few neighbouring ranks and suits, where melds are likely. */
    @Provide
    Arbitrary<CardSet> cardSets() {
        return Combinators.combine(
                Arbitraries.integers().between(0, RANKS.size() - 1),
                Arbitraries.integers().between(3, RANKS.size()),
                Arbitraries.integers().between(1, 4),
                Arbitraries.longs()
        ).as((low, span, suits, bits) -> {
            List<Card> window = new ArrayList<>();
            for (Suit suit : List.of(Suit.values()).subList(0, suits)) {
                for (int rank = low; rank < Math.min(RANKS.size(), low + span); rank++) {
                    window.add(Card.of(RANKS.get(rank), suit));
                }
            }
            List<Card> chosen = new ArrayList<>();
            for (int i = 0; i < window.size() && chosen.size() < 12; i++) {
                if ((bits >>> i & 1) == 1) {
                    chosen.add(window.get(i));
                }
            }
            return CardSet.of(chosen);
        });
    }

    @Property(tries = 2000)
    void canSplitAgreesWithBruteForce(@ForAll("cardSets") CardSet cards) {
        assertThat(SOLVER.canSplit(cards)).isEqualTo(bruteForcePartitions(cards.toList()) > 0);
    }

    @Property(tries = 1000)
    void everyArrangementIsFoundExactlyOnce(@ForAll("cardSets") CardSet cards) {
        List<Arrangement> found = SOLVER.arrangements(cards, CardSet.EMPTY);
        assertThat(found).hasSize(bruteForcePartitions(cards.toList()));
        assertThat(found).doesNotHaveDuplicates();
        found.forEach(arrangement -> assertThat(arrangement.cards()).isEqualTo(cards));
    }

    @Property(tries = 500)
    void takeArrangementsCoverTheRequiredCardsAndAnyOfTheOptionalOnes(@ForAll("cardSets") CardSet cards, @ForAll long pick) {
        List<Card> all = cards.toList();
        List<Card> required = new ArrayList<>();
        List<Card> optional = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            (((pick >>> i) & 1) == 1 ? required : optional).add(all.get(i));
        }
        int expected = 0;
        for (long subset = 0; subset < 1L << optional.size(); subset++) {
            List<Card> laid = new ArrayList<>(required);
            for (int i = 0; i < optional.size(); i++) {
                if ((subset >>> i & 1) == 1) {
                    laid.add(optional.get(i));
                }
            }
            expected += bruteForcePartitions(laid);
        }
        List<Arrangement> found = SOLVER.arrangements(CardSet.of(required), CardSet.of(optional));
        assertThat(found).hasSize(expected).doesNotHaveDuplicates();
        found.forEach(arrangement -> assertThat(arrangement.cards().containsAll(CardSet.of(required))).isTrue());
    }

    @Property(tries = 1000)
    void aCardFitsAloneWhenTheExposedCardsAndItSplit(@ForAll("cardSets") CardSet exposed, @ForAll("cardSets") CardSet others) {
        if (others.minus(exposed).isEmpty()) {
            return;
        }
        Card card = others.minus(exposed).first();
        List<Card> with = new ArrayList<>(exposed.toList());
        with.add(card);
        assertThat(SOLVER.fitsAlone(exposed, card)).isEqualTo(bruteForcePartitions(with) > 0);
    }

    /**
     * Meld by meld, as the force test asks, the same answers as the searches of the cards: a card extending a meld as it
     * lies, against the catalogue of the melds that hold the card; a card fitting the melds alone, tried first with the
     * melds near it, against the search of all the cards.
     */
    @Property(tries = 1000)
    void theForceTestsMeldByMeldAnswerAsTheSearchesOfTheCards(@ForAll("cardSets") CardSet exposed, @ForAll("cardSets") CardSet others) {
        Optional<Arrangement> arranged = SOLVER.split(exposed);
        if (arranged.isEmpty() || others.isEmpty()) {
            return;
        }
        List<Meld> melds = arranged.get().melds();
        Card card = others.first();
        assertThat(SOLVER.extendsOne(melds, card)).as("extends one as it lies").isEqualTo(SOLVER.fitsKeeping(melds, card, CardSet.EMPTY, 0));
        assertThat(SOLVER.fitsAlone(arranged.get(), card)).as("fits alone").isEqualTo(SOLVER.fitsAlone(exposed, card));
    }

    /** The same with two packs, where a team's melds may hold a card twice, each copy in a meld of its own. */
    @Property(tries = 1000)
    void aCardFitsTwoPacksMeldsAloneAsItFitsTheirCards(@ForAll("cardSets") CardSet one, @ForAll("cardSets") CardSet other,
                                                       @ForAll("cardSets") CardSet cards) {
        Optional<Arrangement> first = SOLVER.split(one);
        Optional<Arrangement> second = SOLVER.split(other);
        if (first.isEmpty() || second.isEmpty() || cards.isEmpty()) {
            return;
        }
        MeldSolver twoPacks = MeldSolver.of(Profile.ANGLO_40.housed(House.parse("two-packs")));
        List<Meld> melds = new ArrayList<>(first.get().melds());
        melds.addAll(second.get().melds());
        Card card = cards.first();
        assertThat(twoPacks.fitsAlone(new Arrangement(melds), card)).isEqualTo(twoPacks.fitsAlone(one.plus(other), card));
    }

    /** Counts the ways to split the cards into melds by trying every subset that holds the first card. */
    static int bruteForcePartitions(List<Card> cards) {
        if (cards.isEmpty()) {
            return 1;
        }
        Card first = cards.get(0);
        List<Card> rest = cards.subList(1, cards.size());
        int count = 0;
        for (long subset = 0; subset < 1L << rest.size(); subset++) {
            List<Card> meld = new ArrayList<>(List.of(first));
            List<Card> remaining = new ArrayList<>();
            for (int i = 0; i < rest.size(); i++) {
                ((subset >>> i & 1) == 1 ? meld : remaining).add(rest.get(i));
            }
            if (isMeldByHand(meld)) {
                count += bruteForcePartitions(remaining);
            }
        }
        return count;
    }

    /** The 40-card pack's rank order, as the rule book writes it: 7 and J are adjacent. */
    private static final String RUN_ORDER = "A234567JQK";

    /** The rule book's definition, written out independently of {@link Meld}. */
    static boolean isMeldByHand(List<Card> meld) {
        int size = meld.size();
        boolean oneRank = meld.stream().allMatch(card -> card.rank() == meld.get(0).rank());
        if (oneRank && size >= 3 && size <= 4) {
            return true;
        }
        boolean oneSuit = meld.stream().allMatch(card -> card.suit() == meld.get(0).suit());
        if (!oneSuit || size < 3 || size > 8) {
            return false;
        }
        int[] ranks = meld.stream().mapToInt(card -> RUN_ORDER.indexOf(card.rank().code())).sorted().toArray();
        for (int i = 1; i < ranks.length; i++) {
            if (ranks[i] != ranks[i - 1] + 1) {
                return false;
            }
        }
        return true;
    }
}
