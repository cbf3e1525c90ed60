package org.conquian.replay;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.audit.LogLine;
import org.conquian.bot.BotMatch;
import org.conquian.card.Card;
import org.conquian.event.CardDiscarded;
import org.conquian.event.Event;
import org.conquian.game.DealState;
import org.conquian.game.Holding;
import org.conquian.game.MatchState;
import org.conquian.game.TableRecord;
import org.conquian.meld.Meld;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.rules.RuleId;
import org.conquian.testkit.Audits;
import org.conquian.testkit.Scripted;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The replay page in a real browser (Debian's headless Chromium): for a match of each profile, known and
 * concealed, what the page shows at a sample of events (hands, face-down counts, melds, centre card, score)
 * is the replayer's table there, reached by the keyboard alone; an invalid match opens at its faulty event.
 * A screenshot of each is kept in target/browser.
 */
class HtmlReplayBrowserTest {

    private static final Path OUT = Path.of("target", "browser");
    private static Chromium browser;

    @BeforeAll
    static void startBrowser() throws IOException, InterruptedException {
        Assumptions.assumeTrue(Chromium.installed(), Chromium.missing());
        Files.createDirectories(OUT);
        browser = Chromium.start(Duration.ofSeconds(60));
    }

    @AfterAll
    static void stopBrowser() {
        if (browser != null) {
            browser.close();
        }
    }

    static Stream<Arguments> matches() {
        return Stream.of(
                Arguments.of(Profile.ANGLO_40, List.of("ana", "ben"), false),
                Arguments.of(Profile.ANGLO_40, List.of("ana", "ben"), true),
                Arguments.of(Profile.PAGAT_UPCARD, List.of("ana", "ben"), false),
                Arguments.of(Profile.PAGAT_UPCARD, List.of("ana", "ben"), true),
                Arguments.of(Profile.MEXICANA, List.of("ana", "ben", "cruz"), false),
                Arguments.of(Profile.MEXICANA, List.of("ana", "ben", "cruz"), true));
    }

    private static List<Event> play(Profile profile, List<String> players, boolean concealed) {
        List<Event> known = BotMatch.play(players, profile, profile == Profile.PAGAT_UPCARD ? new Options(null, null, 2) : Options.NONE, 7);
        return concealed ? TableRecord.of(known, true) : known;
    }

    private static Replay replay(List<Event> events) {
        List<LogLine> lines = Audits.lines(events, true);
        return Replay.of(Audits.MATCH, lines.iterator());
    }

    private static String write(Replay replay, String name) throws IOException {
        Path file = OUT.resolve(name + ".html").toAbsolutePath();
        Files.writeString(file, HtmlReplay.page(replay, Optional.empty(), RuleBook.load(), Optional.empty()));
        return file.toUri().toString();
    }

    @ParameterizedTest(name = "{0}, concealed {2}")
    @MethodSource("matches")
    void thePageShowsTheReplayersTableAtEveryStepReachedByKeys(Profile profile, List<String> players, boolean concealed)
            throws IOException, InterruptedException {
        Replay replay = replay(play(profile, players, concealed));
        String name = profile.id() + (concealed ? "-concealed" : "-known");
        String url = write(replay, name);
        browser.open(url, "document.documentElement.hasAttribute('data-first-frame')");
        assertThat(at()).isZero();
        assertShows(replay, 0);

        browser.press("End");
        assertThat(at()).isEqualTo(replay.end());
        assertShows(replay, replay.end());
        browser.press("Home");
        assertThat(at()).isZero();
        for (int step = 1; step <= 6; step++) {
            browser.press("ArrowRight");
            assertShows(replay, step);
        }
        browser.press("ArrowLeft");
        browser.press("ArrowLeft");
        assertShows(replay, 4);

        browser.press("d");
        int deal2 = replay.nextDeal(4);
        assertShows(replay, deal2);
        browser.press("u");
        assertShows(replay, replay.previousDeal(deal2));

        for (int position : sample(replay)) {
            long seq = replay.frameAt(position).orElseThrow().seq();
            browser.press("g");
            for (char digit : Long.toString(seq).toCharArray()) {
                browser.press(String.valueOf(digit));
            }
            browser.press("Enter");
            assertShows(replay, position);
            browser.waitFor("location.hash === '#seq=" + seq + "'");
            browser.press("ArrowRight");
            assertShows(replay, Math.min(position + 1, replay.end()));
            browser.press("ArrowLeft");
            assertShows(replay, Math.min(position + 1, replay.end()) - 1);
        }
        browser.press("g");
        browser.press("Escape");
        browser.press("End");
        assertShows(replay, replay.end());
        Files.write(OUT.resolve(name + ".png"), screenshotAt(url, replay, replay.nextDeal(replay.nextDeal(0)) + 12));
    }

    /** A screenshot in mid-deal, opened from an address that names the moment. */
    private static byte[] screenshotAt(String url, Replay replay, int position) throws InterruptedException {
        long seq = replay.frameAt(Math.min(position, replay.end())).orElseThrow().seq();
        browser.open(url + "#seq=" + seq, "document.documentElement.hasAttribute('data-first-frame')");
        assertShows(replay, Math.min(position, replay.end()));
        return browser.screenshot();
    }

    @Test
    void anAddressWithASeqOpensThereAndButtonsAndTheSliderStep() throws IOException, InterruptedException {
        Replay replay = replay(play(Profile.ANGLO_40, List.of("ana", "ben"), false));
        String url = write(replay, "address");
        browser.open(url + "#seq=37", "document.documentElement.hasAttribute('data-first-frame')");
        assertShows(replay, replay.positionOf(37).orElseThrow());
        browser.evaluate("document.getElementById('next-step').click()");
        assertShows(replay, replay.positionOf(38).orElseThrow());
        browser.evaluate("document.getElementById('prev').click(); document.getElementById('prev').click()");
        assertShows(replay, replay.positionOf(36).orElseThrow());
        browser.evaluate("const s = document.getElementById('slider'); s.value = '90'; s.dispatchEvent(new Event('input'))");
        assertShows(replay, 90);
        browser.evaluate("document.querySelectorAll('#deals button')[1].click()");
        assertShows(replay, replay.nextDeal(replay.nextDeal(0)));
        browser.evaluate("document.getElementById('last').click()");
        assertShows(replay, replay.end());
    }

    @Test
    void anInvalidMatchOpensAtItsFaultyEventWithTheRuleItBreaks() throws IOException, InterruptedException {
        List<Event> events = new ArrayList<>(play(Profile.MEXICANA, List.of("ana", "ben", "cruz"), false));
        int discard = IntStream.range(0, events.size()).filter(i -> events.get(i) instanceof CardDiscarded).skip(3).findFirst().orElseThrow();
        CardDiscarded honest = (CardDiscarded) events.get(discard);
        Replay valid = replay(events);
        DealState deal = ((MatchState.Started) valid.stateAt(discard)).deal();
        Card elsewhere = deal.seats().stream().filter(player -> !player.equals(honest.player()))
                .flatMap(player -> deal.holding(player).hand().toList().stream()).findFirst().orElseThrow();
        events.set(discard, new CardDiscarded(honest.player(), elsewhere));
        Replay replay = replay(events);
        assertThat(replay.fault()).isPresent();
        String url = write(replay, "invalid");
        browser.open(url, "document.documentElement.hasAttribute('data-first-frame')");

        assertThat(at()).isEqualTo(replay.end() + 1);
        browser.waitFor("location.hash === '#seq=" + (discard + 1) + "'");
        assertThat(browser.evaluate("document.getElementById('event').classList.contains('faulty')").asBoolean()).isTrue();
        assertThat(text("words")).isEqualTo(honest.player() + " discards " + elsewhere);
        RuleId rule = replay.fault().orElseThrow().rule();
        assertThat(text("fault-line")).contains(rule.id()).contains(replay.fault().orElseThrow().message());
        assertThat(text("rule-text")).isEqualTo(RuleBook.load().forProfile("mexicana").section(rule).orElseThrow());
        assertThat(text("verdict")).startsWith("Invalid");
        assertShown(replay, replay.end());
        Files.write(OUT.resolve("invalid.png"), browser.screenshot());
        browser.press("ArrowLeft");
        assertShows(replay, replay.end());
        assertThat(browser.evaluate("document.getElementById('fault').hidden").asBoolean()).isTrue();
        browser.press("f");
        assertThat(at()).isEqualTo(replay.end() + 1);
    }

    @Test
    void everyCardIsDrawnWithItsName() throws IOException, InterruptedException {
        browser.open(write(replay(Scripted.match()), "cards"), "document.documentElement.hasAttribute('data-first-frame')");
        JsonNode drawn = browser.evaluate("""
                (() => {
                  const NS = 'http://www.w3.org/2000/svg';
                  const labels = JSON.parse(document.getElementById('data').textContent).labels;
                  const box = document.body.appendChild(document.createElement('div'));
                  return Object.keys(labels).map((code) => {
                    const svg = box.appendChild(document.createElementNS(NS, 'svg'));
                    svg.setAttribute('viewBox', '0 0 60 84');
                    svg.setAttribute('width', '30');
                    const use = svg.appendChild(document.createElementNS(NS, 'use'));
                    use.setAttribute('href', '#card-' + code);
                    const shape = use.getBBox();
                    return code + ':' + (shape.width > 50 && shape.height > 70) + ':' + labels[code];
                  });
                })()""");
        List<String> expected = IntStream.range(0, Card.COUNT).mapToObj(Card::ofIndex)
                .map(card -> card.code() + ":true:" + CardArt.label(card)).toList();
        assertThat(texts(drawn)).containsExactlyInAnyOrderElementsOf(expected);
    }

    @Test
    void aMatchInProgressSaysSo() throws IOException, InterruptedException {
        List<Event> events = play(Profile.ANGLO_40, List.of("ana", "ben"), false);
        Replay replay = replay(events.subList(0, 40));
        browser.open(write(replay, "in-progress"), "document.documentElement.hasAttribute('data-first-frame')");
        assertThat(text("verdict")).startsWith("In progress");
        browser.press("End");
        assertShows(replay, 40);
    }

    /** Positions spread over the match, deals and their ends included. */
    private static List<Integer> sample(Replay replay) {
        List<Integer> positions = new ArrayList<>();
        for (int i = 1; i <= 8; i++) {
            positions.add(Math.max(1, replay.end() * i / 9));
        }
        positions.add(replay.nextDeal(replay.nextDeal(0)));
        return positions;
    }

    private static int at() {
        return browser.evaluate("Number(document.documentElement.getAttribute('data-at'))").asInt();
    }

    private static String text(String id) {
        return browser.evaluate("document.getElementById('" + id + "').textContent").asText();
    }

    private static void assertShows(Replay replay, int position) {
        assertThat(at()).as("the page's position").isEqualTo(position);
        assertShown(replay, position);
    }

    /** What the page shows against the replayer's state at a position, as the officials see it. */
    private static void assertShown(Replay replay, int position) {
        JsonNode shown = browser.evaluate("""
                (() => {
                  const codes = (nodes) => Array.from(nodes).map((n) => n.getAttribute('data-card'));
                  const players = {};
                  document.querySelectorAll('#players .player').forEach((p) => {
                    players[p.getAttribute('data-player')] = {
                      hand: codes(p.querySelectorAll('.hand svg[data-card]')),
                      down: p.querySelectorAll('.hand svg.back').length,
                      melds: Array.from(p.querySelectorAll('.melds .meld')).map((m) => codes(m.querySelectorAll('svg[data-card]'))),
                    };
                  });
                  const centre = document.querySelector('#centre-card svg[data-card]');
                  return { players, centre: centre ? centre.getAttribute('data-card') : null,
                           score: document.getElementById('score').textContent, words: document.getElementById('words').textContent };
                })()""");
        MatchState state = replay.stateAt(position);
        Map<String, Object> expected = new LinkedHashMap<>();
        Map<String, Object> players = new LinkedHashMap<>();
        String centre = null;
        String score = "";
        if (state instanceof MatchState.Started started) {
            score = "score: " + started.setup().players().stream().map(player -> player + " " + started.winsOf(player))
                    .collect(Collectors.joining(", ")) + (started.draws() == 0 ? "" : ", " + started.draws() + " drawn");
            if (started.lastDeal().isPresent()) {
                DealState deal = started.lastDeal().get();
                for (String player : deal.seats()) {
                    Holding holding = deal.holding(player);
                    players.put(player, Map.of("hand", codes(holding.hand().toList()), "down", holding.hidden(),
                            "melds", holding.melds().melds().stream().map(Meld::cards).map(cards -> codes(cards.toList())).toList()));
                }
                centre = deal.centreCard().map(card -> card.card().code()).orElse(null);
            }
        }
        expected.put("players", players);
        expected.put("centre", centre);
        expected.put("score", score);
        Map<String, Object> actual = new LinkedHashMap<>();
        Map<String, Object> actualPlayers = new LinkedHashMap<>();
        shown.path("players").properties().forEach(entry -> actualPlayers.put(entry.getKey(), Map.of(
                "hand", texts(entry.getValue().path("hand")), "down", entry.getValue().path("down").asInt(),
                "melds", entry.getValue().path("melds").valueStream().map(HtmlReplayBrowserTest::texts).toList())));
        actual.put("players", actualPlayers);
        actual.put("centre", shown.path("centre").isNull() ? null : shown.path("centre").asText());
        actual.put("score", shown.path("score").asText());
        assertThat(actual).as("the table at position " + position).isEqualTo(expected);
        if (position <= replay.end() && position > 0 && at() == position) {
            assertThat(shown.path("words").asText()).isEqualTo(replay.describe(position, Optional.empty()));
        }
    }

    private static List<String> codes(List<Card> cards) {
        return cards.stream().map(Card::code).toList();
    }

    private static List<String> texts(JsonNode array) {
        return array.valueStream().map(JsonNode::asText).toList();
    }
}
