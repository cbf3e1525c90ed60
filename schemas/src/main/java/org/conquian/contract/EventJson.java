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
import org.conquian.event.StockCardRevealed;
import org.conquian.rules.House;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Writes events as the contract's JSON. A line is written in its canonical form (RFC 8785: keys sorted,
 * no white space), so that the hash of a line's bytes is its chain link: any program can check a chain
 * written here with {@code sha256sum}, and a reader spares itself the canonicalisation.
 */
public final class EventJson {

    private EventJson() {
    }

    public static Json.Obj toJson(Envelope envelope, Event event) {
        Members json = new Members();
        json.put("v", Json.Num.of(EventForm.VERSION));
        json.put("match", envelope.match());
        json.put("seq", Json.Num.of(envelope.seq()));
        json.put("at", envelope.at());
        json.put("type", event.type());
        if (envelope.prev() != null) {
            json.put("prev", envelope.prev());
        }
        if (envelope.sig() != null) {
            json.put("sig", envelope.sig());
        }
        fields(json, event);
        return json.object();
    }

    /** The event without its envelope: its {@code type} and its fields, as a view that names an event shows it. */
    public static Json.Obj body(Event event) {
        Members json = new Members();
        json.put("type", event.type());
        fields(json, event);
        return json.object();
    }

    private static void fields(Members json, Event event) {
        switch (event) {
            case MatchStarted e -> {
                json.put("players", new Json.Arr(e.players().stream().map(Json.Str::new).toList()));
                json.put("rules", e.rules());
                json.put("targetWins", Json.Num.of(e.targetWins()));
                json.put("firstDealer", e.firstDealer());
                if (e.deck() != null) {
                    json.put("deck", Json.Num.of(e.deck()));
                }
                if (e.forcedMeld() != null) {
                    json.put("forcedMeld", new Json.Bool(e.forcedMeld()));
                }
                if (e.signer() != null) {
                    json.put("signer", e.signer());
                }
                if (!e.house().isEmpty()) {
                    json.put("house", house(e.house()));
                }
                if (e.shuffle() != null) {
                    Members shuffle = new Members();
                    shuffle.put("commit", e.shuffle().commit());
                    if (e.shuffle().salt() != null) {
                        shuffle.put("salt", e.shuffle().salt());
                    }
                    json.put("shuffle", shuffle.object());
                }
            }
            case DealStarted e -> {
                json.put("deal", Json.Num.of(e.deal()));
                json.put("dealer", e.dealer());
                if (e.concealed()) {
                    json.put("concealed", new Json.Bool(true));
                } else {
                    Members hands = new Members();
                    e.hands().forEach((player, hand) -> hands.put(player, cards(hand)));
                    json.put("hands", hands.object());
                    json.put("stock", cards(e.stock()));
                }
            }
            case HandsShown e -> {
                Members hands = new Members();
                e.hands().forEach((player, hand) -> hands.put(player, cards(hand)));
                json.put("hands", hands.object());
            }
            case CardsExchanged e -> e.given().ifPresent(cards -> {
                Members given = new Members();
                new TreeMap<>(cards).forEach((player, card) -> given.put(player, card.code()));
                json.put("cards", given.object());
            });
            case StockCardRevealed e -> playerCard(json, e.player(), e.card());
            case CardTaken e -> playerCard(json, e.player(), e.card());
            case MeldsRearranged e -> {
                json.put("player", e.player());
                json.put("melds", new Json.Arr(e.melds().stream().map(EventJson::cards).toList()));
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
                json.put("deal", Json.Num.of(e.deal()));
                json.put("result", e.result().word());
                if (e.result() instanceof DealResult.Won won) {
                    json.put("winner", won.winner());
                }
            }
            case IrregularityCalled e -> {
                json.put("player", e.player());
                e.move().ifPresent(move -> json.put("move", move(move)));
                e.rule().ifPresent(rule -> json.put("rule", rule));
                e.calledBy().ifPresent(caller -> json.put("calledBy", caller));
                e.note().ifPresent(note -> json.put("note", note));
            }
            case RulingGiven e -> {
                json.put("director", e.director());
                json.put("about", Json.Num.of(e.about()));
                decision(json, e.decision(), e.text());
            }
            case AppealDecided e -> {
                json.put("appellant", e.appellant());
                json.put("director", e.director());
                json.put("about", Json.Num.of(e.about()));
                decision(json, e.decision(), e.text());
            }
            case MatchEnded e -> {
                json.put("winner", e.winner());
                Members wins = new Members();
                for (Map.Entry<String, Integer> entry : e.wins().entrySet()) {
                    wins.put(entry.getKey(), Json.Num.of(entry.getValue()));
                }
                json.put("wins", wins.object());
                json.put("draws", Json.Num.of(e.draws()));
                if (e.seed() != null) {
                    json.put("seed", e.seed());
                }
            }
        }
    }

    /** One line of a log, without its line end: the event's canonical form. */
    public static byte[] line(Json json) {
        return Canonical.bytes(json);
    }

    public static String lineText(Json json) {
        return new String(line(json), StandardCharsets.UTF_8);
    }

    /** The move as played: its op, who played it, and each field it names. */
    private static Json.Obj move(PlayedMove move) {
        Members json = new Members();
        json.put("op", move.op().word());
        json.put("player", move.player());
        move.card().ifPresent(card -> json.put("card", card.code()));
        move.melds().ifPresent(melds -> json.put("melds", new Json.Arr(melds.stream().map(EventJson::cards).toList())));
        move.target().ifPresent(target -> json.put("target", target));
        return json.object();
    }

    private static void decision(Members json, RulingDecision decision, Optional<String> text) {
        json.put("decision", decision.word());
        if (decision instanceof RulingDecision.AwardDeal award) {
            json.put("winner", award.winner());
        }
        text.ifPresent(words -> json.put("text", words));
    }

    private static void playerCard(Members json, String player, Card card) {
        json.put("player", player);
        json.put("card", card.code());
    }

    /** House rules as {@code MatchStarted.house} writes them: exactly the keys declared. */
    public static Json.Obj house(House rules) {
        Members house = new Members();
        rules.declared().forEach((key, value) -> house.put(key.key(), switch (value) {
            case Integer number -> Json.Num.of(number);
            case Boolean bool -> new Json.Bool(bool);
            case House.Word word -> new Json.Str(word.word());
            default -> throw new IllegalArgumentException("no value of a house rule: " + value);
        }));
        return house.object();
    }

    /** Cards as a JSON list of card codes. */
    public static Json.Arr cards(List<Card> cards) {
        Json[] codes = new Json[cards.size()];
        for (int i = 0; i < codes.length; i++) {
            codes[i] = new Json.Str(cards.get(i).code());
        }
        return new Json.Arr(codes);
    }

    /** An object being built, members in the order put. */
    private static final class Members {
        private final List<String> keys = new ArrayList<>();
        private final List<Json> values = new ArrayList<>();

        void put(String key, Json value) {
            keys.add(key);
            values.add(value);
        }

        void put(String key, String value) {
            put(key, new Json.Str(value));
        }

        Json.Obj object() {
            return new Json.Obj(keys.toArray(String[]::new), values.toArray(Json[]::new));
        }
    }
}
