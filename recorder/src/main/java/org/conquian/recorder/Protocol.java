package org.conquian.recorder;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.contract.Encoder;
import org.conquian.contract.StateJson;
import org.conquian.contract.StrictJson;
import org.conquian.game.DealState;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.log.EventLogException;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The recorder for programs: one JSON request per line in, one JSON answer per line out, so that a game
 * server in any language can record matches. Several matches may be open at once; each request names
 * its match. See the README for the requests and answers.
 */
public final class Protocol implements AutoCloseable {

    private final Recorder recorder;
    private final Map<String, RecordedMatch> open = new LinkedHashMap<>();

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

    /** The answer to one request line. */
    public ObjectNode answer(String line, long lineNumber) {
        JsonNode request;
        try {
            request = StrictJson.MAPPER.readTree(line);
        } catch (JsonProcessingException e) {
            return error(null, "bad-request", "line " + lineNumber + " is not JSON: " + e.getOriginalMessage());
        }
        if (request == null || !request.isObject()) {
            return error(null, "bad-request", "line " + lineNumber + " is not a JSON object");
        }
        RequestForm.Checked checked = RequestForm.check(request);
        ObjectNode answer = reply(request, lineNumber, checked.wrong());
        if (!checked.ignored().isEmpty()) {
            ArrayNode ignored = answer.putArray("ignored");
            checked.ignored().forEach(ignored::add);
        }
        return answer;
    }

    /** The answer to a request of the form's fields, or the bad-request its form is. */
    private ObjectNode reply(JsonNode request, long lineNumber, Optional<String> wrong) {
        try {
            if (wrong.isPresent()) {
                throw new BadRequest(wrong.get());
            }
            ObjectNode answer = handle(request);
            copyId(request, answer);
            return answer;
        } catch (BadRequest e) {
            return copyId(request, error(request, "bad-request", "line " + lineNumber + ": " + e.getMessage()));
        } catch (RecorderException e) {
            return copyId(request, error(request, "match", e.getMessage()));
        } catch (EventLogException e) {
            return copyId(request, error(request, "log", e.getMessage()));
        } catch (IOException e) {
            return copyId(request, error(request, "io", "the log could not be written or read: " + e.getMessage()));
        } catch (UncheckedIOException e) {
            return copyId(request, error(request, e.getCause() instanceof EventLogException ? "log" : "io", e.getCause().getMessage()));
        } catch (RuntimeException e) {
            // one request's failure must not end the session of a server that records many matches
            return copyId(request, error(request, "internal", "the request failed: " + e));
        }
    }

    private ObjectNode handle(JsonNode request) throws IOException, RecorderException {
        String op = request.get("op").textValue();
        String match = text(request, "match").orElseThrow(() -> new BadRequest("`match` is missing: the id of the match"));
        if ((op.equals("start") || op.equals("resume")) && open.containsKey(match)) {
            throw new BadRequest("match " + match + " is already open here: send its moves, or `close` it first");
        }
        return switch (op) {
            case "start" -> {
                List<String> players = strings(request, "players");
                Profile.Chosen.Set chosen = switch (Profile.choose(text(request, "rules").orElse(Profile.ANGLO_40.id()), players, options(request))) {
                    case Profile.Chosen.Set set -> set;
                    case Profile.Chosen.Refused refused -> throw new BadRequest(refused.why());
                };
                yield opened(match, signing(request).start(match, players, text(request, "firstDealer").orElse(null), chosen.profile(),
                        chosen.options(), packs(request)));
            }
            case "resume" -> opened(match, signing(request).resume(match, packs(request)));
            case "close" -> {
                RecordedMatch recorded = recorded(match);
                open.remove(match);
                recorded.close();
                yield ok(match);
            }
            case "state" -> {
                MatchState state = recorded(match).state();
                Optional<String> viewer = text(request, "as");
                if (viewer.isPresent() && !(state instanceof MatchState.Started started && started.setup().isPlayer(viewer.get()))) {
                    throw new BadRequest("`as` " + viewer.get() + " does not play in match " + match);
                }
                yield ok(match).set("state", StateJson.of(state, viewer));
            }
            case "moves" -> moves(match, recorded(match).state());
            case "deal" -> {
                OptionalLong expect = expect(request);
                RecordedMatch recorded = recorded(match);
                yield outcome(match, expect.isPresent() ? recorded.deal(expect.getAsLong()) : recorded.deal());
            }
            default -> {
                OptionalLong expect = expect(request);
                RecordedMatch recorded = recorded(match);
                yield outcome(match, expect.isPresent()
                        ? recorded.submit(expect.getAsLong(), table -> command(op, request, table))
                        : recorded.submit(command(op, request, recorded.state())));
            }
        };
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
        ObjectNode answer = ok(match);
        ArrayNode repairs = answer.putArray("repairs");
        recorded.repairs().forEach(repairs::add);
        if (!recorded.warnings().isEmpty()) {
            ArrayNode warnings = answer.putArray("warnings");
            recorded.warnings().forEach(warnings::add);
        }
        answer.put("seq", recorded.seq());
        answer.set("state", StateJson.of(recorded.state(), Optional.empty()));
        return answer;
    }

    /** The seq the sender last saw, guarding a move: see {@link RecordedMatch#submit(long, java.util.function.Function)}. */
    private static OptionalLong expect(JsonNode request) {
        JsonNode value = request.get("expect");
        if (value == null || value.isNull()) {
            return OptionalLong.empty();
        }
        if (!value.isIntegralNumber() || !value.canConvertToLong() || value.asLong() < 0) {
            throw new BadRequest("`expect` must be the seq of the last event you saw, a whole number of at least 0");
        }
        return OptionalLong.of(value.asLong());
    }

    private RecordedMatch recorded(String match) {
        RecordedMatch recorded = open.get(match);
        if (recorded == null) {
            throw new BadRequest("match " + match + " is not open here: `start` or `resume` it first");
        }
        return recorded;
    }

    /** A move request as a command; what it does not name is read off the table. */
    private static Command command(String op, JsonNode request, MatchState state) {
        if (op.equals("exchange")) {
            return exchange(request);
        }
        if (op.equals("show")) {
            return show(request);
        }
        Optional<String> player = text(request, "player").or(() -> Table.actor(state));
        Optional<Card> card = text(request, "card").map(Protocol::card);
        String who = player.orElseThrow(() -> new BadRequest("`player` is missing and no one is to act now"));
        return switch (op) {
            case "reveal" -> new Command.Reveal(who, card.or(() -> Table.topOfStock(state)).orElseThrow(() -> new BadRequest(
                    state.currentDeal().filter(DealState::concealed).isPresent() ? "`card` is missing: in a concealed deal a reveal names the card turned up"
                            : "the stock is empty")));
            case "reject" -> new Command.Reject(who, openCard(card, state));
            case "pass" -> new Command.Pass(who, openCard(card, state));
            case "discard" -> new Command.Discard(who, card.orElseThrow(() -> new BadRequest("`card` is missing: the hand card to discard")));
            case "force" -> {
                Command.Force meant = Table.force(state).orElseThrow(() -> new BadRequest("no card is open to force"));
                yield new Command.Force(text(request, "player").orElse(meant.player()), text(request, "target").orElse(meant.target()),
                        card.orElse(meant.card()));
            }
            case "take" -> take(request, who, openCard(card, state), state);
            default -> throw new IllegalStateException(op + " is not a move");
        };
    }

    /** The hands shown at the end of a concealed deal, {@code "hands":{"ana":["4C"],"ben":[]}}; without hands, not shown. */
    private static Command show(JsonNode request) {
        JsonNode hands = request.get("hands");
        if (hands == null) {
            return new Command.ShowHands(Optional.empty());
        }
        if (!hands.isObject()) {
            throw new BadRequest("`hands` must be an object from each player to the cards left in their hand");
        }
        Map<String, List<Card>> shown = new LinkedHashMap<>();
        hands.properties().forEach(hand -> {
            List<Card> cards = new ArrayList<>();
            hand.getValue().forEach(code -> cards.add(card(code.asText())));
            shown.put(hand.getKey(), cards);
        });
        return new Command.ShowHands(Optional.of(shown));
    }

    /**
     * The cambio: every player's card at once, {@code "cards":{"ana":"QS","ben":"5H","cruz":"2C"}}; in a
     * concealed deal, where the cards stay face down, without {@code cards}.
     */
    private static Command exchange(JsonNode request) {
        JsonNode cards = request.get("cards");
        if (cards == null) {
            return new Command.Exchange(Optional.empty());
        }
        if (!cards.isObject()) {
            throw new BadRequest("`cards` must be an object from each player to the card they give, e.g. \"cards\":{\"ana\":\"QS\",\"ben\":\"5H\"}");
        }
        Map<String, Card> given = new LinkedHashMap<>();
        cards.properties().forEach(gift -> {
            if (!gift.getValue().isTextual()) {
                throw new BadRequest("`cards." + gift.getKey() + "` must be a card code");
            }
            given.put(gift.getKey(), card(gift.getValue().textValue()));
        });
        return new Command.Exchange(given);
    }

    private static Command take(JsonNode request, String player, Card card, MatchState state) {
        JsonNode melds = request.get("melds");
        if (melds == null) {
            List<Command.Take> takes = LegalMoves.takeChoices(state, player, card);
            boolean faceDown = LegalMoves.of(state).handTakes().stream().anyMatch(take -> take.player().equals(player) && take.card().equals(card));
            if (!faceDown) {
                LegalMoves.noTake(state, player, card).ifPresent(noTake -> {
                    throw new BadRequest("`melds` is missing, and " + noTake.message());
                });
            }
            if (takes.size() != 1 || faceDown) {
                throw new BadRequest("`melds` is missing and " + card + " can be laid out in "
                        + (faceDown ? "ways only " + player + " knows, with face-down hand cards" : takes.size() + " ways")
                        + ": give the melds the take makes or extends (the others are kept), e.g. \"melds\":[[\"4H\",\"5H\",\"6H\"]]");
            }
            return takes.get(0);
        }
        if (!melds.isArray()) {
            throw new BadRequest("`melds` must be a list of melds, each a list of cards");
        }
        List<List<Card>> arrangement = new ArrayList<>();
        for (JsonNode meld : melds) {
            if (!meld.isArray()) {
                throw new BadRequest("`melds` must be a list of melds, each a list of cards");
            }
            List<Card> cards = new ArrayList<>();
            meld.forEach(code -> cards.add(card(code.asText())));
            arrangement.add(cards);
        }
        return new Command.Take(player, card, arrangement);
    }

    private static Card openCard(Optional<Card> named, MatchState state) {
        return named.or(() -> Table.openCard(state)).orElseThrow(() -> new BadRequest("`card` is missing and no card is open"));
    }

    private static Card card(String code) {
        try {
            return Card.parse(code);
        } catch (IllegalArgumentException e) {
            throw new BadRequest(e.getMessage());
        }
    }

    /** {@code deck}, {@code forcedMeld}, {@code targetWins}, as written; whether the profile takes them is the start's check. */
    private static Options options(JsonNode request) {
        JsonNode deck = request.get("deck");
        JsonNode forcedMeld = request.get("forcedMeld");
        JsonNode targetWins = request.get("targetWins");
        if (deck == null && forcedMeld == null && targetWins == null) {
            return Options.NONE;
        }
        if (deck != null && !deck.isInt() || forcedMeld != null && !forcedMeld.isBoolean() || targetWins != null && !targetWins.isInt()) {
            throw new BadRequest("`deck` is " + Profile.packSizes() + ", `forcedMeld` true or false, `targetWins` a whole number");
        }
        try {
            return new Options(deck == null ? null : deck.intValue(), forcedMeld == null ? null : forcedMeld.booleanValue(),
                    targetWins == null ? null : targetWins.intValue());
        } catch (IllegalArgumentException e) {
            throw new BadRequest(e.getMessage());
        }
    }

    /** The recorder, signing with the key file {@code signWith} names, if any. */
    private Recorder signing(JsonNode request) throws IOException {
        Optional<String> keyFile = text(request, "signWith");
        if (keyFile.isEmpty()) {
            return recorder;
        }
        try {
            return recorder.signingWith(KeyFiles.signingKey(Path.of(keyFile.get())));
        } catch (IllegalArgumentException | NoSuchFileException e) {
            throw new BadRequest("`signWith`: " + (e instanceof NoSuchFileException ? keyFile.get() + ": no such file" : e.getMessage()));
        }
    }

    private static Packs packs(JsonNode request) {
        JsonNode fair = request.get("fair");
        if (fair != null && !fair.isBoolean()) {
            throw new BadRequest("`fair` must be true or false");
        }
        if (fair != null && fair.booleanValue()) {
            for (String other : List.of("seed", "packs", "concealed")) {
                if (request.has(other)) {
                    throw new BadRequest("a fair match deals every deal from its committed seed: it takes no `" + other + "`");
                }
            }
            JsonNode salt = request.get("salt");
            if (salt != null && !salt.isTextual()) {
                throw new BadRequest("`salt` must be a string");
            }
            try {
                return Packs.committed(salt == null ? null : salt.textValue());
            } catch (IllegalArgumentException e) {
                throw new BadRequest("`salt`: " + e.getMessage());
            }
        }
        if (request.has("salt")) {
            throw new BadRequest("`salt` goes with `\"fair\": true`");
        }
        Packs packs = text(request, "seed").map(seed -> {
            try {
                return Packs.seeded(Long.parseLong(seed));
            } catch (NumberFormatException e) {
                throw new BadRequest("`seed` must be a whole number, not " + seed);
            }
        }).orElseGet(Packs::random);
        JsonNode concealed = request.get("concealed");
        if (concealed != null && !concealed.isBoolean()) {
            throw new BadRequest("`concealed` must be true or false");
        }
        if (concealed != null && concealed.booleanValue()) {
            if (request.has("packs")) {
                throw new BadRequest("a concealed match is dealt at the table, face down: it takes no `packs`");
            }
            return packs.faceDown();
        }
        JsonNode given = request.get("packs");
        if (given == null) {
            return packs;
        }
        List<List<Card>> lists = new ArrayList<>();
        for (JsonNode pack : given) {
            List<Card> cards = new ArrayList<>();
            pack.forEach(code -> cards.add(card(code.asText())));
            lists.add(cards);
        }
        try {
            return packs.startingWith(lists);
        } catch (IllegalArgumentException e) {
            throw new BadRequest("`packs`: " + e.getMessage());
        }
    }

    private ObjectNode outcome(String match, Outcome outcome) {
        return switch (outcome) {
            case Outcome.Recorded recorded -> recorded(match, recorded.events());
            case Outcome.Repeated repeated -> recorded(match, repeated.events()).put("repeated", true);
            case Outcome.Stale stale -> {
                ObjectNode answer = error(null, "stale", "match " + match + " is at seq " + stale.lastSeq() + ", not " + stale.expected()
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
    private ObjectNode recorded(String match, List<Encoder.Encoded> recorded) {
        ObjectNode answer = ok(match);
        events(answer, recorded);
        RecordedMatch open = recorded(match);
        answer.put("seq", open.seq());
        MatchState state = open.state();
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

    /** The {@code moves} answer for a match in this state: also what a server answers of a match it follows. */
    public static ObjectNode moves(String match, MatchState state) {
        LegalMoves legal = LegalMoves.of(state);
        ObjectNode answer = ok(match);
        legal.actor().ifPresent(actor -> answer.put("actor", actor));
        answer.put("dealDue", legal.dealDue());
        answer.put("exchangeDue", legal.exchangeDue());
        if (legal.exchangeDue()) {
            ObjectNode cambio = answer.putObject("cambio");
            LegalMoves.cambioChoices(state).forEach((player, hand) -> cambio.set(player, StateJson.cards(hand.toList())));
        }
        // each move a request as it is sent, its match named, so that a program can send it back unchanged
        ArrayNode moves = answer.putArray("moves");
        for (Command command : legal.moves()) {
            ObjectNode move = CommandJson.of(command);
            moves.addObject().put("op", move.get("op").textValue()).put("match", match).setAll(move);
        }
        if (!legal.handTakes().isEmpty()) {
            // a take with face-down hand cards is the player's to lay out: the request names its melds
            ArrayNode handTakes = answer.putArray("handTakes");
            for (LegalMoves.HandTake take : legal.handTakes()) {
                ObjectNode json = handTakes.addObject();
                json.put("op", "take");
                json.put("match", match);
                json.put("player", take.player());
                json.put("card", take.card().code());
                json.put("handCards", take.handCards());
            }
        }
        return answer;
    }

    private static ObjectNode ok(String match) {
        ObjectNode answer = StrictJson.MAPPER.createObjectNode();
        answer.put("ok", true);
        answer.put("match", match);
        return answer;
    }

    private static ObjectNode error(JsonNode request, String kind, String message) {
        ObjectNode answer = StrictJson.MAPPER.createObjectNode();
        answer.put("ok", false);
        if (request != null) {
            text(request, "match").ifPresent(match -> answer.put("match", match));
        }
        answer.put("error", kind);
        answer.put("message", message);
        return answer;
    }

    private static ObjectNode copyId(JsonNode request, ObjectNode answer) {
        JsonNode id = request.get("id");
        if (id != null) {
            answer.set("id", id);
        }
        return answer;
    }

    private static Optional<String> text(JsonNode request, String field) {
        JsonNode value = request.get(field);
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        if (!value.isValueNode() || value.isContainerNode()) {
            throw new BadRequest("`" + field + "` must be a string");
        }
        return Optional.of(value.asText());
    }

    private static List<String> strings(JsonNode request, String field) {
        JsonNode value = request.get(field);
        if (value == null || !value.isArray()) {
            throw new BadRequest("`" + field + "` must be a list of strings");
        }
        List<String> strings = new ArrayList<>();
        value.forEach(item -> strings.add(item.asText()));
        return strings;
    }

    @Override
    public void close() throws IOException {
        for (RecordedMatch recorded : open.values()) {
            recorded.close();
        }
        open.clear();
    }

    /** A request that is not one the protocol knows, as opposed to a move the rules refuse. */
    private static final class BadRequest extends IllegalArgumentException {
        BadRequest(String message) {
            super(message);
        }
    }
}
