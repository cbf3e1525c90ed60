package org.conquian.rules;

import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.DealPhase;
import org.conquian.game.MatchState;
import org.conquian.testkit.Draws;
import org.conquian.testkit.Play;
import org.conquian.testkit.Scenario;
import org.conquian.testkit.Fixtures;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Scripted.melds;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;

/**
 * Profile {@code mexicana} with three seats (ana, ben, cruz in order of play; cruz deals, so ana opens):
 * the cambio (R-EXCHANGE), the first card round the table, forcing both ways, the turn after a force, 9
 * cards melded to go out, and the deal passing right.
 */
class MexicanaTest {

    private static final String CRUZ = "cruz";

    private static final String ANA_DEALT = "QS AC 2D 3D KH KD 4S 5S";
    private static final String BEN_DEALT = "5H JD QD 7C 7D 2S 3S AS";
    private static final String CRUZ_DEALT = "2C 4H KC 6C 6D 6S JC QC";
    private static final String STOCK = "6H 7H 3H KS 3C 4C 5C AD 4D 5D AH 2H JH QH 7S JS";

    private static MatchStarted mexicana(Boolean forcedMeld) {
        return new MatchStarted(List.of(ANA, BEN, CRUZ), "mexicana", 1, CRUZ, null, forcedMeld);
    }

    private static DealStarted dealt(String ana, String ben, String cruz, String stock) {
        Map<String, List<Card>> hands = new LinkedHashMap<>();
        hands.put(ANA, cards(ana));
        hands.put(BEN, cards(ben));
        hands.put(CRUZ, cards(cruz));
        return new DealStarted(1, CRUZ, hands, cards(stock));
    }

    private static CardsExchanged cambio(String ana, String ben, String cruz) {
        Map<String, Card> given = new LinkedHashMap<>();
        given.put(ANA, card(ana));
        given.put(BEN, card(ben));
        given.put(CRUZ, card(cruz));
        return new CardsExchanged(given);
    }

    private static Scenario justDealt(Boolean forcedMeld) {
        return Scenario.given(mexicana(forcedMeld), dealt(ANA_DEALT, BEN_DEALT, CRUZ_DEALT, STOCK));
    }

    /** After the cambio (ana QS to ben, ben 5H to cruz, cruz 2C to ana), the first card 6H is open to ana. */
    private static Scenario firstCardOpen(Boolean forcedMeld) {
        return justDealt(forcedMeld).and(cambio("QS", "5H", "2C"), new StockCardRevealed(ANA, card("6H")));
    }

    /** Cruz took the first card with 4H 5H 6H and discarded KC; ana rejected it and revealed 7H. */
    private static Scenario sevenOpenToAna() {
        return firstCardOpen(null).and(new CardPassed(ANA, card("6H")), new CardPassed(BEN, card("6H")),
                new CardTaken(CRUZ, card("6H")), melds(CRUZ, "4H 5H 6H"), new CardDiscarded(CRUZ, card("KC")),
                new CardRejected(ANA, card("KC")), new StockCardRevealed(ANA, card("7H")));
    }

    /** Ana passed 7H, ben rejected it and revealed 3H, which ben passed: 3H, fitting cruz's run, is open to cruz. */
    private static Scenario threeOpenToCruz() {
        return sevenOpenToAna().and(new CardPassed(ANA, card("7H")), new CardRejected(BEN, card("7H")),
                new StockCardRevealed(BEN, card("3H")), new CardPassed(BEN, card("3H")));
    }

    @Test
    void theDealIsEightEachWithTheRestInTheStockAndTheCambioIsDueAtOnce() {
        MatchState.Started state = justDealt(null).state();
        assertThat(state.deal().stockLeft()).isEqualTo(16);
        assertThat(state.deal().phase()).isEqualTo(new DealPhase.AwaitingExchange());
        justDealt(null).whenEvent(new StockCardRevealed(ANA, card("6H")))
                .thenViolation(RuleId.EXCHANGE, "right after the deal only the cambio");
    }

    @Test
    void inTheCambioEachGivesToTheRightAllAtOnceAndTheFirstCardIsRevealedByTheDealersRight() {
        MatchState.Started state = justDealt(null).when(new Command.Exchange(cambio("QS", "5H", "2C").given()))
                .thenEvents(cambio("QS", "5H", "2C"), new StockCardRevealed(ANA, card("6H")));
        assertThat(state.deal().holding(ANA).hand().toString()).contains("2C").doesNotContain("QS");
        assertThat(state.deal().holding(BEN).hand().toString()).contains("QS").doesNotContain("5H");
        assertThat(state.deal().holding(CRUZ).hand().toString()).contains("5H").doesNotContain("2C");
        assertThat(state.deal().phase()).isEqualTo(new DealPhase.CardOpen(ANA, card("6H"), DealPhase.Origin.FIRST_CARD, ANA));
    }

    @Test
    void aCambioMustNameEveryPlayerOnceWithACardOfTheirDealtHand() {
        Map<String, Card> twoOnly = new LinkedHashMap<>(cambio("QS", "5H", "2C").given().orElseThrow());
        twoOnly.remove(CRUZ);
        justDealt(null).whenEvent(new CardsExchanged(twoOnly)).thenViolation(RuleId.EXCHANGE, "every player gives one card");
        justDealt(null).whenEvent(new CardsExchanged(Map.of())).thenViolation(RuleId.EXCHANGE, "not nobody");
        Map<String, Card> stranger = new LinkedHashMap<>(cambio("QS", "5H", "2C").given().orElseThrow());
        stranger.put("zoe", card("AH"));
        justDealt(null).whenEvent(new CardsExchanged(stranger)).thenViolation(RuleId.EXCHANGE, "zoe");
        justDealt(null).whenEvent(cambio("QS", "QS", "2C")).thenViolation(RuleId.EXCHANGE, "ben cannot give QS: it is not in ben's dealt hand");
    }

    @Test
    void aSecondCambioIsOutOfTurn() {
        firstCardOpen(null).whenEvent(cambio("AC", "QS", "5H")).thenViolation(RuleId.TURN, "the cambio comes once, right after the deal");
    }

    @Test
    void theFirstCardGoesRoundTheTableToTheDealerWhoRevealsAfterRejectingIt() {
        firstCardOpen(null).when(new Command.Reject(ANA, card("6H"))).thenViolation(RuleId.TURN);
        MatchState.Started toCruz = firstCardOpen(null).and(new CardPassed(ANA, card("6H")))
                .when(new Command.Pass(BEN, card("6H"))).thenEvents(new CardPassed(BEN, card("6H")));
        assertThat(toCruz.deal().phase()).isEqualTo(new DealPhase.CardOpen(CRUZ, card("6H"), DealPhase.Origin.FIRST_CARD, ANA));
        Scenario atCruz = firstCardOpen(null).and(new CardPassed(ANA, card("6H")), new CardPassed(BEN, card("6H")));
        atCruz.when(new Command.Pass(CRUZ, card("6H"))).thenViolation(RuleId.TURN);
        MatchState.Started rejected = atCruz.when(new Command.Reject(CRUZ, card("6H")))
                .thenEvents(new CardRejected(CRUZ, card("6H")), new StockCardRevealed(CRUZ, card("7H")));
        assertThat(rejected.deal().phase()).isEqualTo(new DealPhase.CardOpen(CRUZ, card("7H"), DealPhase.Origin.REVEALED, CRUZ));
    }

    @Test
    void thePlayerToWhomTheCardIsOpenForcesItOnAnotherWhoseMeldsItFitsAlone() {
        sevenOpenToAna().when(new Command.Force(ANA, CRUZ, card("7H"))).thenEvents(new CardForced(ANA, CRUZ, card("7H")));
        sevenOpenToAna().when(new Command.Force(ANA, BEN, card("7H"))).thenViolation(RuleId.FORCE, "ben has no melds, so no card can be forced on ben");
        sevenOpenToAna().when(new Command.Force(ANA, ANA, card("7H"))).thenViolation(RuleId.FORCE, "cannot force themselves");
    }

    @Test
    void anyOtherPlayerForcesTheCardOnThePlayerToWhomItIsOpen() {
        threeOpenToCruz().when(new Command.Force(ANA, CRUZ, card("3H"))).thenEvents(new CardForced(ANA, CRUZ, card("3H")));
        threeOpenToCruz().when(new Command.Force(BEN, CRUZ, card("3H"))).thenEvents(new CardForced(BEN, CRUZ, card("3H")));
        threeOpenToCruz().when(new Command.Force(ANA, BEN, card("3H"))).thenViolation(RuleId.FORCE, "3H is open to cruz");
        sevenOpenToAna().when(new Command.Force(BEN, ANA, card("7H"))).thenViolation(RuleId.FORCE, "ana has no melds, so no card can be forced on ana");
    }

    @Test
    void onceTheCardIsRejectedNobodyForcesIt() {
        sevenOpenToAna().and(new CardPassed(ANA, card("7H")), new CardRejected(BEN, card("7H")))
                .whenEvent(new CardForced(ANA, CRUZ, card("7H"))).thenViolation(RuleId.FORCE);
    }

    @Test
    void afterAForcedTakeAndItsDiscardTheTurnPassesToTheTakersRight() {
        MatchState.Started state = sevenOpenToAna().and(new CardForced(ANA, CRUZ, card("7H")), new CardTaken(CRUZ, card("7H")),
                melds(CRUZ, "4H 5H 6H 7H")).when(new Command.Discard(CRUZ, card("QC"))).thenEvents(new CardDiscarded(CRUZ, card("QC")));
        assertThat(state.deal().phase()).isEqualTo(new DealPhase.CardOpen(ANA, card("QC"), DealPhase.Origin.DISCARDED, CRUZ));
    }

    @Test
    void withForcedMeldFalseNoCardIsForced() {
        firstCardOpen(false).and(new CardPassed(ANA, card("6H")), new CardPassed(BEN, card("6H")),
                        new CardTaken(CRUZ, card("6H")), melds(CRUZ, "4H 5H 6H"), new CardDiscarded(CRUZ, card("KC")),
                        new CardRejected(ANA, card("KC")), new StockCardRevealed(ANA, card("7H")))
                .when(new Command.Force(ANA, CRUZ, card("7H"))).thenViolation(RuleId.FORCE, "forcedMeld false");
    }

    /** Ana is dealt AC to 7C and KD; in the cambio she gives KD and receives the card cruz gives. */
    private static Scenario clubsOpenToAna(String cruzDealt, String cruzGives, String stock) {
        return Scenario.given(mexicana(null), dealt("AC 2C 3C 4C 5C 6C 7C KD", "AH 2H 3H 4H 5H 6H 7H KH", cruzDealt, stock),
                cambio("KD", "KH", cruzGives), new StockCardRevealed(ANA, card("JC")));
    }

    @Test
    void nineCardsMeldedWinTheDealAndAMatchToOneWin() {
        Map<String, Integer> wins = new LinkedHashMap<>();
        wins.put(ANA, 1);
        wins.put(BEN, 0);
        wins.put(CRUZ, 0);
        MatchState.Started state = clubsOpenToAna("AS 2S 3S 4S 5S 6S 7S QC", "QC", "JC KC AD 2D 3D 4D 5D 6D 7D JD QD JH QH JS QS KS")
                .when(new Command.Take(ANA, card("JC"), List.of(cards("AC 2C 3C 4C 5C 6C 7C JC QC"))))
                .thenEvents(new CardTaken(ANA, card("JC")), melds(ANA, "AC 2C 3C 4C 5C 6C 7C JC QC"), DealEnded.won(1, ANA),
                        new MatchEnded(ANA, wins, 0));
        assertThat(state.stage()).isEqualTo(MatchState.Stage.ENDED);
    }

    @Test
    void eightMeldedAndTheLastCardDiscardedDoNotWin() {
        MatchState.Started state = clubsOpenToAna("AS 2S 3S 4S 5S 6S 7S KS", "KS", "JC QC KC AD 2D 3D 4D 5D 6D 7D JD QD JH QH JS QS")
                .and(new CardTaken(ANA, card("JC")), melds(ANA, "AC 2C 3C 4C 5C 6C 7C JC"))
                .when(new Command.Discard(ANA, card("KS"))).thenEvents(new CardDiscarded(ANA, card("KS")));
        assertThat(state.deal().holding(ANA).hand().isEmpty()).isTrue();
        assertThat(state.deal().phase()).isEqualTo(new DealPhase.CardOpen(BEN, card("KS"), DealPhase.Origin.DISCARDED, ANA));
    }

    @Test
    void aDrawnDealIsDealtAgainByThePlayerToTheDealersRight() {
        Scenario started = Scenario.given(mexicana(null));
        assertThat(started.state().nextDealer()).isEqualTo(CRUZ);
        Scenario afterOne = started.and(Draws.drawnDeal(started.state()));
        assertThat(afterOne.state().nextDealer()).isEqualTo(ANA);
        assertThat(afterOne.and(Draws.drawnDeal(afterOne.state())).state().nextDealer()).isEqualTo(BEN);
    }

    @Test
    void threePlayersAreTooManyForAnglo40AndFourForMexicana() {
        // the MatchStarted such a start would write is not of the form of its first event: SCHEMA, as the audit says
        Scenario.given().when(new Command.StartMatch(List.of(ANA, BEN, CRUZ), "anglo-40", CRUZ))
                .thenViolation(RuleId.SCHEMA, "players must be two ids in a match of anglo-40, not 3");
        Scenario.given().when(new Command.StartMatch(List.of(ANA, BEN, CRUZ, "dora"), "mexicana", CRUZ))
                .thenViolation(RuleId.SCHEMA, "players must be two or three ids in a match of mexicana, not 4");
        Scenario.given().when(new Command.StartMatch(List.of(ANA, BEN, ANA), "mexicana", CRUZ))
                .thenViolation(RuleId.MATCH, "two or three different players");
        Scenario.given(Fixtures.matchStarted()).when(new Command.Exchange(Map.of(ANA, card("AC"), BEN, card("2C"))))
                .thenViolation(RuleId.SCHEMA, "CardsExchanged is not an event of anglo-40");
    }

    /**
     * The menu around the cambio: right after a known deal it is due from nobody in particular, its choices each
     * player's hand cards; after a concealed deal it is the one move, made with no cards named. Then the first
     * card is revealed by the dealer's right.
     */
    @Test
    void theMenuOffersTheCambioAndThenTheFirstCard() {
        Play.from(mexicana(null), dealt(ANA_DEALT, BEN_DEALT, CRUZ_DEALT, STOCK))
                .offers(Optional.empty())
                .refuses(new Command.Reveal(ANA, card("6H")), RuleId.EXCHANGE, "right after the deal only the cambio may come")
                .refuses(new Command.Exchange(cambio("QS", "QS", "2C").given()), RuleId.EXCHANGE, "ben cannot give QS")
                .play(new Command.Exchange(cambio("QS", "5H", "2C").given()), cambio("QS", "5H", "2C"), new StockCardRevealed(ANA, card("6H")))
                .offersAmong(new Command.Pass(ANA, card("6H")))
                .refuses(new Command.Exchange(cambio("AC", "QS", "5H").given()), RuleId.TURN, "the cambio comes once");
        Play.from(mexicana(null), DealStarted.concealed(1, CRUZ))
                .offers(Optional.empty(), new Command.Exchange(Optional.empty()))
                .refuses(new Command.Exchange(cambio("QS", "5H", "2C").given()), RuleId.SCHEMA, "names no cards")
                .play(new Command.Exchange(Optional.empty()), CardsExchanged.concealed())
                .offersAmong(new Command.Reveal(ANA, card("6H")))
                .play(new Command.Reveal(ANA, card("6H")), new StockCardRevealed(ANA, card("6H")))
                .offers(ANA, new Command.Pass(ANA, card("6H")))
                .refuses(new Command.Reject(ANA, card("6H")), RuleId.TURN);
    }
}
