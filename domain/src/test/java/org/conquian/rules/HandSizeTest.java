package org.conquian.rules;

import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardTaken;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.MatchStarted;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.MatchState;
import org.conquian.testkit.Deals;
import org.conquian.testkit.Fair;
import org.conquian.testkit.Scenario;
import org.conquian.trust.FairShuffle;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;
import static org.conquian.testkit.Scripted.melds;

/** House rule {@code handSize}: twice-around is 14 dealt and 15 to go out (R-DEAL, R-WIN). */
class HandSizeTest {

    private static final MatchStarted TWICE_AROUND = new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, BEN).withHouse(House.parse("twice-around"));
    private static final String BEN_HAND = "AH 2H 3H 4H 5H 6H 7H AS 2S 3S 4S 5S 6S 7S";

    private static DealStarted dealt(String anaHand) {
        return Deals.deal(1, BEN, CardSet.PACK, "7D", ANA, anaHand, BEN, BEN_HAND);
    }

    @Test
    void fourteenAreDealtToEachAndTwelveMakeTheStock() {
        MatchState.Started state = Scenario.given(TWICE_AROUND).and(dealt("AC 2C 3C 4C 5C 6C 7C AD 2D 3D 4D 5D 6D KS")).state();
        assertThat(state.deal().holding(ANA).size()).isEqualTo(14);
        assertThat(state.deal().stockLeft()).isEqualTo(12);
        Scenario.given(TWICE_AROUND).whenEvent(Deals.deal(1, BEN, CardSet.PACK, "", ANA, "AC 2C 3C 4C 5C 6C 7C AD 2D 3D", BEN, "AH 2H 3H 4H 5H 6H 7H AS 2S 3S"))
                .thenViolation(RuleId.DEAL, "ana was dealt 10 cards; each player is dealt 14");
    }

    @Test
    void withoutTheHouseRuleFourteenCardHandsBreakRDeal() {
        Scenario.given(new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, BEN))
                .whenEvent(dealt("AC 2C 3C 4C 5C 6C 7C AD 2D 3D 4D 5D 6D KS")).thenViolation(RuleId.DEAL, "each player is dealt 10");
    }

    @Test
    void meldingFourteenAndDiscardingTheLastDoesNotWin() {
        MatchState.Started state = Scenario.given(TWICE_AROUND, dealt("AC 2C 3C 4C 5C 6C 7C AD 2D 3D 4D 5D 6D KS"), new StockCardRevealed(ANA, card("7D")))
                .when(new Command.Take(ANA, card("7D"), List.of(cards("AC 2C 3C 4C 5C 6C 7C"), cards("AD 2D 3D 4D 5D 6D 7D"))))
                .thenEvents(new CardTaken(ANA, card("7D")), melds(ANA, "AC 2C 3C 4C 5C 6C 7C", "AD 2D 3D 4D 5D 6D 7D"));
        assertThat(state.deal().holding(ANA).exposed().size()).isEqualTo(14);
        MatchState.Started discarded = Scenario.given(TWICE_AROUND, dealt("AC 2C 3C 4C 5C 6C 7C AD 2D 3D 4D 5D 6D KS"), new StockCardRevealed(ANA, card("7D")),
                        new CardTaken(ANA, card("7D")), melds(ANA, "AC 2C 3C 4C 5C 6C 7C", "AD 2D 3D 4D 5D 6D 7D"))
                .when(new Command.Discard(ANA, card("KS"))).thenEvents(new CardDiscarded(ANA, card("KS")));
        assertThat(discarded.deal().inProgress()).isTrue();
        assertThat(discarded.deal().holding(ANA).handEmpty()).isTrue();
    }

    @Test
    void fifteenLaidOutWinTheDeal() {
        Scenario.given(TWICE_AROUND, dealt("AC 2C 3C 4C 5C 6C 7C AD 2D 3D 4D 5D 6D JD"), new StockCardRevealed(ANA, card("7D")))
                .when(new Command.Take(ANA, card("7D"), List.of(cards("AC 2C 3C 4C 5C 6C 7C"), cards("AD 2D 3D 4D 5D 6D 7D JD"))))
                .thenEvents(new CardTaken(ANA, card("7D")), melds(ANA, "AC 2C 3C 4C 5C 6C 7C", "AD 2D 3D 4D 5D 6D 7D JD"), DealEnded.won(1, ANA));
    }

    @Test
    void aConcealedDealCountsFourteenInEachHand() {
        MatchState.Started state = Scenario.given(TWICE_AROUND, DealStarted.concealed(1, BEN)).state();
        assertThat(state.deal().holding(ANA).size()).isEqualTo(14);
        assertThat(state.deal().holding(BEN).size()).isEqualTo(14);
        assertThat(state.deal().stockLeft()).isEqualTo(12);
    }

    @Test
    void aCommittedShuffleDealsFourteenEach() {
        MatchState.Started started = Scenario.given(TWICE_AROUND).state();
        DealStarted dealt = FairShuffle.deal(Fair.seed(7), "", 1, BEN, started.setup());
        assertThat(dealt.hands().get(ANA)).hasSize(14);
        assertThat(dealt.stock()).hasSize(12);
        Scenario.given(TWICE_AROUND).whenEvent(dealt).thenApplied();
    }

    @Test
    void nineCardHandsGoOutWithTen() {
        MatchStarted nine = new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, BEN).withHouse(House.parse("handSize=9"));
        Scenario.given(nine, Deals.deal(1, BEN, CardSet.PACK, "7D", ANA, "AC 2C 3C 4C 5C 6C AD 2D 3D", BEN, "AH 2H 3H 4H 5H 6H AS 2S 3S"),
                        new StockCardRevealed(ANA, card("7D")))
                .when(new Command.Take(ANA, card("7D"), List.of(cards("AC 2C 3C 4C 5C 6C"), cards("AD 2D 3D 7D"))))
                .thenViolation(RuleId.MELD, "AD 2D 3D 7D");
        Scenario.given(nine, Deals.deal(1, BEN, CardSet.PACK, "4D", ANA, "AC 2C 3C 4C 5C 6C AD 2D 3D", BEN, "AH 2H 3H 4H 5H 6H AS 2S 3S"),
                        new StockCardRevealed(ANA, card("4D")))
                .when(new Command.Take(ANA, card("4D"), List.of(cards("AC 2C 3C 4C 5C 6C"), cards("AD 2D 3D 4D"))))
                .thenEvents(new CardTaken(ANA, card("4D")), melds(ANA, "AC 2C 3C 4C 5C 6C", "AD 2D 3D 4D"), DealEnded.won(1, ANA));
    }
}
