package org.conquian.rules;

import org.conquian.command.Command;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardTaken;
import org.conquian.event.DealEnded;
import org.conquian.event.Event;
import org.conquian.game.DealPhase;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.testkit.Opening;
import org.conquian.testkit.Play;
import org.conquian.testkit.Scripted;
import org.conquian.testkit.Fixtures;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Scenario.given;
import static org.conquian.testkit.Scripted.melds;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;

/** R-WIN: a take that leaves no card in hand (11 melded) wins at once; melding 10 and discarding the last does not. */
class RWinTest {

    private static List<Event> upTo(int seq) {
        return Scripted.match().subList(0, seq);
    }

    @Test
    void meldingTenAndDiscardingTheLastCardDoesNotWin() {
        MatchState.Started state = given(upTo(Scripted.ANA_MELDS_TEN))
                .when(new Command.Discard(ANA, card("KS")))
                .thenEvents(new CardDiscarded(ANA, card("KS")));
        assertThat(state.deal().inProgress()).isTrue();
        assertThat(state.deal().holding(ANA).hand().isEmpty()).isTrue();
        assertThat(state.deal().holding(ANA).exposed().size()).isEqualTo(10);
        assertThat(state.deal().phase()).isEqualTo(new DealPhase.CardOpen(BEN, card("KS"), DealPhase.Origin.DISCARDED, ANA));
    }

    @Test
    void claimingAWinWithTenMeldedIsRefused() {
        given(upTo(Scripted.ANA_DISCARDS_LAST_CARD))
                .whenEvent(DealEnded.won(1, ANA))
                .thenViolation(RuleId.WIN, "deal 1 is not won");
    }

    @Test
    void aPlayerWithTenMeldedWinsWithACardThatFitsAlone() {
        MatchState.Started state = given(upTo(Scripted.DEAL_1_ENDS)).state();
        assertThat(state.winsOf(ANA)).isEqualTo(1);
        assertThat(state.deal().phase()).isEqualTo(new DealPhase.Over(new org.conquian.event.DealResult.Won(ANA)));
    }

    @Test
    void afterTheWinningTakeOnlyTheWinCanCome() {
        List<Event> winningTake = upTo(Scripted.DEAL_1_ENDS - 1);
        given(winningTake)
                .whenEvent(new CardDiscarded(ANA, card("JC")))
                .thenViolation(RuleId.WIN, "ana has melded every card");
        given(winningTake)
                .whenEvent(DealEnded.won(1, BEN))
                .thenViolation(RuleId.WIN, "deal 1 is won by ana, not by ben");
        given(winningTake)
                .whenEvent(DealEnded.drawn(1))
                .thenViolation(RuleId.WIN);
        given(winningTake)
                .whenEvent(DealEnded.won(2, ANA))
                .thenViolation(RuleId.WIN, "deal 1 is in progress, not deal 2");
    }

    @Test
    void aLogCutAfterTheWinningTakeIsOwedTheEndOfTheDeal() {
        assertThat(Game.pending(given(upTo(Scripted.DEAL_1_ENDS - 1)).state())).containsExactly(DealEnded.won(1, ANA));
        assertThat(Game.pending(given(upTo(Scripted.DEAL_1_ENDS)).state())).isEmpty();
    }

    @Test
    void aWinCannotBeClaimedMidDeal() {
        given(Opening.benDiscarded6H())
                .whenEvent(DealEnded.won(1, ANA))
                .thenViolation(RuleId.WIN);
        given(Opening.benDiscarded6H()).and(new CardTaken(ANA, card("6H")), melds(ANA, "4H 5H 6H"))
                .whenEvent(DealEnded.won(1, ANA))
                .thenViolation(RuleId.WIN, "ana is to discard");
    }

    /** The menu around a win: the winning take is listed; it ends the deal at once, and the next deal is due. */
    @Test
    void theMenuListsTheWinningTakeAndThenTheNextDeal() {
        List<Event> revealed = new ArrayList<>(List.of(Fixtures.matchStarted()));
        revealed.addAll(Scripted.quickWin(1, ANA, "AH 2H 3H 4H 5H 6H 7H JH KH AS").subList(0, 2));
        Command.Take winning = new Command.Take(ANA, card("QS"), List.of(cards("AC 2C 3C 4C 5C 6C 7C"), cards("QC QD QH QS")));
        Play.from(revealed)
                .offersAmong(winning, new Command.Pass(ANA, card("QS")))
                .play(winning, new CardTaken(ANA, card("QS")), melds(ANA, "AC 2C 3C 4C 5C 6C 7C", "QC QD QH QS"), DealEnded.won(1, ANA))
                .offersDeal(ANA)
                .refuses(new Command.Discard(ANA, card("AH")), RuleId.TURN, "no deal is in progress");
    }
}
