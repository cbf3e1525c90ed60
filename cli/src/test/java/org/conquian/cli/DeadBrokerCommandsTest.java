package org.conquian.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The commands with no broker where they are told to find one: each says so at once, whatever the timeout, and
 * {@code record --stdin} answers every request so, staying up. (That its log connects once the broker is there is
 * tested in the Kafka module's DeadBrokerTest.)
 */
class DeadBrokerCommandsTest {

    @TempDir
    Path directory;

    @Test
    void auditExportAndProjectSayAtOnceThatNoBrokerIsThere() throws IOException {
        String at = "127.0.0.1:" + freePort();
        for (String[] command : new String[][] {{"audit"}, {"export", "--out", directory.resolve("out.jsonl").toString()}, {"project", "--once"}}) {
            String[] args = new String[command.length + 4];
            System.arraycopy(command, 0, args, 0, command.length);
            System.arraycopy(new String[] {"--kafka", at, "--kafka-timeout", "600"}, 0, args, command.length, 4);
            Run run = Run.of(args);
            assertThat(run.exit()).as(command[0]).isEqualTo(ExitCode.UNREADABLE);
            assertThat(run.err()).as(command[0]).contains("no broker at " + at + ": connection refused");
        }
    }

    @Test
    void recordStdinAnswersEveryRequestWhileNoBrokerIsThere() throws IOException {
        String at = "127.0.0.1:" + freePort();
        String start = "{\"op\":\"start\",\"match\":\"k1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":3}\n";
        Run run = Run.withInput(start + start + start, "record", "--stdin", "--kafka", at, "--kafka-timeout", "600");
        assertThat(run.exit()).isEqualTo(ExitCode.OK);
        assertThat(run.out().lines()).hasSize(3)
                .allMatch(answer -> answer.contains("\"error\":\"log\"") && answer.contains("no broker at " + at + ": connection refused"));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 0, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
