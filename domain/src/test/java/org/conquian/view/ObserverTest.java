package org.conquian.view;

import org.conquian.bot.BotMatch;
import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealStarted;
import org.conquian.event.Envelope;
import org.conquian.event.Event;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.rules.House;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** Given a deal, what each viewer is shown of the table, the events, their envelopes and the moves. */
class ObserverTest {

    private static final MatchStarted THREE = new MatchStarted(List.of("ana", "ben", "cruz"), "mexicana", 1, "cruz");

    @Test
    void aPlayerSeesTheirOwnHandAndNoOtherAndNoStockOrder() {
        MatchState dealt = fold(THREE, fixedDeal());
        SeenDeal seen = deal(Observer.of(Viewer.player("ben")).table(dealt));
        assertThat(seen.hand("ben")).isEqualTo(new SeenHand.Visible(CardSet.of(fixedDeal().hands().get("ben")), 0));
        assertThat(seen.hand("ana")).isEqualTo(new SeenHand.Hidden(8));
        assertThat(seen.stock()).isEmpty();
        assertThat(seen.stockLeft()).isEqualTo(16);
        assertThat(seen.players()).containsExactly("ana", "ben", "cruz");
    }

    @Test
    void aSpectatorSeesNoHandAndTheOfficialsSeeTheRecord() {
        MatchState dealt = fold(THREE, fixedDeal());
        SeenDeal seen = deal(Observer.of(Viewer.SPECTATOR).table(dealt));
        for (String player : List.of("ana", "ben", "cruz")) {
            assertThat(seen.hand(player)).isEqualTo(new SeenHand.Hidden(8));
        }
        SeenDeal record = deal(Observer.of(Viewer.OFFICIALS).table(dealt));
        assertThat(record.hand("cruz")).isEqualTo(new SeenHand.Visible(CardSet.of(fixedDeal().hands().get("cruz")), 0));
        assertThat(record.stock()).contains(fixedDeal().stock());
    }

    @Test
    void aFaceDownHandIsVisibleToItsPlayerAsFaceDownAndHiddenFromOthers() {
        MatchState dealt = fold(THREE, DealStarted.concealed(1, "cruz"));
        assertThat(deal(Observer.of(Viewer.player("ben")).table(dealt)).hand("ben")).isEqualTo(new SeenHand.Visible(CardSet.EMPTY, 8));
        assertThat(deal(Observer.of(Viewer.player("ben")).table(dealt)).hand("ana")).isEqualTo(new SeenHand.Hidden(8));
        assertThat(deal(Observer.of(Viewer.OFFICIALS).table(dealt)).stock()).as("nobody knows a concealed stock").isEmpty();
    }

    @Test
    void onlyTheOfficialsGetAnEventsPrevAndSig() {
        Envelope signed = new Envelope("m1", 7, "2026-11-29T18:00:00Z", "ab".repeat(32), "cd".repeat(64));
        Envelope bare = new Envelope("m1", 7, "2026-11-29T18:00:00Z", null, null);
        assertThat(Observer.of(Viewer.OFFICIALS).envelope(signed)).isSameAs(signed);
        assertThat(Observer.of(Viewer.player("ana")).envelope(signed)).isEqualTo(bare);
        assertThat(Observer.of(Viewer.SPECTATOR).envelope(signed)).isEqualTo(bare);
    }

    @Test
    void aPlayersRevealNamesNoCardTheOfficialsNameTheTopOfTheStockAndASpectatorHasNoMoves() {
        MatchState dealt = fold(new MatchStarted(List.of("ana", "ben"), "anglo-40", 3, "ben"), new DealStarted(1, "ben", Map.of(
                "ana", Card.list("AC 2C 3C 4C 5C 6C 7C JC QC KC"),
                "ben", Card.list("AD 2D 3D 4D 5D 6D 7D JD QD KD")),
                Card.list("AH 2H 3H 4H 5H 6H 7H JH QH KH AS 2S 3S 4S 5S 6S 7S JS QS KS")));
        assertThat(Observer.of(Viewer.OFFICIALS).moves(dealt).orElseThrow().moves())
                .containsExactly(new Move.Named(new Command.Reveal("ana", Card.parse("AH"))));
        Moves ana = Observer.of(Viewer.player("ana")).moves(dealt).orElseThrow();
        assertThat(ana.moves()).containsExactly(new Move.Reveal("ana"));
        assertThat(ana.actor()).contains("ana");
        assertThat(Observer.of(Viewer.player("ben")).moves(dealt).orElseThrow().moves()).isEmpty();
        assertThat(Observer.of(Viewer.SPECTATOR).moves(dealt)).isEmpty();
    }

    @Test
    void inTheCambioAPlayerIsShownTheirOwnHandToGiveFrom() {
        MatchState dealt = fold(THREE, fixedDeal());
        assertThat(Observer.of(Viewer.player("ana")).moves(dealt).orElseThrow().cambio())
                .isEqualTo(Map.of("ana", CardSet.of(fixedDeal().hands().get("ana"))));
        assertThat(Observer.of(Viewer.OFFICIALS).moves(dealt).orElseThrow().cambio()).containsOnlyKeys("ana", "ben", "cruz");
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
        assertThat(Observer.of(Viewer.player("ana")).words(dealt, cambio, Optional.empty()))
                .isEqualTo("the cambio: ana gives QS to ben and receives 2C from cruz");
        assertThat(Observer.of(Viewer.SPECTATOR).words(dealt, cambio, Optional.empty()))
                .isEqualTo("the cambio, face down: each gives a card to the player on their right");
    }

    @Test
    void beforeADealTheTableSaysTheDealIsToComeAndWhoIsToDealIt() {
        SeenMatch.Started waiting = (SeenMatch.Started) Observer.of(Viewer.SPECTATOR).table(fold(THREE));
        assertThat(waiting.next()).isEqualTo("deal 1: cruz to deal");
        SeenMatch.Started dealt = (SeenMatch.Started) Observer.of(Viewer.SPECTATOR).table(fold(THREE, fixedDeal()));
        assertThat(dealt.next()).doesNotContain("to deal");
    }

    /** A mexicana deal for three, cruz dealing, as the rule book's worked example begins it. */
    private static DealStarted fixedDeal() {
        return new DealStarted(1, "cruz", Map.of(
                "ana", Card.list("QS AC AD AH 2D 2H 2S 3C"),
                "ben", Card.list("5H 3D 3H 3S 4C 4D 4S 5C"),
                "cruz", Card.list("2C 4H KC 5D 5S 6C 6D 6S")),
                Card.list("6H 7H 7C 7D 7S JC JD JH JS QC QD QH KD KH KS AS"));
    }

    private static SeenDeal deal(SeenMatch seen) {
        return ((SeenMatch.Started) seen).lastDeal().orElseThrow();
    }

    private static MatchState fold(Event... events) {
        MatchState state = MatchState.NOT_STARTED;
        for (Event event : events) {
            state = Game.evolve(state, event);
        }
        return state;
    }
    /** A match's end is told as its table tells it: a partnership's won by a team, by its points against the other's. */
    @Test
    void aPartnershipsEndIsTheTeamsWin() {
        String words = endInWords(List.of("ana", "ben", "cruz", "dee"), Profile.PAGAT_UPCARD, House.parse("partnership"));
        assertThat(words).matches("(ana & cruz|ben & dee) win the match \\d+-\\d+ \\((ana|ben|cruz|dee) went out last\\).*");
    }

    /** Of three players, the winner's count first, then the others' in order of play, as the table's score. */
    @Test
    void aMexicanaOfThreesEndCountsEveryPlayer() {
        assertThat(endInWords(List.of("ana", "ben", "cruz"), Profile.MEXICANA, House.NONE)).matches("(ana|ben|cruz) wins the match \\d+-\\d+-\\d+.*");
    }

    /** The words of a bots' match's MatchEnded, for the officials. */
    private static String endInWords(List<String> players, Profile profile, House house) {
        List<Event> events = BotMatch.play(players, profile, new Options(null, null, 2, house), 7);
        MatchState before = MatchState.NOT_STARTED;
        for (Event event : events.subList(0, events.size() - 1)) {
            before = Game.evolve(before, event);
        }
        assertThat(events.getLast()).isInstanceOf(MatchEnded.class);
        return Observer.of(Viewer.OFFICIALS).words(before, events.getLast(), Optional.of(events.get(events.size() - 2)));
    }
}
