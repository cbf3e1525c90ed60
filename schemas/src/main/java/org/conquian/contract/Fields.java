package org.conquian.contract;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.card.Card;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** Reads the typed fields of an event object, checking each against the contract as the schemas state it. */
final class Fields {

    static final String MATCH_ID_EXPECTED = "a match id (1 to 64 of A-Z a-z 0-9 . _ -)";
    static final String PLAYER_ID_EXPECTED = "a player id (1 to 32 of A-Z a-z 0-9 . _ -)";
    static final String CARD_EXPECTED = "a card code (rank A 2 3 4 5 6 7 J Q K, then suit C D H S)";
    static final String UTC_TIME_EXPECTED = "a UTC time written YYYY-MM-DDTHH:MM:SS on a real date, an optional fraction of 1 to 9 digits, then Z or +00:00";

    private final JsonNode object;

    Fields(JsonNode object) {
        this.object = object;
    }

    JsonNode required(String name, String expected) {
        JsonNode value = object.get(name);
        if (value == null) {
            throw FormError.missing(name, expected);
        }
        return value;
    }

    String string(String name, Predicate<String> form, String expected) {
        return string(required(name, expected), name, form, expected);
    }

    static String string(JsonNode value, String path, Predicate<String> form, String expected) {
        return string(value, () -> path, form, expected);
    }

    /** The path is built only for a message, as most values are fine. */
    static String string(JsonNode value, Supplier<String> path, Predicate<String> form, String expected) {
        if (!value.isTextual() || !form.test(value.textValue())) {
            throw FormError.wrong(path.get(), expected, value);
        }
        return value.textValue();
    }

    static boolean any(String text) {
        return true;
    }

    String player(String name) {
        return string(name, Syntax::isPlayerId, PLAYER_ID_EXPECTED);
    }

    Card card(String name) {
        return card(required(name, CARD_EXPECTED), () -> name);
    }

    static Card card(JsonNode value, Supplier<String> path) {
        if (!value.isTextual() || !Card.isCode(value.textValue())) {
            throw FormError.wrong(path.get(), CARD_EXPECTED, value);
        }
        return Card.parse(value.textValue());
    }

    /** An integer written without fraction or exponent, at least {@code min}; values beyond an int saturate. */
    int integer(String name, int min) {
        return (int) Math.min(Integer.MAX_VALUE, longInteger(required(name, integerExpected(min)), name, min));
    }

    static final String AT_LEAST_0 = "an integer of at least 0, written without fraction or exponent";
    static final String AT_LEAST_1 = "an integer of at least 1, written without fraction or exponent";

    static long longInteger(JsonNode value, String path, int min) {
        if (!value.isIntegralNumber()) {
            throw FormError.wrong(path, integerExpected(min), value);
        }
        if (value.canConvertToLong()) {
            long integer = value.longValue();
            if (integer < min) {
                throw FormError.wrong(path, integerExpected(min), value);
            }
            return integer;
        }
        if (value.bigIntegerValue().signum() < 0) {
            throw FormError.wrong(path, integerExpected(min), value);
        }
        return Long.MAX_VALUE;
    }

    static String integerExpected(int min) {
        return switch (min) {
            case 0 -> AT_LEAST_0;
            case 1 -> AT_LEAST_1;
            default -> "an integer of at least " + min + ", written without fraction or exponent";
        };
    }

    List<Card> cards(String name) {
        return cards(required(name, "a list of cards"), () -> name);
    }

    static List<Card> cards(JsonNode value, String path) {
        return cards(value, () -> path);
    }

    static List<Card> cards(JsonNode value, Supplier<String> path) {
        if (!value.isArray()) {
            throw FormError.wrong(path.get(), "a list of cards", value);
        }
        List<Card> cards = new ArrayList<>(value.size());
        for (int i = 0; i < value.size(); i++) {
            int index = i;
            cards.add(card(value.get(i), () -> path.get() + "[" + index + "]"));
        }
        return cards;
    }

    List<String> players(String name) {
        JsonNode value = required(name, "a list of two player ids");
        if (!value.isArray() || value.size() != 2) {
            throw FormError.wrong(name, "a list of two player ids", value);
        }
        List<String> players = new ArrayList<>(2);
        for (int i = 0; i < 2; i++) {
            int index = i;
            players.add(string(value.get(i), () -> name + "[" + index + "]", Syntax::isPlayerId, PLAYER_ID_EXPECTED));
        }
        return players;
    }

    /** An object keyed by player ids, each value read by {@code read(value, path)}. */
    <T> Map<String, T> byPlayer(String name, String expected, BiFunction<JsonNode, String, T> read) {
        JsonNode value = required(name, expected);
        if (!value.isObject()) {
            throw FormError.wrong(name, expected, value);
        }
        Map<String, T> byPlayer = new LinkedHashMap<>();
        Iterator<Map.Entry<String, JsonNode>> entries = value.fields();
        while (entries.hasNext()) {
            Map.Entry<String, JsonNode> entry = entries.next();
            if (!Syntax.isPlayerId(entry.getKey())) {
                throw FormError.wrong(name, "keyed by " + PLAYER_ID_EXPECTED, "the key \"" + entry.getKey() + "\"");
            }
            byPlayer.put(entry.getKey(), read.apply(entry.getValue(), name + "." + entry.getKey()));
        }
        return byPlayer;
    }

    List<List<Card>> melds(String name) {
        JsonNode value = required(name, "a list of melds, each a list of cards");
        if (!value.isArray()) {
            throw FormError.wrong(name, "a list of melds, each a list of cards", value);
        }
        List<List<Card>> melds = new ArrayList<>(value.size());
        for (int i = 0; i < value.size(); i++) {
            int index = i;
            melds.add(cards(value.get(i), () -> name + "[" + index + "]"));
        }
        return melds;
    }
}
