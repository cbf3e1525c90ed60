package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * House rules over HTTP, through a real client: the start's body declares them in {@code house} (bad ones a 400 that
 * names them, nothing written), the house rules' moves are moves of {@code POST /moves} (a free meld, a misdeal), the
 * moves a player is listed under them are recorded sent back as they are, and four players in partnership each get
 * their link.
 */
class HouseRulesServerTest extends ServedLog {


    private Served.Answer move(String match, String body) {
        return served.post("/api/matches/" + match + "/moves", body);
    }

    @Test
    void theStartsBodyDeclaresHouseRulesAndAFreeMeldIsAMove() throws Exception {
        // seed 84, fourteen each: ana holds 4C 5C 6C and JS QS KS, and reveals 6H
        Served.Answer started = served.post("/api/matches", "{\"match\":\"h1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":84,"
                + "\"house\":{\"handSize\":14,\"meldFromHand\":true}}");
        assertThat(started.status()).as(started.response().body()).isEqualTo(201);
        assertThat(started.json().get("state").get("house").toString()).isEqualTo("{\"handSize\":14,\"meldFromHand\":true}");
        assertThat(move("h1", "{\"op\":\"deal\"}").status()).isEqualTo(200);
        assertThat(move("h1", "{\"op\":\"reveal\"}").status()).isEqualTo(200);
        String ana = "/api/matches/h1/moves?as=ana&key=" + served.server.playerKey("h1", "ana");
        JsonNode listed = served.get(ana).json().get("moves");
        JsonNode meld = listed.valueStream().filter(each -> each.get("op").asText().equals("meld"))
                .filter(each -> each.get("melds").toString().equals("[[\"4C\",\"5C\",\"6C\"],[\"JS\",\"QS\",\"KS\"]]")).findFirst().orElseThrow();
        Served.Answer laid = move("h1", meld.toString());
        assertThat(laid.status()).as(laid.response().body()).isEqualTo(200);
        assertThat(laid.json().get("events").get(0).get("type").asText()).isEqualTo("MeldsRearranged");
        Served.Answer again = move("h1", "{\"op\":\"meld\",\"melds\":[[\"4C\",\"5C\",\"6C\"]]}");
        assertThat(again.status()).as("no hand card laid out").isEqualTo(422);
        assertThat(again.json().get("rule").asText()).isEqualTo("R-TAKE");
        assertThat(move("h1", "{\"op\":\"pass\"}").status()).isEqualTo(200);
        assertThat(Files.readString(log.fileOf("h1"))).contains("\"house\":{\"handSize\":14,\"meldFromHand\":true}");
    }

    @Test
    void badHouseRulesAreA400ThatNamesThemAndNothingIsWritten() throws Exception {
        Served.Answer unknown = served.post("/api/matches", "{\"match\":\"b1\",\"players\":[\"ana\",\"ben\"],\"house\":{\"jokers\":2}}");
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.json().get("message").asText()).contains("house rule jokers is not one this build plays").contains("the keys are handSize, packs");
        Served.Answer range = served.post("/api/matches", "{\"match\":\"b1\",\"players\":[\"ana\",\"ben\"],\"house\":{\"runMax\":2}}");
        assertThat(range.status()).isEqualTo(400);
        assertThat(range.json().get("message").asText()).isEqualTo("`house`: house rule runMax is an integer from 3 to 13, not 2");
        Served.Answer where = served.post("/api/matches", "{\"match\":\"b1\",\"players\":[\"ana\",\"ben\",\"cruz\",\"dee\"],\"house\":{\"partnership\":true}}");
        assertThat(where.status()).isEqualTo(400);
        assertThat(where.json().get("message").asText()).contains("partnership is played in pagat-upcard only");
        assertThat(served.getOfficial("/api/matches/b1").status()).isEqualTo(404);
        assertThat(log.matches()).isEmpty();
    }

    @Test
    void aDealFoundMisdealtEndsVoidAndTheSameDealerDealsAgain() {
        assertThat(served.post("/api/matches", "{\"match\":\"v1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"concealed\":true,"
                + "\"house\":{\"misdeal\":true}}").status()).isEqualTo(201);
        assertThat(move("v1", "{\"op\":\"deal\"}").status()).isEqualTo(200);
        Served.Answer voided = move("v1", "{\"op\":\"misdeal\"}");
        assertThat(voided.status()).as(voided.response().body()).isEqualTo(200);
        assertThat(voided.json().get("events").get(0).get("result").asText()).isEqualTo("void");
        Served.Answer dealt = move("v1", "{\"op\":\"deal\"}");
        assertThat(dealt.json().get("events").get(0).get("deal").asInt()).isEqualTo(2);
        assertThat(dealt.json().get("events").get(0).get("dealer").asText()).isEqualTo("ben");
        assertThat(move("v1", "{\"op\":\"reveal\",\"card\":\"7C\"}").status()).isEqualTo(200);
        Served.Answer late = move("v1", "{\"op\":\"misdeal\"}");
        assertThat(late.status()).as("play has begun").isEqualTo(422);
    }

    @Test
    void fourPlayersInPartnershipGetALinkEach() {
        Served.Answer started = served.post("/api/matches", "{\"match\":\"p1\",\"players\":[\"ana\",\"ben\",\"cruz\",\"dee\"],\"rules\":\"pagat-upcard\","
                + "\"firstDealer\":\"dee\",\"seed\":3,\"house\":{\"partnership\":true}}");
        assertThat(started.status()).as(started.response().body()).isEqualTo(201);
        assertThat(started.json().get("links").fieldNames()).toIterable().containsExactly("ana", "ben", "cruz", "dee", "spectators", "scorer");
        Served.Answer dealt = move("p1", "{\"op\":\"deal\"}");
        assertThat(dealt.json().get("events").get(0).get("hands").get("dee")).hasSize(14);
        assertThat(move("p1", "{\"op\":\"pass\"}").json().get("next").asText()).isEqualTo("ben");
    }
}
