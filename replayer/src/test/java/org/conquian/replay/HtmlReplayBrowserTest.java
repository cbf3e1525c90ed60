package org.conquian.replay;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.card.Card;
import org.conquian.event.CardDiscarded;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.DealState;
import org.conquian.game.MatchState;
import org.conquian.rules.House;
import org.conquian.rules.Options;
import org.conquian.rules.RuleId;
import org.conquian.rules.Profile;
import org.conquian.testkit.Scripted;
import org.conquian.view.Observer;
import org.conquian.view.Viewer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.replay.ReplayPage.OUT;
import static org.conquian.replay.ReplayPage.READY;
import static org.conquian.replay.ReplayPage.play;
import static org.conquian.replay.ReplayPage.replay;
import static org.conquian.replay.ReplayPage.texts;
import static org.conquian.replay.ReplayPage.write;

/**
 * The replay page in a real browser (Debian's headless Chromium): for a match of each profile, known and
 * concealed, what the page shows at a sample of events (hands, face-down counts, melds, centre card, standings)
 * is the replayer's table there, reached by the keyboard alone; the moment it opens at; the moves beside the
 * table. A screenshot of each is kept in target/browser.
 */
class HtmlReplayBrowserTest {

    @RegisterExtension
    static final Browser BROWSER = new Browser();

    static Stream<Arguments> matches() {
        return Stream.of(
                Arguments.of(Profile.ANGLO_40, List.of("ana", "ben"), false),
                Arguments.of(Profile.ANGLO_40, List.of("ana", "ben"), true),
                Arguments.of(Profile.PAGAT_UPCARD, List.of("ana", "ben"), false),
                Arguments.of(Profile.PAGAT_UPCARD, List.of("ana", "ben"), true),
                Arguments.of(Profile.MEXICANA, List.of("ana", "ben", "cruz"), false),
                Arguments.of(Profile.MEXICANA, List.of("ana", "ben", "cruz"), true));
    }

    @ParameterizedTest(name = "{0}, concealed {2}")
    @MethodSource("matches")
    void thePageShowsTheReplayersTableAtEveryStepReachedByKeys(Profile profile, List<String> players, boolean concealed)
            throws IOException, InterruptedException {
        Replay replay = replay(play(profile, players, concealed));
        String name = profile.id() + (concealed ? "-concealed" : "-known");
        String url = write(replay, name);
        BROWSER.chromium().open(url, READY);
        assertShows(replay, replay.nextDeal(0));

        BROWSER.chromium().press("End");
        assertShows(replay, replay.end());
        BROWSER.chromium().press("Home");
        assertShows(replay, 0);
        for (int step = 1; step <= 6; step++) {
            BROWSER.chromium().press("ArrowRight");
            assertShows(replay, step);
        }
        BROWSER.chromium().press("ArrowLeft");
        BROWSER.chromium().press("ArrowLeft");
        assertShows(replay, 4);

        BROWSER.chromium().press("d");
        int deal2 = replay.nextDeal(4);
        assertShows(replay, deal2);
        BROWSER.chromium().press("u");
        assertShows(replay, replay.previousDeal(deal2));

        for (int position : sample(replay)) {
            long seq = replay.momentAt(position).orElseThrow().seq();
            BROWSER.chromium().press("g");
            for (char digit : Long.toString(seq).toCharArray()) {
                BROWSER.chromium().press(String.valueOf(digit));
            }
            BROWSER.chromium().press("Enter");
            assertShows(replay, position);
            BROWSER.chromium().waitFor("location.hash === '#seq=" + seq + "'");
            BROWSER.chromium().press("ArrowRight");
            assertShows(replay, Math.min(position + 1, replay.end()));
            BROWSER.chromium().press("ArrowLeft");
            assertShows(replay, Math.min(position + 1, replay.end()) - 1);
        }
        BROWSER.chromium().press("g");
        BROWSER.chromium().press("Escape");
        BROWSER.chromium().press("End");
        assertShows(replay, replay.end());
        Files.write(OUT.resolve(name + ".png"), screenshotAt(url, replay, replay.nextDeal(replay.nextDeal(0)) + 12));
    }

    static Stream<Arguments> houseRules() {
        return Stream.of(
                Arguments.of(Profile.PAGAT_UPCARD, List.of("ana", "ben", "cruz", "dee"), "partnership,targetWins=2", false),
                Arguments.of(Profile.PAGAT_UPCARD, List.of("ana", "ben", "cruz", "dee"), "partnership,meldFromHand=true", true),
                Arguments.of(Profile.PAGAT_UPCARD, List.of("ana", "ben"), "two-packs,drawnDeal=point-each", false),
                Arguments.of(Profile.MEXICANA, List.of("ana", "ben", "cruz"), "offer=round,meldFromHand=true", true));
    }

    /**
     * Under house rules the page shows the replayer's table at each step: four seats, a team's melds at the seat of the
     * first of the team (the partner's shows none), both copies of a card held twice, the standings by team or in points.
     */
    @ParameterizedTest(name = "{0} {1}, {2}, concealed {3}")
    @MethodSource("houseRules")
    void underHouseRulesThePageShowsTheReplayersTableAtEachStep(Profile profile, List<String> players, String house, boolean concealed)
            throws IOException, InterruptedException {
        String declared = house.replace(",targetWins=2", "");
        Options options = new Options(null, null, house.contains("targetWins=2") ? 2 : 1, House.parse(declared));
        Replay replay = replay(play(profile, players, options, concealed));
        String name = profile.id() + "-" + declared.replace(',', '-').replace('=', '-') + (concealed ? "-concealed" : "-known");
        BROWSER.chromium().open(write(replay, name), READY);
        BROWSER.chromium().press("Home");
        assertShows(replay, 0);
        for (int step = 1; step <= Math.min(replay.end(), 80); step++) {
            BROWSER.chromium().press("ArrowRight");
            assertShows(replay, step);
        }
        BROWSER.chromium().press("End");
        assertShows(replay, replay.end());
        Files.write(OUT.resolve(name + ".png"), screenshotAt(write(replay, name), replay, replay.nextDeal(0) + 20));
    }

    /** A screenshot in mid-deal, opened from an address that names the moment. */
    private static byte[] screenshotAt(String url, Replay replay, int position) throws InterruptedException {
        long seq = replay.momentAt(Math.min(position, replay.end())).orElseThrow().seq();
        BROWSER.chromium().open(url + "#seq=" + seq, READY);
        assertShows(replay, Math.min(position, replay.end()));
        return BROWSER.chromium().screenshot();
    }

    @Test
    void anAddressWithASeqOpensThereAndButtonsTheSliderAndTheMovesStep() throws IOException, InterruptedException {
        Replay replay = replay(play(Profile.ANGLO_40, List.of("ana", "ben"), false));
        String url = write(replay, "address");
        BROWSER.chromium().open(url + "#seq=37", READY);
        assertShows(replay, replay.positionOf(37).orElseThrow());
        BROWSER.chromium().evaluate("document.getElementById('next-step').click()");
        assertShows(replay, replay.positionOf(38).orElseThrow());
        BROWSER.chromium().evaluate("document.getElementById('prev').click(); document.getElementById('prev').click()");
        assertShows(replay, replay.positionOf(36).orElseThrow());
        BROWSER.chromium().evaluate("const s = document.getElementById('slider'); s.value = '90'; s.dispatchEvent(new Event('input'))");
        assertShows(replay, 90);
        int deal3 = replay.nextDeal(replay.nextDeal(replay.nextDeal(0)));
        BROWSER.chromium().evaluate("document.querySelectorAll('#moves > li > details')[3].open = true");
        BROWSER.chromium().evaluate("document.querySelector('#moves a[href=\"#seq=" + replay.momentAt(deal3 + 2).orElseThrow().seq() + "\"]').click()");
        BROWSER.chromium().waitFor("document.documentElement.getAttribute('data-at') === '" + (deal3 + 2) + "'");
        assertShows(replay, deal3 + 2);
        BROWSER.chromium().evaluate("document.getElementById('last').click()");
        assertShows(replay, replay.end());
    }

    /**
     * The moves: a group per deal (and one for the match's start), the current deal's open with every event in the
     * replayer's words, each a link to its moment, the current one marked; and the cards the last move moved, marked
     * on the table.
     */
    @Test
    void theMovesListEveryEventByDealAndTheTableMarksTheCardTheLastMoveMoved() throws IOException, InterruptedException {
        List<Event> events = play(Profile.MEXICANA, List.of("ana", "ben", "cruz"), false);
        Replay replay = replay(events);
        BROWSER.chromium().open(write(replay, "moves"), READY);
        int deals = (int) events.stream().filter(event -> event instanceof DealStarted).count();
        assertThat(BROWSER.chromium().evaluate("document.querySelectorAll('#moves > li').length").asInt()).isEqualTo(deals + 1);
        int first = replay.nextDeal(0);
        int after = replay.nextDeal(first) < replay.end() ? replay.nextDeal(first) : replay.end() + 1;
        for (int position = first; position < after; position += 5) {
            BROWSER.chromium().evaluate("location.hash = '#seq=" + replay.momentAt(position).orElseThrow().seq() + "'");
            BROWSER.chromium().waitFor("document.documentElement.getAttribute('data-at') === '" + position + "'");
            JsonNode moves = BROWSER.chromium().evaluate("""
                    (() => {
                      const open = Array.from(document.querySelectorAll('#moves > li > details')).filter((d) => d.open);
                      const current = document.querySelector('#moves li[aria-current] a');
                      return { open: open.length, summary: open[0].querySelector('summary').textContent,
                               words: Array.from(open[0].querySelectorAll('li a')).map((a) => a.textContent),
                               links: Array.from(open[0].querySelectorAll('li a')).map((a) => a.getAttribute('href')),
                               current: current.getAttribute('href') };
                    })()""");
            assertThat(moves.path("open").asInt()).isEqualTo(1);
            assertThat(moves.path("summary").asText()).startsWith("Deal 1: ");
            List<String> words = new ArrayList<>();
            List<String> links = new ArrayList<>();
            for (int i = first; i < after; i++) {
                long seq = replay.momentAt(i).orElseThrow().seq();
                words.add(seq + " " + replay.describe(i, Viewer.OFFICIALS));
                links.add("#seq=" + seq);
            }
            assertThat(texts(moves.path("words"))).isEqualTo(words);
            assertThat(texts(moves.path("links"))).isEqualTo(links);
            assertThat(moves.path("current").asText()).isEqualTo("#seq=" + replay.momentAt(position).orElseThrow().seq());
        }
        int discards = 0;
        int reveals = 0;
        for (int position = 1; position <= replay.end(); position++) {
            Event event = replay.momentAt(position).orElseThrow().event();
            Card moved = event instanceof CardDiscarded discarded ? discarded.card() : event instanceof StockCardRevealed revealed ? revealed.card() : null;
            if (moved == null || discards + reveals >= 12) {
                continue;
            }
            discards += event instanceof CardDiscarded ? 1 : 0;
            reveals += event instanceof StockCardRevealed ? 1 : 0;
            BROWSER.chromium().evaluate("location.hash = '#seq=" + replay.momentAt(position).orElseThrow().seq() + "'");
            BROWSER.chromium().waitFor("document.documentElement.getAttribute('data-at') === '" + position + "'");
            assertThat(texts(BROWSER.chromium().evaluate("Array.from(document.querySelectorAll('#table .ct-moved')).map((c) => c.getAttribute('data-card'))")))
                    .as("the card moved by " + event).containsExactly(moved.code());
        }
        assertThat(discards).isPositive();
        assertThat(reveals).isPositive();
        Files.write(OUT.resolve("moves.png"), BROWSER.chromium().screenshot());
    }

    @Test
    void anInvalidMatchOpensAtItsFaultyEventWithTheRuleItBreaksWritten() throws IOException, InterruptedException {
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
        BROWSER.chromium().open(url, READY);

        assertThat(ReplayPage.at(BROWSER.chromium())).isEqualTo(replay.end() + 1);
        BROWSER.chromium().waitFor("location.hash === '#seq=" + (discard + 1) + "'");
        assertThat(BROWSER.chromium().evaluate("document.getElementById('event').classList.contains('faulty')").asBoolean()).isTrue();
        assertThat(ReplayPage.text(BROWSER.chromium(), "words")).isEqualTo(honest.player() + " discards " + elsewhere);
        RuleId rule = replay.fault().orElseThrow().rule();
        assertThat(ReplayPage.text(BROWSER.chromium(), "fault-line")).contains(rule.id()).contains(replay.fault().orElseThrow().message());
        String section = RuleBook.load().forProfile("mexicana").section(rule).orElseThrow();
        JsonNode written = BROWSER.chromium().evaluate("""
                (() => { const t = document.getElementById('rule-text');
                  return { heading: t.querySelector('h3, h4').textContent, text: t.textContent,
                           code: Array.from(t.querySelectorAll('code')).map((c) => c.textContent) }; })()""");
        assertThat(written.path("heading").asText()).startsWith(rule.id());
        assertThat(written.path("text").asText()).doesNotContain("#").doesNotContain("`").doesNotContain("<");
        List<String> quoted = new ArrayList<>();
        Matcher code = Pattern.compile("`([^`]+)`").matcher(section);
        while (code.find()) {
            quoted.add(code.group(1));
        }
        assertThat(texts(written.path("code"))).isEqualTo(quoted);
        assertThat(ReplayPage.text(BROWSER.chromium(), "verdict")).startsWith("Invalid");
        assertThat(BROWSER.chromium().evaluate("document.getElementById('moves').querySelector('li[aria-current]').classList.contains('faulty')")
                .asBoolean()).isTrue();
        ReplayPage.assertShown(BROWSER.chromium(), replay, replay.end());
        Files.write(OUT.resolve("invalid.png"), BROWSER.chromium().screenshot());
        BROWSER.chromium().press("ArrowLeft");
        assertShows(replay, replay.end());
        assertThat(BROWSER.chromium().evaluate("document.getElementById('fault').classList.contains('current')").asBoolean()).isFalse();
        BROWSER.chromium().press("f");
        assertThat(ReplayPage.at(BROWSER.chromium())).isEqualTo(replay.end() + 1);
    }

    @Test
    void everyCardIsDrawnWithItsName() throws IOException, InterruptedException {
        BROWSER.chromium().open(write(replay(Scripted.match()), "cards"), READY);
        List<String> codes = IntStream.range(0, Card.COUNT).mapToObj(i -> Card.ofIndex(i).code()).toList();
        // each card drawn on a canvas: its picture is whole, and its suit's colour is the ink that shows most
        JsonNode drawn = BROWSER.chromium().evaluate("""
                Promise.all(%s.map((code) => {
                  const card = ConquianCards.card(code);
                  return card.decode().then(() => {
                    const canvas = document.createElement('canvas');
                    canvas.width = 60;
                    canvas.height = 84;
                    const g = canvas.getContext('2d');
                    g.drawImage(card, 0, 0);
                    const px = g.getImageData(0, 0, 60, 84).data;
                    let red = 0, black = 0;
                    for (let i = 0; i < px.length; i += 4) {
                      if (px[i] > 150 && px[i + 1] < 80 && px[i + 2] < 80) red++;
                      if (px[i] < 70 && px[i + 1] < 70 && px[i + 2] < 70) black++;
                    }
                    const size = card.naturalWidth + 'x' + card.naturalHeight;
                    return code + ':' + size + ':' + (red > black ? 'red' : 'black') + ':' + card.getAttribute('alt');
                  });
                }))""".formatted(codes.stream().map(code -> "'" + code + "'").toList()));
        List<String> expected = IntStream.range(0, Card.COUNT).mapToObj(Card::ofIndex).map(card -> card.code() + ":60x84:" + (card.suit().isRed() ? "red" : "black") + ":" + name(card)).toList();
        assertThat(texts(drawn)).containsExactlyElementsOf(expected);
    }

    /** A card's name in words, as a screen reader says it: {@code ten of hearts}. */
    private static String name(Card card) {
        String rank = switch (card.rank().code()) {
            case "A" -> "ace";
            case "2" -> "two";
            case "3" -> "three";
            case "4" -> "four";
            case "5" -> "five";
            case "6" -> "six";
            case "7" -> "seven";
            case "8" -> "eight";
            case "9" -> "nine";
            case "T" -> "ten";
            case "J" -> "jack";
            case "Q" -> "queen";
            default -> "king";
        };
        return rank + " of " + card.suit().name().toLowerCase(Locale.ROOT);
    }

    /**
     * Before its first event the table is not empty: it says the match has not started yet, at the seats its
     * {@code MatchStarted} gives (who will play, who deals first), without a card, as the terminal's table says it; and
     * so on a player's page.
     */
    @Test
    void atTheStartThePageSaysTheMatchHasNotStartedAtTheSeatsToCome() throws IOException, InterruptedException {
        Replay replay = replay(Scripted.match());
        String terminal = String.join("\n", new TableView(Style.PLAIN, Viewer.OFFICIALS).render(replay.match(),
                replay.tableAt(0, Observer.of(Viewer.OFFICIALS)), "", Optional.empty()));
        assertThat(terminal).contains("  ben (deals first)").contains("  centre  the match has not started yet: ben deals first");
        Files.createDirectories(OUT);
        String asAna = OUT.resolve("not-started-as-ana.html").toUri().toString();
        Files.writeString(OUT.resolve("not-started-as-ana.html"), HtmlReplay.page(replay, Viewer.player("ana"), RuleBook.load(), Optional.of(0)));
        for (String url : List.of(write(replay, "not-started") + "#seq=0", asAna)) {
            BROWSER.chromium().open(url, READY);
            BROWSER.chromium().waitFor("document.documentElement.getAttribute('data-at') === '0'");
            JsonNode shown = BROWSER.chromium().evaluate("""
                    (() => ({
                      seats: Array.from(document.querySelectorAll('#table .ct-seat[data-player]:not([hidden])')).map((p) => p.getAttribute('data-player')),
                      first: Array.from(document.querySelectorAll('#table .ct-seat[data-player]:not([hidden])'))
                        .filter((p) => p.querySelector('.ct-role').textContent === 'deals first').map((p) => p.getAttribute('data-player')),
                      cards: document.querySelectorAll('#table [data-card]').length,
                      centre: document.querySelector('#table .ct-words').textContent,
                      next: document.getElementById('next').textContent,
                    }))()""");
            assertThat(texts(shown.path("seats"))).as(url).containsExactlyInAnyOrder("ana", "ben");
            assertThat(texts(shown.path("first"))).as(url).containsExactly("ben");
            assertThat(shown.path("cards").asInt()).as(url).isZero();
            assertThat(shown.path("centre").asText()).as(url).isEqualTo("the match has not started yet: ben deals first");
            assertThat(shown.path("next").asText()).as(url).isEqualTo("Next: the match to start");
        }
        Files.write(OUT.resolve("not-started.png"), BROWSER.chromium().screenshot());
    }

    @Test
    void aMatchInProgressOpensAtItsLastEventAndSaysSo() throws IOException, InterruptedException {
        List<Event> events = play(Profile.ANGLO_40, List.of("ana", "ben"), false);
        Replay replay = replay(events.subList(0, 40));
        BROWSER.chromium().open(write(replay, "in-progress"), READY);
        assertThat(ReplayPage.text(BROWSER.chromium(), "verdict")).startsWith("In progress");
        assertShows(replay, 40);
    }

    /** A disputed deal: the moves mark the call, the rulings and the appeal; the deal voided on appeal is no drawn deal. */
    @Test
    void theMovesMarkTheDirectorsEventsAndAVoidDealIsNoDrawnDeal() throws IOException, InterruptedException {
        Replay replay = replay(RulingsReplayTest.APPEALED_TO_A_VOID);
        BROWSER.chromium().open(write(replay, "rulings"), READY);
        BROWSER.chromium().evaluate("location.hash = '#seq=16'");
        BROWSER.chromium().waitFor("document.documentElement.getAttribute('data-at') === '16'");
        JsonNode moves = BROWSER.chromium().evaluate("""
                (() => ({
                  marked: Array.from(document.querySelectorAll('#moves li.director a')).map((a) => a.getAttribute('href')),
                  summary: document.querySelector('#moves > li:nth-child(2) summary').textContent,
                  drawn: document.querySelectorAll('#standings tr.drawn').length,
                  words: document.getElementById('words').textContent,
                }))()""");
        assertThat(texts(moves.path("marked"))).containsExactly("#seq=11", "#seq=12", "#seq=13", "#seq=14", "#seq=15");
        assertThat(moves.path("summary").asText()).isEqualTo("Deal 1: ben deals · void by ruling");
        assertThat(moves.path("drawn").asInt()).isZero();
        assertThat(moves.path("words").asText()).isEqualTo("deal 1 is void on appeal");
        Files.write(OUT.resolve("rulings.png"), BROWSER.chromium().screenshot());
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

    private static void assertShows(Replay replay, int position) {
        ReplayPage.assertShows(BROWSER.chromium(), replay, position);
    }
}
