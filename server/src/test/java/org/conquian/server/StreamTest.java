package org.conquian.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.LogLine;
import org.junit.jupiter.api.Test;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The event streams: server-sent events resumed where they broke off, NDJSON, and every match's stream. */
class StreamTest extends ServedLog {


    private void record(String match, List<ObjectNode> moves) {
        for (ObjectNode move : moves) {
            assertThat(served.post("/api/matches/" + match + "/moves", move.toString()).status()).as("%s", move).isEqualTo(200);
        }
    }

    private EventStream stream(String path, String lastEventId) throws Exception {
        HttpRequest.Builder request = served.official(path).GET();
        if (lastEventId != null) {
            request.header("Last-Event-ID", lastEventId);
        }
        return new EventStream(served.client, request.build());
    }

    @Test
    void aStreamResumedWithLastEventIdGivesEveryEventOnceInOrder() throws Exception {
        Scripts.Script script = Scripts.anglo("m1");
        served.post("/api/matches", script.start().toString());
        int half = script.moves().size() / 2;
        record("m1", script.moves().subList(0, 5));
        List<EventStream.Sent> seen = new ArrayList<>();
        try (EventStream first = stream("/api/matches/m1/events", null)) {
            assertThat(first.response.headers().firstValue("Content-Type").orElseThrow()).startsWith("text/event-stream");
            seen.addAll(first.take(3));
            // live: moves recorded while the stream is open reach it
            record("m1", script.moves().subList(5, half));
            long until = log.events("m1").size();
            while (seen.getLast().id() < until) {
                seen.add(first.next());
            }
        }
        record("m1", script.moves().subList(half, script.moves().size() - 3));
        try (EventStream resumed = stream("/api/matches/m1/events", Long.toString(seen.getLast().id()))) {
            Thread recorder = Thread.startVirtualThread(() -> record("m1", script.moves().subList(script.moves().size() - 3, script.moves().size())));
            for (EventStream.Sent sent = resumed.next(); sent != null; sent = resumed.next()) {
                seen.add(sent);
            }
            recorder.join();
        }
        List<LogLine.EventLine> logged = log.events("m1");
        assertThat(seen.stream().map(EventStream.Sent::id).toList()).isEqualTo(LongStream.rangeClosed(1, logged.size()).boxed().toList());
        assertThat(seen.stream().map(EventStream.Sent::data).toList()).as("each event as the log holds it")
                .isEqualTo(Files.readAllLines(log.fileOf("m1"), StandardCharsets.UTF_8));
        assertThat(seen.getLast().json().get("type").asText()).isEqualTo("MatchEnded");
    }

    @Test
    void fromNamesTheSeqToStreamAfterAndNdjsonIsOneEventALine() throws Exception {
        Scripts.Script script = Scripts.anglo("m1");
        served.post("/api/matches", script.start().toString());
        record("m1", script.moves());
        HttpResponse<String> ndjson = served.client.send(served.official("/api/matches/m1/events?from=10")
                .header("Accept", "application/x-ndjson").GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(ndjson.headers().firstValue("Content-Type").orElseThrow()).startsWith("application/x-ndjson");
        List<String> lines = Files.readAllLines(log.fileOf("m1"), StandardCharsets.UTF_8);
        assertThat(ndjson.body().lines().toList()).isEqualTo(lines.subList(10, lines.size()));
        assertThat(served.get("/api/matches/m1/events?from=soon").status()).isEqualTo(400);
        assertThat(served.get("/api/matches/none/events").status()).isEqualTo(404);
    }

    @Test
    void everyMatchsStreamCarriesTheMovesOfEachAsTheyAreRecorded() throws Exception {
        try (EventStream board = stream("/api/events", null)) {
            Scripts.Script one = Scripts.anglo("one");
            Scripts.Script two = Scripts.anglo("two");
            served.post("/api/matches", one.start().toString());
            served.post("/api/matches", two.start().toString());
            record("one", one.moves().subList(0, 2));
            record("two", two.moves().subList(0, 1));
            List<EventStream.Sent> news = new ArrayList<>();
            while (news.size() < 5) {
                news.add(board.next());
            }
            assertThat(news.stream().map(sent -> sent.json().get("match").asText() + "/" + sent.json().get("seq").asInt()).toList())
                    .as("each match from its start").contains("one/1", "two/1", "one/2", "one/3", "two/2");
            assertThat(news.stream().map(EventStream.Sent::id).toList()).isSorted().doesNotHaveDuplicates();
        }
    }

    /**
     * A match abandoned is told at once, as an event named {@code abandoned}, in the board's stream and at the end of each
     * of its own streams, which then end: for a match recorded here, and for one this server only follows (served again,
     * it has recorded nothing of it yet). Each stream is read up to an event first, so that it is open before the abandon.
     */
    @Test
    void anAbandonedMatchIsToldInItsStreamsAndTheBoardsAndItsStreamsEnd() throws Exception {
        Scripts.Script one = Scripts.anglo("one");
        Scripts.Script two = Scripts.anglo("two");
        served.post("/api/matches", one.start().toString());
        served.post("/api/matches", two.start().toString());
        record("one", one.moves().subList(0, 3));
        record("two", two.moves().subList(0, 3));
        abandonedIsToldAndEndsTheStreams("one", one.moves().get(3));
        served.close();
        served = new Served(log);
        abandonedIsToldAndEndsTheStreams("two", two.moves().get(3));
    }

    private void abandonedIsToldAndEndsTheStreams(String match, ObjectNode move) throws Exception {
        String seq = served.getOfficial("/api/matches/" + match).header("ETag").replace("\"", "");
        try (EventStream board = stream("/api/events", null);
             EventStream events = stream("/api/matches/" + match + "/events", seq);
             EventStream frames = stream("/api/matches/" + match + "/frames", seq)) {
            record(match, List.of(move));
            assertThat(board.next().json().get("match").asText()).isEqualTo(match);
            assertThat(events.next().id()).isEqualTo(Long.parseLong(seq) + 1);
            assertThat(frames.next().id()).isEqualTo(Long.parseLong(seq) + 1);
            assertThat(served.post("/api/matches/" + match + "/abandon", "").status()).isEqualTo(200);
            for (EventStream stream : List.of(board, events, frames)) {
                // past the rest of the move's events
                EventStream.Sent told = stream.next();
                while (told != null && told.name().equals("message")) {
                    told = stream.next();
                }
                assertThat(told).as("the abandonment told before the stream's end").isNotNull();
                assertThat(told.name()).as("%s", told).isEqualTo("abandoned");
                assertThat(told.json().get("match").asText()).isEqualTo(match);
                assertThat(told.json().get("abandoned").asBoolean()).isTrue();
            }
            assertThat(events.next()).as("the match's stream ends").isNull();
            assertThat(frames.next()).as("the match's frames end").isNull();
        }
    }

    @Test
    void aSpectatorsStreamHoldsNoHandAndNoStock() throws Exception {
        Scripts.Script script = Scripts.anglo("m1");
        served.post("/api/matches", script.start().toString());
        record("m1", script.moves().subList(0, 3));
        try (EventStream spectator = new EventStream(served.client, served.request("/api/matches/m1/events").GET().build())) {
            List<EventStream.Sent> sent = spectator.take(4);
            assertThat(sent.get(1).json().get("type").asText()).isEqualTo("DealStarted");
            assertThat(sent.get(1).json().path("hands")).isEmpty();
            assertThat(sent.get(1).json().path("stock")).isEmpty();
        }
        String key = served.server.playerKey("m1", "ben");
        try (EventStream ben = new EventStream(served.client, served.request("/api/matches/m1/events?as=ben&key=" + key).GET().build())) {
            EventStream.Sent dealt = ben.take(2).get(1);
            assertThat(dealt.json().get("hands").has("ben")).isTrue();
            assertThat(dealt.json().get("hands").has("ana")).isFalse();
            assertThat(dealt.json().path("stock")).isEmpty();
        }
    }
}
