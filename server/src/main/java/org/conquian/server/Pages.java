package org.conquian.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.contract.StrictJson;
import org.conquian.log.EventLog;
import org.conquian.log.LogCursor;
import org.conquian.replay.HtmlReplay;
import org.conquian.replay.Replay;
import org.conquian.replay.RuleBook;
import org.conquian.rules.RuleId;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The pages the server serves beside its API: the club's board, the form that starts a match, a match's live table,
 * the scorer's page (each a file of this module's resources, under {@code pages/}, with what they share under
 * {@code pages/assets/}), and a match's self-contained replay file as {@code replay --html} writes it.
 */
final class Pages {

    private static final String ROOT = "/org/conquian/server/pages/";
    /** The cards and the table the replay page draws, served as they are: {@code /assets/cards.js}, {@code /assets/table.css}. */
    private static final String REPLAY = "/org/conquian/replay/";
    private static final Set<String> SHARED = Set.of("cards.js", "table.css");
    private static final Pattern ASSET = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,100}");
    private static final Map<String, String> TYPES = Map.of("html", "text/html", "js", "text/javascript", "css", "text/css",
            "svg", "image/svg+xml", "png", "image/png", "json", HttpExchange.JSON, "ico", "image/x-icon", "woff2", "font/woff2");

    private final EventLog log;

    Pages(EventLog log) {
        this.log = log;
    }

    void board(HttpExchange x) throws IOException {
        page(x, "board.html");
    }

    /** The form a scorer starts a match with, on the tablet that then scores it. */
    void newMatch(HttpExchange x) throws IOException {
        page(x, "new.html");
    }

    void table(HttpExchange x) throws IOException {
        page(x, "table.html");
    }

    void record(HttpExchange x) throws IOException {
        page(x, "record.html");
    }

    void asset(HttpExchange x, String name) throws IOException {
        if (!ASSET.matcher(name).matches() || name.contains("..")) {
            throw new HttpExchange.Refused(404, "not-found", "there is no asset " + name);
        }
        resource(x, SHARED.contains(name) && Pages.class.getResource(ROOT + "assets/" + name) == null ? REPLAY + name : ROOT + "assets/" + name);
    }

    /**
     * The rule book's sections as they hold in one profile, by rule id, in Markdown ({@code rules}) and as the library
     * renders them for every page ({@code html}): the scorer's page shows the rule a refusal names.
     */
    void rules(HttpExchange x) throws IOException {
        String profile = x.query("profile");
        RuleBook book = profile == null ? RuleBook.load() : RuleBook.load().forProfile(profile);
        ObjectNode answer = StrictJson.MAPPER.createObjectNode().put("ok", true);
        if (profile != null) {
            answer.put("profile", profile);
        }
        ObjectNode rules = answer.putObject("rules");
        ObjectNode html = answer.putObject("html");
        for (RuleId id : RuleId.values()) {
            book.section(id).ifPresent(text -> {
                rules.put(id.id(), text);
                html.put(id.id(), RuleBook.html(text));
            });
        }
        x.json(200, answer, Map.of("Cache-Control", "max-age=3600"));
    }

    private static void page(HttpExchange x, String file) throws IOException {
        resource(x, ROOT + file);
    }

    /** @param resource the file's path among the resources */
    private static void resource(HttpExchange x, String resource) throws IOException {
        String file = resource.substring(resource.lastIndexOf('/') + 1);
        try (InputStream in = Pages.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new HttpExchange.Refused(404, "not-found", "this server holds no page " + file);
            }
            String extension = file.substring(file.lastIndexOf('.') + 1);
            x.send(200, TYPES.getOrDefault(extension, "application/octet-stream"), in.readAllBytes(), Map.of("Cache-Control", "no-cache"));
        }
    }

    /** The replay file, for the officials or one player; a spectator sees the table live, not the hands a replay holds. */
    void replay(HttpExchange x, Access access, org.conquian.recorder.LiveMatch live) throws IOException {
        String match = live.match();
        if (access instanceof Access.Anyone) {
            throw new HttpExchange.Refused(401, "unauthorized", "the replay file holds every hand: open it with a player's link or the recorder token");
        }
        Replay replay;
        try (LogCursor lines = log.read(match)) {
            replay = Replay.of(match, lines);
        }
        String page = HtmlReplay.page(replay, access.viewer(), RuleBook.load(), Optional.empty());
        x.send(200, "text/html", page.getBytes(StandardCharsets.UTF_8), Map.of());
    }
}
