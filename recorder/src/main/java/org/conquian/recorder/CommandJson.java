package org.conquian.recorder;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.contract.StateJson;

import java.util.TreeMap;


/** A legal move as the protocol's request that would make it, so a bot can send back what it picks. */
public final class CommandJson {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private CommandJson() {
    }

    public static ObjectNode of(Command command) {
        ObjectNode json = NODES.objectNode();
        switch (command) {
            case Command.StartMatch start -> {
                json.put("op", "start");
                ArrayNode players = json.putArray("players");
                start.players().forEach(players::add);
                json.put("firstDealer", start.firstDealer());
            }
            case Command.Deal deal -> json.put("op", "deal");
            case Command.DealConcealed deal -> json.put("op", "deal");
            case Command.Exchange exchange -> {
                json.put("op", "exchange");
                exchange.given().ifPresent(given -> {
                    ObjectNode cards = json.putObject("cards");
                    new TreeMap<>(given).forEach((player, card) -> cards.put(player, card.code()));
                });
            }
            case Command.ShowHands show -> {
                json.put("op", "show");
                show.hands().ifPresent(hands -> {
                    ObjectNode shown = json.putObject("hands");
                    new TreeMap<>(hands).forEach((player, cards) -> shown.set(player, StateJson.cards(cards)));
                });
            }
            case Command.Reveal reveal -> move(json, "reveal", reveal.player(), reveal.card());
            case Command.Take take -> {
                move(json, "take", take.player(), take.card());
                ArrayNode melds = json.putArray("melds");
                take.melds().forEach(meld -> melds.add(StateJson.cards(meld)));
            }
            case Command.Reject reject -> move(json, "reject", reject.player(), reject.card());
            case Command.Pass pass -> move(json, "pass", pass.player(), pass.card());
            case Command.Force force -> {
                move(json, "force", force.player(), force.card());
                json.put("target", force.target());
            }
            case Command.Discard discard -> move(json, "discard", discard.player(), discard.card());
        }
        return json;
    }

    private static void move(ObjectNode json, String op, String player, Card card) {
        json.put("op", op);
        json.put("player", player);
        json.put("card", card.code());
    }
}
