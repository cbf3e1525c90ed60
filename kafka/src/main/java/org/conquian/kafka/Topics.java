package org.conquian.kafka;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.common.config.TopicConfig;
import org.apache.kafka.common.errors.AuthenticationException;
import org.apache.kafka.common.errors.AuthorizationException;
import org.apache.kafka.common.errors.TopicExistsException;
import org.apache.kafka.common.errors.UnknownTopicOrPartitionException;
import org.conquian.log.EventLogException;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The three topics of a Kafka event log, created when missing. Events are never compacted away
 * ({@code cleanup.policy=delete}, {@code retention.ms=-1}); the directory and the projected states keep the
 * latest record per match ({@code compact}). All three have the same partitions, so a match's records sit
 * in the same partition number of each. On a cluster they are replicated (three times unless told otherwise),
 * a write is taken only once two replicas have it, and a replica that fell behind never becomes leader: an
 * acknowledged turn outlives any one broker.
 */
final class Topics {

    /** The replicas a write must reach before it is taken, on a cluster: one broker may be lost, never a taken write. */
    private static final int MIN_IN_SYNC = 2;
    /** The replicas of a topic, when the cluster decides. */
    private static final int CLUSTER_REPLICATION = 3;

    private Topics() {
    }

    /** The replication asked for, or three on a cluster of three brokers or more, one per broker on a smaller one. */
    private static short replication(Admin admin, KafkaSettings settings, Deadline deadline)
            throws ExecutionException, TimeoutException, InterruptedException {
        if (settings.replication() != KafkaSettings.REPLICATION_OF_THE_CLUSTER) {
            return settings.replication();
        }
        int brokers = admin.describeCluster().nodes().get(deadline.left().toNanos(), TimeUnit.NANOSECONDS).size();
        return (short) Math.max(1, Math.min(CLUSTER_REPLICATION, brokers));
    }

    /** Creates what is missing and returns the partitions of the events topic. */
    static int ensure(Admin admin, KafkaSettings settings) throws EventLogException {
        Deadline deadline = Deadline.of(settings);
        int partitions = partitionsOf(admin, settings, settings.topic(), deadline).orElseGet(() -> create(admin, settings, settings.topic(), settings.partitions(), deadline,
                Map.of(TopicConfig.CLEANUP_POLICY_CONFIG, TopicConfig.CLEANUP_POLICY_DELETE, TopicConfig.RETENTION_MS_CONFIG, "-1")));
        for (String compacted : new String[] {settings.directoryTopic(), settings.stateTopic()}) {
            int existing = partitionsOf(admin, settings, compacted, deadline).orElseGet(() -> create(admin, settings, compacted, partitions, deadline,
                    Map.of(TopicConfig.CLEANUP_POLICY_CONFIG, TopicConfig.CLEANUP_POLICY_COMPACT)));
            if (existing != partitions) {
                throw new EventLogException("topic " + compacted + " has " + existing + " partitions but " + settings.topic() + " has "
                        + partitions + "; they must match, as a match's records are found by the same partition in each");
            }
        }
        return partitions;
    }

    private static Optional<Integer> partitionsOf(Admin admin, KafkaSettings settings, String topic, Deadline deadline) throws EventLogException {
        try {
            TopicDescription description = admin.describeTopics(List.of(topic)).allTopicNames()
                    .get(deadline.left().toNanos(), TimeUnit.NANOSECONDS).get(topic);
            return Optional.of(description.partitions().size());
        } catch (ExecutionException e) {
            if (e.getCause() instanceof UnknownTopicOrPartitionException) {
                return Optional.empty();
            }
            if (e.getCause() instanceof AuthenticationException refused) {
                throw new EventLogException("authentication failed at " + settings.bootstrapServers() + ": " + refused.getMessage()
                        + "; check the credentials in --kafka-config", refused);
            }
            if (e.getCause() instanceof AuthorizationException refused) {
                throw new EventLogException("may not use topic " + topic + ": " + refused.getMessage()
                        + "; the principal needs the ACLs of its role (README, 'A secured cluster')", refused);
            }
            if (e.getCause() instanceof org.apache.kafka.common.errors.TimeoutException) {
                // the client's own timeout is the log's, and may fire a moment before the wait below does
                throw new EventLogException(deadline.expired("describing topic " + topic).getMessage() + "; is the broker running?", e.getCause());
            }
            throw new EventLogException("cannot describe topic " + topic + ": " + e.getCause().getMessage(), e.getCause());
        } catch (TimeoutException e) {
            throw new EventLogException(deadline.expired("describing topic " + topic).getMessage() + "; is the broker running?", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EventLogException("interrupted while describing topic " + topic, e);
        }
    }

    private static int create(Admin admin, KafkaSettings settings, String topic, int partitions, Deadline deadline, Map<String, String> config) {
        try {
            short replication = replication(admin, settings, deadline);
            Map<String, String> configs = new HashMap<>(config);
            if (replication > 1) {
                configs.put(TopicConfig.MIN_IN_SYNC_REPLICAS_CONFIG, String.valueOf(Math.min(MIN_IN_SYNC, replication)));
                configs.put(TopicConfig.UNCLEAN_LEADER_ELECTION_ENABLE_CONFIG, "false");
            }
            admin.createTopics(List.of(new NewTopic(topic, partitions, replication).configs(configs)))
                    .all().get(deadline.left().toNanos(), TimeUnit.NANOSECONDS);
            return partitions;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof TopicExistsException) {
                return partitions;
            }
            if (e.getCause() instanceof org.apache.kafka.common.errors.TimeoutException) {
                throw deadline.expired("creating topic " + topic);
            }
            throw new IllegalStateException("cannot create topic " + topic + ": " + e.getCause().getMessage(), e.getCause());
        } catch (TimeoutException e) {
            throw deadline.expired("creating topic " + topic);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while creating topic " + topic, e);
        }
    }
}
