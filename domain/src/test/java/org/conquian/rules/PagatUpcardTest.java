package org.conquian.rules;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.card.Shuffle;
import org.conquian.command.Command;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.DealStarted;
import org.conquian.event.MatchStarted;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.DealPhase;
import org.conquian.game.Dealing;
import org.conquian.game.MatchState;
import org.conquian.meld.Meld;
import org.conquian.testkit.Scenario;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;

/**
 * Profile {@code pagat-upcard}: the starter turned up by the dealer right after the deal, open to the
 * nondealer (take or pass) and then to the dealer (take or reject); the nondealer reveals after the dealer's
 * rejection; forcing off with {@code forcedMeld} false; the 52-card pack; runs with no maximum.
 */
class PagatUpcardTest {

    private static MatchStarted pagat(Integer deck, Boolean forcedMeld) {
        return new MatchStarted(List.of(ANA, BEN), "pagat-upcard", 10, BEN, deck, forcedMeld);
    }

    private static final List<Card> PACK = Shuffle.pack(5, 1, CardSet.PACK_52);

    /** Ben deals 52 cards; the stock's first two cards are the starter and the card after it. */
    private static DealStarted dealt(MatchState.Started started) {
        return Dealing.deal(1, BEN, started.setup(), PACK);
    }

    private static Scenario starterOpen(Boolean forcedMeld) {
        Scenario started = Scenario.given(pagat(52, forcedMeld));
        DealStarted deal = dealt(started.state());
        return started.and(deal, new StockCardRevealed(BEN, deal.stock().get(0)));
    }

    private static Card starter() {
        return PACK.get(20);
    }

    private static Card afterStarter() {
        return PACK.get(21);
    }

    @Test
    void theDealerTurnsUpTheStarterAtOnceAfterTheDealAndItIsOpenToTheNondealer() {
        Scenario started = Scenario.given(pagat(52, null));
        DealStarted deal = dealt(started.state());
        MatchState.Started state = started.when(new Command.Deal(PACK)).thenEvents(deal, new StockCardRevealed(BEN, starter()));
        assertThat(state.deal().phase()).isEqualTo(new DealPhase.CardOpen(ANA, starter(), DealPhase.Origin.FIRST_CARD, BEN));
        assertThat(state.deal().stockLeft()).isEqualTo(31);
    }

    @Test
    void theNondealerTakesOrPassesTheStarterButNeverRejectsIt() {
        starterOpen(null).when(new Command.Reject(ANA, starter())).thenViolation(RuleId.TURN, "the first card of the deal");
        MatchState.Started passed = starterOpen(null).when(new Command.Pass(ANA, starter())).thenEvents(new CardPassed(ANA, starter()));
        assertThat(passed.deal().phase()).isEqualTo(new DealPhase.CardOpen(BEN, starter(), DealPhase.Origin.FIRST_CARD, BEN));
    }

    @Test
    void theDealerTakesOrRejectsTheStarterButNeverPassesIt() {
        starterOpen(null).and(new CardPassed(ANA, starter())).when(new Command.Pass(BEN, starter())).thenViolation(RuleId.TURN);
    }

    @Test
    void afterTheDealerRejectsTheStarterTheNondealerRevealsAndItIsAnOrdinaryCard() {
        MatchState.Started rejected = starterOpen(null).and(new CardPassed(ANA, starter())).when(new Command.Reject(BEN, starter()))
                .thenEvents(new CardRejected(BEN, starter()), new StockCardRevealed(ANA, afterStarter()));
        assertThat(rejected.deal().phase()).isEqualTo(new DealPhase.CardOpen(ANA, afterStarter(), DealPhase.Origin.REVEALED, ANA));
        starterOpen(null).and(new CardPassed(ANA, starter()), new CardRejected(BEN, starter()))
                .whenEvent(new StockCardRevealed(BEN, afterStarter())).thenViolation(RuleId.TURN, "ben cannot reveal");
    }

    @Test
    void withForcedMeldFalseEveryForceBreaksRForce() {
        starterOpen(false).whenEvent(new CardForced(BEN, ANA, starter())).thenViolation(RuleId.FORCE, "forcedMeld false");
        starterOpen(true).whenEvent(new CardForced(BEN, ANA, starter())).thenViolation(RuleId.FORCE, "ana has no melds, so no card can be forced");
    }

    @Test
    void runsHaveNoMaximumAndFollowThePacksRankOrder() {
        Profile forty = Scenario.given(pagat(null, null)).state().profile();
        Profile fiftyTwo = Scenario.given(pagat(52, null)).state().profile();
        assertThat(Meld.isMeld(CardSet.parse("AH 2H 3H 4H 5H 6H 7H JH QH"), forty)).as("nine in a run").isTrue();
        assertThat(Meld.isMeld(CardSet.parse("AH 2H 3H 4H 5H 6H 7H JH QH"), Profile.ANGLO_40)).as("anglo-40 stops at 8").isFalse();
        assertThat(Meld.isMeld(CardSet.parse("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"), fiftyTwo)).isTrue();
        assertThat(Meld.isMeld(CardSet.parse("6H 7H 8H"), fiftyTwo)).as("7 and 8 are adjacent in 52 cards").isTrue();
        assertThat(Meld.isMeld(CardSet.parse("6H 7H JH"), fiftyTwo)).as("7 and J are not").isFalse();
        assertThat(Meld.isMeld(CardSet.parse("6H 7H JH"), forty)).as("in 40 cards they are").isTrue();
    }

    @Test
    void theTargetIsTheMatchsOwnAndAnUnknownProfileIsRMatch() {
        assertThat(Scenario.given(new MatchStarted(List.of(ANA, BEN), "pagat-upcard", 1, BEN)).state().profile().targetWins()).isEqualTo(1);
        Scenario.given().whenEvent(new MatchStarted(List.of(ANA, BEN), "twice-around", 3, BEN)).thenViolation(RuleId.MATCH, "is not one this build plays");
    }
}
