package org.conquian.contract;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import org.conquian.card.Card;
import org.conquian.event.AppealDecided;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.RulingGiven;
import org.conquian.game.DealPhase;
import org.conquian.meld.Meld;
import org.conquian.view.Frame;
import org.conquian.view.SeenDeal;
import org.conquian.view.SeenHand;
import org.conquian.view.SeenMatch;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A frame ({@link Frame}) as JSON, written once for every page and stream: its {@code seq}; the {@code event} as the
 * viewer may have it, a line of the format in its canonical form; its {@code words}; the {@code table} after it; and
 * for a player or the officials their {@code moves} ({@link MovesJson}). The table's {@code deal} is the view of a deal
 * that {@code cards.js} draws (the comment at its top says its keys). {@code frame.schema.json} describes it.
 */
public final class FrameJson {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private FrameJson() {
    }

    /** The whole frame, as a live match's stream gives it. */
    public static ObjectNode of(Frame frame) {
        ObjectNode json = NODES.objectNode();
        json.put("seq", frame.seq());
        json.putRawValue("event", new RawValue(EventJson.lineText(EventJson.toJson(frame.envelope(), frame.event()))));
        json.put("words", frame.words());
        json.set("table", table(frame.table()));
        frame.moves().ifPresent(moves -> json.set("moves", MovesJson.of(frame.envelope().match(), moves)));
        return json;
    }

    /**
     * The frame as a replay page holds it: its seq, words and table, and {@code "director": true} for a call, a ruling or an
     * appeal, which its list of moves marks; the page shows the words, not the event.
     */
    public static ObjectNode replayed(Frame frame) {
        ObjectNode json = NODES.objectNode();
        json.put("seq", frame.seq());
        json.put("words", frame.words());
        if (frame.event() instanceof IrregularityCalled || frame.event() instanceof RulingGiven || frame.event() instanceof AppealDecided) {
            json.put("director", true);
        }
        json.set("table", table(frame.table()));
        return json;
    }

    /**
     * The table: its {@code stage}; once the match is started its {@code score}; what comes {@code next}; the
     * {@code deal}, if one was dealt, else the {@code seats} the first deal is waited for at, or before the match
     * starts the seats it will start at, when known.
     */
    public static ObjectNode table(SeenMatch seen) {
        ObjectNode json = NODES.objectNode();
        json.put("stage", StateJson.word(seen.stage()));
        if (seen instanceof SeenMatch.Started started) {
            json.put("score", started.score());
        }
        json.put("next", seen.next());
        if (seen instanceof SeenMatch.Started started) {
            started.lastDeal().ifPresent(deal -> json.set("deal", deal(deal, started.pack().twice() != 0)));
        }
        seen.seats().ifPresent(seats -> json.set("seats", seats(seats)));
        return json;
    }

    /**
     * The table before its first deal, in the keys of a deal that {@code cards.js} reads, without cards: the players in
     * order of play ({@code p}, each {@code n} and in a partnership {@code t}), who deals first ({@code dl}), and what
     * the table waits for ({@code cw}), said at its centre.
     */
    private static ObjectNode seats(SeenMatch.Seats seats) {
        ObjectNode json = NODES.objectNode();
        json.put("dl", seats.dealer());
        ArrayNode players = json.putArray("p");
        for (String player : seats.setup().players()) {
            ObjectNode node = players.addObject();
            node.put("n", player);
            seats.setup().teamOf(player).ifPresent(team -> node.put("t", SeenDeal.team(team)));
        }
        json.put("cw", seats.words());
        return json;
    }

    /**
     * The deal in short keys, as {@code cards.js} reads it: a long match has a frame per event.
     *
     * @param twoPacks whether every card is in the pack twice (house rule {@code packs} 2): a card code may then lie in two places
     */
    private static ObjectNode deal(SeenDeal deal, boolean twoPacks) {
        ObjectNode json = NODES.objectNode();
        json.put("n", deal.number());
        json.put("dl", deal.dealer());
        if (deal.concealed()) {
            json.put("c", true);
        }
        ArrayNode players = json.putArray("p");
        for (String player : deal.players()) {
            SeenHand hand = deal.hand(player);
            ObjectNode node = players.addObject();
            node.put("n", player);
            node.put("z", hand.size());
            switch (hand) {
                case SeenHand.Visible visible -> {
                    node.put("h", codes(visible.cards().toList()));
                    node.put("d", visible.faceDown());
                }
                case SeenHand.Hidden hidden -> node.put("d", hidden.size());
            }
            // a team's melds are one arrangement: at the seat of the first of the team, the partner's seat naming it
            deal.teamOf(player).ifPresent(team -> {
                node.put("t", SeenDeal.team(team));
                if (!deal.laysOutMelds(player)) {
                    node.put("ms", team.getFirst());
                }
            });
            ArrayNode melds = node.putArray("m");
            if (deal.laysOutMelds(player)) {
                for (Meld meld : deal.melds(player).melds()) {
                    melds.add(codes(meld.cards().toList()));
                }
            }
        }
        deal.centre().ifPresent(centre -> json.put("cc", centre.card().code()));
        json.put("cw", deal.centreWords(Card::code));
        // the deal's end names how it ended, where the table shows it: won by whom, drawn or void
        if (deal.phase() instanceof DealPhase.Over over) {
            json.put("r", over.describe());
        }
        json.put("k", deal.stockLeft());
        deal.stock().ifPresent(stock -> json.put("o", codes(stock)));
        json.put("w", codes(deal.waste().toList()));
        if (twoPacks) {
            json.put("x", 2);
        }
        return json;
    }

    private static String codes(List<Card> cards) {
        return cards.stream().map(Card::code).collect(Collectors.joining(" "));
    }
}
