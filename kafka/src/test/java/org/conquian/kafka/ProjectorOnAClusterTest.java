package org.conquian.kafka;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.bot.BotMatch;
import org.conquian.contract.StateJson;
import org.conquian.event.Event;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.kafka.testkit.Cluster;
import org.conquian.kafka.testkit.KafkaClusters;
import org.conquian.kafka.testkit.KafkaLogs;
import org.conquian.log.MatchWriter;
import org.conquian.view.Viewer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** A projector instance on a three-broker cluster goes on when the broker it reads from is killed. */
@ExtendWith({KafkaClusters.class, KafkaLogs.class})
class ProjectorOnAClusterTest {

    private static final String AT = "2026-11-29T18:00:00Z";
    private static final Duration DEADLINE = Duration.ofMinutes(2);

    private final Cluster cluster;

    ProjectorOnAClusterTest(Cluster cluster) {
        this.cluster = cluster;
    }

    @Test
    void aProjectorGoesOnWhenTheLeaderOfItsPartitionIsKilled() throws Exception {
        // one partition, so that the broker under the projector is the one leader of it
        KafkaSettings settings = KafkaSettings.of(cluster.bootstrapServers()).withTopic("projector-cluster-" + UUID.randomUUID())
                .withTransactionalPrefix("projector-cluster-" + UUID.randomUUID())
                .withTopicLayout(1, KafkaSettings.REPLICATION_OF_THE_CLUSTER);
        List<Event> events = BotMatch.play(List.of("ana", "ben"), 31);
        int half = events.size() / 2;
        Map<String, Long> projected = new ConcurrentHashMap<>();
        Object updated = new Object();
        try (KafkaEventLog log = KafkaEventLog.open(settings);
             Projector projector = new Projector(log, "group-" + UUID.randomUUID(), update -> {
                 if (update instanceof Projector.Update.MatchWritten written) {
                     projected.merge(written.match(), written.seq(), Math::max);
                 }
                 synchronized (updated) {
                     updated.notifyAll();
                 }
             })) {
            Thread running = Thread.ofPlatform().name("projector").start(projector::run);
            try (MatchWriter writer = log.openWriter("across-a-kill")) {
                writer.append(0, events.subList(0, half), AT);
            }
            await(updated, () -> projected.getOrDefault("across-a-kill", 0L) == half, "the first half is projected");

            int leader = cluster.leaderOf(settings.topic(), 0);
            cluster.kill(leader);
            try {
                try (MatchWriter writer = log.openWriter("across-a-kill")) {
                    writer.append(half, events.subList(half, events.size()), AT);
                }
                await(updated, () -> projected.getOrDefault("across-a-kill", 0L) == events.size(),
                        "the second half, recorded after broker " + leader + " was killed, is projected");
            } finally {
                cluster.restart(leader);
            }
            projector.stop();
            running.join(DEADLINE.toMillis());
            JsonNode state = ProjectedStates.latest(log).get("across-a-kill");
            assertThat(state.get("seq").asLong()).isEqualTo(events.size());
            assertThat(state.get("state")).isEqualTo(StateJson.of(fold(events), Viewer.OFFICIALS));
        }
    }

    private static MatchState fold(List<Event> events) {
        MatchState state = MatchState.NOT_STARTED;
        for (Event event : events) {
            state = Game.evolve(state, event);
        }
        return state;
    }

    private interface Condition {
        boolean holds();
    }

    private static void await(Object updated, Condition condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + DEADLINE.toNanos();
        synchronized (updated) {
            while (!condition.holds()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("not within " + DEADLINE.toSeconds() + " s: " + what);
                }
                TimeUnit.NANOSECONDS.timedWait(updated, Math.min(left, TimeUnit.SECONDS.toNanos(1)));
            }
        }
    }
}
