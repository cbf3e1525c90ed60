package org.conquian.kafka;

import com.fasterxml.jackson.databind.JsonNode;
import org.apache.kafka.common.TopicPartition;
import org.conquian.contract.StrictJson;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The projectors' output as a user reads it: the latest state of every match from the compacted state
 * topic, and the standings derived from them (each match's final wins once, so they add up exactly
 * whichever instances wrote them).
 */
public final class ProjectedStates {

    private ProjectedStates() {
    }

    /** The latest projected record of every match: status, seq, problem and state. */
    public static Map<String, JsonNode> latest(KafkaEventLog log) {
        KafkaSettings settings = log.settings();
        Map<String, JsonNode> states = new TreeMap<>();
        List<TopicPartition> partitions = new ArrayList<>();
        for (int partition = 0; partition < log.directory().partitions(); partition++) {
            partitions.add(new TopicPartition(settings.stateTopic(), partition));
        }
        Clients.readToEnd(settings, log.watermarks(), partitions, record -> states.put(record.key(), read(record.value())));
        return states;
    }

    private static JsonNode read(byte[] value) {
        try {
            return StrictJson.MAPPER.readTree(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A player's record over the matches projected so far. */
    public record Standing(String player, int played, int won, int dealsWon) {
    }

    /** Standings over ended matches: matches won first, then deals won. */
    public static List<Standing> standings(Map<String, JsonNode> states) {
        Map<String, int[]> table = new TreeMap<>();
        for (JsonNode projected : states.values()) {
            JsonNode state = projected.get("state");
            if (!"ended".equals(projected.path("status").asText()) || !state.has("wins")) {
                continue;
            }
            String winner = state.path("winner").asText();
            state.get("wins").fields().forEachRemaining(entry -> {
                int[] row = table.computeIfAbsent(entry.getKey(), player -> new int[3]);
                row[0]++;
                row[1] += entry.getKey().equals(winner) ? 1 : 0;
                row[2] += entry.getValue().asInt();
            });
        }
        List<Standing> standings = new ArrayList<>();
        table.forEach((player, row) -> standings.add(new Standing(player, row[0], row[1], row[2])));
        standings.sort((a, b) -> a.won() != b.won() ? b.won() - a.won() : b.dealsWon() - a.dealsWon());
        return standings;
    }
}
