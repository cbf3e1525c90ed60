package org.conquian.rules;

import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.CardTaken;
import org.conquian.event.StockCardRevealed;
import org.conquian.meld.Meld;
import org.conquian.testkit.Opening;
import org.conquian.testkit.Fixtures;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Scenario.given;
import static org.conquian.testkit.Scripted.melds;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;

/** R-MELD: a set is 3 or 4 of a rank; a run 3 to 8 of a suit in rank order, 7 next to J, ace low, no wrap. */
class RMeldTest {

    @ParameterizedTest(name = "{0} is a meld: {1}")
    @CsvSource({
            "'6H 7H JH', true",
            "'7H JH QH', true",
            "'AS 2S 3S', true",
            "'QD KD AD', false",
            "'AC 2C 3C 4C 5C 6C 7C JC', true",
            "'AC 2C 3C 4C 5C 6C 7C JC QC', false",
            "'2C 3C 4C 5C 6C 7C JC QC KC', false",
            "'QC QD QH', true",
            "'QC QD QH QS', true",
            "'QC QD', false",
            "'QC', false",
            "'4H 5H 7H', false",
            "'4H 5H 6D', false",
    })
    void meldShapes(String codes, boolean meld) {
        assertThat(Meld.isMeld(CardSet.parse(codes), Profile.ANGLO_40)).isEqualTo(meld);
    }

    @Test
    void theEmptySetIsNoMeld() {
        assertThat(Meld.isMeld(CardSet.EMPTY, Profile.ANGLO_40)).isFalse();
    }

    @Test
    void aTakeLaidIntoAValidRunIsRecorded() {
        given(Opening.benDiscarded6H())
                .when(new Command.Take(ANA, card("6H"), List.of(cards("4H 5H 6H"))))
                .thenEvents(new CardTaken(ANA, card("6H")), melds(ANA, "4H 5H 6H"));
    }

    @Test
    void aMeldThatIsNeitherASetNorARunIsRefused() {
        given(Opening.benDiscarded6H())
                .when(new Command.Take(ANA, card("6H"), List.of(cards("4H 5H 6H QS"))))
                .thenViolation(RuleId.MELD, "ana's meld 4H 5H 6H QS is neither a set nor a run");
    }

    @Test
    void aRunLongerThanTheProfileAllowsIsRefusedWithItsCap() {
        given(Fixtures.matchStarted(), Fixtures.deal(1, "AH 2H 3H 4H 5H 6H 7H JH KC KD", "AC 2C 3C 4C 5C 6C 7C JC AD 2D", "QH"),
                new StockCardRevealed(ANA, card("QH")), new CardTaken(ANA, card("QH")))
                .whenEvent(melds(ANA, "AH 2H 3H 4H 5H 6H 7H JH QH"))
                .thenViolation(RuleId.MELD, "ana's run AH 2H 3H 4H 5H 6H 7H JH QH has 9 cards; a run has at most 8 in anglo-40");
    }

    @Test
    void aTwoCardMeldIsRefused() {
        given(Opening.benDiscarded6H())
                .when(new Command.Take(ANA, card("6H"), List.of(cards("5H 6H"))))
                .thenViolation(RuleId.MELD, "5H 6H");
    }

    @Test
    void anEmptyMeldIsRefused() {
        given(Opening.benDiscarded6H())
                .when(new Command.Take(ANA, card("6H"), List.of(cards("4H 5H 6H"), List.of())))
                .thenViolation(RuleId.MELD, "empty");
    }
}
