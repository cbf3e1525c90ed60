package org.conquian.replay;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.rules.Profile;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.time.Duration;
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

    private static Chromium browser;

    @BeforeAll
    static void startBrowser() throws IOException, InterruptedException {
        Assumptions.assumeTrue(Chromium.installed(), Chromium.missing());
        browser = Chromium.start(Duration.ofSeconds(60));
    }

    @AfterAll
    static void stopBrowser() {
        if (browser != null) {
            browser.close();
        }
    }

    @ParameterizedTest(name = "{0}, concealed {2}")
    @MethodSource("org.conquian.replay.HtmlReplayBrowserTest#matches")
    void keysPressedFasterThanFramesEndAtTheEventAskedForWithEveryPartAgreeingInEveryFrame(Profile profile, List<String> players,
                                                                                           boolean concealed) throws IOException, InterruptedException {
        Replay replay = replay(play(profile, players, concealed));
        browser.open(write(replay, "stepping-" + profile.id() + (concealed ? "-concealed" : "-known")), READY);
        browser.press("Home");
        ReplayPage.assertShows(browser, replay, 0);
        browser.evaluate(WATCH);

        int forward = Math.min(replay.end(), 400);
        browser.presses("ArrowRight", forward);
        browser.presses("ArrowLeft", forward / 3);
        ReplayPage.assertShows(browser, replay, forward - forward / 3);
        browser.press("End");
        browser.presses("ArrowLeft", 5);
        ReplayPage.assertShows(browser, replay, replay.end() - 5);

        JsonNode painted = browser.evaluate("window.watching = false; window.painted");
        assertThat(painted.size()).as("frames painted").isPositive();
        for (JsonNode shown : painted) {
            int at = shown.path("at").asInt();
            ReplayPage.assertTable(shown, replay, at);
            ReplayPage.assertPosition(shown, replay, at);
        }
    }
}
