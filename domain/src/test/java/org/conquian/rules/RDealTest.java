package org.conquian.rules;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.card.Shuffle;
import org.conquian.command.Command;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.game.DealPhase;
import org.conquian.game.MatchState;
import org.conquian.rules.RuleId;
import org.conquian.testkit.Opening;
import org.conquian.testkit.Play;
import org.conquian.testkit.Scripted;
import org.conquian.testkit.Fixtures;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Scenario.given;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;

/** R-DEAL: deals alternate from the first dealer; 10 cards each, singly, nondealer first; 20 in the stock; all 40. */
class RDealTest {

    private static final List<Event> MATCH = Scripted.match();

    @Test
    void theDealerDealsSinglyAndAlternatelyNondealerFirst() {
        List<Card> pack = Shuffle.pack(7, 1, CardSet.PACK);
        MatchState.Started state = given(Fixtures.matchStarted()).when(new Command.Deal(pack)).thenEvents(dealtFrom(pack));
        assertThat(state.deal().dealer()).isEqualTo(BEN);
        assertThat(state.deal().holding(ANA).hand()).isEqualTo(CardSet.of(pack.get(0), pack.get(2), pack.get(4), pack.get(6),
                pack.get(8), pack.get(10), pack.get(12), pack.get(14), pack.get(16), pack.get(18)));
        assertThat(state.deal().stockLeftCards()).isEqualTo(pack.subList(20, 40));
        assertThat(state.deal().phase()).isEqualTo(new DealPhase.AwaitingReveal(ANA, DealPhase.Reveal.OPENING));
    }

    private static DealStarted dealtFrom(List<Card> pack) {
        Map<String, List<Card>> hands = new LinkedHashMap<>();
        List<Card> ana = new ArrayList<>();
        List<Card> ben = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            (i % 2 == 0 ? ana : ben).add(pack.get(i));
        }
        hands.put(ANA, ana);
        hands.put(BEN, ben);
        return new DealStarted(1, BEN, hands, pack.subList(20, 40));
    }

    @Test
    void theOtherPlayerDealsAfterAWonAndAfterADrawnDeal() {
        MatchState.Started afterWin = given(MATCH.subList(0, Scripted.DEAL_1_ENDS)).state();
        assertThat(afterWin.nextDealer()).isEqualTo(ANA);
        given(MATCH.subList(0, Scripted.DEAL_1_ENDS))
                .whenEvent(Fixtures.deal(2, BEN, "AC 2C 3C 4C 5C 6C 7C JC QC KC", "AD 2D 3D 4D 5D 6D 7D JD QD KD", ""))
                .thenViolation(RuleId.DEAL, "deal 2 is dealt by ana");
        int afterDraw = MATCH.indexOf(DealEnded.drawn(2)) + 1;
        given(MATCH.subList(0, afterDraw))
                .whenEvent(Fixtures.deal(3, ANA, "AC 2C 3C 4C 5C 6C 7C JC QC KC", "AD 2D 3D 4D 5D 6D 7D JD QD KD", ""))
                .thenViolation(RuleId.DEAL, "deal 3 is dealt by ben");
    }

    @Test
    void dealsAreNumberedInOrder() {
        given(Fixtures.matchStarted())
                .whenEvent(Fixtures.deal(2, BEN, Opening.ANA_HAND, Opening.BEN_HAND, ""))
                .thenViolation(RuleId.DEAL, "the next deal is deal 1, not deal 2");
    }

    @Test
    void handsAreThoseOfThePlayers() {
        DealStarted dealt = Opening.dealt();
        Map<String, List<Card>> hands = new LinkedHashMap<>();
        hands.put(ANA, dealt.hands().get(ANA));
        hands.put("zoe", dealt.hands().get(BEN));
        given(Fixtures.matchStarted())
                .whenEvent(new DealStarted(1, BEN, hands, dealt.stock()))
                .thenViolation(RuleId.DEAL, "the hands must be those of ana and ben, not of ana, zoe");
    }

    @Test
    void eachPlayerIsDealtTen() {
        DealStarted dealt = Opening.dealt();
        Map<String, List<Card>> hands = new LinkedHashMap<>(dealt.hands());
        List<Card> eleven = new ArrayList<>(dealt.hands().get(ANA));
        eleven.add(dealt.stock().get(0));
        hands.put(ANA, eleven);
        given(Fixtures.matchStarted())
                .whenEvent(new DealStarted(1, BEN, hands, dealt.stock().subList(1, 20)))
                .thenViolation(RuleId.DEAL, "ana was dealt 11 cards; each player is dealt 10");
    }

    @Test
    void theStockHoldsTheOtherTwenty() {
        DealStarted dealt = Opening.dealt();
        given(Fixtures.matchStarted())
                .whenEvent(new DealStarted(1, BEN, dealt.hands(), dealt.stock().subList(0, 19)))
                .thenViolation(RuleId.DEAL, "the stock has 19 cards");
    }

    @Test
    void everyCardOfThePackExactlyOnce() {
        DealStarted dealt = Opening.dealt();
        List<Card> stock = new ArrayList<>(dealt.stock());
        stock.set(19, card("4H"));
        given(Fixtures.matchStarted())
                .whenEvent(new DealStarted(1, BEN, dealt.hands(), stock))
                .thenViolation(RuleId.DEAL, "4H is dealt twice (again in the stock)");
    }

    @Test
    void noDealWhileADealIsInProgress() {
        given(Opening.benDiscarded6H())
                .whenEvent(Fixtures.deal(2, ANA, Opening.ANA_HAND, Opening.BEN_HAND, ""))
                .thenViolation(RuleId.DEAL, "deal 1 is still in progress");
        given(Opening.benDiscarded6H())
                .when(new Command.Deal(Shuffle.pack(1, 2, CardSet.PACK)))
                .thenViolation(RuleId.DEAL, "deal 1 is in progress");
    }

    @Test
    void aDealCommandNeedsTheFullPack() {
        given(Fixtures.matchStarted())
                .when(new Command.Deal(Shuffle.pack(1, 1, CardSet.PACK).subList(0, 39)))
                .thenViolation(RuleId.DEAL, "this pack has 39 cards");
    }

    @Test
    void aSeedReproducesADeal() {
        assertThat(Shuffle.pack(42, 3, CardSet.PACK)).isEqualTo(Shuffle.pack(42, 3, CardSet.PACK));
        assertThat(Shuffle.pack(42, 3, CardSet.PACK)).isNotEqualTo(Shuffle.pack(42, 4, CardSet.PACK)).isNotEqualTo(Shuffle.pack(43, 3, CardSet.PACK));
        assertThat(CardSet.of(Shuffle.pack(42, 3, CardSet.PACK))).isEqualTo(CardSet.PACK);
    }

    /** The menu around a deal: a deal is due from the dealer in turn, and once dealt none is until the deal ends. */
    @Test
    void theMenuFlagsTheDealThatIsDue() {
        List<Card> pack = Shuffle.pack(7, 1, CardSet.PACK);
        Play.from(Fixtures.matchStarted())
                .offersDeal(BEN)
                .refuses(new Command.Reveal(ANA, pack.get(20)), RuleId.TURN, "no deal is in progress")
                .play(new Command.Deal(pack), dealtFrom(pack))
                .offers(ANA, new Command.Reveal(ANA, pack.get(20)))
                .refuses(new Command.Deal(pack), RuleId.DEAL, "no deal is due: deal 1 is in progress")
                .refuses(new Command.DealConcealed(), RuleId.DEAL, "no deal is due: deal 1 is in progress");
        Play.from(MATCH.subList(0, Scripted.DEAL_1_ENDS)).offersDeal(ANA)
                .play(new Command.DealConcealed(), DealStarted.concealed(2, ANA))
                .offersAmong(new Command.Reveal(BEN, card("KH")));
    }
}
