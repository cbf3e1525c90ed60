package org.conquian.replay;

import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;
import org.conquian.event.CardDiscarded;
import org.conquian.event.Event;
import org.conquian.game.MatchState;
import org.conquian.testkit.Audits;
import org.conquian.testkit.Scripted;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Table.card;

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
        assertThat(replay.describe(0)).isEqualTo("before the first event");
        assertThat(replay.positionOf(14)).contains(14);
        assertThat(replay.positionOf(999)).isEmpty();
    }

    @Test
    void aTakeAndItsMeldsReadAsOne() {
        Replay replay = replay(Scripted.match());
        assertThat(replay.describe(Scripted.ANA_MELDS_TEN)).isEqualTo("ana takes QS and lays AC 2C 3C 4C 5C 6C 7C, QH QD QS");
        assertThat(replay.describe(Scripted.ANA_MELDS_TEN - 1)).isEqualTo("ana takes QS");
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
