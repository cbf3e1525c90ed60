package org.conquian.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
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

    /** Stopped as Ctrl-C stops it (its shutdown hooks run), the broker says so and nothing else: no JVM warnings. */
    @Test
    void theBrokerStopsQuietly() throws Exception {
        // to a file, not a pipe: a pipe's last lines can be lost to the JDK's draining of it when the process ends
        Path output = directory.resolve("broker.out");
        Process broker = new ProcessBuilder(BrokerCommand.command(HOME, directory.resolve("data"), 0, List.of())).redirectErrorStream(true)
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

    @Test
    void whatTheCommandsWriteByDefaultIsLeftOutOfGit() throws IOException {
        var commandLine = Main.commandLine(new Io(InputStream.nullInputStream(), new PrintWriter(new StringWriter()),
                new PrintWriter(new StringWriter()), false, false, false, Run.CLOCK));
        String brokerData = commandLine.getSubcommands().get("broker").getCommandSpec().findOption("--dir").defaultValue();
        String logData = commandLine.getSubcommands().get("demo").getCommandSpec().findOption("--data").defaultValue();
        assertThat(Files.readAllLines(HOME.resolve(".gitignore"))).contains(brokerData + "/", logData + "/");
    }
}
