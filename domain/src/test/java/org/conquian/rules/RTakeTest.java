package org.conquian.rules;

import org.conquian.command.Command;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.DealPhase;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.testkit.Opening;
import org.conquian.testkit.Play;
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

/** R-TAKE: a taken card goes straight into the melds, with the complete new arrangement. */
class RTakeTest {

    @Test
    void theWorkedExample() {
        MatchState.Started afterTake = given(Opening.benDiscarded6H())
                .when(new Command.Take(ANA, card("6H"), List.of(cards("4H 5H 6H"))))
                .thenEvents(new CardTaken(ANA, card("6H")), melds(ANA, "4H 5H 6H"));
        given(Opening.benDiscarded6H()).and(new CardTaken(ANA, card("6H")), melds(ANA, "4H 5H 6H"))
                .when(new Command.Discard(ANA, card("QS")))
                .thenEvents(new CardDiscarded(ANA, card("QS")));
        assertThat(afterTake.deal().holding(ANA).hand().toString()).doesNotContain("4H", "5H", "6H");
    }

    @Test
    void aCardThatCannotBeMeldedNowCannotBeKeptInHand() {
        given(Opening.benDiscards("7H"))
                .when(new Command.Take(ANA, card("7H"), List.of(cards("4H 5H 6H"))))
                .thenViolation(RuleId.TAKE, "ana left the taken card 7H out");
    }

    @Test
    void aCardNoArrangementCanHoldHasNoTakeAndTheRuleSaysWhy() {
        MatchState fourClubs = given(Opening.benDiscards("4C")).state();
        assertThat(LegalMoves.takes(fourClubs, ANA, card("4C"))).isEmpty();
        assertThat(LegalMoves.noTake(fourClubs, ANA, card("4C"))).hasValueSatisfying(violation -> {
            assertThat(violation.rule()).isEqualTo(RuleId.TAKE);
            assertThat(violation.message()).isEqualTo("4C cannot be melded by ana now, with or without hand cards");
        });
        assertThat(LegalMoves.noTake(given(Opening.benDiscarded6H()).state(), ANA, card("6H"))).isEmpty();
    }

    @Test
    void withoutACentreCardTwoHandCardsCannotBeMelded() {
        given(Opening.benDiscarded6H())
                .when(new Command.Take(ANA, card("6H"), List.of(cards("4H 5H"), cards("6H"))))
                .thenViolation(RuleId.MELD, "4H 5H");
    }

    @Test
    void aCardLaidOutTwiceIsRefused() {
        given(Opening.benDiscarded6H())
                .when(new Command.Take(ANA, card("6H"), List.of(cards("4H 5H 6H"), cards("4H 4S 4C"))))
                .thenViolation(RuleId.TAKE, "ana laid out 4H twice");
    }

    @Test
    void aCardThePlayerDoesNotHoldIsRefused() {
        given(Opening.benDiscarded6H())
                .when(new Command.Take(ANA, card("6H"), List.of(cards("4H 5H 6H 7H"))))
                .thenViolation(RuleId.TAKE, "ana laid out 7H, which ana does not hold");
    }

    @Test
    void exposedCardsNeverGoBackToTheHand() {
        given(Opening.anaMelded()).and(new CardTaken(BEN, card("QS")))
                .whenEvent(melds(BEN, "QC QD QS"))
                .thenViolation(RuleId.TAKE, "ben left exposed KC KD KH out");
        given(Opening.benDiscards("7H"))
                .when(new Command.Take(ANA, card("7H"), List.of(cards("5H 6H 7H"))))
                .thenViolation(RuleId.TAKE, "ana left exposed 4H out");
    }

    /** A take may name only the melds it makes or extends: the melds it leaves untouched are kept, and recorded in full. */
    @Test
    void aTakeNamesOnlyTheMeldsItMakesOrExtends() {
        given(Opening.anaMelded())
                .when(new Command.Take(BEN, card("QS"), List.of(cards("QC QD QS"))))
                .thenEvents(new CardTaken(BEN, card("QS")), melds(BEN, "KC KD KH", "QC QD QS"));
        given(Opening.benDiscards("7H"))
                .when(new Command.Take(ANA, card("7H"), List.of(cards("4H 5H 6H 7H"))))
                .thenEvents(new CardTaken(ANA, card("7H")), melds(ANA, "4H 5H 6H 7H"));
    }

    /**
     * In a concealed deal the menu lists a take that fits the exposed melds alone in full, and a take that may
     * lay out face-down hand cards as the card and how many may go with it; the player says which they lay out.
     */
    @Test
    void theMenuOfAConcealedDealListsTakesWithFaceDownHandCardsAsSuch() {
        Play.from(Fixtures.matchStarted(), DealStarted.concealed(1, BEN), new StockCardRevealed(ANA, card("KH")), new CardPassed(ANA, card("KH")))
                .offers(BEN, new Command.Reject(BEN, card("KH")))
                .offersHandTakes(new LegalMoves.HandTake(BEN, card("KH"), 10))
                .refuses(new Command.Take(BEN, card("KH"), List.of(cards("KH KS"))), RuleId.MELD, "neither a set nor a run")
                .play(new Command.Take(BEN, card("KH"), List.of(cards("KC KD KH"))), new CardTaken(BEN, card("KH")), melds(BEN, "KC KD KH"))
                .play(new Command.Discard(BEN, card("2S")), new CardDiscarded(BEN, card("2S")))
                .offersHandTakes(new LegalMoves.HandTake(ANA, card("2S"), 10))
                .play(new Command.Reject(ANA, card("2S")), new CardRejected(ANA, card("2S")))
                .play(new Command.Reveal(ANA, card("KS")), new StockCardRevealed(ANA, card("KS")))
                .play(new Command.Pass(ANA, card("KS")), new CardPassed(ANA, card("KS")))
                .offers(BEN, new Command.Take(BEN, card("KS"), List.of(cards("KC KD KH KS"))), new Command.Reject(BEN, card("KS")),
                        new Command.Force(ANA, BEN, card("KS")))
                .offersHandTakes(new LegalMoves.HandTake(BEN, card("KS"), 7))
                .refuses(new Command.Take(BEN, card("KS"), List.of(cards("KS"), cards("AC 2C 3C 4C 5C 6C 7C JC"))), RuleId.TAKE)
                .play(new Command.Take(BEN, card("KS"), List.of(cards("KD KH KS"), cards("KC QC JC"))),
                        new CardTaken(BEN, card("KS")), melds(BEN, "KD KH KS", "KC QC JC"));
    }

    @Test
    void theOpeningCardCanBeTakenByTheNondealer() {
        given(Fixtures.matchStarted(), Fixtures.deal(1, "AC 2C 3C 4C 5C 6C 7C QH QD QC", "AD 2D 3D 4D 5D 6D 7D JD KH KS", "QS"),
                new StockCardRevealed(ANA, card("QS")))
                .when(new Command.Take(ANA, card("QS"), List.of(cards("AC 2C 3C 4C 5C 6C 7C"), cards("QC QD QH QS"))))
                .thenEvents(new CardTaken(ANA, card("QS")), melds(ANA, "AC 2C 3C 4C 5C 6C 7C", "QC QD QH QS"), DealEnded.won(1, ANA));
    }

    @Test
    void rightAfterATakeOnlyTheTakersArrangementMayCome() {
        given(Opening.benDiscarded6H()).and(new CardTaken(ANA, card("6H")))
                .whenEvent(new CardDiscarded(ANA, card("QS")))
                .thenViolation(RuleId.TAKE, "ana took 6H and must lay out their melds with it");
        given(Opening.benDiscarded6H()).and(new CardTaken(ANA, card("6H")))
                .whenEvent(melds(BEN, "KC KD KH"))
                .thenViolation(RuleId.TAKE);
    }

    @Test
    void aLogCutBetweenTakeAndArrangementIsCompletedByTheSameTake() {
        given(Opening.benDiscarded6H()).and(new CardTaken(ANA, card("6H")))
                .when(new Command.Take(ANA, card("6H"), List.of(cards("4H 5H 6H"))))
                .thenEvents(melds(ANA, "4H 5H 6H"));
        given(Opening.benDiscarded6H()).and(new CardTaken(ANA, card("6H")))
                .when(new Command.Take(ANA, card("QS"), List.of(cards("4H 5H 6H"))))
                .thenViolation(RuleId.TAKE);
    }

    @Test
    void aTakeWaitsForItsArrangement() {
        MatchState.Started state = given(Opening.benDiscarded6H())
                .whenEvent(new CardTaken(ANA, card("6H"))).thenApplied();
        assertThat(state.deal().phase()).isEqualTo(new DealPhase.AwaitingArrangement(ANA, card("6H")));
    }

    /**
     * The menu at each step of a take: one take per arrangement of the exposed cards, the card and hand cards;
     * after a log cut between the take and its melds, the same takes, which then record the melds only.
     */
    @Test
    void theMenuListsEveryArrangementAndCompletesACutTake() {
        Command.Take withRun = new Command.Take(ANA, card("6H"), List.of(cards("4H 5H 6H"), cards("7S JS QS")));
        Command.Take heartsOnly = new Command.Take(ANA, card("6H"), List.of(cards("4H 5H 6H")));
        Play.from(Opening.benDiscarded6H())
                .offers(ANA, withRun, heartsOnly, new Command.Reject(ANA, card("6H")))
                .refuses(new Command.Take(ANA, card("6H"), List.of(cards("4H 5H 6H 7H"))), RuleId.TAKE, "which ana does not hold")
                .refuses(new Command.Take(BEN, card("6H"), List.of(cards("6H 7H"))), RuleId.TURN, "ben cannot take 6H now");
        List<Event> cut = new ArrayList<>(Opening.benDiscarded6H());
        cut.add(new CardTaken(ANA, card("6H")));
        Play.from(cut)
                .offers(ANA, withRun, heartsOnly)
                .refuses(new Command.Discard(ANA, card("QS")), RuleId.TAKE, "only ana's melds may come next")
                .refuses(new Command.Reject(ANA, card("6H")), RuleId.TAKE)
                .play(heartsOnly, melds(ANA, "4H 5H 6H"));
    }
}
