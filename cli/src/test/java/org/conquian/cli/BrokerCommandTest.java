package org.conquian.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code conquian broker}: the broker's own JVM, as the command starts it, on the project's build. */
class BrokerCommandTest {

    private static final Path HOME = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path directory;

    /** A secured broker is said ready after its ACLs are granted, never before: a client started on "ready" is let in. */
    @Test
    void aSecuredBrokerIsSaidReadyOnceItsAclsAreGranted() throws IOException {
        StringWriter out = new StringWriter();
        PrintWriter printed = new PrintWriter(out);
        BufferedReader broker = new BufferedReader(new StringReader("Starting\nKafka broker ready at 127.0.0.1:9093 (secured)\nmore\n"));
        BrokerCommand.relay(broker, printed, () -> printed.println("ACLs granted on conquian.match-events"));
        assertThat(out.toString()).isEqualTo(String.join(System.lineSeparator(), "Starting", "ACLs granted on conquian.match-events",
                "Kafka broker ready at 127.0.0.1:9093 (secured)", "more", ""));
    }

    /** Stopped as Ctrl-C stops it (its shutdown hooks run), the broker says so and nothing else: no JVM warnings. */
    @Test
    void theBrokerStopsQuietly() throws Exception {
        // to a file, not a pipe: a pipe's last lines can be lost to the JDK's draining of it when the process ends
        Path output = directory.resolve("broker.out");
        Process broker = new ProcessBuilder(BrokerCommand.command(HOME, directory.resolve("data"), 0, 1, List.of())).redirectErrorStream(true)
                .redirectOutput(output.toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(180);
            while (!Files.readString(output).contains("Kafka broker ready") && broker.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(200);
            }
            assertThat(Files.readString(output)).contains("Kafka broker ready");
            broker.destroy();
            assertThat(broker.waitFor(120, TimeUnit.SECONDS)).as("the broker stopped").isTrue();
            assertThat(Files.readString(output)).contains("Kafka broker stopped; its data stays in ").doesNotContain("WARNING")
                    .doesNotContain("Unsafe");
        } finally {
            broker.destroyForcibly();
            broker.waitFor(30, TimeUnit.SECONDS);
        }
    }

    /** --nodes 3: three brokers, each a process of its own; stopped as Ctrl-C stops the command, the three stop with it. */
    @Test
    void aClusterIsThreeBrokerProcessesThatStopTogether() throws Exception {
        Path output = directory.resolve("cluster.out");
        Process cluster = new ProcessBuilder(BrokerCommand.command(HOME, directory.resolve("data"), 0, 3, List.of())).redirectErrorStream(true)
                .redirectOutput(output.toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(240);
            while (!Files.readString(output).contains("Kafka cluster ready") && cluster.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(200);
            }
            assertThat(Files.readString(output)).as("the command %s", cluster.isAlive() ? "still runs" : "ended with " + cluster.exitValue())
                    .contains("Kafka cluster ready at 127.0.0.1:").contains("3 nodes");
            List<ProcessHandle> brokers = cluster.toHandle().children().toList();
            assertThat(brokers).hasSize(3).allMatch(ProcessHandle::isAlive);
            cluster.destroy();
            assertThat(cluster.waitFor(180, TimeUnit.SECONDS)).as("the cluster stopped").isTrue();
            for (ProcessHandle broker : brokers) {
                assertThat(broker.onExit().get(60, TimeUnit.SECONDS).isAlive()).as("broker %d stopped", broker.pid()).isFalse();
            }
            assertThat(Files.readString(output)).contains("Kafka cluster stopped; its data stays in ");
        } finally {
            cluster.descendants().forEach(ProcessHandle::destroyForcibly);
            cluster.destroyForcibly();
            cluster.waitFor(30, TimeUnit.SECONDS);
        }
    }

    /** Kafka's threads outlive a start that failed: the broker must end all the same, saying why, not wait for ever. */
    @Test
    void aBrokerWhosePortIsTakenSaysSoAndEnds() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 0, InetAddress.getLoopbackAddress())) {
            Path output = directory.resolve("broker.out");
            Process broker = new ProcessBuilder(BrokerCommand.command(HOME, directory.resolve("data"), taken.getLocalPort(), 1, List.of()))
                    .redirectErrorStream(true).redirectOutput(output.toFile()).start();
            try {
                assertThat(broker.waitFor(180, TimeUnit.SECONDS)).as("the broker ended; it said: %s", Files.readString(output)).isTrue();
                assertThat(broker.exitValue()).isEqualTo(1);
                assertThat(Files.readString(output)).contains("Kafka did not start: ").contains("127.0.0.1:" + taken.getLocalPort())
                        .contains("Address already in use").doesNotContain("\tat ");
            } finally {
                broker.destroyForcibly();
                broker.waitFor(30, TimeUnit.SECONDS);
            }
        }
    }

    @Test
    void whatTheCommandsWriteByDefaultIsLeftOutOfGit() throws IOException {
        var commandLine = Main.commandLine(new Io(InputStream.nullInputStream(), new PrintWriter(new StringWriter()),
                new PrintWriter(new StringWriter()), false, false, false, Run.CLOCK));
        String brokerData = commandLine.getSubcommands().get("broker").getCommandSpec().findOption("--dir").defaultValue();
        String logData = commandLine.getSubcommands().get("demo").getCommandSpec().findOption("--data").defaultValue();
        assertThat(Files.readAllLines(HOME.resolve(".gitignore"))).contains(brokerData + "/", logData + "/");
    }
}
