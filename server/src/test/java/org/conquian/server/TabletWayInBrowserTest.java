package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.log.file.FileEventLog;
import org.conquian.replay.Chromium;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A scorer with only a tablet, in a real browser (Debian's headless Chromium): the address serve prints is opened,
 * its token kept and gone from the address bar; the board offers a new match; the form is filled in by tapping and
 * typing, a start the rules refuse says why beside the form, and the match started opens its scorer's page; the
 * board links the table to that page, where a whole deal is recorded without the token ever being typed. Screenshots are kept in target/pages.
 */
class TabletWayInBrowserTest {

    private static final Path OUT = Path.of("target", "pages");
    private static final Duration DEADLINE = Duration.ofSeconds(60);

    @TempDir
    Path directory;

    @Test
    void fromThePrintedAddressToARecordedDealOnATablet() throws Exception {
        Assumptions.assumeTrue(Chromium.installed(), Chromium.missing());
        Files.createDirectories(OUT);
        try (FileEventLog log = FileEventLog.open(directory.resolve("data"));
             Served served = new Served(log);
             Chromium tablet = Chromium.start(DEADLINE)) {
            Taps taps = Taps.tablet(tablet);
            tablet.open(served.server.scorerAddress().url(), "document.documentElement.hasAttribute('data-listed') && !!document.getElementById('new-match')");
            assertThat(tablet.evaluate("localStorage.getItem('conquian.token')").asText()).isEqualTo(Served.TOKEN);
            assertThat(tablet.evaluate("location.href").asText()).isEqualTo(served.server.url() + "/").doesNotContain("token");
            assertThat(tablet.evaluate("document.getElementById('new-match').getAttribute('href')").asText()).isEqualTo("/new");
            Files.write(OUT.resolve("board-scorer-tablet.png"), tablet.screenshot());

            taps.tap("document.getElementById('new-match')");
            tablet.waitFor("location.pathname === '/new' && document.documentElement.hasAttribute('data-ready')");
            assertThat(tablet.evaluate("document.getElementById('token-field').hidden").asBoolean()).as("the token is kept: not asked").isTrue();
            Files.write(OUT.resolve("new-match-tablet.png"), tablet.screenshot());
            for (String[] player : new String[][] {{"player-1", "ana"}, {"player-2", "ben"}, {"player-3", "cruz"}}) {
                taps.tap("document.getElementById('" + player[0] + "')");
                taps.type(player[1]);
            }
            choose(tablet, "rules", "pagat-upcard");
            choose(tablet, "first-dealer", "ben");
            taps.tap("document.getElementById('target')");
            taps.type("1");
            taps.tap("document.getElementById('house')");
            taps.type("runMax=10\nnextDealer=winner");
            taps.tap("document.getElementById('go')");
            tablet.waitFor("!document.getElementById('refusal').hidden");
            assertThat(tablet.evaluate("document.getElementById('refusal-line').textContent").asText())
                    .startsWith("Not started: ").contains("mexicana");
            assertThat(served.get("/api/matches").json().get("matches")).as("nothing was started").isEmpty();
            Files.write(OUT.resolve("new-match-refused-tablet.png"), tablet.screenshot());

            // three players are mexicana's: pagat-upcard seats two
            tablet.evaluate("(() => { const e = document.getElementById('player-3'); e.value = '';"
                    + " e.dispatchEvent(new Event('input', { bubbles: true })); })()");
            assertThat(tablet.evaluate("[...document.getElementById('first-dealer').options].map((o) => o.value).join(',')").asText())
                    .isEqualTo(",ana,ben");
            // a refusal names the form's fields by their labels, not as the request's JSON names them
            String house = "(() => { const e = document.getElementById('house'); e.value = 'HOUSE';"
                    + " e.dispatchEvent(new Event('input', { bubbles: true })); })()";
            tablet.evaluate(house.replace("HOUSE", "jokers=2"));
            taps.tap("document.getElementById('go')");
            tablet.waitFor("document.getElementById('refusal-line').textContent.includes('jokers')");
            assertThat(tablet.evaluate("document.getElementById('refusal-line').textContent").asText())
                    .startsWith("Not started: House rules: house rule jokers is not one this build plays");
            tablet.evaluate(house.replace("HOUSE", "runMax=10\\nnextDealer=winner"));
            taps.tap("document.getElementById('go')");
            try {
                tablet.waitFor("/^\\/m\\/[^/]+\\/record$/.test(location.pathname) && document.documentElement.hasAttribute('data-seq')");
            } catch (IllegalStateException e) {
                throw new AssertionError(tablet.evaluate("location.href + ' | ' + document.body.innerText").asText(), e);
            }
            String match = tablet.evaluate("decodeURIComponent(location.pathname.split('/')[2])").asText();
            JsonNode state = served.getOfficial("/api/matches/" + match).json().get("state");
            assertThat(state.get("players").toString()).isEqualTo("[\"ana\",\"ben\"]");
            assertThat(state.get("rules").asText()).isEqualTo("pagat-upcard");
            assertThat(state.get("firstDealer").asText()).isEqualTo("ben");
            assertThat(state.get("targetWins").asInt()).isEqualTo(1);
            assertThat(state.get("house").toString()).isEqualTo("{\"runMax\":10,\"nextDealer\":\"winner\"}");
            assertThat(tablet.evaluate("document.getElementById('token-form').hidden").asBoolean()).as("the scorer's page did not ask the token").isTrue();


            // the board now links the table playing to its scorer's page
            tablet.open(served.server.url() + "/", "!!document.querySelector('#live [data-match=\"" + match + "\"] a.score')");
            assertThat(tablet.evaluate("document.querySelector('#live [data-match=\"" + match + "\"] a.score').getAttribute('href')").asText())
                    .isEqualTo("/m/" + match + "/record");
            Files.write(OUT.resolve("board-scorer-live-tablet.png"), tablet.screenshot());
            taps.tap("document.querySelector('#live [data-match=\"" + match + "\"] a.score')");
            tablet.waitFor("location.pathname === '/m/" + match + "/record' && document.documentElement.hasAttribute('data-seq')");

            ScorerPage page = new ScorerPage(tablet, taps, served, match);
            recordTheFirstDeal(page, served, match);
            // won, the match is over at one win; drawn, it goes on: either way what was recorded holds
            Files.write(OUT.resolve("scorer-from-new-tablet.png"), tablet.screenshot());
            byte[] lines = Files.readAllBytes(directory.resolve("data").resolve(match + ".jsonl"));
            assertThat(served.send(served.official("/api/audit").POST(HttpRequest.BodyPublishers.ofByteArray(lines)).build()).response().body())
                    .containsAnyOf("\"verdict\":\"valid\"", "\"verdict\":\"in-progress\"");
        }
    }

    /** The scorer's page records the deal, move by listed move, until the deal ends (the match, at one win, with it). */
    private static void recordTheFirstDeal(ScorerPage page, Served served, String match) throws InterruptedException {
        for (int moves = 0; ; moves++) {
            assertThat(moves).as("moves made").isLessThan(200);
            JsonNode legal = served.getOfficial("/api/matches/" + match + "/moves").json();
            if (moves > 0 && (legal.path("dealDue").asBoolean() || !legal.path("moves").elements().hasNext())) {
                break;
            }
            page.make(PagesBrowserTest.choose(legal));
        }
        page.sync();
        JsonNode state = served.getOfficial("/api/matches/" + match).json().get("state");
        int ended = state.get("draws").asInt();
        for (JsonNode wins : state.get("wins")) {
            ended += wins.asInt();
        }
        assertThat(ended).as("deals ended: %s", state).isEqualTo(1);
    }

    /** Chooses an option of a select as a tablet's picker sets it, and tells the page it changed. */
    private static void choose(Chromium browser, String select, String value) {
        browser.evaluate("(() => { const s = document.getElementById('" + select + "'); s.value = '" + value + "';"
                + " s.dispatchEvent(new Event('change', { bubbles: true })); return s.value; })()");
        assertThat(browser.evaluate("document.getElementById('" + select + "').value").asText()).isEqualTo(value);
    }
}
