package org.conquian.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import org.conquian.bot.BotMatch;
import org.conquian.card.Card;
import org.conquian.event.AppealDecided;
import org.conquian.event.Envelope;
import org.conquian.event.Event;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.MatchStarted;
import org.conquian.event.PlayedMove;
import org.conquian.event.RulingDecision;
import org.conquian.event.RulingGiven;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.game.Step;
import org.conquian.rules.RuleId;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The codec's own check is the published JSON Schemas, proved by a maintained validator: on every event
 * of bot matches and on thousands of one-field corruptions of them, both accept or both refuse.
 */
class SchemaConformanceTest {

    static final String BASE = "https://conquian.org/schemas/v1/";
    private static Schema schema;

    @BeforeAll
    static void loadSchemas() {
        SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
                builder -> builder.schemaIdResolvers(resolvers -> resolvers.mapPrefix(BASE, "classpath:conquian/schemas/v1/")));
        schema = registry.getSchema(SchemaLocation.of(BASE + "event.schema.json"));
    }

    static List<Error> schemaErrors(JsonNode json) {
        return schema.validate(json);
    }

    /**
     * The codec reads the same text the validator read, and the event is of the form of the first of its match: a
     * schema judges an event alone, so a MatchStarted as the first (its own profile and partnership count its
     * players), which the judge counts at SCHEMA (a later one is counted by the match's).
     */
    static boolean codecAccepts(JsonNode json) {
        byte[] text = json.toString().getBytes(StandardCharsets.UTF_8);
        return IJson.parse(text, 0, text.length) instanceof IJson.Parsed.Value value
                && EventForm.read(value.value()) instanceof EventForm.Read.Ok ok
                && !(ok.event() instanceof MatchStarted && Game.step(MatchState.NOT_STARTED, ok.event()) instanceof Step.Refused refused
                && refused.violation().rule() == RuleId.SCHEMA);
    }

    static List<ObjectNode> botEvents(long seed) {
        List<ObjectNode> events = new ArrayList<>();
        List<Event> played = BotMatch.play(List.of("ana", "ben"), seed);
        for (int i = 0; i < played.size(); i++) {
            try {
                events.add((ObjectNode) StrictJson.MAPPER.readTree(EventJson.lineText(EventJson.toJson(new Envelope("m-" + seed, i + 1,
                        "2026-11-29T18:00:00Z", i == 0 ? null : "0".repeat(64)), played.get(i)))));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return events;
    }

    /** A call of each kind, a ruling and an appeal of each form, which bot matches do not play. */
    static List<ObjectNode> rulingEvents() {
        List<Event> events = List.of(
                new IrregularityCalled("ben", Optional.of(PlayedMove.take("ben", Card.parse("QS"), List.of(Card.list("QC QS KS")))),
                        Optional.of("R-MELD"), Optional.of("ana"), Optional.of("ben put QS in his hand")),
                IrregularityCalled.of(PlayedMove.force("ana", "ben", Card.parse("7C")), "R-FORCE"),
                IrregularityCalled.of(PlayedMove.claim("ana"), "R-WIN"),
                new IrregularityCalled("ben", Optional.empty(), Optional.empty(), Optional.empty(), Optional.of("a card exposed")),
                new RulingGiven("dora", 11, new RulingDecision.AwardDeal("ana"), Optional.of("deal 1 to ana")),
                new RulingGiven("dora", 11, RulingDecision.RECTIFY, Optional.empty()),
                new AppealDecided("ben", "ed", 12, RulingDecision.VOID_DEAL, Optional.of("void")));
        List<ObjectNode> written = new ArrayList<>();
        for (Event event : events) {
            try {
                written.add((ObjectNode) StrictJson.MAPPER.readTree(EventJson.lineText(EventJson.toJson(new Envelope("m-rulings", 11,
                        "2026-11-29T18:00:00Z", "0".repeat(64)), event))));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return written;
    }

    @Test
    void everyEventOfBotMatchesAndEveryKindOfRulingIsValidToBoth() {
        List<ObjectNode> events = new ArrayList<>(botEvents(11));
        events.addAll(rulingEvents());
        for (ObjectNode event : events) {
            assertThat(schemaErrors(event)).as(event.toString()).isEmpty();
            assertThat(codecAccepts(event)).as(event.toString()).isTrue();
        }
    }

    @Test
    void bothAgreeOnEveryOneFieldCorruption() throws IOException {
        List<JsonNode> alternatives = alternatives();
        int compared = 0;
        int refused = 0;
        List<ObjectNode> events = new ArrayList<>(distinctTypes(botEvents(5)));
        events.addAll(rulingEvents());
        for (ObjectNode event : events) {
            for (ObjectNode corrupted : corruptions(event, alternatives)) {
                boolean valid = schemaErrors(corrupted).isEmpty();
                assertThat(codecAccepts(corrupted)).as("%s (schema: %s)", corrupted, schemaErrors(corrupted)).isEqualTo(valid);
                compared++;
                refused += valid ? 0 : 1;
            }
        }
        assertThat(compared).isGreaterThan(1000);
        assertThat(refused).isBetween(compared / 2, compared - 100);
    }

    @Test
    void theOnePointTheSchemasCannotStateIsAnIntegerWrittenWithAFraction() throws IOException {
        JsonNode event = StrictJson.MAPPER.readTree("{\"v\":1.0,\"match\":\"m\",\"seq\":1e0,\"at\":\"2026-11-29T18:00:00Z\","
                + "\"type\":\"CardTaken\",\"player\":\"ana\",\"card\":\"7C\"}");
        assertThat(schemaErrors(event)).as("JSON Schema counts 1.0 as the integer 1").isEmpty();
        assertThat(codecAccepts(event)).as("the format does not").isFalse();
    }

    private static List<ObjectNode> distinctTypes(List<ObjectNode> events) {
        List<ObjectNode> one = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        for (ObjectNode event : events) {
            String type = event.get("type").textValue();
            if (!seen.contains(type) || type.equals("DealEnded")) {
                seen.add(type);
                one.add(event);
            }
        }
        return one;
    }

    /** Values to put in place of a field or element: of every JSON type, and near misses of the patterns. */
    private static List<JsonNode> alternatives() throws IOException {
        List<JsonNode> values = new ArrayList<>();
        for (String json : List.of("null", "true", "false", "0", "1", "2", "-1", "1.5", "3", "\"\"", "\"x\"", "\"ana\"", "\"ben\"",
                "\"zoe\"", "\"a b\"", "\"" + "p".repeat(33) + "\"", "\"" + "m".repeat(65) + "\"", "\"AC\"", "\"1H\"", "\"7h\"", "\"QS \"",
                "\"won\"", "\"drawn\"", "\"lost\"", "\"MatchStarted\"", "\"CardTaken\"", "\"Unknown\"",
                "\"2026-02-29T00:00:00Z\"", "\"2024-02-29T00:00:00+00:00\"", "\"" + "a".repeat(64) + "\"", "\"" + "A".repeat(64) + "\"",
                "[]", "[\"AC\"]", "[\"ana\",\"ben\"]", "[\"ana\",\"ana\",\"ben\"]", "[[\"AC\",\"2C\",\"3C\"]]", "[[]]", "[1]",
                "{}", "{\"ana\":[\"AC\"]}", "{\"ana\":1}", "{\"a b\":1}", "{\"ana\":-1}",
                "\"take\"", "\"claim\"", "\"force\"", "\"Take\"", "\"R-TAKE\"", "\"R-RULING\"", "\"r-take\"", "\"rectify\"",
                "\"award-deal\"", "\"void-deal\"", "\"no-irregularity\"", "{\"op\":\"claim\",\"player\":\"ana\"}",
                "{\"op\":\"claim\",\"player\":\"ana\",\"card\":\"8H\"}", "{\"op\":\"take\",\"player\":\"ana\",\"card\":\"AC\"}")) {
            values.add(StrictJson.MAPPER.readTree(json));
        }
        return values;
    }

    private static List<ObjectNode> corruptions(ObjectNode event, List<JsonNode> alternatives) {
        List<ObjectNode> corrupted = new ArrayList<>();
        List<String> names = new ArrayList<>();
        event.fieldNames().forEachRemaining(names::add);
        names.add("winner");
        names.add("extra");
        for (String name : names) {
            ObjectNode removed = event.deepCopy();
            removed.remove(name);
            corrupted.add(removed);
            for (JsonNode alternative : alternatives) {
                ObjectNode replaced = event.deepCopy();
                replaced.set(name, alternative);
                corrupted.add(replaced);
            }
            JsonNode value = event.get(name);
            if (value != null && value.isContainerNode()) {
                corrupted.addAll(nestedCorruptions(event, name, alternatives));
            }
        }
        return corrupted;
    }

    /**
     * Replaces the first element or member of a list or object field, and of its first element; in an object, each member
     * is also left out and replaced in turn (a call's move names its fields).
     */
    private static List<ObjectNode> nestedCorruptions(ObjectNode event, String name, List<JsonNode> alternatives) {
        List<ObjectNode> corrupted = new ArrayList<>();
        if (event.get(name) instanceof ObjectNode members) {
            List<String> keys = new ArrayList<>();
            members.fieldNames().forEachRemaining(keys::add);
            keys.addAll(List.of("card", "melds", "target", "extra"));
            for (String key : keys) {
                ObjectNode removed = event.deepCopy();
                ((ObjectNode) removed.get(name)).remove(key);
                corrupted.add(removed);
                for (JsonNode alternative : alternatives) {
                    ObjectNode replaced = event.deepCopy();
                    ((ObjectNode) replaced.get(name)).set(key, alternative);
                    corrupted.add(replaced);
                }
            }
        }
        for (JsonNode alternative : alternatives) {
            ObjectNode copy = event.deepCopy();
            JsonNode container = copy.get(name);
            replaceFirst(container, alternative);
            corrupted.add(copy);
            ObjectNode deeper = event.deepCopy();
            Iterator<JsonNode> inner = deeper.get(name).elements();
            if (inner.hasNext()) {
                JsonNode first = inner.next();
                if (first.isContainerNode()) {
                    replaceFirst(first, alternative);
                    corrupted.add(deeper);
                }
            }
        }
        return corrupted;
    }

    private static void replaceFirst(JsonNode container, JsonNode alternative) {
        if (container instanceof ArrayNode array && !array.isEmpty()) {
            array.set(0, alternative);
        } else if (container instanceof ObjectNode object && !object.isEmpty()) {
            object.set(object.fieldNames().next(), alternative);
        }
    }
}
