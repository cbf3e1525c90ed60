package org.conquian.meld;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.rules.Profile;
import org.junit.jupiter.api.Test;

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
    void aCardAlreadyExposedDoesNotFitAgain() {
        assertThat(SOLVER.fitsAlone(CardSet.parse("4H 5H 6H"), Card.parse("6H"))).isFalse();
    }

    @Test
    void aTakeMayLayOutAMeldOfHandCardsBesideTheTakenCard() {
        assertThat(SOLVER.arrangements(CardSet.parse("4H 5H 6H"), CardSet.parse("QC QD QS KS")))
                .extracting(Arrangement::toString)
                .containsExactlyInAnyOrder("4H 5H 6H", "QC QD QS, 4H 5H 6H");
    }
}
