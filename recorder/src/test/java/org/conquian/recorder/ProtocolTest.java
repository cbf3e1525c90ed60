package org.conquian.recorder;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.contract.StrictJson;
import org.conquian.log.file.FileEventLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

import static org.assertj.core.api.Assertions.assertThat;

/** The line protocol: a JSON request per line, a JSON answer per line. */
class ProtocolTest {

    @TempDir
    Path directory;

    private List<JsonNode> serve(String... requests) throws IOException {
        StringWriter out = new StringWriter();
        try (FileEventLog log = FileEventLog.open(directory); Protocol protocol = new Protocol(new Recorder(log, Clock.systemUTC())
                .keepingSeedsIn(SeedStore.in(directory.resolve(".seeds"))))) {
            protocol.serve(new BufferedReader(new StringReader(String.join("\n", requests))), new PrintWriter(out));
        }
        List<JsonNode> answers = new ArrayList<>();
        for (String line : out.toString().split("\n")) {
            answers.add(StrictJson.MAPPER.readTree(line));
        }
        return answers;
    }

    @Test
    void aStartMaySignWithAKeyFileAndDealFromACommittedShuffle() throws IOException {
        String publicHex = KeyFiles.create(directory, "club");
        String key = directory.resolve("club.key").toString();
        List<JsonNode> answers = serve(
                "{\"op\":\"start\",\"match\":\"s1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"signWith\":\"" + key
                        + "\",\"fair\":true,\"salt\":\"ana:7f ben:c2\"}",
                "{\"op\":\"deal\",\"match\":\"s1\"}",
                "{\"op\":\"start\",\"match\":\"s2\",\"players\":[\"ana\",\"ben\"],\"fair\":true,\"seed\":3}",
                "{\"op\":\"start\",\"match\":\"s3\",\"players\":[\"ana\",\"ben\"],\"signWith\":\"" + directory.resolve("none.key") + "\"}");
        assertThat(answers.get(0).get("ok").asBoolean()).as(answers.get(0).toString()).isTrue();
        // the program shows the players the commit before the first deal, as the prompt does
        assertThat(answers.get(0).get("signer").asText()).isEqualTo(publicHex);
        assertThat(answers.get(0).get("shuffle").get("commit").asText()).hasSize(64);
        assertThat(answers.get(0).get("shuffle").get("salt").asText()).isEqualTo("ana:7f ben:c2");
        assertThat(answers.get(1).get("events").get(0).has("sig")).isTrue();
        String first = Files.readAllLines(directory.resolve("s1.jsonl")).get(0);
        assertThat(first).contains("\"signer\":\"" + publicHex + "\"").contains("\"salt\":\"ana:7f ben:c2\"");
        assertThat(Files.exists(directory.resolve(".seeds").resolve("s1.seed"))).isTrue();
        assertThat(answers.get(2).get("error").asText()).isEqualTo("bad-request");
        assertThat(answers.get(2).get("message").asText()).contains("takes no `seed`");
        assertThat(answers.get(3).get("message").asText()).contains("no such file");
    }

    @Test
    void aMatchIsRecordedByRequests() throws IOException {
        List<JsonNode> answers = serve(
                "{\"op\":\"start\",\"match\":\"m1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":7,\"id\":1}",
                "{\"op\":\"deal\",\"match\":\"m1\"}",
                "{\"op\":\"reveal\",\"match\":\"m1\"}",
                "{\"op\":\"moves\",\"match\":\"m1\"}",
                "{\"op\":\"discard\",\"match\":\"m1\",\"card\":\"AC\"}",
                "{\"op\":\"pass\",\"match\":\"m1\"}",
                "{\"op\":\"state\",\"match\":\"m1\",\"as\":\"ana\"}");
        assertThat(answers.get(0).get("ok").asBoolean()).isTrue();
        assertThat(answers.get(0).get("id").asInt()).isEqualTo(1);
        assertThat(answers.get(1).get("events").get(0).get("type").asText()).isEqualTo("DealStarted");
        assertThat(answers.get(1).get("next").asText()).isEqualTo("ana");
        assertThat(answers.get(2).get("events").get(0).get("type").asText()).isEqualTo("StockCardRevealed");
        assertThat(answers.get(3).get("moves").findValuesAsText("op")).contains("pass");
        assertThat(answers.get(4).get("ok").asBoolean()).isFalse();
        assertThat(answers.get(4).get("rule").asText()).isEqualTo("R-TURN");
        assertThat(answers.get(5).get("events").get(0).get("type").asText()).isEqualTo("CardPassed");
        JsonNode view = answers.get(6).get("state").get("deal");
        assertThat(view.get("hands").get("ana").has("hand")).isTrue();
        assertThat(view.get("hands").get("ben").has("hand")).as("ben's hand is hidden from ana").isFalse();
        assertThat(view.has("stockCards")).isFalse();
    }

    /** The requests that moves lists name their match: a program sends one back as it is, and it is recorded. */
    @Test
    void aMoveThatMovesListsIsSentBackAsItIs() throws IOException {
        List<JsonNode> listed = serve(
                "{\"op\":\"start\",\"match\":\"m2\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":7}",
                "{\"op\":\"deal\",\"match\":\"m2\"}",
                "{\"op\":\"reveal\",\"match\":\"m2\"}",
                "{\"op\":\"moves\",\"match\":\"m2\"}");
        assertThat(listed.get(3).get("moves")).allSatisfy(move -> assertThat(move.get("match").asText()).isEqualTo("m2"));
        JsonNode pass = listed.get(3).get("moves").valueStream().filter(move -> move.get("op").asText().equals("pass")).findFirst().orElseThrow();
        List<JsonNode> answers = serve("{\"op\":\"resume\",\"match\":\"m2\"}", pass.toString());
        assertThat(answers.get(1).get("ok").asBoolean()).as(answers.get(1).toString()).isTrue();
        assertThat(answers.get(1).has("ignored")).isFalse();
        assertThat(answers.get(1).get("events").get(0).get("type").asText()).isEqualTo("CardPassed");
    }

    /** With {@code as}, a player's own moves: their reveal names no card, not turned up yet, and sent back it is recorded. */
    @Test
    void aPlayersMovesAreTheirOwnAndTheirRevealNamesNoCard() throws IOException {
        List<JsonNode> listed = serve(
                "{\"op\":\"start\",\"match\":\"m3\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":7}",
                "{\"op\":\"deal\",\"match\":\"m3\"}",
                "{\"op\":\"moves\",\"match\":\"m3\",\"as\":\"ana\"}",
                "{\"op\":\"moves\",\"match\":\"m3\",\"as\":\"ben\"}",
                "{\"op\":\"moves\",\"match\":\"m3\"}",
                "{\"op\":\"moves\",\"match\":\"m3\",\"as\":\"zoe\"}");
        assertThat(listed.get(2).get("moves")).hasSize(1);
        JsonNode reveal = listed.get(2).get("moves").get(0);
        assertThat(reveal.toString()).isEqualTo("{\"op\":\"reveal\",\"match\":\"m3\",\"player\":\"ana\"}");
        assertThat(listed.get(2).get("actor").asText()).isEqualTo("ana");
        assertThat(listed.get(3).get("moves")).isEmpty();
        assertThat(listed.get(4).get("moves").get(0).has("card")).as("the officials know the stock").isTrue();
        assertThat(listed.get(5).get("message").asText()).contains("zoe does not play");
        List<JsonNode> answers = serve("{\"op\":\"resume\",\"match\":\"m3\"}", reveal.toString());
        assertThat(answers.get(1).get("events").get(0).get("card").asText()).isEqualTo(listed.get(4).get("moves").get(0).get("card").asText());
    }

    @Test
    void badRequestsAreToldApartFromRefusedMoves() throws IOException {
        List<JsonNode> answers = serve("not json", "{\"op\":\"take\"}", "{\"op\":\"take\",\"match\":\"nope\"}", "[1]");
        assertThat(answers).allSatisfy(answer -> {
            assertThat(answer.get("ok").asBoolean()).isFalse();
            assertThat(answer.get("error").asText()).isEqualTo("bad-request");
        });
        assertThat(answers.get(0).get("message").asText()).startsWith("line 1 is not JSON");
        assertThat(answers.get(1).get("message").asText()).contains("`match` is missing");
        assertThat(answers.get(2).get("message").asText()).contains("is not open here");
    }

    @Test
    void aRequestsFormIsCheckedBeforeItIsReadAndFieldsItsOpDoesNotReadAreNamed() throws IOException {
        List<JsonNode> answers = serve("{\"op\":\"start\",\"match\":\"m5\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":1}",
                "{\"op\":\"fly\",\"match\":\"m5\"}",
                "{\"op\":\"take\",\"match\":\"m5\",\"melds\":\"oops\"}",
                "{\"op\":\"deal\",\"match\":\"m5\",\"expct\":1,\"foo\":true}",
                "{\"op\":\"start\",\"match\":\"bad id!\",\"players\":[\"ana\",\"ben\"]}",
                "{\"op\":\"state\",\"match\":\"m5\",\"as\":7}",
                "{\"op\":\"discard\",\"match\":\"m5\",\"card\":[\"QS\"]}");
        assertThat(answers.get(0).has("ignored")).isFalse();
        assertThat(answers.subList(1, 7)).allSatisfy(answer -> assertThat(answer.get("ok").asBoolean()).isEqualTo(answer == answers.get(3)));
        assertThat(answers.get(1).get("error").asText()).isEqualTo("bad-request");
        assertThat(answers.get(1).get("message").asText())
                .isEqualTo("line 2: `op` \"fly\" is not an op of the protocol: the ops are start, resume, deal, exchange, reveal, take, "
                        + "reject, pass, force, discard, show, meld, misdeal, call, rule, state, moves, close");
        assertThat(answers.get(2).get("message").asText()).isEqualTo("line 3: `melds` must be a list of melds, each a list of card codes, "
                + "e.g. [[\"4H\",\"5H\",\"6H\"]], not \"oops\"");
        assertThat(answers.get(3).get("ignored")).hasToString("[\"expct\",\"foo\"]");
        assertThat(answers.get(4).get("error").asText()).isEqualTo("bad-request");
        assertThat(answers.get(4).get("message").asText()).contains("`match` must be a match id: 1 to 64 of A-Z a-z 0-9 . _ -, not \"bad id!\"");
        assertThat(answers.get(5).get("message").asText()).contains("`as` must be a player id");
        assertThat(answers.get(6).get("message").asText()).contains("`card` must be a card code");
        List<JsonNode> take = serve("{\"op\":\"start\",\"match\":\"m6\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":5}",
                "{\"op\":\"deal\",\"match\":\"m6\"}", "{\"op\":\"reveal\",\"match\":\"m6\"}", "{\"op\":\"take\",\"match\":\"m6\"}");
        assertThat(take.get(3).get("message").asText()).endsWith("`melds` is missing, and 6S cannot be melded by ana now, with or without hand cards");
    }

    @Test
    void aSecondStartOfAMatchIsAMatchError() throws IOException {
        List<JsonNode> answers = serve("{\"op\":\"start\",\"match\":\"m2\",\"players\":[\"ana\",\"ben\"],\"seed\":1}",
                "{\"op\":\"close\",\"match\":\"m2\"}",
                "{\"op\":\"start\",\"match\":\"m2\",\"players\":[\"ana\",\"ben\"],\"seed\":1}");
        assertThat(answers.get(2).get("error").asText()).isEqualTo("match");
        assertThat(answers.get(2).get("message").asText()).contains("already exists");
    }

    /** A sender that lost an answer (a crash, a timeout) sends the move again with the seq it had seen. */
    @Test
    void aMoveSentAgainAtTheSeqItExpectedIsAnsweredWithTheEventsItWroteAndNotRecordedTwice() throws IOException {
        List<JsonNode> answers = serve(
                "{\"op\":\"start\",\"match\":\"m3\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":7}",
                "{\"op\":\"deal\",\"match\":\"m3\",\"expect\":1}",
                "{\"op\":\"deal\",\"match\":\"m3\",\"expect\":1}",
                "{\"op\":\"reveal\",\"match\":\"m3\",\"expect\":2}",
                "{\"op\":\"reveal\",\"match\":\"m3\",\"expect\":2}",
                "{\"op\":\"pass\",\"match\":\"m3\",\"expect\":2}",
                "{\"op\":\"pass\",\"match\":\"m3\",\"expect\":9}",
                "{\"op\":\"pass\",\"match\":\"m3\",\"expect\":3}",
                "{\"op\":\"pass\",\"match\":\"m3\",\"expect\":3}",
                "{\"op\":\"pass\",\"match\":\"m3\",\"expect\":-1}");
        assertThat(answers.get(0).get("seq").asLong()).isEqualTo(1);
        assertThat(answers.get(1).get("seq").asLong()).isEqualTo(2);
        assertThat(answers.get(1).has("repeated")).isFalse();
        assertThat(answers.get(2).get("ok").asBoolean()).isTrue();
        assertThat(answers.get(2).get("repeated").asBoolean()).isTrue();
        assertThat(answers.get(2).get("events")).isEqualTo(answers.get(1).get("events"));
        assertThat(answers.get(4).get("repeated").asBoolean()).isTrue();
        assertThat(answers.get(4).get("events")).isEqualTo(answers.get(3).get("events"));

        JsonNode stale = answers.get(5);
        assertThat(stale.get("ok").asBoolean()).isFalse();
        assertThat(stale.get("error").asText()).isEqualTo("stale");
        assertThat(stale.get("expected").asLong()).isEqualTo(2);
        assertThat(stale.get("seq").asLong()).isEqualTo(3);
        assertThat(stale.get("events")).hasSize(1);
        assertThat(stale.get("events").get(0).get("type").asText()).isEqualTo("StockCardRevealed");
        assertThat(answers.get(6).get("error").asText()).as("a seq the match never reached").isEqualTo("stale");
        assertThat(answers.get(6).get("events")).isEmpty();

        assertThat(answers.get(7).get("events").get(0).get("type").asText()).isEqualTo("CardPassed");
        assertThat(answers.get(8).get("repeated").asBoolean()).isTrue();
        assertThat(answers.get(8).get("seq").asLong()).isEqualTo(4);
        assertThat(answers.get(9).get("error").asText()).isEqualTo("bad-request");
        try (FileEventLog log = FileEventLog.open(directory); var lines = log.read("m3")) {
            long events = 0;
            while (lines.hasNext()) {
                lines.next();
                events++;
            }
            assertThat(events).as("each move written once").isEqualTo(4);
        }
    }

    @Test
    void aMoveRepeatedAfterTheRecorderRestartedIsRecognisedThroughTheLog() throws IOException {
        serve("{\"op\":\"start\",\"match\":\"m4\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":7}",
                "{\"op\":\"deal\",\"match\":\"m4\",\"expect\":1}",
                "{\"op\":\"reveal\",\"match\":\"m4\",\"expect\":2}");
        List<JsonNode> answers = serve("{\"op\":\"resume\",\"match\":\"m4\",\"seed\":7}",
                "{\"op\":\"reveal\",\"match\":\"m4\",\"expect\":2}",
                "{\"op\":\"pass\",\"match\":\"m4\",\"expect\":3}");
        assertThat(answers.get(0).get("seq").asLong()).isEqualTo(3);
        assertThat(answers.get(1).get("repeated").asBoolean()).isTrue();
        assertThat(answers.get(1).get("events").get(0).get("seq").asLong()).isEqualTo(3);
        assertThat(answers.get(2).get("events").get(0).get("type").asText()).isEqualTo("CardPassed");
    }

    @Test
    void aPagatUpcardMatchStartsWithItsOptionsAndTheStarterIsTurnedUpWithTheDeal() throws IOException {
        List<JsonNode> answers = serve(
                "{\"op\":\"start\",\"match\":\"p1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":7,"
                        + "\"rules\":\"pagat-upcard\",\"deck\":52,\"forcedMeld\":false,\"targetWins\":2}",
                "{\"op\":\"deal\",\"match\":\"p1\"}",
                "{\"op\":\"reject\",\"match\":\"p1\"}",
                "{\"op\":\"pass\",\"match\":\"p1\"}",
                "{\"op\":\"start\",\"match\":\"p2\",\"players\":[\"ana\",\"ben\"],\"deck\":52}");
        assertThat(answers.get(0).get("ok").asBoolean()).as("%s", answers.get(0)).isTrue();
        JsonNode dealt = answers.get(1).get("events");
        assertThat(dealt.get(0).get("type").asText()).isEqualTo("DealStarted");
        assertThat(dealt.get(0).get("stock")).hasSize(32);
        assertThat(dealt.get(1).get("type").asText()).isEqualTo("StockCardRevealed");
        assertThat(dealt.get(1).get("player").asText()).as("the dealer turns up the starter").isEqualTo("ben");
        assertThat(answers.get(1).get("next").asText()).isEqualTo("ana");
        assertThat(answers.get(2).get("rule").asText()).as("the nondealer never rejects the starter").isEqualTo("R-TURN");
        assertThat(answers.get(3).get("ok").asBoolean()).isTrue();
        assertThat(answers.get(4).get("error").asText()).isEqualTo("bad-request");
        assertThat(answers.get(4).get("message").asText()).contains("anglo-40 takes no options");
    }

    @Test
    void aMexicanaMatchOfThreeRecordsTheCambioAsOneRequest() throws IOException {
        List<JsonNode> dealt = serve(
                "{\"op\":\"start\",\"match\":\"x1\",\"players\":[\"ana\",\"ben\",\"cruz\"],\"firstDealer\":\"cruz\",\"seed\":7,"
                        + "\"rules\":\"mexicana\"}",
                "{\"op\":\"deal\",\"match\":\"x1\"}",
                "{\"op\":\"moves\",\"match\":\"x1\"}",
                "{\"op\":\"reveal\",\"match\":\"x1\",\"player\":\"ana\"}");
        assertThat(dealt.get(0).get("ok").asBoolean()).as("%s", dealt.get(0)).isTrue();
        assertThat(dealt.get(1).get("events").get(0).get("stock")).hasSize(16);
        assertThat(dealt.get(1).has("next")).as("no one player acts in the cambio").isFalse();
        JsonNode moves = dealt.get(2);
        assertThat(moves.get("exchangeDue").asBoolean()).isTrue();
        assertThat(moves.get("cambio").get("cruz")).hasSize(8);
        assertThat(dealt.get(3).get("rule").asText()).isEqualTo("R-EXCHANGE");
        String ana = moves.get("cambio").get("ana").get(0).asText();
        String ben = moves.get("cambio").get("ben").get(0).asText();
        String cruz = moves.get("cambio").get("cruz").get(0).asText();
        List<JsonNode> answers = serve(
                "{\"op\":\"resume\",\"match\":\"x1\"}",
                "{\"op\":\"exchange\",\"match\":\"x1\",\"cards\":{\"ana\":\"" + ana + "\",\"ben\":\"" + ana + "\",\"cruz\":\"" + cruz + "\"}}",
                "{\"op\":\"exchange\",\"match\":\"x1\",\"cards\":{\"ana\":\"" + ana + "\",\"ben\":\"" + ben + "\",\"cruz\":\"" + cruz + "\"}}");
        assertThat(answers.get(1).get("rule").asText()).isEqualTo("R-EXCHANGE");
        assertThat(answers.get(1).get("message").asText()).contains("ben cannot give " + ana);
        JsonNode events = answers.get(2).get("events");
        assertThat(events.get(0).get("type").asText()).isEqualTo("CardsExchanged");
        assertThat(events.get(0).get("cards").get("ben").asText()).isEqualTo(ben);
        assertThat(events.get(1).get("player").asText()).as("the player to the dealer's right reveals the first card").isEqualTo("ana");
        assertThat(answers.get(2).get("next").asText()).isEqualTo("ana");
    }

    @Test
    void aRealTableResumedBeforeItsFirstDealIsDealtFaceDownWhenTheRequestSaysSo() throws IOException {
        serve("{\"op\":\"start\",\"match\":\"c1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"concealed\":true}");
        JsonNode unsaid = serve("{\"op\":\"resume\",\"match\":\"c1\"}").get(0);
        assertThat(unsaid.get("warnings").get(0).asText()).contains("no deal of match c1 is recorded yet").contains("\"concealed\": true");
        List<JsonNode> said = serve("{\"op\":\"resume\",\"match\":\"c1\",\"concealed\":true}", "{\"op\":\"deal\",\"match\":\"c1\"}");
        assertThat(said.get(0).has("warnings")).as(said.get(0).toString()).isFalse();
        assertThat(said.get(1).get("events").get(0).get("concealed").asBoolean()).as(said.get(1).toString()).isTrue();
    }

    @Test
    void aViewerWhoDoesNotPlayAndASecondOpeningHereAreBadRequests() throws IOException {
        List<JsonNode> answers = serve(
                "{\"op\":\"start\",\"match\":\"v1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":7}",
                "{\"op\":\"state\",\"match\":\"v1\",\"as\":\"zoe\"}",
                "{\"op\":\"start\",\"match\":\"v1\",\"players\":[\"ana\",\"ben\"]}",
                "{\"op\":\"resume\",\"match\":\"v1\"}");
        assertThat(answers.get(1).get("error").asText()).isEqualTo("bad-request");
        assertThat(answers.get(1).get("message").asText()).contains("zoe does not play in match v1");
        assertThat(answers.get(2).get("message").asText()).contains("match v1 is already open here");
        assertThat(answers.get(3).get("message").asText()).contains("match v1 is already open here");
    }

    @Test
    void aConcealedMatchNamesEachCardAsItIsShown() throws IOException {
        List<JsonNode> answers = serve(
                "{\"op\":\"start\",\"match\":\"r1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"concealed\":true}",
                "{\"op\":\"deal\",\"match\":\"r1\"}",
                "{\"op\":\"reveal\",\"match\":\"r1\"}",
                "{\"op\":\"reveal\",\"match\":\"r1\",\"card\":\"7C\"}",
                "{\"op\":\"pass\",\"match\":\"r1\"}",
                "{\"op\":\"reject\",\"match\":\"r1\"}",
                "{\"op\":\"reveal\",\"match\":\"r1\",\"card\":\"7C\"}",
                "{\"op\":\"show\",\"match\":\"r1\",\"hands\":{\"ana\":[],\"ben\":[]}}",
                "{\"op\":\"state\",\"match\":\"r1\"}");
        assertThat(answers.get(1).get("events").get(0).get("concealed").asBoolean()).isTrue();
        assertThat(answers.get(1).get("events").get(0).has("hands")).isFalse();
        assertThat(answers.get(2).get("message").asText()).contains("in a concealed deal a reveal names the card turned up");
        assertThat(answers.get(3).get("events").get(0).get("card").asText()).isEqualTo("7C");
        assertThat(answers.get(5).get("events")).as("the rejecter's reveal waits for the card").hasSize(1);
        assertThat(answers.get(6).get("rule").asText()).isEqualTo("R-STOCK");
        assertThat(answers.get(7).get("rule").asText()).as("hands are shown when the deal has ended").isEqualTo("R-TURN");
        JsonNode deal = answers.get(8).get("state").get("deal");
        assertThat(deal.get("concealed").asBoolean()).isTrue();
        assertThat(deal.has("stockCards")).isFalse();
        assertThat(deal.get("hands").get("ana").get("handSize").asInt()).as("a face-down hand counts its cards").isEqualTo(10);
        assertThat(deal.get("hands").get("ana").get("faceDown").asInt()).isEqualTo(10);
    }

    @Test
    void aConcealedCambioIsListedAndRecordedWithoutCards() throws IOException {
        List<JsonNode> answers = serve(
                "{\"op\":\"start\",\"match\":\"xc\",\"players\":[\"ana\",\"ben\",\"cruz\"],\"firstDealer\":\"cruz\","
                        + "\"rules\":\"mexicana\",\"concealed\":true}",
                "{\"op\":\"deal\",\"match\":\"xc\"}",
                "{\"op\":\"moves\",\"match\":\"xc\"}",
                "{\"op\":\"exchange\",\"match\":\"xc\",\"cards\":{\"ana\":\"QS\",\"ben\":\"5H\",\"cruz\":\"2C\"}}",
                "{\"op\":\"exchange\",\"match\":\"xc\"}",
                "{\"op\":\"reveal\",\"match\":\"xc\",\"card\":\"6H\"}");
        JsonNode moves = answers.get(2);
        assertThat(moves.get("exchangeDue").asBoolean()).isTrue();
        assertThat(moves.get("moves")).as("the one form of a face-down cambio").hasSize(1);
        assertThat(moves.get("moves").get(0).get("op").asText()).isEqualTo("exchange");
        assertThat(moves.get("moves").get(0).has("cards")).isFalse();
        assertThat(answers.get(3).get("rule").asText()).as("a concealed cambio names no cards").isEqualTo("SCHEMA");
        JsonNode exchanged = answers.get(4).get("events").get(0);
        assertThat(exchanged.get("type").asText()).isEqualTo("CardsExchanged");
        assertThat(exchanged.has("cards")).isFalse();
        assertThat(answers.get(4).get("next").asText()).as("the player on the dealer's right turns up the first card").isEqualTo("ana");
        assertThat(answers.get(5).get("events").get(0).get("card").asText()).isEqualTo("6H");
    }

    @Test
    void aConcealedTakeWithHandCardsIsListedAsSuchAndNamesOnlyTheMeldsItMakesOrExtends() throws IOException {
        List<JsonNode> answers = serve(
                "{\"op\":\"start\",\"match\":\"t1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"concealed\":true}",
                "{\"op\":\"deal\",\"match\":\"t1\"}",
                "{\"op\":\"reveal\",\"match\":\"t1\",\"card\":\"KH\"}",
                "{\"op\":\"pass\",\"match\":\"t1\"}",
                "{\"op\":\"moves\",\"match\":\"t1\"}",
                "{\"op\":\"take\",\"match\":\"t1\"}",
                "{\"op\":\"take\",\"match\":\"t1\",\"melds\":[[\"KC\",\"KD\",\"KH\"]]}",
                "{\"op\":\"discard\",\"match\":\"t1\",\"card\":\"2S\"}",
                "{\"op\":\"reject\",\"match\":\"t1\"}",
                "{\"op\":\"reveal\",\"match\":\"t1\",\"card\":\"QC\"}",
                "{\"op\":\"pass\",\"match\":\"t1\"}",
                "{\"op\":\"take\",\"match\":\"t1\",\"melds\":[[\"JC\",\"QC\",\"KC\"]]}",
                "{\"op\":\"take\",\"match\":\"t1\",\"melds\":[[\"JC\",\"QC\",\"7C\"]]}");
        JsonNode handTakes = answers.get(4).get("handTakes");
        assertThat(handTakes).as("ben may lay out KH with face-down hand cards").hasSize(1);
        assertThat(handTakes.get(0).get("player").asText()).isEqualTo("ben");
        assertThat(handTakes.get(0).get("card").asText()).isEqualTo("KH");
        assertThat(handTakes.get(0).get("handCards").asInt()).isEqualTo(10);
        assertThat(answers.get(5).get("message").asText()).contains("with face-down hand cards");
        assertThat(answers.get(6).get("events").get(1).get("melds").toString()).isEqualTo("[[\"KC\",\"KD\",\"KH\"]]");
        assertThat(answers.get(11).get("rule").asText()).as("a meld that takes a card from another must name the rest of it").isEqualTo("R-TAKE");
        assertThat(answers.get(12).get("events").get(1).get("melds").toString()).as("the untouched meld is kept")
                .isEqualTo("[[\"KC\",\"KD\",\"KH\"],[\"JC\",\"QC\",\"7C\"]]");
    }
}
