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
 */
public final class Protocol implements AutoCloseable {

    private final Recorder recorder;
    private final Map<String, RecordedMatch> open = new ConcurrentHashMap<>();

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
        RequestForm.Checked checked = RequestForm.check(request);
        ObjectNode answer = Answers.withId(request, reply(request, where, checked.wrong()));
        Answers.ignored(answer, checked.ignored());
        return answer;
    }

    /** The answer to a request of the form's fields, or the bad-request its form is. */
    private ObjectNode reply(JsonNode request, String where, Optional<String> wrong) {
        Optional<String> match = Optional.ofNullable(request.get("match")).filter(JsonNode::isTextual).map(JsonNode::textValue);
        try {
            if (wrong.isPresent()) {
                throw new NotAMove(wrong.get());
            }
            return handle(request);
        } catch (NotAMove e) {
            return Answers.error(match, "bad-request", where + e.getMessage());
        } catch (RecorderException e) {
            return Answers.error(match, "match", e.getMessage());
        } catch (EventLogException e) {
            return Answers.error(match, "log", e.getMessage());
        } catch (IOException e) {
            return Answers.error(match, "io", "the log could not be written or read: " + e.getMessage());
        } catch (UncheckedIOException e) {
            return Answers.error(match, e.getCause() instanceof EventLogException ? "log" : "io", e.getCause().getMessage());
        } catch (RuntimeException e) {
            // one request's failure must not end the session of a server that records many matches
            return Answers.error(match, "internal", "the request failed: " + e);
        }
    }

    private ObjectNode handle(JsonNode request) throws IOException, RecorderException {
        String op = request.get("op").textValue();
        String match = Requests.match(request);
        if ((op.equals("start") || op.equals("resume")) && open.containsKey(match)) {
            throw new NotAMove("match " + match + " is already open here: send its moves, or `close` it first");
        }
        return switch (op) {
            case "start" -> {
                NewMatch asked = Requests.start(request);
                yield opened(match, signing(request).start(match, asked));
            }
            case "resume" -> opened(match, signing(request).resume(match, Requests.deals(request).packs()));
            case "close" -> {
                RecordedMatch recorded = recorded(match);
                open.remove(match, recorded);
                recorded.close();
                yield Answers.ok(match);
            }
            case "state" -> {
                MatchState state = recorded(match).state();
                yield Answers.state(match, state, viewer(request, match, state));
            }
            case "moves" -> {
                MatchState state = recorded(match).state();
                yield Answers.moves(match, state, viewer(request, match, state));
            }
            default -> {
                OptionalLong expect = Requests.expect(request);
                RecordedMatch recorded = recorded(match);
                // one move of a match at a time: its answer is the table the move left
                synchronized (recorded) {
                    Outcome outcome = op.equals("deal")
                            ? expect.isPresent() ? recorded.deal(expect.getAsLong()) : recorded.deal()
                            : expect.isPresent() ? recorded.submit(expect.getAsLong(), table -> MoveJson.read(op, request, table))
                            : recorded.submit(MoveJson.read(op, request, recorded.state()));
                    yield Answers.outcome(match, outcome, recorded);
                }
            }
        };
    }

    /** The {@code moves} answer for a match in this state, as the viewer is shown the moves: also what a server answers of a match it follows. */
    public static ObjectNode moves(String match, MatchState state, Viewer viewer) {
        return Answers.moves(match, state, viewer);
    }

    /** Whose view a {@code state} or {@code moves} request asks for: the player {@code as} names, else the officials'. */
    private static Viewer viewer(JsonNode request, String match, MatchState state) {
        Optional<String> viewer = Requests.viewer(request);
        if (viewer.isPresent() && !(state instanceof MatchState.Started started && started.setup().isPlayer(viewer.get()))) {
            throw new NotAMove("`as` " + viewer.get() + " does not play in match " + match);
        }
        return viewer.map(Viewer::player).orElse(Viewer.OFFICIALS);
    }

    private ObjectNode opened(String match, RecordedMatch recorded) {
        RecordedMatch previous = open.put(match, recorded);
        if (previous != null) {
            try {
                previous.close();
            } catch (IOException ignored) {
                // the new writer already holds the match
            }
        }
        return Answers.opened(match, recorded);
    }

    private RecordedMatch recorded(String match) {
        RecordedMatch recorded = open.get(match);
        if (recorded == null) {
            throw new NotAMove("match " + match + " is not open here: `start` or `resume` it first");
        }
        return recorded;
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
        List<RecordedMatch> all = new ArrayList<>(open.values());
        open.clear();
        for (RecordedMatch recorded : all) {
            recorded.close();
        }
    }
}
