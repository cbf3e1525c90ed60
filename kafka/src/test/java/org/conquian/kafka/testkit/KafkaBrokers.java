package org.conquian.kafka.testkit;

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
import org.testcontainers.kafka.KafkaContainer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.List;
import java.util.stream.Stream;

/**
 * The one extension that picks brokers for {@link KafkaTest} classes: every such class runs once per kind.
 * Each broker starts once per test run and is shared by the classes, which keep apart by topic.
 */
public final class KafkaBrokers implements ClassTemplateInvocationContextProvider {

    /** The official image, the same as docker-compose.yml. */
    static final String IMAGE = "apache/kafka:4.4.0";

    private enum Kind {
        IN_PROCESS("in-process KRaft broker"),
        CONTAINER("Testcontainers broker");

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
        return Stream.of(invocation(Kind.IN_PROCESS), invocation(Kind.CONTAINER));
    }

    private static ClassTemplateInvocationContext invocation(Kind kind) {
        return new ClassTemplateInvocationContext() {
            @Override
            public String getDisplayName(int invocationIndex) {
                return "on an " + kind.title;
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

    /** Why Docker cannot run the broker's container here, or nothing when it can. */
    private static String dockerUnavailable(ExtensionContext context) {
        return context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL).getOrComputeIfAbsent("docker-unavailable", key -> {
            try {
                return DockerClientFactory.instance().isDockerAvailable() ? "" : "Docker is not available here";
            } catch (RuntimeException e) {
                // a daemon that answers but cannot run containers (no bridge network, say) is no Docker for this
                return "Docker answers here but cannot be used (" + e.getMessage() + ")";
            }
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
                KafkaContainer container = new KafkaContainer(IMAGE);
                container.start();
                yield new Running(container.getBootstrapServers(), container::stop);
            }
        };
    }

    /** A started broker, stopped when the test run ends. */
    private record Running(String bootstrapServers, Runnable stop) implements ExtensionContext.Store.CloseableResource {
        @Override
        public void close() {
            stop.run();
        }
    }
}
