package org.conquian.recorder;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.contract.StrictJson;
import org.conquian.game.MatchState;
import org.conquian.log.EventLogException;
import org.conquian.notation.MoveJson;
import org.conquian.notation.NotAMove;
import org.conquian.view.Viewer;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The recorder for programs, a session of requests and answers: one JSON request in, one JSON answer out, so that a
 * game server in any language can record matches, over {@code record --stdin}'s lines ({@link #serve}) or any other
 * carrier ({@link #answer(JsonNode)}). Several matches may be open at once, each request naming its own; requests for
 * different matches may come at once, those for one match are answered one at a time. See the README for the
 * requests and answers.
 *
 * <p>A door that holds its matches itself ({@code conquian serve}, over {@link LiveMatches}) answers the same requests
 * with the same words through the static pieces ({@link #reply}, {@link #move}, {@link #opened}, {@link #moves},
 * {@link #failed}); each answer says of what kind it is ({@link Reply#refusal()}), so that no door reads its message.
 */
public final class Protocol implements AutoCloseable {

    private final Recorder recorder;
    private final Map<String, LiveMatch> open = new ConcurrentHashMap<>();

    public Protocol(Recorder recorder) {
        this.recorder = recorder;
    }

    /** Answers every request line until the input ends, then closes the matches it opened. */
    public void serve(BufferedReader in, PrintWriter out) throws IOException {
        long lineNumber = 0;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            lineNumber++;
            if (line.isBlank()) {
                continue;
            }
            out.println(StrictJson.MAPPER.writeValueAsString(answer(line, lineNumber)));
            out.flush();
        }
        close();
    }

    /** The answer to one request line; its number names it in a bad-request's message. */
    public ObjectNode answer(String line, long lineNumber) {
        JsonNode request;
        try {
            request = StrictJson.MAPPER.readTree(line);
        } catch (JsonProcessingException e) {
            return Answers.error(Optional.empty(), "bad-request", "line " + lineNumber + " is not JSON: " + e.getOriginalMessage());
        }
        if (request == null || !request.isObject()) {
            return Answers.error(Optional.empty(), "bad-request", "line " + lineNumber + " is not a JSON object");
        }
        return answer(request, "line " + lineNumber + ": ");
    }

    /** The answer to one request, as a body the server was sent; never throws. */
    public ObjectNode answer(JsonNode request) {
        if (request == null || !request.isObject()) {
            return Answers.error(Optional.empty(), "bad-request", "the request is not a JSON object");
        }
        return answer(request, "");
    }

    private ObjectNode answer(JsonNode request, String where) {
        return reply(request, where, () -> handle(request)).body();
    }

    /**
     * An answer: its body as the protocol writes it, and why nothing was recorded, when nothing was.
     *
     * @param fault whether the request failed for a fault of the program: neither carried out nor refused
     */
    public record Reply(ObjectNode body, Optional<Refusal> refusal, boolean fault) {

        static Reply ok(ObjectNode body) {
            return new Reply(body, Optional.empty(), false);
        }
    }

    /** What a request does, once its form is checked. */
    public interface Handling {
        Reply handle() throws IOException, RecorderException;
    }

    /**
     * A request answered as the protocol answers it, for a door that carries the protocol's requests another way (the
     * server's bodies): the request's form checked first, then what it does; a failure answered by its kind, never
     * thrown; the request's {@code id} echoed and the fields its op does not read named.
     */
    public static Reply reply(JsonNode request, Handling handling) {
        return reply(request, "", handling);
    }

    private static Reply reply(JsonNode request, String where, Handling handling) {
        RequestForm.Checked checked = RequestForm.check(request);
        Reply reply = replyTo(request, where, checked.wrong(), handling);
        Answers.ignored(Answers.withId(request, reply.body()), checked.ignored());
        return reply;
    }

    /** The answer to a request of the form's fields, or the bad-request its form is. */
    private static Reply replyTo(JsonNode request, String where, Optional<String> wrong, Handling handling) {
        Optional<String> match = Optional.ofNullable(request.get("match")).filter(JsonNode::isTextual).map(JsonNode::textValue);
        try {
            if (wrong.isPresent()) {
                throw new NotAMove(wrong.get());
            }
            return handling.handle();
        } catch (IOException | RecorderException | RuntimeException e) {
            return failed(match, where, e);
        }
    }

    /** The answer to a request about a match that failed before it could be read, as opening the match to record it. */
    public static Reply failed(String match, Exception failure) {
        return failed(Optional.of(match), "", failure);
    }

    /** A failure's answer: the protocol's word for where it came from (the request, the recorder, the log), and its kind. */
    private static Reply failed(Optional<String> match, String where, Exception failure) {
        return switch (failure) {
            case NotAMove notAMove -> failed(match, "bad-request", where + notAMove.getMessage(), failure);
            case RecorderException refused -> failed(match, "match", refused.getMessage(), failure);
            case EventLogException log -> failed(match, "log", log.getMessage(), failure);
            case IOException io -> failed(match, "io", "the log could not be written or read: " + io.getMessage(), failure);
            case UncheckedIOException unchecked -> failed(match, unchecked.getCause() instanceof EventLogException ? "log" : "io",
                    unchecked.getCause().getMessage(), unchecked.getCause());
            // one request's failure must not end the session of a server that records many matches
            default -> new Reply(Answers.error(match, "internal", "the request failed: " + failure), Optional.empty(), true);
        };
    }

    private static Reply failed(Optional<String> match, String word, String message, Exception failure) {
        return new Reply(Answers.error(match, word, message), Refusal.of(failure), false);
    }

    private Reply handle(JsonNode request) throws IOException, RecorderException {
        String op = request.get("op").textValue();
        String match = Requests.match(request);
        if ((op.equals("start") || op.equals("resume")) && open.containsKey(match)) {
            throw new NotAMove("match " + match + " is already open here: send its moves, or `close` it first");
        }
        return switch (op) {
            case "start" -> {
                NewMatch asked = Requests.start(request);
                yield keepOpen(signing(request).start(match, asked));
            }
            case "resume" -> keepOpen(signing(request).resume(match, Requests.deals(request).packs()));
            case "close" -> {
                LiveMatch live = live(match);
                open.remove(match, live);
                live.close();
                yield Reply.ok(Answers.ok(match));
            }
            case "state" -> {
                MatchState state = live(match).state();
                yield Reply.ok(Answers.state(match, state, viewer(request, match, state)));
            }
            case "moves" -> {
                MatchState state = live(match).state();
                yield Reply.ok(Answers.moves(match, state, viewer(request, match, state)));
            }
            default -> {
                LiveMatch live = live(match);
                // one move of a match at a time: its answer is the table the move left
                yield live.exclusively(() -> move(live, request));
            }
        };
    }

    /**
     * A move request, recorded on a match this process records, and its answer: the move's events and the table after
     * them, or why nothing was recorded. The caller holds the match's lock, so that the table is the one the move left.
     */
    public static Reply move(LiveMatch live, JsonNode request) throws IOException {
        String op = request.get("op").textValue();
        OptionalLong expect = Requests.expect(request);
        Outcome outcome = op.equals("deal")
                ? expect.isPresent() ? live.deal(expect.getAsLong()) : live.deal()
                : expect.isPresent() ? live.submit(expect.getAsLong(), table -> MoveJson.read(op, request, table))
                : live.submit(MoveJson.read(op, request, live.state()));
        return new Reply(Answers.outcome(live.match(), outcome, live), outcome.refusal(), false);
    }

    /** Whose view a {@code state} or {@code moves} request asks for: the player {@code as} names, else the officials'. */
    private static Viewer viewer(JsonNode request, String match, MatchState state) {
        Optional<String> viewer = Requests.viewer(request);
        if (viewer.isPresent() && !(state instanceof MatchState.Started started && started.setup().isPlayer(viewer.get()))) {
            throw new NotAMove("`as` " + viewer.get() + " does not play in match " + match);
        }
        return viewer.map(Viewer::player).orElse(Viewer.OFFICIALS);
    }

    /** The new match a start request asks for, checked as every door's is; throws {@link NotAMove} with what is wrong. */
    public static NewMatch newMatch(JsonNode request) {
        return Requests.start(request);
    }

    /** The answer to a match started or resumed: what was repaired, what the recorder warns of, its signer and commit, the seq, and the table. */
    public static Reply opened(LiveMatch live) {
        return Reply.ok(Answers.opened(live.match(), live));
    }

    /** The {@code moves} answer for a match in this state, as a viewer is listed them: also what a server answers. */
    public static ObjectNode moves(String match, MatchState state, Viewer viewer) {
        return Answers.moves(match, state, viewer);
    }

    /** Keeps a match started or resumed open in this session, and answers so. */
    private Reply keepOpen(LiveMatch live) {
        LiveMatch previous = open.put(live.match(), live);
        if (previous != null) {
            try {
                previous.close();
            } catch (IOException ignored) {
                // the new writer already holds the match
            }
        }
        return opened(live);
    }

    private LiveMatch live(String match) {
        LiveMatch live = open.get(match);
        if (live == null) {
            throw new NotAMove("match " + match + " is not open here: `start` or `resume` it first");
        }
        return live;
    }

    /** The recorder, signing with the key file {@code signWith} names, if any. */
    private Recorder signing(JsonNode request) throws IOException {
        Optional<Path> keyFile = Requests.signWith(request);
        if (keyFile.isEmpty()) {
            return recorder;
        }
        try {
            return recorder.signingWith(KeyFiles.signingKey(keyFile.get()));
        } catch (IllegalArgumentException | NoSuchFileException e) {
            throw new NotAMove("`signWith`: " + (e instanceof NoSuchFileException ? keyFile.get() + ": no such file" : e.getMessage()));
        }
    }

    @Override
    public void close() throws IOException {
        List<LiveMatch> all = new ArrayList<>(open.values());
        open.clear();
        for (LiveMatch live : all) {
            live.close();
        }
    }
}
