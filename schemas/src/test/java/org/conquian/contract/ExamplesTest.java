package org.conquian.contract;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The published examples: each valid one is valid to the schemas and the codec, each invalid one to neither. */
class ExamplesTest {

    private static final Path EXAMPLES = Path.of("examples");

    @BeforeAll
    static void schemas() {
        SchemaConformanceTest.loadSchemas();
    }

    /** Every example of a kind: {@code TYPE.json} for each event type, and {@code TYPE-CASE.json} for more cases. */
    private static Stream<String> examples(String kind) throws IOException {
        try (Stream<Path> files = Files.list(EXAMPLES.resolve(kind))) {
            return files.map(file -> file.getFileName().toString()).sorted().toList().stream();
        }
    }

    static Stream<String> validExamples() throws IOException {
        return examples("valid");
    }

    static Stream<String> invalidExamples() throws IOException {
        return examples("invalid");
    }

    @Test
    void everyTypeHasAValidAndAnInvalidExample() throws IOException {
        for (String type : EventTypes.ALL) {
            assertThat(validExamples()).contains(type + ".json");
            assertThat(invalidExamples()).contains(type + ".json");
        }
    }

    private static JsonNode example(String kind, String file) throws IOException {
        return StrictJson.MAPPER.readTree(Files.readString(EXAMPLES.resolve(kind).resolve(file)));
    }

    private static String typeOf(String file) {
        return file.replaceFirst("(-.*)?\\.json$", "");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("validExamples")
    void theValidExampleIsValid(String file) throws IOException {
        JsonNode example = example("valid", file);
        assertThat(example.get("type").textValue()).isEqualTo(typeOf(file));
        assertThat(SchemaConformanceTest.schemaErrors(example)).isEmpty();
        assertThat(SchemaConformanceTest.codecAccepts(example)).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalidExamples")
    void theInvalidExampleIsInvalid(String file) throws IOException {
        JsonNode example = example("invalid", file);
        assertThat(example.get("type").textValue()).isEqualTo(typeOf(file));
        assertThat(SchemaConformanceTest.schemaErrors(example)).isNotEmpty();
        assertThat(SchemaConformanceTest.codecAccepts(example)).isFalse();
    }
}
