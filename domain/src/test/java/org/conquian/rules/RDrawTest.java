package org.conquian.rules;

import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.DealPhase;
import org.conquian.game.MatchState;
import org.conquian.testkit.Opening;
import org.conquian.testkit.Play;
import org.conquian.testkit.Scenario;
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

/** R-DRAW: rejecting the centre card with the stock empty draws the deal; passing the last card does not. */
class RDrawTest {

    /**
     * Deal 1: ana reveals 7S and takes it with 5S 6S, discards QD; then nobody takes, every stock card is
     * revealed, passed and rejected in turn, until ben reveals the last one, JS, and passes it to ana.
     */
    private static Scenario lastStockCardPassedToAna() {
        return given(lastStockCardPassedToAnaEvents());
    }

    private static List<Event> lastStockCardPassedToAnaEvents() {
        DealStarted dealt = Fixtures.deal(1, "AC 2C 3C 4C 5C 6C 7C 5S 6S QD", "AD 2D 3D 4D 5D 6D 7D JD QC KD", "7S");
        List<Card> stock = new ArrayList<>(dealt.stock());
        stock.remove(card("JS"));
        stock.add(card("JS"));
        List<Event> events = new ArrayList<>(List.of(Fixtures.matchStarted(), new DealStarted(1, BEN, dealt.hands(), stock),
                new StockCardRevealed(ANA, card("7S")), new CardTaken(ANA, card("7S")), melds(ANA, "5S 6S 7S"),
                new CardDiscarded(ANA, card("QD"))));
        Card open = card("QD");
        String revealer = BEN;
        for (Card next : stock.subList(1, stock.size())) {
            events.add(new CardRejected(revealer, open));
            events.add(new StockCardRevealed(revealer, next));
            events.add(new CardPassed(revealer, next));
            open = next;
            revealer = revealer.equals(ANA) ? BEN : ANA;
        }
        return events;
    }

    @Test
    void passingTheLastStockCardDoesNotEndTheDeal() {
        MatchState.Started state = lastStockCardPassedToAna().state();
        assertThat(state.deal().stockLeft()).isZero();
        assertThat(state.deal().phase()).isEqualTo(new DealPhase.CardOpen(ANA, card("JS"), DealPhase.Origin.PASSED, BEN));
        lastStockCardPassedToAna()
                .when(new Command.Take(ANA, card("JS"), List.of(Card.list("5S 6S 7S JS"))))
                .thenEvents(new CardTaken(ANA, card("JS")), melds(ANA, "5S 6S 7S JS"));
    }

    @Test
    void theLastPassedCardCanStillBeForced() {
        lastStockCardPassedToAna()
                .when(new Command.Force(BEN, ANA, card("JS")))
                .thenEvents(new CardForced(BEN, ANA, card("JS")));
    }

    @Test
    void rejectingWithTheStockEmptyDrawsTheDeal() {
        MatchState.Started state = lastStockCardPassedToAna()
                .when(new Command.Reject(ANA, card("JS")))
                .thenEvents(new CardRejected(ANA, card("JS")), DealEnded.drawn(1));
        assertThat(state.draws()).isEqualTo(1);
        assertThat(state.wins().values()).containsOnly(0);
        assertThat(state.stage()).isEqualTo(MatchState.Stage.AWAITING_DEAL);
    }

    @Test
    void afterTheEmptyRejectionOnlyTheDrawCanCome() {
        Scenario rejected = lastStockCardPassedToAna().and(new CardRejected(ANA, card("JS")));
        rejected.whenEvent(DealEnded.won(1, ANA)).thenViolation(RuleId.DRAW, "the deal is drawn");
        rejected.whenEvent(new StockCardRevealed(ANA, card("JS"))).thenViolation(RuleId.DRAW);
        rejected.whenEvent(DealEnded.drawn(2)).thenViolation(RuleId.DRAW, "deal 1 is in progress, not deal 2");
    }

    @Test
    void aDrawCannotBeClaimedWithStockLeft() {
        given(Opening.benDiscarded6H())
                .whenEvent(DealEnded.drawn(1))
                .thenViolation(RuleId.DRAW, "19 stock cards left");
    }

    /** The menu around a draw: with the stock empty the rejection is still listed; it ends the deal drawn at once, and the next deal is due. */
    @Test
    void theMenuListsTheDrawingRejectionAndThenTheNextDeal() {
        Play.from(lastStockCardPassedToAnaEvents())
                .offersAmong(new Command.Reject(ANA, card("JS")), new Command.Force(BEN, ANA, card("JS")),
                        new Command.Take(ANA, card("JS"), List.of(Card.list("5S 6S 7S JS"))))
                .play(new Command.Reject(ANA, card("JS")), new CardRejected(ANA, card("JS")), DealEnded.drawn(1))
                .offersDeal(ANA);
    }
}
