package org.conquian.notation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.contract.MovesJson;
import org.conquian.event.PlayedMove;
import org.conquian.event.RulingDecision;
import org.conquian.game.DealState;
import org.conquian.game.Game;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.rules.RuleId;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A move as a JSON request, read and written: {@code {"op":"take","card":"6H","melds":[["4H","5H","6H"]]}}, as
 * {@code record --stdin} and the server take it. What a request leaves out is {@link Unsaid}; a request that
 * cannot be read throws {@link NotAMove} with what is wrong.
 */
public final class MoveJson {

    /** The ops of a call's move as played: the moves a player plays in turn, and the claim of the deal. */
    private static final List<String> PLAYED = MoveText.PLAYED;

    private static final String DECISIONS = "rectify, void-deal, award-deal (with its winner) or no-irregularity";

    /**
     * The ops that are moves, the deal first and the rest in the order of a deal, then the house rules' (a free meld,
     * {@code meldFromHand}; a deal found misdealt, {@code misdeal}), then the director's call and ruling (moves for
     * {@code expect} and {@code stale} as any): every door takes these, and only these, as moves.
     */
    public static final List<String> OPS = List.of("deal", "exchange", "reveal", "take", "reject", "pass", "force", "discard", "show", "meld", "misdeal",
            "call", "rule");

    private MoveJson() {
    }

    /** A move request of that op as a command, what it does not name read off the table. */
    public static Command read(String op, JsonNode request, MatchState state) {
        if (op.equals("exchange")) {
            return exchange(request);
        }
        if (op.equals("show")) {
            return show(request);
        }
        if (op.equals("misdeal")) {
            return new Command.VoidDeal();
        }
        if (op.equals("call")) {
            return call(request, state);
        }
        if (op.equals("rule")) {
            return rule(request);
        }
        Optional<String> named = text(request, "player");
        Optional<Card> card = text(request, "card").map(MoveJson::card);
        String who = named.or(() -> Unsaid.actor(state)).orElseThrow(() -> new NotAMove("`player` is missing and no one is to act now"));
        return switch (op) {
            case "reveal" -> new Command.Reveal(who, card.or(() -> Unsaid.topOfStock(state)).orElseThrow(() -> new NotAMove(
                    state.currentDeal().filter(DealState::concealed).isPresent() ? "`card` is missing: in a concealed deal a reveal names the card turned up"
                            : "the stock is empty")));
            case "reject" -> new Command.Reject(who, openCard(card, state));
            case "pass" -> new Command.Pass(who, openCard(card, state));
            case "discard" -> new Command.Discard(who, card.orElseThrow(() -> new NotAMove("`card` is missing: the hand card to discard")));
            case "force" -> {
                Command.Force meant = Unsaid.force(state, named, text(request, "target")).orElseThrow(() -> new NotAMove("no card is open to force"));
                yield new Command.Force(meant.player(), meant.target(), card.orElse(meant.card()));
            }
            case "take" -> take(request, who, openCard(card, state), state);
            case "meld" -> meld(request, who, state);
            default -> throw new NotAMove(op + " is not a move");
        };
    }

    /** The hands shown at the end of a concealed deal, {@code "hands":{"ana":["4C"],"ben":[]}}; without hands, not shown. */
    private static Command show(JsonNode request) {
        JsonNode hands = request.get("hands");
        if (hands == null) {
            return new Command.ShowHands(Optional.empty());
        }
        if (!hands.isObject()) {
            throw new NotAMove("`hands` must be an object from each player to the cards left in their hand");
        }
        Map<String, List<Card>> shown = new LinkedHashMap<>();
        hands.properties().forEach(hand -> shown.put(hand.getKey(), cards(hand.getValue())));
        return new Command.ShowHands(Optional.of(shown));
    }

    /**
     * The cambio: every player's card at once, {@code "cards":{"ana":"QS","ben":"5H","cruz":"2C"}}; in a
     * concealed deal, where the cards stay face down, without {@code cards}.
     */
    private static Command exchange(JsonNode request) {
        JsonNode cards = request.get("cards");
        if (cards == null) {
            return new Command.Exchange(Optional.empty());
        }
        if (!cards.isObject()) {
            throw new NotAMove("`cards` must be an object from each player to the card they give, e.g. \"cards\":{\"ana\":\"QS\",\"ben\":\"5H\"}");
        }
        Map<String, Card> given = new LinkedHashMap<>();
        cards.properties().forEach(gift -> {
            if (!gift.getValue().isTextual()) {
                throw new NotAMove("`cards." + gift.getKey() + "` must be a card code");
            }
            given.put(gift.getKey(), card(gift.getValue().textValue()));
        });
        return new Command.Exchange(given);
    }

    /**
     * A call: {@code "player"} at fault, and the move as played, {@code "move"}, a move request (its {@code player} the
     * call's when left out; what it leaves out read off the table; a take's {@code melds} completed as a take's are, unless
     * it says {@code "complete": true}; {@code {"op":"claim"}} for "I'm out"), the rule it breaks left to the recorder or
     * named in {@code "rule"}; or without a move, citing {@code "rule"} or not; {@code "calledBy"} and {@code "note"}.
     */
    private static Command call(JsonNode request, MatchState state) {
        String player = text(request, "player").orElseThrow(() -> new NotAMove("`player` is missing: the player at fault"));
        JsonNode move = request.get("move");
        Optional<PlayedMove> played = move == null || move.isNull() ? Optional.empty() : Optional.of(played(move, player, state));
        Optional<RuleId> rule = text(request, "rule").map(id -> RuleId.byId(id).orElseThrow(() -> new NotAMove("`rule` " + id
                + " is no rule: a call names one of " + String.join(", ", RuleId.idsOfTheGame()))));
        return new Command.Call(player, played, rule, text(request, "calledBy"), text(request, "note"));
    }

    /** A call's move as played, read as its request is read for the player named, but never judged as a move. */
    private static PlayedMove played(JsonNode move, String caller, MatchState state) {
        if (!move.isObject()) {
            throw new NotAMove("`move` must be the move as played, a move request: {\"op\":\"take\",\"card\":\"QS\",\"melds\":[]}");
        }
        String op = text(move, "op").orElseThrow(() -> new NotAMove("`move.op` is missing: one of " + String.join(", ", PLAYED)));
        if (!PLAYED.contains(op)) {
            throw new NotAMove("`move.op` " + op + " is no move as played: one of " + String.join(", ", PLAYED));
        }
        String player = text(move, "player").orElse(caller);
        if (op.equals("claim")) {
            return PlayedMove.claim(player);
        }
        ObjectNode named = move.deepCopy();
        named.put("player", player);
        if (op.equals("take")) {
            JsonNode melds = move.get("melds");
            if (melds == null || melds.isNull()) {
                throw new NotAMove("`move.melds` is missing: a called take names the melds it laid out, [] for none (into the hand)");
            }
            JsonNode complete = move.get("complete");
            if (complete != null && !complete.isNull() && !complete.isBoolean()) {
                throw new NotAMove("`move.complete` must be true or false");
            }
            Command.Take take = (Command.Take) read(op, named, state);
            if (complete != null && complete.booleanValue()) {
                // the arrangement exactly as laid out: a meld put back into the hand is missing from it
                return PlayedMove.take(take.player(), take.card(), take.melds());
            }
            return Game.moveAsPlayed(state, take).orElseThrow();
        }
        return Game.moveAsPlayed(state, read(op, named, state)).orElseThrow();
    }

    /**
     * A ruling on the call that waits: {@code "director"}, {@code "decision"} ({@code rectify}, {@code void-deal},
     * {@code award-deal} with its {@code "winner"}, {@code no-irregularity}), {@code "text"}, and the appeal heard at once,
     * {@code "appeal"}: {@code "appellant"} and the same fields.
     */
    private static Command rule(JsonNode request) {
        JsonNode appeal = request.get("appeal");
        Optional<Command.Appeal> appealed = Optional.empty();
        if (appeal != null && !appeal.isNull()) {
            if (!appeal.isObject()) {
                throw new NotAMove("`appeal` must be the appeal heard at once: {\"appellant\":\"ben\",\"director\":\"ed\",\"decision\":\"void-deal\"}");
            }
            appealed = Optional.of(new Command.Appeal(text(appeal, "appellant").orElseThrow(() -> new NotAMove("`appeal.appellant` is missing: the player who appeals")),
                    director(appeal, "appeal."), decision(appeal, "appeal."), text(appeal, "text")));
        }
        return new Command.Rule(director(request, ""), decision(request, ""), text(request, "text"), appealed);
    }

    private static String director(JsonNode ruling, String where) {
        return text(ruling, "director").orElseThrow(() -> new NotAMove("`" + where + "director` is missing: who rules, never a player"));
    }

    /** {@code "decision"}, and the {@code "winner"} of an award, which no other decision takes. */
    private static RulingDecision decision(JsonNode ruling, String where) {
        String word = text(ruling, "decision").orElseThrow(() -> new NotAMove("`" + where + "decision` is missing: " + DECISIONS));
        Optional<String> winner = text(ruling, "winner");
        RulingDecision decision = switch (word) {
            case "rectify" -> RulingDecision.RECTIFY;
            case "void-deal" -> RulingDecision.VOID_DEAL;
            case "no-irregularity" -> RulingDecision.NO_IRREGULARITY;
            case "award-deal" -> new RulingDecision.AwardDeal(winner.orElseThrow(() -> new NotAMove("`" + where
                    + "winner` is missing: the player an award-deal gives the deal to")));
            default -> throw new NotAMove("`" + where + "decision` " + word + " is no decision: " + DECISIONS);
        };
        if (winner.isPresent() && !(decision instanceof RulingDecision.AwardDeal)) {
            throw new NotAMove("`" + where + "winner` is only for award-deal, not " + word);
        }
        return decision;
    }

    private static Command take(JsonNode request, String player, Card card, MatchState state) {
        JsonNode melds = request.get("melds");
        if (melds == null) {
            Unsaid.Ways ways = Unsaid.ways(state, player, card);
            ways.none().ifPresent(noTake -> {
                throw new NotAMove("`melds` is missing, and " + noTake.message());
            });
            return ways.only().orElseThrow(() -> new NotAMove("`melds` is missing and " + card + " can be laid out in "
                    + (ways.withHand().isPresent() ? "ways only " + player + " knows, with face-down hand cards" : ways.takes().size() + " ways")
                    + ": give the melds the take makes or extends (the others are kept), e.g. \"melds\":[[\"4H\",\"5H\",\"6H\"]]"));
        }
        return new Command.Take(player, card, arrangement(melds));
    }

    /**
     * A free meld (house rule {@code meldFromHand}): the melds it makes or extends, {@code "melds":[["2C","3C","4C"]]},
     * the untouched ones kept; without {@code melds}, the one way there is, when the table knows it is the only one.
     */
    private static Command meld(JsonNode request, String player, MatchState state) {
        JsonNode melds = request.get("melds");
        if (melds != null) {
            return new Command.FreeMeld(player, arrangement(melds));
        }
        LegalMoves.noFreeMeld(state, player).ifPresent(none -> {
            throw new NotAMove("`melds` is missing, and " + none.message());
        });
        List<Command.FreeMeld> ways = LegalMoves.meldChoices(state, player);
        boolean withHand = LegalMoves.of(state).handMelds().stream().anyMatch(meld -> meld.player().equals(player));
        if (ways.size() == 1 && !withHand) {
            return ways.getFirst();
        }
        throw new NotAMove("`melds` is missing and " + player + " can lay out melds from the hand in "
                + (withHand ? "ways only " + player + " knows, with face-down hand cards" : ways.size() + " ways")
                + ": give the melds the free meld makes or extends (the others are kept), e.g. \"melds\":[[\"4H\",\"5H\",\"6H\"]]");
    }

    private static List<List<Card>> arrangement(JsonNode melds) {
        if (!melds.isArray()) {
            throw new NotAMove("`melds` must be a list of melds, each a list of cards");
        }
        List<List<Card>> arrangement = new ArrayList<>();
        for (JsonNode meld : melds) {
            if (!meld.isArray()) {
                throw new NotAMove("`melds` must be a list of melds, each a list of cards");
            }
            arrangement.add(cards(meld));
        }
        return arrangement;
    }

    private static Card openCard(Optional<Card> named, MatchState state) {
        return named.or(() -> Unsaid.openCard(state)).orElseThrow(() -> new NotAMove("`card` is missing and no card is open"));
    }

    /** A list of card codes: {@code ["4H","5H"]}. */
    public static List<Card> cards(JsonNode codes) {
        List<Card> cards = new ArrayList<>();
        codes.forEach(code -> cards.add(card(code.asText())));
        return cards;
    }

    public static Card card(String code) {
        try {
            return Card.parse(code);
        } catch (IllegalArgumentException e) {
            throw new NotAMove(e.getMessage());
        }
    }

    /** A field that holds a string, if it is there; anything but a single value is not one. */
    public static Optional<String> text(JsonNode request, String field) {
        JsonNode value = request.get(field);
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        if (!value.isValueNode() || value.isContainerNode()) {
            throw new NotAMove("`" + field + "` must be a string");
        }
        return Optional.of(value.asText());
    }

    /** A command as the request that makes it, every field named, so that a program can send back the move it picks (the contract writes it, for frames too). */
    public static ObjectNode write(Command command) {
        return MovesJson.request(command);
    }
}
