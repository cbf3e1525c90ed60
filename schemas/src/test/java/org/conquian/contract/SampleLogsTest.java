package org.conquian.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.Verdict;
import org.conquian.rules.Variant;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The sample logs that come with the spec, audited as their expected verdicts say. */
class SampleLogsTest {

    static Stream<JsonNode> expectations() throws IOException {
        return expectations("expected.jsonl");
    }

    /** The samples of the profiles beside anglo-40, their files named from their own folder. */
    static Stream<JsonNode> profileExpectations() throws IOException {
        return expectations("profiles/expected.jsonl").map(row -> ((ObjectNode) row).put("file", "profiles/" + row.get("file").textValue()));
    }

    private static Stream<JsonNode> expectations(String name) throws IOException {
        try (InputStream in = resource(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(line -> !line.isBlank())
                    .map(line -> {
                        try {
                            return StrictJson.MAPPER.readTree(line);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    })
                    .toList().stream();
        }
    }

    private static InputStream resource(String name) {
        return Objects.requireNonNull(SampleLogsTest.class.getResourceAsStream("/samples/" + name), name);
    }

    /** A sample of a profile this build does not implement yet is skipped, and says so. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("profileExpectations")
    void aProfileSampleGivesTheExpectedVerdict(JsonNode expected) throws IOException {
        String rules;
        try (InputStream in = resource(expected.get("file").textValue())) {
            rules = StrictJson.MAPPER.readTree(new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().findFirst().orElseThrow())
                    .get("rules").textValue();
        }
        Assumptions.assumeTrue(Variant.byId(rules).isPresent(),
                "profile " + rules + " is not implemented yet");
        auditGivesTheExpectedVerdict(expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expectations")
    void auditGivesTheExpectedVerdict(JsonNode expected) throws IOException {
        List<Verdict> verdicts;
        try (InputStream in = resource(expected.get("file").textValue())) {
            verdicts = LogAudits.audit(in, false);
        }
        Verdict verdict = verdicts.stream().filter(v -> Objects.equals(v.match(), text(expected.get("match")))).findFirst().orElseThrow();
        assertThat(verdict.kind().word()).isEqualTo(expected.get("verdict").textValue());
        assertThat(verdict.events()).isEqualTo(expected.get("events").longValue());
        assertThat(verdict.chained()).isEqualTo(expected.get("chained").isNull() ? null : expected.get("chained").booleanValue());
        if (verdict.kind() == Verdict.Kind.INVALID) {
            assertThat(verdict.fault().rule().id()).as(verdict.fault().message()).isEqualTo(expected.get("rule").textValue());
            assertThat(verdict.fault().line()).isEqualTo(expected.get("line").longValue());
            assertThat(verdict.fault().seq()).isEqualTo(expected.get("seq").isNull() ? null : expected.get("seq").longValue());
        }
    }

    private static String text(JsonNode node) {
        return node == null || node.isNull() ? null : node.textValue();
    }
}
