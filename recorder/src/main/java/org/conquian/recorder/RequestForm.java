package org.conquian.recorder;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.contract.Syntax;
import org.conquian.notation.MoveJson;
import org.conquian.rules.House;
import org.conquian.rules.Profile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * What each request of the line protocol holds, and of what type. A request is checked against it before it is
 * read, so that an unknown op, or a field of the wrong type, is named as such rather than as what it then lacks;
 * fields its op does not read are passed over and named in the answer, so that a client sees its typo.
 */
final class RequestForm {

    /** A field: what its value must be, in words, and the test of it; null counts as absent. */
    private record Field(String expected, Predicate<JsonNode> fits) {
    }

    private static final Field TEXT = new Field("a string", JsonNode::isTextual);
    private static final Field EXPECT = new Field("the seq of the last event you saw, a whole number of at least 0", JsonNode::isIntegralNumber);
    private static final Field CARD = new Field("a card code, e.g. \"QS\"", JsonNode::isTextual);
    private static final Field PLAYER = new Field("a player id, e.g. \"ana\"", JsonNode::isTextual);
    private static final Field DECISION = new Field("rectify, void-deal, award-deal or no-irregularity", JsonNode::isTextual);
    private static final Field MELDS = new Field("a list of melds, each a list of card codes, e.g. [[\"4H\",\"5H\",\"6H\"]]",
            value -> listOf(value, meld -> listOf(meld, JsonNode::isTextual)));

    private static final Map<String, Field> COMMON = Map.of("op", TEXT,
            "match", new Field("a match id: 1 to 64 of A-Z a-z 0-9 . _ -", value -> value.isTextual() && Syntax.isMatchId(value.textValue())),
            "id", new Field("anything", value -> true));

    /** What start and resume read: the packs, and the recorder's signing key. */
    private static final Map<String, Field> OPENING = Map.of(
            "seed", new Field("a whole number", value -> value.isIntegralNumber() || value.isTextual() && value.textValue().matches("-?\\d{1,19}")),
            "concealed", new Field("true or false", JsonNode::isBoolean),
            "packs", new Field("a list of packs, each a list of card codes, top first", value -> listOf(value, pack -> listOf(pack, JsonNode::isTextual))),
            "fair", new Field("true or false", JsonNode::isBoolean),
            "salt", new Field("a string", JsonNode::isTextual),
            "signWith", new Field("the path of a signing key file", JsonNode::isTextual));

    private static final Map<String, Map<String, Field>> OPS = new LinkedHashMap<>();

    static {
        Map<String, Field> start = new HashMap<>(Map.of(
                "players", new Field("a list of player ids in order of play, e.g. [\"ana\",\"ben\"]", value -> listOf(value, JsonNode::isTextual)),
                "firstDealer", PLAYER,
                "rules", new Field("a profile: " + Profile.ids(), JsonNode::isTextual),
                "deck", new Field("40 or 52", JsonNode::isIntegralNumber),
                "forcedMeld", new Field("true or false", JsonNode::isBoolean),
                "targetWins", new Field("a whole number, 1 to 1000", JsonNode::isIntegralNumber),
                "house", new Field("an object of house rules, e.g. {\"handSize\":14}; the keys are " + House.Key.names(), JsonNode::isObject)));
        start.putAll(OPENING);
        OPS.put("start", start);
        OPS.put("resume", OPENING);
        Map<String, Map<String, Field>> moves = Map.ofEntries(
                Map.entry("deal", Map.of("expect", EXPECT)),
                Map.entry("exchange", Map.of("cards", new Field("an object from each player to the card they give, e.g. {\"ana\":\"QS\",\"ben\":\"5H\"}",
                        value -> value.isObject() && value.valueStream().allMatch(JsonNode::isTextual)), "expect", EXPECT)),
                Map.entry("reveal", Map.of("player", PLAYER, "card", CARD, "expect", EXPECT)),
                Map.entry("take", Map.of("player", PLAYER, "card", CARD, "expect", EXPECT, "melds", MELDS)),
                Map.entry("reject", Map.of("player", PLAYER, "card", CARD, "expect", EXPECT)),
                Map.entry("pass", Map.of("player", PLAYER, "card", CARD, "expect", EXPECT)),
                Map.entry("force", Map.of("player", PLAYER, "target", PLAYER, "card", CARD, "expect", EXPECT)),
                Map.entry("discard", Map.of("player", PLAYER, "card", CARD, "expect", EXPECT)),
                Map.entry("show", Map.of("hands", new Field("an object from each player to the cards left in their hand, e.g. {\"ana\":[\"4C\"],\"ben\":[]}",
                        value -> value.isObject() && value.valueStream().allMatch(hand -> listOf(hand, JsonNode::isTextual))), "expect", EXPECT)),
                Map.entry("meld", Map.of("player", PLAYER, "melds", MELDS, "expect", EXPECT)),
                Map.entry("misdeal", Map.of("expect", EXPECT)),
                Map.entry("call", Map.of("player", new Field("the player at fault, e.g. \"ben\"", JsonNode::isTextual),
                        "move", new Field("the move as played, a move request, e.g. {\"op\":\"take\",\"card\":\"QS\",\"melds\":[]}", JsonNode::isObject),
                        "rule", new Field("a rule id, e.g. \"R-TAKE\"", JsonNode::isTextual), "calledBy", TEXT, "note", TEXT, "expect", EXPECT)),
                Map.entry("rule", Map.of("director", new Field("who rules, never a player, e.g. \"dora\"", JsonNode::isTextual), "decision", DECISION,
                        "winner", PLAYER, "text", TEXT, "expect", EXPECT,
                        "appeal", new Field("the appeal heard at once, e.g. {\"appellant\":\"ben\",\"director\":\"ed\",\"decision\":\"void-deal\"}",
                                JsonNode::isObject))));
        // the moves are the notation's list, in its order; a move it lists that has no form here fails at once
        for (String op : MoveJson.OPS) {
            OPS.put(op, Objects.requireNonNull(moves.get(op), op));
        }
        OPS.put("state", Map.of("as", PLAYER));
        OPS.put("moves", Map.of("as", PLAYER));
        OPS.put("close", Map.of());
    }

    /** The request's check: what is wrong with it, if anything, and the fields its op does not read. */
    record Checked(Optional<String> wrong, List<String> ignored) {
    }

    private RequestForm() {
    }

    static Checked check(JsonNode request) {
        JsonNode op = request.get("op");
        if (op == null || op.isNull()) {
            return wrong("`op` is missing: " + ops());
        }
        if (!op.isTextual() || !OPS.containsKey(op.textValue())) {
            return wrong("`op` " + op + " is not an op of the protocol: " + ops());
        }
        Map<String, Field> known = OPS.get(op.textValue());
        List<String> ignored = new ArrayList<>();
        Optional<String> wrong = Optional.empty();
        for (Map.Entry<String, JsonNode> property : request.properties()) {
            Field field = COMMON.containsKey(property.getKey()) ? COMMON.get(property.getKey()) : known.get(property.getKey());
            if (field == null) {
                ignored.add(property.getKey());
            } else if (wrong.isEmpty() && !property.getValue().isNull() && !field.fits().test(property.getValue())) {
                wrong = Optional.of("`" + property.getKey() + "` must be " + field.expected() + ", not " + property.getValue());
            }
        }
        return new Checked(wrong, ignored);
    }

    private static Checked wrong(String message) {
        return new Checked(Optional.of(message), List.of());
    }

    private static String ops() {
        return "the ops are " + String.join(", ", OPS.keySet());
    }

    private static boolean listOf(JsonNode value, Predicate<JsonNode> item) {
        return value.isArray() && value.valueStream().allMatch(item);
    }
}
