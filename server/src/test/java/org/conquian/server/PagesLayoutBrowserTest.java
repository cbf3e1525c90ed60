package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.log.file.FileEventLog;
import org.conquian.recorder.KeyFiles;
import org.conquian.recorder.Recorder;
import org.conquian.replay.Chromium;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The pages laid out on a tablet (1024x768 and 768x1024) and a phone (390x844), in a real browser (Debian's headless
 * Chromium): the table fills the screen with cards large enough to read and the stock a stack with its count; on a phone
 * the scorer's moves are a bar at the bottom, in view, with the table whole above it, and a player's page opens at the
 * table; the card the last take marked lies over no other meld; {@code ?at=SEQ} opens the live table at that event and
 * the address keeps in step; the deal's end names its winner; a signed match says by which key, an abandoned one says
 * so, on the pages open as it is given up; long melds and the waste show every card's corner at a readable size. The
 * server is signed by a key of its own. Screenshots are kept in target/pages, and with
 * {@code -Dconquian.screens=DIRECTORY} (the README's docs/screens) written there too.
 */
class PagesLayoutBrowserTest {

    private static final Path OUT = Path.of("target", "pages");
    private static final Duration DEADLINE = Duration.ofSeconds(60);
    /** A screenshot for the README is kept below this size. */
    private static final int SCREEN_BYTES = 150 * 1024;

    @TempDir
    static Path directory;

    private static FileEventLog log;
    private static Served served;
    private static Chromium browser;
    private static String signer;
    /** Each match's links, as its start answered them: a player's address carries their key. */
    private static final Map<String, JsonNode> LINKS = new ConcurrentHashMap<>();

    @BeforeAll
    static void open() throws Exception {
        Assumptions.assumeTrue(Chromium.installed(), Chromium.missing());
        Files.createDirectories(OUT);
        signer = KeyFiles.create(directory, "club");
        KeyFiles.SigningKey key = KeyFiles.ownersSigningKey(directory.resolve("club.key"));
        log = FileEventLog.open(directory.resolve("data"));
        served = new Served(ServeSettings.local(0), log, new Recorder(log, Served.CLOCK).signingWith(key));
        browser = Chromium.start(DEADLINE);
        // a whole known match, recorded through the API: its frames hold takes into several melds and deals won
        Scripts.Script script = Scripts.anglo("whole");
        Served.Answer started = served.post("/api/matches", script.start().toString());
        assertThat(started.status()).as("%s", started.json()).isEqualTo(201);
        LINKS.put("whole", started.json().get("links"));
        for (ObjectNode move : script.moves()) {
            assertThat(served.post("/api/matches/whole/moves", move.toString()).status()).as("%s", move).isEqualTo(200);
        }
    }

    @AfterAll
    static void close() {
        Served.closeAll(browser, served, log);
    }

    @Test
    void onATabletTheTableFillsTheScreenWithCardsToReadAndTheStockIsAStackWithItsCount() throws Exception {
        String match = midDeal("tablet", 9);
        ScorerPage page = new ScorerPage(browser, Taps.tablet(browser), served, match);
        page.open();
        page.sync();
        fillsTheScreen("the scorer's page in landscape");
        assertThat(number("document.querySelector('#table .ct-hand .ct-card').getBoundingClientRect().width")).as("a hand's card, wide").isGreaterThanOrEqualTo(56);
        assertThat(text("document.querySelector('#table .ct-pile .ct-tally').textContent")).as("the stock's count on its stack")
                .isEqualTo(String.valueOf(stockLeft(match)));
        assertThat(number("document.querySelectorAll('#table .ct-order .ct-card').length")).as("the stock's top cards shown").isBetween(1.0, 5.0);
        assertThat(number("Math.min(...[...document.querySelectorAll('#table .ct-order .ct-card, #table .ct-waste .ct-card')]"
                + ".map((c) => c.getBoundingClientRect().width))")).as("the stock's top cards and the waste's, wide enough to read").isGreaterThanOrEqualTo(34);
        assertThat(text("document.getElementById('marks').textContent")).isEqualTo("signed by key " + signer.substring(0, 16) + "…");
        screen("scorer-tablet.png", true);

        // held upright, the tablet is laid out as a phone: the moves a bar at the bottom, the table filling the room above it
        browser.viewport(768, 1024, false);
        browser.waitFor("window.innerWidth === 768");
        theBarIsInViewAndTheTableWholeAboveIt("in portrait");
        assertThat(number("document.getElementById('play').getBoundingClientRect().bottom")).as("the bar at the bottom").isGreaterThan(1024 - 2);
        assertThat(number("document.querySelector('#table .ct-table').getBoundingClientRect().bottom")).as("the table down to the bar")
                .isGreaterThan(number("document.getElementById('play').getBoundingClientRect().top") - 24);
        assertThat(number("document.querySelector('#table .ct-hand .ct-card').getBoundingClientRect().width")).isGreaterThanOrEqualTo(50);
        screen("scorer-tablet-portrait.png", false);

        Taps.tablet(browser);
        browser.open(served.server.url() + "/m/" + match, "document.documentElement.getAttribute('data-at') === '" + page.seq() + "'");
        assertThat(number("document.getElementById('table').getBoundingClientRect().bottom")).as("the live table's bottom")
                .isGreaterThan(768 * 0.7);
        assertThat(number("document.getElementById('steps').getBoundingClientRect().bottom")).as("its steps on screen").isLessThanOrEqualTo(768);
        assertThat(number("document.documentElement.scrollHeight")).as("the page's height: it does not scroll").isLessThanOrEqualTo(768);
        assertThat(number("document.querySelector('#table .ct-hand .ct-card').getBoundingClientRect().width")).isGreaterThanOrEqualTo(50);
        assertThat(text("document.getElementById('marks').textContent")).startsWith("signed by key ");
        screen("table-tablet.png", true);
    }

    /** A deal of two with a run of eight among three melds, another of seven, and a waste of seven, as a frame's table holds it. */
    private static final String LONG_MELDS = """
            { n: 2, dl: "ben", p: [
              { n: "ana", z: 1, h: "2D", d: 0, m: ["3H 4H 5H 6H 7H JH QH KH", "AC AD AS", "4S 5S 6S 7S JS QS"] },
              { n: "ben", z: 1, h: "3D", d: 0, m: ["2C 3C 4C 5C 6C 7C JC", "KC KD KS"] }],
              cc: "7D", cw: "discarded by ben, open to ana: take or reject", k: 12, w: "QC 4D 5D 6D JD QD AH", o: "2H 2S 3S" }""";
    /** A partnership's deal: each team's melds at the seat of its first, a run of seven or eight among them, and a waste. */
    private static final String TEAMS_MELDS = """
            { n: 1, dl: "dee", p: [
              { n: "ana", z: 2, d: 2, m: ["AH 2H 3H 4H 5H 6H 7H", "AC AD AS", "4S 5S 6S 7S JS", "KC KD KS KH"], t: "ana & cruz" },
              { n: "ben", z: 3, d: 3, m: ["2D 3D 4D 5D 6D 7D JD QD", "QC QH QS", "6C 7C JC"], t: "ben & dee" },
              { n: "cruz", z: 1, d: 1, m: [], t: "ana & cruz", ms: "ana" },
              { n: "dee", z: 2, d: 2, m: [], t: "ben & dee", ms: "ben" }],
              cc: "JH", cw: "discarded by ana, open to ben: take or reject", k: 20, w: "2S 3S 2C 3C 4C 5C" }""";
    /** A partnership's deal late in its play: a team's nine melds, 30 cards, at one seat of half the table's width. */
    private static final String NINE_MELDS = """
            { n: 1, dl: "cruz", p: [
              { n: "ana", z: 4, d: 4, m: ["JH QH KH", "AS 2S 3S"], t: "ana & cruz" },
              { n: "ben", z: 0, d: 0, m: ["AC 2C 3C 4C", "5C 6C 7C", "JC QC KC", "AD 2D 3D", "4D 5D 6D 7D", "JD QD KD", "AH 2H 3H",
                "4H 5H 6H", "7S JS QS KS"], t: "ben & dee" },
              { n: "cruz", z: 3, d: 3, m: [], t: "ana & cruz", ms: "ana" },
              { n: "dee", z: 1, d: 1, m: [], t: "ben & dee", ms: "ben" }],
              cc: "7H", cw: "revealed by ana, open to ana: take or pass", k: 13, w: "4S 5S" }""";


    /**
     * Long melds (a run of eight, a team's many melds) and a waste of several cards, drawn by the pages' own card table
     * (cards.js, with each page's styles) on the live table and on the scorer's page, on a tablet held either way and on
     * a phone: every card's corner, its rank and its suit, lies on screen (the table scrolled to it where it scrolls) under
     * no other card, the melds' and the waste's cards are wide enough to read, a seat's counts are whole, and the centre card
     * fills its slot. The scorer's page in landscape holds
     * the whole table, of two seats or four, with no scrolling.
     */
    @Test
    void longMeldsAndTheWasteShowEveryCardsCornerAtAReadableSize() throws Exception {
        for (String page : List.of("/m/whole", "/m/whole/record")) {
            for (int[] size : List.of(new int[] {1024, 768, 0}, new int[] {768, 1024, 0}, new int[] {390, 844, 1})) {
                for (Map.Entry<String, String> deal : Map.of("", LONG_MELDS, "-teams", TEAMS_MELDS, "-nine", NINE_MELDS).entrySet()) {
                    String view = deal.getValue();
                    String where = page + " at " + size[0] + "x" + size[1] + deal.getKey();
                    if (page.endsWith("record")) {
                        new ScorerPage(browser, size[2] == 1 ? Taps.phone(browser) : Taps.tablet(browser), served, "whole").open();
                    } else {
                        Taps.tablet(browser);
                        browser.open(served.server.url() + page, "document.documentElement.hasAttribute('data-at')");
                    }
                    browser.viewport(size[0], size[1], size[2] == 1);
                    browser.waitFor("window.innerWidth === " + size[0] + " && !!document.querySelector('#table .ct-seat')");
                    browser.evaluate("ConquianCards.table(document.getElementById('table'), { stockShown: 5 }).show(" + view + ", null)");
                    browser.waitFor("document.querySelectorAll('#table .ct-meld').length >= 5");
                    JsonNode faults = browser.evaluate("""
                            (() => {
                              const faults = [];
                              document.querySelectorAll('#table .ct-meld .ct-card, #table .ct-waste .ct-card').forEach((card) => {
                                card.scrollIntoView({ block: 'nearest', inline: 'nearest' });
                                const r = card.getBoundingClientRect();
                                const x = r.left + r.width * 7.5 / 60;
                                [['rank', 12], ['suit', 24]].forEach(([what, y]) => {
                                  const hit = document.elementFromPoint(x, r.top + r.height * y / 84);
                                  if (hit !== card) faults.push(card.dataset.card + "'s " + what + ' under ' + (hit && (hit.dataset.card || hit.className)));
                                });
                                if (r.width < MIN) faults.push(card.dataset.card + ' is ' + r.width.toFixed(1) + ' px wide');
                                const seat = card.closest('.ct-seat');
                                if (seat && r.bottom > seat.getBoundingClientRect().bottom + 1) faults.push(card.dataset.card + ' lies below its seat');
                              });
                              // a seat's counts are whole, its team's words giving way to them
                              document.querySelectorAll('#table .ct-seat:not([hidden]) .ct-count').forEach((count) => {
                                if (count.scrollWidth > count.clientWidth
                                    || count.getBoundingClientRect().right > count.closest('.ct-plate').getBoundingClientRect().right + .5) {
                                  faults.push('the count "' + count.textContent + '" is cut off');
                                }
                              });
                              // the centre card fills its slot
                              const slot = document.querySelector('#table .ct-slot');
                              const centre = slot.querySelector('.ct-card').getBoundingClientRect().width;
                              if (centre < slot.getBoundingClientRect().width * .95) {
                                faults.push('the centre card is ' + centre.toFixed(1) + ' px wide in a slot of ' + slot.getBoundingClientRect().width.toFixed(1));
                              }
                              return faults;
                            })()""".replace("MIN", size[2] == 1 ? "24" : "32"));
                    screen("melds-" + (page.endsWith("record") ? "scorer" : "table") + "-" + size[0] + "x" + size[1] + deal.getKey() + ".png", false);
                    assertThat(faults.toString()).as(where).isEqualTo("[]");
                    if (page.endsWith("record") && size[0] > size[1] && deal.getValue() != NINE_MELDS) {
                        // in landscape the scorer sees the whole table, four seats round it too, with no scrolling (a team's
                        // nine melds take a third row at the cards' full size, and the page scrolls to it)
                        browser.evaluate("window.scrollTo(0, 0)");
                        assertThat(number("document.documentElement.scrollHeight")).as(where + ": the page's height").isLessThanOrEqualTo(size[1]);
                    }
                }
            }
        }
    }

    /**
     * The scorer of three or four players (mexicana's three, a partnership's four) on a tablet in landscape sees the seats
     * whole, with no scrolling: the seats left and right of the centre side by side, the stock's order below the centre,
     * the header on one line, long names and all.
     */
    @Test
    void aScorerOfThreeOrFourSeesTheSeatsWholeOnATabletInLandscape() throws Exception {
        List<Map.Entry<String, String>> starts = List.of(
                Map.entry("teams", "{\"match\":\"teams\",\"players\":[\"ana\",\"ben\",\"cruz\",\"dee\"],\"rules\":\"pagat-upcard\","
                        + "\"firstDealer\":\"dee\",\"seed\":3,\"house\":{\"partnership\":true}}"),
                // long names, as a club may give: the header still keeps to one line, the page to the screen's width
                Map.entry("three", "{\"match\":\"three\",\"players\":[\"anastasia-maria\",\"bartholomew-jones\",\"cruz\"],"
                        + "\"rules\":\"mexicana\",\"firstDealer\":\"cruz\",\"seed\":3}"));
        for (Map.Entry<String, String> start : starts) {
            String match = played(start.getValue(), start.getKey(), 40);
            ScorerPage page = new ScorerPage(browser, Taps.tablet(browser), served, match);
            page.open();
            page.sync();
            // taken first, to see what an assertion below finds
            screen("scorer-tablet-" + match + ".png", match.equals("teams"));
            fillsTheScreen(match + ": the scorer's page in landscape");
            assertThat(number("document.documentElement.scrollHeight")).as(match + ": the page's height, not scrolling").isLessThanOrEqualTo(768);
            assertThat(number("document.documentElement.scrollWidth")).as(match + ": the page's width, not scrolling").isLessThanOrEqualTo(1024);
            assertThat(number("document.querySelector('.bar').getBoundingClientRect().height")).as(match + ": the header, one line").isLessThan(60);
            assertThat(number("document.querySelector('#table .ct-left').getBoundingClientRect().top"))
                    .as(match + ": the seats left and right of the centre, side by side")
                    .isEqualTo(number("document.querySelector('#table .ct-right').getBoundingClientRect().top"));
        }
        // the cambio of three, its three hands' cards to choose from beside the table: the moves scroll in their column
        String cambio = played("{\"match\":\"cambio\",\"players\":[\"ana\",\"ben\",\"cruz\"],\"rules\":\"mexicana\","
                + "\"firstDealer\":\"cruz\",\"seed\":3}", "cambio", 1);
        ScorerPage exchange = new ScorerPage(browser, Taps.tablet(browser), served, cambio);
        exchange.open();
        exchange.sync();
        browser.waitFor("document.querySelectorAll('#choices [data-tap]').length >= 24");
        screen("scorer-tablet-cambio.png", false);
        fillsTheScreen("the cambio's scorer's page in landscape");
        assertThat(number("document.documentElement.scrollHeight")).as("the cambio: the page's height, not scrolling").isLessThanOrEqualTo(768);

        // the board gives a partnership's score by team, as its table does
        browser.open(served.server.url() + "/", "!!document.querySelector('#live [data-match=\"teams\"]')");
        assertThat(text("document.querySelector('#live [data-match=\"teams\"] .facts').textContent")).contains("score ana & cruz ");
    }

    /** The table reaches near the bottom of the screen, and nothing lies below it but the page's own end. */
    private static void fillsTheScreen(String what) throws InterruptedException {
        browser.waitFor("document.querySelector('#table .ct-seat')");
        double height = number("window.innerHeight");
        double bottom = number("document.querySelector('#table .ct-table').getBoundingClientRect().bottom");
        assertThat(bottom).as("%s: the table's bottom, the screen %s high", what, height).isGreaterThan(height - 40).isLessThanOrEqualTo(height + 1);
    }

    @Test
    void onAPhoneTheScorersMovesAreABarInViewAndAPlayersPageOpensAtTheTable() throws Exception {
        String match = midDeal("phone", 9);
        ScorerPage page = new ScorerPage(browser, Taps.phone(browser), served, match);
        page.open();
        page.sync();
        theBarIsInViewAndTheTableWholeAboveIt("a move to choose");
        // a take with more than one way to meld, or any move: the bar holds what is being composed
        page.tap("document.querySelector('#choices button[data-op]')");
        theBarIsInViewAndTheTableWholeAboveIt("a move waiting for Record");
        screen("scorer-phone.png", true);
        // the last card of the table is reached by scrolling the table, above the bar
        page.tap("[...document.querySelectorAll('#table .ct-seat')].pop().querySelector('.ct-plate')");
        theBarIsInViewAndTheTableWholeAboveIt("the table scrolled to its end");

        String seq = String.valueOf(page.seq());
        browser.open(LINKS.get(match).get("ana").asText(),
                "document.documentElement.getAttribute('data-at') === '" + seq + "' && !!document.querySelector('#table .ct-hand [data-card]')");
        assertThat(number("window.scrollY")).as("the player's page is not scrolled past the table").isZero();
        assertThat(number("document.querySelector('#table .ct-table').getBoundingClientRect().top")).as("the table's top")
                .isBetween(0.0, number("window.innerHeight") / 3);
        screen("player-phone.png", false);
    }

    private static void theBarIsInViewAndTheTableWholeAboveIt(String when) {
        JsonNode box = browser.evaluate("(() => { const p = document.getElementById('play').getBoundingClientRect();"
                + " const t = document.getElementById('table').getBoundingClientRect();"
                + " return { top: p.top, bottom: p.bottom, table: t.bottom, tableTop: t.top, height: innerHeight,"
                + " scrolls: document.documentElement.scrollHeight > innerHeight + 1 }; })()");
        assertThat(box.get("bottom").asDouble()).as("%s: the bar's bottom %s", when, box).isLessThanOrEqualTo(box.get("height").asDouble() + 1);
        assertThat(box.get("top").asDouble()).as("%s: the bar's top %s", when, box).isGreaterThan(box.get("height").asDouble() * 0.3);
        assertThat(box.get("table").asDouble()).as("%s: the table ends above the bar %s", when, box).isLessThanOrEqualTo(box.get("top").asDouble() + 1);
        assertThat(box.get("tableTop").asDouble()).as("%s: the table's top on screen %s", when, box).isGreaterThanOrEqualTo(0);
        assertThat(box.get("scrolls").asBoolean()).as("%s: the page itself does not scroll under the bar %s", when, box).isFalse();
    }

    @Test
    void theAddressCarriesTheMomentTheMarkedCardCoversNoOtherMeldAndTheDealsEndNamesItsWinner() throws Exception {
        List<JsonNode> frames = frames("whole");
        Taps.tablet(browser);
        // a take that lays a card into a player's melds while they hold another meld
        JsonNode take = frames.stream().filter(f -> f.path("event").path("type").asText().equals("MeldsRearranged"))
                .filter(f -> melds(f, f.path("event").path("player").asText()) >= 2).findFirst().orElseThrow();
        long seq = take.get("seq").asLong();
        browser.open(served.server.url() + "/m/whole?at=" + seq, "document.documentElement.getAttribute('data-at') === '" + seq + "'");
        assertThat(text("location.search")).isEqualTo("?at=" + seq);
        assertThat(text("document.querySelector('#events [aria-current=true]').textContent")).startsWith(seq + ". ");
        JsonNode faults = browser.evaluate("""
                (() => {
                  const marked = [...document.querySelectorAll('#table .ct-melds .ct-moved')];
                  const faults = [];
                  if (!marked.length) faults.push('no marked card in the melds');
                  marked.forEach((card) => {
                    const r = card.getBoundingClientRect();
                    document.querySelectorAll('#table .ct-meld').forEach((meld) => {
                      if (meld.contains(card)) return;
                      const m = meld.getBoundingClientRect();
                      if (r.left < m.right && m.left < r.right && r.top < m.bottom && m.top < r.bottom) faults.push(card.dataset.card + ' lies over the meld ' + meld.dataset.meld);
                    });
                    const next = card.nextElementSibling;
                    if (next) {
                      const n = next.getBoundingClientRect();
                      const hit = document.elementFromPoint(n.left + 4, n.top + 12);
                      if (hit !== next) faults.push(card.dataset.card + ' covers the corner of ' + next.dataset.card);
                    }
                  });
                  return faults;
                })()""");
        assertThat(faults.toString()).isEqualTo("[]");
        screen("table-marked-take.png", false);

        // stepping keeps the address in step; live takes the moment out of it
        browser.press("ArrowLeft");
        browser.waitFor("document.documentElement.getAttribute('data-at') === '" + (seq - 1) + "'");
        assertThat(text("location.search")).isEqualTo("?at=" + (seq - 1));
        browser.press("End");
        browser.waitFor("document.getElementById('where').textContent.startsWith('The match is over')");
        assertThat(text("location.search")).isEmpty();
        assertThat(text("document.getElementById('next').textContent")).as("what a match over waits for").isEmpty();

        // a player's address keeps its as and key beside the moment
        String ana = LINKS.get("whole").get("ana").asText();
        browser.open(ana + "&at=3", "document.documentElement.getAttribute('data-at') === '3'");
        browser.press("ArrowRight");
        browser.waitFor("document.documentElement.getAttribute('data-at') === '4'");
        assertThat(text("location.href")).isEqualTo(ana + "&at=4");

        JsonNode won = frames.stream().filter(f -> f.path("event").path("type").asText().equals("DealEnded"))
                .filter(f -> f.path("event").path("result").asText().equals("won")).findFirst().orElseThrow();
        String winner = won.path("event").path("winner").asText();
        browser.open(served.server.url() + "/m/whole?at=" + won.get("seq").asLong(),
                "document.documentElement.getAttribute('data-at') === '" + won.get("seq").asLong() + "'");
        assertThat(text("document.querySelector('#table .ct-result').innerText")).isEqualToIgnoringCase("the deal is over, won by " + winner);
        assertThat(number("document.querySelector('#table .ct-result').getBoundingClientRect().height")).as("shown").isPositive();
        screen("table-deal-won.png", false);
        // the deal before it, as it is being played, names no winner
        browser.press("ArrowLeft");
        browser.waitFor("document.documentElement.getAttribute('data-at') === '" + (won.get("seq").asLong() - 1) + "'");
        assertThat(text("document.querySelector('#table .ct-result').textContent")).isEmpty();

        // the scorer's page at the match's end names the last deal's winner on its table
        ScorerPage page = new ScorerPage(browser, Taps.tablet(browser), served, "whole");
        page.open();
        page.sync();
        JsonNode last = frames.getLast().path("table").path("deal");
        assertThat(text("document.querySelector('#table .ct-result').textContent")).isEqualTo(last.path("r").asText()).contains("won by");
    }

    @Test
    void aSignedMatchSaysByWhichKeyAndAnAbandonedOneSaysSoOnTheBoardAndItsPages() throws Exception {
        String match = midDeal("given-up", 4);
        Served.Answer abandoned = served.post("/api/matches/" + match + "/abandon", "");
        assertThat(abandoned.status()).as("%s", abandoned.json()).isEqualTo(200);
        Taps.tablet(browser);
        browser.open(served.server.url() + "/m/" + match, "!!document.querySelector('#marks .abandoned')");
        assertThat(text("document.getElementById('marks').innerText")).contains("signed by key " + signer.substring(0, 16)).contains("abandoned");
        assertThat(text("document.querySelector('#marks [data-signer]').getAttribute('data-signer')")).isEqualTo(signer);
        assertThat(text("document.getElementById('where').textContent")).startsWith("The match was abandoned");
        assertThat(text("document.getElementById('next').textContent")).as("what a match given up waits for").isEmpty();

        browser.open(served.server.url() + "/m/" + match + "/record", "document.documentElement.hasAttribute('data-seq') || !document.getElementById('token-form').hidden");
        new ScorerPage(browser, Taps.tablet(browser), served, match).open();
        browser.waitFor("!!document.querySelector('#marks .abandoned')");

        browser.open(served.server.url() + "/", "!!document.querySelector('#finished [data-match=\"" + match + "\"]')"
                + " && !!document.querySelector('#finished [data-match=\"whole\"]')");
        assertThat(text("document.querySelector('#finished [data-match=\"" + match + "\"]').innerText")).contains("abandoned")
                .contains("signed by key " + signer.substring(0, 16));
        assertThat(text("document.querySelector('#finished [data-match=\"whole\"]').innerText")).contains("signed by key " + signer.substring(0, 16))
                .doesNotContain("abandoned");
    }

    /**
     * An abandonment reaches the board and the open pages of its match as it is made, through the streams they follow,
     * none of them loaded again (each keeps a mark set before it): the board lists the match as finished, abandoned; the
     * live table and the scorer's page mark it so, and the scorer's page offers no move.
     */
    @Test
    void anAbandonmentReachesTheBoardAndTheOpenPagesOfItsMatchAsItIsMade() throws Exception {
        String match = midDeal("left", 4);
        String seq = served.getOfficial("/api/matches/" + match).header("ETag").replace("\"", "");
        try (Chromium table = Chromium.start(DEADLINE); Chromium scorer = Chromium.start(DEADLINE)) {
            Taps.tablet(browser);
            browser.open(served.server.url() + "/", "document.documentElement.getAttribute('data-following') === 'true'"
                    + " && !!document.querySelector('#live [data-match=\"" + match + "\"]')");
            Taps.tablet(table);
            table.open(served.server.url() + "/m/" + match, "document.documentElement.getAttribute('data-at') === '" + seq + "'");
            ScorerPage page = new ScorerPage(scorer, Taps.tablet(scorer), served, match);
            page.open();
            page.sync();
            assertThat(scorer.evaluate("document.querySelectorAll('#choices button[data-op]').length").asInt()).as("moves offered").isPositive();
            for (Chromium each : List.of(browser, table, scorer)) {
                each.evaluate("window.kept = true");
            }

            assertThat(served.post("/api/matches/" + match + "/abandon", "").status()).isEqualTo(200);
            browser.waitFor("!!document.querySelector('#finished [data-match=\"" + match + "\"] .abandoned')");
            assertThat(browser.evaluate("!!document.querySelector('#live [data-match=\"" + match + "\"]')").asBoolean()).as("still a table playing").isFalse();
            table.waitFor("!!document.querySelector('#marks .abandoned')");
            assertThat(table.evaluate("document.getElementById('where').textContent").asText()).isEqualTo("The match was abandoned after " + seq + " events.");
            assertThat(table.evaluate("document.getElementById('next').textContent").asText()).as("what a match given up waits for").isEmpty();
            scorer.waitFor("!!document.querySelector('#marks .abandoned')");
            scorer.waitFor("document.getElementById('prompt').textContent === 'The match was abandoned: it records no more moves.'");
            assertThat(scorer.evaluate("document.querySelectorAll('#choices button[data-op]').length").asInt()).as("moves offered").isZero();
            for (Chromium each : List.of(browser, table, scorer)) {
                assertThat(each.evaluate("window.kept === true").asBoolean()).as("the page was not loaded again").isTrue();
            }
        }
    }

    /**
     * The seats keep their places from deal to deal, whichever deal a page opens on: the first dealer's at the bottom of a
     * spectator's table and of the scorer's page, live in the second deal (whose dealer is the other player) or at an
     * event of the first; on the board, the first player's.
     */
    @Test
    void theSeatsKeepTheirPlacesWhicheverDealAPageOpensOn() throws Exception {
        String match = played("{\"match\":\"seats\",\"players\":[\"ana\",\"ben\"],\"rules\":\"pagat-upcard\",\"firstDealer\":\"ben\","
                + "\"seed\":3}", "seats", 0);
        for (int deals = 0, moves = 0; deals < 2 || served.getOfficial("/api/matches/" + match).json().path("state").path("stage").asText()
                .equals("awaiting-deal"); moves++) {
            assertThat(moves).as("moves before the second deal").isLessThan(600);
            JsonNode move = PagesBrowserTest.choose(served.getOfficial("/api/matches/" + match + "/moves").json());
            deals += move.get("op").asText().equals("deal") ? 1 : 0;
            assertThat(served.post("/api/matches/" + match + "/moves", move.toString()).status()).isEqualTo(200);
        }
        String bottom = "document.querySelector('#table .ct-bottom').dataset.player";
        Taps.tablet(browser);
        browser.open(served.server.url() + "/m/" + match, "!!document.querySelector('#table .ct-bottom')"
                + " && document.documentElement.getAttribute('data-at') === '" + served.getOfficial("/api/matches/" + match).header("ETag").replace("\"", "") + "'");
        assertThat(text(bottom)).as("live, in the second deal, dealt by ana").isEqualTo("ben");
        browser.open(served.server.url() + "/m/" + match + "?at=3", "document.documentElement.getAttribute('data-at') === '3'");
        assertThat(text(bottom)).as("at an event of the first deal").isEqualTo("ben");
        new ScorerPage(browser, Taps.tablet(browser), served, match).open();
        browser.waitFor("!!document.querySelector('#table .ct-bottom')");
        assertThat(text(bottom)).as("the scorer's page").isEqualTo("ben");
        browser.open(served.server.url() + "/", "!!document.querySelector('#live [data-match=\"seats\"] .ct-bottom')");
        assertThat(text("document.querySelector('#live [data-match=\"seats\"] .ct-bottom').dataset.player")).as("the board").isEqualTo("ana");
    }

    /** A new match of two, its first moves recorded through the API: the deal under way. */
    private static String midDeal(String match, int moves) {
        return played("{\"match\":\"" + match + "\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":6}", match, moves);
    }

    /** A match started as the body says, and that many moves made as the API lists them. */
    private static String played(String start, String match, int moves) {
        Served.Answer started = served.post("/api/matches", start);
        assertThat(started.status()).as("%s", started.json()).isEqualTo(201);
        LINKS.put(match, started.json().get("links"));
        for (int i = 0; i < moves; i++) {
            JsonNode move = PagesBrowserTest.choose(served.getOfficial("/api/matches/" + match + "/moves").json());
            assertThat(served.post("/api/matches/" + match + "/moves", move.toString()).status()).isEqualTo(200);
        }
        return match;
    }

    private static int stockLeft(String match) {
        return served.getOfficial("/api/matches/" + match).json().path("state").path("deal").path("stock").asInt();
    }

    private static int melds(JsonNode frame, String player) {
        for (JsonNode seat : frame.path("table").path("deal").path("p")) {
            if (seat.path("n").asText().equals(player)) {
                return seat.path("m").size();
            }
        }
        return 0;
    }

    /** Every spectator's frame of a match, from its NDJSON stream. */
    private static List<JsonNode> frames(String match) throws IOException, InterruptedException {
        HttpResponse<InputStream> response = served.client.send(served.request("/api/matches/" + match + "/frames?format=ndjson").GET().build(),
                HttpResponse.BodyHandlers.ofInputStream());
        List<JsonNode> frames = new ArrayList<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                frames.add(Served.JSON.readTree(line));
            }
        }
        return frames;
    }

    /**
     * A screenshot made small for the README: a phone's (two device pixels to a CSS pixel) drawn at the page's width in
     * CSS pixels, and its colours kept to 5 bits a channel, so that the felt's gradient packs into long runs.
     */
    private static byte[] small(byte[] png, int width) throws IOException {
        BufferedImage shot = ImageIO.read(new ByteArrayInputStream(png));
        int height = shot.getHeight() * width / shot.getWidth();
        BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D drawing = out.createGraphics();
        drawing.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
        drawing.drawImage(shot, 0, 0, width, height, null);
        drawing.dispose();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                out.setRGB(x, y, out.getRGB(x, y) & 0xF8F8F8);
            }
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ImageIO.write(out, "png", bytes);
        return bytes.toByteArray();
    }

    private static double number(String expression) {
        return browser.evaluate(expression).asDouble();
    }

    private static String text(String expression) {
        return browser.evaluate(expression).asText();
    }

    /**
     * Keeps a screenshot in target/pages; one for the README also in the directory -Dconquian.screens names, where it
     * must stay small.
     */
    private static void screen(String name, boolean forTheReadme) throws IOException {
        byte[] png = browser.screenshot();
        Files.write(OUT.resolve(name), png);
        String screens = System.getProperty("conquian.screens");
        if (forTheReadme && screens != null) {
            byte[] small = small(png, browser.evaluate("window.innerWidth").asInt());
            assertThat(small.length).as("%s in bytes", name).isLessThan(SCREEN_BYTES);
            Files.write(Files.createDirectories(Path.of(screens)).resolve(name), small);
        }
    }
}
