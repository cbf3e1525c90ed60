package org.conquian.kafka.testkit;

import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.common.Node;
import org.conquian.broker.BrokerCluster;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Gives tests a {@link Cluster}: three brokers, each its own JVM on this test run's class path, started on first
 * use and shared by every class of the run (with {@link KafkaTest#alsoOnACluster} classes too), stopped when the
 * run ends. The brokers watch the test JVM and end with it, however it ends.
 */
public final class KafkaClusters implements ParameterResolver {

    private static final String KEY = "kafka-cluster";

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == Cluster.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return shared(context);
    }

    /** The run's cluster, started on first use. */
    static Cluster shared(ExtensionContext context) {
        return context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL).getOrComputeIfAbsent(KEY, key -> start(), Running.class);
    }

    private static Running start() {
        KafkaLogs.install();
        String java = ProcessHandle.current().info().command().orElseThrow();
        // the brokers log through this class path's java.util.logging: with no configuration, they print nothing
        List<String> launch = List.of(java, "-Xmx384m", "-XX:+UseSerialGC", "-Dconquian.parent=" + ProcessHandle.current().pid(),
                "-Djava.util.logging.config.file=/dev/null", "-cp", System.getProperty("java.class.path"));
        try {
            // ready for transactions when started
            return new Running(BrokerCluster.start(launch, Files.createTempDirectory("conquian-cluster"), 3, 0, List.of()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the cluster started", e);
        }
    }

    /** The started cluster, stopped when the test run ends. */
    private record Running(BrokerCluster cluster) implements Cluster, ExtensionContext.Store.CloseableResource {

        @Override
        public String bootstrapServers() {
            return cluster.bootstrapServers();
        }

        @Override
        public String kind() {
            return "three-broker cluster";
        }

        @Override
        public int leaderOf(String topic, int partition) {
            Properties config = new Properties();
            config.put(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers());
            try (Admin admin = Admin.create(config)) {
                Node leader = admin.describeTopics(List.of(topic)).allTopicNames().get(60, TimeUnit.SECONDS).get(topic)
                        .partitions().get(partition).leader();
                if (leader == null) {
                    throw new IllegalStateException("partition " + partition + " of " + topic + " has no leader");
                }
                return leader.id();
            } catch (ExecutionException | TimeoutException e) {
                throw new IllegalStateException("cannot describe " + topic + ": " + e.getMessage(), e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        @Override
        public void kill(int node) {
            try {
                cluster.kill(node);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        @Override
        public void restart(int node) {
            try {
                cluster.restart(node);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            awaitInSync(Duration.ofMinutes(3));
        }

        @Override
        public void awaitInSync(Duration deadline) {
            try {
                if (!cluster.awaitInSync(deadline)) {
                    throw new IllegalStateException("the cluster's replicas were not all in sync within " + deadline.toSeconds() + " s");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        @Override
        public String toString() {
            return kind();
        }

        @Override
        public void close() {
            try {
                cluster.close();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
