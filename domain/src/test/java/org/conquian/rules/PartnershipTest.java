package org.conquian.rules;

import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.DealPhase;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.testkit.Deals;
import org.conquian.testkit.Fair;
import org.conquian.testkit.Scenario;
import org.conquian.trust.FairShuffle;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;
import static org.conquian.testkit.Scripted.melds;

/**
 * House rule {@code partnership} (pagat-upcard): four players, partners opposite (ana and cruz against ben and dee),
 * two packs and fourteen each by default; a team's melds pool, laid out by either partner with their own hand
 * cards; only the other team forces; a deal won scores for the team (R-DEAL, R-TAKE, R-FORCE, R-MATCH).
 */
class PartnershipTest {

    private static final String CRUZ = "cruz";
    private static final String DEE = "dee";
    private static final List<String> FOUR = List.of(ANA, BEN, CRUZ, DEE);

    private static MatchStarted partnership(String house) {
        return new MatchStarted(FOUR, "pagat-upcard", 1, DEE).withHouse(House.parse(house));
    }

    @Test
    void eightyCardsFourteenEachAndTwentyFourInTheStock() {
        MatchState.Started started = Scenario.given(partnership("partnership")).state();
        DealStarted dealt = FairShuffle.deal(Fair.seed(11), "", 1, DEE, started.setup());
        assertThat(dealt.hands().values()).allSatisfy(hand -> assertThat(hand).hasSize(14));
        assertThat(dealt.stock()).hasSize(24);
        assertThat(dealt.hands().keySet()).containsExactly(ANA, BEN, CRUZ, DEE);
        Scenario.given(partnership("partnership")).whenEvent(dealt).thenApplied();
        assertThat(started.setup().partnerOf(ANA)).contains(CRUZ);
        assertThat(started.setup().partnerOf(BEN)).contains(DEE);
    }

    @Test
    void aLaterMatchStartedOfTwoPlayersIsNotOfThisMatchsForm() {
        Scenario.given(partnership("partnership")).whenEvent(new MatchStarted(List.of(ANA, BEN), "pagat-upcard", 1, BEN))
                .thenViolation(RuleId.SCHEMA, "players must be four ids in this pagat-upcard match, not 2");
    }

    /** Five cards each: dee turns up the starter 7S, open to ana. */
    private static Scenario starterOpen() {
        return Scenario.given(partnership("partnership,handSize=5"),
                Deals.deal(1, DEE, CardSet.PACK.doubled(), "7S JS", ANA, "5S 6S KC KD QC", BEN, "AC AD AH 2C 2D", CRUZ, "QS KS 2H 3H 4H",
                        DEE, "AS 2S 3S 3C 3D"),
                new StockCardRevealed(DEE, card("7S")));
    }

    @Test
    void theStarterGoesRoundTheTableToTheDealerAndTheDealersRightRevealsAfterItIsRejected() {
        Scenario open = starterOpen();
        assertThat(open.state().deal().phase()).isEqualTo(new DealPhase.CardOpen(ANA, card("7S"), DealPhase.Origin.FIRST_CARD, DEE));
        open.and(new CardPassed(ANA, card("7S")), new CardPassed(BEN, card("7S")), new CardPassed(CRUZ, card("7S")))
                .when(new Command.Reject(DEE, card("7S"))).thenEvents(new CardRejected(DEE, card("7S")), new StockCardRevealed(ANA, card("JS")));
    }

    /** ana took the starter with 5S 6S for her team and discarded KC; ben rejected it, revealed JS and passed it to cruz. */
    private static Scenario jackOpenToCruz() {
        return starterOpen().and(new CardTaken(ANA, card("7S")), melds(ANA, "5S 6S 7S"), new CardDiscarded(ANA, card("KC")),
                new CardRejected(BEN, card("KC")), new StockCardRevealed(BEN, card("JS")), new CardPassed(BEN, card("JS")));
    }

    @Test
    void aTeamsMeldsPool() {
        MatchState.Started state = jackOpenToCruz().state();
        assertThat(state.deal().holding(CRUZ).exposed()).isEqualTo(CardSet.parse("5S 6S 7S"));
        assertThat(state.deal().holding(BEN).exposed()).isEqualTo(CardSet.EMPTY);
    }

    @Test
    void onlyTheOtherTeamForces() {
        Scenario open = jackOpenToCruz();
        open.when(new Command.Force(ANA, CRUZ, card("JS"))).thenViolation(RuleId.FORCE, "ana cannot force cruz, a partner");
        open.when(new Command.Force(DEE, CRUZ, card("JS"))).thenEvents(new CardForced(DEE, CRUZ, card("JS")));
        assertThat(LegalMoves.of(open.state()).moves()).contains(new Command.Force(BEN, CRUZ, card("JS")), new Command.Force(DEE, CRUZ, card("JS")))
                .doesNotContain(new Command.Force(ANA, CRUZ, card("JS")));
    }

    @Test
    void aTakeLaysOutTheTeamsMeldsWithTheTakersOwnHandCards() {
        jackOpenToCruz().and(new CardTaken(CRUZ, card("JS"))).whenEvent(melds(CRUZ, "JS QS KS", "2H 3H 4H"))
                .thenViolation(RuleId.TAKE, "cruz left exposed 5S 6S 7S out of the melds");
        jackOpenToCruz().when(new Command.Take(CRUZ, card("JS"), List.of(cards("5S 6S 7S JS QS KS"), cards("KD KS 2H"))))
                .thenViolation(RuleId.TAKE, "cruz laid out KD, which cruz does not hold");
    }

    @Test
    void aDealWonScoresForTheTeam() {
        jackOpenToCruz().when(new Command.Take(CRUZ, card("JS"), List.of(cards("5S 6S 7S JS QS KS"), cards("2H 3H 4H"))))
                .thenEvents(new CardTaken(CRUZ, card("JS")), melds(CRUZ, "5S 6S 7S JS QS KS", "2H 3H 4H"), DealEnded.won(1, CRUZ),
                        new MatchEnded(CRUZ, teamWins(), 0));
    }

    private static Map<String, Integer> teamWins() {
        Map<String, Integer> wins = new LinkedHashMap<>();
        wins.put(ANA, 1);
        wins.put(BEN, 0);
        wins.put(CRUZ, 1);
        wins.put(DEE, 0);
        return wins;
    }
}
