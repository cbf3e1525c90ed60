package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.Verdict;
import org.conquian.contract.FrameJson;
import org.conquian.contract.LogAudits;
import org.conquian.contract.StateJson;
import org.conquian.contract.StrictJson;
import org.conquian.event.MatchStarted;
import org.conquian.game.MatchState;
import org.conquian.log.EventLog;
import org.conquian.notation.MoveJson;
import org.conquian.recorder.LiveEvent;
import org.conquian.recorder.LiveMatch;
import org.conquian.recorder.LiveMatches;
import org.conquian.recorder.Packs;
import org.conquian.recorder.Protocol;
import org.conquian.recorder.RecorderException;
import org.conquian.recorder.Refusal;
import org.conquian.replay.VerdictReport;
import org.conquian.view.Observer;
import org.conquian.view.SeenMatch;
import org.conquian.view.Viewer;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import java.util.function.Supplier;

import static org.conquian.server.HttpExchange.Refused;

/** The API's routes under {@code /api}: who may do what, and the library's live matches and answers as bodies. */
final class Api {

    /** An answer with its status, and the headers that go with it. */
    record Answer(int status, ObjectNode body, Map<String, String> headers) {
        Answer(int status, ObjectNode body) {
            this(status, body, retryAfter(status));
        }
    }

    private static final Observer SPECTATOR = Observer.of(Viewer.SPECTATOR);

    /** The most events a stale move's answer carries: the rest are the match's stream's to give. */
    static final int STALE_PAGE = 100;
    /** How many anonymous audits run at once: one stranger's logs must not slow the tables down. */
    private static final int ANONYMOUS_AUDITS = 2;

    private final ServeSettings settings;
    private final Secret secret;
    private final EventLog log;
    private final LiveMatches matches;
    private final IdempotencyKeys keys;
    private final Abandoned abandoned;
    private final Streams streams;
    private final Supplier<String> base;
    private final Semaphore anonymousAudits = new Semaphore(ANONYMOUS_AUDITS);
    private final SecureRandom random = new SecureRandom();

    /** @param base where the server is, links being built on it: {@code --public-url}, else the address served */
    Api(ServeSettings settings, Secret secret, EventLog log, LiveMatches matches, Supplier<String> base) throws IOException {
        this.settings = settings;
        this.secret = secret;
        this.log = log;
        this.matches = matches;
        this.base = base;
        this.keys = settings.state() == null ? IdempotencyKeys.inMemory() : IdempotencyKeys.inFile(settings.state().resolve("idempotency-keys.jsonl"));
        this.abandoned = settings.state() == null ? Abandoned.inMemory() : Abandoned.inFile(settings.state().resolve("abandoned"));
        this.streams = new Streams(matches, settings.delay());
    }

    /** What the request may do: the recorder token, a player's link to {@code match} (null where no match is named), or anyone's. */
    Access access(HttpExchange x, String match) throws IOException {
        String authorization = x.header("Authorization");
        if (authorization != null) {
            if (!authorization.regionMatches(true, 0, "Bearer ", 0, 7) || !secret.isToken(authorization.substring(7).strip())) {
                throw new Refused(401, "unauthorized", "the Authorization header does not carry this server's recorder token"
                        + " (Authorization: Bearer TOKEN, the token `conquian serve` printed at its first start)");
            }
            return Access.RECORDER_TOKEN;
        }
        String as = x.query("as");
        String key = x.query("key");
        if (as != null || key != null) {
            if (as == null || key == null) {
                throw new Refused(400, "bad-request", "a player's link carries both `as` (the player) and `key`");
            }
            if (match == null) {
                throw new Refused(400, "bad-request", "`as` and `key` show one player's view of one match; here they name no match");
            }
            if (secret.isKey(match, as, key)) {
                return new Access.PlayerLink(as);
            }
            for (String other : players(match)) {
                if (secret.isKey(match, other, key)) {
                    throw new Refused(403, "forbidden", "this key is " + other + "'s for match " + match + ", not " + as + "'s:"
                            + " a player's link shows that player's view only");
                }
            }
            throw new Refused(401, "unauthorized", "`key` is not " + as + "'s key for match " + match);
        }
        if (settings.privateMode()) {
            throw new Refused(401, "unauthorized", "this server is private: send the recorder token (Authorization: Bearer TOKEN)"
                    + " or open a player's link");
        }
        return Access.ANYONE;
    }

    private List<String> players(String match) throws IOException {
        return matches.open(match).map(LiveMatch::state).filter(MatchState.Started.class::isInstance)
                .map(state -> ((MatchState.Started) state).setup().players()).orElse(List.of());
    }

    /** Recording needs the recorder token: a player's link or none is refused. */
    private void recorderToken(HttpExchange x, String match) throws IOException {
        if (!(access(x, match) instanceof Access.RecorderToken)) {
            throw new Refused(x.header("Authorization") == null && x.query("key") == null ? 401 : 403,
                    x.query("key") == null ? "unauthorized" : "forbidden",
                    "recording needs the recorder token (Authorization: Bearer TOKEN); a player's link shows that player's view only");
        }
    }

    void startMatch(HttpExchange x) throws IOException {
        recorderToken(x, null);
        byte[] body = x.body(settings.bodyLimit());
        ObjectNode request = HttpExchange.parse(body);
        JsonNode op = request.remove("op");
        if (op != null && !"start".equals(op.asText())) {
            throw new Refused(400, "bad-request", "POST /api/matches starts a match: its body is the start request, without `op`;"
                    + " a move goes to POST /api/matches/{id}/moves");
        }
        if (request.has("signWith")) {
            throw new Refused(400, "bad-request", "`signWith` names a key file of the recorder's machine: a server signs with its own key, or not at all");
        }
        if (!request.hasNonNull("match")) {
            request.put("match", "m-" + HexFormat.of().formatHex(randomBytes()));
        }
        if (request.get("match").isTextual() && Routes.unaddressable(request.get("match").textValue())) {
            throw new Refused(400, "bad-request", "match id " + request.get("match").textValue() + " cannot be named in an address"
                    + " (a path reads . and .. as folders): choose another");
        }
        ObjectNode start = StrictJson.MAPPER.createObjectNode().put("op", "start");
        start.setAll(request);
        String key = x.header("Idempotency-Key");
        Answer answer = key == null ? start(start) : keys.once("POST /api/matches", "", key, body, () -> start(start));
        if (answer.status() != 201) {
            x.json(answer.status(), answer.body(), answer.headers());
            return;
        }
        String match = start.get("match").asText();
        ObjectNode started = answer.body().deepCopy();
        ObjectNode links = started.putObject("links");
        for (String player : players(match)) {
            links.put(player, base.get() + "/m/" + match + "?as=" + URLEncoder.encode(player, StandardCharsets.UTF_8) + "&key=" + secret.key(match, player));
        }
        links.put("spectators", base.get() + "/m/" + match);
        links.put("scorer", base.get() + "/m/" + match + "/record");
        x.json(201, started, Map.of("Location", "/api/matches/" + match));
    }

    private Answer start(ObjectNode request) {
        String match = request.get("match").asText();
        Protocol.Reply reply = Protocol.reply(request, () -> Protocol.opened(matches.start(match, Protocol.newMatch(request))));
        return shown(Statuses.of(reply, 201), reply.body(), Map.of());
    }

    /**
     * An answer as a client is shown it: the log named by its kind, not where it is; a failure of the log or of the
     * server does not say what failed in it.
     */
    private Answer shown(int status, ObjectNode body, Map<String, String> headers) {
        if (body.path("message").isTextual()) {
            body.put("message", body.get("message").textValue().replace(log.describe(), log.kind()));
        }
        if (status >= 500) {
            body.put("message", status == 503 ? log.kind() + " could not be written or read; nothing was recorded that the log does not show: try again"
                    : "the server failed on this request");
            return new Answer(status, body);
        }
        return new Answer(status, body, headers);
    }

    private byte[] randomBytes() {
        byte[] bytes = new byte[6];
        random.nextBytes(bytes);
        return bytes;
    }

    void listMatches(HttpExchange x) throws IOException {
        Access access = access(x, null);
        ArrayNode list = StrictJson.MAPPER.createArrayNode();
        for (String match : log.matches()) {
            Optional<LiveMatch> live = matches.open(match);
            if (live.isEmpty()) {
                continue;
            }
            Optional<LiveEvent> shown = live.get().lastLearnt(access.heldBackNanos(settings.delay()));
            if (shown.isEmpty()) {
                continue; // held back from the spectators until its start may be shown
            }
            ObjectNode json = list.addObject().put("match", match);
            ObjectNode state = StateJson.of(shown.get().stateAfter(), Viewer.SPECTATOR);
            json.set("profile", state.get("rules"));
            json.set("players", state.get("players"));
            json.set("stage", state.get("stage"));
            json.put("seq", shown.get().seq());
            json.set("score", state.get("wins"));
            if (!(shown.get().stateAfter() instanceof MatchState.Ended)) {
                // the table a spectator's frame of its last event shows: what the board draws
                json.set("table", FrameJson.table(SPECTATOR.table(shown.get().stateAfter())));
            }
            marks(json, match, live.get());
            if (shown.get().stateAfter() instanceof MatchState.Ended ended) {
                if (state.has("winner")) {
                    json.set("winner", state.get("winner"));
                    // in the table's words: a partnership's win is its team's, by the team's score
                    json.put("result", SeenMatch.Started.result(ended.setup(), state.get("winner").asText(), ended.wins(), ended.draws()));
                }
                json.put("verdict", shown.get().audit().verdict(false).kind().word());
            }
        }
        x.json(200, StrictJson.MAPPER.createObjectNode().put("ok", true).set("matches", list));
    }

    void state(HttpExchange x, String match) throws IOException {
        Access access = access(x, match);
        LiveMatch live = live(match);
        Optional<LiveEvent> shown = live.lastLearnt(access.heldBackNanos(settings.delay()));
        long seq = shown.map(LiveEvent::seq).orElse(0L);
        ObjectNode answer = StrictJson.MAPPER.createObjectNode().put("ok", true).put("match", match);
        String at = x.query("at");
        if (at != null) {
            LiveEvent then = live.event(seqAt(at, seq)).orElseThrow();
            // the match as an audit of its log up to there leaves it: at its last valid event
            answer.put("seq", then.seq()).set("state", StateJson.of(then.audit().state(), access.viewer()));
            x.json(200, answer);
            return;
        }
        answer.set("state", StateJson.of(shown.map(LiveEvent::stateAfter).orElse(MatchState.NOT_STARTED), access.viewer()));
        marks(answer, match, live);
        x.json(200, answer, Map.of("ETag", "\"" + seq + "\""));
    }

    /** What the board and the pages mark a match with: abandoned, and the key it is signed by. */
    private void marks(ObjectNode json, String match, LiveMatch live) {
        if (abandoned.has(match)) {
            json.put("abandoned", true);
        }
        signer(live).ifPresent(signer -> json.put("signer", signer));
    }

    /** The public key, in hex, that the match is signed by: its MatchStarted names it, for everyone to check the record against. */
    private static Optional<String> signer(LiveMatch live) {
        return live.event(1).map(LiveEvent::event).filter(MatchStarted.class::isInstance).map(started -> ((MatchStarted) started).signer());
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
        throw new Refused(400, "bad-request", last == 0 ? "no event of the match may be shown yet, so none `at` " + at
                : "`at` is the seq of an event of the match, 1 to " + last + ", not " + at);
    }

    void moves(HttpExchange x, String match) throws IOException {
        Access access = access(x, match);
        if (access instanceof Access.Anyone) {
            throw new Refused(401, "unauthorized", "the moves name cards in the players' hands: they need the recorder token or a player's link");
        }
        LiveMatch live = live(match);
        Optional<LiveEvent> now = live.lastLearnt(0);
        ObjectNode answer = Protocol.moves(match, now.map(LiveEvent::stateAfter).orElse(MatchState.NOT_STARTED), access.viewer());
        x.json(200, answer, Map.of("ETag", "\"" + now.map(LiveEvent::seq).orElse(0L) + "\""));
    }

    void move(HttpExchange x, String match) throws IOException {
        recorderToken(x, match);
        byte[] body = x.body(settings.bodyLimit());
        ObjectNode request = HttpExchange.parse(body);
        String op = request.path("op").asText(null);
        if (op == null || !MoveJson.OPS.contains(op)) {
            throw new Refused(400, "bad-request", "a move's `op` is one of " + String.join(", ", MoveJson.OPS.stream().sorted().toList())
                    + (op == null ? "" : ", not " + op) + "; the state and the moves are GET routes, and a match is started by POST /api/matches");
        }
        JsonNode named = request.get("match");
        if (named != null && !match.equals(named.asText())) {
            throw new Refused(400, "bad-request", "the body names match " + named.asText() + ", the path " + match);
        }
        request.put("match", match);
        String ifMatch = x.header("If-Match");
        if (ifMatch != null) {
            long expect = seqOf(ifMatch);
            JsonNode given = request.get("expect");
            if (given != null && !(given.isIntegralNumber() && given.asLong() == expect)) {
                throw new Refused(400, "bad-request", "If-Match says seq " + expect + " and `expect` " + given + ": give one of them");
            }
            request.put("expect", expect);
        }
        String key = x.header("Idempotency-Key");
        Answer answer = key == null ? move(match, request) : keys.once("POST /api/matches/{id}/moves", match, key, body, () -> move(match, request));
        x.json(answer.status(), answer.body(), answer.headers());
    }

    /**
     * Gives a match up before its end: it is shown as abandoned and records no more moves; its log stays as it is
     * (the format has no event for it), and the match's writer is let go. Its streams and the board's are told at once.
     * Abandoning it again says the same.
     */
    void abandon(HttpExchange x, String match) throws IOException {
        recorderToken(x, match);
        LiveMatch live = live(match);
        if (live.ended()) {
            throw new Refused(409, "match", "match " + match + " has ended: only a match in progress can be abandoned");
        }
        abandoned.add(match);
        matches.abandoned(match);
        x.json(200, StrictJson.MAPPER.createObjectNode().put("ok", true).put("match", match).put("abandoned", true)
                .put("seq", live.seq()));
    }

    /**
     * A move, with the match's lock held: the match resumed first when it is not recorded here (what the resume warns
     * of goes with this move's answer), closed once the move ends it.
     */
    private Answer move(String match, ObjectNode request) throws IOException {
        if (abandoned.has(match)) {
            return new Answer(409, HttpExchange.error("match", "match " + match + " was abandoned: it records no more moves, and its log stays as it was")
                    .put("match", match));
        }
        try {
            Answer answer = matches.recording(match, Packs::random, new Moved(request));
            return shown(answer.status(), answer.body(), answer.headers());
        } catch (IOException | RecorderException | RuntimeException e) {
            Protocol.Reply failed = Protocol.failed(match, e);
            int status = Statuses.of(failed, 200);
            if (status == 404) {
                return new Answer(404, HttpExchange.error("not-found", "there is no match " + match + "; POST /api/matches starts one").put("match", match));
            }
            return shown(status, failed.body(), Map.of());
        }
    }

    /**
     * A move request made on its match, the lock held: its answer, what a resume for it warned of with it. (A class of
     * its own, not a lambda: made anew for every move, the lambda took more of a move's time in the profile than the
     * judge did.)
     */
    private record Moved(ObjectNode request) implements LiveMatches.Turn<Answer> {
        @Override
        public Answer take(LiveMatch live, List<String> resumed) {
            Protocol.Reply reply = Protocol.reply(request, () -> Protocol.move(live, request));
            if (!resumed.isEmpty()) {
                ArrayNode warnings = reply.body().putArray("warnings");
                resumed.forEach(warnings::add);
            }
            int status = Statuses.of(reply, 200);
            if (reply.refusal().filter(Refusal.STALE::equals).isPresent()) {
                paged(live.match(), reply.body());
            }
            return status == 200 ? new Answer(status, reply.body(), Map.of("ETag", "\"" + live.seq() + "\"")) : new Answer(status, reply.body());
        }
    }

    /**
     * A stale move's answer carries a page of what its sender missed at most: the count of them, and where the
     * match's stream gives the rest. A client far behind reads the table anew rather than every event since.
     */
    private static void paged(String match, ObjectNode stale) {
        JsonNode events = stale.get("events");
        if (events == null || !events.isArray()) {
            return;
        }
        int missed = events.size();
        stale.put("missed", missed);
        if (missed <= STALE_PAGE) {
            return;
        }
        ArrayNode page = StrictJson.MAPPER.createArrayNode();
        for (int i = 0; i < STALE_PAGE; i++) {
            page.add(events.get(i));
        }
        stale.set("events", page);
        String next = "/api/matches/" + match + "/events?from=" + (stale.path("expected").asLong() + STALE_PAGE);
        stale.put("next", next);
        stale.put("message", stale.get("message").asText() + ". It missed " + missed + " events; `events` holds the first "
                + STALE_PAGE + ": GET " + next + " gives the rest, or GET /api/matches/" + match + " the table as it is now");
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
        throw new Refused(400, "bad-request", "If-Match names the seq the sender last saw, as the ETag gave it (\"12\"), not " + tag);
    }

    void events(HttpExchange x, String match) throws IOException {
        Access access = access(x, match);
        LiveMatch live = live(match);
        streams.match(x, live, access, from(x), () -> abandoned.has(match));
    }

    /** The match's frames, as server-sent events or NDJSON ({@code Accept}, or {@code ?format=sse|ndjson}). */
    void frames(HttpExchange x, String match) throws IOException {
        Access access = access(x, match);
        LiveMatch live = live(match);
        String format = x.query("format");
        if (format != null && !format.equals("sse") && !format.equals("ndjson")) {
            throw new Refused(400, "bad-request", "`format` is sse or ndjson, not " + format);
        }
        streams.frames(x, live, access, from(x), format == null ? Streams.ndjson(x) : format.equals("ndjson"), () -> abandoned.has(match));
    }

    void allEvents(HttpExchange x) throws IOException {
        Access access = access(x, null);
        Long from = from(x);
        streams.all(x, access, from == null ? matches.lastNews() : from);
    }

    /** Where a stream resumes: after {@code Last-Event-ID} or {@code ?from=}; null when neither is given. */
    private static Long from(HttpExchange x) {
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
        throw new Refused(400, "bad-request", "`" + what + "` is the seq of the last event seen, a whole number of at least 0, not " + given);
    }

    /** A log sent in the body, audited as {@code audit --json} audits a file. */
    void audit(HttpExchange x) throws IOException {
        if (access(x, null) instanceof Access.RecorderToken) {
            audit(x, settings.auditLimit());
            return;
        }
        if (!anonymousAudits.tryAcquire()) {
            throw new Refused(429, "busy", "this server audits " + ANONYMOUS_AUDITS + " logs of strangers at a time: try again in a moment",
                    Map.of("Retry-After", "1"));
        }
        try {
            audit(x, settings.anonymousAuditLimit());
        } finally {
            anonymousAudits.release();
        }
    }

    /** @param limit the most bytes of log audited: 16 MiB for the token's holder, 1 MiB for anyone else */
    private void audit(HttpExchange x, int limit) throws IOException {
        byte[] body = x.body(limit);
        StringBuilder verdicts = new StringBuilder();
        for (Verdict verdict : LogAudits.audit(new ByteArrayInputStream(body), false)) {
            verdicts.append(StrictJson.MAPPER.writeValueAsString(VerdictReport.json("body", verdict))).append('\n');
        }
        x.send(200, Streams.NDJSON, verdicts.toString().getBytes(StandardCharsets.UTF_8), Map.of());
    }

    LiveMatch live(String match) throws IOException {
        return matches.open(match).orElseThrow(() -> new Refused(404, "not-found", "there is no match " + match + "; POST /api/matches starts one"));
    }

    static Map<String, String> retryAfter(int status) {
        return status == 503 ? Map.of("Retry-After", "5") : Map.of();
    }
}
