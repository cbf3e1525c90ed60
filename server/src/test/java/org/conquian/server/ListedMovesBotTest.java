package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Schema;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * A bot that knows nothing but what the officials are listed plays whole matches over HTTP: it asks for the moves, and
 * posts one back, a listed move as it is or, where the listing leaves a move for the scorer to complete (a take or a
 * free meld laying out face-down hand cards, the hands shown at a concealed deal's end), completed only from what the
 * listing offers (its cards not seen yet; of the rules the bot knows only that three cards of a rank in three suits are
 * a set, in every profile). In every profile, known and concealed, and under house rules, the match reaches its end,
 * every move is accepted, every answer and request is one /openapi.json documents, and the log audits valid.
 */
class ListedMovesBotTest extends ServedLog {

    /** Far more moves than any match of these setups takes: a bot still playing then is stuck. */
    private static final int MOST_MOVES = 3_000;

    /** A seed whose concealed two-pack match takes a card to lay out a set again, the other copies of its cards. */
    private static final int SEED_TWICE = 20;

    private OpenApi openApi;

    @BeforeEach
    void readTheDocument() {
        openApi = new OpenApi(served);
    }

    /** Each profile with its seats, known and concealed, and mixes of house rules: those of the matrix the bots play. */
    static Stream<Arguments> setups() {
        List<Arguments> setups = new ArrayList<>();
        for (boolean concealed : List.of(false, true)) {
            setups.add(Arguments.of("anglo-40", "ana;ben", 0, "{}", concealed, 7));
            setups.add(Arguments.of("pagat-upcard", "ana;ben", 2, "{}", concealed, 7));
            setups.add(Arguments.of("mexicana", "ana;ben", 2, "{}", concealed, 7));
            setups.add(Arguments.of("mexicana", "ana;ben;cruz", 2, "{}", concealed, 7));
            setups.add(Arguments.of("anglo-40", "ana;ben", 0,
                    "{\"handSize\":14,\"meldFromHand\":true,\"nextDealer\":\"winner\",\"drawnDeal\":\"replay\"}", concealed, 7));
            setups.add(Arguments.of("mexicana", "ana;ben;cruz", 2,
                    "{\"meldFromHand\":true,\"offer\":\"round\",\"revealer\":\"rotation\",\"drawnDeal\":\"point-each\"}", concealed, 7));
            setups.add(Arguments.of("anglo-40", "ana;ben", 0, "{\"rearrange\":false,\"misdeal\":true,\"runMax\":10}", concealed, 7));
            setups.add(Arguments.of("pagat-upcard", "ana;ben;cruz;dee", 1, "{\"partnership\":true}", concealed, 7));
        }
        // with two packs, the bot lays out a set of the same cards as one laid out before: with a take, the taken card the
        // other copy; with a free meld, all from the face-down hand
        setups.add(Arguments.of("pagat-upcard", "ana;ben", 2, "{\"packs\":2,\"revealer\":\"next\",\"runMax\":6}", false, 7));
        setups.add(Arguments.of("pagat-upcard", "ana;ben", 2, "{\"packs\":2,\"revealer\":\"next\",\"runMax\":6}", true, SEED_TWICE));
        setups.add(Arguments.of("mexicana", "ana;ben;cruz", 2, "{\"packs\":2,\"meldFromHand\":true,\"rearrange\":false}", true, 7));
        return setups.stream();
    }

    @ParameterizedTest(name = "{0} {1}, target {2}, house {3}, concealed {4}, seed {5}")
    @MethodSource("setups")
    void aBotPostingBackListedMovesPlaysTheMatchToItsEnd(String profile, String players, int targetWins, String house, boolean concealed,
                                                         int seed) throws Exception {
        String match = "bot";
        ObjectNode start = Served.JSON.createObjectNode().put("match", match).put("rules", profile).put("concealed", concealed).put("seed", seed);
        if (targetWins > 0) {
            start.put("targetWins", targetWins);
        }
        List.of(players.split(";")).forEach(start.putArray("players")::add);
        start.set("house", Served.JSON.readTree(house));
        Served.Answer started = openApi.documented("POST", "/api/matches", served.post("/api/matches", start.toString()));
        assertThat(started.status()).as(started.response().body()).isEqualTo(201);
        Schema request = openApi.schema("/components/schemas/Move");
        Random random = new Random(seed);
        long seq = started.json().get("seq").asLong();
        String stage = started.json().get("state").get("stage").asText();
        for (int moves = 0; !stage.equals("ended"); moves++) {
            // every request has its deadline (Served): a server that does not answer fails the step, not the build
            JsonNode listed = openApi.documented("GET", "/api/matches/" + match + "/moves", served.getOfficial("/api/matches/" + match + "/moves")).json();
            if (moves == MOST_MOVES) {
                fail("the match has not ended after %d moves; at seq %d the table is %s and the moves listed %s", moves, seq, table(match), listed);
            }
            List<ObjectNode> choices = choices(listed, random);
            if (choices.isEmpty()) {
                fail("no move is listed at seq %d, the match not ended; the table is %s and the moves listed %s", seq, table(match), listed);
            }
            ObjectNode move = choices.get(random.nextInt(choices.size()));
            assertThat(request.validate(move)).as("%s is a move request as /openapi.json has it", move).isEmpty();
            Served.Answer answer = openApi.documented("POST", "/api/matches/" + match + "/moves", served.send(served.official("/api/matches/" + match + "/moves")
                    .header("If-Match", "\"" + seq + "\"").POST(HttpRequest.BodyPublishers.ofString(move.toString())).build()));
            if (answer.status() != 200) {
                fail("%s, made from the moves listed at seq %d, answered %d %s; the table is %s and the moves listed %s", move, seq,
                        answer.status(), answer.response().body(), table(match), listed);
            }
            seq = answer.json().get("seq").asLong();
            stage = answer.json().get("stage").asText();
        }
        JsonNode listedMatch = openApi.documented("GET", "/api/matches", served.get("/api/matches")).json().get("matches").get(0);
        assertThat(listedMatch.get("verdict").asText()).as("the verdict of %s", listedMatch).isEqualTo("valid");
        // the result in the table's words: a partnership's win is its team's
        String winner = listedMatch.get("winner").asText();
        assertThat(listedMatch.get("result").asText()).as("the result of %s", listedMatch)
                .contains(house.contains("partnership") ? " win the match " : winner + " wins the match ")
                .contains(house.contains("partnership") ? "(" + winner + " went out last)" : winner);
        Served.Answer audit = served.send(served.request("/api/audit").POST(HttpRequest.BodyPublishers.ofFile(log.fileOf(match))).build());
        assertThat(audit.json().get("verdict").asText()).as(audit.response().body()).isEqualTo("valid");
    }

    /**
     * The moves the bot may make: those listed, as they are; the takes and free melds that lay out face-down hand cards,
     * completed with a new set of cards not seen yet; and the hands shown at a concealed deal's end, as many cards each
     * as listed, dealt from the cards not seen.
     */
    private static List<ObjectNode> choices(JsonNode listed, Random random) {
        List<ObjectNode> choices = new ArrayList<>();
        listed.path("moves").forEach(move -> choices.add((ObjectNode) move));
        List<String> unseen = new ArrayList<>();
        listed.path("unseen").forEach(card -> unseen.add(card.asText()));
        for (JsonNode take : listed.path("handTakes")) {
            String card = take.get("card").asText();
            List<String> set = sameRank(card, unseen);
            if (set.size() >= 2 && take.get("handCards").asInt() >= 2) {
                ObjectNode completed = ((ObjectNode) take.deepCopy());
                completed.remove("handCards");
                ArrayNode meld = completed.putArray("melds").addArray().add(card);
                set.subList(0, 2).forEach(meld::add);
                choices.add(completed);
            }
        }
        for (JsonNode meld : listed.path("handMelds")) {
            for (String card : unseen) {
                List<String> set = sameRank(card, unseen);
                if (set.size() >= 2 && meld.get("handCards").asInt() >= 3) {
                    ObjectNode completed = ((ObjectNode) meld.deepCopy());
                    completed.remove("handCards");
                    ArrayNode laid = completed.putArray("melds").addArray().add(card);
                    set.subList(0, 2).forEach(laid::add);
                    choices.add(completed);
                    break;
                }
            }
        }
        if (listed.has("show")) {
            List<String> pool = new ArrayList<>(unseen);
            Collections.shuffle(pool, random);
            ObjectNode show = Served.JSON.createObjectNode().put("op", "show").put("match", listed.get("match").asText());
            ObjectNode hands = show.putObject("hands");
            listed.get("show").properties().forEach(hand -> {
                ArrayNode cards = hands.putArray(hand.getKey());
                for (int i = 0; i < hand.getValue().asInt(); i++) {
                    cards.add(pool.removeFirst());
                }
            });
            choices.add(show);
        }
        return choices;
    }

    /** The cards not seen of the card's rank, in other suits. */
    private static List<String> sameRank(String card, List<String> unseen) {
        String rank = card.substring(0, card.length() - 1);
        String suit = card.substring(card.length() - 1);
        List<String> same = new ArrayList<>();
        for (String other : unseen) {
            String otherSuit = other.substring(other.length() - 1);
            if (other.substring(0, other.length() - 1).equals(rank) && !otherSuit.equals(suit)
                    && same.stream().noneMatch(each -> each.endsWith(otherSuit))) {
                same.add(other);
            }
        }
        return same;
    }

    /** The table as the officials see it, for a failure's message. */
    private String table(String match) {
        return served.getOfficial("/api/matches/" + match).json().get("state").toString();
    }
}
