package org.conquian.meld;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.rules.Profile;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class MeldSolverTest {

    private static final MeldSolver SOLVER = MeldSolver.of(Profile.ANGLO_40);

    @Test
    void theEmptySetSplitsIntoNoMelds() {
        assertThat(SOLVER.arrangements(CardSet.EMPTY, CardSet.EMPTY)).containsExactly(Arrangement.NONE);
    }

    @Test
    void aCardFitsExposedMeldsByRearrangingThem() {
        CardSet exposed = CardSet.parse("5C 5D 5H 5S 3H 4H");
        assertThat(SOLVER.fitsAlone(CardSet.parse("5C 5D 5H 5S"), Card.parse("6H"))).isFalse();
        assertThat(SOLVER.fitsAlone(exposed, Card.parse("6H"))).isTrue();
        assertThat(SOLVER.split(exposed.with(Card.parse("6H"))).orElseThrow().toString()).isEqualTo("5C 5D 5S, 3H 4H 5H 6H");
    }

    @Test
    void aCardMayFitOnlyWithMeldsOfNeitherItsRankNorItsSuit() {
        // 5H takes the 5s of two runs; what is left of each fits only with the run of its suit that holds neither 5 nor heart
        List<Meld> near = melds("5C 6C 7C", "5D 6D 7D");
        List<Meld> melds = new ArrayList<>(near);
        melds.addAll(melds("JC QC KC", "JD QD KD"));
        assertThat(SOLVER.fitsAlone(new Arrangement(near), Card.parse("5H"))).isFalse();
        assertThat(SOLVER.fitsAlone(new Arrangement(melds), Card.parse("5H"))).isTrue();
    }

    @Test
    void aCardAlreadyExposedDoesNotFitAgain() {
        assertThat(SOLVER.fitsAlone(CardSet.parse("4H 5H 6H"), Card.parse("6H"))).isFalse();
    }

    @Test
    void aTakeMayLayOutAMeldOfHandCardsBesideTheTakenCard() {
        assertThat(SOLVER.arrangements(CardSet.parse("4H 5H 6H"), CardSet.parse("QC QD QS KS")))
                .extracting(Arrangement::toString)
                .containsExactlyInAnyOrder("4H 5H 6H", "QC QD QS, 4H 5H 6H");
    }

    private static List<Meld> melds(String... melds) {
        return Arrays.stream(melds).map(cards -> Meld.of(CardSet.parse(cards), Profile.ANGLO_40).orElseThrow()).toList();
    }
}
