package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;

import java.util.Iterator;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A server's /openapi.json as a JSON Schema validator of its answers: the schema of an answer's route and status, the
 * format's schemas ({@code schemas/v1}) read from the classpath by their {@code $id}.
 */
final class OpenApi {

    static final String FORMAT = "https://conquian.org/schemas/v1/";

    final JsonNode document;
    private final SchemaRegistry registry;

    OpenApi(Served served) {
        document = served.get("/openapi.json").json();
        registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
                builder -> builder.schemaIdResolvers(resolvers -> resolvers.mapPrefix(FORMAT, "classpath:conquian/schemas/v1/")
                        .mapPrefix("https://openapi.invalid/", "classpath:org/conquian/server/")));
    }

    /** The document's schema at a JSON pointer into it. */
    Schema schema(String pointer) {
        return registry.getSchema(SchemaLocation.of("https://openapi.invalid/openapi.json#" + pointer));
    }

    /** The answer, once checked against the document's schema of its route and status. */
    Served.Answer documented(String method, String path, Served.Answer answer) {
        String template = template(path);
        JsonNode response = document.get("paths").get(template).get(method.toLowerCase()).get("responses").get(String.valueOf(answer.status()));
        assertThat(response).as("%s %s documents its %d: %s", method, template, answer.status(), answer.response().body()).isNotNull();
        JsonNode schema = response.path("content").path("application/json").path("schema");
        assertThat(schema.isMissingNode()).as("%s %s %d has a JSON schema", method, template, answer.status()).isFalse();
        assertThat(answer.json()).as("%s %s %d answers JSON", method, template, answer.status()).isNotNull();
        String pointer = "/paths/" + template.replace("~", "~0").replace("/", "~1") + "/" + method.toLowerCase() + "/responses/"
                + answer.status() + "/content/application~1json/schema";
        List<Error> errors = schema(pointer).validate(answer.json());
        assertThat(errors).as("%s %s %d: %s", method, template, answer.status(), answer.response().body()).isEmpty();
        return answer;
    }

    /** The document's path that names this one. */
    private String template(String path) {
        String bare = path.contains("?") ? path.substring(0, path.indexOf('?')) : path;
        for (Iterator<Map.Entry<String, JsonNode>> paths = document.get("paths").fields(); paths.hasNext(); ) {
            String template = paths.next().getKey();
            if (bare.matches(template.replaceAll("\\{[^}]+}", "[^/]+"))) {
                return template;
            }
        }
        throw new AssertionError("no path of /openapi.json names " + path);
    }
}
