package org.conquian.recorder;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import org.conquian.command.Command;
import org.conquian.contract.Encoder;
import org.conquian.contract.StateJson;
import org.conquian.contract.StrictJson;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.notation.MoveJson;
import org.conquian.view.Viewer;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/** The protocol's answers, written: each is one JSON object, {@code "ok"} first. */
final class Answers {

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

    /** A move's events, written to the log now or before, with the table after the last of them. */
    private static ObjectNode recorded(String match, List<Encoder.Encoded> recorded, LiveMatch now) {
        ObjectNode answer = ok(match);
        events(answer, recorded);
        answer.put("seq", now.seq());
        MatchState state = now.state();
        answer.put("stage", StateJson.word(state.stage()));
        LegalMoves.of(state).actor().ifPresent(actor -> answer.put("next", actor));
        return answer;
    }

    private static void events(ObjectNode answer, List<Encoder.Encoded> recorded) {
        ArrayNode events = answer.putArray("events");
        for (Encoder.Encoded event : recorded) {
            events.addRawValue(new RawValue(new String(event.line(), StandardCharsets.UTF_8)));
        }
    }

    /**
     * The legal moves as a viewer is listed them, each as the request that makes it: the officials every move and every
     * player's cambio choices; a player their own moves and their own choices; a spectator none. Which of them a viewer
     * is listed is chosen here alone, from the viewer.
     */
    static ObjectNode moves(String match, MatchState state, Viewer viewer) {
        LegalMoves legal = LegalMoves.of(state);
        ObjectNode answer = ok(match);
        legal.actor().ifPresent(actor -> answer.put("actor", actor));
        answer.put("dealDue", legal.dealDue());
        answer.put("exchangeDue", legal.exchangeDue());
        if (legal.exchangeDue()) {
            ObjectNode cambio = answer.putObject("cambio");
            LegalMoves.cambioChoices(state).forEach((player, hand) -> {
                if (lists(viewer, player)) {
                    cambio.set(player, StateJson.cards(hand.toList()));
                }
            });
        }
        // each move a request as it is sent, its match named, so that a program can send it back unchanged
        ArrayNode moves = answer.putArray("moves");
        for (Command command : legal.moves()) {
            if (viewer instanceof Viewer.Officials || actor(command).filter(player -> lists(viewer, player)).isPresent()) {
                ObjectNode move = MoveJson.write(command);
                moves.addObject().put("op", move.get("op").textValue()).put("match", match).setAll(move);
            }
        }
        List<LegalMoves.HandTake> handTakes = legal.handTakes().stream().filter(take -> lists(viewer, take.player())).toList();
        if (!legal.handTakes().isEmpty()) {
            // a take with face-down hand cards is the player's to lay out: the request names its melds
            ArrayNode listed = answer.putArray("handTakes");
            for (LegalMoves.HandTake take : handTakes) {
                ObjectNode json = listed.addObject();
                json.put("op", "take");
                json.put("match", match);
                json.put("player", take.player());
                json.put("card", take.card().code());
                json.put("handCards", take.handCards());
            }
        }
        return answer;
    }

    /** Whether a viewer is listed what this player may do: the officials everyone's, a player their own. */
    private static boolean lists(Viewer viewer, String player) {
        return switch (viewer) {
            case Viewer.Officials officials -> true;
            case Viewer.Player seat -> seat.name().equals(player);
            case Viewer.Spectator spectator -> false;
        };
    }

    /** The player a move is made by; none for the moves of the table (the deal, the cambio, the hands shown). */
    private static Optional<String> actor(Command command) {
        return switch (command) {
            case Command.Reveal reveal -> Optional.of(reveal.player());
            case Command.Take take -> Optional.of(take.player());
            case Command.Reject reject -> Optional.of(reject.player());
            case Command.Pass pass -> Optional.of(pass.player());
            case Command.Force force -> Optional.of(force.player());
            case Command.Discard discard -> Optional.of(discard.player());
            case Command.StartMatch start -> Optional.empty();
            case Command.Deal deal -> Optional.empty();
            case Command.DealConcealed deal -> Optional.empty();
            case Command.Exchange exchange -> Optional.empty();
            case Command.ShowHands show -> Optional.empty();
        };
    }
}
