package org.conquian.contract;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.event.PlayedMove;
import org.conquian.event.RulingDecision;
import org.conquian.game.LegalMoves;
import org.conquian.view.Move;
import org.conquian.view.Moves;

import java.util.Optional;
import java.util.TreeMap;

/**
 * The moves a viewer is shown ({@link org.conquian.view.Observer#moves}) as JSON, each move the request that makes it
 * with its match named, so that a program can send a listed move back as it is: the protocol's {@code moves} answer,
 * the server's, and a frame's {@code moves}.
 */
public final class MovesJson {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private MovesJson() {
    }

    /**
     * {@code actor}, {@code dealDue}, {@code exchangeDue}, the {@code cambio}'s choices when due, {@code moves}, any
     * {@code handTakes} and {@code handMelds}, and while a call waits {@code rulingDue}, its seq (no move is listed then); for the officials of a
     * concealed deal the cards not seen in it ({@code unseen}), and once its hands may be shown how many each shows ({@code show}).
     */
    public static ObjectNode of(String match, Moves moves) {
        ObjectNode json = NODES.objectNode();
        moves.actor().ifPresent(actor -> json.put("actor", actor));
        moves.rulingDue().ifPresent(seq -> json.put("rulingDue", seq));
        json.put("dealDue", moves.dealDue());
        json.put("exchangeDue", moves.exchangeDue());
        if (moves.exchangeDue()) {
            ObjectNode cambio = json.putObject("cambio");
            moves.cambio().forEach((player, hand) -> cambio.set(player, StateJson.cards(hand.toList())));
        }
        ArrayNode listed = json.putArray("moves");
        for (Move move : moves.moves()) {
            ObjectNode request = request(move);
            listed.addObject().put("op", request.get("op").textValue()).put("match", match).setAll(request);
        }
        if (!moves.handTakes().isEmpty()) {
            // a take with face-down hand cards is the player's to lay out: the request names its melds
            ArrayNode handTakes = json.putArray("handTakes");
            for (LegalMoves.HandTake take : moves.handTakes()) {
                ObjectNode request = handTakes.addObject();
                request.put("op", "take");
                request.put("match", match);
                request.put("player", take.player());
                request.put("card", take.card().code());
                request.put("handCards", take.handCards());
            }
        }
        if (!moves.handMelds().isEmpty()) {
            // so is a free meld with face-down hand cards: at least one, at most handCards
            ArrayNode handMelds = json.putArray("handMelds");
            for (LegalMoves.HandMeld meld : moves.handMelds()) {
                handMelds.addObject().put("op", "meld").put("match", match).put("player", meld.player()).put("handCards", meld.handCards());
            }
        }
        if (!moves.unseen().isEmpty()) {
            // a concealed deal's face-down cards are picked from these, never guessed by a page
            json.set("unseen", StateJson.cards(moves.unseen().toList()));
        }
        if (!moves.show().isEmpty()) {
            ObjectNode show = json.putObject("show");
            moves.show().forEach(show::put);
        }
        return json;
    }

    /**
     * A move as the request that makes it: a reveal shown without its card asks for the top stock card, whatever it is;
     * a discard from a face-down hand names its card once it is shown.
     */
    public static ObjectNode request(Move move) {
        return switch (move) {
            case Move.Named named -> request(named.command());
            case Move.Reveal reveal -> NODES.objectNode().put("op", "reveal").put("player", reveal.player());
            case Move.FaceDownDiscard discard -> NODES.objectNode().put("op", "discard").put("player", discard.player());
            // the recorder shuffles, or deals face down at a real table: the request names nothing
            case Move.Deal deal -> NODES.objectNode().put("op", "deal");
        };
    }

    /** A command as the request that makes it, every field named. */
    public static ObjectNode request(Command command) {
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
            // house rules: a free meld (meldFromHand) and a misdeal found at a real table (misdeal)
            case Command.FreeMeld meld -> {
                json.put("op", "meld");
                json.put("player", meld.player());
                ArrayNode melds = json.putArray("melds");
                meld.melds().forEach(cards -> melds.add(StateJson.cards(cards)));
            }
            case Command.VoidDeal voided -> json.put("op", "misdeal");
            case Command.Call call -> {
                json.put("op", "call");
                json.put("player", call.player());
                call.move().ifPresent(move -> json.set("move", played(move)));
                call.rule().ifPresent(rule -> json.put("rule", rule.id()));
                call.calledBy().ifPresent(caller -> json.put("calledBy", caller));
                call.note().ifPresent(note -> json.put("note", note));
            }
            case Command.Rule rule -> {
                json.put("op", "rule");
                decision(json, rule.director(), rule.decision(), rule.text());
                rule.appeal().ifPresent(appeal -> {
                    ObjectNode appealed = json.putObject("appeal");
                    appealed.put("appellant", appeal.appellant());
                    decision(appealed, appeal.director(), appeal.decision(), appeal.text());
                });
            }
        }
        return json;
    }

    /**
     * A move as played, as a call's {@code move} names it: the request that makes it, its take's melds complete and said to
     * be ({@code "complete": true}), so that a meld put back into the hand stays out of them when the request is sent back.
     */
    private static ObjectNode played(PlayedMove move) {
        ObjectNode json = NODES.objectNode();
        json.put("op", move.op().word());
        json.put("player", move.player());
        move.card().ifPresent(card -> json.put("card", card.code()));
        move.melds().ifPresent(melds -> {
            ArrayNode laid = json.putArray("melds");
            melds.forEach(meld -> laid.add(StateJson.cards(meld)));
            json.put("complete", true);
        });
        move.target().ifPresent(target -> json.put("target", target));
        return json;
    }

    private static void decision(ObjectNode json, String director, RulingDecision decision, Optional<String> text) {
        json.put("director", director);
        json.put("decision", decision.word());
        if (decision instanceof RulingDecision.AwardDeal award) {
            json.put("winner", award.winner());
        }
        text.ifPresent(words -> json.put("text", words));
    }

    private static void move(ObjectNode json, String op, String player, Card card) {
        json.put("op", op);
        json.put("player", player);
        json.put("card", card.code());
    }
}
