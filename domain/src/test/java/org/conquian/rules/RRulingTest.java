package org.conquian.rules;

import org.conquian.audit.Concealment;
import org.conquian.audit.Rulings;
import org.conquian.audit.Verdict;
import org.conquian.command.Command;
import org.conquian.event.AppealDecided;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.HandsShown;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.PlayedMove;
import org.conquian.event.RulingDecision;
import org.conquian.event.RulingGiven;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.DealPhase;
import org.conquian.game.Game;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.testkit.Audits;
import org.conquian.testkit.DisputedDeal;
import org.conquian.testkit.Fixtures;
import org.conquian.testkit.Scripted;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.DisputedDeal.afterQs;
import static org.conquian.testkit.DisputedDeal.appeal;
import static org.conquian.testkit.DisputedDeal.award;
import static org.conquian.testkit.DisputedDeal.benPutQsInHand;
import static org.conquian.testkit.DisputedDeal.call;
import static org.conquian.testkit.DisputedDeal.callWithoutMove;
import static org.conquian.testkit.DisputedDeal.qsOpenToBen;
import static org.conquian.testkit.DisputedDeal.ruling;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;
import static org.conquian.testkit.Scenario.given;
import static org.conquian.testkit.Scripted.melds;

/**
 * R-RULING and the director's part of a deal, by the rule book's worked examples: a called move is judged on the state
 * before the call and never applied, a ruling comes right after its call and an appeal right after its ruling, and a
 * decision in force withdraws the call, or ends the deal void or won by the awarded player.
 */
class RRulingTest {

    private static final RulingDecision RECTIFY = RulingDecision.RECTIFY;

    // A. A card taken into the hand, rectified.

    @Test
    void aCardTakenIntoTheHandIsCalledRuledAndPlayGoesOnFromTheStateBeforeTheCall() {
        List<Event> events = afterQs(benPutQsInHand(),
                new RulingGiven("dora", 11, RECTIFY, Optional.of("R-TAKE: a taken card is melded at once. The take is withdrawn; QS is open to ben.")),
                new CardRejected(BEN, card("QS")),
                new StockCardRevealed(BEN, card("7S")),
                new CardPassed(BEN, card("7S")),
                new CardTaken(ANA, card("7S")),
                melds(ANA, "4H 5H 6H", "7C 7D 7S"),
                new CardDiscarded(ANA, card("KD")));
        Verdict verdict = Audits.audit(events, true);
        assertThat(verdict.fault()).isNull();
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.IN_PROGRESS);
        assertThat(verdict.rulings()).isEqualTo(new Rulings(1, 0, 0, 0, 0));
    }

    @Test
    void theStateAfterARectifiedCallIsTheStateBeforeIt() {
        MatchState.Started before = given(qsOpenToBen()).state();
        MatchState.Started after = given(qsOpenToBen()).and(benPutQsInHand(), ruling("dora", 11, RECTIFY)).state();
        assertThat(after.deal()).isEqualTo(before.deal());
        assertThat(after.wins()).isEqualTo(before.wins());
        assertThat(after.deal().phase()).isEqualTo(new DealPhase.CardOpen(BEN, card("QS"), DealPhase.Origin.DISCARDED, ANA));
    }

    @Test
    void aCallNamingAnotherRuleThanTheMoveBreaksIsRefused() {
        IrregularityCalled meld = call(PlayedMove.take(BEN, card("QS"), List.of()), "R-MELD");
        given(qsOpenToBen()).whenEvent(meld).thenViolation(RuleId.RULING, "the move breaks R-TAKE, the call names R-MELD");
    }

    @Test
    void aMeldThatIsNotOneIsCalledAsR_MELD() {
        given(qsOpenToBen()).whenEvent(call(PlayedMove.take(BEN, card("QS"), List.of(cards("QC QS KS"))), "R-MELD")).thenApplied();
    }

    @Test
    void aLegalMoveCalledIsRefused() {
        given(qsOpenToBen()).whenEvent(call(PlayedMove.reject(BEN, card("QS")), "R-TURN"))
                .thenViolation(RuleId.RULING, "ben's rejection of QS is legal here: record it as a move");
    }

    @Test
    void aMoveOfAnotherPlayerThanTheCallNamesIsRefused() {
        IrregularityCalled onAna = new IrregularityCalled(ANA, benPutQsInHand().move(), Optional.of("R-TAKE"), Optional.empty(), Optional.empty());
        given(qsOpenToBen()).whenEvent(onAna).thenViolation(RuleId.RULING, "the call names ana, but the move is ben's");
    }

    @Test
    void aCallLeftWithoutARulingBeforePlayGoesOnIsRefused() {
        given(afterQs(benPutQsInHand())).whenEvent(new CardRejected(BEN, card("QS")))
                .thenViolation(RuleId.RULING, "the call of seq 11", "waits for the director");
    }

    @Test
    void aDirectorWhoIsAPlayerIsRefused() {
        given(afterQs(benPutQsInHand())).whenEvent(ruling(ANA, 11, RECTIFY)).thenViolation(RuleId.RULING, "the director ana is a player");
    }

    @Test
    void noIrregularityDoesNotFitACalledMove() {
        given(afterQs(benPutQsInHand())).whenEvent(ruling("dora", 11, RulingDecision.NO_IRREGULARITY))
                .thenViolation(RuleId.RULING, "no-irregularity does not fit a called move");
    }

    @Test
    void theWithdrawnTakeNeverHappened() {
        given(afterQs(benPutQsInHand(), ruling("dora", 11, RECTIFY))).whenEvent(new CardDiscarded(BEN, card("3H")))
                .thenViolation(RuleId.TURN, "ben cannot discard now");
    }

    // B. A discard out of turn.

    @Test
    void aDiscardOutOfTurnIsWithdrawnAndTheCardIsBackInTheHand() {
        IrregularityCalled outOfTurn = call(PlayedMove.discard(ANA, card("KD")), "R-TURN");
        MatchState.Started after = given(afterQs(outOfTurn, ruling("dora", 11, RECTIFY))).state();
        assertThat(after.deal().holding(ANA).hand().contains(card("KD"))).isTrue();
        assertThat(after.deal().phase()).isEqualTo(new DealPhase.CardOpen(BEN, card("QS"), DealPhase.Origin.DISCARDED, ANA));
    }

    // C. An award, appealed and changed to a void: the parts that need no void here, the void in its own test below.

    @Test
    void withoutAnAppealTheAwardedEndFollows() {
        List<Event> events = afterQs(callWithoutMove(BEN, "R-STOCK"), ruling("dora", 11, award(ANA)), DealEnded.won(1, ANA));
        Verdict verdict = Audits.audit(events, true);
        assertThat(verdict.fault()).isNull();
        assertThat(verdict.rulings()).isEqualTo(new Rulings(1, 1, 0, 0, 1));
        assertThat(given(events).state().winsOf(ANA)).isEqualTo(1);
        given(afterQs(callWithoutMove(BEN, "R-STOCK"), ruling("dora", 11, award(ANA)))).whenEvent(new CardRejected(BEN, card("QS")))
                .thenViolation(RuleId.RULING, "the decision in force is award-deal to ana, so the end of deal 1, won by ana comes next");
    }

    @Test
    void anAppealLodgedByANonPlayerIsRefused() {
        given(afterQs(callWithoutMove(BEN, "R-STOCK"), ruling("dora", 11, award(ANA))))
                .whenEvent(appeal("ed", "ed", 12, RulingDecision.VOID_DEAL)).thenViolation(RuleId.RULING, "the appellant ed is not a player");
    }

    @Test
    void anAppealAboutAnotherSeqAfterAnAwardIsRefused() {
        given(afterQs(callWithoutMove(BEN, "R-STOCK"), ruling("dora", 11, award(ANA))))
                .whenEvent(appeal(BEN, "ed", 11, RECTIFY)).thenViolation(RuleId.RULING, "(or an appeal about seq 12)");
    }

    @Test
    void anAppealAfterPlayWentOnIsRefused() {
        given(afterQs(callWithoutMove(BEN, "R-STOCK"), ruling("dora", 11, RECTIFY), new CardRejected(BEN, card("QS")),
                new StockCardRevealed(BEN, card("7S")))).whenEvent(appeal(BEN, "ed", 12, RulingDecision.VOID_DEAL))
                .thenViolation(RuleId.RULING, "an appeal comes right after the ruling it is about");
    }

    @Test
    void anAppealCanWithdrawAnAward() {
        MatchState.Started after = given(afterQs(callWithoutMove(BEN, "R-STOCK"), ruling("dora", 11, award(ANA)),
                appeal(BEN, "ed", 12, RECTIFY))).state();
        assertThat(after.deal()).isEqualTo(given(qsOpenToBen()).state().deal());
        given(afterQs(callWithoutMove(BEN, "R-STOCK"), ruling("dora", 11, award(ANA)), appeal(BEN, "ed", 12, RECTIFY)))
                .whenEvent(appeal(BEN, "ed", 12, RECTIFY)).thenViolation(RuleId.RULING, "no ruling of seq 12 may be appealed now");
    }

    @Test
    void anAwardOnAppealEndsTheDealWonByItsWinner() {
        given(afterQs(callWithoutMove(BEN, "R-STOCK"), ruling("dora", 11, RECTIFY), appeal(ANA, "ed", 12, award(BEN))))
                .whenEvent(DealEnded.won(1, ANA)).thenViolation(RuleId.RULING, "the end of deal 1, won by ben comes next");
    }

    /** Example C: ben looked at the stock; the deal is awarded to ana, and on ben's appeal voided; ben deals again. */
    private static List<Event> awardAppealedToAVoid(Event... after) {
        List<Event> events = afterQs(new IrregularityCalled(BEN, Optional.empty(), Optional.of("R-STOCK"), Optional.of(ANA),
                        Optional.of("ben lifted the top two stock cards and looked at them")),
                new RulingGiven("dora", 11, award(ANA), Optional.of("ben saw the stock: deal 1 to ana.")),
                new AppealDecided(BEN, "ed", 12, RulingDecision.VOID_DEAL, Optional.of("Neither player could have known those cards")));
        events.addAll(List.of(after));
        return events;
    }

    @Test
    void anAwardAppealedToAVoidEndsTheDealVoidAndTheSameDealerDealsAgain() {
        List<Event> events = awardAppealedToAVoid(DealEnded.voided(1), Fixtures.deal(2, BEN, "4H 5H QS 7C 7D 2S 3S KD JC AC",
                "6S 6D 6C 2H 3H KS QC JD AD 4C", "7H"));
        Verdict verdict = Audits.audit(events, true);
        assertThat(verdict.fault()).isNull();
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.IN_PROGRESS);
        assertThat(verdict.rulings()).isEqualTo(new Rulings(1, 1, 1, 1, 0));
        MatchState.Started state = given(events).state();
        assertThat(state.wins().values()).containsOnly(0);
        assertThat(state.draws()).isZero();
    }

    @Test
    void afterTheAppealOnlyTheVoidEndOfTheDealMayCome() {
        given(awardAppealedToAVoid()).whenEvent(DealEnded.won(1, ANA))
                .thenViolation(RuleId.RULING, "the decision in force is void-deal, so the end of deal 1, void comes next");
        given(awardAppealedToAVoid()).whenEvent(DealEnded.voided(2)).thenViolation(RuleId.RULING);
        given(awardAppealedToAVoid(DealEnded.voided(1))).whenEvent(Fixtures.deal(2, ANA, "4H 5H QS 7C 7D 2S 3S KD JC AC",
                "6S 6D 6C 2H 3H KS QC JD AD 4C", "7H")).thenViolation(RuleId.DEAL, "deal 1 was void, so ben deals again");
        given(awardAppealedToAVoid(DealEnded.voided(1))).whenEvent(appeal(BEN, "ed", 12, RECTIFY))
                .thenViolation(RuleId.RULING, "an appeal comes right after the ruling it is about");
    }

    @Test
    void aLogCutBetweenAVoidOrAnAwardAndItsEndOwesThatEnd() {
        List<Event> cut = afterQs(callWithoutMove(BEN, "R-STOCK"), ruling("dora", 11, RulingDecision.VOID_DEAL));
        assertThat(Game.pending(given(cut).state())).containsExactly(DealEnded.voided(1));
        assertThat(LegalMoves.of(given(cut).state()).isEmpty()).isTrue();
        given(cut).when(new Command.Reject(BEN, card("QS"))).thenViolation(RuleId.RULING, "the end of deal 1, void comes first");
        assertThat(Game.pending(given(afterQs(benPutQsInHand())).state())).isEmpty();
    }

    @Test
    void withoutTheAppealOnlyTheAwardedEndMayCome() {
        List<Event> ruled = afterQs(callWithoutMove(BEN, "R-STOCK"), ruling("dora", 11, award(ANA)));
        given(ruled).whenEvent(DealEnded.voided(1)).thenViolation(RuleId.RULING, "so the end of deal 1, won by ana comes next");
        given(ruled).whenEvent(appeal("ed", "ed", 12, RulingDecision.VOID_DEAL)).thenViolation(RuleId.RULING, "the appellant ed is not a player");
    }

    // D. A false claim.

    @Test
    void aFalseClaimIsCalledAndPlayGoesOn() {
        List<Event> events = new ArrayList<>(DisputedDeal.anaLaidOutTen());
        events.add(new IrregularityCalled(ANA, Optional.of(PlayedMove.claim(ANA)), Optional.of("R-WIN"), Optional.of(BEN),
                Optional.of("ana laid down her last card and claimed the deal")));
        events.add(ruling("dora", 7, RECTIFY));
        events.addAll(List.of(new CardRejected(BEN, card("4C")),
                new StockCardRevealed(BEN, card("KD")), new CardPassed(BEN, card("KD")),
                new CardRejected(ANA, card("KD")), new StockCardRevealed(ANA, card("2H")), new CardPassed(ANA, card("2H")),
                new CardRejected(BEN, card("2H")), new StockCardRevealed(BEN, card("QC")), new CardPassed(BEN, card("QC")),
                new CardRejected(ANA, card("QC")), new StockCardRevealed(ANA, card("5S")),
                new CardTaken(ANA, card("5S")), melds(ANA, "AS 2S 3S 4S 5S", "6C 6D 6H", "JC JD JH")));
        given(events).whenEvent(call(PlayedMove.claim(ANA), "R-WIN"))
                .thenViolation(RuleId.RULING, "ana's claim of the deal is legal here: record it as a move");
        events.add(DealEnded.won(1, ANA));
        assertThat(events.indexOf(DealEnded.won(1, ANA)) + 1).isEqualTo(22);
        assertThat(Audits.audit(events, true).fault()).isNull();
    }

    // E. A misdeal found during a concealed deal, at a table that did not declare the house rule misdeal.

    @Test
    void aMisdealFoundDuringAConcealedDealIsCalledAndTheDealVoided() {
        List<Event> events = new ArrayList<>(DisputedDeal.sevenOfClubsPassedFaceDown());
        events.add(new IrregularityCalled(BEN, Optional.empty(), Optional.of("R-DEAL"), Optional.of(BEN), Optional.of("ben holds 11 cards and ana 9")));
        events.add(new RulingGiven("dora", 5, RulingDecision.VOID_DEAL, Optional.of("Misdeal: the deal is void and the same dealer redeals.")));
        events.add(DealEnded.voided(1));
        given(events).whenEvent(new HandsShown(Map.of(ANA, cards("2C 3C 4C 5C 6C 2D 3D 4D 5D 6D"),
                BEN, cards("2H 3H 4H 5H 6H 2S 3S 4S 5S 6S")))).thenViolation(RuleId.TURN, "deal 1 was void");
        events.add(DealStarted.concealed(2, BEN));
        Verdict verdict = Audits.audit(events, true);
        assertThat(verdict.fault()).isNull();
        assertThat(verdict.concealment()).isEqualTo(new Concealment(2, 0));
        assertThat(verdict.rulings()).isEqualTo(new Rulings(1, 1, 0, 1, 0));
        // a void the record could not call for is no void: R-DEAL during the deal
        given(DisputedDeal.sevenOfClubsPassedFaceDown()).whenEvent(DealEnded.voided(1)).thenViolation(RuleId.DEAL);
    }

    @Test
    void aVoidRulingIsRecordedWithTheVoidEndAndTheSameDealerIsDue() {
        MatchState.Started voided = given(DisputedDeal.sevenOfClubsPassedFaceDown()).and(callWithoutMove(BEN, "R-DEAL"))
                .when(new Command.Rule("dora", RulingDecision.VOID_DEAL, Optional.empty(), Optional.empty()))
                .thenEvents(ruling("dora", 5, RulingDecision.VOID_DEAL), DealEnded.voided(1));
        assertThat(LegalMoves.of(voided).dealDue()).isTrue();
        assertThat(LegalMoves.of(voided).actor()).contains(BEN);
        assertThat(voided.draws()).isZero();
    }

    // Under the house rule misdeal.

    private static final MatchStarted MISDEALS = new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, BEN).withHouse(House.parse("misdeal=true"));

    @Test
    void rightAfterAMisdealtDealNoCallIsAllowed() {
        given(MISDEALS, Fixtures.deal(1, BEN, "4H 5H QS 7C 7D 2S 3S KD JC AC 6S", "6D 6C 2H 3H KS QC JD AD 4C", "7H"))
                .whenEvent(callWithoutMove(BEN, "R-DEAL")).thenViolation(RuleId.DEAL);
    }

    @Test
    void afterACallRectifiedRightAfterAConcealedDealTheHouseRulesVoidMayStillCome() {
        List<Event> dealt = List.of(MISDEALS, DealStarted.concealed(1, BEN), callWithoutMove(BEN, "R-DEAL"), ruling("dora", 3, RECTIFY));
        given(dealt).whenEvent(DealEnded.voided(1)).thenApplied();
        assertThat(Audits.audit(new ArrayList<>(List.of(MISDEALS, DealStarted.concealed(1, BEN), callWithoutMove(BEN, "R-DEAL"),
                ruling("dora", 3, RECTIFY), DealEnded.voided(1), DealStarted.concealed(2, BEN))), true).rulings())
                .as("a misdeal's void is not counted as one a ruling gave").isEqualTo(new Rulings(1, 1, 0, 0, 0));
    }

    // F. A concealed take with a meld that is not one.

    @Test
    void theCardsOfAWithdrawnConcealedTakeAreNotSeen() {
        List<Event> events = new ArrayList<>(DisputedDeal.sevenOfClubsPassedFaceDown());
        events.add(call(PlayedMove.take(BEN, card("7C"), List.of(cards("7C 7H JH"))), "R-MELD"));
        events.add(ruling("dora", 5, RECTIFY));
        events.add(new CardTaken(BEN, card("7C")));
        events.add(melds(BEN, "7C 7D 7H"));
        assertThat(Audits.audit(events, true).fault()).isNull();
        given(DisputedDeal.sevenOfClubsPassedFaceDown()).whenEvent(call(PlayedMove.take(BEN, card("7C"), List.of(cards("7C 7H JH"))), "R-TAKE"))
                .thenViolation(RuleId.RULING, "the move breaks R-MELD, the call names R-TAKE");
    }

    @Test
    void aRevealOfACardNotSeenIsLegalAsFarAsAConcealedRecordCanTell() {
        given(DisputedDeal.sevenOfClubsPassedFaceDown().subList(0, 2)).whenEvent(call(PlayedMove.reveal(ANA, card("KD")), "R-STOCK"))
                .thenViolation(RuleId.RULING, "ana's reveal of KD is legal here");
    }

    // Where a call may come, and where the director's events meet the game's points of the moment.

    @Test
    void aCallWithNoDealInProgressIsRefused() {
        given(qsOpenToBen().subList(0, 1)).whenEvent(callWithoutMove(BEN, "R-DEAL"))
                .thenViolation(RuleId.RULING, "no deal is in progress");
    }

    @Test
    void aCallOfSomeoneNotPlayingIsRefused() {
        given(qsOpenToBen()).whenEvent(callWithoutMove("zoe", "R-DEAL")).thenViolation(RuleId.RULING, "zoe, who is not a player");
    }

    @Test
    void aCallInTheMiddleOfATakeBreaksR_TAKE() {
        given(afterQs(new CardTaken(BEN, card("QS")))).whenEvent(callWithoutMove(BEN, "R-MELD")).thenViolation(RuleId.TAKE);
    }

    @Test
    void aRulingOrAnAppealNotRightAfterItsCallMeetsThePointOfTheMoment() {
        given(afterQs(new CardTaken(BEN, card("QS")))).whenEvent(ruling("dora", 11, RECTIFY)).thenViolation(RuleId.TAKE);
        given(qsOpenToBen()).whenEvent(ruling("dora", 10, RECTIFY)).thenViolation(RuleId.RULING, "no call waits for a ruling about seq 10");
        given(qsOpenToBen()).whenEvent(appeal(BEN, "ed", 10, RECTIFY)).thenViolation(RuleId.RULING, "no ruling of seq 10");
    }

    @Test
    void aRulingAboutAnotherSeqThanTheCallIsRefused() {
        given(afterQs(benPutQsInHand())).whenEvent(ruling("dora", 10, RECTIFY)).thenViolation(RuleId.RULING, "only a ruling about seq 11");
    }

    @Test
    void aCallWhileOneWaitsIsRefused() {
        given(afterQs(benPutQsInHand())).whenEvent(callWithoutMove(BEN, "R-STOCK")).thenViolation(RuleId.RULING, "waits for the director");
    }

    @Test
    void aClaimCalledAfterARejectionOnAnEmptyStockBreaksR_DRAW() {
        List<Event> all = Scripted.match();
        List<Event> upToRejection = all.subList(0, all.indexOf(DealEnded.drawn(2)));
        String rejecter = ((CardRejected) upToRejection.getLast()).player();
        given(upToRejection).whenEvent(call(PlayedMove.claim(rejecter), "R-DRAW")).thenApplied();
        given(upToRejection).whenEvent(call(PlayedMove.claim(rejecter), "R-WIN"))
                .thenViolation(RuleId.RULING, "the move breaks R-DRAW, the call names R-WIN");
    }

    @Test
    void aRevealCalledBeforeTheCambioBreaksR_EXCHANGE() {
        List<Event> dealt = List.of(new MatchStarted(List.of(ANA, BEN), "mexicana", 2, BEN), DealStarted.concealed(1, BEN));
        given(dealt).whenEvent(call(PlayedMove.reveal(ANA, card("7C")), "R-EXCHANGE")).thenApplied();
        given(dealt).whenEvent(new CardTaken(ANA, card("7C"))).thenViolation(RuleId.EXCHANGE);
    }

    @Test
    void aCallAfterTheDealThatDecidesTheMatchBreaksR_MATCH() {
        List<Event> all = Scripted.match();
        MatchEnded end = (MatchEnded) all.getLast();
        given(all.subList(0, all.size() - 1)).whenEvent(callWithoutMove(end.winner(), "R-WIN")).thenViolation(RuleId.MATCH);
    }

    @Test
    void afterARectifiedCallAtAForceTheForceIsStillPending() {
        List<Event> all = Scripted.match();
        List<Event> forced = all.subList(0, Scripted.BEN_FORCES_ANA);
        CardForced force = (CardForced) all.get(Scripted.BEN_FORCES_ANA - 1);
        long seq = forced.size() + 1;
        IrregularityCalled discard = callWithoutMove(force.target(), "R-FORCE");
        List<Event> ruled = new ArrayList<>(forced);
        ruled.add(discard);
        ruled.add(ruling("dora", seq, RECTIFY));
        given(ruled).whenEvent(new CardRejected(force.target(), force.card())).thenViolation(RuleId.FORCE, "was forced and must take");
        given(ruled).whenEvent(new CardTaken(force.target(), force.card())).thenApplied();
        // an appeal right after that ruling is judged as an appeal, never by the force point
        given(ruled).whenEvent(appeal(force.target(), "ed", seq + 1, RECTIFY)).thenApplied();
    }

    @Test
    void aCallWithoutAMoveIsRecordedAsGiven() {
        given(qsOpenToBen()).when(new Command.Call(BEN, Optional.empty(), Optional.of(RuleId.STOCK), Optional.of(ANA), Optional.of("ben looked")))
                .thenEvents(new IrregularityCalled(BEN, Optional.empty(), Optional.of("R-STOCK"), Optional.of(ANA), Optional.of("ben looked")));
        given(qsOpenToBen()).when(new Command.Call(BEN, Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty()))
                .thenEvents(new IrregularityCalled(BEN, Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty()));
    }

    @Test
    void whatTheDirectorsPartWaitsForIsSaid() {
        assertThat(((MatchState.Underway) given(afterQs(benPutQsInHand())).state()).hearing().describe())
                .contains("the call of seq 11 waits for the director's ruling");
        assertThat(((MatchState.Underway) given(afterQs(benPutQsInHand(), ruling("dora", 11, RECTIFY))).state()).hearing().describe()).isEmpty();
        assertThat(((MatchState.Underway) given(afterQs(callWithoutMove(BEN, "R-STOCK"), ruling("dora", 11, award(ANA)))).state()).hearing()
                .describe()).contains("the decision in force is award-deal to ana: the deal ends won by ana, unless the ruling of seq 12 is"
                + " appealed at once");
    }

    @Test
    void theMenuSaysARulingIsDueAndListsNothingElse() {
        MatchState.Started waiting = given(afterQs(benPutQsInHand())).state();
        LegalMoves menu = LegalMoves.of(waiting);
        assertThat(menu.rulingDue()).contains(11L);
        assertThat(menu.moves()).isEmpty();
        assertThat(menu.actor()).isEmpty();
        assertThat(menu.isEmpty()).isFalse();
        assertThat(LegalMoves.of(given(qsOpenToBen()).state()).rulingDue()).isEmpty();
    }

    // The commands.

    @Test
    void aCalledMoveIsRecordedWithTheRuleTheRecorderFinds() {
        given(qsOpenToBen()).when(Command.Call.of(PlayedMove.take(BEN, card("QS"), List.of())))
                .thenEvents(call(PlayedMove.take(BEN, card("QS"), List.of()), "R-TAKE"));
    }

    @Test
    void aCallOfALegalMoveOrNamingAnotherRuleIsRefused() {
        given(qsOpenToBen()).when(Command.Call.of(PlayedMove.reject(BEN, card("QS"))))
                .thenViolation(RuleId.RULING, "ben's rejection of QS is legal here: record it as a move");
        given(qsOpenToBen()).when(new Command.Call(BEN, Optional.of(PlayedMove.take(BEN, card("QS"), List.of())), Optional.of(RuleId.MELD),
                Optional.empty(), Optional.empty())).thenViolation(RuleId.RULING, "the move breaks R-TAKE, the call names R-MELD");
        given(qsOpenToBen()).when(new Command.Call(BEN, Optional.empty(), Optional.of(RuleId.SEQ), Optional.empty(), Optional.empty()))
                .thenViolation(RuleId.RULING, "R-SEQ is no rule a move at the table breaks");
    }

    @Test
    void whileACallWaitsOnlyARulingMayBeRecorded() {
        given(afterQs(benPutQsInHand())).when(new Command.Reject(BEN, card("QS"))).thenViolation(RuleId.RULING, "waits for the director");
        given(afterQs(benPutQsInHand())).when(new Command.Deal(cards("AC 2C 3C"))).thenViolation(RuleId.RULING, "waits for the director");
        given(afterQs(benPutQsInHand())).when(Command.Call.of(PlayedMove.reject(BEN, card("QS"))))
                .thenViolation(RuleId.RULING, "waits for the director");
    }

    @Test
    void aRulingWithNoCallIsRefused() {
        given(qsOpenToBen()).when(new Command.Rule("dora", RECTIFY, Optional.empty(), Optional.empty()))
                .thenViolation(RuleId.RULING, "no call waits for a ruling");
    }

    @Test
    void aRulingIsRecordedAboutTheCallWithItsAppealAndTheEndItGives() {
        given(afterQs(benPutQsInHand())).when(new Command.Rule("dora", RECTIFY, Optional.of("withdrawn"), Optional.empty()))
                .thenEvents(new RulingGiven("dora", 11, RECTIFY, Optional.of("withdrawn")));
        given(afterQs(callWithoutMove(BEN, "R-STOCK"))).when(new Command.Rule("dora", RECTIFY, Optional.empty(),
                        Optional.of(new Command.Appeal(ANA, "ed", award(ANA), Optional.empty()))))
                .thenEvents(ruling("dora", 11, RECTIFY), appeal(ANA, "ed", 12, award(ANA)), DealEnded.won(1, ANA));
    }

    @Test
    void aRulingThatDoesNotFitIsRefused() {
        given(afterQs(benPutQsInHand())).when(new Command.Rule(ANA, RECTIFY, Optional.empty(), Optional.empty()))
                .thenViolation(RuleId.RULING, "the director ana is a player");
        given(afterQs(benPutQsInHand())).when(new Command.Rule("dora", RulingDecision.NO_IRREGULARITY, Optional.empty(), Optional.empty()))
                .thenViolation(RuleId.RULING, "no-irregularity does not fit a called move");
        given(afterQs(benPutQsInHand())).when(new Command.Rule("dora", award("zoe"), Optional.empty(), Optional.empty()))
                .thenViolation(RuleId.RULING, "the deal is awarded to zoe, who is not a player");
        given(afterQs(benPutQsInHand())).when(new Command.Rule("dora", RECTIFY, Optional.empty(),
                        Optional.of(new Command.Appeal("ed", "ed", RECTIFY, Optional.empty()))))
                .thenViolation(RuleId.RULING, "the appellant ed is not a player");
    }

    @Test
    void anAwardThatDecidesAKnownMatchIsFollowedByTheEndOfTheMatch() {
        List<Event> oneWin = List.of(new MatchStarted(List.of(ANA, BEN), "pagat-upcard", 1, BEN),
                Fixtures.deal(1, BEN, "4H 5H QS 7C 7D 2S 3S KD JC AC", "6S 6D 6C 2H 3H KS QC JD AD 4C", "7H"),
                callWithoutMove(BEN, "R-STOCK"));
        given(oneWin).when(new Command.Rule("dora", award(ANA), Optional.empty(), Optional.empty()))
                .thenEvents(ruling("dora", 3, award(ANA)), DealEnded.won(1, ANA), new MatchEnded(ANA, Map.of(ANA, 1, BEN, 0), 0));
    }

    @Test
    void anAwardThatDecidesAConcealedMatchWaitsForTheHandsShownOrNot() {
        List<Event> oneWin = List.of(new MatchStarted(List.of(ANA, BEN), "pagat-upcard", 1, BEN), DealStarted.concealed(1, BEN),
                callWithoutMove(BEN, "R-STOCK"));
        MatchState.Started awarded = given(oneWin).when(new Command.Rule("dora", award(ANA), Optional.empty(), Optional.empty()))
                .thenEvents(ruling("dora", 3, award(ANA)), DealEnded.won(1, ANA));
        assertThat(LegalMoves.handsMayBeShown(awarded)).isTrue();
    }

    @Test
    void aMoveCommandIsTheMoveAsPlayedItsTakeCompletedAsATakeIs() {
        MatchState after = given(afterQs(new CardRejected(BEN, card("QS")), new StockCardRevealed(BEN, card("7S")),
                new CardPassed(BEN, card("7S")))).state();
        assertThat(Game.moveAsPlayed(after, new Command.Take(ANA, card("7S"), List.of(cards("7C 7D 7S")))))
                .contains(PlayedMove.take(ANA, card("7S"), List.of(cards("4H 5H 6H"), cards("7C 7D 7S"))));
        assertThat(Game.moveAsPlayed(after, new Command.Force(BEN, ANA, card("7S")))).contains(PlayedMove.force(BEN, ANA, card("7S")));
        assertThat(Game.moveAsPlayed(after, new Command.DealConcealed())).isEmpty();
    }

    @Test
    void aRefusedMoveHasTheCallThatRecordsItAsPlayed() {
        MatchState qs = given(qsOpenToBen()).state();
        Command.Take intoTheHand = new Command.Take(BEN, card("QS"), List.of());
        assertThat(Game.callAsPlayed(qs, intoTheHand)).contains(call(PlayedMove.take(BEN, card("QS"), List.of()), "R-TAKE"));
        assertThat(Game.callAsPlayed(qs, new Command.Reject(BEN, card("QS")))).isEmpty();
        assertThat(Game.callAsPlayed(qs, new Command.Deal(cards("AC")))).isEmpty();
        assertThat(Game.callAsPlayed(given(afterQs(benPutQsInHand())).state(), intoTheHand)).isEmpty();
        // a take that names only the melds it makes is played with the melds it leaves untouched
        MatchState after = given(afterQs(new CardRejected(BEN, card("QS")), new StockCardRevealed(BEN, card("7S")),
                new CardPassed(BEN, card("7S")))).state();
        assertThat(Game.callAsPlayed(after, new Command.Take(ANA, card("7S"), List.of(cards("7S 7C JC")))))
                .contains(call(PlayedMove.take(ANA, card("7S"), List.of(cards("4H 5H 6H"), cards("7S 7C JC"))), "R-MELD"));
    }
}
