package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.bot.BotMatch;
import org.conquian.log.MatchWriter;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a client that sends something odd gets: a 4xx in JSON that says what is wrong, nothing of the server's
 * machine, and nothing left behind by the refusal.
 */
class OddRequestsTest extends ServedLog {


    private void refusedSayingWhy(Served.Answer answer, int status) {
        assertThat(answer.status()).as("%s", answer.response().body()).isEqualTo(status);
        assertThat(answer.header("Content-Type")).startsWith("application/json");
        assertThat(answer.json().get("ok").asBoolean()).isFalse();
        assertThat(answer.json().get("message").asText()).isNotBlank();
        assertThat(answer.response().body()).doesNotContain(directory.toString()).doesNotContain("com.fasterxml").doesNotContain("Source:");
        if (status != 429) {
            assertThat(answer.header("Retry-After")).isNull();
        }
    }

    /** A request written by hand, for what a client library will not send; the answer's status line and body. */
    private String raw(Served on, String request) throws IOException {
        URI uri = URI.create(on.server.url());
        try (Socket socket = new Socket(uri.getHost(), uri.getPort())) {
            socket.setSoTimeout(20_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.UTF_8));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void aStartWithABadPlayerIdIsABadRequestAndLeavesTheIdFree() {
        ObjectNode start = Scripts.anglo("m1").start();
        start.putArray("players").add("ana").add("b n");
        refusedSayingWhy(served.post("/api/matches", start.toString()), 400);
        assertThat(served.post("/api/matches", Scripts.anglo("m1").start().toString()).status()).isEqualTo(201);
    }

    @Test
    void aMalformedChunkedBodyIsTheClientsFaultNotTheLogs() throws Exception {
        String answer = raw(served, "POST /api/matches HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + Served.TOKEN
                + "\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n");
        assertThat(answer).startsWith("HTTP/1.1 400").doesNotContain("Retry-After").contains("\"ok\":false");
    }

    @Test
    void aMalformedJsonBodyIsSaidWhereItIsWrongNotAsTheParserSaysIt() {
        Served.Answer answer = served.post("/api/matches", "{\"players\": [\"ana\", \"ben\"");
        refusedSayingWhy(answer, 400);
        assertThat(answer.json().get("message").asText()).contains("not one JSON object").contains("line 1");
        refusedSayingWhy(served.post("/api/matches", "{\"a\":1,\"a\":2}"), 400);
    }

    @Test
    void noAnswerNamesWhereTheLogIs() {
        Served.Answer ready = served.get("/readyz");
        assertThat(ready.json().get("log").asText()).isEqualTo("the embedded log");
        refusedSayingWhy(served.get("/api/matches/nope"), 404);
        refusedSayingWhy(served.get("/api/matches/nope/events"), 404);
        refusedSayingWhy(served.getOfficial("/m/nope/replay.html"), 404);
        refusedSayingWhy(served.post("/api/matches/nope/moves", "{\"op\":\"deal\"}"), 404);
    }

    @Test
    void matchIdsThatAnAddressCannotNameAreRefused() throws Exception {
        for (String id : List.of(".", "..")) {
            ObjectNode start = Scripts.anglo(id).start();
            refusedSayingWhy(served.post("/api/matches", start.toString()), 400);
            assertThat(log.matches()).isEmpty();
        }
        String answer = raw(served, "GET /api/matches/%2E%2E HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        assertThat(answer).startsWith("HTTP/1.1 4").doesNotContain(directory.toString());
    }

    @Test
    void underPrivateAStrangerCannotTellWhetherAMatchExists() throws Exception {
        try (Served closed = new Served(ServeSettings.local(0).withPrivate(true), log)) {
            assertThat(closed.post("/api/matches", Scripts.anglo("m1").start().toString()).status()).isEqualTo(201);
            for (String route : List.of("", "/moves", "/events")) {
                Served.Answer known = closed.get("/api/matches/m1" + route);
                Served.Answer unknown = closed.get("/api/matches/m2" + route);
                assertThat(known.status()).as(route).isEqualTo(401);
                assertThat(unknown.status()).as(route).isEqualTo(401);
                assertThat(known.response().body()).as(route).isEqualTo(unknown.response().body().replace("m2", "m1"));
                Served.Answer knownKey = closed.get("/api/matches/m1" + route + "?as=ana&key=" + "0".repeat(32));
                Served.Answer unknownKey = closed.get("/api/matches/m2" + route + "?as=ana&key=" + "0".repeat(32));
                assertThat(knownKey.status()).as(route).isEqualTo(unknownKey.status());
                assertThat(knownKey.response().body()).as(route).isEqualTo(unknownKey.response().body().replace("m2", "m1"));
            }
            assertThat(closed.get("/m/m1/replay.html").status()).isEqualTo(closed.get("/m/m2/replay.html").status());
        }
    }

    /** Each page names its icon, served from the assets: a browser asks for none elsewhere (a favicon.ico that is not there). */
    @Test
    void everyPageHasAnIconOfItsOwn() {
        for (String page : List.of("/", "/new", "/m/m1", "/m/m1/record")) {
            assertThat(served.get(page).response().body()).as(page).contains("<link rel=\"icon\" href=\"/assets/icon.svg\" type=\"image/svg+xml\">");
        }
        Served.Answer icon = served.get("/assets/icon.svg");
        assertThat(icon.status()).isEqualTo(200);
        assertThat(icon.header("Content-Type")).startsWith("image/svg+xml");
        assertThat(icon.response().body()).startsWith("<svg ");
    }

    @Test
    void pagesCannotBeFramedNorSniffedAndSendNoReferrer() {
        for (String page : List.of("/", "/m/m1", "/m/m1/record", "/assets/table.js", "/api/matches")) {
            Served.Answer answer = served.get(page);
            assertThat(answer.header("X-Content-Type-Options")).as(page).isEqualTo("nosniff");
            assertThat(answer.header("Referrer-Policy")).as(page).isEqualTo("no-referrer");
        }
        for (String page : List.of("/", "/m/m1", "/m/m1/record")) {
            assertThat(served.get(page).header("Content-Security-Policy")).as(page).contains("frame-ancestors 'none'");
        }
    }

    @Test
    void linksComeFromThePublicAddressOrTheOneServedNeverFromHost() throws Exception {
        String start = Scripts.anglo("m1").start().toString();
        String answer = raw(served, "POST /api/matches HTTP/1.1\r\nHost: evil.example\r\nAuthorization: Bearer " + Served.TOKEN
                + "\r\nContent-Type: application/json\r\nContent-Length: " + start.getBytes(StandardCharsets.UTF_8).length
                + "\r\nConnection: close\r\n\r\n" + start);
        assertThat(answer).startsWith("HTTP/1.1 201").doesNotContain("evil.example").contains(served.server.url() + "/m/m1?as=ana&key=");
        try (Served behind = new Served(ServeSettings.local(0).withPublicUrl(URI.create("https://club.example/conquian/")), log)) {
            JsonNode links = behind.post("/api/matches", Scripts.anglo("m2").start().toString()).json().get("links");
            assertThat(links.get("spectators").asText()).isEqualTo("https://club.example/conquian/m/m2");
            assertThat(links.get("ana").asText()).startsWith("https://club.example/conquian/m/m2?as=ana&key=");
        }
    }

    @Test
    void anAnonymousAuditIsOneMebibyteAtMostTheTokensHolderSixteen() throws Exception {
        String line = "{\"seq\":1}\n";
        byte[] big = line.repeat(1024 * 1024 / line.length() + 1).getBytes(StandardCharsets.UTF_8);
        Served.Answer anonymous = served.send(served.request("/api/audit").POST(HttpRequest.BodyPublishers.ofByteArray(big)).build());
        refusedSayingWhy(anonymous, 413);
        Served.Answer official = served.send(served.official("/api/audit").POST(HttpRequest.BodyPublishers.ofByteArray(big)).build());
        assertThat(official.status()).isEqualTo(200);
    }

    @Test
    void twoAnonymousAuditsAtATimeTheThirdIsToldToComeBack() throws Exception {
        URI uri = URI.create(served.server.url());
        List<Socket> held = new ArrayList<>();
        try {
            long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            Served.Answer third;
            do {
                // a held audit that was answered came while another held its place (a third's, say): it holds none
                for (Socket answered : held.stream().filter(OddRequestsTest::answered).toList()) {
                    answered.close();
                    held.remove(answered);
                }
                while (held.size() < 2) {
                    held.add(holdingAnAudit(uri));
                }
                third = served.send(served.request("/api/audit").POST(HttpRequest.BodyPublishers.ofString("")).build());
            } while (third.status() != 429 && System.nanoTime() < deadline);
            refusedSayingWhy(third, 429);
            assertThat(served.send(served.official("/api/audit").POST(HttpRequest.BodyPublishers.ofString("")).build()).status())
                    .as("the token's holder does not wait behind strangers").isEqualTo(200);
        } finally {
            for (Socket socket : held) {
                socket.close();
            }
        }
    }

    /** An audit whose body never comes in full, so that it holds its place once the server has begun it. */
    private static Socket holdingAnAudit(URI uri) throws IOException {
        Socket socket = new Socket(uri.getHost(), uri.getPort());
        socket.getOutputStream().write(("POST /api/audit HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{").getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
        return socket;
    }

    private static boolean answered(Socket socket) {
        try {
            return socket.getInputStream().available() > 0;
        } catch (IOException e) {
            return true;
        }
    }

    @Test
    void anIdempotencyKeyIsOneRoutesAndOneMatchsAndOutlivesARestart() throws Exception {
        Scripts.Script script = Scripts.anglo("start");
        Path state = directory.resolve("state");
        String move = script.moves().get(1).toString();
        Served.Answer first;
        long recorded;
        try (Served kept = new Served(ServeSettings.local(0).withState(state), log)) {
            Served.Answer started = kept.send(kept.official("/api/matches").header("Idempotency-Key", "k")
                    .POST(HttpRequest.BodyPublishers.ofString(script.start().toString())).build());
            assertThat(started.status()).isEqualTo(201);
            Served.Answer moved = kept.send(kept.official("/api/matches/start/moves").header("Idempotency-Key", "k")
                    .POST(HttpRequest.BodyPublishers.ofString(script.moves().getFirst().toString())).build());
            assertThat(moved.status()).as("the same key on another route is another key: %s", moved.json()).isEqualTo(200);
            first = kept.send(kept.official("/api/matches/start/moves").header("Idempotency-Key", "k2").POST(HttpRequest.BodyPublishers.ofString(move)).build());
            assertThat(first.status()).isEqualTo(200);
            recorded = log.events("start").size();
        }
        try (Served again = new Served(ServeSettings.local(0).withState(state), log)) {
            Served.Answer retry = again.send(again.official("/api/matches/start/moves").header("Idempotency-Key", "k2").POST(HttpRequest.BodyPublishers.ofString(move)).build());
            assertThat(retry.status()).isEqualTo(200);
            assertThat(retry.json()).isEqualTo(first.json());
            assertThat(retry.header("ETag")).isEqualTo(first.header("ETag"));
            Served.Answer otherBody = again.send(again.official("/api/matches/start/moves").header("Idempotency-Key", "k2")
                    .POST(HttpRequest.BodyPublishers.ofString(script.moves().get(2).toString())).build());
            assertThat(otherBody.status()).isEqualTo(422);
        }
        assertThat(log.events("start")).as("recorded once").hasSize((int) recorded);
    }

    @Test
    void theBoardsStreamFromItsStartCarriesEachMatchsStart() throws Exception {
        try (EventStream all = new EventStream(served.client, served.official("/api/events").GET().build())) {
            assertThat(served.post("/api/matches", Scripts.anglo("m1").start().toString()).status()).isEqualTo(201);
            assertThat(all.next().json().get("type").asText()).isEqualTo("MatchStarted");
        }
    }

    @Test
    void aMatchAbandonedEndsIsShownSoAndStaysInTheLog() throws Exception {
        Scripts.Script script = Scripts.anglo("m1");
        served.post("/api/matches", script.start().toString());
        served.post("/api/matches/m1/moves", script.moves().getFirst().toString());
        long events = log.events("m1").size();
        assertThat(served.send(served.request("/api/matches/m1/abandon").POST(HttpRequest.BodyPublishers.noBody()).build()).status()).isEqualTo(401);
        Path state = directory.resolve("state");
        try (Served kept = new Served(ServeSettings.local(0).withState(state), log)) {
            Served.Answer abandoned = kept.post("/api/matches/m1/abandon", "");
            assertThat(abandoned.status()).as("%s", abandoned.json()).isEqualTo(200);
            assertThat(abandoned.json().get("abandoned").asBoolean()).isTrue();
        }
        try (Served later = new Served(ServeSettings.local(0).withState(state), log)) {
            assertThat(later.get("/api/matches/m1").json().get("abandoned").asBoolean()).isTrue();
            assertThat(later.get("/api/matches").json().get("matches").get(0).get("abandoned").asBoolean()).isTrue();
            Served.Answer move = later.post("/api/matches/m1/moves", script.moves().get(1).toString());
            refusedSayingWhy(move, 409);
            assertThat(move.json().get("message").asText()).contains("abandoned");
            try (EventStream stream = new EventStream(later.client, later.request("/api/matches/m1/events").GET().build())) {
                List<EventStream.Sent> sent = stream.take(1000);
                assertThat(sent).as("the stream ends, its events then that the match was abandoned").hasSize((int) events + 1);
                assertThat(sent.getLast().name()).isEqualTo("abandoned");
            }
            // resumed after its last event, the stream says only that the match was abandoned
            try (EventStream resumed = new EventStream(later.client, later.request("/api/matches/m1/events")
                    .header("Last-Event-ID", String.valueOf(events)).GET().build())) {
                assertThat(resumed.take(1000).stream().map(EventStream.Sent::name).toList()).containsExactly("abandoned");
            }
        }
        assertThat(log.events("m1")).hasSize((int) events);
        refusedSayingWhy(served.post("/api/matches/nope/abandon", ""), 404);
    }

    @Test
    void aFarBehindIfMatchGetsAPageOfWhatItMissedAndWhereTheRestIs() throws Exception {
        try (MatchWriter writer = log.openWriter("long")) {
            writer.append(0, BotMatch.play(List.of("ana", "ben"), 4).subList(0, 140), "2026-11-29T18:00:00Z");
        }
        Served.Answer stale = served.send(served.official("/api/matches/long/moves").header("If-Match", "\"1\"")
                .POST(HttpRequest.BodyPublishers.ofString("{\"op\":\"reveal\"}")).build());
        assertThat(stale.status()).as("%s", stale.json()).isEqualTo(409);
        assertThat(stale.json().get("events").size()).isLessThanOrEqualTo(Api.STALE_PAGE);
        assertThat(stale.json().get("missed").asLong()).isEqualTo(139);
        assertThat(stale.json().get("next").asText()).isEqualTo("/api/matches/long/events?from=" + (1 + Api.STALE_PAGE));
        assertThat(stale.json().get("message").asText()).contains("/api/matches/long/events?from=");
    }
}
