package org.conquian.kafka;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.internals.BuiltInPartitioner;
import org.apache.kafka.common.TopicPartition;
import org.conquian.contract.StrictJson;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Where each match's events are: the directory topic, compacted, keyed by match id, holds the partition,
 * the offset of the match's first event and, once the match has ended, of its last. The recorder writes an
 * entry in the same transaction as the match's first turn and as its last, so the directory never points
 * at events a reader cannot see. One match is then read from its first offset in its own partition, not by
 * scanning the topic: a directory lookup reads one partition of a small compacted topic.
 *
 * @see KafkaEventLog#read(String)
 */
final class MatchDirectory {

    private final KafkaSettings settings;
    private final Watermarks watermarks;
    private final int partitions;

    MatchDirectory(KafkaSettings settings, Watermarks watermarks, int partitions) {
        this.settings = settings;
        this.watermarks = watermarks;
        this.partitions = partitions;
    }

    /** A match's place in the events topic. */
    record Entry(String match, int partition, long first, Long last) {
        byte[] json() {
            ObjectNode json = StrictJson.MAPPER.createObjectNode();
            json.put("match", match);
            json.put("partition", partition);
            json.put("first", first);
            if (last != null) {
                json.put("last", last);
            }
            try {
                return StrictJson.MAPPER.writeValueAsBytes(json);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        static Entry of(byte[] value) {
            try {
                JsonNode json = StrictJson.MAPPER.readTree(value);
                return new Entry(json.get("match").asText(), json.get("partition").asInt(), json.get("first").asLong(),
                        json.has("last") ? json.get("last").asLong() : null);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** The partition of a match's records: Kafka's own choice for the key, in every topic of the log. */
    int partitionOf(String match) {
        return BuiltInPartitioner.partitionForKey(match.getBytes(StandardCharsets.UTF_8), partitions);
    }

    int partitions() {
        return partitions;
    }

    ProducerRecord<String, byte[]> record(Entry entry) {
        return new ProducerRecord<>(settings.directoryTopic(), entry.partition(), entry.match(), entry.json());
    }

    Optional<Entry> lookup(String match) {
        return Optional.ofNullable(read(List.of(partitionOf(match))).get(match));
    }

    /** Every match of the log, by id. */
    Map<String, Entry> all() {
        List<Integer> every = new ArrayList<>();
        for (int partition = 0; partition < partitions; partition++) {
            every.add(partition);
        }
        return read(every);
    }

    private Map<String, Entry> read(List<Integer> partitionNumbers) {
        Map<String, Entry> entries = new TreeMap<>();
        List<TopicPartition> partitions = partitionNumbers.stream().map(p -> new TopicPartition(settings.directoryTopic(), p)).toList();
        Clients.readToEnd(settings, watermarks, partitions, record -> {
            if (record.value() == null) {
                entries.remove(record.key());
            } else {
                entries.put(record.key(), Entry.of(record.value()));
            }
        });
        return entries;
    }
}
