package org.conquian.replay;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.audit.LogLine;
import org.conquian.bot.BotMatch;
import org.conquian.card.Card;
import org.conquian.event.Event;
import org.conquian.game.DealState;
import org.conquian.game.Holding;
import org.conquian.game.MatchState;
import org.conquian.game.TableRecord;
import org.conquian.meld.Meld;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.testkit.Audits;
import org.conquian.view.Observer;
import org.conquian.view.SeenMatch;
import org.conquian.view.Viewer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** Replay pages written for the browser tests, and what one shows, read back from the page against the replayer's state. */
final class ReplayPage {

    static final Path OUT = Path.of("target", "browser");
    /** A player's line of the terminal's table that names the dealer or who deals first: {@code   ben (deals first)}. */
    private static final Pattern DEALER = Pattern.compile("^  (\\S+) \\((dealer|deals first)\\)");
    static final String READY = "document.documentElement.hasAttribute('data-first-frame')";

    private ReplayPage() {
    }

    static List<Event> play(Profile profile, List<String> players, boolean concealed) {
        return play(profile, players, profile == Profile.PAGAT_UPCARD ? new Options(null, null, 2) : Options.NONE, concealed);
    }

    static List<Event> play(Profile profile, List<String> players, Options options, boolean concealed) {
        List<Event> known = BotMatch.play(players, profile, options, 7);
        return concealed ? TableRecord.of(known, true) : known;
    }

    static Replay replay(List<Event> events) {
        List<LogLine> lines = Audits.lines(events, true);
        return Replay.of(Audits.MATCH, lines.iterator());
    }

    /** The officials' page of the replay, in target/browser; its address. */
    static String write(Replay replay, String name) throws IOException {
        Files.createDirectories(OUT);
        Path file = OUT.resolve(name + ".html").toAbsolutePath();
        Files.writeString(file, HtmlReplay.page(replay, Viewer.OFFICIALS, RuleBook.load(), Optional.empty()));
        return file.toUri().toString();
    }

    /** The position the page shows once its next frame is painted: it draws what a key asked for in that frame. */
    static int at(Chromium browser) {
        return browser.evaluate("new Promise((drawn) => requestAnimationFrame(() => drawn(Number(document.documentElement.getAttribute('data-at')))))")
                .asInt();
    }

    static String text(Chromium browser, String id) {
        return browser.evaluate("document.getElementById('" + id + "').textContent").asText();
    }

    /**
     * A script function that reads what the page shows: the table (hands, face-down counts, melds, centre, the dealer's
     * seat, and before the first deal the words at its centre), the
     * standings, and each part that names the position (data-at, the event's seq and words, the slider, the count,
     * the buttons, the move marked in the moves and whether its deal's list is open).
     */
    static final String SHOWN = """
            () => {
              const $ = (id) => document.getElementById(id);
              const codes = (nodes) => Array.from(nodes).map((n) => n.getAttribute('data-card'));
              const players = {};
              document.querySelectorAll('#table .ct-seat[data-player]:not([hidden])').forEach((p) => {
                players[p.getAttribute('data-player')] = {
                  hand: codes(p.querySelectorAll('.ct-hand [data-card]')),
                  down: p.querySelectorAll('.ct-hand .ct-back').length,
                  melds: Array.from(p.querySelectorAll('.ct-melds .ct-meld')).map((m) => codes(m.querySelectorAll('[data-card]'))),
                };
              });
              const dealers = Array.from(document.querySelectorAll('#table .ct-seat[data-player]:not([hidden])'))
                .filter((p) => p.querySelector('.ct-role').textContent).map((p) => p.getAttribute('data-player') + ' ' + p.querySelector('.ct-role').textContent);
              const table = document.querySelector('#table .ct-table');
              const waiting = table.classList.contains('ct-waiting') ? table.querySelector('.ct-words').textContent : null;
              const wins = {};
              document.querySelectorAll('#standings tr').forEach((r) => wins[r.cells[0].textContent] = parseInt(r.cells[1].textContent, 10));
              const centre = document.querySelector('#table .ct-slot [data-card]');
              const current = document.querySelectorAll('#moves li[aria-current]');
              return { at: Number(document.documentElement.getAttribute('data-at')), players, wins, dealers, waiting,
                       centre: centre ? centre.getAttribute('data-card') : null, seq: $('seq').textContent, words: $('words').textContent,
                       slider: Number($('slider').value), count: $('position').textContent,
                       back: $('first').disabled && $('prev').disabled, on: $('last').disabled && $('next-step').disabled,
                       marked: current.length, move: current.length ? current[0].querySelector('a').getAttribute('href') : null,
                       moveOpen: current.length ? current[0].closest('details').open : false };
            }""";

    static void assertShows(Chromium browser, Replay replay, int position) {
        assertThat(at(browser)).as("the page's position").isEqualTo(position);
        JsonNode shown = browser.evaluate("(" + SHOWN + ")()");
        assertTable(shown, replay, position);
        assertPosition(shown, replay, position);
    }

    /** What the page shows against the replayer's state at a position, as the officials see it: hands, melds, centre, standings, words. */
    static void assertShown(Chromium browser, Replay replay, int position) {
        JsonNode shown = browser.evaluate("(" + SHOWN + ")()");
        assertTable(shown, replay, position);
        if (position <= replay.end() && position > 0 && shown.path("at").asInt() == position) {
            assertThat(shown.path("words").asText()).isEqualTo(replay.describe(position, Viewer.OFFICIALS));
        }
    }

    /** The table and the standings of what SHOWN read, against the replayer's state at the position. */
    static void assertTable(JsonNode shown, Replay replay, int position) {
        MatchState state = replay.stateAt(position);
        Map<String, Object> expected = new LinkedHashMap<>();
        Map<String, Object> players = new LinkedHashMap<>();
        Map<String, Integer> wins = new LinkedHashMap<>();
        String centre = null;
        List<List<String>> teams = List.of();
        if (replay.stateAt(replay.end()) instanceof MatchState.Started end) {
            // each player, or in a partnership each team, with their wins (points with drawnDeal point-each)
            teams = end.setup().teams();
            List<List<String>> sides = teams.isEmpty() ? end.setup().players().stream().map(List::of).toList() : teams;
            sides.forEach(side -> wins.put(String.join(" & ", side), state instanceof MatchState.Started started ? started.winsOf(side.getFirst()) : 0));
        }
        if (state instanceof MatchState.Started started) {
            if (started.draws() > 0) {
                wins.put("drawn", started.draws());
            }
            if (started.lastDeal().isPresent()) {
                DealState deal = started.lastDeal().get();
                for (String player : deal.seats()) {
                    Holding holding = deal.holding(player);
                    // a team's melds lie at the seat of the first of the team
                    boolean laysOut = teams.stream().noneMatch(team -> team.getLast().equals(player));
                    players.put(player, Map.of("hand", codes(holding.hand().toList()), "down", holding.hidden(),
                            "melds", laysOut ? holding.melds().melds().stream().map(Meld::cards).map(cards -> codes(cards.toList())).toList() : List.of()));
                }
                centre = deal.centreCard().map(card -> card.card().code()).orElse(null);
            }
        }
        // before the first deal, and before the match starts, each seat a place without cards
        SeenMatch seen = replay.tableAt(position, Observer.of(Viewer.OFFICIALS));
        seen.seats().ifPresent(seats -> seats.setup().players().forEach(player -> players.put(player, Map.of("hand", List.of(), "down", 0, "melds", List.of()))));
        // the dealer, or before the first deal who deals first, and what the table waits for, as the terminal's table says them
        List<String> terminal = new TableView(Style.PLAIN, Viewer.OFFICIALS).render(replay.match(), seen, "", Optional.empty());
        List<String> dealers = terminal.stream().map(DEALER::matcher).filter(Matcher::find)
                .map(found -> found.group(1) + " " + found.group(2)).toList();
        // the seats' centre says what the table waits for; a deal's centre line starts with its card, or a dash
        String waiting = terminal.contains(Style.PLAIN.bold("Seats") + Style.PLAIN.separator() + "in order of play")
                ? terminal.stream().filter(line -> line.startsWith("  centre  ")).map(line -> line.substring("  centre  ".length())).findFirst().orElseThrow()
                : null;
        expected.put("players", players);
        expected.put("centre", centre);
        expected.put("wins", wins);
        expected.put("dealers", dealers);
        expected.put("waiting", waiting);
        Map<String, Object> actual = new LinkedHashMap<>();
        Map<String, Object> actualPlayers = new LinkedHashMap<>();
        shown.path("players").properties().forEach(entry -> actualPlayers.put(entry.getKey(), Map.of(
                "hand", texts(entry.getValue().path("hand")), "down", entry.getValue().path("down").asInt(),
                "melds", entry.getValue().path("melds").valueStream().map(ReplayPage::texts).toList())));
        actual.put("players", actualPlayers);
        actual.put("centre", shown.path("centre").isNull() ? null : shown.path("centre").asText());
        Map<String, Integer> actualWins = new LinkedHashMap<>();
        shown.path("wins").properties().forEach(entry -> actualWins.put(entry.getKey(), entry.getValue().asInt()));
        actual.put("wins", actualWins);
        actual.put("dealers", texts(shown.path("dealers")));
        actual.put("waiting", shown.path("waiting").isNull() ? null : shown.path("waiting").asText());
        assertThat(actual).as("the table at position " + position).isEqualTo(expected);
    }

    /** Every part of what SHOWN read that names the moment names this position (short of a faulty event): they agree with the table. */
    static void assertPosition(JsonNode shown, Replay replay, int position) {
        String seq = position == 0 ? "0" : Long.toString(replay.momentAt(position).orElseThrow().seq());
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("at", position);
        expected.put("seq", position == 0 ? "start:" : "seq " + seq + ":");
        expected.put("words", position == 0 ? shown.path("words").asText() : replay.describe(position, Viewer.OFFICIALS));
        expected.put("slider", position);
        expected.put("count", "event " + position + " of " + replay.end());
        expected.put("back", position == 0);
        // an invalid match's last step is its faulty event, one past its end
        expected.put("on", position == replay.end() + (replay.fault().isPresent() ? 1 : 0));
        expected.put("marked", 1);
        expected.put("move", "#seq=" + seq);
        expected.put("moveOpen", true);
        Map<String, Object> actual = new LinkedHashMap<>();
        expected.keySet().forEach(part -> {
            JsonNode value = shown.path(part);
            actual.put(part, value.isBoolean() ? (Object) value.asBoolean() : value.isInt() ? (Object) value.asInt() : value.asText());
        });
        assertThat(actual).as("what names the moment at position " + position).isEqualTo(expected);
    }

    static List<String> codes(List<Card> cards) {
        return cards.stream().map(Card::code).toList();
    }

    static List<String> texts(JsonNode array) {
        return array.valueStream().map(JsonNode::asText).toList();
    }
}
