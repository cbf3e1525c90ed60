package org.conquian.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code conquian broker}: a local Kafka broker, for machines without Docker. */
@Command(name = "broker",
        description = {
                "Runs a local single-node Kafka broker on 127.0.0.1, for machines without Docker.",
                "",
                "A real broker (KRaft: broker and controller in one process) from Kafka's own jars, in the foreground until Ctrl-C. Its data stays in --dir, so a restarted broker keeps its topics. With Docker, `docker compose up -d` starts the same from the official apache/kafka image instead.",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {"  conquian broker                                  127.0.0.1:9092, data in ./conquian-broker",
                "  conquian broker --port 19092 --dir /tmp/kafka",
                "  conquian demo --kafka 127.0.0.1:9092            (in another terminal)"},
        mixinStandardHelpOptions = true)
public final class BrokerCommand implements Callable<Integer> {

    @ParentCommand
    ConquianCommand parent;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "9092", description = "The client port (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--dir", paramLabel = "DIR", defaultValue = "conquian-broker", description = "The broker's data directory (default: ${DEFAULT-VALUE}).")
    Path directory;

    @Override
    public Integer call() throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process broker = new ProcessBuilder(List.of(java, "-Dconquian.parent=" + ProcessHandle.current().pid(), "-cp", classpath(),
                "org.conquian.broker.BrokerMain", directory.toAbsolutePath().toString(), String.valueOf(port)))
                .inheritIO().start();
        Runtime.getRuntime().addShutdownHook(new Thread(broker::destroy, "broker-stop"));
        return broker.waitFor() == 0 ? ExitCode.OK : ExitCode.UNREADABLE;
    }

    /** The broker's own JVM runs from its jars: in a distribution, lib/broker; in the source tree, what the build wrote. */
    private static String classpath() throws IOException {
        Path home = Path.of(System.getProperty("conquian.home", "."));
        Path jars = home.resolve("lib/broker");
        if (Files.isDirectory(jars)) {
            return jars + File.separator + "*";
        }
        Path classpath = home.resolve("broker/target/broker.classpath");
        Path classes = home.resolve("broker/target/classes");
        if (!Files.isRegularFile(classpath) || !Files.isDirectory(classes)) {
            throw new IOException("the broker is not built: run ./conquian from the project's folder (it builds it), or ./mvnw package");
        }
        return classes + File.pathSeparator + Files.readString(classpath).strip();
    }
}
