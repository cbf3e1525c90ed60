package org.conquian.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.conquian.bot.BotMatch;
import org.conquian.card.Card;
import org.conquian.contract.LogReader;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.HandsShown;
import org.conquian.event.Narration;
import org.conquian.game.DealState;
import org.conquian.game.MatchState;
import org.conquian.game.TableRecord;
import org.conquian.replay.Replay;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.testkit.Scripted;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Fixtures.card;

/** {@code replay --html}: one self-contained page, and a player's page that holds nothing that player did not see. */
class ReplayHtmlCommandTest {

    private static final Pattern CARD = Pattern.compile("\\b[A2-9TJQK][CDHS]\\b");

    @TempDir
    Path directory;

    @Test
    void thePageIsOneFileThatFetchesNothing() throws IOException {
        Path log = Logs.write(directory.resolve("club-7.jsonl"), "club-7", Scripted.match());
        Path page = directory.resolve("club-7.html");
        Run run = Run.of("replay", log.toString(), "--html", page.toString());
        assertThat(run.exit()).isZero();
        assertThat(run.out()).startsWith("wrote " + page + " (" + Scripted.match().size() + " events, ").contains("valid");
        String html = Files.readString(page);
        assertThat(html).startsWith("<!DOCTYPE html>").contains("\"match\":\"club-7\"")
                .contains("default-src 'none'")
                // the cards are images drawn by the page itself, in data: addresses only
                .containsPattern("img-src data:[;\"]")
                .doesNotContainPattern("(?i)<(link|img|iframe|object|embed)\\b")
                .doesNotContainPattern("(?i)\\bsrc\\s*=")
                .doesNotContainPattern("(?i)url\\(|@import|https?://(?!www\\.w3\\.org/2000/svg\")");
        assertThat(Pattern.compile("href=\"([^\"]*)\"").matcher(html).results().map(m -> m.group(1)))
                .allMatch(href -> href.startsWith("#"));
        assertThat(directory.resolve("club-7.html.partial")).doesNotExist();
    }

    @Test
    void anInvalidMatchIsWrittenAndExitsOne() throws IOException {
        List<Event> events = new ArrayList<>(Scripted.match());
        events.set(Scripted.BEN_DISCARDS_JD - 1, new CardDiscarded("ben", card("KS")));
        Path log = Logs.write(directory.resolve("bad.jsonl"), "club-8", events);
        Path page = directory.resolve("bad.html");
        Run run = Run.of("replay", log.toString(), "--html", page.toString());
        assertThat(run.exit()).isEqualTo(1);
        // the rule's section as the library renders it, not its Markdown
        assertThat(Files.readString(page)).contains("\"rule\":\"R-DISCARD\"").contains("h3>R-DISCARD: discarding").doesNotContain("## R-DISCARD");
    }

    @Test
    void mistakesAreExplained() throws IOException {
        Path log = Logs.write(directory.resolve("club-7.jsonl"), "club-7", Scripted.match());
        assertThat(Run.of("replay", log.toString(), "--html", directory.toString()).err()).contains("is a directory");
        assertThat(Run.of("replay", log.toString(), "--html", directory.resolve("x.html").toString(), "--json").err())
                .contains("choose one");
        assertThat(Run.of("replay", log.toString(), "--html", directory.resolve("x.html").toString(), "--as", "zoe").err())
                .contains("zoe does not play");
    }

    @Test
    void aPlayersPageHoldsOnlyWhatThatPlayerSaw() throws IOException {
        List<Event> known = BotMatch.play(List.of("ana", "ben", "cruz"), Profile.MEXICANA, new Options(null, null, 2), 11);
        assertHoldsOnlyWhatWasSeen(known, "ben");
        assertHoldsOnlyWhatWasSeen(known, "cruz");
        assertHoldsOnlyWhatWasSeen(BotMatch.play(List.of("ana", "ben"), Profile.PAGAT_UPCARD, new Options(null, null, 2), 5), "ana");
    }

    @Test
    void handsShownAtTheEndOfAConcealedDealAreInEveryPlayersPageFromThenOn() throws IOException {
        List<Event> events = TableRecord.of(BotMatch.play(List.of("ana", "ben", "cruz"), Profile.MEXICANA, Options.NONE, 11), true);
        JsonNode frames = frames(events, "ben");
        int shown = events.indexOf(events.stream().filter(HandsShown.class::isInstance).findFirst().orElseThrow()) + 1;
        HandsShown hands = (HandsShown) events.get(shown - 1);
        for (JsonNode player : frames.get(shown).get("table").get("deal").get("p")) {
            assertThat(player.get("h").asText()).isEqualTo(Narration.cards(hands.hands().get(player.get("n").asText()).stream().sorted().toList()));
        }
        for (JsonNode player : frames.get(shown - 1).get("table").get("deal").get("p")) {
            assertThat(player.has("h")).isEqualTo(player.get("n").asText().equals("ben"));
        }
    }

    private JsonNode frames(List<Event> events, String viewer) throws IOException {
        Path log = Logs.write(directory.resolve("m.jsonl"), "m", events);
        Path page = directory.resolve(viewer + ".html");
        assertThat(Run.of("replay", log.toString(), "--html", page.toString(), "--as", viewer).exit()).isZero();
        String html = new String(Files.readAllBytes(page), StandardCharsets.UTF_8);
        String data = html.substring(html.indexOf("<script type=\"application/json\" id=\"data\">"));
        data = data.substring(data.indexOf('>') + 1, data.indexOf("</script>"));
        return new ObjectMapper().readTree(data).get("frames");
    }

    /**
     * Reads the page's bytes: at each moment its data names no card of another player's hand, none of the stock
     * and none of another player's cambio, and the file has none of the officials' words for them.
     */
    private void assertHoldsOnlyWhatWasSeen(List<Event> events, String viewer) throws IOException {
        JsonNode frames = frames(events, viewer);
        String html = Files.readString(directory.resolve(viewer + ".html"));
        Replay replay;
        try (LogReader reader = new LogReader(Files.newInputStream(directory.resolve("m.jsonl")))) {
            replay = Replay.of("m", reader);
        }
        assertThat(frames).hasSize(replay.end() + 1);

        Set<Card> given = new HashSet<>();
        int hiddenChecked = 0;
        for (int position = 1; position <= replay.end(); position++) {
            Event event = replay.momentAt(position).orElseThrow().event();
            if (event instanceof DealStarted) {
                given.clear();
            } else if (event instanceof CardsExchanged exchanged && exchanged.given().isPresent()) {
                given.add(exchanged.given().get().get(viewer));
            }
            if (!(replay.stateAt(position) instanceof MatchState.Started started) || started.lastDeal().isEmpty()) {
                continue;
            }
            DealState deal = started.lastDeal().get();
            Set<Card> unseen = new HashSet<>(deal.stockLeftCards());
            if (!deal.shown()) {
                deal.seats().stream().filter(player -> !player.equals(viewer)).forEach(player -> unseen.addAll(deal.holding(player).hand().toList()));
            }
            unseen.removeAll(given);
            hiddenChecked += unseen.size();
            Matcher codes = CARD.matcher(frames.get(position).toString());
            while (codes.find()) {
                assertThat(unseen).as("seq %d as %s sees it", replay.momentAt(position).orElseThrow().seq(), viewer)
                        .doesNotContain(Card.parse(codes.group()));
            }
            List<Card> stock = deal.stockLeftCards();
            if (stock.size() >= 5) {
                assertThat(html).doesNotContain(Narration.cards(stock.subList(0, 5)));
            }
        }
        assertThat(hiddenChecked).as("cards that were hidden from " + viewer).isPositive();
        for (String player : List.of("ana", "ben", "cruz")) {
            if (!player.equals(viewer)) {
                assertThat(html).doesNotContain(player + " gives");
            }
        }
    }
}
