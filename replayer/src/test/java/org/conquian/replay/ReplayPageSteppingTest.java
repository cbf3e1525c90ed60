package org.conquian.replay;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.rules.Profile;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.replay.ReplayPage.READY;
import static org.conquian.replay.ReplayPage.SHOWN;
import static org.conquian.replay.ReplayPage.play;
import static org.conquian.replay.ReplayPage.replay;
import static org.conquian.replay.ReplayPage.write;

/**
 * Keys pressed as fast as the browser takes them, faster than it paints: the page draws the moment asked for once
 * per painted frame, and ends at the event the keys asked for. In every frame painted on the way, every part of the
 * page (the table, the standings, the event's words, the slider, the count, the buttons, the move marked) shows
 * one and the same moment, and the table is the replayer's there.
 */
class ReplayPageSteppingTest {

    /** Reads what the page shows at the start of every frame: what the frame before it painted. */
    private static final String WATCH = """
            (() => {
              const shown = %s;
              window.painted = [];
              window.watching = true;
              (function look() {
                if (!window.watching) return;
                window.painted.push(shown());
                requestAnimationFrame(look);
              })();
              return true;
            })()""".formatted(SHOWN);

    @RegisterExtension
    static final Browser BROWSER = new Browser();

    @ParameterizedTest(name = "{0}, concealed {2}")
    @MethodSource("org.conquian.replay.HtmlReplayBrowserTest#matches")
    void keysPressedFasterThanFramesEndAtTheEventAskedForWithEveryPartAgreeingInEveryFrame(Profile profile, List<String> players,
                                                                                           boolean concealed) throws IOException, InterruptedException {
        Replay replay = replay(play(profile, players, concealed));
        BROWSER.chromium().open(write(replay, "stepping-" + profile.id() + (concealed ? "-concealed" : "-known")), READY);
        BROWSER.chromium().press("Home");
        ReplayPage.assertShows(BROWSER.chromium(), replay, 0);
        BROWSER.chromium().evaluate(WATCH);

        int forward = Math.min(replay.end(), 400);
        BROWSER.chromium().presses("ArrowRight", forward);
        BROWSER.chromium().presses("ArrowLeft", forward / 3);
        ReplayPage.assertShows(BROWSER.chromium(), replay, forward - forward / 3);
        BROWSER.chromium().press("End");
        BROWSER.chromium().presses("ArrowLeft", 5);
        ReplayPage.assertShows(BROWSER.chromium(), replay, replay.end() - 5);

        JsonNode painted = BROWSER.chromium().evaluate("window.watching = false; window.painted");
        assertThat(painted.size()).as("frames painted").isPositive();
        for (JsonNode shown : painted) {
            int at = shown.path("at").asInt();
            ReplayPage.assertTable(shown, replay, at);
            ReplayPage.assertPosition(shown, replay, at);
        }
    }
}
