package org.conquian.server;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Schema;
import org.conquian.log.file.FileEventLog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * /openapi.json says what is answered: a bot that posts back the officials' listed moves plays whole matches over
 * HTTP (the deal, the cambio and a concealed deal's end are listed when due), and every answer it and the viewers get,
 * and the errors, are valid to the document's schema of their route and status, which admits no field it does not name.
 */
class OpenApiAnswersTest {

    @TempDir
    Path directory;

    private Served served;
    private OpenApi openApi;

    @BeforeEach
    void start() throws Exception {
        served = new Served(FileEventLog.open(directory.resolve("data")));
        openApi = new OpenApi(served);
    }

    @AfterEach
    void stop() throws Exception {
        served.close();
    }

    @ParameterizedTest(name = "{0}, concealed {1}")
    @CsvSource({"anglo-40, false, ana;ben", "pagat-upcard, false, ana;ben", "mexicana, false, ana;ben;cruz",
            "anglo-40, true, ana;ben", "pagat-upcard, true, ana;ben", "mexicana, true, ana;ben;cruz"})
    void aBotPostingListedMovesPlaysOnAndEveryAnswerIsDocumented(String profile, boolean concealed, String players) {
        String match = profile + (concealed ? "-c" : "-k");
        List<String> seats = List.of(players.split(";"));
        ObjectNode start = Served.JSON.createObjectNode().put("match", match).put("rules", profile).put("concealed", concealed).put("seed", 7);
        if (!profile.equals("anglo-40")) {
            start.put("targetWins", 1); // anglo-40 plays to 3, and takes no options
        }
        seats.forEach(start.putArray("players")::add);
        Served.Answer started = openApi.documented("POST", "/api/matches", served.post("/api/matches", start.toString()));
        assertThat(started.status()).as(started.response().body()).isEqualTo(201);
        String link = started.json().get("links").get(seats.get(0)).asText();
        String own = link.substring(link.indexOf('?'));
        Random random = new Random(11);
        long seq = started.json().get("seq").asLong();
        int deals = 0;
        boolean ended = false;
        // a known match ends within a few hundred moves; a concealed one is played for three deals, as no listed move
        // lays out face-down hand cards (a hand take names them), so its deals are drawn
        for (int moves = 0; moves < 20_000 && !ended && deals < (concealed ? 4 : Integer.MAX_VALUE); moves++) {
            Served.Answer listed = openApi.documented("GET", "/api/matches/" + match + "/moves", served.getOfficial("/api/matches/" + match + "/moves"));
            openApi.documented("GET", "/api/matches/" + match + "/moves", served.get("/api/matches/" + match + "/moves" + own));
            openApi.documented("GET", "/api/matches/" + match, served.get("/api/matches/" + match));
            openApi.documented("GET", "/api/matches/" + match, served.get("/api/matches/" + match + own));
            ArrayNode options = (ArrayNode) listed.json().get("moves");
            assertThat(options).as("a move is listed at seq %d: %s", seq, listed.json()).isNotEmpty();
            ObjectNode move = (ObjectNode) options.get(random.nextInt(options.size()));
            HttpRequest request = served.official("/api/matches/" + match + "/moves").header("If-Match", "\"" + seq + "\"")
                    .POST(HttpRequest.BodyPublishers.ofString(move.toString())).build();
            Served.Answer answer = openApi.documented("POST", "/api/matches/" + match + "/moves", served.send(request));
            assertThat(answer.status()).as("%s answered %s", move, answer.response().body()).isEqualTo(200);
            seq = answer.json().get("seq").asLong();
            deals += move.get("op").asText().equals("deal") ? 1 : 0;
            ended = answer.json().get("stage").asText().equals("ended");
        }
        assertThat(ended || concealed).as("the known match ended").isTrue();
        assertThat(deals).as("deals dealt from the listed moves").isGreaterThanOrEqualTo(concealed ? 4 : 1);
        // the errors: stale (a move sent with an old If-Match, not the one recorded then), not found, unauthorized, not understood
        HttpRequest stale = served.official("/api/matches/" + match + "/moves").header("If-Match", "\"1\"")
                .POST(HttpRequest.BodyPublishers.ofString("{\"op\":\"exchange\"}")).build();
        Served.Answer missed = openApi.documented("POST", "/api/matches/" + match + "/moves", served.send(stale));
        assertThat(missed.status()).as(missed.response().body()).isEqualTo(409);
        // an ended match records nothing more (409 too); one in progress says what the sender missed
        assertThat(missed.json().get("error").asText()).isEqualTo(ended ? "match" : "stale");
        if (!ended) {
            assertThat(missed.json().get("missed").asLong()).isEqualTo(seq - 1);
        }
        openApi.documented("GET", "/api/matches/nope", served.get("/api/matches/nope"));
        openApi.documented("GET", "/api/matches/" + match + "/moves", served.get("/api/matches/" + match + "/moves"));
        openApi.documented("POST", "/api/matches/" + match + "/moves", served.post("/api/matches/" + match + "/moves", "{\"op\":\"take\",\"melds\":1}"));
        openApi.documented("GET", "/api/matches", served.get("/api/matches"));
        openApi.documented("GET", "/readyz", served.get("/readyz"));
        openApi.documented("GET", "/healthz", served.get("/healthz"));
    }

    @Test
    void theDocumentNamesItsServerAndItsSecurity() {
        assertThat(openApi.document.get("servers")).isNotEmpty();
        assertThat(openApi.document.get("security")).isNotEmpty();
        assertThat(openApi.document.get("components").get("schemas").get("Event").get("$ref").asText()).isEqualTo(OpenApi.FORMAT + "event.schema.json");
        Schema moves = openApi.schema("/components/schemas/Moves");
        assertThat(moves.validate(Served.JSON.createObjectNode().put("ok", true).put("match", "m1"))).isEmpty();
        assertThat(moves.validate(Served.JSON.createObjectNode().put("ok", true).put("match", "m1").put("undocumented", 1)))
                .as("a field the document does not name").isNotEmpty();
        Schema answer = openApi.schema("/components/schemas/Answer");
        ObjectNode recorded = Served.JSON.createObjectNode().put("ok", true).put("match", "m1").put("seq", 2).put("stage", "in-deal");
        recorded.putArray("events").addObject().put("v", 1).put("match", "m1").put("seq", 2).put("type", "NoSuchType");
        assertThat(answer.validate(recorded)).as("an event not of the format").isNotEmpty();
    }
}
