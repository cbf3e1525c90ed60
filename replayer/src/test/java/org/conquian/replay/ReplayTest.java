package org.conquian.replay;

import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;
import org.conquian.bot.BotMatch;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardsExchanged;
import org.conquian.event.Envelope;
import org.conquian.event.Event;
import org.conquian.game.MatchState;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.testkit.Audits;
import org.conquian.testkit.Scripted;
import org.conquian.view.Viewer;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.conquian.testkit.Fixtures.card;

/** Stepping through a match: positions, deals, seqs, the event in words, and where an invalid match stops. */
class ReplayTest {

    private static Replay replay(List<Event> events) {
        List<LogLine> lines = Audits.lines(events, true);
        return Replay.of(Audits.MATCH, lines.iterator());
    }

    @Test
    void positionsRunFromBeforeTheFirstEventToAfterTheLast() {
        Replay replay = replay(Scripted.match());
        assertThat(replay.end()).isEqualTo(Scripted.match().size());
        assertThat(replay.stateAt(0)).isEqualTo(MatchState.NOT_STARTED);
        assertThat(replay.stateAt(replay.end()).stage()).isEqualTo(MatchState.Stage.ENDED);
        assertThat(replay.describe(0, Viewer.OFFICIALS)).isEqualTo("before the first event");
        assertThat(replay.positionOf(14)).contains(14);
        assertThat(replay.positionOf(999)).isEmpty();
    }

    /** A replay kept to show one event shows there, and at the end, what the whole replay shows, and keeps no more. */
    @Test
    void aReplayAtOneEventShowsWhatTheWholeReplayShowsThereAndAtTheEnd() {
        List<Event> events = BotMatch.play(List.of("ana", "ben"), 21);
        List<LogLine> lines = Audits.lines(events, true);
        Replay whole = Replay.of(Audits.MATCH, lines.iterator());
        for (int seq : List.of(0, 1, 2, Scripted.ANA_MELDS_TEN, events.size() / 2, events.size() - 1, events.size())) {
            Replay at = Replay.at(Audits.MATCH, lines.iterator(), seq);
            assertThat(Replay.ofOnlyMatchAt(lines.iterator(), seq).end()).isEqualTo(whole.end());
            assertThat(at.end()).isEqualTo(whole.end());
            assertThat(at.verdict()).isEqualTo(whole.verdict());
            assertThat(at.trust()).isEqualTo(whole.trust());
            for (int position : List.of(seq, whole.end())) {
                assertThat(at.positionOf(position)).isEqualTo(whole.positionOf(position));
                assertThat(at.stateAt(position)).isEqualTo(whole.stateAt(position));
                assertThat(at.momentAt(position)).isEqualTo(whole.momentAt(position));
                assertThat(at.describe(position, Viewer.player("ana"))).isEqualTo(whole.describe(position, Viewer.player("ana")));
            }
        }
        int middle = events.size() / 2;
        assertThatThrownBy(() -> Replay.at(Audits.MATCH, lines.iterator(), middle).stateAt(middle - 5))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("not kept");
    }

    @Test
    void theOnlyMatchOfALogIsFoundAndALogOfSeveralIsRefusedNamingThem() {
        List<LogLine> lines = new ArrayList<>(Audits.lines(Scripted.match(), true));
        assertThat(Replay.ofOnlyMatch(lines.iterator()).end()).isEqualTo(Scripted.match().size());
        LogLine.EventLine first = (LogLine.EventLine) lines.get(0);
        lines.add(new LogLine.EventLine(first.line(), new Envelope("m-2", 1, first.envelope().at(), null), first.event(), first.digest()));
        assertThatThrownBy(() -> Replay.ofOnlyMatch(lines.iterator())).isInstanceOfSatisfying(Replay.NotOneMatch.class,
                several -> assertThat(several.matches()).containsExactly(Audits.MATCH, "m-2"));
        assertThatThrownBy(() -> Replay.ofOnlyMatch(List.<LogLine>of().iterator())).isInstanceOfSatisfying(Replay.NotOneMatch.class,
                none -> assertThat(none.matches()).isEmpty());
    }

    @Test
    void aTakeAndItsMeldsReadAsOne() {
        Replay replay = replay(Scripted.match());
        assertThat(replay.describe(Scripted.ANA_MELDS_TEN, Viewer.OFFICIALS)).isEqualTo("ana takes QS and lays AC 2C 3C 4C 5C 6C 7C, QH QD QS");
        assertThat(replay.describe(Scripted.ANA_MELDS_TEN - 1, Viewer.OFFICIALS)).isEqualTo("ana takes QS");
    }

    @Test
    void theCambioIsOneStepAndEachPlayerSeesOnlyTheirOwnPartOfIt() {
        List<Event> events = BotMatch.play(List.of("ana", "ben", "cruz"), Profile.MEXICANA, Options.NONE, 3);
        Replay replay = replay(events);
        int cambio = events.indexOf(events.stream().filter(CardsExchanged.class::isInstance).findFirst().orElseThrow()) + 1;
        CardsExchanged exchanged = (CardsExchanged) events.get(cambio - 1);
        assertThat(replay.describe(cambio, Viewer.OFFICIALS)).startsWith("the cambio: ana gives " + exchanged.given().orElseThrow().get("ana")
                + ", ben gives " + exchanged.given().orElseThrow().get("ben") + ", cruz gives " + exchanged.given().orElseThrow().get("cruz"));
        assertThat(replay.describe(cambio, Viewer.player("ben"))).isEqualTo("the cambio: ben gives " + exchanged.given().orElseThrow().get("ben")
                + " to cruz and receives " + exchanged.given().orElseThrow().get("ana") + " from ana");
        List<String> asBen = new TableView(Style.PLAIN, Viewer.player("ben")).render(Audits.MATCH, replay.stateAt(cambio), "", Optional.empty());
        assertThat(String.join("\n", asBen)).contains("cruz").contains("ana").doesNotContain("top first");
        assertThat(asBen.stream().filter(line -> line.contains("hidden")).count()).isEqualTo(2);
    }

    @Test
    void dealsAreStepsOfTheirOwn() {
        Replay replay = replay(Scripted.match());
        assertThat(replay.nextDeal(0)).isEqualTo(2);
        assertThat(replay.nextDeal(2)).isEqualTo(Scripted.DEAL_2_STARTS);
        assertThat(replay.previousDeal(Scripted.DEAL_2_STARTS + 3)).isEqualTo(Scripted.DEAL_2_STARTS);
        assertThat(replay.previousDeal(Scripted.DEAL_2_STARTS)).isEqualTo(2);
    }

    @Test
    void anInvalidMatchStopsAtItsLastValidEvent() {
        List<Event> events = new ArrayList<>(Scripted.match());
        events.set(Scripted.BEN_DISCARDS_JD - 1, new CardDiscarded("ben", card("KS")));
        Replay replay = replay(events);
        assertThat(replay.verdict().kind()).isEqualTo(Verdict.Kind.INVALID);
        assertThat(replay.end()).isEqualTo(Scripted.BEN_DISCARDS_JD - 1);
        assertThat(replay.fault().orElseThrow().seq()).isEqualTo(Scripted.BEN_DISCARDS_JD);
    }
}
