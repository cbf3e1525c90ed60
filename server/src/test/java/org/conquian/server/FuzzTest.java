package org.conquian.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.log.file.FileEventLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * 2,000 requests made from a seed, none of them one the server can carry out: broken or wrong bodies, tokens, keys,
 * preconditions, resume points and paths. Each is answered 4xx with a message, never a 5xx or a stack trace.
 */
class FuzzTest {

    private static final long SEED = 33;
    private static final String[] OPS = {"deal", "reveal", "take", "pass", "reject", "force", "discard", "exchange", "show", "call", "rule",
            "start", "close", "state", "moves", "resume", ""};
    private static final String[] FIELDS = {"op", "match", "player", "card", "target", "melds", "cards", "hands", "expect", "players",
            "rules", "firstDealer", "seed", "concealed", "fair", "salt", "deck", "forcedMeld", "targetWins", "packs", "id", "signWith",
            "move", "rule", "calledBy", "note", "director", "decision", "winner", "text", "appeal"};

    @TempDir
    Path directory;

    @Test
    void everyRequestTheServerCannotCarryOutIsAnswered4xxWithAMessage() throws Exception {
        try (FileEventLog log = FileEventLog.open(directory); Served served = new Served(log)) {
            Scripts.Script script = Scripts.anglo("done");
            served.post("/api/matches", script.start().toString());
            for (ObjectNode move : script.moves()) {
                served.post("/api/matches/done/moves", move.toString());
            }
            Random random = new Random(SEED);
            for (int i = 0; i < 2000; i++) {
                HttpRequest request = request(served, random);
                Served.Answer answer = served.send(request);
                assertThat(answer.status()).as("#%d %s %s: %s", i, request.method(), request.uri(), answer.response().body())
                        .isBetween(400, 499);
                assertThat(answer.json()).as("#%d %s", i, answer.response().body()).isNotNull();
                assertThat(answer.json().path("message").asText()).as("#%d", i).isNotBlank();
                assertThat(answer.response().body()).doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("at org.");
            }
        }
    }

    private static HttpRequest request(Served served, Random random) {
        return switch (random.nextInt(6)) {
            // a move of a match that has ended, its body anything
            case 0 -> headers(served.official("/api/matches/done/moves"), random)
                    .POST(HttpRequest.BodyPublishers.ofString(body(random))).build();
            // a start that cannot be: its JSON broken off, or one seat
            case 1 -> headers(served.official("/api/matches"), random).POST(HttpRequest.BodyPublishers.ofString(random.nextBoolean()
                    ? Scripts.anglo("m" + random.nextInt(1000)).start().toString().substring(0, 1 + random.nextInt(60))
                    : oneSeat(random))).build();
            // a token that is not the server's
            case 2 -> served.request("/api/matches/done/moves").header("Authorization", random.nextBoolean() ? "Bearer " + text(random, 64)
                    : text(random, 20)).POST(HttpRequest.BodyPublishers.ofString(body(random))).build();
            // a player's link that is not, or a key for another player
            case 3 -> served.request(random.nextBoolean() ? "/api/matches/done?as=" + pick(random, "ben", "cruz", "") + "&key="
                    + served.server.playerKey("done", "ana") : "/api/matches/done?as=" + pick(random, "ana", "ben") + "&key=" + hex(random)).GET().build();
            // a stream resumed from somewhere that is no seq
            case 4 -> served.official("/api/matches/done/events").header("Last-Event-ID", text(random, 10) + "x").GET().build();
            // a path or method no route has
            default -> headers(served.official("/api/" + pick(random, "matches/done/x", "match", "events/1", "matches/a b".replace(' ', '_') + "/y",
                    "matches/" + "z".repeat(70), "audit/1", "")), random).method(pick(random, "PUT", "DELETE", "PATCH", "GET", "POST"),
                    HttpRequest.BodyPublishers.ofString(body(random))).build();
        };
    }

    /** Headers a client may send wrong: a precondition, a key, a type. */
    private static HttpRequest.Builder headers(HttpRequest.Builder request, Random random) {
        if (random.nextInt(3) == 0) {
            request.header("If-Match", random.nextBoolean() ? "\"" + random.nextInt(500) + "\"" : text(random, 8));
        }
        if (random.nextInt(3) == 0) {
            request.header("Idempotency-Key", text(random, 12));
        }
        if (random.nextInt(3) == 0) {
            request.header("Content-Type", pick(random, "application/json", "text/plain", text(random, 10)));
        }
        return request;
    }

    /** A request body: JSON of the protocol's fields with values of any type, or bytes that are not JSON. */
    private static String body(Random random) {
        if (random.nextInt(4) == 0) {
            return text(random, random.nextInt(200));
        }
        ObjectNode body = Served.JSON.createObjectNode();
        body.put("op", pick(random, OPS));
        for (int i = random.nextInt(5); i > 0; i--) {
            String field = pick(random, FIELDS);
            switch (random.nextInt(6)) {
                case 0 -> body.put(field, text(random, 5));
                case 1 -> body.put(field, random.nextInt(2000) - 1000);
                case 2 -> body.put(field, random.nextBoolean());
                case 3 -> body.putNull(field);
                case 4 -> body.putArray(field).add(pick(random, "AS", "7H", "QX", "")).add(random.nextInt());
                default -> body.putObject(field).put(pick(random, "ana", "ben"), pick(random, "AS", "2C", "ZZ"));
            }
        }
        return body.toString();
    }

    private static String oneSeat(Random random) {
        ObjectNode start = Served.JSON.createObjectNode().put("match", "s" + random.nextInt(1000));
        start.putArray("players").add(text(random, 4));
        if (random.nextBoolean()) {
            start.put(pick(random, FIELDS), text(random, 3));
        }
        return start.toString();
    }

    private static String text(Random random, int length) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            text.append((char) (0x20 + random.nextInt(0x5f)));
        }
        return text.toString();
    }

    private static String hex(Random random) {
        byte[] bytes = new byte[16];
        random.nextBytes(bytes);
        return java.util.HexFormat.of().formatHex(bytes);
    }

    @SafeVarargs
    private static <T> T pick(Random random, T... choices) {
        return choices[random.nextInt(choices.length)];
    }
}
