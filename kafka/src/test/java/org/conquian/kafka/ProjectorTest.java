package org.conquian.kafka;

import com.fasterxml.jackson.databind.JsonNode;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.conquian.audit.Verdict;
import org.conquian.bot.BotMatch;
import org.conquian.contract.Encoder;
import org.conquian.contract.Head;
import org.conquian.contract.StateJson;
import org.conquian.event.DealEnded;
import org.conquian.event.DealResult;
import org.conquian.event.Event;
import org.conquian.game.Game;
import org.conquian.game.TableRecord;
import org.conquian.game.MatchState;
import org.conquian.kafka.testkit.Broker;
import org.conquian.kafka.testkit.KafkaTest;
import org.conquian.log.MatchWriter;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.view.Viewer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/** The projector's states are the domain's fold of each match; instances share the work; the stream is guarded. */
@KafkaTest
class ProjectorTest {

    private static final String AT = "2026-11-29T18:00:00Z";
    private static final List<String> PLAYERS = List.of("ana", "ben");
    private static final List<String> THREE = List.of("ana", "ben", "cruz");

    private final Broker broker;
    private KafkaSettings settings;

    ProjectorTest(Broker broker) {
        this.broker = broker;
    }

    @BeforeEach
    void settings() {
        settings = KafkaSettings.of(broker.bootstrapServers()).withTopic("projector-" + UUID.randomUUID())
                .withTransactionalPrefix("projector-" + UUID.randomUUID());
    }

    /** Records bot matches, the last one cut short; returns each match's events. */
    private static Map<String, List<Event>> record(KafkaEventLog log, int matches) throws Exception {
        Map<String, List<Event>> recorded = new HashMap<>();
        for (int i = 0; i < matches; i++) {
            List<Event> events = BotMatch.play(PLAYERS, 100 + i);
            if (i == matches - 1) {
                events = events.subList(0, 50);
            }
            try (MatchWriter writer = log.openWriter("match-" + i)) {
                writer.append(0, events, AT);
            }
            recorded.put("match-" + i, events);
        }
        return recorded;
    }

    private static MatchState fold(List<Event> events) {
        MatchState state = MatchState.NOT_STARTED;
        for (Event event : events) {
            state = Game.evolve(state, event);
        }
        return state;
    }

    @Test
    void theProjectedStateOfEveryMatchIsItsFold() throws Exception {
        try (KafkaEventLog log = KafkaEventLog.open(settings)) {
            Map<String, List<Event>> recorded = record(log, 5);
            try (Projector projector = new Projector(log, "group-" + UUID.randomUUID(), update -> { })) {
                projector.runToEnd(Duration.ofMillis(500));
            }
            Map<String, JsonNode> states = ProjectedStates.latest(log);
            assertThat(states.keySet()).isEqualTo(recorded.keySet());
            recorded.forEach((match, events) -> {
                JsonNode projected = states.get(match);
                assertThat(projected.get("state")).isEqualTo(StateJson.of(fold(events), Viewer.OFFICIALS));
                assertThat(projected.get("seq").asLong()).isEqualTo(events.size());
                assertThat(projected.get("status").asText()).isEqualTo(match.equals("match-4") ? "in-progress" : "ended");
            });
            assertThat(ProjectedStates.standings(states)).extracting(ProjectedStates.Standing::played).containsOnly(4);
        }
    }

    /** Records a whole match, which the audit finds valid, and projects the topic with a new group. */
    private static void recordAuditAndProject(KafkaEventLog log, String match, List<Event> events) throws Exception {
        try (MatchWriter writer = log.openWriter(match)) {
            writer.append(0, events, AT);
        }
        assertThat(KafkaRecordersTest.audit(log, match).kind()).isEqualTo(Verdict.Kind.VALID);
        try (Projector projector = new Projector(log, "group-" + UUID.randomUUID(), update -> { })) {
            projector.runToEnd(Duration.ofMillis(500));
        }
    }

    /** Nothing on Kafka is profile-specific: a pagat-upcard match of 52 cards is recorded, read and projected like any. */
    @Test
    void aPagatUpcardMatchIsRecordedAndProjected() throws Exception {
        List<Event> events = BotMatch.play(PLAYERS, Profile.PAGAT_UPCARD, new Options(52, true, 2), 7);
        try (KafkaEventLog log = KafkaEventLog.open(settings)) {
            recordAuditAndProject(log, "pagat", events);
            JsonNode projected = ProjectedStates.latest(log).get("pagat");
            assertThat(projected.get("status").asText()).isEqualTo("ended");
            assertThat(projected.get("state")).isEqualTo(StateJson.of(fold(events), Viewer.OFFICIALS));
            assertThat(projected.get("state").get("rules").asText()).isEqualTo("pagat-upcard");
            assertThat(projected.get("state").get("deck").asInt()).isEqualTo(52);
        }
    }

    /** A match recorded at a real table travels like any: its concealed deals and shown hands are carried and projected. */
    @Test
    void aConcealedMatchIsRecordedAndProjected() throws Exception {
        List<Event> events = TableRecord.of(BotMatch.play(THREE, Profile.MEXICANA, new Options(null, null, 2), 2), true);
        try (KafkaEventLog log = KafkaEventLog.open(settings)) {
            recordAuditAndProject(log, "real", events);
            JsonNode projected = ProjectedStates.latest(log).get("real");
            assertThat(projected.get("status").asText()).isEqualTo("ended");
            assertThat(projected.get("state")).isEqualTo(StateJson.of(fold(events), Viewer.OFFICIALS));
        }
    }

    /** Three seats and drawn deals dealt again: the projected state and the standings count all three players. */
    @Test
    void aMexicanaMatchOfThreeWithDrawnDealsIsProjected() throws Exception {
        List<Event> events = BotMatch.play(THREE, Profile.MEXICANA, new Options(null, null, 2), 2);
        assertThat(events).filteredOn(event -> event instanceof DealEnded ended && ended.result() instanceof DealResult.Drawn).hasSize(2);
        try (KafkaEventLog log = KafkaEventLog.open(settings)) {
            recordAuditAndProject(log, "mesa", events);
            Map<String, JsonNode> states = ProjectedStates.latest(log);
            JsonNode projected = states.get("mesa");
            assertThat(projected.get("state")).isEqualTo(StateJson.of(fold(events), Viewer.OFFICIALS));
            assertThat(projected.get("state").get("draws").asInt()).isEqualTo(2);
            assertThat(ProjectedStates.standings(states)).extracting(ProjectedStates.Standing::player).contains("ana", "ben", "cruz");
        }
    }

    @Test
    void twoInstancesSplitThePartitions() throws Exception {
        try (KafkaEventLog log = KafkaEventLog.open(settings)) {
            String group = "group-" + UUID.randomUUID();
            Map<Integer, Set<String>> written = new ConcurrentHashMap<>();
            Map<Integer, List<Integer>> held = new ConcurrentHashMap<>();
            Object updated = new Object();
            List<Projector> projectors = new ArrayList<>();
            List<Thread> threads = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                int instance = i;
                written.put(instance, ConcurrentHashMap.newKeySet());
                held.put(instance, List.of());
                Projector projector = new Projector(log, group, update -> {
                    if (update instanceof Projector.Update.MatchWritten match) {
                        written.get(instance).add(match.match());
                    } else if (update instanceof Projector.Update.Held partitions) {
                        held.put(instance, partitions.partitions());
                    }
                    synchronized (updated) {
                        updated.notifyAll();
                    }
                });
                projectors.add(projector);
                Thread thread = new Thread(projector::run, "projector-" + i);
                threads.add(thread);
                thread.start();
            }
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            awaitUpdates(updated, deadline, "each instance holds some of the six partitions", () -> !held.get(0).isEmpty()
                    && !held.get(1).isEmpty() && held.get(0).size() + held.get(1).size() == 6);
            Map<String, List<Event>> recorded = record(log, 12);
            awaitUpdates(updated, deadline, "every match is written",
                    () -> written.get(0).size() + written.get(1).size() >= recorded.size());
            projectors.forEach(Projector::stop);
            for (Thread thread : threads) {
                thread.join(30_000);
            }
            projectors.forEach(Projector::close);
            assertThat(written.get(0)).isNotEmpty().doesNotContainAnyElementsOf(written.get(1));
            assertThat(written.get(1)).isNotEmpty();
            assertThat(written.get(0).size() + written.get(1).size()).isEqualTo(recorded.size());
        }
    }

    /** Waits until the condition holds, looking again at each update the projectors give; fails at the deadline. */
    private static void awaitUpdates(Object updated, long deadline, String what, BooleanSupplier condition) throws InterruptedException {
        synchronized (updated) {
            while (!condition.getAsBoolean()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("by the deadline, not yet: " + what);
                }
                TimeUnit.NANOSECONDS.timedWait(updated, left);
            }
        }
    }

    @Test
    void duplicatesAreDroppedAndGapsAndConflictsReported() throws Exception {
        try (KafkaEventLog log = KafkaEventLog.open(settings)) {
            List<Event> events = BotMatch.play(PLAYERS, 7).subList(0, 30);
            List<byte[]> lines = new ArrayList<>();
            Head head = Head.empty("guarded");
            for (Event event : events) {
                Encoder.Encoded encoded = Encoder.encode(head, event, AT);
                lines.add(encoded.line());
                head = encoded.head();
            }
            Map<String, Object> config = new HashMap<>();
            settings.client().forEach((key, value) -> config.put((String) key, value));
            config.put("key.serializer", "org.apache.kafka.common.serialization.StringSerializer");
            config.put("value.serializer", "org.apache.kafka.common.serialization.ByteArraySerializer");
            try (KafkaProducer<String, byte[]> raw = new KafkaProducer<>(config)) {
                int partition = log.directory().partitionOf("guarded");
                for (int i = 0; i < 10; i++) {
                    raw.send(new ProducerRecord<>(settings.topic(), partition, "guarded", lines.get(i)));
                }
                raw.send(new ProducerRecord<>(settings.topic(), partition, "guarded", lines.get(9)));
                raw.send(new ProducerRecord<>(settings.topic(), partition, "guarded", lines.get(8)));
                byte[] conflicting = new String(lines.get(5), StandardCharsets.UTF_8)
                        .replace("2026-11-29T18:00:00Z", "2026-11-29T18:00:01Z").getBytes(StandardCharsets.UTF_8);
                raw.send(new ProducerRecord<>(settings.topic(), partition, "guarded", conflicting));
                raw.send(new ProducerRecord<>(settings.topic(), partition, "guarded", lines.get(20)));
                raw.flush();
            }
            List<String> problems = new CopyOnWriteArrayList<>();
            try (Projector projector = new Projector(log, "group-" + UUID.randomUUID(), update -> {
                if (update instanceof Projector.Update.Problem problem) {
                    problems.add(problem.description());
                }
            })) {
                projector.runToEnd(Duration.ofMillis(500));
            }
            assertThat(problems).hasSize(2);
            assertThat(problems.get(0)).startsWith("conflict").contains("seq 6 came again with other content");
            assertThat(problems.get(1)).startsWith("gap").contains("seq 21 came after seq 10");
            JsonNode projected = ProjectedStates.latest(log).get("guarded");
            assertThat(projected.get("status").asText()).isEqualTo("stopped");
            assertThat(projected.get("seq").asLong()).isEqualTo(10);
        }
    }
}
