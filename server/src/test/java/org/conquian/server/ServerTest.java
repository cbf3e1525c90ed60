package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.contract.StateJson;
import org.conquian.contract.StrictJson;
import org.conquian.game.MatchState;
import org.conquian.log.file.FileEventLog;
import org.conquian.recorder.Protocol;
import org.conquian.recorder.Recorder;
import org.conquian.view.Viewer;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** Every route and status of the API, through a real HTTP client. */
class ServerTest extends ServedLog {


    private Served.Answer startMatch(Scripts.Script script) {
        return served.post("/api/matches", script.start().toString());
    }

    private void record(String match, List<ObjectNode> moves) {
        for (ObjectNode move : moves) {
            Served.Answer answer = served.post("/api/matches/" + match + "/moves", move.toString());
            assertThat(answer.status()).as("%s: %s", move, answer.json()).isEqualTo(200);
        }
    }

    @Test
    void healthReadinessAndTheOpenApiDocument() {
        assertThat(served.get("/healthz").status()).isEqualTo(200);
        Served.Answer ready = served.get("/readyz");
        assertThat(ready.status()).isEqualTo(200);
        assertThat(ready.json().get("log").asText()).contains("embedded log");
        Served.Answer openApi = served.get("/openapi.json");
        assertThat(openApi.status()).isEqualTo(200);
        assertThat(openApi.json().get("openapi").asText()).isEqualTo("3.1.0");
        assertThat(openApi.json().get("paths").has("/api/matches/{id}/moves")).isTrue();
    }

    @Test
    void everyAnswerIsTheProtocolsAnswerToTheSameRequest() throws Exception {
        Scripts.Script script = Scripts.anglo("m1");
        List<JsonNode> overHttp = new ArrayList<>();
        Served.Answer started = startMatch(script);
        assertThat(started.status()).isEqualTo(201);
        assertThat(started.header("Location")).isEqualTo("/api/matches/m1");
        JsonNode links = ((ObjectNode) started.json()).remove("links");
        overHttp.add(started.json());
        for (ObjectNode move : script.moves()) {
            overHttp.add(served.post("/api/matches/m1/moves", move.toString()).json());
        }
        List<JsonNode> byProtocol = new ArrayList<>();
        try (FileEventLog other = FileEventLog.open(directory.resolve("other")); Protocol protocol = new Protocol(new Recorder(other, Served.CLOCK))) {
            ObjectNode start = StrictJson.MAPPER.createObjectNode().put("op", "start");
            start.setAll(script.start());
            // an answer's events are the log's lines as they are: read back as the client reads them
            byProtocol.add(Served.JSON.readTree(protocol.answer(start).toString()));
            for (ObjectNode move : script.moves()) {
                byProtocol.add(Served.JSON.readTree(protocol.answer(move.deepCopy().put("match", "m1")).toString()));
            }
        }
        assertThat(overHttp).isEqualTo(byProtocol);
        assertThat(links.get("ana").asText()).isEqualTo(served.server.url() + "/m/m1?as=ana&key=" + served.server.playerKey("m1", "ana"));
        assertThat(links.get("spectators").asText()).isEqualTo(served.server.url() + "/m/m1");
        assertThat(links.get("scorer").asText()).isEqualTo(served.server.url() + "/m/m1/record");
        assertThat(Files.readString(log.fileOf("m1"))).isEqualTo(Files.readString(FileEventLog.fileOf(directory.resolve("other"), "m1")));
    }

    @Test
    void aMatchIdIsMadeWhenTheStartNamesNone() {
        ObjectNode start = Scripts.anglo("x").start();
        start.remove("match");
        Served.Answer answer = served.post("/api/matches", start.toString());
        assertThat(answer.status()).isEqualTo(201);
        assertThat(answer.json().get("match").asText()).matches("m-[0-9a-f]{12}");
        assertThat(served.get("/api/matches/" + answer.json().get("match").asText()).status()).isEqualTo(200);
    }

    @Test
    void recordingNeedsTheToken() {
        String body = Scripts.anglo("m1").start().toString();
        assertThat(served.send(served.request("/api/matches").POST(HttpRequest.BodyPublishers.ofString(body)).build()).status()).isEqualTo(401);
        Served.Answer wrong = served.send(served.request("/api/matches").header("Authorization", "Bearer nope")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build());
        assertThat(wrong.status()).isEqualTo(401);
        assertThat(wrong.json().get("message").asText()).contains("token");
        assertThat(startMatch(Scripts.anglo("m1")).status()).isEqualTo(201);
        String key = served.server.playerKey("m1", "ana");
        Served.Answer byPlayer = served.send(served.request("/api/matches/m1/moves?as=ana&key=" + key)
                .POST(HttpRequest.BodyPublishers.ofString("{\"op\":\"deal\"}")).build());
        assertThat(byPlayer.status()).isEqualTo(403);
    }

    @Test
    void aPlayersKeyShowsThatPlayersViewAndNoOthers() {
        Scripts.Script script = Scripts.anglo("m1");
        startMatch(script);
        record("m1", script.moves().subList(0, 3));
        String ana = served.server.playerKey("m1", "ana");
        Served.Answer own = served.get("/api/matches/m1?as=ana&key=" + ana);
        assertThat(own.status()).isEqualTo(200);
        JsonNode hands = own.json().get("state").get("deal").get("hands");
        assertThat(hands.get("ana").has("hand")).isTrue();
        assertThat(hands.get("ben").has("hand")).isFalse();
        assertThat(own.json().get("state").get("deal").has("stockCards")).isFalse();
        assertThat(served.get("/api/matches/m1?as=ben&key=" + ana).status()).as("ana's key used for ben").isEqualTo(403);
        assertThat(served.get("/api/matches/m1?as=ben&key=" + "0".repeat(32)).status()).isEqualTo(401);
        assertThat(served.get("/api/matches/m1?as=ben").status()).isEqualTo(400);
        Served.Answer spectator = served.get("/api/matches/m1");
        assertThat(spectator.json().get("state").get("deal").get("hands").get("ana").has("hand")).isFalse();
        assertThat(spectator.json().get("state").get("deal").has("stockCards")).isFalse();
        assertThat(served.get("/api/matches/m1/moves").status()).as("a spectator's moves").isEqualTo(401);
        Served.Answer official = served.getOfficial("/api/matches/m1");
        assertThat(official.json().get("state").get("deal").get("hands").get("ben").has("hand")).isTrue();
        assertThat(official.header("ETag")).isEqualTo("\"" + 4 + "\"");
    }

    @Test
    void ifMatchIsTheMovesExpectAndAStaleOneIsAConflict() {
        Scripts.Script script = Scripts.anglo("m1");
        startMatch(script);
        String etag = served.getOfficial("/api/matches/m1").header("ETag");
        assertThat(etag).isEqualTo("\"1\"");
        Served.Answer dealt = served.send(served.official("/api/matches/m1/moves").header("If-Match", etag)
                .POST(HttpRequest.BodyPublishers.ofString(script.moves().getFirst().toString())).build());
        assertThat(dealt.status()).isEqualTo(200);
        Served.Answer stale = served.send(served.official("/api/matches/m1/moves").header("If-Match", etag)
                .POST(HttpRequest.BodyPublishers.ofString(script.moves().get(1).toString())).build());
        assertThat(stale.status()).isEqualTo(409);
        assertThat(stale.json().get("error").asText()).isEqualTo("stale");
        assertThat(stale.json().get("events")).hasSize(1);
        Served.Answer bad = served.send(served.official("/api/matches/m1/moves").header("If-Match", "soon")
                .POST(HttpRequest.BodyPublishers.ofString(script.moves().get(1).toString())).build());
        assertThat(bad.status()).isEqualTo(400);
    }

    @Test
    void anIdempotencyKeyGivesARetryTheFirstAnswerAndRefusesAnotherBody() throws Exception {
        Scripts.Script script = Scripts.anglo("m1");
        startMatch(script);
        HttpRequest deal = served.official("/api/matches/m1/moves").header("Idempotency-Key", "k-1")
                .POST(HttpRequest.BodyPublishers.ofString(script.moves().getFirst().toString())).build();
        Served.Answer first = served.send(deal);
        Served.Answer again = served.send(deal);
        assertThat(again.status()).isEqualTo(200);
        assertThat(again.response().body()).isEqualTo(first.response().body());
        assertThat(log.events("m1")).hasSize(2);
        Served.Answer other = served.send(served.official("/api/matches/m1/moves").header("Idempotency-Key", "k-1")
                .POST(HttpRequest.BodyPublishers.ofString(script.moves().get(1).toString())).build());
        assertThat(other.status()).isEqualTo(422);
    }

    @Test
    void aMoveTheRulesRefuseIs422AndWritesNothing() {
        Scripts.Script script = Scripts.anglo("m1");
        startMatch(script);
        record("m1", script.moves().subList(0, 1));
        Served.Answer refused = served.post("/api/matches/m1/moves", "{\"op\":\"discard\",\"card\":\"AS\"}");
        assertThat(refused.status()).isEqualTo(422);
        assertThat(refused.json().get("ok").asBoolean()).isFalse();
        assertThat(refused.json().get("rule").asText()).startsWith("R-");
        assertThat(served.getOfficial("/api/matches/m1").header("ETag")).isEqualTo("\"2\"");
    }

    /**
     * The director over HTTP: a call and a ruling are move bodies recorded with the recorder token (a player's link may not
     * record them); the call answers ruling-due and its rule, the moves and the state show it waiting, and what the rules
     * refuse while it waits is 422 with R-RULING, nothing written; If-Match and Idempotency-Key guard them as any move.
     */
    @Test
    void aCallAndARulingAreMovesRecordedWithTheTokenAndTheirBadInputIs422() throws Exception {
        Scripts.Script script = Scripts.anglo("m1");
        startMatch(script);
        record("m1", script.moves().subList(0, 2));
        String call = "{\"op\":\"call\",\"player\":\"ben\",\"move\":{\"op\":\"claim\"},\"calledBy\":\"ana\",\"note\":\"ben said he was out\"}";
        Served.Answer byPlayer = served.send(served.request("/api/matches/m1/moves?as=ana&key=" + served.server.playerKey("m1", "ana"))
                .POST(HttpRequest.BodyPublishers.ofString(call)).build());
        assertThat(byPlayer.status()).as("a player calls the director at the table; the scorer records it").isEqualTo(403);
        // the bots' next move, legal there, called as if it broke a rule
        ObjectNode next = script.moves().get(2);
        ObjectNode calledLegal = Served.JSON.createObjectNode().put("op", "call").put("player", next.get("player").asText());
        calledLegal.set("move", next);
        Served.Answer legal = served.post("/api/matches/m1/moves", calledLegal.toString());
        assertThat(legal.status()).isEqualTo(422);
        assertThat(legal.json().get("rule").asText()).isEqualTo("R-RULING");

        Served.Answer called = served.send(served.official("/api/matches/m1/moves").header("If-Match", "\"3\"")
                .POST(HttpRequest.BodyPublishers.ofString(call)).build());
        assertThat(called.status()).as("%s", called.json()).isEqualTo(200);
        assertThat(called.json().get("stage").asText()).isEqualTo("ruling-due");
        assertThat(called.json().get("rule").asText()).startsWith("R-");
        assertThat(called.json().get("events").get(0).get("type").asText()).isEqualTo("IrregularityCalled");
        assertThat(called.header("ETag")).isEqualTo("\"4\"");
        assertThat(served.getOfficial("/api/matches/m1/moves").json().get("rulingDue").asLong()).isEqualTo(4);
        assertThat(served.get("/api/matches/m1").json().get("state").get("call").get("player").asText()).as("shown to spectators").isEqualTo("ben");
        for (String bad : List.of("{\"op\":\"pass\"}", "{\"op\":\"call\",\"player\":\"ana\"}",
                "{\"op\":\"rule\",\"director\":\"ana\",\"decision\":\"rectify\"}",
                "{\"op\":\"rule\",\"director\":\"dora\",\"decision\":\"no-irregularity\"}",
                "{\"op\":\"rule\",\"director\":\"dora\",\"decision\":\"award-deal\",\"winner\":\"zoe\"}")) {
            Served.Answer refused = served.post("/api/matches/m1/moves", bad);
            assertThat(refused.status()).as(bad).isEqualTo(422);
            assertThat(refused.json().get("rule").asText()).as(bad).isEqualTo("R-RULING");
        }
        assertThat(served.post("/api/matches/m1/moves", "{\"op\":\"rule\",\"director\":\"dora\",\"decision\":\"maybe\"}").status())
                .isEqualTo(400);

        HttpRequest ruling = served.official("/api/matches/m1/moves").header("Idempotency-Key", "r-1").POST(HttpRequest.BodyPublishers.ofString(
                "{\"op\":\"rule\",\"director\":\"dora\",\"decision\":\"rectify\",\"text\":\"ben is not out\"}")).build();
        Served.Answer ruled = served.send(ruling);
        assertThat(ruled.status()).as("%s", ruled.json()).isEqualTo(200);
        assertThat(ruled.json().get("stage").asText()).isEqualTo("in-deal");
        assertThat(ruled.json().get("events").get(0).get("about").asLong()).isEqualTo(4);
        assertThat(served.send(ruling).response().body()).isEqualTo(ruled.response().body());
        assertThat(served.getOfficial("/api/matches/m1/moves").json().has("rulingDue")).isFalse();
        assertThat(log.events("m1")).hasSize(5);
        record("m1", script.moves().subList(2, script.moves().size()));
        assertThat(served.get("/api/matches").json().get("matches").get(0).get("verdict").asText()).isEqualTo("valid");
    }

    @Test
    void statusesOfWhatCannotBeAnswered() {
        assertThat(served.get("/api/matches/nope").status()).isEqualTo(404);
        assertThat(served.post("/api/matches/nope/moves", "{\"op\":\"deal\"}").status()).isEqualTo(404);
        assertThat(served.get("/api/nothing").status()).isEqualTo(404);
        Served.Answer method = served.send(served.official("/api/matches").DELETE().build());
        assertThat(method.status()).isEqualTo(405);
        assertThat(method.header("Allow")).isEqualTo("GET, POST");
        assertThat(served.post("/api/matches", "{\"players\":").status()).isEqualTo(400);
        assertThat(served.post("/api/matches", "[1]").status()).isEqualTo(400);
        startMatch(Scripts.anglo("m1"));
        assertThat(startMatch(Scripts.anglo("m1")).status()).as("the same id again").isEqualTo(409);
        Served.Answer badOp = served.post("/api/matches/m1/moves", "{\"op\":\"close\"}");
        assertThat(badOp.status()).isEqualTo(400);
        assertThat(badOp.json().get("message").asText()).contains("deal");
    }

    /** A server started again resumes a match at its next move: what the resume could not tell reaches that move's maker. */
    @Test
    void aRealTableResumedBeforeItsFirstDealByTheNextServerWarnsWithTheMove() throws Exception {
        assertThat(served.post("/api/matches", "{\"match\":\"c1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"concealed\":true}")
                .status()).isEqualTo(201);
        served.close();
        served = new Served(log);
        Served.Answer deal = served.post("/api/matches/c1/moves", "{\"op\":\"deal\"}");
        assertThat(deal.status()).isEqualTo(200);
        assertThat(deal.json().get("warnings").get(0).asText()).contains("no deal of match c1 is recorded yet");
        Served.Answer next = served.get("/api/matches/c1");
        assertThat(next.json().has("warnings")).as("said once, with the move that resumed it").isFalse();
    }

    @Test
    void aBodyOverTheLimitIs413() {
        String big = "{\"op\":\"deal\",\"pad\":\"" + "x".repeat(70 * 1024) + "\"}";
        Served.Answer answer = served.post("/api/matches/m1/moves", big);
        assertThat(answer.status()).isEqualTo(413);
        assertThat(answer.json().get("message").asText()).contains("65536");
        // without a length, the body is read up to the limit
        Served.Answer streamed = served.send(served.official("/api/matches/m1/moves").POST(HttpRequest.BodyPublishers.ofInputStream(
                () -> new java.io.ByteArrayInputStream(big.getBytes()))).build());
        assertThat(streamed.status()).isEqualTo(413);
    }

    @Test
    void theMatchesAreListed() {
        Scripts.Script script = Scripts.anglo("m1");
        startMatch(script);
        record("m1", script.moves().subList(0, 2));
        Served.Answer list = served.get("/api/matches");
        assertThat(list.status()).isEqualTo(200);
        JsonNode m1 = list.json().get("matches").get(0);
        assertThat(m1.get("match").asText()).isEqualTo("m1");
        assertThat(m1.get("profile").asText()).isEqualTo("anglo-40");
        assertThat(m1.get("seq").asLong()).isEqualTo(3);
        assertThat(m1.get("score").get("ana").asInt()).isZero();
    }

    @Test
    void aLogSentToTheAuditIsJudgedAsAuditJsonJudgesIt() throws Exception {
        Scripts.Script script = Scripts.anglo("m1");
        startMatch(script);
        record("m1", script.moves());
        Served.Answer verdicts = served.send(served.request("/api/audit")
                .POST(HttpRequest.BodyPublishers.ofFile(log.fileOf("m1"))).build());
        assertThat(verdicts.status()).isEqualTo(200);
        assertThat(verdicts.json().get("match").asText()).isEqualTo("m1");
        assertThat(verdicts.json().get("verdict").asText()).isEqualTo("valid");
    }

    @Test
    void aPrivateServerShowsSpectatorsNothing() throws Exception {
        try (Served closed = new Served(ServeSettings.local(0).withPrivate(true), log)) {
            assertThat(closed.get("/api/matches").status()).isEqualTo(401);
            assertThat(closed.getOfficial("/api/matches").status()).isEqualTo(200);
        }
    }

    @Test
    void aSpectatorHeldBackByTheDelaySeesTheMatchAsItStoodThenOnEveryRoute() throws Exception {
        try (Served delayed = new Served(ServeSettings.local(0).withDelay(Duration.ofHours(1)), log)) {
            Scripts.Script script = Scripts.anglo("m1");
            assertThat(delayed.post("/api/matches", script.start().toString()).status()).isEqualTo(201);
            for (ObjectNode move : script.moves().subList(0, 2)) {
                assertThat(delayed.post("/api/matches/m1/moves", move.toString()).status()).isEqualTo(200);
            }
            assertThat(delayed.getOfficial("/api/matches/m1").header("ETag")).isEqualTo("\"3\"");
            String ana = "/api/matches/m1?as=ana&key=" + delayed.server.playerKey("m1", "ana");
            assertThat(delayed.get(ana).header("ETag")).as("the players are at the table").isEqualTo("\"3\"");
            assertThat(delayed.getOfficial("/api/matches").json().get("matches")).hasSize(1);

            Served.Answer state = delayed.get("/api/matches/m1");
            assertThat(state.header("ETag")).isEqualTo("\"0\"");
            assertThat(state.json().get("state")).isEqualTo(StateJson.of(MatchState.NOT_STARTED, Viewer.SPECTATOR));
            assertThat(delayed.get("/api/matches/m1?at=1").status()).isEqualTo(400);
            assertThat(delayed.get("/api/matches").json().get("matches")).isEmpty();
        }
    }

    /** The race of a refusal: a client must know before its next request whether the connection will carry it. */
    @Test
    void aRefusalBeforeTheBodyHasComeSaysTheConnectionCloses() throws Exception {
        try (Socket socket = connected()) {
            write(socket, "POST /api/matches/m1/moves HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n");
            String refusal = answer(socket);
            assertThat(refusal).startsWith("HTTP/1.1 401").containsIgnoringCase("\r\nConnection: close\r\n");
        }
    }

    @Test
    void aRefusalOfAWholeRequestKeepsTheConnection() throws Exception {
        try (Socket socket = connected()) {
            write(socket, "POST /api/matches/m1/moves HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}");
            assertThat(answer(socket)).startsWith("HTTP/1.1 401").doesNotContainIgnoringCase("Connection: close");
            write(socket, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
            assertThat(answer(socket)).startsWith("HTTP/1.1 200");
        }
    }

    /** The race of a refused body sent anyway: closing with it unread would reset the connection, answer and all. */
    @Test
    void aRefusedBodySentAnywayIsReadSoItsAnswerArrivesAndTheConnectionGoesOn() throws Exception {
        try (Socket socket = connected()) {
            int kilobytes = 70;
            write(socket, officialMoveHead("", kilobytes * 1024));
            // as a client that does not wait for an answer sends it: the server has its head well before its last byte
            for (int k = 0; k < kilobytes; k++) {
                write(socket, "x".repeat(1024));
            }
            assertThat(answer(socket)).startsWith("HTTP/1.1 413").doesNotContainIgnoringCase("Connection: close");
            write(socket, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
            assertThat(answer(socket)).startsWith("HTTP/1.1 200");
        }
    }

    @Test
    void aClientThatWaitsToSendItsBodyIsRefusedBeforeItSendsIt() throws Exception {
        try (Socket socket = connected()) {
            write(socket, officialMoveHead("Expect: 100-continue\r\n", 70 * 1024));
            assertThat(answer(socket)).startsWith("HTTP/1.1 413").containsIgnoringCase("\r\nConnection: close\r\n");
        }
    }

    /** A raw connection to the server, for what an HTTP client library would smooth over; its reads have a deadline. */
    private Socket connected() throws IOException {
        Socket socket = new Socket("127.0.0.1", URI.create(served.server.url()).getPort());
        socket.setSoTimeout(10_000);
        return socket;
    }

    /** The head of an official's move request whose body says it is this long, with these headers besides. */
    private static String officialMoveHead(String headers, int length) {
        return "POST /api/matches/m1/moves HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + Served.TOKEN + "\r\n" + headers
                + "Content-Type: application/json\r\nContent-Length: " + length + "\r\n\r\n";
    }

    private static void write(Socket socket, String request) throws IOException {
        socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
        socket.getOutputStream().flush();
    }

    /** One answer off the socket: its head, then as many bytes of body as its Content-Length says. */
    private static String answer(Socket socket) throws IOException {
        InputStream in = socket.getInputStream();
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int b = in.read();
            assertThat(b).as("the answer so far: %s", head).isNotNegative();
            head.append((char) b);
        }
        Matcher length = Pattern.compile("(?i)\r\nContent-Length: (\\d+)\r\n").matcher(head);
        assertThat(length.find()).as(head.toString()).isTrue();
        return head + new String(in.readNBytes(Integer.parseInt(length.group(1))), StandardCharsets.UTF_8);
    }

    @Test
    void whatJettyRefusesIsAnsweredInJson() throws Exception {
        try (Socket socket = connected()) {
            write(socket, "GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n");
            String answer = new String(socket.getInputStream().readNBytes(2000), StandardCharsets.ISO_8859_1);
            assertThat(answer).startsWith("HTTP/1.1 400");
            assertThat(answer).contains("\"ok\":false").doesNotContain("at org.");
        }
    }
}
