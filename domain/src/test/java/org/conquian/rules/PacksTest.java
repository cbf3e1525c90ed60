package org.conquian.rules;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.DealStarted;
import org.conquian.event.MatchStarted;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.testkit.Deals;
import org.conquian.testkit.Fair;
import org.conquian.testkit.Menus;
import org.conquian.testkit.Scenario;
import org.conquian.trust.FairShuffle;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;
import static org.conquian.testkit.Scripted.melds;

/**
 * House rule {@code packs} 2: every card twice; hands, stock, waste and melds are multisets, a meld holds a card
 * once (R-DEAL, R-TAKE, R-MELD, R-STOCK), and a concealed deal sees each card at most twice.
 */
class PacksTest {

    private static final MatchStarted TWO_PACKS = new MatchStarted(List.of(ANA, BEN), "pagat-upcard", 3, BEN).withHouse(House.parse("two-packs"));
    private static final CardSet PACK = CardSet.PACK.doubled();
    private static final String BEN_HAND = "AD 2D 3D 4D 6D 7D AH 2H 6H 7H JH QH KH 2S";

    private static DealStarted dealt(String anaHand) {
        return Deals.deal(1, BEN, PACK, "5D", ANA, anaHand, BEN, BEN_HAND);
    }

    /** ben turns up the starter 5D, open to ana, who holds both 5H. */
    private static Scenario starterOpen(String anaHand) {
        return Scenario.given(TWO_PACKS, dealt(anaHand), new StockCardRevealed(BEN, card("5D")));
    }

    private static final String BOTH_FIVES = "5H 5H 5C 3H 4H AC 2C 3C KS KS QD JD 7S 6S";

    @Test
    void eightyCardsFourteenEachAndEveryCardTwiceInHandsAndStock() {
        MatchState.Started state = Scenario.given(TWO_PACKS).and(dealt(BOTH_FIVES)).state();
        assertThat(state.deal().holding(ANA).hand().count(card("5H"))).isEqualTo(2);
        assertThat(state.deal().stockLeft()).isEqualTo(52);
        List<Card> threeTimes = new ArrayList<>(dealt(BOTH_FIVES).stock());
        threeTimes.set(threeTimes.indexOf(card("KC")), card("5H"));
        Scenario.given(TWO_PACKS).whenEvent(new DealStarted(1, BEN, dealt(BOTH_FIVES).hands(), threeTimes))
                .thenViolation(RuleId.DEAL, "5H is dealt three times (again in the stock)");
        Scenario.given(TWO_PACKS).whenEvent(Deals.deal(1, BEN, CardSet.PACK, "5D", ANA, "5H 5C 3H 4H AC 2C 3C KS QD JD 7S 6S 7C 6C", BEN, BEN_HAND))
                .thenViolation(RuleId.DEAL, "the stock has 12 cards; after the deal it has 52");
    }

    @Test
    void bothCopiesOfACardMayBeLaidOutInTwoMelds() {
        MatchState.Started state = starterOpen(BOTH_FIVES)
                .when(new Command.Take(ANA, card("5D"), List.of(cards("5C 5D 5H"), cards("3H 4H 5H"))))
                .thenEvents(new CardTaken(ANA, card("5D")), melds(ANA, "5C 5D 5H", "3H 4H 5H"));
        assertThat(state.deal().holding(ANA).exposed().count(card("5H"))).isEqualTo(2);
        assertThat(state.deal().holding(ANA).hand().contains(card("5H"))).isFalse();
        assertThat(Menus.lists(starterOpen(BOTH_FIVES).state(), new Command.Take(ANA, card("5D"), List.of(cards("5C 5D 5H"), cards("3H 4H 5H")))))
                .isTrue();
    }

    /**
     * A take may name only the melds it makes or extends: a meld laid out before that holds the other copy of a card it
     * names is kept, the copy named being the taken card or a hand card. Only a copy beyond those touches a meld.
     */
    @Test
    void aTakeNamingOnlyItsMeldKeepsTheMeldThatHoldsTheOtherCopy() {
        // ana lays out 5C 5D 5H with the starter and keeps the other 5H; ben rejects her KS, turns up 6H and passes it
        Scenario sixOpen = Scenario.given(TWO_PACKS, Deals.deal(1, BEN, PACK, "5D 6H", ANA, BOTH_FIVES, BEN, BEN_HAND),
                new StockCardRevealed(BEN, card("5D")), new CardTaken(ANA, card("5D")), melds(ANA, "5C 5D 5H"), new CardDiscarded(ANA, card("KS")),
                new CardRejected(BEN, card("KS")), new StockCardRevealed(BEN, card("6H")), new CardPassed(BEN, card("6H")));
        sixOpen.when(new Command.Take(ANA, card("6H"), List.of(cards("4H 5H 6H"))))
                .thenEvents(new CardTaken(ANA, card("6H")), melds(ANA, "5C 5D 5H", "4H 5H 6H"));
        // written in full, the same take
        sixOpen.when(new Command.Take(ANA, card("6H"), List.of(cards("5C 5D 5H"), cards("4H 5H 6H"))))
                .thenEvents(new CardTaken(ANA, card("6H")), melds(ANA, "5C 5D 5H", "4H 5H 6H"));
    }

    /**
     * A take naming a meld of the same cards as one laid out before, the taken card the other copy of one of them, lays
     * out a new meld and keeps the old one: naming every exposed card but not the taken card besides is not writing the
     * take in full.
     */
    @Test
    void aTakeNamingTheSameCardsAsAMeldLaidOutLaysOutANewOne() {
        // ana lays out 5C 5D 5H with the starter and holds the other 5C and 5H; ben rejects her KS, turns up the other 5D and passes it
        Scenario secondFive = Scenario.given(TWO_PACKS, Deals.deal(1, BEN, PACK, "5D 5D", ANA, "5H 5H 5C 5C AC 2C 3C KS KS QD JD 7S 6S 4S",
                        BEN, BEN_HAND), new StockCardRevealed(BEN, card("5D")), new CardTaken(ANA, card("5D")), melds(ANA, "5C 5D 5H"),
                new CardDiscarded(ANA, card("KS")), new CardRejected(BEN, card("KS")), new StockCardRevealed(BEN, card("5D")),
                new CardPassed(BEN, card("5D")));
        secondFive.when(new Command.Take(ANA, card("5D"), List.of(cards("5D 5C 5H"))))
                .thenEvents(new CardTaken(ANA, card("5D")), melds(ANA, "5C 5D 5H", "5D 5C 5H"));
        secondFive.when(new Command.Take(ANA, card("5D"), List.of(cards("5C 5D 5H"), cards("5D 5C 5H"))))
                .thenEvents(new CardTaken(ANA, card("5D")), melds(ANA, "5C 5D 5H", "5D 5C 5H"));
    }

    /** So does a free meld naming only a meld of the same cards as one laid out before: read as that one, it would lay out nothing. */
    @Test
    void aFreeMeldNamingTheSameCardsAsAMeldLaidOutLaysOutANewOne() {
        MatchStarted twoPacks = new MatchStarted(List.of(ANA, BEN), "pagat-upcard", 3, BEN).withHouse(House.parse("two-packs,meldFromHand=true"));
        // ana lays out 5C 5D 5H with the starter and holds the other 5C, 5D and 5H; ben rejects her KS, turns up 6H and passes it
        Scenario sixOpen = Scenario.given(twoPacks, Deals.deal(1, BEN, PACK, "5D 6H", ANA, "5H 5H 5C 5C 5D AC 2C 3C KS KS QD JD 7S 6S",
                        BEN, BEN_HAND), new StockCardRevealed(BEN, card("5D")), new CardTaken(ANA, card("5D")), melds(ANA, "5C 5D 5H"),
                new CardDiscarded(ANA, card("KS")), new CardRejected(BEN, card("KS")), new StockCardRevealed(BEN, card("6H")),
                new CardPassed(BEN, card("6H")));
        sixOpen.when(new Command.FreeMeld(ANA, List.of(cards("5C 5D 5H")))).thenEvents(melds(ANA, "5C 5D 5H", "5C 5D 5H"));
        sixOpen.when(new Command.FreeMeld(ANA, List.of(cards("5C 5D 5H"), cards("5C 5D 5H")))).thenEvents(melds(ANA, "5C 5D 5H", "5C 5D 5H"));
    }

    @Test
    void aMeldHoldsACardOnceAlsoWithTwoPacks() {
        starterOpen(BOTH_FIVES).when(new Command.Take(ANA, card("5D"), List.of(cards("5C 5D 5H 5H"))))
                .thenViolation(RuleId.MELD, "ana's meld 5C 5D 5H 5H is neither a set nor a run (a meld holds a card once, also with two packs)");
        assertThat(LegalMoves.takes(starterOpen(BOTH_FIVES).state(), ANA, card("5D")))
                .noneMatch(take -> take.melds().stream().anyMatch(meld -> CardSet.of(meld).twice() != 0));
    }

    @Test
    void aCardLaidOutMoreOftenThanHeldBreaksRTake() {
        starterOpen(BOTH_FIVES).when(new Command.Take(ANA, card("5D"), List.of(cards("5C 5D 5H"), cards("3H 4H 5H"), cards("5H 5S 5D"))))
                .thenViolation(RuleId.TAKE, "ana laid out 5H three times; the two packs hold it twice");
        starterOpen("5H 5C 3H 4H AC 2C 3C KS KS QD JD 7S 6S 7C").when(new Command.Take(ANA, card("5D"), List.of(cards("5C 5D 5H"), cards("3H 4H 5H"))))
                .thenViolation(RuleId.TAKE, "ana laid out 5H more times than ana holds it");
    }

    @Test
    void aCardHeldTwiceIsDiscardedOnce() {
        MatchState.Started state = starterOpen(BOTH_FIVES).and(new CardTaken(ANA, card("5D")), melds(ANA, "5C 5D 5H", "3H 4H 5H"))
                .when(new Command.Discard(ANA, card("KS"))).thenEvents(new CardDiscarded(ANA, card("KS")));
        assertThat(state.deal().holding(ANA).hand().count(card("KS"))).isEqualTo(1);
        assertThat(LegalMoves.of(starterOpen(BOTH_FIVES).and(new CardTaken(ANA, card("5D")), melds(ANA, "5C 5D 5H", "3H 4H 5H")).state()).moves())
                .filteredOn(move -> move.equals(new Command.Discard(ANA, card("KS")))).hasSize(1);
    }

    @Test
    void aConcealedDealSeesACardAtMostTwice() {
        Scenario twice = Scenario.given(TWO_PACKS, DealStarted.concealed(1, BEN), new StockCardRevealed(BEN, card("5D")), new CardPassed(ANA, card("5D")),
                new CardRejected(BEN, card("5D")), new StockCardRevealed(ANA, card("5D")), new CardPassed(ANA, card("5D")), new CardRejected(BEN, card("5D")));
        twice.whenEvent(new StockCardRevealed(BEN, card("5D")))
                .thenViolation(RuleId.STOCK, "ben revealed 5D, which was seen already in this deal as often as the two packs hold it");
        twice.whenEvent(new StockCardRevealed(BEN, card("5H"))).thenApplied();
    }

    @Test
    void aCommittedShuffleShufflesTheOnePacksOrderWrittenTwice() {
        List<Card> order = new ArrayList<>(CardSet.PACK.toList());
        order.addAll(CardSet.PACK.toList());
        assertThat(PACK.inPackOrder()).isEqualTo(order);
        List<Card> shuffled = FairShuffle.pack(Fair.seed(3), "", 1, PACK);
        assertThat(CardSet.of(shuffled)).isEqualTo(PACK);
        MatchState.Started started = Scenario.given(TWO_PACKS).state();
        Scenario.given(TWO_PACKS).whenEvent(FairShuffle.deal(Fair.seed(3), "", 1, BEN, started.setup())).thenApplied();
    }
}
