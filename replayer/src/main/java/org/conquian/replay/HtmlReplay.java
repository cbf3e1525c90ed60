package org.conquian.replay;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.Fault;
import org.conquian.audit.Verdict;
import org.conquian.contract.FrameJson;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealEnded;
import org.conquian.event.DealResult;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.Narration;
import org.conquian.game.MatchState;
import org.conquian.view.Observer;
import org.conquian.view.SeenMatch;
import org.conquian.view.Viewer;

import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A replay as one self-contained HTML page: the viewer's frame of every event of the {@link Replay} (the same
 * positions, tables and words as the terminal replay and the live pages, made by the library's {@link Observer} and
 * written by {@link FrameJson}), the cards drawn by {@link CardArt}, and a script that steps through them. Nothing is
 * fetched: no script, style, font or image comes from elsewhere. Seen by a player or a spectator, the page holds only
 * what that viewer may know at each moment: the hands it may not see, the stock's order and the cambio cards it
 * neither gave nor received are left out of the data, not merely hidden.
 */
public final class HtmlReplay {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{(title|table-style|style|data|table-script|script)}}");

    private HtmlReplay() {
    }

    /**
     * @param opening the position the page opens at when its address names none; else an invalid match opens at
     *                its fault, a match in progress at its last event, and a finished one at its first deal, as dealt
     */
    public static String page(Replay replay, Viewer viewer, RuleBook book, Optional<Integer> opening) {
        ObjectNode data = data(replay, viewer, book);
        int frames = data.withArray("frames").size();
        data.put("open", opening.orElse(replay.fault().isPresent() ? frames - 1
                : replay.verdict().kind() == Verdict.Kind.VALID ? Math.min(replay.nextDeal(0), replay.end()) : replay.end()));
        String json;
        try {
            // "<" is escaped so that no string of the data can end the script element it sits in
            json = JSON.writeValueAsString(data).replace("<", "\\u003c");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the replay's data could not be written as JSON", e);
        }
        String title = "Match " + replay.match() + viewer.inWords().map(who -> ", as " + who + " sees it").orElse("");
        Map<String, String> parts = Map.of("title", escape(title), "table-style", CardArt.style(), "style", CardArt.resource("replay.css"),
                "data", json, "table-script", CardArt.script(), "script", CardArt.resource("replay.js"));
        // one pass over the template, so that nothing inserted (a player's name, say) is read as a placeholder
        Matcher placeholder = PLACEHOLDER.matcher(CardArt.resource("replay.html"));
        StringBuilder page = new StringBuilder(json.length() + 40_000);
        while (placeholder.find()) {
            placeholder.appendReplacement(page, Matcher.quoteReplacement(parts.get(placeholder.group(1))));
        }
        return placeholder.appendTail(page).toString();
    }

    /**
     * The match, its verdict, the deals, and the frames the viewer is given ({@link FrameJson#replayed}), one per
     * position: the one before the first event, one per event, and one for the faulty event of an invalid match.
     */
    static ObjectNode data(Replay replay, Viewer viewer, RuleBook book) {
        Observer observer = Observer.of(viewer);
        ObjectNode data = NODES.objectNode();
        data.put("match", replay.match());
        viewer.inWords().ifPresent(who -> data.put("viewer", who));
        SeenMatch last = observer.table(replay.stateAt(replay.end()));
        if (last instanceof SeenMatch.Started started) {
            data.put("terms", started.terms(" · "));
            book = book.forProfile(started.setup().profile().id());
        }
        data.put("verdict", replay.verdict().kind().word());
        data.put("record", "The record: " + replay.trust() + ".");
        data.put("events", replay.end());
        ArrayNode frames = data.putArray("frames");
        frames.addObject().put("words", replay.describe(0, viewer)).set("table", FrameJson.table(replay.tableAt(0, observer)));
        for (int position = 1; position <= replay.end(); position++) {
            frames.add(FrameJson.replayed(replay.frame(position, viewer)));
        }
        Optional<Fault> fault = replay.fault();
        if (fault.isPresent()) {
            ObjectNode faulty = frames.addObject();
            if (fault.get().seq() != null) {
                faulty.put("seq", fault.get().seq());
            }
            faulty.put("words", replay.faultyEvent().map(event -> words(event, replay.stateAt(replay.end()), observer))
                    .orElse("an event that could not be read"));
            faulty.set("table", FrameJson.table(last));
            faulty.put("fault", true);
            ObjectNode node = data.putObject("fault");
            if (fault.get().seq() != null) {
                node.put("seq", fault.get().seq());
            }
            node.put("line", fault.get().line());
            node.put("rule", fault.get().rule().id());
            node.put("message", fault.get().message());
            book.section(fault.get().rule()).ifPresent(text -> node.put("ruleHtml", RuleBook.html(text)));
        }
        data.set("deals", deals(replay, observer));
        if (replay.end() > 0 && observer.table(replay.stateAt(1)) instanceof SeenMatch.Started started) {
            data.set("standing", standing(started));
        }
        return data;
    }

    /** The faulty event in words, as the viewer may know it; only the officials' view names a faulty cambio's cards. */
    private static String words(Event event, MatchState before, Observer observer) {
        return observer.viewer() instanceof Viewer.Officials || !(event instanceof CardsExchanged)
                ? Narration.sentence(observer.event(before, event)) : Narration.brief(event);
    }

    /**
     * Each deal: its number, dealer, first position, whether face down, and how and where it ended, with the standings
     * after it as the library counts them (wins or points, a team's in a partnership; a void deal neither won nor drawn).
     */
    private static ArrayNode deals(Replay replay, Observer observer) {
        ArrayNode deals = NODES.arrayNode();
        ObjectNode current = null;
        for (int position = 1; position <= replay.end(); position++) {
            Event event = replay.momentAt(position).orElseThrow().event();
            if (event instanceof DealStarted dealt) {
                current = deals.addObject();
                current.put("n", dealt.deal());
                current.put("dl", dealt.dealer());
                current.put("at", position);
                if (dealt.concealed()) {
                    current.put("c", true);
                }
            } else if (event instanceof DealEnded ended && current != null) {
                current.put("e", position);
                // a deal the director ended, void or awarded, says so
                boolean ruled = replay.stateAt(position - 1) instanceof MatchState.Underway underway
                        && underway.hearing().endingTheDeal().isPresent();
                switch (ended.result()) {
                    case DealResult.Won won -> current.put("r", (ruled ? "awarded to " : "won by ") + won.winner()).put("w", won.winner());
                    case DealResult.Drawn drawn -> current.put("r", "drawn");
                    case DealResult.Voided voided -> current.put("r", ruled ? "void by ruling" : "void");
                }
                if (observer.table(replay.stateAt(position)) instanceof SeenMatch.Started started) {
                    current.set("s", standing(started));
                }
            }
        }
        return deals;
    }

    /** The standings as rows of who and how many: {@code [["ana & cruz","1 win"],["drawn","2 deals"]]}. */
    private static ArrayNode standing(SeenMatch.Started started) {
        ArrayNode rows = NODES.arrayNode();
        started.standings().forEach(row -> rows.addArray().add(row.who()).add(row.count()));
        return rows;
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
