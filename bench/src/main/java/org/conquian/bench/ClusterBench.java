package org.conquian.bench;

import org.conquian.broker.BrokerCluster;
import org.conquian.broker.BrokerProcess;
import org.conquian.event.Event;
import org.conquian.kafka.KafkaEventLog;
import org.conquian.kafka.KafkaSettings;

import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

/**
 * Recording to a cluster of three brokers (each topic replicated three times, a write taken once two replicas
 * have it) against recording to one broker, on the same machine: the same matches at once, a transaction per turn.
 */
record ClusterBench(Results results, boolean quick) {

    /**
     * @param launch how to run a broker's JVM, for the cluster's three
     * @param broker the one broker, already running
     */
    void run(List<String> launch, BrokerProcess broker) throws Exception {
        int matches = quick ? 50 : 400;
        List<List<List<Event>>> turns = KafkaBench.turnsOf(matches);
        long events = KafkaBench.eventsIn(turns);
        KafkaBench.Recorded one = null;
        KafkaBench.Recorded three = null;
        try (BrokerCluster cluster = BrokerCluster.start(launch, Files.createTempDirectory("conquian-bench-cluster"), 3, 0, List.of());
             KafkaEventLog onOne = KafkaEventLog.open(settings(broker.bootstrapServers()));
             KafkaEventLog onThree = KafkaEventLog.open(settings(cluster.bootstrapServers()))) {
            // each side's best of rounds taken in turns: the first rounds pay for the JIT's and the brokers' warm-up
            for (int round = 0; round < (quick ? 2 : 3); round++) {
                KafkaBench.Recorded alone = KafkaBench.record(onOne, broker::cpuTime, "one-" + round + "-", turns, events);
                one = one == null || alone.perSecond() > one.perSecond() ? alone : one;
                KafkaBench.Recorded replicated = KafkaBench.record(onThree, cluster::cpuTime, "three-" + round + "-", turns, events);
                three = three == null || replicated.perSecond() > three.perSecond() ? replicated : three;
            }
        }
        results.add("recording to a cluster of three brokers (replication 3, min.insync.replicas 2), " + matches
                        + " matches at once, against one broker",
                String.format(Locale.ROOT, "%s, commit p50 %.1f ms, p99 %.1f ms", Results.perSecond(three.perSecond(), "events"),
                        three.p50Millis(), three.p99Millis()),
                String.format(Locale.ROOT, "%s, commit p50 %.1f ms, p99 %.1f ms (one broker)", Results.perSecond(one.perSecond(), "events"),
                        one.p50Millis(), one.p99Millis()),
                Results.ratio(three.perSecond() / one.perSecond()), "reported", true);
        results.note("cluster: " + three.cpu() + " (the three brokers together); one broker: " + one.cpu());
    }

    private static KafkaSettings settings(String bootstrapServers) {
        return KafkaSettings.of(bootstrapServers).withTopic("bench-cluster-" + UUID.randomUUID()).withTransactionalPrefix("bench-" + UUID.randomUUID());
    }
}
