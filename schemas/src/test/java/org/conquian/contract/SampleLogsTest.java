package org.conquian.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.Concealment;
import org.conquian.audit.Rulings;
import org.conquian.audit.Verdict;
import org.conquian.rules.RuleId;
import org.conquian.rules.Profile;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
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

    /** The samples of signed matches and committed shuffles, their files named from their own folder. */
    static Stream<JsonNode> trustExpectations() throws IOException {
        return expectations("trust/expected.jsonl").map(row -> ((ObjectNode) row).put("file", "trust/" + row.get("file").textValue()));
    }

    /** The samples of house rules, their files named from their own folder. */
    static Stream<JsonNode> variantExpectations() throws IOException {
        return expectations("variants/expected.jsonl").map(row -> ((ObjectNode) row).put("file", "variants/" + row.get("file").textValue()));
    }

    /** The samples of irregularities and rulings, their files named from their own folder. */
    static Stream<JsonNode> rulingExpectations() throws IOException {
        return expectations("rulings/expected.jsonl").map(row -> ((ObjectNode) row).put("file", "rulings/" + row.get("file").textValue()));
    }

    /** The samples' signer, as {@code trust/signer.pub} holds it. */
    private static final String SAMPLES_SIGNER = "f9abd9d1bee34e7e5ffca6b6cf7b407ae681c0c995988bd4bcec1ca8cbe70437";

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
        Assumptions.assumeTrue(Profile.byId(rules).isPresent(),
                "profile " + rules + " is not implemented yet");
        auditGivesTheExpectedVerdict(expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variantExpectations")
    void aHouseRulesSampleGivesTheExpectedVerdict(JsonNode expected) throws IOException {
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

    /**
     * A rulings sample's row adds the five ruling counts wherever a ruling is counted (up to the fault on an invalid
     * verdict), and the concealed deals' counts on a valid or in-progress match with one; each is absent otherwise.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("rulingExpectations")
    void aRulingsSampleGivesTheExpectedVerdictAndCounts(JsonNode expected) throws IOException {
        auditGivesTheExpectedVerdict(expected);
        Verdict verdict = audited(expected, Optional.empty());
        Rulings rulings = verdict.rulings();
        assertThat(rulings.any()).isEqualTo(expected.has("rulings"));
        if (expected.has("rulings")) {
            assertThat(new int[] {rulings.rulings(), rulings.withoutMove(), rulings.appeals(), rulings.dealsVoided(), rulings.dealsAwarded()})
                    .containsExactly(expected.get("rulings").intValue(), expected.get("callsWithoutMove").intValue(),
                            expected.get("appeals").intValue(), expected.get("dealsVoided").intValue(), expected.get("dealsAwarded").intValue());
        }
        if (expected.has("concealed")) {
            assertThat(verdict.concealment()).isEqualTo(new Concealment(expected.get("concealed").intValue(), expected.get("shown").intValue()));
        }
    }

    /** A trust sample's row adds signer and signedThrough (signed matches) and shuffle (committed ones); its line is its seq. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("trustExpectations")
    void aTrustSampleGivesTheExpectedVerdict(JsonNode expected) throws IOException {
        Verdict verdict = audited(expected, Optional.empty());
        assertThat(verdict.kind().word()).isEqualTo(expected.get("verdict").textValue());
        assertThat(verdict.events()).isEqualTo(expected.get("events").longValue());
        if (verdict.kind() == Verdict.Kind.INVALID) {
            assertThat(verdict.fault().rule().id()).as(verdict.fault().message()).isEqualTo(expected.get("rule").textValue());
            assertThat(verdict.fault().seq()).isEqualTo(expected.get("seq").longValue());
            assertThat(verdict.fault().line()).isEqualTo(expected.get("seq").longValue());
        } else {
            assertThat(verdict.chained()).isEqualTo(expected.get("chained").booleanValue());
        }
        assertThat(verdict.trust().signer()).isEqualTo(text(expected.get("signer")));
        JsonNode through = expected.get("signedThrough");
        assertThat(verdict.trust().signedThrough()).isEqualTo(through == null || through.isNull() ? null : through.longValue());
        assertThat(verdict.trust().shuffle().word()).isEqualTo(text(expected.get("shuffle")));
    }

    /** Trusting the samples' signer: the signed match stays valid, and every unsigned match breaks R-SIGN at its first event. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("trustExpectations")
    void aTrustSampleAgainstTheSamplesSigner(JsonNode expected) throws IOException {
        Verdict verdict = audited(expected, Optional.of(Set.of(SAMPLES_SIGNER)));
        if (expected.get("signer") == null) {
            assertThat(verdict.fault().rule()).isEqualTo(RuleId.SIGN);
            assertThat(verdict.fault().seq()).isEqualTo(1L);
        } else {
            assertThat(verdict.kind().word()).isEqualTo(expected.get("verdict").textValue());
        }
    }

    private static Verdict audited(JsonNode expected, Optional<Set<String>> trusted) throws IOException {
        try (InputStream in = resource(expected.get("file").textValue())) {
            return LogAudits.audit(in, false, trusted, false, 1, bytes -> { }).stream()
                    .filter(v -> Objects.equals(v.match(), text(expected.get("match")))).findFirst().orElseThrow();
        }
    }

    private static String text(JsonNode node) {
        return node == null || node.isNull() ? null : node.textValue();
    }
}
