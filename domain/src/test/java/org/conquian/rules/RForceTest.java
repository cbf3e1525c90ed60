package org.conquian.rules;

import org.conquian.command.Command;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.DealEnded;
import org.conquian.event.Event;
import org.conquian.game.DealPhase;
import org.conquian.game.MatchState;
import org.conquian.testkit.Opening;
import org.conquian.testkit.Play;
import org.conquian.testkit.Scripted;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Scenario.given;
import static org.conquian.testkit.Scripted.melds;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;

/** R-FORCE: the opponent may force the open card on a player only if it fits their exposed melds on its own. */
class RForceTest {

    @Test
    void aCardThatFitsTheMeldsAloneCanBeForcedStraightAfterTheForcersDiscard() {
        MatchState.Started state = given(Opening.benDiscards("7H"))
                .when(new Command.Force(BEN, ANA, card("7H")))
                .thenEvents(new CardForced(BEN, ANA, card("7H")));
        assertThat(state.deal().phase()).isEqualTo(new DealPhase.AwaitingForcedTake(ANA, card("7H")));
    }

    @Test
    void theForcedPlayerTakesAtOnceAndThenDiscards() {
        given(Opening.benDiscards("7H")).and(new CardForced(BEN, ANA, card("7H")))
                .when(new Command.Take(ANA, card("7H"), List.of(cards("4H 5H 6H 7H"))))
                .thenEvents(new CardTaken(ANA, card("7H")), melds(ANA, "4H 5H 6H 7H"));
    }

    @Test
    void aForcedTakeMayAddHandCards() {
        given(Opening.benDiscards("7H")).and(new CardForced(BEN, ANA, card("7H")))
                .when(new Command.Take(ANA, card("7H"), List.of(cards("4H 5H 6H"), cards("7C 7H 7S"))))
                .thenEvents(new CardTaken(ANA, card("7H")), melds(ANA, "4H 5H 6H", "7C 7H 7S"));
    }

    @Test
    void afterAForceOnlyTheTargetsTakeOfThatCardMayCome() {
        given(Opening.benDiscards("7H")).and(new CardForced(BEN, ANA, card("7H")))
                .when(new Command.Reject(ANA, card("7H")))
                .thenViolation(RuleId.FORCE, "ana was forced and must take 7H");
        given(Opening.benDiscards("7H")).and(new CardForced(BEN, ANA, card("7H")))
                .whenEvent(new CardDiscarded(BEN, card("2H")))
                .thenViolation(RuleId.FORCE);
    }

    @Test
    void aCardThatFitsOnlyWithHandCardsCannotBeForced() {
        given(Opening.benDiscards("4S"))
                .when(new Command.Force(BEN, ANA, card("4S")))
                .thenViolation(RuleId.FORCE, "4S does not fit ana's melds 4H 5H 6H on its own");
    }

    @Test
    void theOpeningCardCanNeverBeForced() {
        given(Opening.revealed())
                .when(new Command.Force(BEN, ANA, card("KH")))
                .thenViolation(RuleId.FORCE, "ana has no melds, so no card can be forced on ana");
    }

    @Test
    void onlyTheOpponentForces() {
        given(Opening.benDiscards("7H"))
                .when(new Command.Force(ANA, ANA, card("7H")))
                .thenViolation(RuleId.FORCE, "ana cannot force themselves");
        given(Opening.benDiscards("7H"))
                .when(new Command.Force(ANA, BEN, card("7H")))
                .thenViolation(RuleId.FORCE, "7H is open to ana, so ana cannot force ben");
    }

    @Test
    void onlyTheOpenCardCanBeForced() {
        given(Opening.benDiscards("7H"))
                .when(new Command.Force(BEN, ANA, card("3H")))
                .thenViolation(RuleId.FORCE, "the open centre card is 7H");
    }

    @Test
    void noForceWithoutAnOpenCard() {
        given(Opening.benDiscarded6H()).and(new CardTaken(ANA, card("6H")), melds(ANA, "4H 5H 6H"))
                .whenEvent(new CardForced(BEN, ANA, card("6H")))
                .thenViolation(RuleId.FORCE, "no card is open");
        given(Opening.anaMelded().subList(0, 2))
                .whenEvent(new CardForced(BEN, ANA, card("KH")))
                .thenViolation(RuleId.FORCE, "no card is open");
    }

    @Test
    void noForceOnAStranger() {
        given(Opening.benDiscards("7H"))
                .whenEvent(new CardForced(BEN, "zoe", card("7H")))
                .thenViolation(RuleId.FORCE, "zoe is not a player");
    }

    @Test
    void noForceBetweenDeals() {
        given(Scripted.match().subList(0, Scripted.DEAL_1_ENDS))
                .whenEvent(new CardForced(BEN, ANA, card("7H")))
                .thenViolation(RuleId.FORCE, "no deal is in progress");
    }

    @Test
    void aRevealedCardCanBeForcedOnThePlayerWhoRevealedIt() {
        List<Event> upToForce = Scripted.match().subList(0, Scripted.BEN_FORCES_ANA - 1);
        given(upToForce)
                .when(new Command.Force(BEN, ANA, card("JC")))
                .thenEvents(new CardForced(BEN, ANA, card("JC")));
    }

    @Test
    void aForcedTakeThatWinsEndsTheDealWithNoDiscard() {
        List<Event> upToTake = Scripted.match().subList(0, Scripted.BEN_FORCES_ANA);
        given(upToTake)
                .when(new Command.Take(ANA, card("JC"), List.of(cards("AC 2C 3C 4C 5C 6C 7C JC"), cards("QH QD QS"))))
                .thenEvents(new CardTaken(ANA, card("JC")), melds(ANA, "AC 2C 3C 4C 5C 6C 7C JC", "QH QD QS"), DealEnded.won(1, ANA));
    }

    @Test
    void aRejectedCardIsNoLongerForceable() {
        given(Opening.benDiscards("7H")).and(new CardRejected(ANA, card("7H")))
                .whenEvent(new CardForced(BEN, ANA, card("7H")))
                .thenViolation(RuleId.FORCE);
    }

    /** The menu at each step of a force: the opponent's force of a card that fits the target's melds alone, then only the target's takes. */
    @Test
    void theMenuListsTheForceAndThenOnlyTheForcedTakes() {
        Play.from(Opening.benDiscards("7H"))
                .offersAmong(new Command.Force(BEN, ANA, card("7H")), new Command.Reject(ANA, card("7H")),
                        new Command.Take(ANA, card("7H"), List.of(cards("4H 5H 6H 7H"))))
                .refuses(new Command.Force(ANA, ANA, card("7H")), RuleId.FORCE, "ana cannot force themselves")
                .refuses(new Command.Force(BEN, BEN, card("7H")), RuleId.FORCE)
                .play(new Command.Force(BEN, ANA, card("7H")), new CardForced(BEN, ANA, card("7H")))
                .offersAmong(new Command.Take(ANA, card("7H"), List.of(cards("4H 5H 6H 7H"))),
                        new Command.Take(ANA, card("7H"), List.of(cards("4H 5H 6H"), cards("7C 7H 7S"))))
                .refuses(new Command.Reject(ANA, card("7H")), RuleId.FORCE, "ana was forced and must take 7H")
                .refuses(new Command.Force(BEN, ANA, card("7H")), RuleId.FORCE)
                .play(new Command.Take(ANA, card("7H"), List.of(cards("4H 5H 6H 7H"))), new CardTaken(ANA, card("7H")), melds(ANA, "4H 5H 6H 7H"));
        Play.from(Opening.benDiscards("4S"))
                .offersAmong(new Command.Reject(ANA, card("4S")))
                .refuses(new Command.Force(BEN, ANA, card("4S")), RuleId.FORCE, "does not fit ana's melds 4H 5H 6H on its own");
    }
}
