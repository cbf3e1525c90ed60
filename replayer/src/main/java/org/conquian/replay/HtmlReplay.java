package org.conquian.replay;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.Fault;
import org.conquian.audit.Verdict;
import org.conquian.card.Card;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealEnded;
import org.conquian.event.DealResult;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.Narration;
import org.conquian.game.DealState;
import org.conquian.game.Holding;
import org.conquian.game.MatchState;
import org.conquian.meld.Meld;
import org.conquian.view.Observer;
import org.conquian.view.Viewer;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A replay as one self-contained HTML page: the table at every position of the {@link Replay} (the same
 * positions, states and words as the terminal replay), the cards drawn by {@link CardArt}, and a script
 * that steps through them. Nothing is fetched: no script, style, font or image comes from elsewhere.
 * Seen by a player or a spectator, the page holds only what that viewer may know at each moment
 * ({@link Observer}): the hands it may not see, the stock's order and the cambio cards it neither gave nor
 * received are left out of the data, not merely hidden.
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
        TableView view = new TableView(new Style(true, false), viewer);
        ObjectNode data = data(replay, view, book);
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

    /** The match, its verdict, the deals, and one frame per position (and one for the faulty event of an invalid match). */
    static ObjectNode data(Replay replay, TableView view, RuleBook book) {
        ObjectNode data = NODES.objectNode();
        data.put("match", replay.match());
        view.observer().viewer().inWords().ifPresent(who -> data.put("viewer", who));
        MatchState last = replay.stateAt(replay.end());
        if (last instanceof MatchState.Started started) {
            data.put("terms", view.terms(started));
            started.setup().players().forEach(data.withArray("players")::add);
            book = book.forProfile(started.setup().profile().id());
        }
        data.put("verdict", replay.verdict().kind().word());
        data.put("record", "The record: " + replay.trust() + ".");
        data.put("events", replay.end());
        ArrayNode frames = data.putArray("frames");
        for (int position = 0; position <= replay.end(); position++) {
            frames.add(frame(replay, view, position));
        }
        Optional<Fault> fault = replay.fault();
        if (fault.isPresent()) {
            ObjectNode faulty = frame(replay, view, replay.end());
            faulty.put("e", replay.faultyEvent().map(event -> words(event, replay.stateAt(replay.end()), view.observer()))
                    .orElse("an event that could not be read"));
            if (fault.get().seq() == null) {
                faulty.putNull("q");
            } else {
                faulty.put("q", fault.get().seq());
            }
            faulty.put("f", true);
            frames.add(faulty);
            ObjectNode node = data.putObject("fault");
            if (fault.get().seq() != null) {
                node.put("seq", fault.get().seq());
            }
            node.put("line", fault.get().line());
            node.put("rule", fault.get().rule().id());
            node.put("message", fault.get().message());
            book.section(fault.get().rule()).ifPresent(text -> node.put("ruleText", text));
        }
        data.set("deals", deals(replay));
        return data;
    }

    /** The faulty event in words, as the viewer may know it; only the officials' view names a faulty cambio's cards. */
    private static String words(Event event, MatchState before, Observer observer) {
        return observer.viewer() instanceof Viewer.Officials || !(event instanceof CardsExchanged)
                ? Narration.sentence(observer.event(before, event)) : Narration.brief(event);
    }

    /** The table at one position, in short keys: a long match has a frame per event. */
    private static ObjectNode frame(Replay replay, TableView view, int position) {
        ObjectNode frame = NODES.objectNode();
        Optional<Replay.Frame> event = replay.frameAt(position);
        if (event.isPresent()) {
            frame.put("q", event.get().seq());
        } else {
            frame.putNull("q");
        }
        frame.put("e", replay.describe(position, view.observer().viewer()));
        if (!(view.observer().state(replay.stateAt(position)) instanceof MatchState.Started started)) {
            return frame;
        }
        frame.put("s", view.score(started));
        frame.put("x", view.next(started));
        started.lastDeal().ifPresent(deal -> frame.set("t", table(started, deal, view)));
        return frame;
    }

    private static ObjectNode table(MatchState.Started state, DealState deal, TableView view) {
        ObjectNode table = NODES.objectNode();
        table.put("n", deal.number());
        table.put("dl", deal.dealer());
        if (deal.concealed()) {
            table.put("c", true);
        }
        ArrayNode players = table.putArray("p");
        for (String player : deal.fromDealersRight()) {
            Holding holding = deal.holding(player);
            ObjectNode node = players.addObject();
            node.put("n", player);
            node.put("z", holding.size());
            if (view.observer().seesHand(deal, player)) {
                node.put("h", codes(holding.hand().toList()));
                node.put("d", holding.hidden());
            } else {
                node.put("d", holding.size());
            }
            ArrayNode melds = node.putArray("m");
            for (Meld meld : holding.melds().melds()) {
                melds.add(codes(meld.cards().toList()));
            }
        }
        deal.centreCard().ifPresent(centre -> table.put("cc", centre.card().code()));
        table.put("cw", view.centreWords(state, deal));
        table.put("k", deal.stockLeft());
        if (view.observer().seesStock(deal)) {
            table.put("o", codes(deal.stockLeftCards()));
        }
        table.put("w", codes(deal.waste().toList()));
        return table;
    }

    /** Each deal: its number, dealer, first position, whether face down, and how and where it ended. */
    private static ArrayNode deals(Replay replay) {
        ArrayNode deals = NODES.arrayNode();
        ObjectNode current = null;
        for (int position = 1; position <= replay.end(); position++) {
            Event event = replay.frameAt(position).orElseThrow().event();
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
                switch (ended.result()) {
                    case DealResult.Won won -> current.put("r", "won by " + won.winner()).put("w", won.winner());
                    case DealResult.Drawn drawn -> current.put("r", "drawn");
                    case DealResult.Voided voided -> current.put("r", "void");
                }
            }
        }
        return deals;
    }

    private static String codes(List<Card> cards) {
        return cards.stream().map(Card::code).collect(Collectors.joining(" "));
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
