package org.conquian.dist;

import org.conquian.broker.FreePorts;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docker-compose.yml and docker-compose.cluster.yml for real: each started with its override for a machine that
 * reaches no image registry (the project's broker image, built here, on the host's network), a match recorded
 * through it by the launcher, audited, and everything taken down again.
 */
class ComposeIT {

    private static final Path PROJECT = Path.of("..").toAbsolutePath().normalize();
    private static final String IMAGE = System.getenv("CONQUIAN_BROKER_IMAGE");

    @Test
    void aMatchIsRecordedAndAuditedThroughTheComposedBroker() throws Exception {
        int port = FreePorts.take();
        recordAndAudit(port, List.of("docker-compose.yml", "docker-compose.ci.yml"), List.of("kafka"), "127.0.0.1:" + port, "compose-1");
    }

    /** The three brokers of the cluster file, each its own container; the topics the demo creates on them are replicated. */
    @Test
    void aMatchIsRecordedAndAuditedThroughTheComposedCluster() throws Exception {
        // three client ports and the controllers' three after them
        int port = FreePorts.takeInARow(6);
        recordAndAudit(port, List.of("docker-compose.cluster.yml", "docker-compose.cluster.ci.yml"), List.of("kafka-1", "kafka-2", "kafka-3"),
                "127.0.0.1:" + port + ",127.0.0.1:" + (port + 1) + ",127.0.0.1:" + (port + 2), "compose-cluster-1");
    }

    private static void recordAndAudit(int port, List<String> files, List<String> services, String kafka, String match) throws Exception {
        Assumptions.assumeTrue(IMAGE != null, "no broker image built here (CONQUIAN_BROKER_IMAGE, which .ci/run sets where it starts Docker)");
        Shell shell = Shell.current(PROJECT);
        List<String> compose = compose(shell);
        Assumptions.assumeTrue(!compose.isEmpty(), "neither `docker compose` nor docker-compose is installed");

        String project = "conquian-compose-it-" + services.size() + "-" + ProcessHandle.current().pid();
        Shell composing = shell.with("CONQUIAN_BROKER_IMAGE", IMAGE).with("CONQUIAN_KAFKA_PORT", String.valueOf(port));
        List<String> base = new ArrayList<>(compose);
        base.addAll(List.of("-p", project));
        files.forEach(file -> base.addAll(List.of("-f", file)));
        try {
            composing.run(300, concat(base, "up", "-d")).succeeded();
            for (String service : services) {
                awaitReady(composing, base, service);
            }
            // a new broker makes its transaction log at the first transaction: seconds, more on a loaded machine
            Shell.Result demo = shell.run(600, "./conquian", "demo", "--kafka", kafka, "--kafka-timeout", "300", "--seed", "7", "--match", match)
                    .succeeded();
            assertThat(demo.out()).contains(match + "  valid");
            Shell.Result audit = shell.run(300, "./conquian", "audit", "--kafka", kafka).succeeded();
            assertThat(audit.out()).contains(match + "  valid");
        } finally {
            composing.run(300, concat(base, "down", "-v")).succeeded();
        }
        Shell.Result left = shell.run(60, "docker", "ps", "-a", "-q", "--filter", "label=com.docker.compose.project=" + project).succeeded();
        assertThat(left.out()).as("containers left by the compose project").isBlank();
    }

    /** `docker compose` where the plugin is, else the standalone docker-compose; none when neither is. */
    private static List<String> compose(Shell shell) throws Exception {
        if (shell.run(60, "docker", "compose", "version").exit() == 0) {
            return List.of("docker", "compose");
        }
        if (shell.run(60, "bash", "-c", "command -v docker-compose").exit() == 0) {
            return List.of("docker-compose");
        }
        return List.of();
    }

    /** The broker says when it is ready; a deadline bounds the wait. */
    private static void awaitReady(Shell shell, List<String> base, String service) throws Exception {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
        String logs = "";
        while (Instant.now().isBefore(deadline)) {
            logs = shell.run(60, concat(base, "logs", service)).out();
            if (logs.contains("Kafka broker ready")) {
                return;
            }
            Thread.sleep(500);
        }
        throw new AssertionError("the composed broker " + service + " was not ready within 3 minutes; its log:\n" + logs);
    }

    private static String[] concat(List<String> base, String... more) {
        List<String> all = new ArrayList<>(base);
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }
}
