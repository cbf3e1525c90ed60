package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.log.file.FileEventLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** The routes and the API's description agree: every route is in /openapi.json, and every path and method there is served. */
class RoutesTest {

    @TempDir
    Path directory;

    @Test
    void everyRouteIsDescribedAndEveryDescribedRouteIsServed() throws Exception {
        try (FileEventLog log = FileEventLog.open(directory); Served served = new Served(log)) {
            Scripts.Script script = Scripts.anglo("m1");
            assertThat(served.post("/api/matches", script.start().toString()).status()).isEqualTo(201);
            for (ObjectNode move : script.moves()) {
                assertThat(served.post("/api/matches/m1/moves", move.toString()).status()).isEqualTo(200);
            }
            List<String> described = new ArrayList<>();
            served.get("/openapi.json").json().get("paths").properties().forEach(path -> path.getValue().fieldNames().forEachRemaining(method -> {
                if (List.of("get", "post", "put", "delete", "patch").contains(method)) {
                    described.add(method.toUpperCase(Locale.ROOT) + " " + path.getKey());
                }
            }));
            assertThat(described).containsExactlyInAnyOrderElementsOf(Routes.all());
            for (String route : described) {
                String method = route.substring(0, route.indexOf(' '));
                String path = route.substring(route.indexOf(' ') + 1).replace("{id}", "m1").replace("{name}", "cards.js");
                HttpRequest request = served.official(path).method(method, HttpRequest.BodyPublishers.ofString("{}")).build();
                // the answer's head is enough: a stream of every match's events does not end
                HttpResponse<InputStream> answer = served.client.send(request, HttpResponse.BodyHandlers.ofInputStream());
                try (InputStream body = answer.body()) {
                    if (answer.statusCode() == 404) {
                        JsonNode refusal = Served.JSON.readTree(new String(body.readNBytes(4096), StandardCharsets.UTF_8));
                        assertThat(refusal.get("message").asText()).as(route).doesNotStartWith("there is nothing at");
                    }
                    assertThat(answer.statusCode()).as(route).isNotEqualTo(405);
                }
            }
        }
    }
}
