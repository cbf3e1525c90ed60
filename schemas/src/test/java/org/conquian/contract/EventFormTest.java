package org.conquian.contract;

import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;
import org.conquian.event.Envelope;
import org.conquian.event.MatchStarted;
import org.conquian.rules.House;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.contract.IJsonTest.START;

/** Every kind of bad field gets a SCHEMA message naming the line, the field and what was expected. */
class EventFormTest {

    private static final String REVEAL = "{\"v\":1,\"match\":\"m\",\"seq\":3,\"at\":\"2026-11-29T18:00:00Z\",\"type\":\"StockCardRevealed\",\"player\":\"ana\",\"card\":\"7C\"}";
    private static final String ENDED = "{\"v\":1,\"match\":\"m\",\"seq\":9,\"at\":\"2026-11-29T18:00:00Z\",\"type\":\"DealEnded\",\"deal\":1,\"result\":\"won\",\"winner\":\"ana\"}";

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
            "\"v\":1,|`v` is missing",
            "\"v\":1|`v` must be the integer 1 (this reader knows format v1), not 2",
            "\"seq\":3|`seq` must be an integer of at least 1, written without fraction or exponent, not 3.0",
            "\"seq\":3|`seq` must be an integer of at least 1, written without fraction or exponent, not 3",
            "\"card\":\"7C\"|`card` must be a card code (rank A 2 3 4 5 6 7 8 9 T J Q K, then suit C D H S), not \"1C\"",
            "\"card\":\"7C\"|`card` must be a card code (rank A 2 3 4 5 6 7 8 9 T J Q K, then suit C D H S), not \"7c\"",
            "\"player\":\"ana\"|`player` must be a player id (1 to 32 of A-Z a-z 0-9 . _ -), not \"an a\"",
            "\"type\":\"StockCardRevealed\"|`type` must be one of MatchStarted",
            "\"at\":\"2026-11-29T18:00:00Z\"|`at` must be a UTC time",
    })
    void aBadFieldIsNamed(String original, String message) {
        String replacement = switch (message.substring(1, message.indexOf('`', 1))) {
            case "v" -> original.equals("\"v\":1,") ? "" : "\"v\":2";
            case "seq" -> message.endsWith("3.0") ? "\"seq\":3.0" : "\"seq\":\"3\"";
            case "card" -> message.endsWith("\"1C\"") ? "\"card\":\"1C\"" : "\"card\":\"7c\"";
            case "player" -> "\"player\":\"an a\"";
            case "type" -> "\"type\":\"CardDealt\"";
            default -> "\"at\":\"yesterday\"";
        };
        LogLine.BadLine bad = Lines.bad(REVEAL.replace(original, replacement));
        String expected = message.endsWith(", not 3") ? message.replace(", not 3", ", not \"3\"") : message;
        assertThat(bad.message()).startsWith("line 1: " + expected);
        assertThat(bad.match()).isEqualTo("m");
    }

    @ParameterizedTest(name = "seq {0} is reported as {1}")
    @CsvSource({"3, 3", "0, ", "-1, ", "1.5, ", "\"x\", ", "true, ", "12345678901234567890, 9223372036854775807"})
    void theSeqOfABadLineIsReportedWhenItIsAnIntegerOfAtLeastOne(String seq, Long reported) {
        LogLine.BadLine bad = Lines.bad(REVEAL.replace("\"seq\":3", "\"seq\":" + seq).replace("\"7C\"", "\"1C\""));
        assertThat(bad.seq()).isEqualTo(reported);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"1.0", "1e0", "1E0", "true", "\"1\""})
    void integersAreWrittenWithoutFractionOrExponent(String v) {
        assertThat(Lines.bad(REVEAL.replace("\"v\":1", "\"v\":" + v)).message()).contains("`v` must be the integer 1");
    }

    @ParameterizedTest(name = "valid time {0}")
    @ValueSource(strings = {"2026-11-29T18:04:05.120Z", "2024-02-29T00:00:00Z", "2000-02-29T23:59:60+00:00",
            "2026-12-31T23:59:59.123456789Z", "0000-02-29T00:00:00Z"})
    void validTimes(String at) {
        assertThat(Lines.read(REVEAL.replace("2026-11-29T18:00:00Z", at))).singleElement().isInstanceOf(LogLine.EventLine.class);
    }

    @ParameterizedTest(name = "invalid time {0}")
    @ValueSource(strings = {"2026-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-11-29T24:00:00Z",
            "2026-11-29T18:60:00Z", "2026-11-29T18:00:61Z", "2026-11-29t18:00:00Z", "2026-11-29T18:00:00z",
            "2026-11-29T18:00:00-00:00", "2026-11-29T18:00:00+01:00", "2026-11-29T18:00:00.1234567890Z", "2026-11-29T18:00:00.Z",
            "2026-11-29 18:00:00Z", "2026-11-29T18:00Z", "2026-13-01T00:00:00Z", "2026-11-00T00:00:00Z", "2026-11-29T18:00:00"})
    void invalidTimes(String at) {
        assertThat(Lines.bad(REVEAL.replace("2026-11-29T18:00:00Z", at)).message()).contains("`at` must be a UTC time");
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
            "\"players\":[\"ana\",\"ben\"]|\"players\":[\"ana\"]|`players` must be a list of two or more player ids",
            "\"players\":[\"ana\",\"ben\"]|\"players\":\"ana\"|`players` must be a list of two or more player ids",
            "\"targetWins\":3|\"targetWins\":0|`targetWins` must be an integer of at least 1",
            "\"firstDealer\":\"ben\"|\"firstDealer\":null|`firstDealer` must be a player id",
            "\"rules\":\"anglo-40\"|\"rules\":40|`rules` must be a rule profile id",
            "\"firstDealer\":\"ben\"|\"firstDealer\":\"ben\",\"house\":null|`house` must be an object of house rules",
            "\"firstDealer\":\"ben\"|\"firstDealer\":\"ben\",\"house\":[]|`house` must be an object of house rules",
            "\"firstDealer\":\"ben\"|\"firstDealer\":\"ben\",\"house\":\"twice\"|`house` must be an object of house rules",
            "\"firstDealer\":\"ben\"|\"firstDealer\":\"ben\",\"house\":{\"handSize\":15}|`house.handSize` must be an integer from 5 to 14, not 15",
            "\"firstDealer\":\"ben\"|\"firstDealer\":\"ben\",\"house\":{\"handSize\":13.0}|`house.handSize` must be an integer from 5 to 14, not 13.0",
            "\"firstDealer\":\"ben\"|\"firstDealer\":\"ben\",\"house\":{\"packs\":3}|`house.packs` must be the integer 1 or 2, not 3",
            "\"firstDealer\":\"ben\"|\"firstDealer\":\"ben\",\"house\":{\"rearrange\":\"no\"}|`house.rearrange` must be true or false, not \"no\"",
            "\"firstDealer\":\"ben\"|\"firstDealer\":\"ben\",\"house\":{\"drawnDeal\":\"split\"}|`house.drawnDeal` must be \"none\", \"point-each\" or \"replay\"",
            "\"firstDealer\":\"ben\"|\"firstDealer\":\"ben\",\"house\":{\"runMax\":2}|`house.runMax` must be an integer from 3 to 13, not 2",
            "\"firstDealer\":\"ben\"|\"firstDealer\":\"ben\",\"house\":{\"runMax\":null}|`house.runMax` must be an integer from 3 to 13, not null",
    })
    void matchStartedFields(String original, String replacement, String message) {
        assertThat(Lines.bad(START.replace(original, replacement)).message()).contains(message);
    }

    /**
     * How many players a MatchStarted seats is the match's: the first is counted by its own profile and partnership, a
     * later one by the match's, whatever its own profile and house say (with the match's count it breaks R-SEQ).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "three in anglo-40|[ana,ben,cy] anglo-40||SCHEMA|players must be two ids in a match of anglo-40, not 3",
            "two in partnership|[ana,ben] pagat-upcard {\"partnership\":true}||SCHEMA|players must be four ids in a match of pagat-upcard in partnership, not 2",
            "four in anglo-40 with partnership|[ana,ben,cy,dee] anglo-40 {\"partnership\":true}||SCHEMA|players must be two ids in a match of anglo-40, not 4",
            "two in anglo-40 with partnership|[ana,ben] anglo-40 {\"partnership\":true}||R-MATCH|partnership is played in pagat-upcard only",
            "later, partnership declared with two|[ana,ben] pagat-upcard|[ana,ben] pagat-upcard {\"partnership\":true}|R-SEQ|",
            "later, partnership declared with four|[ana,ben] pagat-upcard|[ana,ben,cy,dee] pagat-upcard {\"partnership\":true}|SCHEMA|players must be two ids in this pagat-upcard match, not 4",
            "later, two in a partnership|[ana,ben,cy,dee] pagat-upcard {\"partnership\":true}|[ana,ben] pagat-upcard|SCHEMA|players must be four ids in this pagat-upcard match, not 2",
            "later, anglo-40 of three in mexicana|[ana,ben,cy] mexicana|[ana,ben,cy] anglo-40|R-SEQ|",
            "later, mexicana of three in anglo-40|[ana,ben] anglo-40|[ana,ben,cy] mexicana|SCHEMA|players must be two ids in this anglo-40 match, not 3",
            "later, a key not in the table|[ana,ben] anglo-40|[ana,ben] anglo-40 {\"twiceAround\":true}|R-SEQ|",
            "later, a value out of range|[ana,ben] anglo-40|[ana,ben] anglo-40 {\"handSize\":15}|SCHEMA|`house.handSize` must be an integer from 5 to 14, not 15",
    })
    void theCountOfPlayersIsTheMatchs(String name, String first, String later, String rule, String message) {
        String log = started(1, first) + (later == null ? "" : "\n" + started(2, later));
        Verdict verdict = Lines.audit(log).getFirst();
        assertThat(verdict.fault()).as(log).isNotNull();
        assertThat(verdict.fault().seq()).isEqualTo(later == null ? 1L : 2L);
        assertThat(verdict.fault().rule().id()).isEqualTo(rule);
        assertThat(verdict.fault().message()).contains(message == null ? "" : message);
    }

    /** A MatchStarted line of these players, profile and house ({@code [ana,ben] pagat-upcard {"partnership":true}}), at this seq. */
    private static String started(int seq, String setUp) {
        String[] parts = setUp.split(" ", 3);
        String players = "[" + String.join(",", Arrays.stream(parts[0].substring(1, parts[0].length() - 1).split(","))
                .map(player -> "\"" + player + "\"").toList()) + "]";
        return "{\"v\":1,\"match\":\"m\",\"seq\":" + seq + ",\"at\":\"2026-11-29T18:00:00Z\",\"type\":\"MatchStarted\",\"players\":" + players
                + ",\"rules\":\"" + parts[1] + "\",\"targetWins\":3,\"firstDealer\":\"ben\"" + (parts.length > 2 ? ",\"house\":" + parts[2] : "") + "}";
    }

    @Test
    void houseHoldsExactlyTheKeysDeclaredAndAnEmptyOneIsNone() {
        MatchStarted empty = started(START.replace("\"firstDealer\":\"ben\"", "\"firstDealer\":\"ben\",\"house\":{}"));
        assertThat(empty.house()).isEqualTo(House.NONE);
        assertThat(EventJson.lineText(EventJson.toJson(new Envelope("m", 1, "2026-11-29T18:00:00Z", null), empty))).doesNotContain("house");
        MatchStarted declared = started(START.replace("\"firstDealer\":\"ben\"",
                "\"firstDealer\":\"ben\",\"house\":{\"rearrange\":false,\"handSize\":14,\"drawnDeal\":\"point-each\",\"jokers\":2}"));
        assertThat(declared.house().declared()).containsOnlyKeys(House.Key.HAND_SIZE, House.Key.REARRANGE, House.Key.DRAWN_DEAL);
        assertThat(declared.house().unknown()).containsExactly("jokers");
        MatchStarted known = declared.withHouse(House.parse("twice-around,discard-then-meld,drawnDeal=point-each"));
        assertThat(EventJson.lineText(EventJson.toJson(new Envelope("m", 1, "2026-11-29T18:00:00Z", null), known)))
                .contains("\"house\":{\"drawnDeal\":\"point-each\",\"handSize\":14,\"rearrange\":false}");
        assertThat(started(START.replace("\"rules\":\"anglo-40\"", "\"rules\":\"anglo-40\",\"handSize\":14")).house()).isEqualTo(House.NONE);
    }

    private static MatchStarted started(String line) {
        return (MatchStarted) ((LogLine.EventLine) Lines.read(line).getFirst()).event();
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
            "\"winner\":\"ana\"|\"winner\":null|`winner` must be a player id",
            ",\"winner\":\"ana\"||`winner` is missing",
            "\"result\":\"won\",\"winner\":\"ana\"|\"result\":\"drawn\",\"winner\":\"ana\"|`winner` must be absent on a drawn deal",
            "\"result\":\"won\",\"winner\":\"ana\"|\"result\":\"drawn\",\"winner\":null|`winner` must be absent on a drawn deal",
            "\"result\":\"won\",\"winner\":\"ana\"|\"result\":\"void\",\"winner\":\"ana\"|`winner` must be absent on a void deal",
            "\"result\":\"won\",\"winner\":\"ana\"|\"result\":\"void\",\"winner\":null|`winner` must be absent on a void deal",
            "\"result\":\"won\"|\"result\":\"lost\"|`result` must be \"won\", \"drawn\" or \"void\"",
            "\"deal\":1|\"deal\":0|`deal` must be an integer of at least 1",
    })
    void dealEndedFields(String original, String replacement, String message) {
        assertThat(Lines.bad(ENDED.replace(original, replacement == null ? "" : replacement)).message()).contains(message);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "{\"ana\":[\"AC\"],\"b b\":[]}|`hands` must be keyed by a player id",
            "{\"ana\":[\"AC\",\"1C\"]}|`hands.ana[1]` must be a card code",
            "[]|`hands` must be an object from each player id to their cards",
            "{\"ana\":\"AC\"}|`hands.ana` must be a list of cards",
    })
    void dealStartedFields(String hands, String message) {
        String dealt = "{\"v\":1,\"match\":\"m\",\"seq\":2,\"at\":\"2026-11-29T18:00:00Z\",\"type\":\"DealStarted\",\"deal\":1,\"dealer\":\"ben\",\"hands\":"
                + hands + ",\"stock\":[]}";
        assertThat(Lines.bad(dealt).message()).contains(message);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "[[\"4H\",\"5H\",\"6h\"]]|`melds[0][2]` must be a card code",
            "[\"4H\"]|`melds[0]` must be a list of cards",
            "{}|`melds` must be a list of melds",
    })
    void meldsFields(String melds, String message) {
        String laid = "{\"v\":1,\"match\":\"m\",\"seq\":5,\"at\":\"2026-11-29T18:00:00Z\",\"type\":\"MeldsRearranged\",\"player\":\"ana\",\"melds\":" + melds + "}";
        assertThat(Lines.bad(laid).message()).contains(message);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "{\"ana\":3,\"ben\":-1}|`wins.ben` must be an integer of at least 0",
            "{\"ana\":3,\"ben\":1.0}|`wins.ben` must be an integer of at least 0",
    })
    void matchEndedFields(String wins, String message) {
        String ended = "{\"v\":1,\"match\":\"m\",\"seq\":90,\"at\":\"2026-11-29T18:00:00Z\",\"type\":\"MatchEnded\",\"winner\":\"ana\",\"wins\":" + wins + ",\"draws\":0}";
        assertThat(Lines.bad(ended).message()).contains(message);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"\"ABCDEF0000000000000000000000000000000000000000000000000000000000\"", "\"abc\"", "null", "1"})
    void prevIsSixtyFourLowercaseHexDigits(String prev) {
        assertThat(Lines.bad(REVEAL.replace("\"type\"", "\"prev\":" + prev + ",\"type\"")).message()).contains("`prev` must be 64 lowercase hex digits");
    }

    @ParameterizedTest(name = "match [{0}]")
    @ValueSource(strings = {"", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "a b", "ü"})
    void aLineWithoutAReadableMatchIsChargedToNoMatchWhenItIsFirst(String match) {
        LogLine.BadLine bad = Lines.bad(REVEAL.replace("\"match\":\"m\"", "\"match\":\"" + match + "\""));
        assertThat(bad.match()).isNull();
        assertThat(bad.seq()).isNull();
        assertThat(bad.message()).contains("`match` must be a match id");
    }

    @Test
    void unknownExtraFieldsAreAllowed() {
        assertThat(Lines.read(REVEAL.replace("}", ",\"note\":{\"x\":[1,2.5,null]}}"))).singleElement().isInstanceOf(LogLine.EventLine.class);
    }
}
