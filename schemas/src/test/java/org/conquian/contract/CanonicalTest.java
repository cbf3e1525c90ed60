package org.conquian.contract;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Assume;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.erdtman.jcs.JsonCanonicalizer;
import org.erdtman.jcs.NumberToJSON;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * RFC 8785 canonical form, proved against the RFC's own examples and test vectors, and against a maintained
 * implementation (by one of the RFC's authors) on random values.
 */
class CanonicalTest {

    private static Json json(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        return ((IJson.Parsed.Value) IJson.parse(bytes, 0, bytes.length)).value();
    }

    @Test
    void theRfcsMainExample() {
        String input = """
                {
                  "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
                  "string": "\\u20ac$\\u000F\\u000aA'\\u0042\\u0022\\u005c\\\\\\"\\/",
                  "literals": [null, true, false]
                }""";
        assertThat(Canonical.of(json(input))).isEqualTo(
                "{\"literals\":[null,true,false],\"numbers\":[333333333.3333333,1e+30,4.5,0.002,1e-27],"
                        + "\"string\":\"€$\\u000f\\nA'B\\\"\\\\\\\\\\\"/\"}");
    }

    @Test
    void keysSortByUtf16CodeUnits() {
        String input = """
                {
                  "\\u20ac": "Euro Sign",
                  "\\r": "Carriage Return",
                  "\\ufb33": "Hebrew Letter Dalet With Dagesh",
                  "1": "One",
                  "\\ud83d\\ude00": "Emoji: Grinning Face",
                  "\\u0080": "Control",
                  "\\u00f6": "Latin Small Letter O With Diaeresis"
                }""";
        assertThat(Canonical.of(json(input))).isEqualTo("{\"\\r\":\"Carriage Return\",\"1\":\"One\",\"\u0080\":\"Control\","
                + "\"ö\":\"Latin Small Letter O With Diaeresis\",\"€\":\"Euro Sign\",\"😀\":\"Emoji: Grinning Face\","
                + "\"דּ\":\"Hebrew Letter Dalet With Dagesh\"}");
    }

    /** Number serialisation samples of RFC 8785, Appendix B: IEEE 754 bits, then the expected text. */
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
            "0000000000000000, 0",
            "8000000000000000, 0",
            "0000000000000001, 5e-324",
            "8000000000000001, -5e-324",
            "7fefffffffffffff, 1.7976931348623157e+308",
            "ffefffffffffffff, -1.7976931348623157e+308",
            "4340000000000000, 9007199254740992",
            "c340000000000000, -9007199254740992",
            "4430000000000000, 295147905179352830000",
            "44b52d02c7e14af5, 9.999999999999997e+22",
            "44b52d02c7e14af6, 1e+23",
            "44b52d02c7e14af7, 1.0000000000000001e+23",
            "444b1ae4d6e2ef4e, 999999999999999700000",
            "444b1ae4d6e2ef4f, 999999999999999900000",
            "444b1ae4d6e2ef50, 1e+21",
            "3eb0c6f7a0b5ed8c, 9.999999999999997e-7",
            "3eb0c6f7a0b5ed8d, 0.000001",
            "41b3de4355555553, 333333333.3333332",
            "41b3de4355555554, 333333333.33333325",
            "41b3de4355555555, 333333333.3333333",
            "41b3de4355555556, 333333333.3333334",
            "41b3de4355555557, 333333333.33333343",
            "becbf647612f3696, -0.0000033333333333333333",
            "43143ff3c1cb0959, 1424953923781206.2",
    })
    void numberSamplesOfTheRfc(String bits, String expected) {
        assertThat(Canonical.number(Double.longBitsToDouble(HexFormat.fromHexDigitsToLong(bits)))).isEqualTo(expected);
    }

    @Test
    void nonFiniteNumbersHaveNoCanonicalForm() {
        assertThatThrownBy(() -> Canonical.number(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Canonical.number(Double.POSITIVE_INFINITY)).isInstanceOf(IllegalArgumentException.class);
    }

    /** Normal doubles only: the other implementation writes some subnormals wrongly (1e-320 among them). */
    @Property(tries = 20000)
    void numbersAgreeWithAMaintainedImplementation(@ForAll("doubles") double value) throws IOException {
        Assume.that(value == 0 || Math.abs(value) >= Double.MIN_NORMAL);
        assertThat(Canonical.number(value)).isEqualTo(NumberToJSON.serializeNumber(value));
    }

    @Property(tries = 20000)
    void numbersReadBackWithTheFewestDigits(@ForAll("doubles") double value) {
        String text = Canonical.number(value);
        assertThat(Double.parseDouble(text)).isEqualTo(value == 0 ? 0.0 : value);
        BigDecimal written = new BigDecimal(text).stripTrailingZeros();
        if (written.precision() > 1) {
            MathContext fewer = new MathContext(written.precision() - 1, RoundingMode.FLOOR);
            BigDecimal down = written.round(fewer);
            BigDecimal up = written.round(new MathContext(written.precision() - 1, RoundingMode.CEILING));
            assertThat(Double.parseDouble(down.toString())).isNotEqualTo(value);
            assertThat(Double.parseDouble(up.toString())).isNotEqualTo(value);
        }
    }

    @Test
    void subnormalsAreWrittenWithTheFewestDigits() {
        assertThat(Canonical.number(1e-320)).isEqualTo("1e-320");
        assertThat(Canonical.number(Double.MIN_VALUE * 2)).isEqualTo("1e-323");
    }

    @Provide
    Arbitrary<Double> doubles() {
        return Arbitraries.oneOf(
                Arbitraries.longs().map(Double::longBitsToDouble).filter(Double::isFinite),
                Arbitraries.doubles(),
                Arbitraries.integers().map(Integer::doubleValue),
                Arbitraries.longs().between(-(1L << 53), 1L << 53).map(Long::doubleValue));
    }

    @Property(tries = 1000)
    void documentsAgreeWithAMaintainedImplementation(@ForAll("documents") String document) throws IOException {
        assertThat(Canonical.of(json(document))).isEqualTo(new JsonCanonicalizer(document).getEncodedString());
    }

    /** A line found to be in canonical form is hashed from its bytes: it must be what canonicalising it gives. */
    @Property(tries = 1000)
    void aLineFoundCanonicalIsItsCanonicalForm(@ForAll("documents") String document) {
        byte[] bytes = document.getBytes(StandardCharsets.UTF_8);
        if (IJson.parse(bytes, 0, bytes.length) instanceof IJson.Parsed.Value value) {
            byte[] canonical = Canonical.bytes(value.value());
            if (value.canonical()) {
                assertThat(new String(bytes, StandardCharsets.UTF_8)).isEqualTo(new String(canonical, StandardCharsets.UTF_8));
            }
            IJson.Parsed.Value again = (IJson.Parsed.Value) IJson.parse(canonical, 0, canonical.length);
            assertThat(again.canonical())
                    .as("a canonical form without escapes or real numbers reads as canonical: %s", new String(canonical, StandardCharsets.UTF_8))
                    .isEqualTo(!new String(canonical, StandardCharsets.UTF_8).contains("\\") && !hasRealNumbers(again.value()));
        }
    }

    private static boolean hasRealNumbers(Json value) {
        return switch (value) {
            case Json.Obj object -> IntStream.range(0, object.size()).anyMatch(i -> hasRealNumbers(object.value(i)));
            case Json.Arr array -> IntStream.range(0, array.size()).anyMatch(i -> hasRealNumbers(array.get(i)));
            case Json.Num number -> !number.isLong() || Math.abs(number.longValue()) >= 1_000_000_000_000_000L
                    || Canonical.of(number).contains("e") || Canonical.of(number).contains(".");
            case Json.Str string -> false;
            case Json.Bool bool -> false;
            case Json.Null nothing -> false;
        };
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "{\"a\":1,\"b\":[\"x\",true,null]}|true",
            "{\"b\":1,\"a\":2}|false",
            "{\"a\": 1}|false",
            "{\"a\":1.5}|false",
            "{\"a\":1e3}|false",
            "{\"a\":-0}|false",
            "{\"a\":1234567890123456}|false",
            "{\"a\":\"\\n\"}|false",
            "{\"a\":\"é\"}|true",
    })
    void whichLinesAreTheirOwnCanonicalForm(String line, boolean canonical) {
        byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
        assertThat(((IJson.Parsed.Value) IJson.parse(bytes, 0, bytes.length)).canonical()).isEqualTo(canonical);
    }

    @Provide
    Arbitrary<String> documents() {
        Arbitrary<String> keys = Arbitraries.strings().ofMinLength(0).ofMaxLength(6)
                .withChars("aZ09_\"\\\u00e9\u20ac\n\t\u0001\u007f\u2028")
                .withCharRange('\ud83d', '\ud83d').filter(key -> !IJson.hasLoneSurrogate(key));
        Arbitrary<String> scalars = Arbitraries.oneOf(
                keys.map(CanonicalTest::quoted),
                Arbitraries.doubles().map(String::valueOf),
                Arbitraries.integers().map(String::valueOf),
                Arbitraries.of("true", "false", "null", "1e3", "-0", "0.1e-7", "12345678901234567890"));
        return Arbitraries.recursive(() -> scalars, inner -> Arbitraries.oneOf(
                inner.list().ofMaxSize(4).map(items -> "[" + String.join(",", items) + "]"),
                Arbitraries.maps(keys, inner).ofMaxSize(4).map(map -> {
                    StringBuilder out = new StringBuilder("{");
                    map.forEach((key, value) -> out.append(out.length() > 1 ? "," : "").append(quoted(key)).append(":").append(value));
                    return out.append("}").toString();
                })), 3);
    }

    private static String quoted(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
