package org.conquian.contract;

import org.conquian.card.Card;
import org.conquian.event.ShuffleCommit;
import org.conquian.rules.House;
import org.conquian.rules.Profile;
import org.conquian.trust.FairShuffle;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** Reads the typed fields of an event object, checking each against the contract as the schemas state it. */
final class Fields {

    /** A field's path for messages, {@code melds[2]}, put together only when a message needs it. */
    private record Path(String name, int index) implements Supplier<String> {
        Path(String name) {
            this(name, -1);
        }

        @Override
        public String get() {
            return index < 0 ? name : name + "[" + index + "]";
        }
    }

    static final String MATCH_ID_EXPECTED = "a match id (1 to 64 of A-Z a-z 0-9 . _ -)";
    static final String PLAYER_ID_EXPECTED = "a player id (1 to 32 of A-Z a-z 0-9 . _ -)";
    static final String CARD_EXPECTED = "a card code (rank A 2 3 4 5 6 7 8 9 T J Q K, then suit C D H S)";
    static final String UTC_TIME_EXPECTED = "a UTC time written YYYY-MM-DDTHH:MM:SS on a real date, an optional fraction of 1 to 9 digits, then Z or +00:00";
    static final String AT_LEAST_0 = "an integer of at least 0, written without fraction or exponent";
    static final String AT_LEAST_1 = "an integer of at least 1, written without fraction or exponent";

    private final Json.Obj object;
    /** Where the object lies in the event, for messages: empty for the event itself, {@code move.} for a call's move. */
    private final String prefix;

    Fields(Json.Obj object) {
        this(object, "");
    }

    Fields(Json.Obj object, String prefix) {
        this.object = object;
        this.prefix = prefix;
    }

    private String path(String name) {
        return prefix.isEmpty() ? name : prefix + name;
    }

    Json required(String name, String expected) {
        Json value = object.get(name);
        if (value == null) {
            throw FormError.missing(path(name), expected);
        }
        return value;
    }

    String string(String name, Predicate<String> form, String expected) {
        return string(required(name, expected), path(name), form, expected);
    }

    static String string(Json value, String path, Predicate<String> form, String expected) {
        return string(value, new Path(path), form, expected);
    }

    /** The path is built only for a message, as most values are fine. */
    static String string(Json value, Supplier<String> path, Predicate<String> form, String expected) {
        if (!(value instanceof Json.Str string) || !form.test(string.value())) {
            throw FormError.wrong(path.get(), expected, value.text());
        }
        return string.value();
    }

    static boolean any(String text) {
        return true;
    }

    String player(String name) {
        return string(name, Syntax::isPlayerId, PLAYER_ID_EXPECTED);
    }

    Card card(String name) {
        return card(required(name, CARD_EXPECTED), () -> path(name));
    }

    /** A card that is a member's value, named by its path. */
    static Card card(Json value, String path) {
        return card(value, () -> path);
    }

    /** The card at {@code index} of a list, whose path is built only for a message. */
    static Card card(Json value, Supplier<String> list, int index) {
        return card(value, () -> list.get() + "[" + index + "]");
    }

    /** The card a value names as the format writes cards, looked up once; its path is built only for a message. */
    private static Card card(Json value, Supplier<String> path) {
        Optional<Card> card = value instanceof Json.Str string ? Card.written(string.value()) : Optional.empty();
        if (card.isEmpty()) {
            throw FormError.wrong(path.get(), CARD_EXPECTED, value.text());
        }
        return card.get();
    }

    /** An integer written without fraction or exponent, at least {@code min}; values beyond an int saturate. */
    int integer(String name, int min) {
        return (int) Math.min(Integer.MAX_VALUE, longInteger(required(name, integerExpected(min)), name, min));
    }

    /** Such an integer as a long; values beyond a long saturate. */
    static long longInteger(Json value, String path, int min) {
        if (!(value instanceof Json.Num number) || !number.integral()) {
            throw FormError.wrong(path, integerExpected(min), value.text());
        }
        if (number.isLong()) {
            if (number.longValue() < min) {
                throw FormError.wrong(path, integerExpected(min), value.text());
            }
            return number.longValue();
        }
        if (number.big().signum() < 0) {
            throw FormError.wrong(path, integerExpected(min), value.text());
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
        return cards(required(name, "a list of cards"), new Path(name));
    }

    static List<Card> cards(Json value, Supplier<String> path) {
        if (!(value instanceof Json.Arr array)) {
            throw FormError.wrong(path.get(), "a list of cards", value.text());
        }
        Card[] cards = new Card[array.size()];
        for (int i = 0; i < cards.length; i++) {
            cards[i] = card(array.get(i), path, i);
        }
        // immutable as read, so that the event keeps the list rather than copying it (twice, from a wrapped array)
        return List.of(cards);
    }

    /**
     * A list of two or more player ids. How many a match seats is the judge's to say, at SCHEMA: a first
     * {@code MatchStarted} seats as its own profile and house rules say, a later one as the match's.
     */
    List<String> players(String name) {
        String expected = "a list of two or more player ids";
        Json value = required(name, expected);
        if (!(value instanceof Json.Arr array) || array.size() < 2) {
            throw FormError.wrong(name, expected, value.text());
        }
        List<String> players = new ArrayList<>(array.size());
        for (int i = 0; i < array.size(); i++) {
            players.add(string(array.get(i), new Path(name, i), Syntax::isPlayerId, PLAYER_ID_EXPECTED));
        }
        return players;
    }

    /** {@code deck}: absent (null), or the size of a pack a match may be played with. */
    Integer optionalDeck(String name) {
        Json value = object.get(name);
        if (value == null) {
            return null;
        }
        if (value instanceof Json.Num number && number.isLong() && Profile.packOf((int) Math.min(Integer.MAX_VALUE, number.longValue())).isPresent()) {
            return (int) number.longValue();
        }
        throw FormError.wrong(name, "the integer " + Profile.packSizes(), value.text());
    }

    /** An optional string of a form: absent (null), or a string of that form. */
    String optionalString(String name, Predicate<String> form, String expected) {
        Json value = object.get(name);
        return value == null ? null : string(value, path(name), form, expected);
    }

    /**
     * {@code shuffle}: absent (null), or an object with {@code commit}, a SHA-256 in hex, and an optional {@code salt}
     * of at most {@link FairShuffle#MOST_SALT} code points.
     */
    ShuffleCommit optionalShuffle(String name) {
        Json value = object.get(name);
        if (value == null) {
            return null;
        }
        String expected = "an object with commit (64 lowercase hex digits, a SHA-256) and an optional salt";
        if (!(value instanceof Json.Obj shuffle)) {
            throw FormError.wrong(name, expected, value.text());
        }
        Json commit = shuffle.get("commit");
        if (commit == null) {
            throw FormError.missing(name + ".commit", "64 lowercase hex digits (the SHA-256 of the seed)");
        }
        Json salt = shuffle.get("salt");
        return new ShuffleCommit(string(commit, name + ".commit", Syntax::isDigest, "64 lowercase hex digits (the SHA-256 of the seed)"),
                salt == null ? null : string(salt, name + ".salt", text -> text.codePointCount(0, text.length()) <= FairShuffle.MOST_SALT,
                        "a string of at most " + FairShuffle.MOST_SALT + " characters"));
    }

    /**
     * {@code house}: absent or {@code {}} (no house rule), or an object whose keys of the house table have values of
     * their column; a key not in the table is kept by name, for the judge to refuse (R-MATCH).
     */
    House optionalHouse(String name) {
        Json value = object.get(name);
        if (value == null) {
            return House.NONE;
        }
        if (!(value instanceof Json.Obj members)) {
            throw FormError.wrong(name, "an object of house rules (" + House.Key.names() + ")", value.text());
        }
        Map<House.Key, Object> declared = new EnumMap<>(House.Key.class);
        List<String> unknown = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) {
            String key = members.key(i);
            Optional<House.Key> known = House.Key.byName(key);
            if (known.isEmpty()) {
                unknown.add(key);
            } else {
                declared.put(known.get(), houseValue(known.get(), members.value(i), name + "." + key));
            }
        }
        return new House(declared, unknown);
    }

    private static Object houseValue(House.Key key, Json value, String path) {
        if (key.whole() && value instanceof Json.Num number && number.isLong() && number.longValue() >= key.least() && number.longValue() <= key.most()) {
            return (int) number.longValue();
        }
        if (key.worded() && value instanceof Json.Str word) {
            for (House.Word each : key.words()) {
                if (each.word().equals(word.value())) {
                    return each;
                }
            }
        }
        if (!key.whole() && !key.worded() && value instanceof Json.Bool bool) {
            return bool.value();
        }
        throw FormError.wrong(path, key.range(), value.text());
    }

    /** An optional boolean: absent (null), {@code true} or {@code false}. */
    Boolean optionalBoolean(String name) {
        Json value = object.get(name);
        if (value == null) {
            return null;
        }
        if (value instanceof Json.Bool bool) {
            return bool.value();
        }
        throw FormError.wrong(name, "true or false", value.text());
    }

    /** An object keyed by player ids, each value read by {@code read(value, path)}. */
    <T> Map<String, T> byPlayer(String name, String expected, BiFunction<Json, String, T> read) {
        Json value = required(name, expected);
        if (!(value instanceof Json.Obj members)) {
            throw FormError.wrong(name, expected, value.text());
        }
        Map<String, T> byPlayer = new LinkedHashMap<>();
        for (int i = 0; i < members.size(); i++) {
            String key = members.key(i);
            if (!Syntax.isPlayerId(key)) {
                throw FormError.wrong(name, "keyed by " + PLAYER_ID_EXPECTED, "the key \"" + key + "\"");
            }
            byPlayer.put(key, read.apply(members.value(i), name + "." + key));
        }
        return byPlayer;
    }

    List<List<Card>> melds(String name) {
        Json value = required(name, "a list of melds, each a list of cards");
        if (!(value instanceof Json.Arr array)) {
            throw FormError.wrong(path(name), "a list of melds, each a list of cards", value.text());
        }
        List<List<Card>> melds = new ArrayList<>(array.size());
        for (int i = 0; i < array.size(); i++) {
            melds.add(cards(array.get(i), new Path(path(name), i)));
        }
        return melds;
    }

    /** {@code about}: the seq of the event a ruling or an appeal is about, an integer of at least 1. */
    long about() {
        return longInteger(required("about", AT_LEAST_1), "about", 1);
    }

    /** An optional text: absent, or any string. */
    Optional<String> optionalText(String name) {
        return Optional.ofNullable(optionalString(name, Fields::any, "a string"));
    }
}
