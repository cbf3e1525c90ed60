package org.conquian.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import org.conquian.bot.BotMatch;
import org.conquian.event.DealEnded;
import org.conquian.event.DealResult;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.MatchStarted;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.game.TableRecord;
import org.conquian.rules.House;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.testkit.DisputedMatch;
import org.conquian.view.Frame;
import org.conquian.view.Observer;
import org.conquian.view.Viewer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The frames of bot matches of every profile, known and concealed, for every viewer, written as JSON: each is valid
 * to the published frame schema; the officials' event is the record's line, prev and all; anyone else's has no prev;
 * a spectator's frame has no moves.
 */
class FrameJsonTest {

    private static Schema schema;

    @BeforeAll
    static void loadSchema() {
        SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
                builder -> builder.schemaIdResolvers(resolvers -> resolvers.mapPrefix(SchemaConformanceTest.BASE, "classpath:conquian/schemas/v1/")));
        schema = registry.getSchema(SchemaLocation.of(SchemaConformanceTest.BASE + "frame.schema.json"));
    }

    @ParameterizedTest
    @CsvSource({"anglo-40,ana;ben,3,false", "pagat-upcard,ana;ben,11,true", "mexicana,ana;ben;cruz,5,false", "mexicana,ana;ben;cruz,6,true"})
    void everyFrameIsValidToTheSchemaAndCarriesWhatItsViewerMayHave(String profile, String seats, long seed, boolean concealed) throws IOException {
        List<String> players = List.of(seats.split(";"));
        List<Event> known = BotMatch.play(players, Profile.byId(profile).orElseThrow(), new Options(null, null, 2), seed);
        List<Event> events = concealed ? TableRecord.of(known, seed % 2 == 0) : known;
        List<Viewer> viewers = new ArrayList<>(List.of(Viewer.OFFICIALS, Viewer.SPECTATOR));
        players.forEach(player -> viewers.add(Viewer.player(player)));
        Head head = Head.empty("m1");
        List<Encoder.Encoded> lines = new ArrayList<>();
        for (Event event : events) {
            Encoder.Encoded line = Encoder.encode(head, event, "2026-11-29T18:00:00Z");
            lines.add(line);
            head = line.head();
        }
        for (Viewer viewer : viewers) {
            Observer observer = Observer.of(viewer);
            MatchState state = MatchState.NOT_STARTED;
            for (int i = 0; i < lines.size(); i++) {
                Encoder.Encoded line = lines.get(i);
                MatchState after = Game.evolve(state, line.event());
                Frame frame = observer.frame(line.envelope(), state, line.event(), i == 0 ? Optional.empty() : Optional.of(events.get(i - 1)), after);
                JsonNode json = StrictJson.MAPPER.readTree(StrictJson.MAPPER.writeValueAsString(FrameJson.of(frame)));
                assertThat(schema.validate(json)).as("%s's frame of seq %d: %s", viewer, i + 1, json).isEmpty();
                assertThat(json.get("moves") == null).isEqualTo(viewer instanceof Viewer.Spectator);
                if (viewer instanceof Viewer.Officials) {
                    assertThat(EventJson.lineText(EventJson.toJson(frame.envelope(), frame.event()))).isEqualTo(new String(line.line(), StandardCharsets.UTF_8));
                } else {
                    assertThat(json.get("event").has("prev")).isFalse();
                }
                state = after;
            }
        }
    }

    /** In a match with calls and rulings, each frame too; while a call waits the moves list none and say the ruling is due. */
    @ParameterizedTest
    @CsvSource({"0,4", "1,8", "2,9"})
    void theFramesOfAMatchWithCallsAndRulingsAreValidToTheSchema(int table, long seed) throws IOException {
        List<Object[]> tables = List.of(new Object[] {Profile.ANGLO_40, Options.NONE, List.of("ana", "ben")},
                new Object[] {Profile.PAGAT_UPCARD, new Options(52, true, 2), List.of("ana", "ben")},
                new Object[] {Profile.MEXICANA, new Options(null, null, 2), List.of("ana", "ben", "cruz")});
        List<JsonNode> frames = validFrames(DisputedMatch.play(tables.get(table), seed, false).events(), Viewer.OFFICIALS);
        int rulingsDue = 0;
        for (int i = 0; i < frames.size(); i++) {
            JsonNode json = frames.get(i);
            if (json.get("moves").has("rulingDue")) {
                assertThat(json.get("moves").get("rulingDue").asLong()).isEqualTo(i + 1);
                assertThat(json.get("moves").get("moves")).isEmpty();
                rulingsDue++;
            }
        }
        assertThat(rulingsDue).as("calls waiting for their ruling").isPositive();
    }

    /**
     * The table of a deal's end names how it ended, as the deal's phase says it: won by whom, drawn, void; a deal being
     * played names nothing. Bot matches of two profiles end deals won and drawn; the disputed ones, a deal voided by ruling.
     */
    @Test
    void theDealsEndNamesItsWinnerOrSaysItIsDrawnOrVoid() throws IOException {
        List<List<Event>> matches = new ArrayList<>();
        for (long seed = 1; seed <= 6; seed++) {
            matches.add(BotMatch.play(List.of("ana", "ben"), Profile.ANGLO_40, Options.NONE, seed));
            matches.add(BotMatch.play(List.of("ana", "ben", "cruz"), Profile.MEXICANA, new Options(null, null, 2), seed));
            matches.add(DisputedMatch.play(new Object[] {Profile.ANGLO_40, Options.NONE, List.of("ana", "ben")}, seed, false).events());
        }
        Set<String> ends = new TreeSet<>();
        for (List<Event> events : matches) {
            Head head = Head.empty("m1");
            MatchState state = MatchState.NOT_STARTED;
            boolean over = false;
            for (int i = 0; i < events.size(); i++) {
                Event event = events.get(i);
                Encoder.Encoded line = Encoder.encode(head, event, "2026-11-29T18:00:00Z");
                head = line.head();
                MatchState after = Game.evolve(state, line.event());
                Frame frame = Observer.of(Viewer.SPECTATOR).frame(line.envelope(), state, line.event(),
                        i == 0 ? Optional.empty() : Optional.of(events.get(i - 1)), after);
                JsonNode deal = StrictJson.MAPPER.readTree(StrictJson.MAPPER.writeValueAsString(FrameJson.of(frame))).path("table").path("deal");
                if (event instanceof DealStarted) {
                    over = false;
                }
                if (event instanceof DealEnded ended) {
                    over = true;
                    String said = switch (ended.result()) {
                        case DealResult.Won won -> "won by " + won.winner();
                        case DealResult.Drawn drawn -> "drawn";
                        case DealResult.Voided voided -> "void";
                    };
                    assertThat(deal.path("r").asText()).as("deal %d's end", ended.deal()).isEqualTo("the deal is over, " + said);
                    ends.add(ended.result().word());
                }
                assertThat(deal.has("r")).as("seq %d, %s", i + 1, event).isEqualTo(over);
                state = after;
            }
        }
        assertThat(ends).containsExactly("drawn", "void", "won");
    }

    /**
     * Before the first deal the table is its seats, without cards: each player in order of play (in a partnership with
     * the team), who deals first, and in words what it waits for; once dealt, the deal takes their place.
     */
    @ParameterizedTest
    @CsvSource({"anglo-40,ana;ben,,", "pagat-upcard,ana;ben;cruz;dee,partnership,ana & cruz"})
    void beforeTheFirstDealTheTableIsItsSeatsAndSaysWhoDeals(String profile, String seats, String house, String team) throws IOException {
        List<String> players = List.of(seats.split(";"));
        List<Event> events = BotMatch.play(players, Profile.byId(profile).orElseThrow(),
                new Options(null, null, 1, house == null ? House.NONE : House.parse(house)), 3);
        String dealer = ((MatchStarted) events.getFirst()).firstDealer();
        List<JsonNode> frames = validFrames(events.subList(0, 2), Viewer.SPECTATOR);
        for (int i = 0; i < frames.size(); i++) {
            JsonNode table = frames.get(i).get("table");
            if (i == 0) {
                assertThat(table.has("deal")).isFalse();
                assertThat(table.at("/seats/dl").asText()).isEqualTo(dealer);
                assertThat(table.at("/seats/cw").asText()).isEqualTo("waiting for the first deal: " + dealer + " deals");
                List<String> named = new ArrayList<>();
                table.at("/seats/p").forEach(seat -> named.add(seat.get("n").asText()));
                assertThat(named).isEqualTo(players);
                assertThat(table.at("/seats/p/0/t").asText(null)).isEqualTo(team);
            } else {
                assertThat(table.has("seats")).as("%s", table).isFalse();
                assertThat(table.at("/deal/dl").asText()).isEqualTo(dealer);
            }
        }
    }

    /** The viewer's frame of each event, written as JSON, each checked valid to the schema. */
    private static List<JsonNode> validFrames(List<Event> events, Viewer viewer) throws IOException {
        Observer observer = Observer.of(viewer);
        Head head = Head.empty("m1");
        MatchState state = MatchState.NOT_STARTED;
        List<JsonNode> frames = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            Encoder.Encoded line = Encoder.encode(head, events.get(i), "2026-11-29T18:00:00Z");
            head = line.head();
            MatchState after = Game.evolve(state, line.event());
            Frame frame = observer.frame(line.envelope(), state, line.event(), i == 0 ? Optional.empty() : Optional.of(events.get(i - 1)), after);
            JsonNode json = StrictJson.MAPPER.readTree(StrictJson.MAPPER.writeValueAsString(FrameJson.of(frame)));
            assertThat(schema.validate(json)).as("%s's frame of seq %d: %s", viewer, i + 1, json).isEmpty();
            frames.add(json);
            state = after;
        }
        return frames;
    }

    @ParameterizedTest
    @CsvSource({"anglo-40", "mexicana"})
    void aPlayersRevealIsListedWithoutItsCard(String profile) {
        List<String> players = profile.equals("mexicana") ? List.of("ana", "ben", "cruz") : List.of("ana", "ben");
        List<Event> events = BotMatch.play(players, Profile.byId(profile).orElseThrow(), new Options(null, null, 1), 7);
        MatchState state = MatchState.NOT_STARTED;
        int reveals = 0;
        for (Event event : events) {
            state = Game.evolve(state, event);
            for (String player : players) {
                JsonNode moves = MovesJson.of("m1", Observer.of(Viewer.player(player)).moves(state).orElseThrow());
                for (JsonNode move : moves.get("moves")) {
                    if (move.get("op").asText().equals("reveal")) {
                        assertThat(move.has("card")).as(move.toString()).isFalse();
                        reveals++;
                    }
                }
            }
        }
        assertThat(reveals).as("reveals listed to a player").isPositive();
    }
}
