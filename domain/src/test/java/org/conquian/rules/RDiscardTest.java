package org.conquian.rules;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardTaken;
import org.conquian.game.DealPhase;
import org.conquian.game.MatchState;
import org.conquian.testkit.Opening;
import org.conquian.testkit.Play;
import org.conquian.testkit.Scenario;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Scenario.given;
import static org.conquian.testkit.Scripted.melds;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;

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
        assertThat(state.deal().phase()).isEqualTo(new DealPhase.CardOpen(BEN, card("QS"), DealPhase.Origin.DISCARDED, ANA));
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

    /** The menu at each step of a discard: after the take, every hand card of the taker and nothing else. */
    @Test
    void theMenuListsTheDiscardsTheJudgeAccepts() {
        Play.from(Opening.benDiscarded6H())
                .offers(ANA, new Command.Take(ANA, card("6H"), List.of(cards("4H 5H 6H"), cards("7S JS QS"))),
                        new Command.Take(ANA, card("6H"), List.of(cards("4H 5H 6H"))), new Command.Reject(ANA, card("6H")))
                .refuses(new Command.Discard(ANA, card("QS")), RuleId.TURN, "ana cannot discard now")
                .play(new Command.Take(ANA, card("6H"), List.of(cards("4H 5H 6H"))), new CardTaken(ANA, card("6H")), melds(ANA, "4H 5H 6H"))
                .offers(ANA, discards(ANA, "QS AC 2D 7C JS 3S 7S 2S"))
                .refuses(new Command.Discard(ANA, card("5H")), RuleId.DISCARD, "it is exposed in ana's melds")
                .refuses(new Command.Discard(ANA, card("QC")), RuleId.DISCARD, "it is not in ana's hand")
                .refuses(new Command.Discard(BEN, card("QC")), RuleId.TURN, "ben cannot discard now")
                .play(new Command.Discard(ANA, card("QS")), new CardDiscarded(ANA, card("QS")))
                .offers(BEN, new Command.Take(BEN, card("QS"), List.of(cards("KC KD KH"), cards("QC QD QS"))), new Command.Reject(BEN, card("QS")));
    }

    /** A discard of each of these cards, in the order the menu lists them (the pack's). */
    private static Command[] discards(String player, String hand) {
        return CardSet.of(cards(hand)).toList().stream().map(card -> new Command.Discard(player, card)).toArray(Command[]::new);
    }
}
