package org.conquian.recorder;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.LogLine;
import org.conquian.card.CardSet;
import org.conquian.contract.LogReader;
import org.conquian.contract.StrictJson;
import org.conquian.event.Event;
import org.conquian.log.file.FileEventLog;
import org.conquian.testkit.Knowledge;
import org.conquian.view.Viewer;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The protocol's {@code state} with {@code as}, read as bytes at every step of a match played through the protocol,
 * names no card that player may not know; without {@code as} it is the officials' view, with every hand.
 */
class ProtocolViewTest {

    @TempDir
    Path directory;

    @ParameterizedTest
    @CsvSource({"anglo-40,ana;ben,3", "pagat-upcard,ana;ben,11", "mexicana,ana;ben;cruz,5"})
    void aPlayersStateNamesOnlyWhatThatPlayerMayKnow(String profile, String seats, long seed) throws IOException {
        List<String> players = List.of(seats.split(";"));
        Random random = new Random(seed);
        try (FileEventLog log = FileEventLog.open(directory); Protocol protocol = new Protocol(new Recorder(log, Clock.systemUTC()))) {
            ask(protocol, "{\"op\":\"start\",\"match\":\"v1\",\"rules\":\"" + profile + "\",\"players\":"
                    + StrictJson.MAPPER.writeValueAsString(players) + ",\"seed\":" + seed + "}");
            for (int step = 0; step < 120 && !"ended".equals(stage(protocol)); step++) {
                List<Event> events = recorded();
                for (String player : players) {
                    String state = protocol.answer("{\"op\":\"state\",\"match\":\"v1\",\"as\":\"" + player + "\"}", 1).toString();
                    CardSet may = Knowledge.atEachPosition(events, Viewer.player(player)).getLast();
                    assertThat(Knowledge.leaks(state, may)).as(player + "'s state after " + events.size() + " events: " + state).isEmpty();
                }
                ask(protocol, next(protocol, random));
            }
            JsonNode officials = protocol.answer("{\"op\":\"state\",\"match\":\"v1\"}", 1).get("state");
            assertThat(officials.path("deal").path("hands").path(players.getFirst()).has("hand")).isTrue();
        }
        assertThat(recorded().size()).as("a match long enough to look at").isGreaterThan(20);
    }

    private static String stage(Protocol protocol) {
        return protocol.answer("{\"op\":\"state\",\"match\":\"v1\"}", 1).get("state").get("stage").asText();
    }

    /** A request for one of the moves open now, chosen at random; the deal and the cambio when due. */
    private static String next(Protocol protocol, Random random) {
        JsonNode moves = protocol.answer("{\"op\":\"moves\",\"match\":\"v1\"}", 1);
        if (moves.get("dealDue").asBoolean()) {
            return "{\"op\":\"deal\",\"match\":\"v1\"}";
        }
        if (moves.get("exchangeDue").asBoolean()) {
            ObjectNode cards = StrictJson.MAPPER.createObjectNode();
            moves.get("cambio").properties().forEach(hand -> cards.put(hand.getKey(), hand.getValue().get(0).asText()));
            return "{\"op\":\"exchange\",\"match\":\"v1\",\"cards\":" + cards + "}";
        }
        ObjectNode move = (ObjectNode) moves.get("moves").get(random.nextInt(moves.get("moves").size())).deepCopy();
        return move.put("match", "v1").toString();
    }

    private static void ask(Protocol protocol, String request) {
        JsonNode answer = protocol.answer(request, 1);
        assertThat(answer.get("ok").asBoolean()).as(request + " -> " + answer).isTrue();
    }

    /** The match's events as the log holds them. */
    private List<Event> recorded() throws IOException {
        List<Event> events = new ArrayList<>();
        try (LogReader reader = new LogReader(Files.newInputStream(directory.resolve("v1.jsonl")))) {
            reader.forEachRemaining(line -> events.add(((LogLine.EventLine) line).event()));
        }
        return events;
    }
}
