package org.conquian.view;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.MatchStarted;
import org.conquian.game.DealState;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Given a deal, what each viewer is shown of the state and of the events. */
class ObserverTest {

    private static final MatchStarted THREE = new MatchStarted(List.of("ana", "ben", "cruz"), "mexicana", 1, "cruz");
    @Test
    void aPlayerSeesTheirOwnHandAndNoOtherAndNoStockOrder() {
        MatchState dealt = fold(THREE, fixedDeal());
        DealState seen = Observer.of(Viewer.player("ben")).state(dealt).currentDeal().orElseThrow();
        assertThat(seen.holding("ben").hand()).isEqualTo(CardSet.of(fixedDeal().hands().get("ben")));
        assertThat(seen.holding("ana").hand().isEmpty()).isTrue();
        assertThat(seen.holding("ana").size()).isEqualTo(8);
        assertThat(seen.stockLeftCards()).isEmpty();
        assertThat(seen.stockLeft()).isEqualTo(16);
    }

    @Test
    void aSpectatorSeesNoHandAndTheOfficialsSeeTheRecord() {
        MatchState dealt = fold(THREE, fixedDeal());
        DealState seen = Observer.of(Viewer.SPECTATOR).state(dealt).currentDeal().orElseThrow();
        for (String player : List.of("ana", "ben", "cruz")) {
            assertThat(seen.holding(player).hand().isEmpty()).isTrue();
            assertThat(seen.holding(player).size()).isEqualTo(8);
        }
        assertThat(Observer.of(Viewer.OFFICIALS).state(dealt)).isSameAs(dealt);
    }

    @Test
    void aDealStartedKeepsOnlyTheHandTheViewerSees() {
        MatchState started = fold(THREE);
        DealStarted dealt = fixedDeal();
        assertThat(Observer.of(Viewer.player("ana")).event(started, dealt))
                .isEqualTo(new DealStarted(1, "cruz", Map.of("ana", dealt.hands().get("ana")), List.of()));
        assertThat(Observer.of(Viewer.SPECTATOR).event(started, dealt)).isEqualTo(new DealStarted(1, "cruz", Map.of(), List.of()));
        assertThat(Observer.of(Viewer.OFFICIALS).event(started, dealt)).isSameAs(dealt);
        DealStarted faceDown = DealStarted.concealed(1, "cruz");
        assertThat(Observer.of(Viewer.SPECTATOR).event(started, faceDown)).isSameAs(faceDown);
    }

    @Test
    void theCambioShowsAPlayerWhatTheyGaveAndReceivedAndASpectatorNothing() {
        MatchState dealt = fold(THREE, fixedDeal());
        CardsExchanged cambio = new CardsExchanged(Map.of("ana", Card.parse("QS"), "ben", Card.parse("5H"), "cruz", Card.parse("2C")));
        // ana gives to ben, on her right, and receives from cruz, on her left
        assertThat(Observer.of(Viewer.player("ana")).event(dealt, cambio))
                .isEqualTo(new CardsExchanged(Map.of("ana", Card.parse("QS"), "cruz", Card.parse("2C"))));
        assertThat(Observer.of(Viewer.SPECTATOR).event(dealt, cambio)).isEqualTo(new CardsExchanged(Map.of()));
        assertThat(Observer.of(Viewer.player("dora")).event(dealt, cambio)).isEqualTo(new CardsExchanged(Map.of()));
    }

    /** A mexicana deal for three, cruz dealing, as the rule book's worked example begins it. */
    private static DealStarted fixedDeal() {
        return new DealStarted(1, "cruz", Map.of(
                "ana", Card.list("QS AC AD AH 2D 2H 2S 3C"),
                "ben", Card.list("5H 3D 3H 3S 4C 4D 4S 5C"),
                "cruz", Card.list("2C 4H KC 5D 5S 6C 6D 6S")),
                Card.list("6H 7H 7C 7D 7S JC JD JH JS QC QD QH KD KH KS AS"));
    }

    private static MatchState fold(Event... events) {
        MatchState state = MatchState.NOT_STARTED;
        for (Event event : events) {
            state = Game.evolve(state, event);
        }
        return state;
    }
}
