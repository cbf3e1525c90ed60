package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.POJONode;
import com.fasterxml.jackson.databind.util.RawValue;
import org.conquian.contract.StrictJson;
import org.conquian.recorder.Protocol;
import org.conquian.recorder.Recorder;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The recording side: one session of the protocol, so that a request body is answered exactly as {@code record
 * --stdin} answers the same line, one request of a match at a time. A match this server did not start is resumed at
 * its first move; one that ends is closed.
 */
final class Desk implements AutoCloseable {

    /** A protocol answer with the HTTP status that says the same. */
    record Answer(int status, ObjectNode body) {
    }

    /** How many Idempotency-Keys are remembered, the oldest forgotten first. */
    private static final int KEYS_KEPT = 50_000;

    private final Protocol protocol;
    private final Feeds feeds;
    private final Map<String, Table> tables = new ConcurrentHashMap<>();
    private final Map<String, Remembered> keys = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Remembered> eldest) {
            return size() > KEYS_KEPT;
        }
    };

    /** A match being recorded here, taken by one request at a time, and its feed once it is open. */
    private static final class Table {
        final ReentrantLock lock = new ReentrantLock();
        MatchFeed feed;
    }

    /** The first answer to an Idempotency-Key, and the body it answered. */
    private record Remembered(byte[] digest, CompletableFuture<Answer> answer) {
    }

    Desk(Recorder recorder, Feeds feeds) {
        this.protocol = new Protocol(recorder);
        this.feeds = feeds;
    }

    /** A {@code start} request, its {@code match} given. */
    Answer start(ObjectNode request) throws IOException {
        String match = request.get("match").asText();
        Table table = new Table();
        if (tables.putIfAbsent(match, table) != null) {
            return new Answer(409, error(match, "match", "match " + match + " is being recorded here already; choose another id"));
        }
        table.lock.lock();
        try {
            ObjectNode answer = ask(request);
            int status = status(answer, true);
            if (status != 201) {
                tables.remove(match);
                return new Answer(status, answer);
            }
            table.feed = feeds.recorded(match);
            return new Answer(status, answer);
        } finally {
            table.lock.unlock();
        }
    }

    /** A move request of a match, its {@code match} given: the match is resumed first when it is not open here. */
    Answer move(String match, ObjectNode request) throws IOException {
        Table table = tables.computeIfAbsent(match, id -> new Table());
        table.lock.lock();
        try {
            if (tables.get(match) != table) {
                // closed as this request waited: the match ended, or its resume failed
                return move(match, request);
            }
            JsonNode warnings = null;
            if (table.feed == null) {
                ObjectNode resume = StrictJson.MAPPER.createObjectNode().put("op", "resume").put("match", match);
                ObjectNode resumed = ask(resume);
                if (!resumed.path("ok").asBoolean()) {
                    tables.remove(match);
                    return new Answer(status(resumed, false), resumed);
                }
                table.feed = feeds.recorded(match);
                warnings = resumed.get("warnings");
            }
            ObjectNode answer = ask(request);
            if (warnings != null && !answer.has("warnings")) {
                // what the resume said (a real table's first deal dealt face up, say) reaches whoever made the move
                answer.set("warnings", warnings);
            }
            JsonNode events = answer.get("events");
            if (answer.path("ok").asBoolean() && events != null) {
                List<byte[]> lines = new ArrayList<>();
                events.forEach(event -> lines.add(line(event)));
                Feeds.offer(table.feed, lines);
            }
            if ("ended".equals(answer.path("stage").asText())) {
                ask(StrictJson.MAPPER.createObjectNode().put("op", "close").put("match", match));
                tables.remove(match);
            }
            return new Answer(status(answer, false), answer);
        } finally {
            table.lock.unlock();
        }
    }

    /** An event of an answer, as the log holds it: the answer carries the log's line as it is. */
    private static byte[] line(JsonNode event) {
        String text = event instanceof POJONode pojo && pojo.getPojo() instanceof RawValue raw ? raw.rawValue().toString() : event.toString();
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private ObjectNode ask(ObjectNode request) {
        return protocol.answer(request);
    }

    /**
     * The first answer to a request with this Idempotency-Key, given again to a retry with the same body; the same
     * key with another body is refused. An answer the log could not give (5xx) is not kept: a retry tries again.
     */
    Answer once(String scope, String key, byte[] body, Work work) throws IOException {
        byte[] digest = digest(body);
        Remembered mine = new Remembered(digest, new CompletableFuture<>());
        Remembered known;
        synchronized (keys) {
            known = keys.putIfAbsent(scope + "\n" + key, mine);
        }
        if (known != null) {
            if (!Arrays.equals(known.digest(), digest)) {
                return new Answer(422, error(null, "idempotency", "Idempotency-Key " + key + " was sent before with another body;"
                        + " a retry sends the same body, and a new request a new key"));
            }
            return known.answer().join();
        }
        try {
            Answer answer = work.answer();
            if (answer.status() >= 500) {
                forget(scope, key);
            }
            mine.answer().complete(answer);
            return answer;
        } catch (IOException | RuntimeException e) {
            forget(scope, key);
            mine.answer().completeExceptionally(e);
            throw e;
        }
    }

    private void forget(String scope, String key) {
        synchronized (keys) {
            keys.remove(scope + "\n" + key);
        }
    }

    /** What a request with an Idempotency-Key does the first time. */
    interface Work {
        Answer answer() throws IOException;
    }

    private static byte[] digest(byte[] body) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(body);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /** The status that says what the protocol's answer says. */
    static int status(ObjectNode answer, boolean start) {
        if (answer.path("ok").asBoolean()) {
            return start ? 201 : 200;
        }
        if (answer.has("rule")) {
            return 422;
        }
        String message = answer.path("message").asText();
        return switch (answer.path("error").asText()) {
            case "bad-request" -> 400;
            case "stale" -> 409;
            case "match" -> message.startsWith("there is no match") ? 404
                    : message.contains("already exists") || message.contains("has ended") ? 409 : 422;
            case "log" -> message.contains("being recorded elsewhere") ? 409 : 503;
            case "io" -> 503;
            default -> 500;
        };
    }

    static ObjectNode error(String match, String kind, String message) {
        ObjectNode answer = StrictJson.MAPPER.createObjectNode().put("ok", false);
        if (match != null) {
            answer.put("match", match);
        }
        return answer.put("error", kind).put("message", message);
    }

    @Override
    public void close() throws IOException {
        protocol.close();
        tables.clear();
    }
}
