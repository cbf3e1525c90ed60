package org.conquian.rules;

import org.conquian.audit.Verdict;
import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.CardTaken;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.HandsShown;
import org.conquian.event.MatchStarted;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.DealPhase;
import org.conquian.game.Game;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.game.TableRecord;
import org.conquian.testkit.Audits;
import org.conquian.testkit.Deals;
import org.conquian.testkit.Fair;
import org.conquian.testkit.Scenario;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;

/**
 * House rule {@code misdeal}: a deal dealt with a hand of the wrong size is recorded as dealt and ended void at
 * once, and the same dealer deals again; at a real table a deal may be found misdealt right after it is dealt
 * (R-DEAL, R-TURN, R-SHUFFLE).
 */
class MisdealTest {

    private static final MatchStarted MISDEAL = new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, BEN).withHouse(House.parse("misdeal=true"));

    /** ana dealt eleven cards, ben nine, the stock twenty: the whole pack, misdealt. */
    private static DealStarted misdealt(int number, String dealer) {
        return Deals.deal(number, dealer, CardSet.PACK, "", ANA, "AC 2C 3C 4C 5C 6C 7C JC QC KC AD", BEN, "2D 3D 4D 5D 6D 7D JD QD KD");
    }

    @Test
    void aMisdealtDealIsVoidAndEndedSoAtOnce() {
        Scenario dealt = Scenario.given(MISDEAL, misdealt(1, BEN));
        assertThat(dealt.state().deal().phase()).isEqualTo(new DealPhase.Misdealt(BEN));
        assertThat(Game.pending(dealt.state())).containsExactly(DealEnded.voided(1));
        dealt.whenEvent(new StockCardRevealed(ANA, card("AH"))).thenViolation(RuleId.DEAL, "only the end of the deal, void, may come next");
        dealt.whenEvent(DealEnded.drawn(1)).thenViolation(RuleId.DEAL, "only the end of the deal, void");
        MatchState.Started voided = dealt.whenEvent(DealEnded.voided(1)).thenApplied();
        assertThat(voided.wins()).containsEntry(ANA, 0).containsEntry(BEN, 0);
        assertThat(voided.draws()).isZero();
        assertThat(voided.nextDealer()).isEqualTo(BEN);
    }

    @Test
    void theSameDealerDealsAgainUnderTheNextNumber() {
        Scenario voided = Scenario.given(MISDEAL, misdealt(1, BEN), DealEnded.voided(1));
        voided.whenEvent(DealStarted.concealed(2, ANA)).thenViolation(RuleId.DEAL, "deal 2 is dealt by ben (deal 1 was void, so ben deals again), not by ana");
        voided.whenEvent(DealStarted.concealed(1, BEN)).thenViolation(RuleId.DEAL, "the next deal is deal 2, not deal 1");
        voided.whenEvent(DealStarted.concealed(2, BEN)).thenApplied();
    }

    @Test
    void withoutTheHouseRuleAWrongHandSizeBreaksRDeal() {
        Scenario.given(new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, BEN)).whenEvent(misdealt(1, BEN))
                .thenViolation(RuleId.DEAL, "ana was dealt 11 cards; each player is dealt 10");
    }

    @Test
    void aDealThatIsNotThePackIsAWrongRecordNotAMisdeal() {
        DealStarted wrong = misdealt(1, BEN);
        List<Card> stock = new ArrayList<>(wrong.stock());
        stock.set(0, card("AC"));
        Scenario.given(MISDEAL).whenEvent(new DealStarted(1, BEN, wrong.hands(), stock)).thenViolation(RuleId.DEAL, "AC is dealt twice");
        Map<String, List<Card>> others = new LinkedHashMap<>(wrong.hands());
        others.put("zoe", others.remove(BEN));
        Scenario.given(MISDEAL).whenEvent(new DealStarted(1, BEN, others, wrong.stock())).thenViolation(RuleId.DEAL, "the hands must be those of ana and ben");
    }

    @Test
    void aVoidEndOfADealDealtRightBreaksTheRuleOfTheMoment() {
        Scenario dealt = Scenario.given(MISDEAL, Deals.deal(1, BEN, CardSet.PACK, "QH", ANA, "4H 5H QS AC 2D 7C JS 3S 7S 2S", BEN, "KC KD QC QD 6H 7H 4S 2H 3D 4C"));
        dealt.whenEvent(DealEnded.voided(1)).thenViolation(RuleId.DEAL, "deal 1 is not void: it was dealt right, 10 cards to each player");
        dealt.and(new StockCardRevealed(ANA, card("QH")), new CardTaken(ANA, card("QH"))).whenEvent(DealEnded.voided(1)).thenViolation(RuleId.TAKE);
        Scenario.given(MISDEAL).whenEvent(DealEnded.voided(1)).thenViolation(RuleId.TURN, "no deal is in progress");
        Scenario.given(new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, BEN), DealStarted.concealed(1, BEN))
                .whenEvent(DealEnded.voided(1)).thenViolation(RuleId.DEAL, "this match records no misdeals (house rule misdeal)");
    }

    @Test
    void atARealTableADealMayBeFoundMisdealtRightAfterItIsDealt() {
        Scenario dealt = Scenario.given(MISDEAL, DealStarted.concealed(1, BEN));
        assertThat(LegalMoves.of(dealt.state()).moves()).contains(new Command.VoidDeal());
        MatchState.Started voided = dealt.when(new Command.VoidDeal()).thenEvents(DealEnded.voided(1));
        Scenario.given(MISDEAL, DealStarted.concealed(1, BEN), DealEnded.voided(1))
                .whenEvent(new HandsShown(Map.of(ANA, List.of(), BEN, List.of()))).thenViolation(RuleId.TURN, "was void");
        assertThat(LegalMoves.handsMayBeShown(voided)).isFalse();
        Scenario revealed = dealt.and(new StockCardRevealed(ANA, card("QH")));
        assertThat(LegalMoves.of(revealed.state()).moves()).doesNotContain(new Command.VoidDeal());
        revealed.whenEvent(DealEnded.voided(1))
                .thenViolation(RuleId.DEAL, "deal 1 is not void: a concealed deal is found misdealt only as it is dealt, before its first stock card is turned up");
    }

    @Test
    void inMexicanaAMisdealIsFoundInPlaceOfTheCambio() {
        MatchStarted mexicana = new MatchStarted(List.of(ANA, BEN, "cruz"), "mexicana", 1, "cruz").withHouse(House.parse("misdeal=true"));
        Scenario.given(mexicana, DealStarted.concealed(1, "cruz")).whenEvent(DealEnded.voided(1)).thenApplied();
        Scenario.given(mexicana, DealStarted.concealed(1, "cruz"), CardsExchanged.concealed()).whenEvent(DealEnded.voided(1))
                .thenViolation(RuleId.DEAL, "deal 1 is not void: a concealed deal is found misdealt only as it is dealt, in place of the cambio");
        Scenario.given(new MatchStarted(List.of(ANA, BEN, "cruz"), "mexicana", 1, "cruz"), DealStarted.concealed(1, "cruz"))
                .whenEvent(DealEnded.voided(1)).thenViolation(RuleId.EXCHANGE);
    }

    @Test
    void aRealTablesRecordOfAMisdealShowsNoHands() {
        List<Event> record = TableRecord.of(List.of(MISDEAL, misdealt(1, BEN), DealEnded.voided(1)), true);
        assertThat(record).containsExactly(MISDEAL, DealStarted.concealed(1, BEN), DealEnded.voided(1));
        assertThat(Audits.audit(record, false).kind()).isEqualTo(Verdict.Kind.IN_PROGRESS);
    }

    @Test
    void aVoidDealCountsAsConcealedButNotAsShown() {
        List<Event> events = new ArrayList<>(List.of(MISDEAL, DealStarted.concealed(1, BEN), DealEnded.voided(1)));
        Verdict verdict = Audits.audit(events, false);
        assertThat(verdict.concealment().deals()).isEqualTo(1);
        assertThat(verdict.concealment().shown()).isZero();
    }

    @Test
    void aMatchWithACommittedShuffleCanHaveNoVoidDeal() {
        List<Event> fair = Fair.match(List.of(ANA, BEN), Profile.ANGLO_40, Options.NONE.withHouse(House.parse("misdeal=true")), 5, null);
        List<Event> events = new ArrayList<>();
        events.add(fair.getFirst());
        DealStarted first = (DealStarted) fair.get(1);
        events.add(misdealt(1, first.dealer()));
        events.add(DealEnded.voided(1));
        for (Event event : fair.subList(1, fair.size())) {
            events.add(switch (event) {
                case DealStarted dealt -> new DealStarted(dealt.deal() + 1, dealt.dealer(), dealt.hands(), dealt.stock());
                case DealEnded ended -> new DealEnded(ended.deal() + 1, ended.result());
                default -> event;
            });
        }
        Verdict verdict = Audits.audit(events, true);
        assertThat(verdict.fault().rule()).isEqualTo(RuleId.SHUFFLE);
        assertThat(verdict.fault().message()).contains("deal 1 is not the one the seed gives");
        assertThat(verdict.fault().seq()).isEqualTo((long) events.size());
    }
}
