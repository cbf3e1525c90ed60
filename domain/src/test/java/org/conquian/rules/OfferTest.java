package org.conquian.rules;

import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.MatchStarted;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.DealPhase;
import org.conquian.game.LegalMoves;
import org.conquian.testkit.Opening;
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
import static org.conquian.testkit.Fixtures.cards;
import static org.conquian.testkit.Scripted.melds;

/**
 * House rule {@code offer} round: a card left in the centre is open in turn to each other player from the right of
 * who left it; each but the last takes it or passes it on, the last takes or rejects it (R-TURN, R-FORCE).
 */
class OfferTest {

    private static final String CRUZ = "cruz";

    /** mexicana, ana ben cruz, cruz deals: cruz takes the first card 6H with 4H 5H and discards KC, open to ana. */
    static Scenario cruzDiscardedKC(String house) {
        Map<String, List<Card>> hands = new LinkedHashMap<>();
        hands.put(ANA, cards("QS AC 2D 3D KH KD 4S 5S"));
        hands.put(BEN, cards("5H JD QD 7C 7D 2S 3S AS"));
        hands.put(CRUZ, cards("2C 4H KC 6C 6D 6S JC QC"));
        Map<String, Card> cambio = new LinkedHashMap<>();
        cambio.put(ANA, card("QS"));
        cambio.put(BEN, card("5H"));
        cambio.put(CRUZ, card("2C"));
        return Scenario.given(new MatchStarted(List.of(ANA, BEN, CRUZ), "mexicana", 1, CRUZ).withHouse(House.parse(house)),
                new DealStarted(1, CRUZ, hands, cards("6H 7H 3H KS 3C 4C 5C AD 4D 5D AH 2H JH QH 7S JS")), new CardsExchanged(cambio),
                new StockCardRevealed(ANA, card("6H")), new CardPassed(ANA, card("6H")), new CardPassed(BEN, card("6H")),
                new CardTaken(CRUZ, card("6H")), melds(CRUZ, "4H 5H 6H"), new CardDiscarded(CRUZ, card("KC")));
    }

    @Test
    void eachButTheLastTakesOrPassesItOn() {
        Scenario open = cruzDiscardedKC("offer=round");
        assertThat(LegalMoves.of(open.state()).moves()).contains(new Command.Pass(ANA, card("KC"))).doesNotContain(new Command.Reject(ANA, card("KC")));
        open.when(new Command.Reject(ANA, card("KC"))).thenViolation(RuleId.TURN,
                "ana cannot reject KC: it is offered round the table (house rule offer round), and ana, before ben, the last it is offered to,"
                        + " takes it or passes it on");
        Scenario toBen = open.and(new CardPassed(ANA, card("KC")));
        assertThat(toBen.state().deal().phase()).isEqualTo(new DealPhase.CardOpen(BEN, card("KC"), DealPhase.Origin.PASSED, CRUZ));
        toBen.when(new Command.Pass(BEN, card("KC"))).thenViolation(RuleId.TURN);
        toBen.when(new Command.Reject(BEN, card("KC"))).thenEvents(new CardRejected(BEN, card("KC")), new StockCardRevealed(BEN, card("7H")));
    }

    @Test
    void withoutTheHouseRuleTheNextPlayerRejects() {
        cruzDiscardedKC("misdeal=false").when(new Command.Pass(ANA, card("KC"))).thenViolation(RuleId.TURN);
        cruzDiscardedKC("misdeal=false").when(new Command.Reject(ANA, card("KC")))
                .thenEvents(new CardRejected(ANA, card("KC")), new StockCardRevealed(ANA, card("7H")));
    }

    @Test
    void onceACardIsPassedOnNobodyForcesItOnThePasser() {
        Scenario toBen = cruzDiscardedKC("offer=round").and(new CardPassed(ANA, card("KC")));
        toBen.whenEvent(new CardForced(CRUZ, ANA, card("KC"))).thenViolation(RuleId.FORCE);
        assertThat(LegalMoves.of(toBen.state()).moves()).noneMatch(move -> move instanceof Command.Force force && force.target().equals(ANA));
    }

    @Test
    void withTwoPlayersItChangesNothing() {
        MatchStarted round = new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, BEN).withHouse(House.parse("offer=round"));
        List<Event> opening = new ArrayList<>(Opening.benDiscarded6H());
        opening.set(0, round);
        Scenario.given(opening).when(new Command.Reject(ANA, card("6H"))).thenEvents(new CardRejected(ANA, card("6H")), new StockCardRevealed(ANA, card("5C")));
    }
}
