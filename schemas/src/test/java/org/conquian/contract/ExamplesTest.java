package org.conquian.contract;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeAll;
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

    static Stream<String> eventTypes() {
        return EventTypes.ALL.stream();
    }

    private static JsonNode example(String kind, String type) throws IOException {
        return StrictJson.MAPPER.readTree(Files.readString(EXAMPLES.resolve(kind).resolve(type + ".json")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("eventTypes")
    void theValidExampleIsValid(String type) throws IOException {
        JsonNode example = example("valid", type);
        assertThat(example.get("type").textValue()).isEqualTo(type);
        assertThat(SchemaConformanceTest.schemaErrors(example)).isEmpty();
        assertThat(SchemaConformanceTest.codecAccepts(example)).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("eventTypes")
    void theInvalidExampleIsInvalid(String type) throws IOException {
        JsonNode example = example("invalid", type);
        assertThat(example.get("type").textValue()).isEqualTo(type);
        assertThat(SchemaConformanceTest.schemaErrors(example)).isNotEmpty();
        assertThat(SchemaConformanceTest.codecAccepts(example)).isFalse();
    }
}
