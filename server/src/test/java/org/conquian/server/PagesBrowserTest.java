package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.bot.BotMatch;
import org.conquian.event.DealEnded;
import org.conquian.event.Event;
import org.conquian.event.HandsShown;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.CardPassed;
import org.conquian.game.TableRecord;
import org.conquian.log.file.FileEventLog;
import org.conquian.replay.Chromium;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An evening at the club, in real browsers (Debian's headless Chromium): a known anglo-40 match recorded to its end
 * by tapping the scorer's page on a tablet, while a spectator's page in a second browser follows it live and never
 * shows a card it may not know; a concealed three-player mexicana deal recorded by touch on a phone, with a take of
 * face-down hand cards, a refusal with its rule, and the hands shown; the board listing both. Screenshots are kept
 * in target/pages.
 */
class PagesBrowserTest {

    private static final Path OUT = Path.of("target", "pages");
    private static final Duration DEADLINE = Duration.ofSeconds(60);

    @TempDir
    static Path directory;

    private static FileEventLog log;
    private static Served served;
    private static Chromium scorer;
    private static Chromium spectator;

    @BeforeAll
    static void open() throws Exception {
        Assumptions.assumeTrue(Chromium.installed(), Chromium.missing());
        Files.createDirectories(OUT);
        log = FileEventLog.open(directory.resolve("data"));
        served = new Served(log);
        scorer = Chromium.start(DEADLINE);
        spectator = Chromium.start(DEADLINE);
    }

    @AfterAll
    static void close() {
        Served.closeAll(scorer, spectator, served, log);
    }

    @Test
    void anEveningAtTheClubRecordedByTappingFollowedLiveAndListedOnTheBoard() throws Exception {
        recordAKnownAngloMatchOnATablet("club-anglo");
        recordAConcealedMexicanaDealOnAPhone("club-mexicana");

        Taps.desktop(spectator);
        spectator.open(served.server.url() + "/", "document.documentElement.getAttribute('data-listed') === '2'");
        assertThat(spectator.evaluate("!!document.querySelector('#finished [data-match=\"club-anglo\"]')").asBoolean()).isTrue();
        assertThat(spectator.evaluate("!!document.querySelector('[data-match=\"club-mexicana\"]')").asBoolean()).isTrue();
        assertThat(spectator.evaluate("document.querySelector('#finished [data-match=\"club-anglo\"]').innerText").asText())
                .contains("verdict: valid").containsPattern("(ana|ben) wins the match 3-[0-2]");
        assertThat(spectator.evaluate("!document.getElementById('new-match') && !document.querySelector('a.score')").asBoolean())
                .as("a spectator's board offers no scorer's links").isTrue();
        Files.write(OUT.resolve("board-desktop.png"), spectator.screenshot());
        spectator.viewport(390, 844, true);
        Files.write(OUT.resolve("board-phone.png"), spectator.screenshot());
    }

    /**
     * A browser opens six connections to a server at most: each table left (kept in the back-forward cache) must let go
     * of its live stream, or the seventh load waits for one to time out (a minute, against this browser's deadline of
     * 20 s); and take it up again when it comes back.
     */
    @Test
    void aTableLeftLetsGoOfItsStreamAndTakesItUpAgainWhenBroughtBack() throws Exception {
        startAnAngloMatch(served, "reloaded", 3);
        try (Chromium browser = Chromium.start(Duration.ofSeconds(20))) {
            for (int load = 0; load < 8; load++) {
                browser.open(served.server.url() + "/m/reloaded", "document.documentElement.hasAttribute('data-at')");
            }
            // the table comes back from the browser's back-forward cache, and follows the match again from where it was
            browser.evaluate("window.kept = true");
            browser.evaluate("location.href = '/openapi.json'");
            browser.waitFor("location.pathname === '/openapi.json'");
            browser.evaluate("history.back()");
            browser.waitFor("window.kept === true");
            assertThat(served.post("/api/matches/reloaded/moves", "{\"op\":\"deal\"}").status()).isEqualTo(200);
            browser.waitFor("document.documentElement.getAttribute('data-at') === '2'");
        }
    }

    /**
     * The board draws a table waiting for its first deal at its seats, from the table its list carries, as the live
     * table draws it; once the first deal is dealt, the deal takes their place.
     */
    @Test
    void theBoardDrawsATableWaitingForItsFirstDealAtItsSeats() throws Exception {
        // a server of its own, so that the board of the evening lists its two matches alone
        try (FileEventLog own = FileEventLog.open(directory.resolve("waiting")); Served served = new Served(own);
             Chromium browser = Chromium.start(DEADLINE)) {
            startAnAngloMatch(served, "waiting", 5);
            Taps.desktop(browser);
            browser.open(served.server.url() + "/", "document.documentElement.getAttribute('data-listed') === '1'"
                    + " && document.documentElement.getAttribute('data-following') === 'true'");
            String mini = "[data-match=\"waiting\"] .mini";
            waitingForTheFirstDeal(browser, mini, lastFrame(served, "waiting", 1));
            Files.write(OUT.resolve("board-waiting.png"), browser.screenshot());

            assertThat(served.post("/api/matches/waiting/moves", "{\"op\":\"deal\"}").status()).isEqualTo(200);
            browser.waitFor("!!document.querySelector('" + mini + " .ct-table:not(.ct-waiting) .ct-seat:not([hidden]) .ct-back')");
            assertThat(browser.evaluate("document.querySelectorAll('" + mini + " .ct-place').length").asInt()).isZero();
            assertThat(browser.evaluate("document.querySelector('" + mini + " .ct-words').textContent").asText())
                    .isNotEqualTo("waiting for the first deal: ben deals");
            assertThat(browser.evaluate("[...document.querySelectorAll('" + mini + " .ct-seat:not([hidden])')].map((s) => s.getAttribute('data-player')"
                    + " + ' ' + s.querySelector('.ct-role').textContent).sort().join(' / ')").asText()).isEqualTo("ana  / ben dealer");
        }
    }

    /**
     * The live table draws each event from its frame, as the library made it for a spectator: its words listed and its
     * table drawn with cards.js, while the page asks the server nothing more than the one stream of frames (every request
     * the page's scripts make is counted, and a second browser's are not the page's).
     */
    @Test
    void theLiveTableFollowsAMatchFromItsFramesAndAsksNothingPerEvent() throws Exception {
        // a server of its own, so that the board of the evening lists its two matches alone
        try (FileEventLog own = FileEventLog.open(directory.resolve("counted")); Served served = new Served(own);
             Chromium browser = Chromium.start(DEADLINE)) {
            startAnAngloMatch(served, "counted", 5);
            browser.send("Page.addScriptToEvaluateOnNewDocument", Chromium.params().put("source",
                    "window.requestsMade = 0; const sent = window.fetch; window.fetch = function () { window.requestsMade++;"
                            + " return sent.apply(this, arguments); };"
                            + " const opened = XMLHttpRequest.prototype.open; XMLHttpRequest.prototype.open = function () {"
                            + " window.requestsMade++; return opened.apply(this, arguments); };"));
            browser.open(served.server.url() + "/m/counted", "document.documentElement.getAttribute('data-at') === '1'");
            waitingForTheFirstDeal(browser, lastFrame(served, "counted", 1));
            int before = browser.evaluate("window.requestsMade").asInt();
            long seq = 1;
            for (int moves = 0; moves < 60; moves++) {
                JsonNode move = choose(served.getOfficial("/api/matches/counted/moves").json());
                if (move == null) {
                    break;
                }
                Served.Answer made = served.post("/api/matches/counted/moves", move.toString());
                assertThat(made.status()).as("%s: %s", move, made.json()).isEqualTo(200);
                seq = made.json().get("seq").asLong();
            }
            browser.waitFor("document.documentElement.getAttribute('data-at') === '" + seq + "'");
            assertThat(seq).as("events recorded").isGreaterThan(40);
            assertThat(browser.evaluate("window.requestsMade").asInt() - before).as("requests the page made while %d events came", seq - 1)
                    .isZero();
            assertThat(browser.evaluate("performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/')).length").asInt())
                    .as("answers of the API the page read whole").isLessThanOrEqualTo(1);

            JsonNode frame = lastFrame(served, "counted", seq);
            assertThat(browser.evaluate("document.querySelectorAll('#events li').length").asLong()).isEqualTo(seq);
            assertThat(browser.evaluate("document.querySelector('#events li:last-child').innerText").asText())
                    .isEqualTo(seq + ". " + frame.get("words").asText());
            JsonNode deal = frame.path("table").path("deal");
            if (deal.has("cc")) {
                assertThat(browser.evaluate("document.querySelector('#table .ct-slot [data-card]').getAttribute('data-card')").asText())
                        .isEqualTo(deal.get("cc").asText());
            }
            assertThat(browser.evaluate("document.querySelector('#table .ct-words').textContent").asText()).isEqualTo(deal.path("cw").asText());
            assertThat(browser.evaluate("[...document.querySelectorAll('#table .ct-seat')].map((s) => s.getAttribute('data-player')).sort().join()")
                    .asText()).isEqualTo("ana,ben");
            // a spectator's table shows no hand's cards: each lies face down, as the frame has it
            assertThat(browser.evaluate("document.querySelectorAll('#table .ct-hand [data-card]').length").asInt()).isZero();
        }
    }

    /**
     * Before the first deal the table names its places: each player's by name, the first dealer's said, where the stock
     * and the waste will lie; and its centre says what the frame's seats say the table waits for.
     */
    private static void waitingForTheFirstDeal(Chromium browser, JsonNode frame) {
        waitingForTheFirstDeal(browser, "#table", frame);
    }

    /** The same, of the card table in the part of the page the selector names. */
    private static void waitingForTheFirstDeal(Chromium browser, String table, JsonNode frame) {
        JsonNode seats = frame.path("table").path("seats");
        assertThat(seats.path("cw").asText()).isEqualTo("waiting for the first deal: ben deals");
        assertThat(browser.evaluate("document.querySelector('" + table + " .ct-words').textContent").asText()).isEqualTo(seats.path("cw").asText());
        assertThat(browser.evaluate("[...document.querySelectorAll('" + table + " .ct-seat:not([hidden])')].map((s) => s.getAttribute('data-player')"
                + " + ': ' + s.querySelector('.ct-place').textContent + ' ' + s.querySelector('.ct-role').textContent).sort().join(' / ')").asText())
                .isEqualTo("ana: ana's place: the hand is dealt here  / ben: ben's place: the hand is dealt here deals first");
        assertThat(browser.evaluate("[...document.querySelectorAll('" + table + " .ct-stock .ct-label, " + table + " .ct-centre .ct-place, "
                + table + " .ct-waste .ct-label')].map((e) => e.textContent).join(' / ')").asText())
                .isEqualTo("the stock lies here / the centre card / the waste lies here");
    }

    /** A known anglo-40 match of ana and ben, ben dealing first, started on the server from the seed: the server's answer. */
    private static Served.Answer startAnAngloMatch(Served served, String match, int seed) {
        Served.Answer started = served.post("/api/matches", "{\"match\":\"" + match + "\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":" + seed + "}");
        assertThat(started.status()).as("%s", started.json()).isEqualTo(201);
        return started;
    }

    /** The spectator's frame of the match's event of that seq, read from the frames' NDJSON stream. */
    private static JsonNode lastFrame(Served served, String match, long seq) throws IOException, InterruptedException {
        HttpRequest request = served.request("/api/matches/" + match + "/frames?format=ndjson&from=" + (seq - 1)).GET().build();
        java.net.http.HttpResponse<java.io.InputStream> response = served.client.send(request, java.net.http.HttpResponse.BodyHandlers.ofInputStream());
        try (java.io.BufferedReader lines = new java.io.BufferedReader(new java.io.InputStreamReader(response.body(), java.nio.charset.StandardCharsets.UTF_8))) {
            return Served.JSON.readTree(lines.readLine());
        }
    }

    /** Recorded to its end with the moves the API lists, a take first at every turn (so deals end soon). */
    private void recordAKnownAngloMatchOnATablet(String match) throws Exception {
        Served.Answer started = startAnAngloMatch(served, match, 6);
        Taps.desktop(spectator);
        spectator.open(served.server.url() + "/m/" + match, "document.documentElement.hasAttribute('data-at')");
        ScorerPage page = new ScorerPage(scorer, Taps.tablet(scorer), served, match);
        page.open();
        waitingForTheFirstDeal(scorer, lastFrame(served, match, 1));
        Files.write(OUT.resolve("scorer-tablet-first-deal.png"), scorer.screenshot());
        boolean byKeys = false;
        for (int moves = 0; ; moves++) {
            assertThat(moves).as("moves made").isLessThan(400);
            JsonNode legal = served.getOfficial("/api/matches/" + match + "/moves").json();
            JsonNode move = choose(legal);
            if (move == null) {
                break;
            }
            if (!byKeys && move.get("op").asText().equals("take")) {
                // once by keys alone: the centre card takes the focus and Enter opens the take, as a tap does
                scorer.evaluate("document.querySelector('#table .ct-card.tap').focus()");
                scorer.press("Enter");
                if (scorer.evaluate("!!document.querySelector('#choices .arrangement')").asBoolean()) {
                    Files.write(OUT.resolve("scorer-tablet-arrangements.png"), scorer.screenshot());
                    page.tap("document.querySelector('#choices .arrangement')");
                }
                page.record();
                byKeys = true;
            } else {
                page.make(move);
            }
            if (moves % 25 == 5) {
                spectatorShowsNoHiddenCard(match);
            }
            if (moves == 60) {
                Files.write(OUT.resolve("scorer-tablet-later.png"), scorer.screenshot());
            }
            if (moves == 5) {
                Files.write(OUT.resolve("scorer-tablet.png"), scorer.screenshot());
                Files.write(OUT.resolve("spectator-desktop.png"), spectator.screenshot());
                playersSeeTheirOwnHandOnly(started.json().get("links"));
                spectator.open(served.server.url() + "/m/" + match, "document.documentElement.hasAttribute('data-at')");
            }
        }
        assertThat(page.text("prompt")).startsWith("The match is over");
        spectator.waitFor("document.getElementById('where').textContent.startsWith('The match is over')");
        spectatorShowsNoHiddenCard(match);
        assertThat(byKeys).isTrue();
        stepsBackThroughWhatWasPlayed();
        assertThat(audit(match)).contains("\"verdict\":\"valid\"");
    }

    /** The listed move the test's scorer makes: a take, else a discard, else whatever comes first. */
    static JsonNode choose(JsonNode legal) {
        if (legal.path("dealDue").asBoolean()) {
            return Served.JSON.createObjectNode().put("op", "deal");
        }
        JsonNode first = null;
        for (String op : List.of("take", "discard", "exchange", "reveal", "reject", "pass", "force")) {
            for (JsonNode move : legal.path("moves")) {
                if (move.get("op").asText().equals(op)) {
                    return move;
                }
                first = first == null ? move : first;
            }
        }
        return first;
    }

    /**
     * The spectator's page is at the last event, and its table names no card that lies in a hand or in the stock.
     * (Its list of what was played names cards shown earlier, in melds, turned up or discarded: none is hidden.)
     */
    private void spectatorShowsNoHiddenCard(String match) throws InterruptedException {
        Served.Answer official = served.getOfficial("/api/matches/" + match);
        String seq = official.header("ETag").replace("\"", "");
        spectator.waitFor("document.documentElement.getAttribute('data-at') === '" + seq + "'");
        JsonNode deal = official.json().path("state").path("deal");
        Set<String> hidden = new HashSet<>();
        deal.path("hands").forEach(hand -> hand.path("hand").forEach(card -> hidden.add(card.asText())));
        deal.path("stockCards").forEach(card -> hidden.add(card.asText()));
        JsonNode shown = spectator.evaluate("[...document.querySelectorAll('#table [data-card]')].map((e) => e.getAttribute('data-card'))"
                + ".concat(document.getElementById('table').innerText.match(/\\b[A2-9TJQK][CDHS]\\b/g) || [])");
        Set<String> named = new HashSet<>();
        shown.forEach(card -> named.add(card.asText()));
        if (deal.path("phase").asText().equals("over")) {
            return;
        }
        assertThat(named).as("cards the spectator's page names at seq %s", seq).doesNotContainAnyElementsOf(hidden);
    }

    /** The live page steps back to the first event and the match's start, and follows it again. */
    private void stepsBackThroughWhatWasPlayed() throws InterruptedException {
        spectator.press("Home");
        spectator.waitFor("document.documentElement.getAttribute('data-at') === '1'");
        spectator.press("ArrowRight");
        spectator.press("ArrowRight");
        spectator.waitFor("document.documentElement.getAttribute('data-at') === '3'"
                + " && document.querySelectorAll('.ct-seat [data-down]').length === 2");
        spectator.press("End");
        spectator.waitFor("document.getElementById('where').textContent.startsWith('The match is over')");
    }

    /** In the middle of a deal, a player's link shows their own hand and the other's face down. */
    private void playersSeeTheirOwnHandOnly(JsonNode links) throws IOException, InterruptedException {
        spectator.open(links.get("ana").asText(), "document.documentElement.hasAttribute('data-at')"
                + " && !!document.querySelector('.ct-seat[data-player=\"ana\"] .ct-hand [data-card]')");
        assertThat(spectator.evaluate("document.querySelectorAll('.ct-seat[data-player=\"ben\"] .ct-hand [data-card]').length").asInt()).isZero();
        // their own hand spreads as far as the seat allows, each card's face showing more than its corner
        assertThat(spectator.evaluate("(() => { const [a, b] = document.querySelectorAll('.ct-seat[data-player=\"ana\"] .ct-hand [data-card]');"
                + " return (b.getBoundingClientRect().left - a.getBoundingClientRect().left) / a.getBoundingClientRect().width; })()").asDouble())
                .as("how much of a card shows beside the next, of its width").isGreaterThan(.6);
        Files.write(OUT.resolve("player-ana.png"), spectator.screenshot());
    }

    /** The first deal of a bot match, as a real table records it, tapped on a phone; one take is refused first. */
    private void recordAConcealedMexicanaDealOnAPhone(String match) throws Exception {
        List<Event> record = TableRecord.of(BotMatch.play(List.of("ana", "ben", "cruz"), Profile.MEXICANA, Options.NONE, 11), true);
        MatchStarted setup = (MatchStarted) record.get(0);
        Served.Answer started = served.post("/api/matches", "{\"match\":\"" + match + "\",\"players\":[\"ana\",\"ben\",\"cruz\"],"
                + "\"rules\":\"mexicana\",\"firstDealer\":\"" + setup.firstDealer() + "\",\"concealed\":true}");
        assertThat(started.status()).as("%s", started.json()).isEqualTo(201);
        Taps.desktop(spectator);
        spectator.open(served.server.url() + "/m/" + match, "document.documentElement.hasAttribute('data-at')");
        ScorerPage page = new ScorerPage(scorer, Taps.phone(scorer), served, match);
        page.open();
        boolean refused = false;
        for (int i = 1; i < record.size(); i++) {
            Event event = record.get(i);
            if (event instanceof DealEnded || event instanceof MatchEnded || event instanceof MeldsRearranged) {
                continue;
            }
            if (!refused && event instanceof CardPassed && scorer.evaluate("!!document.querySelector('#choices [data-op=take]')").asBoolean()) {
                theTakeOfTheCardAloneIsRefusedWithItsRule(page);
                theRefusedTakeIsCalledAndTheDirectorRulesOnIt(page);
                refused = true;
            }
            MeldsRearranged laid = i + 1 < record.size() && record.get(i + 1) instanceof MeldsRearranged next ? next : null;
            if (event instanceof HandsShown) {
                Files.write(OUT.resolve("scorer-phone-deal-end.png"), scorer.screenshot());
            }
            if (i == 30) {
                // the board while this table plays and the other has finished
                spectator.open(served.server.url() + "/", "document.documentElement.getAttribute('data-listed') === '2'");
                Files.write(OUT.resolve("board-live.png"), spectator.screenshot());
                spectator.open(served.server.url() + "/m/" + match, "document.documentElement.hasAttribute('data-at')");
            }
            page.make(event, laid);
            if (event instanceof HandsShown) {
                break;
            }
        }
        assertThat(refused).as("a take was tried and refused").isTrue();
        Files.write(OUT.resolve("scorer-phone.png"), scorer.screenshot());
        spectator.waitFor("document.documentElement.getAttribute('data-at') === '" + page.seq() + "'");
        Files.write(OUT.resolve("spectator-mexicana.png"), spectator.screenshot());
        assertThat(audit(match)).doesNotContain("\"verdict\":\"invalid\"");
    }

    /** The card alone is no meld: the page shows the refusal, its rule id and the rule's text, and nothing is recorded. */
    private void theTakeOfTheCardAloneIsRefusedWithItsRule(ScorerPage page) throws IOException, InterruptedException {
        long before = page.seq();
        page.tap("document.querySelector('#choices [data-op=take]')");
        page.tap("document.querySelector('#choices [data-done=take]')");
        assertThat(page.submit()).isFalse();
        assertThat(page.seq()).isEqualTo(before);
        assertThat(page.text("refusal-line")).matches("(?s)Refused, R-[A-Z]+: .*Nothing was recorded\\.");
        page.tap("document.getElementById('rule-id')");
        assertThat(page.text("rule-text")).hasSizeGreaterThan(80).doesNotContain("###");
        Files.write(OUT.resolve("scorer-phone-refusal.png"), scorer.screenshot());
    }

    /**
     * It was played so at the table: the refusal's button records the take as played, a call of the director; while it
     * waits the page shows only the ruling form, and the ruling, rectify, puts the table back as it was before the call.
     */
    private void theRefusedTakeIsCalledAndTheDirectorRulesOnIt(ScorerPage page) throws IOException, InterruptedException {
        long before = page.seq();
        page.tap("document.getElementById('call-played')");
        assertThat(page.text("pending-words")).startsWith("call the director: ").contains("takes");
        page.record();
        assertThat(page.seq()).isEqualTo(before + 1);
        assertThat(page.text("prompt")).contains("the call of seq " + (before + 1) + " waits for the director's ruling");
        assertThat(scorer.evaluate("document.querySelectorAll('#choices [data-op]').length + (document.getElementById('director').hidden ? 0 : 1)")
                .asInt()).as("only the ruling form").isZero();
        Files.write(OUT.resolve("scorer-phone-ruling.png"), scorer.screenshot());
        page.type("document.querySelector('#choices input[name=director]')", "dora");
        page.type("document.querySelector('#choices input[name=text]')", "a meld is three cards or more: the take is withdrawn");
        page.tap("document.querySelector('#choices [data-done=rule]')");
        assertThat(page.text("pending-words")).isEqualTo("rule dora rectify: a meld is three cards or more: the take is withdrawn");
        page.record();
        assertThat(page.seq()).isEqualTo(before + 2);
        assertThat(served.getOfficial("/api/matches/" + page.match() + "/moves").json().has("rulingDue")).isFalse();
    }

    /** The match's verdict by the server's audit of its log file. */
    private String audit(String match) throws IOException {
        byte[] lines = Files.readAllBytes(directory.resolve("data").resolve(match + ".jsonl"));
        return served.send(served.official("/api/audit").POST(HttpRequest.BodyPublishers.ofByteArray(lines)).build()).response().body();
    }
}
