package org.conquian.dist;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docker-compose.yml for real: started with the override for a machine that reaches no image registry (the
 * project's broker image, built here, on the host's network), a match recorded through it by the launcher, audited,
 * and everything taken down again.
 */
class ComposeIT {

    private static final Path PROJECT = Path.of("..").toAbsolutePath().normalize();
    private static final String IMAGE = System.getenv("CONQUIAN_BROKER_IMAGE");

    @Test
    void aMatchIsRecordedAndAuditedThroughTheComposedBroker() throws Exception {
        Assumptions.assumeTrue(IMAGE != null, "no broker image built here (CONQUIAN_BROKER_IMAGE, which .ci/run sets where it starts Docker)");
        Shell shell = Shell.current(PROJECT);
        List<String> compose = compose(shell);
        Assumptions.assumeTrue(!compose.isEmpty(), "neither `docker compose` nor docker-compose is installed");

        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        String project = "conquian-compose-it-" + ProcessHandle.current().pid();
        Shell composing = shell.with("CONQUIAN_BROKER_IMAGE", IMAGE).with("CONQUIAN_KAFKA_PORT", String.valueOf(port));
        List<String> base = new ArrayList<>(compose);
        base.addAll(List.of("-p", project, "-f", "docker-compose.yml", "-f", "docker-compose.ci.yml"));
        try {
            composing.run(300, concat(base, "up", "-d")).succeeded();
            awaitReady(composing, base);
            String kafka = "127.0.0.1:" + port;
            Shell.Result demo = shell.run(600, "./conquian", "demo", "--kafka", kafka, "--seed", "7", "--match", "compose-1").succeeded();
            assertThat(demo.out()).contains("compose-1  valid");
            Shell.Result audit = shell.run(300, "./conquian", "audit", "--kafka", kafka).succeeded();
            assertThat(audit.out()).contains("compose-1  valid");
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
    private static void awaitReady(Shell shell, List<String> base) throws Exception {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
        String logs = "";
        while (Instant.now().isBefore(deadline)) {
            logs = shell.run(60, concat(base, "logs", "kafka")).out();
            if (logs.contains("Kafka broker ready")) {
                return;
            }
            Thread.sleep(500);
        }
        throw new AssertionError("the composed broker was not ready within 3 minutes; its log:\n" + logs);
    }

    private static String[] concat(List<String> base, String... more) {
        List<String> all = new ArrayList<>(base);
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }
}
