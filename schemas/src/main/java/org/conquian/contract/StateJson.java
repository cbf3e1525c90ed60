package org.conquian.contract;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.Trust;
import org.conquian.card.Card;
import org.conquian.game.DealPhase;
import org.conquian.game.Hearing;
import org.conquian.game.MatchSetup;
import org.conquian.game.MatchState;
import org.conquian.meld.Meld;
import org.conquian.rules.House;
import org.conquian.view.Observer;
import org.conquian.view.SeenDeal;
import org.conquian.view.SeenHand;
import org.conquian.view.SeenMatch;
import org.conquian.view.Viewer;

import java.util.List;
import java.util.Locale;

/**
 * A match's state as JSON, for programs: the recorder's protocol answers with it and {@code replay --json}
 * prints it. It is written from what the viewer may know ({@link Observer#table}), never from the record: the officials
 * see everything, a player the other players' hands and the stock's order not, a spectator no hand until shown.
 */
public final class StateJson {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private StateJson() {
    }

    public static ObjectNode of(MatchState record, Viewer viewer) {
        return of(Observer.of(viewer).table(record));
    }

    /** The match as one viewer sees it. */
    public static ObjectNode of(SeenMatch seen) {
        ObjectNode json = NODES.objectNode();
        json.put("stage", word(seen.stage()));
        if (!(seen instanceof SeenMatch.Started started)) {
            return json;
        }
        MatchSetup setup = started.setup();
        ArrayNode players = json.putArray("players");
        setup.players().forEach(players::add);
        json.put("rules", setup.profile().id());
        json.put("targetWins", setup.profile().targetWins());
        json.put("deck", started.pack().distinct().size());
        json.put("forcedMeld", setup.profile().forcedMeld());
        if (!setup.profile().house().isEmpty()) {
            ObjectNode house = json.putObject("house");
            setup.profile().house().declared().forEach((key, value) -> {
                switch (value) {
                    case Integer number -> house.put(key.key(), number);
                    case Boolean bool -> house.put(key.key(), bool);
                    case House.Word word -> house.put(key.key(), word.word());
                    default -> throw new IllegalArgumentException("no value of a house rule: " + value);
                }
            });
        }
        json.put("firstDealer", setup.firstDealer());
        ObjectNode wins = json.putObject("wins");
        setup.players().forEach(player -> wins.put(player, started.winsOf(player)));
        json.put("draws", started.draws());
        started.winner().ifPresent(winner -> json.put("winner", winner));
        started.lastDeal().ifPresent(deal -> json.set("deal", deal(deal)));
        started.callWaiting().ifPresent(waiting -> json.set("call", call(waiting)));
        return json;
    }

    /** The call that waits for the director's ruling, as recorded, with its seq (a ruling names it): face up for every viewer. */
    private static ObjectNode call(Hearing.CallWaiting waiting) {
        try {
            ObjectNode call = (ObjectNode) StrictJson.MAPPER.readTree(EventJson.lineText(EventJson.body(waiting.call())));
            return NODES.objectNode().put("seq", waiting.seq()).setAll(call);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the codec wrote a call it cannot read back", e);
        }
    }

    private static ObjectNode deal(SeenDeal deal) {
        ObjectNode json = NODES.objectNode();
        json.put("number", deal.number());
        json.put("dealer", deal.dealer());
        json.put("phase", phaseName(deal.phase()));
        deal.phase().actor().ifPresent(actor -> json.put("actor", actor));
        if (deal.phase() instanceof DealPhase.Over over) {
            json.put("result", over.result().word());
        }
        deal.centre().ifPresent(centre -> {
            ObjectNode node = json.putObject("centre");
            node.put("card", centre.card().code());
            node.put("openTo", centre.openTo());
            if (deal.phase() instanceof DealPhase.CardOpen open) {
                node.put("from", word(open.origin()));
            } else {
                node.put("forced", true);
            }
        });
        if (deal.phase() instanceof DealPhase.AwaitingArrangement taken) {
            json.put("taken", taken.card().code());
        }
        json.put("stock", deal.stockLeft());
        json.put("concealed", deal.concealed());
        deal.stock().ifPresent(stock -> json.set("stockCards", cards(stock)));
        json.put("waste", deal.waste().size());
        ObjectNode players = json.putObject("hands");
        for (String player : deal.players()) {
            SeenHand hand = deal.hand(player);
            ObjectNode node = players.putObject(player);
            // a face-down hand counts all its cards; only those shown are named
            node.put("handSize", hand.size());
            switch (hand) {
                case SeenHand.Visible visible -> {
                    node.set("hand", cards(visible.cards().toList()));
                    if (visible.faceDown() > 0) {
                        node.put("faceDown", visible.faceDown());
                    }
                }
                // face down on the table, as every hand of a concealed deal is: not merely hidden from this viewer
                case SeenHand.Hidden hidden -> {
                    if (deal.concealed() && hidden.size() > 0) {
                        node.put("faceDown", hidden.size());
                    }
                }
            }
            ArrayNode melds = node.putArray("melds");
            for (Meld meld : deal.melds(player).melds()) {
                melds.add(cards(meld.cards().toList()));
            }
            node.put("melded", deal.melds(player).cards().size());
        }
        return json;
    }

    /**
     * A match's trust as a verdict and the state topic write it: a signed match's {@code signer} and
     * {@code signedThrough} (null when no signature verified), a committed shuffle's {@code shuffle}; nothing for neither.
     */
    public static void putTrust(ObjectNode json, Trust trust) {
        if (trust.signed()) {
            json.put("signer", trust.signer());
            if (trust.signedThrough() == null) {
                json.putNull("signedThrough");
            } else {
                json.put("signedThrough", trust.signedThrough());
            }
        }
        if (trust.shuffle().word() != null) {
            json.put("shuffle", trust.shuffle().word());
        }
    }

    /** Cards as a JSON list of card codes, in a view. */
    public static ArrayNode cards(List<Card> cards) {
        ArrayNode array = NODES.arrayNode(cards.size());
        cards.forEach(card -> array.add(card.code()));
        return array;
    }

    /** A stage, status or origin as the JSON views write it: {@code IN_DEAL} is {@code in-deal}. */
    public static String word(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The phase's name in the JSON view: {@code AwaitingForcedTake} is {@code awaiting-forced-take}. */
    public static String phaseName(DealPhase phase) {
        return phase.getClass().getSimpleName().replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
    }
}
