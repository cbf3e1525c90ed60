package org.conquian.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.kafka.KafkaEventLog;
import org.conquian.kafka.KafkaSettings;
import org.conquian.kafka.testkit.Broker;
import org.conquian.kafka.testkit.KafkaTest;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;

/** Two servers on one topic: a spectator of one follows, live, a match recorded through the other. */
@KafkaTest
class KafkaServeTest {

    private final Broker broker;

    KafkaServeTest(Broker broker) {
        this.broker = broker;
    }

    @Test
    void aSpectatorOfOneServerFollowsAMatchRecordedThroughAnother() throws Exception {
        KafkaSettings settings = KafkaSettings.of(broker.bootstrapServers()).withTopic("serve-" + UUID.randomUUID())
                .withTransactionalPrefix("serve-" + UUID.randomUUID()).withTimeout(Duration.ofSeconds(20));
        Scripts.Script script = Scripts.anglo("m");
        try (KafkaEventLog first = KafkaEventLog.open(settings); KafkaEventLog second = KafkaEventLog.open(settings);
             Served recording = new Served(first); Served following = new Served(second)) {
            assertThat(recording.post("/api/matches", script.start().toString()).status()).isEqualTo(201);
            List<ObjectNode> moves = script.moves();
            for (ObjectNode move : moves.subList(0, 4)) {
                assertThat(recording.post("/api/matches/m/moves", move.toString()).status()).isEqualTo(200);
            }
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (following.get("/api/matches/m").status() != 200) {
                assertThat(System.nanoTime()).as("the second server sees the match within 30 s").isLessThan(deadline);
                Thread.sleep(100);
            }
            List<EventStream.Sent> seen = new ArrayList<>();
            try (EventStream spectator = new EventStream(following.client, following.request("/api/matches/m/events").GET().build())) {
                Thread recorder = Thread.startVirtualThread(() -> {
                    for (ObjectNode move : moves.subList(4, moves.size())) {
                        assertThat(recording.post("/api/matches/m/moves", move.toString()).status()).isEqualTo(200);
                    }
                });
                for (EventStream.Sent sent = spectator.next(); sent != null; sent = spectator.next()) {
                    seen.add(sent);
                }
                recorder.join(Duration.ofSeconds(60));
            }
            assertThat(seen.stream().map(EventStream.Sent::id).toList())
                    .isEqualTo(LongStream.rangeClosed(1, script.events().size()).boxed().toList());
            assertThat(seen.stream().map(sent -> sent.json().get("type").asText()).toList())
                    .isEqualTo(script.events().stream().map(event -> event.type()).toList());
            assertThat(seen.get(1).json().path("hands")).as("a spectator's deal").isEmpty();
            assertThat(following.getOfficial("/api/matches/m").header("ETag")).isEqualTo("\"" + script.events().size() + "\"");
        }
    }
}
