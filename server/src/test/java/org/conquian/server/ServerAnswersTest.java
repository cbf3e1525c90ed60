package org.conquian.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.bot.BotMatch;
import org.conquian.log.MatchWriter;
import org.conquian.log.file.FileEventLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a client gets, byte for byte, kept in a golden file: for a session of requests of every kind (a match started,
 * moves recorded, refused by a rule, stale, repeated, of a match that is not there, has ended, is held by another
 * recorder or has an invalid log; each viewer's state, past states, moves and events; the list; the audit), each answer's
 * status, the headers a client acts on, and its body. Run with {@code -Dgolden.update=true} to write it anew after an
 * intended change, and read the diff.
 */
class ServerAnswersTest {

    private static final Path GOLDEN = Path.of("src/test/resources/golden/server-session.txt");
    private static final List<String> HEADERS = List.of("Content-Type", "ETag", "Location", "Allow", "Retry-After", "Cache-Control");
    private static final String AT = "2026-11-29T18:00:00Z";

    @TempDir
    Path directory;

    @Test
    void everyKindOfAnswerIsAsItWas() throws Exception {
        StringBuilder session = new StringBuilder();
        Path data = directory.resolve("data");
        try (FileEventLog log = FileEventLog.open(data)) {
            try (MatchWriter writer = log.openWriter("ended")) {
                writer.append(0, BotMatch.play(List.of("ana", "ben"), 4), AT);
            }
            try (MatchWriter writer = log.openWriter("bent")) {
                writer.append(0, BotMatch.play(List.of("ana", "ben"), 5).subList(0, 3), AT);
            }
            Files.writeString(data.resolve("bent.jsonl"), Files.readString(data.resolve("bent.jsonl"))
                    .replace("\"dealer\":\"ana\"", "\"dealer\":\"cruz\"").replace("\"dealer\":\"ben\"", "\"dealer\":\"ana\"")
                    .replace("\"dealer\":\"cruz\"", "\"dealer\":\"ben\""));
            Scripts.Script script = Scripts.anglo("m1");
            try (MatchWriter busy = log.openWriter("busy"); Served served = new Served(log)) {
                busy.append(0, BotMatch.play(List.of("ana", "ben"), 6).subList(0, 1), AT);
                String ana = "as=ana&key=" + served.server.playerKey("m1", "ana");
                List<ObjectNode> moves = script.moves();
                exchange(session, served, served.official("/api/matches").POST(body(script.start().toString())));
                exchange(session, served, served.official("/api/matches").POST(body(script.start().toString())));
                for (ObjectNode move : moves.subList(0, 3)) {
                    exchange(session, served, served.official("/api/matches/m1/moves").POST(body(move.toString())));
                }
                exchange(session, served, served.official("/api/matches/m1/moves").header("If-Match", "\"2\"").POST(body(moves.get(3).toString())));
                exchange(session, served, served.official("/api/matches/m1/moves").header("If-Match", "\"3\"").POST(body(moves.get(2).toString())));
                exchange(session, served, served.official("/api/matches/m1/moves").header("Idempotency-Key", "k1").POST(body(moves.get(3).toString())));
                exchange(session, served, served.official("/api/matches/m1/moves").header("Idempotency-Key", "k1").POST(body(moves.get(3).toString())));
                exchange(session, served, served.official("/api/matches/m1/moves").POST(body("{\"op\":\"discard\",\"card\":\"AS\"}")));
                exchange(session, served, served.official("/api/matches/m1/moves").POST(body("{\"op\":\"close\"}")));
                exchange(session, served, served.official("/api/matches/m1/moves").POST(body("{\"op\":\"take\",\"melds\":\"oops\",\"x\":1}")));
                exchange(session, served, served.official("/api/matches/m1").GET());
                exchange(session, served, served.request("/api/matches/m1?" + ana).GET());
                exchange(session, served, served.request("/api/matches/m1").GET());
                exchange(session, served, served.request("/api/matches/m1?at=2&" + ana).GET());
                exchange(session, served, served.official("/api/matches/m1/moves").GET());
                exchange(session, served, served.request("/api/matches/m1/moves?" + ana).GET());
                exchange(session, served, served.request("/api/matches/m1/moves").GET());
                exchange(session, served, served.official("/api/matches/nope").GET());
                exchange(session, served, served.official("/api/matches/nope/moves").POST(body("{\"op\":\"deal\"}")));
                exchange(session, served, served.official("/api/matches/ended/moves").POST(body("{\"op\":\"deal\"}")));
                exchange(session, served, served.official("/api/matches/busy/moves").POST(body("{\"op\":\"deal\"}")));
                exchange(session, served, served.official("/api/matches/bent/moves").POST(body("{\"op\":\"deal\"}")));
                exchange(session, served, served.request("/api/matches/ended/events").header("Accept", Streams.NDJSON)
                        .header("Last-Event-ID", "320").GET(), true);
                exchange(session, served, served.request("/api/matches").GET());
                exchange(session, served, served.request("/api/audit").POST(HttpRequest.BodyPublishers.ofFile(data.resolve("bent.jsonl"))));
            }
        }
        String actual = session.toString().replace(directory.toString(), "DATA");
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(GOLDEN.getParent());
            Files.writeString(GOLDEN, actual);
        }
        assertThat(GOLDEN).as("golden file %s (write it with -Dgolden.update=true)", GOLDEN).exists();
        assertThat(actual).isEqualTo(Files.readString(GOLDEN));
    }

    private static HttpRequest.BodyPublisher body(String text) {
        return HttpRequest.BodyPublishers.ofString(text);
    }

    private static void exchange(StringBuilder session, Served served, HttpRequest.Builder request) {
        exchange(session, served, request, false);
    }

    /** The request's line, then the answer's status, the headers a client acts on, and its body, the server's address left out. */
    private static void exchange(StringBuilder session, Served served, HttpRequest.Builder builder, boolean stream) {
        HttpRequest request = builder.build();
        Served.Answer answer = served.send(request);
        session.append("> ").append(request.method()).append(' ').append(request.uri().getRawPath())
                .append(request.uri().getRawQuery() == null ? "" : "?" + request.uri().getRawQuery().replaceAll("key=[0-9a-f]+", "key=KEY"))
                .append('\n').append("< ").append(answer.status()).append('\n');
        for (String header : HEADERS) {
            String value = answer.header(header);
            if (value != null) {
                session.append("< ").append(header).append(": ").append(value).append('\n');
            }
        }
        String body = answer.response().body().replace(served.server.url(), "URL");
        session.append(stream ? body : body + "\n").append('\n');
    }
}
