package org.conquian.replay;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;
import org.conquian.event.DealEnded;
import org.conquian.event.Event;
import org.conquian.event.RulingDecision;
import org.conquian.testkit.Audits;
import org.conquian.testkit.DisputedDeal;
import org.conquian.view.Viewer;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A disputed deal replayed: the call with the move as played (not applied), the ruling with its words, the appeal, the end
 * of the deal the director gave, in the terminal's words and on the page, whose list of moves marks the director's events.
 */
class RulingsReplayTest {

    /** The worked examples' deal: ben's take of QS into the hand, rectified; then a look at the stock, awarded to ana, appealed to a void. */
    static final List<Event> APPEALED_TO_A_VOID = DisputedDeal.afterQs(
            DisputedDeal.benPutQsInHand(),
            new org.conquian.event.RulingGiven("dora", 11, RulingDecision.RECTIFY, Optional.of("R-TAKE: the take is withdrawn.")),
            DisputedDeal.callWithoutMove("ben", "R-STOCK"),
            DisputedDeal.ruling("dora", 13, DisputedDeal.award("ana")),
            new org.conquian.event.AppealDecided("ben", "ed", 14, RulingDecision.VOID_DEAL, Optional.of("Law 93A")),
            DealEnded.voided(1));

    private static final List<Event> AWARDED = DisputedDeal.afterQs(
            DisputedDeal.callWithoutMove("ben", "R-STOCK"),
            DisputedDeal.ruling("dora", 11, DisputedDeal.award("ana")),
            DealEnded.won(1, "ana"));

    private static Replay replay(List<Event> events) {
        List<LogLine> lines = Audits.lines(events, true);
        return Replay.of(Audits.MATCH, lines.iterator());
    }

    @Test
    void theCallTheRulingTheAppealAndTheDealsEndAreSaidAsRecorded() {
        Replay replay = replay(APPEALED_TO_A_VOID);
        assertThat(replay.verdict().kind()).isEqualTo(Verdict.Kind.IN_PROGRESS);
        for (Viewer viewer : List.of(Viewer.OFFICIALS, Viewer.player("ana"), Viewer.SPECTATOR)) {
            assertThat(replay.describe(11, viewer)).isEqualTo("irregularity called by ana: ben takes QS and lays nothing (not applied), "
                    + "against R-TAKE (ben put QS in his hand); play waits for the director");
            assertThat(replay.describe(12, viewer)).isEqualTo("dora rules rectify: \"R-TAKE: the take is withdrawn.\"");
            assertThat(replay.describe(15, viewer)).isEqualTo("ben appeals; ed decides void-deal: \"Law 93A\"");
            assertThat(replay.describe(16, viewer)).isEqualTo("deal 1 is void on appeal");
        }
        // the called move is never applied: QS is still open to ben, his hand as it was
        assertThat(replay.stateAt(11).currentDeal().orElseThrow()).isEqualTo(replay.stateAt(10).currentDeal().orElseThrow());
        TableView view = new TableView(Style.PLAIN, Viewer.OFFICIALS);
        assertThat(view.render(replay.match(), replay.stateAt(11), replay.describe(11, Viewer.OFFICIALS), Optional.of(11L)))
                .contains("Next: the call of seq 11 waits for the director's ruling");
        assertThat(String.join("\n", view.render(replay.match(), replay.stateAt(14), replay.describe(14, Viewer.OFFICIALS), Optional.of(14L))))
                .contains("seq 14: dora rules award-deal to ana")
                .contains("Next: the decision in force is award-deal to ana: the deal ends won by ana, unless the ruling of seq 14 is appealed at once");
        assertThat(replay.describe(3, Viewer.OFFICIALS)).isEqualTo(replay(AWARDED).describe(3, Viewer.OFFICIALS));
        assertThat(replay(AWARDED).describe(13, Viewer.SPECTATOR)).isEqualTo("deal 1 is awarded to ana by the director's ruling");
    }

    @Test
    void thePageMarksTheDirectorsEventsAndSaysHowTheDirectorEndedTheDeal() {
        for (Viewer viewer : List.of(Viewer.OFFICIALS, Viewer.player("ben"), Viewer.SPECTATOR)) {
            ObjectNode data = HtmlReplay.data(replay(APPEALED_TO_A_VOID), viewer, RuleBook.load());
            JsonNode frames = data.get("frames");
            for (int position = 1; position < frames.size(); position++) {
                boolean director = position == 11 || position == 12 || position == 13 || position == 14 || position == 15;
                assertThat(frames.get(position).path("director").asBoolean()).as("position %d", position).isEqualTo(director);
            }
            assertThat(frames.get(16).get("words").textValue()).isEqualTo("deal 1 is void on appeal");
            JsonNode deal = data.get("deals").get(0);
            assertThat(deal.get("r").textValue()).isEqualTo("void by ruling");
            // a void deal is neither won nor drawn in the standings after it
            assertThat(deal.get("s").toString()).isEqualTo("[[\"ana\",\"0 wins\"],[\"ben\",\"0 wins\"]]");
            assertThat(deal.has("w")).isFalse();
            assertThat(HtmlReplay.data(replay(AWARDED), viewer, RuleBook.load()).get("deals").get(0).get("r").textValue())
                    .isEqualTo("awarded to ana");
        }
    }
}
