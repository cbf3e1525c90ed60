package org.conquian.rules;

import org.conquian.command.Command;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.DealEnded;
import org.conquian.event.Event;
import org.conquian.event.StockCardRevealed;
import org.conquian.testkit.Opening;
import org.conquian.testkit.Play;
import org.conquian.testkit.Scripted;
import org.conquian.testkit.Fixtures;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.conquian.testkit.Scenario.given;
import static org.conquian.testkit.Scripted.melds;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;

/** R-TURN: only the player whose turn it is acts, only in the phase that allows the action, on the open card. */
class RTurnTest {

    @Test
    void theNondealerRevealsFirst() {
        given(Fixtures.matchStarted(), Opening.dealt())
                .when(new Command.Reveal(ANA, card("KH")))
                .thenEvents(new StockCardRevealed(ANA, card("KH")));
        given(Fixtures.matchStarted(), Opening.dealt())
                .when(new Command.Reveal(BEN, card("KH")))
                .thenViolation(RuleId.TURN, "ben cannot reveal a stock card now: ana is to reveal");
    }

    @Test
    void onlyThePlayerTheCardIsOpenToTakesIt() {
        given(Opening.benDiscarded6H())
                .when(new Command.Take(BEN, card("6H"), List.of(cards("6H 7H"))))
                .thenViolation(RuleId.TURN, "ben cannot take 6H now: 6H is open to ana");
    }

    @Test
    void aPlayerRejectsOnlyACardOfferedToThem() {
        given(Opening.revealed())
                .when(new Command.Reject(ANA, card("KH")))
                .thenViolation(RuleId.TURN, "who revealed it, to take or pass");
    }

    @Test
    void aPlayerPassesOnlyTheCardTheyRevealed() {
        given(Opening.benDiscarded6H())
                .when(new Command.Pass(ANA, card("6H")))
                .thenViolation(RuleId.TURN, "ana cannot pass 6H now");
    }

    @Test
    void aRevealedCardIsPassedToTheOpponent() {
        given(Opening.revealed())
                .when(new Command.Pass(ANA, card("KH")))
                .thenEvents(new CardPassed(ANA, card("KH")));
    }

    @Test
    void onlyTheOpenCentreCardCanBeTaken() {
        given(Opening.benDiscarded6H())
                .when(new Command.Take(ANA, card("7H"), List.of(cards("4H 5H 7H"))))
                .thenViolation(RuleId.TURN, "ana cannot take 7H now");
        given(Opening.benDiscarded6H())
                .whenEvent(new CardRejected(ANA, card("QS")))
                .thenViolation(RuleId.TURN);
    }

    @Test
    void aDiscardNeedsATakeBeforeIt() {
        given(Opening.benDiscarded6H())
                .when(new Command.Discard(ANA, card("QS")))
                .thenViolation(RuleId.TURN, "ana cannot discard now");
    }

    @Test
    void anArrangementNeedsATakeBeforeIt() {
        given(Opening.benDiscarded6H())
                .whenEvent(melds(ANA, "4H 5H 6H"))
                .thenViolation(RuleId.TURN, "ana cannot lay out melds now");
    }

    @Test
    void noRevealWhileACardIsOpen() {
        given(Opening.benDiscarded6H())
                .whenEvent(new StockCardRevealed(ANA, card("5C")))
                .thenViolation(RuleId.TURN, "6H is open to ana");
    }

    @Test
    void aStrangerCannotAct() {
        given(Opening.benDiscarded6H())
                .whenEvent(new CardTaken("zoe", card("6H")))
                .thenViolation(RuleId.TURN, "zoe is not a player of this match");
    }

    @Test
    void nothingIsPlayedBetweenDeals() {
        List<Event> firstDeal = Scripted.match().subList(0, Scripted.DEAL_1_ENDS);
        given(firstDeal)
                .whenEvent(melds(ANA, "AC 2C 3C 4C 5C 6C 7C JC", "QH QD QS"))
                .thenViolation(RuleId.TURN, "no deal is in progress");
        given(firstDeal)
                .whenEvent(new CardDiscarded(BEN, card("2H")))
                .thenViolation(RuleId.TURN, "no deal is in progress");
        given(firstDeal)
                .whenEvent(DealEnded.won(1, ANA))
                .thenViolation(RuleId.TURN, "no deal is in progress");
    }

    @Test
    void noDealEndsBeforeTheFirstDeal() {
        given(Fixtures.matchStarted())
                .whenEvent(DealEnded.drawn(1))
                .thenViolation(RuleId.TURN);
    }

    /** The menu at each step of a pass and a rejection: a card one revealed is passed, a card passed to one is rejected, each by the player it is open to. */
    @Test
    void theMenuListsThePassAndTheRejectionTheJudgeAccepts() {
        Play.from(Opening.revealed())
                .offers(ANA, new Command.Pass(ANA, card("KH")))
                .refuses(new Command.Reject(ANA, card("KH")), RuleId.TURN, "ana cannot reject KH now")
                .refuses(new Command.Pass(BEN, card("KH")), RuleId.TURN, "ben cannot pass KH now")
                .play(new Command.Pass(ANA, card("KH")), new CardPassed(ANA, card("KH")))
                .offers(BEN, new Command.Take(BEN, card("KH"), List.of(cards("KC KD KH"))), new Command.Reject(BEN, card("KH")))
                .refuses(new Command.Pass(BEN, card("KH")), RuleId.TURN, "ben cannot pass KH now")
                .play(new Command.Reject(BEN, card("KH")), new CardRejected(BEN, card("KH")), new StockCardRevealed(BEN, card("5C")))
                .offers(BEN, new Command.Pass(BEN, card("5C")))
                .refuses(new Command.Reject(BEN, card("5C")), RuleId.TURN);
    }
}
