package org.conquian.rules;

import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.CardTaken;
import org.conquian.event.MatchStarted;
import org.conquian.event.StockCardRevealed;
import org.conquian.meld.MeldSolver;
import org.conquian.testkit.Deals;
import org.conquian.testkit.Scenario;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;
import static org.conquian.testkit.Scripted.melds;

/** House rule {@code runMax}: a run has 3 to runMax cards (R-MELD), and the force test uses the same runs (R-FORCE). */
class RunMaxTest {

    private static Scenario nineClubsOpen(String house) {
        return Scenario.given(new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, BEN).withHouse(House.parse(house)),
                Deals.deal(1, BEN, CardSet.PACK, "QC", ANA, "AC 2C 3C 4C 5C 6C 7C JC KD KH", BEN, "AH 2H 3H 4H 5H 6H AS 2S 3S 4S"),
                new StockCardRevealed(ANA, card("QC")));
    }

    @Test
    void runsPastEightInAnglo40() {
        nineClubsOpen("runMax=10").when(new Command.Take(ANA, card("QC"), List.of(cards("AC 2C 3C 4C 5C 6C 7C JC QC"))))
                .thenEvents(new CardTaken(ANA, card("QC")), melds(ANA, "AC 2C 3C 4C 5C 6C 7C JC QC"));
        nineClubsOpen("runMax=8").when(new Command.Take(ANA, card("QC"), List.of(cards("AC 2C 3C 4C 5C 6C 7C JC QC"))))
                .thenViolation(RuleId.MELD, "ana's run AC 2C 3C 4C 5C 6C 7C JC QC has 9 cards; a run has at most 8 in anglo-40 (house rule runMax)");
    }

    @Test
    void aShorterMaximumIsAClubsChoice() {
        Scenario fiveOpen = Scenario.given(new MatchStarted(List.of(ANA, BEN), "pagat-upcard", 3, BEN).withHouse(House.parse("runMax=4")),
                Deals.deal(1, BEN, CardSet.PACK, "6C", ANA, "2C 3C 4C 5C KD KH QS QH JD JH", BEN, "AH 2H 3H 4H 5H 6H AS 2S 3S 4S"),
                new StockCardRevealed(BEN, card("6C")));
        fiveOpen.when(new Command.Take(ANA, card("6C"), List.of(cards("2C 3C 4C 5C 6C"))))
                .thenViolation(RuleId.MELD, "a run has at most 4 in pagat-upcard (house rule runMax)");
        fiveOpen.when(new Command.Take(ANA, card("6C"), List.of(cards("3C 4C 5C 6C"))))
                .thenEvents(new CardTaken(ANA, card("6C")), melds(ANA, "3C 4C 5C 6C"));
    }

    @Test
    void theForceTestUsesTheSameRuns() {
        CardSet exposed = CardSet.parse("2C 3C 4C 5C");
        assertThat(MeldSolver.of(Profile.PAGAT_UPCARD).fitsAlone(exposed, card("6C"))).isTrue();
        assertThat(MeldSolver.of(Profile.PAGAT_UPCARD.housed(House.parse("runMax=4"))).fitsAlone(exposed, card("6C"))).isFalse();
    }
}
