package org.conquian.recorder;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.contract.StrictJson;
import org.conquian.log.file.FileEventLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * House rules over the line protocol: a start declares them in {@code house}, read as the library reads a table's
 * (bad keys and values refused naming them, nothing written), and the house rules' moves are ops of their own: a free
 * meld ({@code meld}) and a deal found misdealt ({@code misdeal}).
 */
class ProtocolHouseRulesTest {

    @TempDir
    Path directory;

    private List<JsonNode> serve(String... requests) throws IOException {
        StringWriter out = new StringWriter();
        try (FileEventLog log = FileEventLog.open(directory); Protocol protocol = new Protocol(new Recorder(log, Clock.systemUTC()))) {
            protocol.serve(new BufferedReader(new StringReader(String.join("\n", requests))), new PrintWriter(out));
        }
        List<JsonNode> answers = new ArrayList<>();
        for (String line : out.toString().split("\n")) {
            answers.add(StrictJson.MAPPER.readTree(line));
        }
        return answers;
    }

    private String log(String match) throws IOException {
        return Files.readString(directory.resolve(match + ".jsonl"));
    }

    @Test
    void aStartDeclaresHouseRulesAndTheLogHoldsExactlyTheKeysDeclared() throws IOException {
        List<JsonNode> answers = serve(
                "{\"op\":\"start\",\"match\":\"h1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":84,"
                        + "\"house\":{\"handSize\":14,\"meldFromHand\":true,\"drawnDeal\":\"point-each\"}}",
                "{\"op\":\"deal\",\"match\":\"h1\"}",
                "{\"op\":\"start\",\"match\":\"h2\",\"players\":[\"ana\",\"ben\"],\"seed\":1,\"house\":{}}");
        assertThat(answers.get(0).get("ok").asBoolean()).as(answers.get(0).toString()).isTrue();
        assertThat(answers.get(0).has("ignored")).isFalse();
        assertThat(answers.get(0).get("state").get("house").toString()).isEqualTo("{\"handSize\":14,\"drawnDeal\":\"point-each\",\"meldFromHand\":true}");
        assertThat(answers.get(1).get("events").get(0).get("hands").get("ana")).hasSize(14);
        assertThat(log("h1")).as("the log's canonical form").contains("\"house\":{\"drawnDeal\":\"point-each\",\"handSize\":14,\"meldFromHand\":true}");
        assertThat(answers.get(2).get("ok").asBoolean()).isTrue();
        assertThat(log("h2")).as("no house rule declared, none written").doesNotContain("house");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "{\"jokers\":2}|\"ana\",\"ben\"|anglo-40|`house`: house rule jokers is not one this build plays (a declared house rule is never ignored); "
                    + "the keys are handSize, packs, runMax, rearrange, drawnDeal, misdeal, nextDealer, offer, revealer, meldFromHand, partnership",
            "{\"handSize\":15}|\"ana\",\"ben\"|anglo-40|`house`: house rule handSize is an integer from 5 to 14, not 15",
            "{\"handSize\":13.0}|\"ana\",\"ben\"|anglo-40|`house`: house rule handSize is an integer from 5 to 14, not 13.0",
            "{\"runMax\":null}|\"ana\",\"ben\"|anglo-40|`house`: house rule runMax is an integer from 3 to 13, not null",
            "{\"packs\":3}|\"ana\",\"ben\"|anglo-40|`house`: house rule packs is the integer 1 or 2, not 3",
            "{\"rearrange\":\"no\"}|\"ana\",\"ben\"|anglo-40|`house`: house rule rearrange is true or false, not \"no\"",
            "{\"drawnDeal\":\"split\"}|\"ana\",\"ben\"|anglo-40|`house`: house rule drawnDeal is \"none\", \"point-each\" or \"replay\", not \"split\"",
            "{\"partnership\":true}|\"ana\",\"ben\",\"cruz\",\"dee\"|anglo-40|line 1: partnership is played in pagat-upcard only (four players in two teams), "
                    + "not in anglo-40",
            "{\"handSize\":14}|\"ana\",\"ben\",\"cruz\"|mexicana|`house`: 3 players dealt 14 cards each leave no stock: the hands and a stock need at least 43 cards,"
                    + " the 40-card pack (no 8s, 9s or 10s) has 40, 3 cards missing",
            "[\"twice-around\"]|\"ana\",\"ben\"|anglo-40|`house` must be an object of house rules, e.g. {\"handSize\":14}; the keys are handSize, packs",
    })
    void badHouseRulesAreRefusedNamingThemAndNothingIsWritten(String house, String players, String rules, String message) throws IOException {
        List<JsonNode> answers = serve("{\"op\":\"start\",\"match\":\"h1\",\"players\":[" + players + "],\"rules\":\"" + rules + "\",\"house\":" + house + "}");
        assertThat(answers.get(0).get("error").asText()).isEqualTo("bad-request");
        assertThat(answers.get(0).get("message").asText()).contains(message);
        try (Stream<Path> files = Files.list(directory)) {
            assertThat(files.toList()).as("nothing written").isEmpty();
        }
    }

    @Test
    void aFreeMeldIsAMoveOfItsOwnAndTheOneListedIsRecordedSentBackAsItIs() throws IOException {
        // seed 84, fourteen each: ana holds 4C 5C 6C and JS QS KS, and reveals 6H
        String start = "{\"op\":\"start\",\"match\":\"f1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":84,"
                + "\"house\":{\"meldFromHand\":true,\"handSize\":14}}";
        List<JsonNode> answers = serve(start,
                "{\"op\":\"deal\",\"match\":\"f1\"}",
                "{\"op\":\"meld\",\"match\":\"f1\"}",
                "{\"op\":\"reveal\",\"match\":\"f1\"}",
                "{\"op\":\"meld\",\"match\":\"f1\",\"player\":\"ben\",\"melds\":[[\"4C\",\"5C\",\"6C\"]]}",
                "{\"op\":\"meld\",\"match\":\"f1\"}",
                "{\"op\":\"meld\",\"match\":\"f1\",\"melds\":\"4C\"}",
                "{\"op\":\"moves\",\"match\":\"f1\"}");
        assertThat(answers.get(2).get("message").asText()).as("before the first reveal nobody is to act")
                .contains("`melds` is missing, and ");
        assertThat(answers.get(4).get("rule").asText()).as("not ben's turn").isEqualTo("R-TURN");
        assertThat(answers.get(5).get("message").asText()).isEqualTo("line 6: `melds` is missing and ana can lay out melds from the hand in 5 ways: "
                + "give the melds the free meld makes or extends (the others are kept), e.g. \"melds\":[[\"4H\",\"5H\",\"6H\"]]");
        assertThat(answers.get(6).get("message").asText()).contains("`melds` must be a list of melds");
        JsonNode meld = answers.get(7).get("moves").valueStream().filter(move -> move.get("op").asText().equals("meld"))
                .filter(move -> move.get("melds").toString().equals("[[\"4C\",\"5C\",\"6C\"],[\"JS\",\"QS\",\"KS\"]]")).findFirst().orElseThrow();
        List<JsonNode> sent = serve("{\"op\":\"resume\",\"match\":\"f1\"}", meld.toString(),
                "{\"op\":\"meld\",\"match\":\"f1\",\"player\":\"ana\",\"melds\":[[\"4C\",\"5C\",\"6C\"]]}",
                "{\"op\":\"pass\",\"match\":\"f1\"}");
        assertThat(sent.get(1).get("ok").asBoolean()).as(sent.get(1).toString()).isTrue();
        assertThat(sent.get(1).has("ignored")).isFalse();
        JsonNode laid = sent.get(1).get("events").get(0);
        assertThat(laid.get("type").asText()).isEqualTo("MeldsRearranged");
        assertThat(laid.get("player").asText()).isEqualTo("ana");
        assertThat(sent.get(1).get("next").asText()).as("the open card is still open to ana").isEqualTo("ana");
        assertThat(sent.get(2).get("rule").asText()).as("no hand card laid out").isEqualTo("R-TAKE");
        assertThat(sent.get(3).get("events").get(0).get("type").asText()).isEqualTo("CardPassed");
    }

    @Test
    void aFreeMeldOfTheOnlyWayNeedsNoMeldsAndWithoutTheHouseRuleItIsOutOfTurn() throws IOException {
        List<JsonNode> answers = serve(
                "{\"op\":\"start\",\"match\":\"f2\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":84,\"house\":{\"handSize\":14}}",
                "{\"op\":\"deal\",\"match\":\"f2\"}",
                "{\"op\":\"reveal\",\"match\":\"f2\"}",
                "{\"op\":\"meld\",\"match\":\"f2\",\"melds\":[[\"4C\",\"5C\",\"6C\"]]}",
                "{\"op\":\"moves\",\"match\":\"f2\"}");
        assertThat(answers.get(3).get("rule").asText()).isEqualTo("R-TURN");
        assertThat(answers.get(4).get("moves").findValuesAsText("op")).doesNotContain("meld");
    }

    @Test
    void aDealFoundMisdealtAtARealTableEndsVoidAndTheSameDealerDealsAgain() throws IOException {
        List<JsonNode> answers = serve(
                "{\"op\":\"start\",\"match\":\"v1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"concealed\":true,\"house\":{\"misdeal\":true}}",
                "{\"op\":\"deal\",\"match\":\"v1\"}",
                "{\"op\":\"moves\",\"match\":\"v1\"}",
                "{\"op\":\"misdeal\",\"match\":\"v1\",\"expect\":2}",
                "{\"op\":\"misdeal\",\"match\":\"v1\"}",
                "{\"op\":\"deal\",\"match\":\"v1\"}",
                "{\"op\":\"reveal\",\"match\":\"v1\",\"card\":\"7C\"}",
                "{\"op\":\"misdeal\",\"match\":\"v1\"}");
        assertThat(answers.get(2).get("moves").findValuesAsText("op")).contains("reveal", "misdeal");
        JsonNode voided = answers.get(3).get("events").get(0);
        assertThat(voided.get("type").asText()).isEqualTo("DealEnded");
        assertThat(voided.get("result").asText()).isEqualTo("void");
        assertThat(voided.has("winner")).isFalse();
        assertThat(answers.get(4).get("ok").asBoolean()).as("no deal to void").isFalse();
        JsonNode second = answers.get(5).get("events").get(0);
        assertThat(second.get("deal").asInt()).isEqualTo(2);
        assertThat(second.get("dealer").asText()).as("the same dealer deals again").isEqualTo("ben");
        assertThat(answers.get(7).get("rule").asText()).as("play has begun").isEqualTo("R-DEAL");
        assertThat(log("v1")).contains("\"result\":\"void\"");
    }

    @Test
    void fourPlayersInPartnershipAreSeatedByTheStart() throws IOException {
        List<JsonNode> answers = serve(
                "{\"op\":\"start\",\"match\":\"p1\",\"players\":[\"ana\",\"ben\",\"cruz\",\"dee\"],\"rules\":\"pagat-upcard\",\"firstDealer\":\"dee\","
                        + "\"seed\":3,\"house\":{\"partnership\":true}}",
                "{\"op\":\"deal\",\"match\":\"p1\"}",
                "{\"op\":\"pass\",\"match\":\"p1\"}",
                "{\"op\":\"moves\",\"match\":\"p1\",\"as\":\"ben\"}");
        assertThat(answers.get(0).get("ok").asBoolean()).as(answers.get(0).toString()).isTrue();
        JsonNode dealt = answers.get(1).get("events");
        assertThat(dealt.get(0).get("hands").get("cruz")).as("two packs, fourteen each").hasSize(14);
        assertThat(dealt.get(0).get("stock")).hasSize(80 - 4 * 14);
        assertThat(answers.get(2).get("events").get(0).get("player").asText()).isEqualTo("ana");
        assertThat(answers.get(3).get("actor").asText()).as("the starter goes on to ben").isEqualTo("ben");
        assertThat(log("p1")).contains("\"players\":[\"ana\",\"ben\",\"cruz\",\"dee\"]").contains("\"house\":{\"partnership\":true}");
    }
}
