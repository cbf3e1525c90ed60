package org.conquian.replay;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.conquian.audit.LogLine;
import org.conquian.card.CardSet;
import org.conquian.contract.EventJson;
import org.conquian.contract.LineParser;
import org.conquian.contract.StateJson;
import org.conquian.event.Event;
import org.conquian.testkit.Audits;
import org.conquian.testkit.Knowledge;
import org.conquian.testkit.Tables;
import org.conquian.view.Observer;
import org.conquian.view.Viewer;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every view of a match, read as bytes, names no card its viewer may not know: for bots' matches of every
 * profile, known and concealed, at every event, for the officials, a spectator and each player, the table as
 * text (plain and with suit symbols), the narration, the JSON state, the replay page's data and the event as
 * the viewer's stream writes it (which must still read back as an event of the format).
 */
class ViewLeakProperties {

    private static final Style[] STYLES = {Style.PLAIN, Style.RICH};

    @Provide
    Arbitrary<Object[]> tables() {
        return Tables.everyProfile();
    }

    @Property(tries = 12)
    void noViewNamesACardItsViewerMayNotKnow(@ForAll("tables") Object[] table, @ForAll long seed, @ForAll boolean concealed) {
        List<Event> events = Tables.played(table, seed, concealed);
        Replay replay = Replay.of(Audits.MATCH, Audits.lines(events, false).iterator());
        assertThat(replay.end()).isEqualTo(events.size());
        for (Viewer viewer : Tables.viewers(table)) {
            List<CardSet> known = Knowledge.atEachPosition(events, viewer);
            Observer observer = Observer.of(viewer);
            ObjectNode page = HtmlReplay.data(replay, viewer, RuleBook.load());
            JsonNode frames = page.remove("frames");
            page.remove("labels");
            noLeak(page.toString(), known.get(replay.end()), viewer, "the page's data", replay.end());
            for (int position = 0; position <= replay.end(); position++) {
                CardSet may = known.get(position);
                for (Style style : STYLES) {
                    List<String> lines = new TableView(style, viewer).render(replay.match(), replay.stateAt(position),
                            replay.describe(position, viewer), Optional.empty());
                    noLeak(String.join("\n", lines), may, viewer, "the table", position);
                }
                noLeak(replay.describe(position, viewer), may, viewer, "the narration", position);
                noLeak(StateJson.of(replay.stateAt(position), viewer).toString(), may, viewer, "the JSON state", position);
                noLeak(frames.get(position).toString(), may, viewer, "the page's frame", position);
                if (position > 0) {
                    Replay.Moment frame = replay.momentAt(position).orElseThrow();
                    Event seen = observer.event(replay.stateAt(position - 1), frame.event());
                    String line = EventJson.lineText(EventJson.toJson(frame.line().envelope(), seen));
                    noLeak(line, may, viewer, "the streamed event", position);
                    byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
                    LogLine read = new LineParser().parse(1, bytes, 0, bytes.length, true);
                    assertThat(read).as("the streamed event " + line).isInstanceOf(LogLine.EventLine.class);
                    assertThat(((LogLine.EventLine) read).event()).isEqualTo(seen);
                }
            }
        }
    }

    private static void noLeak(String output, CardSet may, Viewer viewer, String what, int position) {
        assertThat(Knowledge.leaks(output, may)).as(what + " as " + viewer + " at position " + position + ":\n" + output).isEmpty();
    }
}
