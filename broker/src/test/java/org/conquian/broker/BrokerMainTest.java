package org.conquian.broker;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class BrokerMainTest {

    @TempDir
    Path directory;

    /** The process that started the broker is killed outright: its shutdown hooks never run, yet the broker stops. */
    @Test
    void theBrokerStopsWhenItsParentIsKilled() throws Exception {
        Process parent = new ProcessBuilder("sleep", "600").start();
        Path java = Path.of(ProcessHandle.current().info().command().orElseThrow());
        Process broker = new ProcessBuilder(java.toString(), "-Dconquian.parent=" + parent.pid(), "-cp", System.getProperty("java.class.path"),
                BrokerMain.class.getName(), directory.toString(), "0").redirectErrorStream(true).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(broker.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            do {
                line = out.readLine();
            } while (line != null && !line.startsWith("Kafka broker ready"));
            assertThat(line).startsWith("Kafka broker ready");
            parent.destroyForcibly();
            assertThat(broker.waitFor(60, TimeUnit.SECONDS)).as("the broker stopped with its parent").isTrue();
        } finally {
            parent.destroyForcibly();
            broker.destroyForcibly();
            broker.waitFor(30, TimeUnit.SECONDS);
        }
    }
}
