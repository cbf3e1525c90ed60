package org.conquian.bench;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.bot.BotMatch;
import org.conquian.contract.Encoder;
import org.conquian.contract.Head;
import org.conquian.contract.LogReader;
import org.conquian.event.Event;
import org.conquian.replay.Chromium;
import org.conquian.replay.HtmlReplay;
import org.conquian.replay.Replay;
import org.conquian.replay.RuleBook;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.view.Viewer;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The replay page: the size of a 700-event match's file, its time to first frame in headless Chromium, and
 * stepping through 1,000 events by key. Pages of the officials' view, the largest (it holds the stock's order).
 */
record HtmlBench(Path home, Results results, boolean quick) {

    private static final String MATCH = "bench-html";

    /**
     * Steps once a frame: the key's handling, timed as it runs; then, in the frame, from a callback asked for before
     * the key (so that it runs just before the page's drawing) to one asked for after it, which also forces the
     * style and layout: the drawing's whole cost, and none of the wait for the frame.
     */
    private static final String EACH_IN_ITS_FRAME = """
            new Promise((done) => {
              const steps = %d;
              const costs = [];
              let before = 0;
              function step() {
                const start = performance.now();
                requestAnimationFrame(() => before = performance.now());
                document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
                const key = performance.now() - start;
                requestAnimationFrame(() => {
                  document.body.offsetHeight;
                  costs.push(key + performance.now() - before);
                  if (costs.length < steps) {
                    step();
                    return;
                  }
                  const sum = costs.reduce((a, b) => a + b, 0);
                  costs.sort((a, b) => a - b);
                  done({ sum: sum * 1000 / steps, median: costs[steps >> 1] });
                });
              }
              step();
            })""";

    void run() throws IOException, InterruptedException {
        Replay long1000 = replay(eventsAtLeast(1001));
        Replay of700 = replay(eventsAtLeast(700).subList(0, 700));
        Path directory = Files.createDirectories(home.resolve("bench/target/html"));
        Path page700 = directory.resolve("match-700.html");
        Files.writeString(page700, HtmlReplay.page(of700, Viewer.OFFICIALS, RuleBook.load(), Optional.empty()));
        long size = Files.size(page700);
        results.add("replay page of a 700-event match, file size", String.format(Locale.ROOT, "%,d KB", size / 1024), "-", "-", "< 1 MB",
                size < 1024 * 1024);
        if (!Chromium.installed()) {
            results.note("replay page in a browser: not measured, " + Chromium.missing());
            return;
        }
        Path page1000 = directory.resolve("match-" + long1000.end() + ".html");
        Files.writeString(page1000, HtmlReplay.page(long1000, Viewer.OFFICIALS, RuleBook.load(), Optional.empty()));
        // a step a frame for 1,000 steps takes half a minute on a loaded machine
        try (Chromium browser = Chromium.start(Duration.ofSeconds(180))) {
            firstFrame(browser, page700);
            stepping(browser, page1000);
        }
    }

    /** The page's own clock once its first frame is painted, from the start of loading; the median of several loads. */
    private void firstFrame(Chromium browser, Path page) throws InterruptedException {
        int loads = quick ? 3 : 11;
        double[] times = new double[loads];
        for (int i = 0; i < loads; i++) {
            browser.open(page.toUri().toString(), "document.documentElement.hasAttribute('data-first-paint')");
            times[i] = browser.evaluate("Number(document.documentElement.getAttribute('data-first-paint'))").asDouble();
        }
        Arrays.sort(times);
        double median = times[loads / 2];
        results.add("replay page of a 700-event match, first frame in headless Chromium", String.format(Locale.ROOT, "%.0f ms", median),
                String.format(Locale.ROOT, "%.0f to %.0f ms, at load %s", times[0], times[loads - 1], load()), "-", "< 300 ms", median < 300);
    }

    /**
     * 1,000 presses of the right arrow sent as a user's keys, as fast as a held key repeats and faster, until the
     * page shows event 1,000: the page draws once per painted frame, so this is the browser's routing of the keys
     * and the frames it paints meanwhile. Then what a step costs the page when each is seen: the same 1,000 steps
     * made inside the page, each drawn in a frame of its own.
     */
    private void stepping(Chromium browser, Path page) throws InterruptedException {
        int rounds = quick ? 1 : 3;
        double best = Double.MAX_VALUE;
        for (int round = 0; round < rounds; round++) {
            browser.open(page.toUri().toString(), "document.documentElement.hasAttribute('data-first-paint')");
            // the page opens at its first deal: the steps start from the match's start
            home(browser);
            long start = System.nanoTime();
            browser.presses("ArrowRight", 1000);
            browser.waitFor("document.documentElement.getAttribute('data-at') === '1000'");
            best = Math.min(best, (System.nanoTime() - start) / 1e6);
        }
        home(browser);
        JsonNode drawn = browser.evaluate(EACH_IN_ITS_FRAME.formatted(quick ? 100 : 1000));
        results.add("replay page: 1,000 events stepped by key in headless Chromium", String.format(Locale.ROOT, "%.0f ms", best),
                String.format(Locale.ROOT, "%.0f ms in the page with each step drawn in a frame of its own (its key, then its frame's script, "
                        + "style and layout; median %.2f ms a step), at load %s", drawn.path("sum").asDouble(), drawn.path("median").asDouble(), load()),
                "-", "< 1 s", best < 1000);
    }

    private static void home(Chromium browser) throws InterruptedException {
        browser.press("Home");
        browser.waitFor("document.documentElement.getAttribute('data-at') === '0'");
    }

    /** The machine's load over the last minute, as uptime shows it: the figures of a shared machine depend on it. */
    private static String load() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** The events of the first pagat-upcard bot match (to 10 wins) that has at least that many. */
    private static List<Event> eventsAtLeast(int count) {
        for (long seed = Data.SEED; ; seed++) {
            List<Event> events = BotMatch.play(Data.PLAYERS, Profile.PAGAT_UPCARD, new Options(null, null, 10), seed);
            if (events.size() >= count) {
                return events;
            }
        }
    }

    private static Replay replay(List<Event> events) throws IOException {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        Head head = Head.empty(MATCH);
        for (Event event : events) {
            Encoder.Encoded encoded = Encoder.encode(head, event, "2026-11-29T18:00:00.000Z");
            log.write(encoded.line());
            log.write('\n');
            head = encoded.head();
        }
        try (LogReader reader = new LogReader(new ByteArrayInputStream(log.toByteArray()))) {
            return Replay.of(MATCH, reader);
        }
    }
}
