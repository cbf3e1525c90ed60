package org.conquian.contract;

import com.fasterxml.jackson.databind.JsonNode;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The line parser against a general one (Jackson, as strict): the same strings are JSON, read to the same values.
 * I-JSON refuses more than JSON does, and only where it says: a lone surrogate, a number beyond a double's range; and
 * the format refuses a NUL byte, which Jackson takes for the end of its input.
 */
class IJsonProperties {

    @Property(tries = 30_000)
    void readsWhatAGeneralParserReadsAndRefusesWhatItRefuses(@ForAll("jsonish") String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        IJson.Parsed ours = IJson.parse(bytes, 0, bytes.length);
        JsonNode theirs;
        try {
            theirs = StrictJson.MAPPER.readTree(bytes);
        } catch (IOException e) {
            theirs = null;
        }
        boolean refused = theirs == null || theirs.isMissingNode();
        Statistics.collect(refused ? "refused" : "read");
        Statistics.coverage(coverage -> coverage.check("read").percentage(share -> share > 10));
        if (refused) {
            assertThat(ours).as(text).isInstanceOf(IJson.Parsed.NotJson.class);
        } else if (ours instanceof IJson.Parsed.NotJson notJson) {
            assertThat(notJson.reason()).as(text).containsAnyOf("lone surrogate", "beyond the range of a double", "is NUL");
        } else {
            same(((IJson.Parsed.Value) ours).value(), theirs, text);
        }
    }

    private static void same(Json ours, JsonNode theirs, String text) {
        switch (ours) {
            case Json.Obj obj -> {
                assertThat(theirs.isObject()).as(text).isTrue();
                assertThat(obj.size()).as(text).isEqualTo(theirs.size());
                Iterator<Map.Entry<String, JsonNode>> fields = theirs.properties().iterator();
                for (int i = 0; i < obj.size(); i++) {
                    Map.Entry<String, JsonNode> field = fields.next();
                    assertThat(obj.key(i)).as(text).isEqualTo(field.getKey());
                    same(obj.value(i), field.getValue(), text);
                }
            }
            case Json.Arr arr -> {
                assertThat(theirs.isArray()).as(text).isTrue();
                assertThat(arr.size()).as(text).isEqualTo(theirs.size());
                for (int i = 0; i < arr.size(); i++) {
                    same(arr.get(i), theirs.get(i), text);
                }
            }
            case Json.Str str -> assertThat(theirs.isTextual() ? theirs.textValue() : null).as(text).isEqualTo(str.value());
            case Json.Num num -> {
                assertThat(num.integral()).as(text).isEqualTo(theirs.isIntegralNumber());
                if (num.integral()) {
                    assertThat(num.big() != null ? num.big() : BigInteger.valueOf(num.longValue())).as(text).isEqualTo(theirs.bigIntegerValue());
                } else {
                    assertThat(num.real()).as(text).isEqualTo(theirs.doubleValue());
                }
            }
            case Json.Bool bool -> assertThat(theirs.isBoolean() && theirs.booleanValue() == bool.value()).as(text).isTrue();
            case Json.Null ignored -> assertThat(theirs.isNull()).as(text).isTrue();
        }
    }

    /**
     * JSON written at random (white space, escapes and numbers of every form), the same with one character put in,
     * taken out or changed, and strings of JSON's own characters: many are JSON, many only just not.
     */
    @Provide
    Arbitrary<String> jsonish() {
        Arbitrary<String> pieces = Arbitraries.oneOf(
                Arbitraries.of("{", "}", "[", "]", ":", ",", "\"", "\\", " ", "\t", "\r\n", "-", "+", ".", "e", "E", "0", "1", "9",
                        "true", "false", "null", "tru", "NaN", "\\u", "d800", "dc00", "00e9", "é", "\u0001", "/", "a", "'",
                        "12345678901234567890", "1e400", "\"k\":", "\"k\"", "{\"a\":1}", "[1,2]"),
                Arbitraries.strings().ofMaxLength(3));
        Arbitrary<String> written = Arbitraries.randoms().map(random -> value(random, 0));
        Arbitrary<String> mutated = Arbitraries.randoms().map(random -> mutate(value(random, 0), random));
        return Arbitraries.oneOf(pieces.list().ofMaxSize(14).map(list -> String.join("", list)), written, mutated);
    }

    private static final String[] CHARACTERS = {"{", "}", "[", "]", ":", ",", "\"", "\\", " ", "-", ".", "e", "0", "1", "x", "\u0001"};
    private static final String[] NUMBERS = {"0", "-0", "7", "-12", "3.25", "1e5", "1E+2", "-2.5e-3", "123456789012345678", "12345678901234567890",
            "-98765432109876543210", "0.1", "1e308", "1e400", "4.9e-324"};
    private static final String[] STRINGS = {"", "a", "ana", "é", "\\\"", "\\\\", "\\/", "\\n\\t", "\\u00e9", "\\ud83c\\udca1", "\\ud800",
            "🂡", "k"};

    private static String value(java.util.Random random, int depth) {
        String space = random.nextInt(4) == 0 ? " " : "";
        return space + switch (random.nextInt(depth > 3 ? 4 : 6)) {
            case 0 -> NUMBERS[random.nextInt(NUMBERS.length)];
            case 1 -> "\"" + STRINGS[random.nextInt(STRINGS.length)] + "\"";
            case 2 -> new String[] {"true", "false", "null"}[random.nextInt(3)];
            case 3 -> "\"" + STRINGS[random.nextInt(STRINGS.length)] + STRINGS[random.nextInt(STRINGS.length)] + "\"";
            case 4 -> {
                StringBuilder array = new StringBuilder("[");
                for (int i = random.nextInt(4); i > 0; i--) {
                    array.append(value(random, depth + 1)).append(i > 1 ? "," : "");
                }
                yield array.append(space).append("]").toString();
            }
            default -> {
                StringBuilder object = new StringBuilder("{");
                for (int i = random.nextInt(4); i > 0; i--) {
                    object.append(space).append("\"").append(STRINGS[random.nextInt(STRINGS.length)]).append("\"").append(space).append(":")
                            .append(value(random, depth + 1)).append(i > 1 ? "," : "");
                }
                yield object.append("}").toString();
            }
        } + space;
    }

    private static String mutate(String text, java.util.Random random) {
        int at = random.nextInt(text.length() + 1);
        String character = CHARACTERS[random.nextInt(CHARACTERS.length)];
        return switch (random.nextInt(3)) {
            case 0 -> text.substring(0, at) + character + text.substring(at);
            case 1 -> at < text.length() ? text.substring(0, at) + text.substring(at + 1) : text;
            default -> at < text.length() ? text.substring(0, at) + character + text.substring(at + 1) : text + character;
        };
    }
}
