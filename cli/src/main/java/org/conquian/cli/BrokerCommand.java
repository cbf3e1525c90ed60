package org.conquian.cli;

import org.conquian.kafka.KafkaRole;
import org.conquian.kafka.KafkaSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** {@code conquian broker}: a local Kafka broker or cluster, for machines without Docker. */
@Command(name = "broker",
        description = {
                "Runs a local Kafka broker, or a cluster of three or more, without Docker.",
                "",
                "A real broker (KRaft: broker and controller in one process) from Kafka's own jars, in the foreground until Ctrl-C. Its data stays in --dir, so a restarted broker keeps its topics. With Docker, `docker compose up -d` starts the same from the official apache/kafka image instead.",
                "",
                "--nodes 3 runs a cluster of three brokers, each in a process of its own (kill one: the others go on), all three in the controllers' quorum, on --port and the two ports after it (their controllers on the three after those). Topics the commands create on it are replicated three times (--replication), a write is taken once two replicas have it (min.insync.replicas=2), and a replica that fell behind never becomes leader (no unclean leader election). Ctrl-C stops the three. `docker compose -f docker-compose.cluster.yml up -d` starts the same from the official image.",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {"  conquian broker                      127.0.0.1:9092, data in ./conquian-broker",
                "  conquian broker --port 19092 --dir /tmp/kafka",
                "  conquian broker --secure             SASL/SCRAM over TLS, ACLs",
                "  conquian broker --nodes 3            127.0.0.1:9092-9094, a cluster",
                "  conquian demo --kafka 127.0.0.1:9092 (in another terminal)",
                "  conquian demo --kafka 127.0.0.1:9092,127.0.0.1:9093,127.0.0.1:9094"},
        mixinStandardHelpOptions = true)
public final class BrokerCommand implements Callable<Integer> {

    /** The secured broker's super user, whose client settings the broker writes with the others'. */
    private static final String ADMIN = "admin";

    @ParentCommand
    ConquianCommand parent;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "9092",
            description = "The client port; with --nodes, the first node's, the others on the ports after it (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--nodes", paramLabel = "N", defaultValue = "1",
            description = "How many brokers: 1, or a cluster of 3 to 9, each broker and controller (default: ${DEFAULT-VALUE}).")
    int nodes;

    @Option(names = "--dir", paramLabel = "DIR", defaultValue = "conquian-broker", description = "The broker's data directory (default: ${DEFAULT-VALUE}).")
    Path directory;

    @Option(names = "--secure", description = "Secure the broker as a shared cluster: SASL/SCRAM-SHA-512 over TLS (a key and certificate made here), "
            + "the standard authorizer, and one user per role with that role's ACLs on --topic: recorder, projector (group conquian-projector), auditor, export. "
            + "Each user's client settings go to DIR/USER.client.properties, for --kafka-config.")
    boolean secure;

    @Option(names = "--topic", paramLabel = "NAME", defaultValue = KafkaSettings.DEFAULT_TOPIC,
            description = "With --secure: the events topic the roles' ACLs name (default: ${DEFAULT-VALUE}).")
    String topic;

    @Override
    public Integer call() throws IOException, InterruptedException {
        Path home = Path.of(System.getProperty("conquian.home", "."));
        if (nodes != 1 && (nodes < 3 || nodes > 9)) {
            throw new IllegalArgumentException("--nodes must be 1, or 3 to 9 for a cluster (whose quorum outlives a node), not " + nodes);
        }
        List<String> users = secure ? Arrays.stream(KafkaRole.values()).map(KafkaRole::user).toList() : List.of();
        Process broker = new ProcessBuilder(command(home, directory, port, nodes, users)).redirectInput(ProcessBuilder.Redirect.INHERIT)
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        Runtime.getRuntime().addShutdownHook(new Thread(broker::destroy, "broker-stop"));
        Io io = parent.io();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(broker.getInputStream(), StandardCharsets.UTF_8))) {
            relay(out, io.out(), secure ? () -> grant(io) : null);
        }
        return broker.waitFor() == 0 ? ExitCode.OK : ExitCode.UNREADABLE;
    }

    /** Grants a secured broker's ACLs once it answers. */
    interface Grant {
        void run() throws IOException;
    }

    /**
     * Relays what the broker prints. A secured broker is said ready only once its ACLs are granted: its ready line
     * is held back until then, as a client that starts on "ready" would be refused before.
     */
    static void relay(BufferedReader broker, PrintWriter out, Grant grant) throws IOException {
        for (String line = broker.readLine(); line != null; line = broker.readLine()) {
            if (grant != null && (line.startsWith("Kafka broker ready") || line.startsWith("Kafka cluster ready"))) {
                grant.run();
            }
            out.println(line);
            out.flush();
        }
    }

    /**
     * The broker's own JVM, on the jars under {@code home}, watching this process so as to end with it; {@code users}
     * secure it. With more than one node, that JVM starts the nodes' and stops them with itself.
     */
    static List<String> command(Path home, Path directory, int port, int nodes, List<String> users) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        // Kafka unmaps its index files with sun.misc.Unsafe, which from JDK 23 on prints four lines of warning the first
        // time (at a restart's recovery, or at Ctrl-C); allowed, it is quiet. Older JDKs would refuse the option.
        if (Runtime.version().feature() >= 23) {
            command.add("--sun-misc-unsafe-memory-access=allow");
        }
        command.add("-Dconquian.parent=" + ProcessHandle.current().pid());
        if (!users.isEmpty()) {
            command.add("-Dconquian.users=" + String.join(",", users));
        }
        if (nodes > 1) {
            command.add("-Dconquian.nodes=" + nodes);
        }
        command.addAll(List.of("-cp", classpath(home), "org.conquian.broker.BrokerMain",
                directory.toAbsolutePath().toString(), String.valueOf(port)));
        return command;
    }

    /** The broker's own JVM runs from its jars: in a distribution, lib/broker; in the source tree, what the build wrote. */
    private static String classpath(Path home) throws IOException {
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

    /** Every node's address: {@code 127.0.0.1:PORT,...}. */
    private String bootstrapServers() {
        return IntStream.range(0, nodes).mapToObj(node -> "127.0.0.1:" + (port + node)).collect(Collectors.joining(","));
    }

    /** Grants each role's ACLs as the broker's admin, and says where each role's client settings are. */
    private void grant(Io io) throws IOException {
        Path clients = directory.toAbsolutePath();
        KafkaSettings admin = KafkaSettings.of(bootstrapServers()).withTopic(topic)
                .withClientConfig(KafkaSettings.readClientConfig(clients.resolve(ADMIN + ".client.properties")));
        KafkaRole.grant(admin, KafkaRole.principals(), ProjectCommand.DEFAULT_GROUP);
        io.out().println("ACLs granted on " + topic + " to " + Arrays.stream(KafkaRole.values()).map(KafkaRole::user).collect(Collectors.joining(", "))
                + "; each one's client settings: --kafka-config " + clients + File.separator + "USER.client.properties");
        io.out().flush();
    }
}
