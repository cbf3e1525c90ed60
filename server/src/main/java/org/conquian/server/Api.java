package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.LogAudit;
import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;
import org.conquian.contract.LineParser;
import org.conquian.contract.StateJson;
import org.conquian.contract.StrictJson;
import org.conquian.game.MatchState;
import org.conquian.log.EventLog;
import org.conquian.log.LogCursor;
import org.conquian.replay.Replay;
import org.conquian.recorder.Protocol;
import org.conquian.replay.VerdictReport;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.conquian.server.Exchange.Refusal;

/** The API's routes under {@code /api}: who may do what, and the protocol's requests and answers as bodies. */
final class Api {

    /** The requests a move route takes: the protocol's moves, not its session's ops. */
    private static final Set<String> MOVES = Set.of("deal", "reveal", "take", "pass", "reject", "force", "discard", "exchange", "show");

    private final ServeSettings settings;
    private final Secret secret;
    private final EventLog log;
    private final Feeds feeds;
    private final Desk desk;
    private final Streams streams;
    private final SecureRandom random = new SecureRandom();
    private final Map<String, String> verdicts = new java.util.concurrent.ConcurrentHashMap<>();

    Api(ServeSettings settings, Secret secret, EventLog log, Feeds feeds, Desk desk) {
        this.settings = settings;
        this.secret = secret;
        this.log = log;
        this.feeds = feeds;
        this.desk = desk;
        this.streams = new Streams(feeds, settings.delay());
    }

    /** Who asks: the recorder token, a player's link to {@code match} (null where no match is named), or a spectator. */
    Viewer viewer(Exchange x, String match) throws IOException {
        String authorization = x.header("Authorization");
        if (authorization != null) {
            if (!authorization.regionMatches(true, 0, "Bearer ", 0, 7) || !secret.isToken(authorization.substring(7).strip())) {
                throw new Refusal(401, "unauthorized", "the Authorization header does not carry this server's recorder token"
                        + " (Authorization: Bearer TOKEN, the token `conquian serve` printed at its first start)");
            }
            return Viewer.OFFICIAL;
        }
        String as = x.query("as");
        String key = x.query("key");
        if (as != null || key != null) {
            if (as == null || key == null) {
                throw new Refusal(400, "bad-request", "a player's link carries both `as` (the player) and `key`");
            }
            if (match == null) {
                throw new Refusal(400, "bad-request", "`as` and `key` show one player's view of one match; here they name no match");
            }
            if (secret.isKey(match, as, key)) {
                return new Viewer.Player(as);
            }
            for (String other : players(match)) {
                if (secret.isKey(match, other, key)) {
                    throw new Refusal(403, "forbidden", "this key is " + other + "'s for match " + match + ", not " + as + "'s:"
                            + " a player's link shows that player's view only");
                }
            }
            throw new Refusal(401, "unauthorized", "`key` is not " + as + "'s key for match " + match);
        }
        if (settings.privateMode()) {
            throw new Refusal(401, "unauthorized", "this server is private: send the recorder token (Authorization: Bearer TOKEN)"
                    + " or open a player's link");
        }
        return Viewer.SPECTATOR;
    }

    private List<String> players(String match) throws IOException {
        return feeds.feed(match).map(MatchFeed::state).filter(MatchState.Started.class::isInstance)
                .map(state -> ((MatchState.Started) state).setup().players()).orElse(List.of());
    }

    /** Recording needs the recorder token: a player's link or none is refused. */
    private void official(Exchange x, String match) throws IOException {
        if (!(viewer(x, match) instanceof Viewer.Official)) {
            throw new Refusal(x.header("Authorization") == null && x.query("key") == null ? 401 : 403,
                    x.query("key") == null ? "unauthorized" : "forbidden",
                    "recording needs the recorder token (Authorization: Bearer TOKEN); a player's link shows that player's view only");
        }
    }

    void startMatch(Exchange x) throws IOException {
        official(x, null);
        byte[] body = x.body(settings.bodyLimit());
        ObjectNode request = Exchange.parse(body);
        JsonNode op = request.remove("op");
        if (op != null && !"start".equals(op.asText())) {
            throw new Refusal(400, "bad-request", "POST /api/matches starts a match: its body is the start request, without `op`;"
                    + " a move goes to POST /api/matches/{id}/moves");
        }
        if (request.has("signWith")) {
            throw new Refusal(400, "bad-request", "`signWith` names a key file of the recorder's machine: a server signs with its own key, or not at all");
        }
        if (!request.hasNonNull("match")) {
            request.put("match", "m-" + HexFormat.of().formatHex(randomBytes()));
        }
        ObjectNode start = StrictJson.MAPPER.createObjectNode().put("op", "start");
        start.setAll(request);
        String key = x.header("Idempotency-Key");
        Desk.Answer answer = key == null ? desk.start(start) : desk.once("start", key, body, () -> desk.start(start));
        if (answer.status() != 201) {
            x.json(answer.status(), answer.body(), retryAfter(answer.status()));
            return;
        }
        String match = answer.body().get("match").asText();
        ObjectNode body201 = answer.body().deepCopy();
        ObjectNode links = body201.putObject("links");
        for (String player : players(match)) {
            links.put(player, x.base() + "/m/" + match + "?as=" + URLEncoder.encode(player, StandardCharsets.UTF_8) + "&key=" + secret.key(match, player));
        }
        links.put("spectators", x.base() + "/m/" + match);
        x.json(201, body201, Map.of("Location", "/api/matches/" + match));
    }

    private byte[] randomBytes() {
        byte[] bytes = new byte[6];
        random.nextBytes(bytes);
        return bytes;
    }

    void listMatches(Exchange x) throws IOException {
        Viewer viewer = viewer(x, null);
        ArrayNode matches = StrictJson.MAPPER.createArrayNode();
        for (String match : log.matches()) {
            Optional<MatchFeed> feed = feeds.feed(match);
            if (feed.isEmpty()) {
                continue;
            }
            MatchFeed.Snapshot snapshot = feed.get().snapshot(viewer.heldBackNanos(settings.delay()));
            if (snapshot.seq() == 0) {
                continue; // held back from the spectators until its start may be shown
            }
            ObjectNode json = matches.addObject().put("match", match);
            ObjectNode state = StateJson.of(snapshot.state(), org.conquian.view.Viewer.SPECTATOR);
            json.set("profile", state.get("rules"));
            json.set("players", state.get("players"));
            json.set("stage", state.get("stage"));
            json.put("seq", snapshot.seq());
            json.set("score", state.get("wins"));
            if (snapshot.state() instanceof MatchState.Ended) {
                if (state.has("winner")) {
                    json.set("winner", state.get("winner"));
                }
                json.put("verdict", verdict(match));
            }
        }
        x.json(200, StrictJson.MAPPER.createObjectNode().put("ok", true).set("matches", matches));
    }

    void state(Exchange x, String match) throws IOException {
        MatchFeed feed = feed(match);
        Viewer viewer = viewer(x, match);
        MatchFeed.Snapshot snapshot = feed.snapshot(viewer.heldBackNanos(settings.delay()));
        ObjectNode answer = StrictJson.MAPPER.createObjectNode().put("ok", true).put("match", match);
        String at = x.query("at");
        if (at != null) {
            long seq = seqAt(at, snapshot.seq());
            answer.put("seq", seq).set("state", Views.state(stateAt(match, seq), viewer));
            x.json(200, answer);
            return;
        }
        answer.set("state", Views.state(snapshot.state(), viewer));
        x.json(200, answer, Map.of("ETag", "\"" + snapshot.seq() + "\""));
    }


    private static long seqAt(String at, long last) {
        try {
            long seq = Long.parseLong(at);
            if (seq >= 1 && seq <= last) {
                return seq;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new Refusal(400, "bad-request", last == 0 ? "no event of the match may be shown yet, so none `at` " + at
                : "`at` is the seq of an event of the match, 1 to " + last + ", not " + at);
    }

    /** An ended match's verdict by the audit of its log, worked out once: an ended match takes no more events. */
    private String verdict(String match) throws IOException {
        String known = verdicts.get(match);
        if (known == null) {
            try (LogCursor lines = log.read(match)) {
                known = Replay.of(match, lines).verdict().kind().word();
            }
            verdicts.put(match, known);
        }
        return known;
    }

    /** The match as it stood after an event, for a page stepping back through what was played. */
    private MatchState stateAt(String match, long seq) throws IOException {
        Replay replay;
        try (LogCursor lines = log.read(match)) {
            replay = Replay.of(match, lines);
        }
        return replay.stateAt(replay.positionOf(seq).orElse(replay.end()));
    }

    void moves(Exchange x, String match) throws IOException {
        MatchFeed feed = feed(match);
        Viewer viewer = viewer(x, match);
        if (viewer instanceof Viewer.Spectator) {
            throw new Refusal(401, "unauthorized", "the moves name cards in the players' hands: they need the recorder token or a player's link");
        }
        MatchFeed.Snapshot snapshot = feed.snapshot();
        // the observer shows the officials every move, a player their own
        x.json(200, Protocol.moves(match, snapshot.state(), Views.seen(viewer)), Map.of("ETag", "\"" + snapshot.seq() + "\""));
    }

    void move(Exchange x, String match) throws IOException {
        official(x, match);
        byte[] body = x.body(settings.bodyLimit());
        ObjectNode request = Exchange.parse(body);
        String op = request.path("op").asText(null);
        if (op == null || !MOVES.contains(op)) {
            throw new Refusal(400, "bad-request", "a move's `op` is one of " + String.join(", ", MOVES.stream().sorted().toList())
                    + (op == null ? "" : ", not " + op) + "; the state and the moves are GET routes, and a match is started by POST /api/matches");
        }
        JsonNode named = request.get("match");
        if (named != null && !match.equals(named.asText())) {
            throw new Refusal(400, "bad-request", "the body names match " + named.asText() + ", the path " + match);
        }
        request.put("match", match);
        String ifMatch = x.header("If-Match");
        if (ifMatch != null) {
            long expect = seqOf(ifMatch);
            JsonNode given = request.get("expect");
            if (given != null && !(given.isIntegralNumber() && given.asLong() == expect)) {
                throw new Refusal(400, "bad-request", "If-Match says seq " + expect + " and `expect` " + given + ": give one of them");
            }
            request.put("expect", expect);
        }
        String key = x.header("Idempotency-Key");
        Desk.Answer answer = key == null ? desk.move(match, request) : desk.once(match, key, body, () -> desk.move(match, request));
        Map<String, String> headers = answer.body().has("seq") && answer.status() == 200
                ? Map.of("ETag", "\"" + answer.body().get("seq").asLong() + "\"") : retryAfter(answer.status());
        x.json(answer.status(), answer.body(), headers);
    }

    /** {@code "12"}, {@code W/"12"} or {@code 12}: the seq an If-Match names. */
    private static long seqOf(String tag) {
        String bare = tag.strip();
        if (bare.startsWith("W/")) {
            bare = bare.substring(2);
        }
        if (bare.length() >= 2 && bare.startsWith("\"") && bare.endsWith("\"")) {
            bare = bare.substring(1, bare.length() - 1);
        }
        try {
            long seq = Long.parseLong(bare);
            if (seq >= 0) {
                return seq;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new Refusal(400, "bad-request", "If-Match names the seq the sender last saw, as the ETag gave it (\"12\"), not " + tag);
    }

    void events(Exchange x, String match) throws IOException {
        MatchFeed feed = feed(match);
        Viewer viewer = viewer(x, match);
        streams.match(x, feed, viewer, from(x));
    }

    void allEvents(Exchange x) throws IOException {
        Viewer viewer = viewer(x, null);
        Long from = from(x);
        streams.all(x, viewer, from == null ? feeds.lastNews() : from);
    }

    /** Where a stream resumes: after {@code Last-Event-ID} or {@code ?from=}; null when neither is given. */
    private static Long from(Exchange x) {
        String given = x.header("Last-Event-ID");
        String what = "Last-Event-ID";
        if (given == null) {
            given = x.query("from");
            what = "from";
        }
        if (given == null) {
            return null;
        }
        try {
            long from = Long.parseLong(given.strip());
            if (from >= 0) {
                return from;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new Refusal(400, "bad-request", "`" + what + "` is the seq of the last event seen, a whole number of at least 0, not " + given);
    }

    void audit(Exchange x) throws IOException {
        viewer(x, null);
        byte[] body = x.body(settings.auditLimit());
        LogAudit audit = new LogAudit(false, false);
        LineParser parser = new LineParser();
        int start = 0;
        long number = 0;
        for (int i = 0; i <= body.length; i++) {
            if (i == body.length || body[i] == '\n') {
                number++;
                int end = i > start && body[i - 1] == '\r' ? i - 1 : i;
                if (!LineParser.isBlank(body, start, end)) {
                    LogLine line = parser.parse(number, body, start, end - start, true);
                    audit.accept(line);
                }
                start = i + 1;
            }
        }
        StringBuilder verdicts = new StringBuilder();
        for (Verdict verdict : audit.verdicts()) {
            verdicts.append(StrictJson.MAPPER.writeValueAsString(VerdictReport.json("body", verdict))).append('\n');
        }
        x.send(200, "application/x-ndjson", verdicts.toString().getBytes(StandardCharsets.UTF_8), Map.of());
    }

    private MatchFeed feed(String match) throws IOException {
        return feeds.feed(match).orElseThrow(() -> new Refusal(404, "not-found", "there is no match " + match + " in " + log.describe()));
    }

    static Map<String, String> retryAfter(int status) {
        return status == 503 ? Map.of("Retry-After", "5") : Map.of();
    }
}
