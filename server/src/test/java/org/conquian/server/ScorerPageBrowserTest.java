package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.log.file.FileEventLog;
import org.conquian.replay.Chromium;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The scorer's page at the table, in a real browser (Debian's headless Chromium) on a tablet and on a phone (where the
 * moves are a bar at the bottom and the table scrolls above it): a move chosen on a table that another device changes
 * is marked out of date, in words, and refused when recorded all the same; every tap that makes no move says why; the
 * stock turns up its card. On the tablet, the house rules' free meld and misdeal are recorded from the page, the meld
 * built by tapping going out in the library's order. Screenshots are kept in target/pages.
 */
class ScorerPageBrowserTest {

    private static final Path OUT = Path.of("target", "pages");
    private static final Duration DEADLINE = Duration.ofSeconds(60);

    @TempDir
    static Path directory;

    private static FileEventLog log;
    private static Served served;
    private static Device tablet;
    private static Device phone;

    /** A browser at one screen's size, tapped as that screen is; its name tells its matches and screenshots apart. */
    record Device(String name, Chromium browser, Taps taps) {
        @Override
        public String toString() {
            return name;
        }
    }

    @BeforeAll
    static void open() throws Exception {
        Assumptions.assumeTrue(Chromium.installed(), Chromium.missing());
        Files.createDirectories(OUT);
        log = FileEventLog.open(directory.resolve("data"));
        served = new Served(log);
        Chromium large = Chromium.start(DEADLINE);
        tablet = new Device("tablet", large, Taps.tablet(large));
        Chromium small = Chromium.start(DEADLINE);
        phone = new Device("phone", small, Taps.phone(small));
    }

    @AfterAll
    static void close() {
        Served.closeAll(tablet == null ? null : tablet.browser(), phone == null ? null : phone.browser(), served, log);
    }

    static Stream<Device> devices() {
        return Stream.of(tablet, phone);
    }

    @ParameterizedTest(name = "on a {0}")
    @MethodSource("devices")
    void aMoveChosenOnATableAnotherDeviceChangedIsOutOfDateAndRefusedWhenRecorded(Device device) throws Exception {
        Chromium browser = device.browser();
        String stale = "stale-" + device;
        JsonNode legal = toACardThatMayBeTakenOrLetGo(stale);
        String who = legal.get("actor").asText();
        JsonNode take = legal.path("moves").valueStream().filter(each -> each.get("op").asText().equals("take")).findFirst().orElseThrow();
        String letGo = ops(legal).contains("pass") ? "pass" : "reject";
        ScorerPage page = new ScorerPage(browser, device.taps(), served, stale);
        page.open();
        page.sync();
        page.tap("document.querySelector('#choices button[data-op=" + letGo + "]')");
        assertThat(page.text("pending-words")).startsWith(who + (letGo.equals("pass") ? " passes" : " rejects"));
        assertThat(browser.evaluate("document.getElementById('pending-stale').hidden").asBoolean()).isTrue();

        // another device records the take while this page's move waits for Record
        move(stale, take.toString());
        String now = served.getOfficial("/api/matches/" + stale).header("ETag");
        browser.waitFor("document.documentElement.getAttribute('data-seq') === '" + now.replace("\"", "") + "'"
                + " && !document.getElementById('pending-stale').hidden");
        assertThat(page.text("pending-stale")).startsWith("Out of date: meanwhile " + who + " takes " + take.get("card").asText());
        assertOnScreen(browser, "pending-stale");
        assertThat(browser.evaluate("document.getElementById('pending').classList.contains('stale')").asBoolean()).isTrue();
        Files.write(OUT.resolve("scorer-out-of-date-" + device + ".png"), browser.screenshot());

        // recorded all the same, it goes with the seq it was chosen at: the stale check refuses it, and nothing is recorded
        long lines = Files.readAllLines(log.fileOf(stale)).size();
        page.tap("document.getElementById('record')");
        browser.waitFor("document.getElementById('note').textContent !== ''");
        assertThat(page.text("note")).isEqualTo("The table moved on before this move reached it; nothing was recorded.");
        assertOnScreen(browser, "note");
        assertThat(browser.evaluate("document.getElementById('pending').hidden").asBoolean()).isTrue();
        assertThat(served.getOfficial("/api/matches/" + stale).header("ETag")).isEqualTo(now);
        assertThat(Files.readAllLines(log.fileOf(stale))).hasSize((int) lines);
    }

    /** A match started and played on, without a take, to a card that may be taken or let go: the moves open then. */
    private static JsonNode toACardThatMayBeTakenOrLetGo(String match) throws Exception {
        start("{\"match\":\"" + match + "\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":6}");
        JsonNode legal = served.getOfficial("/api/matches/" + match + "/moves").json();
        for (int moves = 0; !(ops(legal).contains("take") && (ops(legal).contains("pass") || ops(legal).contains("reject"))); moves++) {
            assertThat(moves).as("moves before a card that may be taken").isLessThan(100);
            move(match, legal.path("dealDue").asBoolean() ? "{\"op\":\"deal\"}" : legal.path("moves").valueStream()
                    .filter(each -> !each.get("op").asText().equals("take")).findFirst().orElseThrow().toString());
            legal = served.getOfficial("/api/matches/" + match + "/moves").json();
        }
        return legal;
    }

    /** The same move recorded by another device while this page's waits for Record: recorded all the same, it is said to be recorded already. */
    @Test
    void aMoveAnotherDeviceRecordedMeanwhileIsSaidToBeRecordedAlready() throws Exception {
        Chromium browser = tablet.browser();
        String match = "twice";
        JsonNode legal = toACardThatMayBeTakenOrLetGo(match);
        JsonNode letGo = legal.path("moves").valueStream().filter(each -> !each.get("op").asText().equals("take")).findFirst().orElseThrow();
        ScorerPage page = new ScorerPage(browser, tablet.taps(), served, match);
        page.open();
        page.sync();
        page.tap("document.querySelector('#choices button[data-op=" + letGo.get("op").asText() + "]')");

        move(match, letGo.toString());
        String now = served.getOfficial("/api/matches/" + match).header("ETag");
        browser.waitFor("!document.getElementById('pending-stale').hidden");
        long lines = Files.readAllLines(log.fileOf(match)).size();
        page.tap("document.getElementById('record')");
        browser.waitFor("document.getElementById('note').textContent !== ''");
        assertThat(page.text("note")).isEqualTo("Recorded already, as seq " + now.replace("\"", "")
                + ": the same move came from elsewhere meanwhile, and nothing was written again.");
        assertThat(Files.readAllLines(log.fileOf(match))).hasSize((int) lines);
    }

    /**
     * A take the melds may be laid out for in several ways, by a team that has melds laid out: of each way offered, the
     * melds laid out before (on the table) and kept as they lie are dimmed, and only those.
     */
    @Test
    void ofTheWaysToLayOutATakeTheMeldsKeptAsTheyLieAreDimmed() throws Exception {
        String match = "ways";
        start("{\"match\":\"" + match + "\",\"players\":[\"ana\",\"ben\",\"cruz\",\"dee\"],\"rules\":\"pagat-upcard\","
                + "\"firstDealer\":\"dee\",\"seed\":3,\"house\":{\"partnership\":true}}");
        // on, taking every card that may be laid out one way only, to a take that may be laid out in several ways by a
        // team that has taken in this deal (partners sit opposite: seats 0 and 2, 1 and 3)
        List<String> seats = List.of("ana", "ben", "cruz", "dee");
        Set<Integer> melded = new HashSet<>();
        JsonNode legal = served.getOfficial("/api/matches/" + match + "/moves").json();
        for (int moves = 0; takes(legal).size() < 2 || !melded.contains(seats.indexOf(legal.path("actor").asText()) % 2); moves++) {
            assertThat(moves).as("moves before a take of several ways, by a team with melds laid out").isLessThan(400);
            List<JsonNode> takes = takes(legal);
            if (legal.path("dealDue").asBoolean()) {
                melded.clear();
                move(match, "{\"op\":\"deal\"}");
            } else if (takes.size() == 1) {
                melded.add(seats.indexOf(takes.getFirst().get("player").asText()) % 2);
                move(match, takes.getFirst().toString());
            } else {
                move(match, legal.path("moves").valueStream().filter(each -> !each.get("op").asText().equals("take")).findFirst().orElseThrow().toString());
            }
            legal = served.getOfficial("/api/matches/" + match + "/moves").json();
        }
        ScorerPage page = new ScorerPage(tablet.browser(), tablet.taps(), served, match);
        page.open();
        page.sync();
        page.tap("document.querySelector('#choices button.primary')");
        tablet.browser().waitFor("document.querySelectorAll('#choices .arrangement').length >= 2");
        JsonNode faults = tablet.browser().evaluate("""
                (() => {
                  const laid = [...document.querySelectorAll('#table .ct-meld')]
                      .map((m) => [...m.querySelectorAll('[data-card]')].map((c) => c.dataset.card).join(' '));
                  const faults = [];
                  let kept = 0;
                  document.querySelectorAll('#choices .arrangement .row').forEach((row) => {
                    const cards = [...row.querySelectorAll('[data-card]')].map((c) => c.dataset.card).join(' ');
                    if (row.classList.contains('kept')) kept++;
                    if (row.classList.contains('kept') !== laid.includes(cards)) faults.push(cards + (laid.includes(cards) ? ' not dimmed' : ' dimmed'));
                  });
                  if (!kept) faults.push('no meld dimmed, of ' + laid.length + ' laid out');
                  return faults;
                })()""");
        Files.write(OUT.resolve("scorer-ways-kept.png"), tablet.browser().screenshot());
        assertThat(faults.toString()).isEqualTo("[]");
    }

    private static List<JsonNode> takes(JsonNode legal) {
        return legal.path("moves").valueStream().filter(each -> each.get("op").asText().equals("take")).toList();
    }

    @ParameterizedTest(name = "on a {0}")
    @MethodSource("devices")
    void everyTapThatMakesNoMoveSaysWhyAndTheStockTurnsUpItsCard(Device device) throws Exception {
        Chromium browser = device.browser();
        String match = "taps-" + device;
        start("{\"match\":\"" + match + "\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":6}");
        move(match, "{\"op\":\"deal\"}");
        ScorerPage page = new ScorerPage(browser, device.taps(), served, match);
        page.open();
        page.sync();

        wrongTap(browser, page, "document.querySelector('#table .ct-seat[data-player=\"ben\"] .ct-hand [data-card]')", "Not now: ana turns up a card first.");
        wrongTap(browser, page, "document.querySelector('#table .ct-order [data-card]:last-child')", "Tap the stock itself to turn up its top card.");

        // the stock, tapped, turns up its card
        page.tap("document.querySelector('#table .ct-stock[data-move=reveal]')");
        assertThat(page.text("pending-words")).startsWith("ana turns up");
        page.record();
        assertThat(lastEvent(match)).contains("\"type\":\"StockCardRevealed\"");

        JsonNode legal = served.getOfficial("/api/matches/" + match + "/moves").json();
        List<String> listed = ops(legal);
        String open = String.join(" or ", List.of("take", "pass", "reject").stream().filter(listed::contains)
                .map(op -> op.equals("take") ? "takes" : op.equals("pass") ? "passes" : "rejects").toList());
        String card = browser.evaluate("document.querySelector('#table .ct-slot [data-card]').getAttribute('data-card')").asText();
        wrongTap(browser, page, "document.querySelector('#table .ct-seat[data-player=\"ben\"] .ct-hand [data-card]')",
                "Not now: ana " + open + " the " + card + " first.");
        wrongTap(browser, page, "document.querySelector('#table .ct-stock')", "Not now: ana " + open + " the " + card + " first.");
        if (!ops(legal).contains("take")) {
            wrongTap(browser, page, "document.querySelector('#table .ct-slot [data-card]')", "ana cannot meld the " + card + " now: ana passes it.");
        }

        // on to a discard after a take, recorded elsewhere
        for (int moves = 0; !ops(legal).contains("discard"); moves++) {
            assertThat(moves).as("moves before a discard").isLessThan(100);
            move(match, PagesBrowserTest.choose(legal).toString());
            legal = served.getOfficial("/api/matches/" + match + "/moves").json();
        }
        page.sync();
        String who = legal.get("actor").asText();
        String other = who.equals("ana") ? "ben" : "ana";
        String theirs = browser.evaluate("document.querySelector('#table .ct-seat[data-player=\"" + other + "\"] .ct-hand [data-card]')"
                + ".getAttribute('data-card')").asText();
        wrongTap(browser, page, "document.querySelector('#table .ct-seat[data-player=\"" + other + "\"] .ct-hand [data-card]')",
                "The " + theirs + " is not in " + who + "'s hand: " + who + " discards.");
        String melded = browser.evaluate("document.querySelector('#table .ct-seat[data-player=\"" + who + "\"] .ct-melds [data-card]')"
                + ".getAttribute('data-card')").asText();
        wrongTap(browser, page, "document.querySelector('#table .ct-seat[data-player=\"" + who + "\"] .ct-melds [data-card]')",
                "The " + melded + " is not in " + who + "'s hand: " + who + " discards.");
        wrongTap(browser, page, "document.querySelector('#table .ct-stock')", "Not now: " + who + " discards first.");
        Files.write(OUT.resolve("scorer-wrong-tap-" + device + ".png"), browser.screenshot());
    }

    @Test
    void aFreeMeldAndAMisdealAreRecordedFromThePage() throws Exception {
        Chromium browser = tablet.browser();
        Taps taps = tablet.taps();
        // a known deal: ana lays out two melds of her own from the hand, an arrangement the page lists
        start("{\"match\":\"free\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":84,"
                + "\"house\":{\"handSize\":14,\"meldFromHand\":true}}");
        move("free", "{\"op\":\"deal\"}");
        move("free", "{\"op\":\"reveal\"}");
        ScorerPage known = new ScorerPage(browser, taps, served, "free");
        known.open();
        known.make(Served.JSON.readTree("{\"op\":\"meld\",\"player\":\"ana\",\"melds\":[[\"4C\",\"5C\",\"6C\"],[\"JS\",\"QS\",\"KS\"]]}"));
        assertThat(lastEvent("free")).contains("\"melds\":[[\"4C\",\"5C\",\"6C\"],[\"JS\",\"QS\",\"KS\"]]").contains("MeldsRearranged");

        // a concealed deal found misdealt, then a free meld of face-down cards built by tapping
        start("{\"match\":\"misdealt\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"concealed\":true,"
                + "\"house\":{\"meldFromHand\":true,\"misdeal\":true}}");
        ScorerPage page = new ScorerPage(browser, taps, served, "misdealt");
        page.open();
        page.tap("document.querySelector('#choices button[data-op=deal]')");
        page.record();
        page.tap("document.querySelector('#choices button[data-op=misdeal]')");
        assertThat(page.text("pending-words")).isEqualTo("misdeal");
        page.record();
        assertThat(lastEvent("misdealt")).contains("\"result\":\"void\"");
        JsonNode next = served.getOfficial("/api/matches/misdealt/moves").json();
        assertThat(next.get("dealDue").asBoolean()).isTrue();
        assertThat(next.get("actor").asText()).as("the same dealer deals again").isEqualTo("ben");
        page.tap("document.querySelector('#choices button[data-op=deal]')");
        page.record();
        page.tap("document.querySelector('#choices [data-tap=\"KH\"]')");
        page.record();

        // two cards are no meld: refused
        page.tap("document.querySelector('#choices button[data-op=meld]')");
        chooseCard(page, "6C");
        chooseCard(page, "4C");
        page.tap("document.querySelector('#choices [data-done=meld]')");
        assertThat(page.submit()).isFalse();
        assertThat(browser.evaluate("document.getElementById('refusal').hidden").asBoolean()).isFalse();
        // a new meld begun clears that refusal
        page.tap("[...document.querySelectorAll('#choices button')].find((b) => b.textContent === 'Back')");
        page.tap("document.querySelector('#choices button[data-op=meld]')");
        assertThat(browser.evaluate("document.getElementById('refusal').hidden").asBoolean()).as("the last refusal is cleared").isTrue();
        chooseCard(page, "6C");
        chooseCard(page, "KC");
        chooseCard(page, "4C");
        chooseCard(page, "5C");
        // a card tapped in the strip goes back
        page.tap("document.querySelector('#choices .laid [data-out=\"KC\"]')");
        assertThat(browser.evaluate("[...document.querySelectorAll('#choices .laid [data-card]')].map((c) => c.getAttribute('data-card')).join(' ')")
                .asText()).isEqualTo("6C 4C 5C");
        assertThat(browser.evaluate("document.querySelector('#choices .grid [data-tap=\"KC\"]').classList.contains('chosen')").asBoolean()).isFalse();
        Files.write(OUT.resolve("scorer-meld-builder.png"), browser.screenshot());
        page.tap("document.querySelector('#choices [data-done=meld]')");
        page.record();
        assertThat(lastEvent("misdealt")).contains("\"melds\":[[\"4C\",\"5C\",\"6C\"]]").contains("\"type\":\"MeldsRearranged\"");
    }

    private static void chooseCard(ScorerPage page, String card) {
        page.tap("document.querySelector('#choices .grid [data-tap=\"" + card + "\"]')");
    }

    /** A tap on the table that makes no move: the page says why, and nothing waits for Record or is recorded. */
    private static void wrongTap(Chromium browser, ScorerPage page, String element, String why) throws InterruptedException {
        long seq = page.seq();
        browser.evaluate("document.getElementById('note').textContent = ''");
        page.tap(element);
        browser.waitFor("document.getElementById('note').textContent !== ''");
        assertThat(page.text("note")).isEqualTo(why);
        assertOnScreen(browser, "note");
        assertThat(browser.evaluate("document.getElementById('pending').hidden").asBoolean()).isTrue();
        assertThat(page.seq()).isEqualTo(seq);
        assertThat(served.getOfficial("/api/matches/" + page.match()).header("ETag")).isEqualTo("\"" + seq + "\"");
    }

    /** Words the scorer must read are on the screen, not scrolled away nor under the bar of moves. */
    private static void assertOnScreen(Chromium browser, String id) {
        assertThat(browser.evaluate("(() => { const e = document.getElementById('" + id + "'); const r = e.getBoundingClientRect();"
                + " if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) return false;"
                + " const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);"
                + " return !!hit && (hit === e || e.contains(hit)); })()").asBoolean()).as("#%s shows on the screen", id).isTrue();
    }

    private static List<String> ops(JsonNode legal) {
        List<String> ops = new ArrayList<>();
        legal.path("moves").forEach(move -> ops.add(move.get("op").asText()));
        return ops;
    }

    private static void start(String body) {
        Served.Answer started = served.post("/api/matches", body);
        assertThat(started.status()).as("%s", started.json()).isEqualTo(201);
    }

    private static Served.Answer move(String match, String body) {
        Served.Answer made = served.post("/api/matches/" + match + "/moves", body);
        assertThat(made.status()).as("%s: %s", body, made.json()).isEqualTo(200);
        return made;
    }

    private static String lastEvent(String match) throws IOException {
        return Files.readAllLines(log.fileOf(match)).getLast();
    }
}
