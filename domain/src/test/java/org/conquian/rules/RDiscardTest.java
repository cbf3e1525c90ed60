package org.conquian.rules;

import org.conquian.command.Command;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardTaken;
import org.conquian.game.DealPhase;
import org.conquian.game.MatchState;
import org.conquian.testkit.Opening;
import org.conquian.testkit.Scenario;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Scenario.given;
import static org.conquian.testkit.Scripted.melds;
import static org.conquian.testkit.Table.ANA;
import static org.conquian.testkit.Table.BEN;
import static org.conquian.testkit.Table.card;

/** R-DISCARD: after a take that does not win, exactly one hand card is discarded and opens to the opponent. */
class RDiscardTest {

    private static Scenario anaTook6H() {
        return given(Opening.benDiscarded6H()).and(new CardTaken(ANA, card("6H")), melds(ANA, "4H 5H 6H"));
    }

    @Test
    void aDiscardedHandCardIsOpenToTheOpponent() {
        MatchState.Started state = anaTook6H()
                .when(new Command.Discard(ANA, card("QS")))
                .thenEvents(new CardDiscarded(ANA, card("QS")));
        assertThat(state.deal().phase()).isEqualTo(new DealPhase.CardOpen(BEN, card("QS"), DealPhase.Origin.DISCARDED));
        assertThat(state.deal().holding(ANA).hand().contains(card("QS"))).isFalse();
    }

    @Test
    void anExposedCardCannotBeDiscarded() {
        anaTook6H()
                .when(new Command.Discard(ANA, card("5H")))
                .thenViolation(RuleId.DISCARD, "ana cannot discard 5H: it is exposed in ana's melds");
    }

    @Test
    void theOpponentsCardCannotBeDiscarded() {
        anaTook6H()
                .when(new Command.Discard(ANA, card("QC")))
                .thenViolation(RuleId.DISCARD, "ana cannot discard QC: it is not in ana's hand");
    }

    @Test
    void exactlyOneCardIsDiscarded() {
        anaTook6H().and(new CardDiscarded(ANA, card("QS")))
                .when(new Command.Discard(ANA, card("AC")))
                .thenViolation(RuleId.TURN, "ana cannot discard now");
    }
}
