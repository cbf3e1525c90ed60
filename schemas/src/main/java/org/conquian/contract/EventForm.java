package org.conquian.contract;

import org.conquian.card.Card;
import org.conquian.event.AppealDecided;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealEnded;
import org.conquian.event.DealResult;
import org.conquian.event.DealStarted;
import org.conquian.event.Envelope;
import org.conquian.event.Event;
import org.conquian.event.HandsShown;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.PlayedMove;
import org.conquian.event.RulingDecision;
import org.conquian.event.RulingGiven;
import org.conquian.event.ShuffleCommit;
import org.conquian.event.StockCardRevealed;
import org.conquian.rules.House;
import org.conquian.rules.Profile;
import org.conquian.rules.RuleId;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Reads an event from a JSON value, checking it against the contract exactly as the JSON Schemas of
 * {@code schemas/v1} state it, and more strictly in the one point they cannot state: an integer is written
 * without fraction or exponent. The first field that is not as the contract says is reported.
 */
public final class EventForm {

    /**
     * A {@code MatchStarted} is judged under the form of the profile it names (an unknown one under
     * {@code anglo-40}'s): the house rules' values, and in the profiles that take them, the options and a chosen
     * target. How many players it seats depends on where it stands, first in its match or later, so the judge
     * counts them (Game).
     */
    private static MatchStarted matchStarted(Fields fields) {
        String rules = fields.string("rules", Fields::any, "a rule profile id");
        House house = fields.optionalHouse("house");
        Profile form = Profile.formOf(rules);
        List<String> players = fields.players("players");
        int targetWins = fields.integer("targetWins", 1);
        String firstDealer = fields.player("firstDealer");
        String signer = fields.optionalString("signer", Syntax::isDigest, SIGNER_EXPECTED);
        ShuffleCommit shuffle = fields.optionalShuffle("shuffle");
        if (!form.takesOptions()) {
            return new MatchStarted(players, rules, targetWins, firstDealer, null, null, signer, shuffle, house);
        }
        if (targetWins > Profile.MOST_WINS) {
            throw FormError.wrong("targetWins", "an integer from 1 to " + Profile.MOST_WINS + " in " + form.id(), String.valueOf(targetWins));
        }
        return new MatchStarted(players, rules, targetWins, firstDealer, fields.optionalDeck("deck"), fields.optionalBoolean("forcedMeld"),
                signer, shuffle, house);
    }

    private static final String SIGNER_EXPECTED = "an Ed25519 public key: 64 lowercase hex digits";
    private static final String SIG_EXPECTED = "an Ed25519 signature: 128 lowercase hex digits";
    private static final String SEED_EXPECTED = "a seed: 64 lowercase hex digits";

    /** The format version this build reads and writes. */
    public static final int VERSION = 1;

    private static final String VERSION_EXPECTED = "the integer " + VERSION + " (this reader knows format v" + VERSION + ")";
    private static final String TYPE_EXPECTED = "one of " + String.join(", ", EventTypes.ALL);

    private EventForm() {
    }

    /** An event read from JSON, or what is wrong with the JSON. */
    public sealed interface Read {
        record Ok(Envelope envelope, Event event) implements Read {
        }

        /**
         * @param match the line's match when it has a readable one, else null
         * @param seq   the line's seq when it is an integer of at least 1, else null
         */
        record Bad(String message, String match, Long seq) implements Read {
            public Bad {
                Objects.requireNonNull(message, "message");
            }
        }
    }

    public static Read read(Json value) {
        if (!(value instanceof Json.Obj json)) {
            return new Read.Bad("the line is " + value.kind() + ", not an event object", null, null);
        }
        try {
            // Each format version the reader knows is read into the current model here: v1 as it is. A later
            // version adds its case, and the older ones are upgraded while read, without a rewrite of the log.
            return switch (version(json)) {
                case VERSION -> new Read.Ok(envelope(json), event(json));
                default -> throw FormError.wrong("v", VERSION_EXPECTED, json.get("v").text());
            };
        } catch (FormError e) {
            return new Read.Bad(e.getMessage(), readableMatch(json), readableSeq(json));
        }
    }

    /** The match a line names, when it is a valid match id. */
    public static String readableMatch(Json.Obj json) {
        return json.get("match") instanceof Json.Str match && Syntax.isMatchId(match.value()) ? match.value() : null;
    }

    private static Long readableSeq(Json.Obj json) {
        if (!(json.get("seq") instanceof Json.Num seq) || !seq.integral()) {
            return null;
        }
        if (!seq.isLong()) {
            return seq.big().signum() > 0 ? Long.MAX_VALUE : null;
        }
        return seq.longValue() >= 1 ? seq.longValue() : null;
    }

    private static int version(Json.Obj json) {
        Json v = new Fields(json).required("v", VERSION_EXPECTED);
        if (!(v instanceof Json.Num number) || !number.isLong() || number.longValue() != (int) number.longValue()) {
            throw FormError.wrong("v", VERSION_EXPECTED, v.text());
        }
        return (int) number.longValue();
    }

    private static Envelope envelope(Json.Obj json) {
        Fields fields = new Fields(json);
        String match = fields.string("match", Syntax::isMatchId, Fields.MATCH_ID_EXPECTED);
        long seq = Fields.longInteger(fields.required("seq", Fields.integerExpected(1)), "seq", 1);
        String at = fields.string("at", Syntax::isUtcTime, Fields.UTC_TIME_EXPECTED);
        Json type = fields.required("type", TYPE_EXPECTED);
        if (!(type instanceof Json.Str name) || !EventTypes.ALL.contains(name.value())) {
            throw FormError.wrong("type", TYPE_EXPECTED, type.text());
        }
        Json prev = json.get("prev");
        String link = prev == null ? null : Fields.string(prev, "prev", Syntax::isDigest, "64 lowercase hex digits (a SHA-256)");
        return new Envelope(match, seq, at, link, fields.optionalString("sig", Syntax::isSignature, SIG_EXPECTED));
    }

    /**
     * A deal with its hands and stock, or a concealed one: {@code "concealed": true} and neither of them. Whether a
     * cambio's cards must be there is the match's to say (they are left out in a concealed deal).
     */
    private static DealStarted dealStarted(Fields fields, Json.Obj json) {
        int deal = fields.integer("deal", 1);
        String dealer = fields.player("dealer");
        Json concealed = json.get("concealed");
        if (concealed == null) {
            return new DealStarted(deal, dealer, fields.byPlayer("hands", "an object from each player id to their cards",
                    (value, path) -> Fields.cards(value, () -> path)), fields.cards("stock"));
        }
        if (!(concealed instanceof Json.Bool bool) || !bool.value()) {
            throw FormError.wrong("concealed", "true (or left out, for a deal whose hands and stock are known)", concealed.text());
        }
        for (String known : new String[] {"hands", "stock"}) {
            if (json.get(known) != null) {
                throw FormError.wrong(known, "left out: a concealed deal names no hands and no stock", json.get(known).text());
            }
        }
        return DealStarted.concealed(deal, dealer);
    }

    private static Event event(Json.Obj json) {
        Fields fields = new Fields(json);
        return switch (((Json.Str) json.get("type")).value()) {
            case MatchStarted.TYPE -> matchStarted(fields);
            case DealStarted.TYPE -> dealStarted(fields, json);
            case CardsExchanged.TYPE -> new CardsExchanged(json.get("cards") == null ? Optional.empty()
                    : Optional.of(fields.byPlayer("cards", "an object from each player id to the card they give", Fields::card)));
            case HandsShown.TYPE -> new HandsShown(fields.byPlayer("hands", "an object from each player id to the cards left in their hand",
                    (value, path) -> Fields.cards(value, () -> path)));
            case StockCardRevealed.TYPE -> new StockCardRevealed(fields.player("player"), fields.card("card"));
            case CardTaken.TYPE -> new CardTaken(fields.player("player"), fields.card("card"));
            case MeldsRearranged.TYPE -> new MeldsRearranged(fields.player("player"), fields.melds("melds"));
            case CardDiscarded.TYPE -> new CardDiscarded(fields.player("player"), fields.card("card"));
            case CardRejected.TYPE -> new CardRejected(fields.player("player"), fields.card("card"));
            case CardPassed.TYPE -> new CardPassed(fields.player("player"), fields.card("card"));
            case CardForced.TYPE -> new CardForced(fields.player("player"), fields.player("target"), fields.card("card"));
            case DealEnded.TYPE -> dealEnded(fields, json);
            case IrregularityCalled.TYPE -> irregularityCalled(fields, json);
            case RulingGiven.TYPE -> new RulingGiven(fields.player("director"), fields.about(), decision(fields, json), fields.optionalText("text"));
            case AppealDecided.TYPE -> new AppealDecided(fields.player("appellant"), fields.player("director"), fields.about(),
                    decision(fields, json), fields.optionalText("text"));
            case MatchEnded.TYPE -> new MatchEnded(fields.player("winner"),
                    fields.byPlayer("wins", "an object from each player id to their wins", (value, path) ->
                            (int) Math.min(Integer.MAX_VALUE, Fields.longInteger(value, path, 0))),
                    fields.integer("draws", 0), fields.optionalString("seed", Syntax::isDigest, SEED_EXPECTED));
            default -> throw new IllegalStateException("the envelope admitted an unknown type");
        };
    }

    private static final String OP_EXPECTED = "one of " + Arrays.stream(PlayedMove.Op.values()).map(op -> "\"" + op.word() + "\"")
            .collect(Collectors.joining(", "));
    private static final String RULE_EXPECTED = "one of the rule ids of the game, " + String.join(", ", RuleId.idsOfTheGame());
    private static final String DECISION_EXPECTED = "\"rectify\", \"void-deal\", \"award-deal\" or \"no-irregularity\"";

    /**
     * A call: the player at fault, and the move as played with the rule it breaks, or no move and the rule cited, if any.
     * Inside {@code move} every field the format names is judged for form whenever it is there, whatever the op takes.
     */
    private static IrregularityCalled irregularityCalled(Fields fields, Json.Obj json) {
        String player = fields.player("player");
        Json moved = json.get("move");
        Optional<PlayedMove> move = Optional.empty();
        if (moved != null) {
            if (!(moved instanceof Json.Obj object)) {
                throw FormError.wrong("move", "an object: the move as played, with op and player", moved.text());
            }
            move = Optional.of(playedMove(new Fields(object, "move."), object));
        }
        Json rule = json.get("rule");
        if (rule == null && move.isPresent()) {
            throw FormError.missing("rule", RULE_EXPECTED + " (the rule the move as played breaks)");
        }
        Optional<String> named = rule == null ? Optional.empty()
                : Optional.of(Fields.string(rule, "rule", id -> RuleId.byId(id).filter(RuleId::ofTheGame).isPresent(), RULE_EXPECTED));
        return new IrregularityCalled(player, move, named, Optional.ofNullable(fields.optionalString("calledBy", Syntax::isPlayerId,
                Fields.PLAYER_ID_EXPECTED)), fields.optionalText("note"));
    }

    private static PlayedMove playedMove(Fields fields, Json.Obj json) {
        PlayedMove.Op op = PlayedMove.Op.byWord(fields.string("op", word -> PlayedMove.Op.byWord(word).isPresent(), OP_EXPECTED)).orElseThrow();
        String player = fields.player("player");
        Optional<Card> card = op != PlayedMove.Op.CLAIM || json.has("card") ? Optional.of(fields.card("card")) : Optional.empty();
        Optional<String> target = op == PlayedMove.Op.FORCE || json.has("target") ? Optional.of(fields.player("target")) : Optional.empty();
        Optional<List<List<Card>>> melds = op == PlayedMove.Op.TAKE || json.has("melds") ? Optional.of(fields.melds("melds")) : Optional.empty();
        return new PlayedMove(op, player, card, melds, target);
    }

    /** A ruling's or an appeal's decision, with the winner of an award and only then. */
    private static RulingDecision decision(Fields fields, Json.Obj json) {
        String decision = fields.string("decision", Fields::any, DECISION_EXPECTED);
        if (decision.equals("award-deal")) {
            return new RulingDecision.AwardDeal(fields.player("winner"));
        }
        RulingDecision decided = switch (decision) {
            case "rectify" -> RulingDecision.RECTIFY;
            case "void-deal" -> RulingDecision.VOID_DEAL;
            case "no-irregularity" -> RulingDecision.NO_IRREGULARITY;
            default -> throw FormError.wrong("decision", DECISION_EXPECTED, json.get("decision").text());
        };
        if (json.has("winner")) {
            throw new FormError("`winner` must be absent unless the decision is award-deal, not " + json.get("winner").text());
        }
        return decided;
    }

    private static DealEnded dealEnded(Fields fields, Json.Obj json) {
        int deal = fields.integer("deal", 1);
        String result = fields.string("result", Fields::any, RESULT_EXPECTED);
        return switch (result) {
            case "won" -> new DealEnded(deal, new DealResult.Won(fields.player("winner")));
            case "drawn", "void" -> {
                if (json.has("winner")) {
                    throw new FormError("`winner` must be absent on a " + result + " deal, not " + json.get("winner").text());
                }
                yield new DealEnded(deal, result.equals("void") ? new DealResult.Voided() : new DealResult.Drawn());
            }
            default -> throw FormError.wrong("result", RESULT_EXPECTED, json.get("result").text());
        };
    }

    private static final String RESULT_EXPECTED = "\"won\", \"drawn\" or \"void\"";
}
