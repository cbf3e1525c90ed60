package org.conquian.kafka.testkit;

import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.conquian.broker.FreePorts;
import org.conquian.broker.LocalBroker;
import org.junit.jupiter.api.extension.ClassTemplateInvocationContext;
import org.junit.jupiter.api.extension.ClassTemplateInvocationContextProvider;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.Extension;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.kafka.KafkaContainer;
import org.testcontainers.utility.DockerImageName;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * The one extension that picks brokers for {@link KafkaTest} classes: every such class runs once per kind (on a
 * three-broker cluster too where it asks, {@link KafkaTest#alsoOnACluster}). Each broker, and the cluster, starts
 * once per test run and is shared by the classes, which keep apart by topic.
 */
public final class KafkaBrokers implements ClassTemplateInvocationContextProvider {

    /** The official image, the same as docker-compose.yml: what the twins run where an image registry is reachable. */
    static final String IMAGE = "apache/kafka:4.4.0";

    /**
     * The project's own broker image (docker/broker/Dockerfile), built on a machine that reaches no image registry:
     * when it is named here, the twins run it instead, on the host's network (it listens on 127.0.0.1).
     */
    static final String LOCAL_IMAGE = "CONQUIAN_BROKER_IMAGE";

    private enum Kind {
        IN_PROCESS("in-process KRaft broker"),
        CONTAINER("Testcontainers broker"),
        CLUSTER("three-broker cluster");

        private final String title;

        Kind(String title) {
            this.title = title;
        }
    }

    @Override
    public boolean supportsClassTemplate(ExtensionContext context) {
        return true;
    }

    @Override
    public Stream<ClassTemplateInvocationContext> provideClassTemplateInvocationContexts(ExtensionContext context) {
        boolean cluster = context.getRequiredTestClass().getAnnotation(KafkaTest.class).alsoOnACluster();
        return (cluster ? Stream.of(Kind.IN_PROCESS, Kind.CONTAINER, Kind.CLUSTER) : Stream.of(Kind.IN_PROCESS, Kind.CONTAINER))
                .map(KafkaBrokers::invocation);
    }

    private static ClassTemplateInvocationContext invocation(Kind kind) {
        return new ClassTemplateInvocationContext() {
            @Override
            public String getDisplayName(int invocationIndex) {
                return (kind == Kind.CLUSTER ? "on a " : "on an ") + kind.title;
            }

            @Override
            public List<Extension> getAdditionalExtensions() {
                return List.of(condition(kind), resolver(kind));
            }
        };
    }

    private static ExecutionCondition condition(Kind kind) {
        return context -> {
            if (kind != Kind.CONTAINER) {
                return ConditionEvaluationResult.enabled(kind.title);
            }
            String unavailable = dockerUnavailable(context);
            return unavailable.isEmpty() ? ConditionEvaluationResult.enabled(kind.title)
                    : ConditionEvaluationResult.disabled(unavailable + ", so the Testcontainers broker is skipped");
        };
    }

    /** Why Docker cannot run the broker's container here, or nothing when it can; the reason is said on the console once. */
    private static String dockerUnavailable(ExtensionContext context) {
        return context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL).getOrComputeIfAbsent("docker-unavailable", key -> {
            String unavailable;
            try {
                unavailable = DockerClientFactory.instance().isDockerAvailable() ? "" : "Docker is not available here";
            } catch (RuntimeException e) {
                // a daemon that answers but cannot run containers (no bridge network, say) is no Docker for this
                unavailable = "Docker answers here but cannot be used (" + e.getMessage() + ")";
            }
            if (!unavailable.isEmpty()) {
                SkipNotice.ofThisBuild().sayOnce(unavailable, System.out);
            }
            return unavailable;
        }, String.class);
    }

    private static ParameterResolver resolver(Kind kind) {
        return new ParameterResolver() {
            @Override
            public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
                return parameter.getParameter().getType() == Broker.class;
            }

            /** Started on first use: JUnit makes the test instance before it asks whether its tests are skipped. */
            @Override
            public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
                ExtensionContext.Store store = context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL);
                return new Broker() {
                    @Override
                    public String bootstrapServers() {
                        if (kind == Kind.CLUSTER) {
                            return KafkaClusters.shared(context).bootstrapServers();
                        }
                        return store.getOrComputeIfAbsent("broker-" + kind, key -> start(kind), Running.class).bootstrapServers();
                    }

                    @Override
                    public String kind() {
                        return kind.title;
                    }

                    @Override
                    public String toString() {
                        return kind.title;
                    }
                };
            }
        };
    }

    private static Running start(Kind kind) {
        KafkaLogs.install();
        Running running = started(kind);
        try {
            readyForTransactions(running.bootstrapServers());
        } catch (RuntimeException e) {
            running.close();
            throw e;
        }
        return running;
    }

    /**
     * The first transaction on a new broker makes its transaction log (fifty partitions, loaded before any
     * producer may start), which takes seconds on a loaded machine. Done here, once, under a deadline of its own:
     * a test that gives Kafka two or three seconds must not pay for it because it happens to run first.
     */
    private static void readyForTransactions(String bootstrapServers) {
        Properties config = new Properties();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        config.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, "conquian-test-kit-warm-up");
        config.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, String.valueOf(Duration.ofMinutes(2).toMillis()));
        try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(config, new ByteArraySerializer(), new ByteArraySerializer())) {
            producer.initTransactions();
        }
    }

    private static Running started(Kind kind) {
        return switch (kind) {
            case IN_PROCESS -> {
                try {
                    LocalBroker broker = LocalBroker.start(Files.createTempDirectory("conquian-kraft"), 0);
                    yield new Running(broker.bootstrapServers(), broker::close);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            case CONTAINER -> {
                String local = System.getenv(LOCAL_IMAGE);
                if (local == null) {
                    KafkaContainer container = new KafkaContainer(IMAGE);
                    container.start();
                    yield new Running(container.getBootstrapServers(), container::stop);
                }
                int port = freePort();
                GenericContainer<?> container = new GenericContainer<>(DockerImageName.parse(local))
                        .withNetworkMode("host")
                        .withCommand("/var/lib/conquian-broker", String.valueOf(port))
                        .waitingFor(Wait.forLogMessage(".*Kafka broker ready.*\\n", 1).withStartupTimeout(Duration.ofMinutes(3)));
                container.start();
                yield new Running("127.0.0.1:" + port, container::stop);
            }
            case CLUSTER -> throw new IllegalStateException("the cluster is started by KafkaClusters");
        };
    }

    private static int freePort() {
        try {
            return FreePorts.take();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A started broker, stopped (its container removed) when the test run ends. */
    private record Running(String bootstrapServers, Runnable stop) implements ExtensionContext.Store.CloseableResource {
        @Override
        public void close() {
            stop.run();
        }
    }
}
