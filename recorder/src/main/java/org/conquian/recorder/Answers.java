package org.conquian.recorder;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import org.conquian.contract.Encoder;
import org.conquian.contract.MovesJson;
import org.conquian.contract.StateJson;
import org.conquian.contract.StrictJson;
import org.conquian.event.IrregularityCalled;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.view.Observer;
import org.conquian.view.Viewer;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/** The protocol's answers, written: each is one JSON object, {@code "ok"} first. */
final class Answers {

    /** A move answer's stage while a call waits for the director's ruling. */
    private static final String RULING_DUE = "ruling-due";

    private Answers() {
    }

    static ObjectNode ok(String match) {
        ObjectNode answer = StrictJson.MAPPER.createObjectNode();
        answer.put("ok", true);
        answer.put("match", match);
        return answer;
    }

    /** A request that failed: of what kind ({@code bad-request}, {@code match}, {@code log}, ...) and why; the match it names, if any. */
    static ObjectNode error(Optional<String> match, String kind, String message) {
        ObjectNode answer = StrictJson.MAPPER.createObjectNode();
        answer.put("ok", false);
        match.ifPresent(id -> answer.put("match", id));
        answer.put("error", kind);
        answer.put("message", message);
        return answer;
    }

    /** The request's {@code id}, if any, echoed. */
    static ObjectNode withId(JsonNode request, ObjectNode answer) {
        JsonNode id = request.get("id");
        if (id != null) {
            answer.set("id", id);
        }
        return answer;
    }

    static void ignored(ObjectNode answer, List<String> fields) {
        if (!fields.isEmpty()) {
            ArrayNode ignored = answer.putArray("ignored");
            fields.forEach(ignored::add);
        }
    }

    /** A match started or resumed: what was repaired, what the recorder warns of, its signer and commit, the seq, and the table. */
    static ObjectNode opened(String match, LiveMatch recorded) {
        ObjectNode answer = ok(match);
        ArrayNode repairs = answer.putArray("repairs");
        recorded.repairs().forEach(repairs::add);
        if (!recorded.warnings().isEmpty()) {
            ArrayNode warnings = answer.putArray("warnings");
            recorded.warnings().forEach(warnings::add);
        }
        recorded.signer().ifPresent(key -> answer.put("signer", key));
        // the commit, as MatchStarted states it: shown before the first deal, the seed revealed at the end
        recorded.shuffleCommit().ifPresent(commit -> {
            ObjectNode shuffle = answer.putObject("shuffle").put("commit", commit.commit());
            if (commit.salt() != null) {
                shuffle.put("salt", commit.salt());
            }
        });
        answer.put("seq", recorded.seq());
        answer.set("state", StateJson.of(recorded.state(), Viewer.OFFICIALS));
        return answer;
    }

    static ObjectNode state(String match, MatchState state, Viewer viewer) {
        return (ObjectNode) ok(match).set("state", StateJson.of(state, viewer));
    }

    /** What came of a move, with the match as it is now. */
    static ObjectNode outcome(String match, Outcome outcome, LiveMatch now) {
        return switch (outcome) {
            case Outcome.Recorded recorded -> recorded(match, recorded.events(), now);
            case Outcome.Repeated repeated -> recorded(match, repeated.events(), now).put("repeated", true);
            case Outcome.Stale stale -> {
                ObjectNode answer = error(Optional.empty(), "stale", "match " + match + " is at seq " + stale.lastSeq() + ", not " + stale.expected()
                        + " as the request expected, and the move is not the one recorded after it; nothing was recorded."
                        + " `events` holds what was recorded since: look at the table and send the move again");
                answer.put("match", match);
                answer.put("expected", stale.expected());
                answer.put("seq", stale.lastSeq());
                events(answer, stale.after());
                yield answer;
            }
            case Outcome.Refused refused -> {
                ObjectNode answer = StrictJson.MAPPER.createObjectNode();
                answer.put("ok", false);
                answer.put("match", match);
                answer.put("rule", refused.violation().rule().id());
                answer.put("message", refused.violation().message());
                yield answer;
            }
        };
    }

    /**
     * A move's events, written to the log now or before, with the table after the last of them: while a call waits its
     * stage is {@code ruling-due}, and a call's answer names the rule it was recorded under.
     */
    private static ObjectNode recorded(String match, List<Encoder.Encoded> recorded, LiveMatch now) {
        ObjectNode answer = ok(match);
        events(answer, recorded);
        answer.put("seq", now.seq());
        MatchState state = now.state();
        LegalMoves legal = LegalMoves.of(state);
        answer.put("stage", legal.rulingDue().isPresent() ? RULING_DUE : StateJson.word(state.stage()));
        legal.actor().ifPresent(actor -> answer.put("next", actor));
        recorded.stream().map(Encoder.Encoded::event).filter(IrregularityCalled.class::isInstance).map(IrregularityCalled.class::cast)
                .findFirst().flatMap(IrregularityCalled::rule).ifPresent(rule -> answer.put("rule", rule));
        return answer;
    }

    private static void events(ObjectNode answer, List<Encoder.Encoded> recorded) {
        ArrayNode events = answer.putArray("events");
        for (Encoder.Encoded event : recorded) {
            events.addRawValue(new RawValue(new String(event.line(), StandardCharsets.UTF_8)));
        }
    }

    /** The legal moves as the viewer is shown them, each as the request that makes it. */
    static ObjectNode moves(String match, MatchState state, Viewer viewer) {
        ObjectNode answer = ok(match);
        Observer.of(viewer).moves(state).ifPresent(moves -> answer.setAll(MovesJson.of(match, moves)));
        return answer;
    }
}
