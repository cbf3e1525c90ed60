package org.conquian.contract;

import com.fasterxml.jackson.databind.JsonNode;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.time.LocalDate;
import java.util.function.Predicate;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The hand-written checks equal the patterns of defs.schema.json, read from the published schema itself. */
class SyntaxTest {

    private static Pattern pattern(String definition) {
        try (InputStream in = SyntaxTest.class.getResourceAsStream("/conquian/schemas/v1/defs.schema.json")) {
            JsonNode defs = StrictJson.MAPPER.readTree(in);
            // ECMA-262 `$` is the end of input; Java's matches() is the same for a whole-string match.
            String regex = defs.get("$defs").get(definition).get("pattern").textValue();
            return Pattern.compile(regex.substring(1, regex.length() - 1));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void agree(String definition, Predicate<String> check, String text) {
        assertThat(check.test(text)).as("%s: %s", definition, text).isEqualTo(pattern(definition).matcher(text).matches());
    }

    @Provide
    Arbitrary<String> times() {
        Arbitrary<String> nearlyValid = Arbitraries.integers().between(0, 1_000_000_000).map(day -> {
            LocalDate date = LocalDate.ofEpochDay(day % 3_650_000 - 719_528);
            return String.format("%04d-%02d-%02dT%02d:%02d:%02d", date.getYear(), date.getMonthValue(), date.getDayOfMonth(),
                    day % 25, day % 61, day % 62);
        }).filter(text -> text.length() == 19);
        Arbitrary<String> fraction = Arbitraries.strings().withCharRange('0', '9').ofMinLength(0).ofMaxLength(11).map(d -> d.isEmpty() ? "" : "." + d);
        Arbitrary<String> zone = Arbitraries.of("Z", "+00:00", "z", "-00:00", "+01:00", "", "Z ");
        Arbitrary<String> mutated = Arbitraries.strings().withChars("0123456789-:TZ+.").ofMinLength(18).ofMaxLength(30);
        Arbitrary<String> dates = Arbitraries.of("2024-02-29", "2023-02-29", "1900-02-29", "2000-02-29", "0000-02-29", "2026-04-31",
                "2026-13-01", "2026-00-10", "2026-12-00", "2026-12-31").map(d -> d + "T12:00:00Z");
        return Arbitraries.oneOf(nearlyValid.flatMap(t -> fraction.flatMap(f -> zone.map(z -> t + f + z))), mutated, dates);
    }

    @Property(tries = 20_000)
    void timesAgreeWithTheSchema(@ForAll("times") String text) {
        agree("utcTime", Syntax::isUtcTime, text);
    }

    @Provide
    Arbitrary<String> ids() {
        return Arbitraries.strings().withChars("aZ09._-/ é\n").ofMinLength(0).ofMaxLength(70);
    }

    @Property(tries = 5_000)
    void idsAgreeWithTheSchema(@ForAll("ids") String text) {
        agree("matchId", Syntax::isMatchId, text);
        agree("playerId", Syntax::isPlayerId, text);
    }

    @Property(tries = 2_000)
    void digestsAgreeWithTheSchema(@ForAll("digests") String text) {
        agree("digest", Syntax::isDigest, text);
    }

    @Provide
    Arbitrary<String> digests() {
        return Arbitraries.strings().withChars("0123456789abcdefABg").ofMinLength(62).ofMaxLength(66);
    }

    @Test
    void theDaysOfFebruaryFollowTheGregorianLeapYears() {
        for (String leap : new String[] {"2024", "2000", "0000", "2400"}) {
            assertThat(Syntax.isUtcTime(leap + "-02-29T00:00:00Z")).as(leap).isTrue();
        }
        for (String common : new String[] {"2023", "1900", "2100", "0100"}) {
            assertThat(Syntax.isUtcTime(common + "-02-29T00:00:00Z")).as(common).isFalse();
        }
    }
}
