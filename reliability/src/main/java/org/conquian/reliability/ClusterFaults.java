package org.conquian.reliability;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.ListOffsetsResult;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.TopicPartition;
import org.conquian.broker.BrokerCluster;
import org.conquian.broker.LocalBroker;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.IntConsumer;

/**
 * Several game servers record many matches through {@code conquian record --stdin} on a three-broker cluster
 * while, at random moments, one of three faults strikes: the leader of a partition being written is killed
 * (SIGKILL) and started again; a broker is paused (SIGSTOP) past the session timeout and resumed; the three are
 * restarted one after another. Beside them, turns are begun and aborted on purpose ({@link Aborter}). Once the
 * cluster has healed, {@link ClusterChecker} reads the topic back and counts.
 */
final class ClusterFaults {

    static final String TOPIC = "cluster";

    /** How long a broker may miss its heartbeats before it loses its partitions: a pause lasts longer. */
    private static final Duration BROKER_SESSION_TIMEOUT = Duration.ofMillis(LocalBroker.SESSION_TIMEOUT_MS);

    /**
     * @param leaderKills leaders killed and restarted
     * @param pauses      brokers paused past the session timeout and resumed
     * @param restarts    brokers restarted in rolling restarts (three each)
     * @param waits       for each leader kill, from the kill to the next acknowledged turn of the partition, in ms
     * @param hangs       requests with no answer within the recorders' deadline and five seconds
     * @param aborted     turns aborted on purpose
     */
    record Figures(ClusterChecker.Counts counts, int leaderKills, int pauses, int restarts, List<Long> waits, int hangs, int anomalies,
                   String lastAnomaly, long aborted, Duration ran) {

        int faults() {
            return leaderKills + pauses + restarts;
        }

        /** The line the suite closes with. */
        String line() {
            return String.format(java.util.Locale.ROOT, "cluster: %,d turns acknowledged, %d faults (%d leader kills, %d pauses, %d restarts): "
                            + "%d lost, %d duplicated, %d out of order, %d aborted seen, %d unseen; %d matches, %d invalid",
                    counts.turns(), faults(), leaderKills, pauses, restarts, counts.lost(), counts.duplicated(), counts.outOfOrder(),
                    counts.abortedSeen(), counts.unseen(), counts.matches(), counts.invalid());
        }

        long waitPercentile(double percentile) {
            if (waits.isEmpty()) {
                return 0;
            }
            List<Long> sorted = new ArrayList<>(waits);
            Collections.sort(sorted);
            return sorted.get((int) Math.min(sorted.size() - 1, Math.ceil(percentile * sorted.size()) - 1));
        }
    }

    /** What strikes, in order of likelihood. */
    private enum Fault { LEADER_KILL, PAUSE, ROLLING_RESTART }

    /** A leader killed: when, and the partition it led. */
    private record Kill(long at, int partition) {
    }

    private final Path work;
    private final Random random;
    private final Duration timeout;
    private BrokerCluster cluster;
    private int leaderKills;
    private int pauses;
    private int restarts;
    private final List<Kill> kills = new ArrayList<>();

    private ClusterFaults(Path work, long seed, Duration timeout) {
        this.work = work;
        this.random = new Random(seed);
        this.timeout = timeout;
    }

    /**
     * @param conquian    how to run the conquian command
     * @param brokerLaunch how to run a broker's JVM ({@code java [options] -cp CLASSPATH})
     * @param recorders   recorders at once, each a process of its own with a game server of its own
     * @param duration    faults strike for at least this long
     * @param limit       and for at most this long, however many have struck
     * @param minFaults   and at least this many times (a rolling restart counts three)
     * @param timeout     the recorders' --kafka-timeout
     */
    static Figures run(List<String> conquian, List<String> brokerLaunch, Path work, int recorders, Duration duration, Duration limit,
                       int minFaults, long seed, Duration timeout, IntConsumer progress) throws IOException, InterruptedException {
        return new ClusterFaults(work, seed, timeout).run(conquian, brokerLaunch, recorders, duration, limit, minFaults, seed, progress);
    }

    private Figures run(List<String> conquian, List<String> brokerLaunch, int recorders, Duration duration, Duration limit, int minFaults,
                        long seed, IntConsumer progress) throws IOException, InterruptedException {
        Files.createDirectories(work);
        long started = System.nanoTime();
        cluster = BrokerCluster.start(brokerLaunch, work.resolve("kraft"), 3, 0, List.of());
        try {
            return recordUnderFaults(conquian, recorders, duration, limit, minFaults, seed, started, progress);
        } finally {
            // however the run ends: no broker is left behind
            cluster.close();
        }
    }

    private Figures recordUnderFaults(List<String> conquian, int recorders, Duration duration, Duration limit, int minFaults, long seed,
                                      long started, IntConsumer progress) throws IOException, InterruptedException {
        List<ClusterRecorder> running = new ArrayList<>();
        Aborter aborter = null;
        try {
            for (int recorder = 1; recorder <= recorders; recorder++) {
                running.add(ClusterRecorder.start(conquian, cluster.bootstrapServers(), TOPIC, timeout, work, recorder, seed + recorder * 1000L));
            }
            awaitTopic();
            aborter = Aborter.start(cluster.bootstrapServers(), TOPIC);
            long until = started + duration.toNanos();
            long stop = started + limit.toNanos();
            while ((System.nanoTime() < until || faults() < minFaults) && System.nanoTime() < stop) {
                Thread.sleep(1000 + random.nextInt(3000));
                strike();
                progress.accept(faults());
                if (!cluster.awaitInSync(Duration.ofMinutes(3))) {
                    throw new IOException("the cluster did not heal within 3 minutes of the last fault");
                }
                for (ClusterRecorder recorder : running) {
                    recorder.check();
                }
            }
            // the cluster has healed: a few more turns on it before the recorders stop
            Thread.sleep(3000);
        } finally {
            if (aborter != null) {
                aborter.close();
            }
            for (ClusterRecorder recorder : running) {
                recorder.close();
            }
        }
        if (!cluster.awaitInSync(Duration.ofMinutes(3))) {
            throw new IOException("the cluster did not heal within 3 minutes of the end");
        }
        List<Player> players = new ArrayList<>();
        int hangs = 0;
        int anomalies = 0;
        String lastAnomaly = "";
        for (ClusterRecorder recorder : running) {
            players.addAll(recorder.tally().players());
            hangs += recorder.tally().hangs();
            anomalies += recorder.tally().anomalies();
            lastAnomaly = recorder.tally().lastAnomaly().isEmpty() ? lastAnomaly : recorder.tally().lastAnomaly();
        }
        ClusterChecker.Counts counts = ClusterChecker.check(cluster.bootstrapServers(), TOPIC, players, Duration.ofMinutes(5));
        return new Figures(counts, leaderKills, pauses, restarts, waits(players, counts.partitions()), hangs, anomalies, lastAnomaly,
                aborter.aborted(), Duration.ofNanos(System.nanoTime() - started));
    }

    private int faults() {
        return leaderKills + pauses + restarts;
    }

    /** Leader kills most often, rolling restarts least: each kind at least once in a run of three faults or more. */
    private void strike() throws IOException, InterruptedException {
        Fault fault = switch (faults()) {
            case 0 -> Fault.LEADER_KILL;
            case 1 -> Fault.PAUSE;
            case 2 -> Fault.ROLLING_RESTART;
            default -> {
                int draw = random.nextInt(10);
                yield draw < 6 ? Fault.LEADER_KILL : draw < 9 ? Fault.PAUSE : Fault.ROLLING_RESTART;
            }
        };
        switch (fault) {
            case LEADER_KILL -> killALeader();
            case PAUSE -> {
                int node = 1 + random.nextInt(cluster.nodes());
                cluster.pause(node);
                Thread.sleep(BROKER_SESSION_TIMEOUT.toMillis() + 1000 + random.nextInt(3000));
                cluster.resume(node);
                pauses++;
            }
            case ROLLING_RESTART -> {
                for (int node = 1; node <= cluster.nodes(); node++) {
                    cluster.stop(node);
                    cluster.restart(node);
                    restarts++;
                    if (!cluster.awaitInSync(Duration.ofMinutes(3))) {
                        throw new IOException("broker " + node + " did not catch up within 3 minutes of its restart");
                    }
                }
            }
        }
    }

    /** Kills the leader of a partition written in the last moment (any partition's if none was), and starts it again. */
    private void killALeader() throws IOException, InterruptedException {
        int partition;
        int leader;
        try (Admin admin = admin()) {
            Map<TopicPartition, Long> before = ends(admin);
            Thread.sleep(500);
            Map<TopicPartition, Long> after = ends(admin);
            List<Integer> written = new ArrayList<>();
            after.forEach((topicPartition, end) -> {
                if (end > before.getOrDefault(topicPartition, end)) {
                    written.add(topicPartition.partition());
                }
            });
            if (written.isEmpty()) {
                after.keySet().forEach(topicPartition -> written.add(topicPartition.partition()));
            }
            partition = written.get(random.nextInt(written.size()));
            TopicDescription description = admin.describeTopics(List.of(TOPIC)).allTopicNames().get(30, TimeUnit.SECONDS).get(TOPIC);
            Node node = description.partitions().get(partition).leader();
            if (node == null) {
                throw new IOException("partition " + partition + " has no leader");
            }
            leader = node.id();
        } catch (ExecutionException | TimeoutException e) {
            throw new IOException("cannot find the leader of a partition being written: " + e.getMessage(), e);
        }
        cluster.kill(leader);
        kills.add(new Kill(System.nanoTime(), partition));
        leaderKills++;
        Thread.sleep(500 + random.nextInt(2500));
        cluster.restart(leader);
    }

    private Map<TopicPartition, Long> ends(Admin admin) throws ExecutionException, InterruptedException, TimeoutException {
        TopicDescription description = admin.describeTopics(List.of(TOPIC)).allTopicNames().get(30, TimeUnit.SECONDS).get(TOPIC);
        Map<TopicPartition, OffsetSpec> latest = new HashMap<>();
        description.partitions().forEach(info -> latest.put(new TopicPartition(TOPIC, info.partition()), OffsetSpec.latest()));
        Map<TopicPartition, Long> ends = new HashMap<>();
        for (Map.Entry<TopicPartition, ListOffsetsResult.ListOffsetsResultInfo> end : admin.listOffsets(latest).all().get(30, TimeUnit.SECONDS).entrySet()) {
            ends.put(end.getKey(), end.getValue().offset());
        }
        return ends;
    }

    private Admin admin() {
        Properties config = new Properties();
        config.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, cluster.bootstrapServers());
        config.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, "30000");
        return Admin.create(config);
    }

    /** The recorders create the topic as they start; faults strike once it is there. */
    private void awaitTopic() throws IOException, InterruptedException {
        long until = System.nanoTime() + Duration.ofMinutes(10).toNanos();
        try (Admin admin = admin()) {
            while (System.nanoTime() < until) {
                try {
                    if (admin.listTopics().names().get(30, TimeUnit.SECONDS).contains(TOPIC)) {
                        return;
                    }
                } catch (ExecutionException | TimeoutException e) {
                    // asked again below
                }
                Thread.sleep(200);
            }
        }
        throw new IOException("the recorders did not create topic " + TOPIC + " within 10 minutes");
    }

    /** For each leader kill, from the kill to the first turn acknowledged after it on the partition it led, in ms. */
    private List<Long> waits(List<Player> players, Map<String, Integer> partitions) {
        List<Long> waits = new ArrayList<>();
        for (Kill kill : kills) {
            long next = Long.MAX_VALUE;
            for (Player player : players) {
                if (partitions.getOrDefault(player.match(), -1) != kill.partition()) {
                    continue;
                }
                for (Player.Turn turn : player.turns()) {
                    if (turn.at() > kill.at()) {
                        next = Math.min(next, turn.at());
                        break;
                    }
                }
            }
            if (next != Long.MAX_VALUE) {
                waits.add(TimeUnit.NANOSECONDS.toMillis(next - kill.at()));
            }
        }
        return waits;
    }
}
