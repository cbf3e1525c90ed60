package org.conquian.recorder;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.card.Card;
import org.conquian.notation.MoveJson;
import org.conquian.notation.NotAMove;
import org.conquian.rules.House;
import org.conquian.rules.Profile;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The protocol's reading of a request, once its form is checked ({@link RequestForm}): a new match of
 * {@code start}, the deals of {@code resume}, the {@code expect} of a move. A move itself is read by
 * {@link MoveJson}. What cannot be read throws {@link NotAMove} with what is wrong.
 */
final class Requests {

    private Requests() {
    }

    /** The match a request names. */
    static String match(JsonNode request) {
        return MoveJson.text(request, "match").orElseThrow(() -> new NotAMove("`match` is missing: the id of the match"));
    }

    /** The new match {@code start} asks for, checked as every door's is. */
    static NewMatch start(JsonNode request) {
        JsonNode deck = request.get("deck");
        JsonNode forcedMeld = request.get("forcedMeld");
        JsonNode targetWins = request.get("targetWins");
        if (deck != null && !deck.isInt() || forcedMeld != null && !forcedMeld.isBoolean() || targetWins != null && !targetWins.isInt()) {
            throw new NotAMove("`deck` is " + Profile.packSizes() + ", `forcedMeld` true or false, `targetWins` a whole number");
        }
        NewMatch.Asked deals = asked(request);
        return checked(() -> NewMatch.check(new NewMatch.Asked(strings(request, "players"), MoveJson.text(request, "rules").orElse(Profile.ANGLO_40.id()),
                deck == null ? null : deck.intValue(), forcedMeld == null ? null : forcedMeld.booleanValue(),
                targetWins == null ? null : targetWins.intValue(), house(request), MoveJson.text(request, "firstDealer").orElse(null),
                deals.seed(), deals.packs(), deals.concealed(), deals.fair(), deals.salt()), NewMatch.Door.REQUEST));
    }

    /**
     * The house rules {@code house} declares, {@code {"handSize":14,"packs":2}}, read as the library reads a table's
     * ({@link House#named}): a value out of its key's range is refused naming the range; a key that is none is kept,
     * for the new match's check to refuse listing the keys.
     */
    private static House house(JsonNode request) {
        JsonNode house = request.get("house");
        if (house == null || house.isNull()) {
            return House.NONE;
        }
        Map<String, Object> values = new LinkedHashMap<>();
        house.properties().forEach(rule -> values.put(rule.getKey(), value(rule.getValue())));
        try {
            return House.named(values);
        } catch (IllegalArgumentException e) {
            throw new NotAMove("`house`: " + e.getMessage());
        }
    }

    /** A house rule's value as JSON gives it: a number, true or false, a word; anything else as written, for its key to refuse. */
    private static Object value(JsonNode value) {
        if (value.isIntegralNumber() && value.canConvertToLong()) {
            return value.longValue();
        }
        return value.isBoolean() ? value.booleanValue() : value.isTextual() ? value.textValue() : value;
    }

    /** Where the deals of a match {@code resume} goes on with come from. */
    static NewMatch.Deals deals(JsonNode request) {
        return checked(() -> NewMatch.deals(asked(request), NewMatch.Door.REQUEST));
    }

    private static <T> T checked(java.util.function.Supplier<T> check) {
        try {
            return check.get();
        } catch (NewMatch.Mistake e) {
            throw new NotAMove(e.getMessage());
        }
    }

    /** The fields of the deals, as given. */
    private static NewMatch.Asked asked(JsonNode request) {
        Long seed = MoveJson.text(request, "seed").map(text -> {
            try {
                return Long.parseLong(text);
            } catch (NumberFormatException e) {
                throw new NotAMove("`seed` must be a whole number, not " + text);
            }
        }).orElse(null);
        JsonNode given = request.get("packs");
        List<List<Card>> packs = null;
        if (given != null && !given.isNull()) {
            packs = new ArrayList<>();
            for (JsonNode pack : given) {
                packs.add(MoveJson.cards(pack));
            }
        }
        JsonNode salt = request.get("salt");
        return NewMatch.Asked.deals(seed, packs, flag(request, "concealed"), flag(request, "fair"), salt == null || salt.isNull() ? null : salt.textValue());
    }

    private static boolean flag(JsonNode request, String field) {
        JsonNode value = request.get(field);
        if (value != null && !value.isNull() && !value.isBoolean()) {
            throw new NotAMove("`" + field + "` must be true or false");
        }
        return value != null && value.booleanValue();
    }

    /** The key file {@code signWith} names, if any. */
    static Optional<Path> signWith(JsonNode request) {
        return MoveJson.text(request, "signWith").map(Path::of);
    }

    /** The seq the sender last saw, guarding a move: see {@link LiveMatch#submit(long, java.util.function.Function)}. */
    static OptionalLong expect(JsonNode request) {
        JsonNode value = request.get("expect");
        if (value == null || value.isNull()) {
            return OptionalLong.empty();
        }
        if (!value.isIntegralNumber() || !value.canConvertToLong() || value.asLong() < 0) {
            throw new NotAMove("`expect` must be the seq of the last event you saw, a whole number of at least 0");
        }
        return OptionalLong.of(value.asLong());
    }

    /** The player whose view {@code state} or {@code moves} shows, if {@code as} names one. */
    static Optional<String> viewer(JsonNode request) {
        return MoveJson.text(request, "as");
    }

    private static List<String> strings(JsonNode request, String field) {
        JsonNode value = request.get(field);
        if (value == null || !value.isArray()) {
            throw new NotAMove("`" + field + "` must be a list of strings");
        }
        List<String> strings = new ArrayList<>();
        value.forEach(item -> strings.add(item.asText()));
        return strings;
    }
}
