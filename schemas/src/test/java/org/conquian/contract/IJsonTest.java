package org.conquian.contract;

import org.conquian.audit.LogLine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The line format: I-JSON in UTF-8, one per line, BOM, CRLF and blank lines as docs/format.md says. */
class IJsonTest {

    static final String START = "{\"v\":1,\"match\":\"m\",\"seq\":1,\"at\":\"2026-11-29T18:00:00Z\",\"type\":\"MatchStarted\","
            + "\"players\":[\"ana\",\"ben\"],\"rules\":\"anglo-40\",\"targetWins\":3,\"firstDealer\":\"ben\"}";

    @ParameterizedTest(name = "not JSON: {0}")
    @ValueSource(strings = {
            "{\"v\":1,\"v\":1}",
            "{\"a\":NaN}",
            "{\"a\":\"\\ud800\"}",
            "{\"a\":\"\\udc00x\"}",
            "{\"\\ud800\":1}",
            "{\"a\":1e400}",
            "{\"a\":-1e400}",
            "{} {}",
            "{}x",
            "{'a':1}",
            "{\"a\":01}",
            "{\"a\":1,}",
            "{\"a\":\"tab\there\"}",
            "// comment",
            "\u000b{}",
            "[1,]",
            "{\"a\" 1}",
            "{\"a\":tru}",
            "{\"a\":-}",
            "{\"a\":1.}",
            "{\"a\":.5}",
            "{\"a\":+1}",
            "{\"a\":1e}",
            "{\"a\":\"\\x\"}",
            "{\"a\":\"\\u12\"}",
            "{\"a\":\"open}",
            "{\"a\":[1 2]}",
            "{1:2}",
    })
    void stringsThatAreNotIJson(String line) {
        LogLine.BadLine bad = Lines.bad(line);
        assertThat(bad.message()).startsWith("line 1 is not JSON: ");
        assertThat(bad.match()).isNull();
        assertThat(bad.seq()).isNull();
    }

    @Test
    void aTruncatedLineIsToldWithoutTheParsersInnards() {
        assertThat(Lines.bad("{\"v\":1").message())
                .startsWith("line 1 is not JSON: the line ends inside an object begun at column 1, at column 7")
                .doesNotContain("Source");
    }

    @Test
    void valuesNestedPastTheLimitAreRefusedNotOverflowed() {
        String deep = "[".repeat(IJson.MAX_DEPTH + 1) + "]".repeat(IJson.MAX_DEPTH + 1);
        byte[] bytes = deep.getBytes(StandardCharsets.UTF_8);
        assertThat(IJson.parse(bytes, 0, bytes.length)).isInstanceOfSatisfying(IJson.Parsed.NotJson.class,
                notJson -> assertThat(notJson.reason()).startsWith("values are nested more than 1000 deep"));
        String deepest = "[".repeat(IJson.MAX_DEPTH) + "]".repeat(IJson.MAX_DEPTH);
        bytes = deepest.getBytes(StandardCharsets.UTF_8);
        assertThat(IJson.parse(bytes, 0, bytes.length)).isInstanceOf(IJson.Parsed.Value.class);
    }

    @Test
    void escapesAndNumbersAreReadAsJsonWritesThem() {
        byte[] bytes = "{\"a\":\"\\u00e9\\/\\\"\\t\\ud83c\\udca1\",\"b\":[-0,1E+2,12345678901234567890,-1.5e-3,true,false,null]}"
                .getBytes(StandardCharsets.UTF_8);
        Json.Obj read = (Json.Obj) ((IJson.Parsed.Value) IJson.parse(bytes, 0, bytes.length)).value();
        assertThat(read.get("a")).isEqualTo(new Json.Str("\u00e9/\"\t\ud83c\udca1"));
        Json.Arr b = (Json.Arr) read.get("b");
        assertThat(java.util.stream.IntStream.range(0, b.size()).mapToObj(i -> b.get(i).toString()))
                .containsExactly("-0", "1E+2", "12345678901234567890", "-1.5e-3", "true", "false", "null");
        assertThat(((Json.Num) b.get(2)).big()).isEqualTo(new java.math.BigInteger("12345678901234567890"));
        assertThat(((Json.Num) b.get(1)).real()).isEqualTo(100.0);
    }

    @Test
    void bytesThatAreNotUtf8() {
        for (byte[] bytes : List.of(new byte[] {(byte) 0xC0, (byte) 0xAF}, new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
                new byte[] {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, new byte[] {(byte) 0xFF}, new byte[] {(byte) 0xE2, (byte) 0x82})) {
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            line.writeBytes("{\"a\":\"".getBytes(StandardCharsets.UTF_8));
            line.writeBytes(bytes);
            line.writeBytes("\"}".getBytes(StandardCharsets.UTF_8));
            List<LogLine> read = Lines.read(line.toByteArray());
            assertThat(read).singleElement().isInstanceOfSatisfying(LogLine.BadLine.class,
                    bad -> assertThat(bad.message()).contains("is not UTF-8"));
        }
    }

    @Test
    void nulBytesAreNotJson() {
        assertThat(Lines.bad("\u0000{\"a\":1}").message()).contains("is NUL");
        assertThat(Lines.bad("{\"a\":\"\u0000\"}").message()).contains("is NUL");
    }

    @Test
    void aByteOrderMarkAtTheStartIsIgnored() {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        log.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        log.writeBytes(START.getBytes(StandardCharsets.UTF_8));
        assertThat(Lines.read(log.toByteArray())).singleElement().isInstanceOf(LogLine.EventLine.class);
    }

    @Test
    void aByteOrderMarkElsewhereIsNotJson() {
        assertThat(Lines.read(START + "\n\uFEFF" + START.replace("\"seq\":1", "\"seq\":2")).get(1)).isInstanceOf(LogLine.BadLine.class);
    }

    @Test
    void crlfLineEndsAndBlankLinesCountInLineNumbers() {
        List<LogLine> lines = Lines.read(START + "\r\n\r\n  \t \r\n" + "garbage\r\n");
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0).line()).isEqualTo(1);
        assertThat(lines.get(1).line()).isEqualTo(4);
        assertThat(lines.get(1).match()).as("charged to the nearest non-blank line's match").isEqualTo("m");
    }

    @Test
    void aLastLineWithoutLineEndIsRead() {
        assertThat(Lines.read(START + "\n" + START)).hasSize(2);
    }

    @Test
    void whiteSpaceAroundTheObjectIsJson() {
        assertThat(Lines.read("  " + START + " \t")).singleElement().isInstanceOf(LogLine.EventLine.class);
    }

    @Test
    void aValueThatIsNotAnObjectIsNoEvent() {
        assertThat(Lines.bad("[1,2]").message()).isEqualTo("line 1: the line is a list, not an event object");
        assertThat(Lines.bad("42").message()).contains("not an event object");
    }

    @Test
    void aLongLineAcrossTheReadBufferIsRead() {
        String extra = "x".repeat(200_000);
        assertThat(Lines.read(START.replace("}", ",\"note\":\"" + extra + "\"}") + "\n" + START))
                .hasSize(2).first().isInstanceOf(LogLine.EventLine.class);
    }
}
