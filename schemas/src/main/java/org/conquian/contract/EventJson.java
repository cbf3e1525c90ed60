package org.conquian.contract;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.card.Card;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.DealEnded;
import org.conquian.event.DealResult;
import org.conquian.event.DealStarted;
import org.conquian.event.Envelope;
import org.conquian.event.Event;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.StockCardRevealed;

import java.nio.charset.StandardCharsets;
import java.util.List;

/** Writes events as the contract's JSON: the envelope first, then the type's fields, as EVENTS.md lists them. */
public final class EventJson {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private EventJson() {
    }

    public static ObjectNode toJson(Envelope envelope, Event event) {
        ObjectNode json = NODES.objectNode();
        json.put("v", EventForm.VERSION);
        json.put("match", envelope.match());
        json.put("seq", envelope.seq());
        json.put("at", envelope.at());
        json.put("type", event.type());
        if (envelope.prev() != null) {
            json.put("prev", envelope.prev());
        }
        switch (event) {
            case MatchStarted e -> {
                ArrayNode players = json.putArray("players");
                e.players().forEach(players::add);
                json.put("rules", e.rules());
                json.put("targetWins", e.targetWins());
                json.put("firstDealer", e.firstDealer());
            }
            case DealStarted e -> {
                json.put("deal", e.deal());
                json.put("dealer", e.dealer());
                ObjectNode hands = json.putObject("hands");
                e.hands().forEach((player, hand) -> hands.set(player, cards(hand)));
                json.set("stock", cards(e.stock()));
            }
            case StockCardRevealed e -> playerCard(json, e.player(), e.card());
            case CardTaken e -> playerCard(json, e.player(), e.card());
            case MeldsRearranged e -> {
                json.put("player", e.player());
                ArrayNode melds = json.putArray("melds");
                e.melds().forEach(meld -> melds.add(cards(meld)));
            }
            case CardDiscarded e -> playerCard(json, e.player(), e.card());
            case CardRejected e -> playerCard(json, e.player(), e.card());
            case CardPassed e -> playerCard(json, e.player(), e.card());
            case CardForced e -> {
                json.put("player", e.player());
                json.put("target", e.target());
                json.put("card", e.card().code());
            }
            case DealEnded e -> {
                json.put("deal", e.deal());
                json.put("result", e.result().word());
                if (e.result() instanceof DealResult.Won won) {
                    json.put("winner", won.winner());
                }
            }
            case MatchEnded e -> {
                json.put("winner", e.winner());
                ObjectNode wins = json.putObject("wins");
                e.wins().forEach(wins::put);
                json.put("draws", e.draws());
            }
        }
        return json;
    }

    /** One line of a log, without its line end. */
    public static byte[] line(ObjectNode json) {
        try {
            return StrictJson.MAPPER.writeValueAsBytes(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an event tree always serialises", e);
        }
    }

    public static String lineText(ObjectNode json) {
        return new String(line(json), StandardCharsets.UTF_8);
    }

    private static void playerCard(ObjectNode json, String player, Card card) {
        json.put("player", player);
        json.put("card", card.code());
    }

    /** Cards as a JSON list of card codes. */
    public static ArrayNode cards(List<Card> cards) {
        ArrayNode array = NODES.arrayNode(cards.size());
        cards.forEach(card -> array.add(card.code()));
        return array;
    }
}
