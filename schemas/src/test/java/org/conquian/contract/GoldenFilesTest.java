package org.conquian.contract;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.audit.Verdict;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Golden files pin format v1: one event of every type, which must stay readable and be written back
 * the same, and complete logs, one per rule id, with the verdicts they must keep.
 */
class GoldenFilesTest {

    static Stream<String> eventTypes() {
        return EventTypes.ALL.stream();
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = Objects.requireNonNull(GoldenFilesTest.class.getResourceAsStream("/golden/" + name), name)) {
            return in.readAllBytes();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("eventTypes")
    void everyEventTypeOfV1ReadsAndWritesBackInItsCanonicalForm(String type) throws IOException {
        byte[] golden = new String(resource("events/" + type + ".json"), StandardCharsets.UTF_8).strip().getBytes(StandardCharsets.UTF_8);
        Json json = ((IJson.Parsed.Value) IJson.parse(golden, 0, golden.length)).value();
        EventForm.Read.Ok read = (EventForm.Read.Ok) EventForm.read(json);
        assertThat(read.event().type()).isEqualTo(type);
        assertThat(EventJson.lineText(EventJson.toJson(read.envelope(), read.event()))).isEqualTo(Canonical.of(json));
    }

    static Stream<JsonNode> expectedVerdicts() throws IOException {
        return new String(resource("logs/expected.jsonl"), StandardCharsets.UTF_8).lines()
                .map(line -> {
                    try {
                        return StrictJson.MAPPER.readTree(line);
                    } catch (IOException e) {
                        throw new IllegalStateException(e);
                    }
                }).toList().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expectedVerdicts")
    void goldenLogsKeepTheirVerdicts(JsonNode expected) throws IOException {
        List<Verdict> verdicts = Lines.audit(resource("logs/" + expected.get("file").textValue()));
        assertThat(verdicts).hasSize(1);
        Verdict verdict = verdicts.get(0);
        assertThat(verdict.kind().word()).isEqualTo(expected.get("verdict").textValue());
        assertThat(verdict.events()).isEqualTo(expected.get("events").longValue());
        if (verdict.fault() != null) {
            assertThat(verdict.fault().rule().id()).isEqualTo(expected.get("rule").textValue());
            assertThat(verdict.fault().seq()).isEqualTo(expected.get("seq").longValue());
            assertThat(verdict.fault().line()).isEqualTo(expected.get("line").longValue());
        } else {
            assertThat(verdict.chained()).isEqualTo(expected.get("chained").booleanValue());
        }
        assertThat(verdict.concealment().deals()).as("concealed deals").isEqualTo(expected.path("concealed").asInt(0));
        assertThat(verdict.concealment().shown()).as("hands shown").isEqualTo(expected.path("shown").asInt(0));
    }
}
