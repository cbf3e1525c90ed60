package org.conquian.reliability;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.contract.StrictJson;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;

/**
 * The game server's side of one match: it asks the recorder for the legal moves, picks one at random, and sends
 * it guarded by the seq it last saw. A move whose answer was lost is sent again, unchanged, to the next session.
 * Every event it was told was recorded is kept, by seq, exactly as the answer gave it.
 */
final class Player {

    /** How one request went. */
    enum Result { RECORDED, REPEATED, STALE, REFUSED, LOG_ERROR, NO_ANSWER, ENDED }

    private final String match;
    private final long seed;
    private final Random random;
    private final Map<Long, byte[]> acknowledged = new TreeMap<>();
    private final List<Turn> turns = new ArrayList<>();
    private long seq;
    private boolean started;
    private boolean over;
    private ObjectNode pending;
    private String lastError = "";

    Player(String match, long seed) {
        this.match = match;
        this.seed = seed;
        this.random = new Random(seed);
    }

    String match() {
        return match;
    }

    Map<Long, byte[]> acknowledged() {
        return acknowledged;
    }

    /**
     * A turn the recorder said was recorded: its events' seqs, from first to last, and when the answer came
     * ({@link System#nanoTime}).
     */
    record Turn(String match, long first, long last, long at) {
    }

    /** The turns acknowledged, each once (a turn sent again and recognised as recorded is the same turn), in order. */
    List<Turn> turns() {
        return turns;
    }

    String lastError() {
        return lastError;
    }

    /** Whether the recorder said the match has ended (its last turn's answer may have been lost): the player moves on to another. */
    boolean over() {
        return over;
    }

    /** Starts the match in a session, or resumes it there; false when the session could not. */
    boolean open(RecorderSession session, Duration deadline) throws IOException, InterruptedException {
        ObjectNode request = StrictJson.MAPPER.createObjectNode();
        request.put("match", match);
        if (started) {
            request.put("op", "resume");
        } else {
            request.put("op", "start");
            request.putArray("players").add("ana").add("ben");
            request.put("firstDealer", "ben");
        }
        request.put("seed", seed);
        Optional<JsonNode> answer = session.ask(request, deadline);
        if (answer.isEmpty() || !answer.get().path("ok").asBoolean()) {
            lastError = answer.map(JsonNode::toString).orElse("no answer");
            // the recorder's own refusal (not the log's, nor the request's): a start's says the match is there already
            // (its answer was lost), a resume's that it cannot go on (it has ended)
            boolean recorders = answer.map(reply -> "match".equals(reply.path("error").asText())).orElse(false);
            if (started) {
                over = recorders;
            } else {
                started = recorders;
            }
            return false;
        }
        started = true;
        seq = answer.get().get("seq").asLong();
        return true;
    }

    /** Releases the match in the session, so that another recorder may take it; false when the session did not. */
    boolean close(RecorderSession session, Duration deadline) throws IOException, InterruptedException {
        return session.ask(request("close"), deadline).map(answer -> answer.path("ok").asBoolean()).orElse(false);
    }

    /** Makes one move (the pending one first), and says how it went. */
    Result move(RecorderSession session, Duration deadline) throws IOException, InterruptedException {
        if (pending == null) {
            Optional<JsonNode> legal = session.ask(request("moves"), deadline);
            if (legal.isEmpty()) {
                return Result.NO_ANSWER;
            }
            if (!legal.get().path("ok").asBoolean()) {
                lastError = legal.get().toString();
                return Result.LOG_ERROR;
            }
            ArrayNode moves = (ArrayNode) legal.get().get("moves");
            if (legal.get().path("dealDue").asBoolean()) {
                pending = request("deal");
            } else if (moves.isEmpty()) {
                return Result.ENDED;
            } else {
                pending = ((ObjectNode) moves.get(random.nextInt(moves.size()))).deepCopy();
                pending.put("match", match);
            }
            pending.put("expect", seq);
        }
        Optional<JsonNode> answer = session.ask(pending, deadline);
        if (answer.isEmpty()) {
            return Result.NO_ANSWER;
        }
        JsonNode reply = answer.get();
        if (reply.path("ok").asBoolean()) {
            pending = null;
            keep((ArrayNode) reply.get("events"), reply.get("seq").asLong());
            return reply.path("repeated").asBoolean() ? Result.REPEATED : Result.RECORDED;
        }
        lastError = reply.toString();
        switch (reply.path("error").asText()) {
            case "stale" -> {
                pending = null;
                seq = reply.get("seq").asLong();
                return Result.STALE;
            }
            case "log", "io" -> {
                return Result.LOG_ERROR;
            }
            default -> {
                pending = null;
                return Result.REFUSED;
            }
        }
    }

    private void keep(ArrayNode events, long last) throws IOException {
        if (!events.isEmpty() && !acknowledged.containsKey(events.get(0).get("seq").asLong())) {
            turns.add(new Turn(match, events.get(0).get("seq").asLong(), events.get(events.size() - 1).get("seq").asLong(), System.nanoTime()));
        }
        for (JsonNode event : events) {
            acknowledged.put(event.get("seq").asLong(), StrictJson.MAPPER.writeValueAsBytes(event));
        }
        seq = Math.max(seq, last);
    }

    private ObjectNode request(String op) {
        ObjectNode request = StrictJson.MAPPER.createObjectNode();
        request.put("op", op);
        request.put("match", match);
        return request;
    }
}
