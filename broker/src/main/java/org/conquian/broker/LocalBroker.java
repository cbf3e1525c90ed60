package org.conquian.broker;

import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import kafka.tools.StorageTool;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.utils.Time;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Properties;

/**
 * A real Kafka broker in this JVM: one node in KRaft mode, broker and controller together, listening on
 * 127.0.0.1 only; alone, or one node of a local cluster ({@link ClusterLayout}). Its storage is formatted on
 * first start and kept in its directory, so a restarted broker keeps its topics. About three seconds to ready.
 * Open, as a developer's broker is, or secured as a shared cluster is ({@link BrokerSecurity}).
 */
public final class LocalBroker implements AutoCloseable {

    /** How long a node of a cluster may miss its heartbeats before the controller takes its partitions' leadership away. */
    public static final int SESSION_TIMEOUT_MS = 6000;

    private final KafkaRaftServer server;
    private final int port;
    private final int controllerPort;
    private final Path directory;
    private final Quorum quorum;
    private final Map<String, String> overrides;
    /** Null for an open broker. */
    private final BrokerSecurity security;

    /**
     * The node's place in its quorum.
     *
     * @param voters    null for a broker alone, whose quorum is itself
     * @param clusterId null for a broker alone, which makes its own
     */
    private record Quorum(int node, int nodes, String voters, String clusterId) {
        static final Quorum ALONE = new Quorum(1, 1, null, null);
    }

    private LocalBroker(KafkaRaftServer server, int port, int controllerPort, Path directory, Quorum quorum, Map<String, String> overrides,
                        BrokerSecurity security) {
        this.server = server;
        this.port = port;
        this.controllerPort = controllerPort;
        this.directory = directory;
        this.quorum = quorum;
        this.overrides = Map.copyOf(overrides);
        this.security = security;
    }

    /**
     * Starts a broker keeping its data in {@code directory}.
     *
     * @param port the client port, or 0 for a free one
     */
    public static LocalBroker start(Path directory, int port) throws IOException {
        return start(directory, port, Map.of());
    }

    /** @param overrides broker settings that replace or add to this broker's own */
    public static LocalBroker start(Path directory, int port, Map<String, String> overrides) throws IOException {
        return start(directory, port, overrides, null);
    }

    /**
     * Starts a secured broker: SASL/SCRAM-SHA-512 over TLS, and ACLs (see {@link BrokerSecurity}).
     *
     * @param security made with {@link BrokerSecurity#in} for the same directory
     */
    public static LocalBroker start(Path directory, int port, Map<String, String> overrides, BrokerSecurity security) throws IOException {
        if (ClusterLayout.in(directory)) {
            throw new IOException(directory + " holds a cluster's data; start a broker alone in another directory");
        }
        OptionalInt formatted = formattedControllerPort(directory);
        return start(directory, port == 0 ? FreePorts.take() : port, formatted.isPresent() ? formatted.getAsInt() : FreePorts.take(), Quorum.ALONE,
                overrides, security);
    }

    /**
     * Starts node {@code node} (from 1) of a local cluster; it is ready once a majority of the quorum is up.
     *
     * @param security made with {@link BrokerSecurity#in} for the cluster's directory: every node has the same
     *                 key, certificate and users
     */
    public static LocalBroker startNode(ClusterLayout layout, int node, Map<String, String> overrides, BrokerSecurity security)
            throws IOException {
        return start(layout.nodeDirectory(node), layout.clientPort(node), layout.controllerPort(node),
                new Quorum(node, layout.nodes(), layout.voters(), layout.clusterId()), overrides, security);
    }

    /** The controller port a formatted storage was made with: a broker started again on its data keeps its quorum's address. */
    private static OptionalInt formattedControllerPort(Path directory) throws IOException {
        Path file = directory.resolve("format.properties");
        if (!Files.exists(file)) {
            return OptionalInt.empty();
        }
        Properties formatted = new Properties();
        try (Reader reader = Files.newBufferedReader(file)) {
            formatted.load(reader);
        }
        String voters = formatted.getProperty("controller.quorum.voters", "");
        return OptionalInt.of(Integer.parseInt(voters.substring(voters.lastIndexOf(':') + 1)));
    }

    private static LocalBroker start(Path directory, int clientPort, int controllerPort, Quorum quorum, Map<String, String> overrides,
                                     BrokerSecurity security) throws IOException {
        Files.createDirectories(directory);
        Properties config = config(directory, clientPort, controllerPort, quorum);
        if (security != null) {
            security.secure(config, clientPort, controllerPort);
        }
        config.putAll(overrides);
        if (!Files.exists(directory.resolve("meta.properties"))) {
            format(directory, config, quorum.clusterId() == null ? Uuid.randomUuid().toString() : quorum.clusterId(),
                    security == null ? List.of() : security.formatArguments());
        }
        KafkaRaftServer server = new KafkaRaftServer(KafkaConfig.fromProps(config), Time.SYSTEM);
        server.startup();
        return new LocalBroker(server, clientPort, controllerPort, directory, quorum, overrides, security);
    }

    /** The same broker started again, after {@link #close}: same ports, same data, as after a restart of its machine. */
    public LocalBroker restart() throws IOException {
        return start(directory, port, controllerPort, quorum, overrides, security);
    }

    private static Properties config(Path directory, int clientPort, int controllerPort, Quorum quorum) {
        Properties config = new Properties();
        config.put("process.roles", "broker,controller");
        config.put("node.id", String.valueOf(quorum.node()));
        config.put("controller.quorum.voters", quorum.voters() == null ? "1@127.0.0.1:" + controllerPort : quorum.voters());
        config.put("listeners", "PLAINTEXT://127.0.0.1:" + clientPort + ",CONTROLLER://127.0.0.1:" + controllerPort);
        config.put("advertised.listeners", "PLAINTEXT://127.0.0.1:" + clientPort);
        config.put("controller.listener.names", "CONTROLLER");
        config.put("inter.broker.listener.name", "PLAINTEXT");
        config.put("listener.security.protocol.map", "CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT");
        config.put("log.dirs", directory.toString());
        // alone, every internal topic has one replica; in a cluster, three (or one per node), and a write to
        // them is taken once two replicas have it, as the recorders' topics are
        String replicas = String.valueOf(Math.min(3, quorum.nodes()));
        String inSync = String.valueOf(Math.min(2, quorum.nodes()));
        config.put("offsets.topic.replication.factor", replicas);
        config.put("transaction.state.log.replication.factor", replicas);
        config.put("transaction.state.log.min.isr", inSync);
        config.put("share.coordinator.state.topic.replication.factor", replicas);
        config.put("share.coordinator.state.topic.min.isr", inSync);
        config.put("default.replication.factor", replicas);
        config.put("min.insync.replicas", inSync);
        config.put("unclean.leader.election.enable", "false");
        if (quorum.nodes() > 1) {
            // a node that stops answering (killed, paused) loses its partitions' leadership after 6 s rather than 9
            config.put("broker.session.timeout.ms", String.valueOf(SESSION_TIMEOUT_MS));
            config.put("broker.heartbeat.interval.ms", "1000");
        }
        config.put("group.initial.rebalance.delay.ms", "0");
        config.put("auto.create.topics.enable", "false");
        // a turn's transaction that starts while the last one's markers are being written waits this long
        // before the broker asks its coordinator again; the default 20 ms would be the recorder's p99
        config.put("add.partitions.to.txn.retry.backoff.ms", "1");
        // a recorder that died mid-turn holds back the readers of its partition until its turn is aborted:
        // look for such turns every second rather than every ten
        config.put("transaction.abort.timed.out.transaction.cleanup.interval.ms", "1000");
        // Kafka's defaults (8 request handlers, 3 network threads) suit a broker with a machine of its own;
        // this one shares a few cores with its clients, where more threads than cores only switch
        int cores = Runtime.getRuntime().availableProcessors();
        config.put("num.io.threads", String.valueOf(Math.min(8, Math.max(2, cores))));
        config.put("num.network.threads", String.valueOf(Math.min(3, Math.max(2, cores))));
        return config;
    }

    /** @param more further arguments of the storage tool, such as the SCRAM users to add */
    private static void format(Path directory, Properties config, String clusterId, List<String> more) throws IOException {
        Path file = directory.resolve("format.properties");
        try (Writer writer = Files.newBufferedWriter(file)) {
            config.store(writer, "written to format the storage of a conquian broker");
        }
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        List<String> arguments = new ArrayList<>(List.of("format", "-t", clusterId, "-c", file.toString()));
        arguments.addAll(more);
        int status = StorageTool.execute(arguments.toArray(String[]::new), new PrintStream(output, true, StandardCharsets.UTF_8));
        if (status != 0) {
            throw new IOException("formatting the broker's storage in " + directory + " failed: " + output.toString(StandardCharsets.UTF_8));
        }
    }

    /** {@code 127.0.0.1:PORT}, for clients' bootstrap.servers. */
    public String bootstrapServers() {
        return "127.0.0.1:" + port;
    }

    public Path directory() {
        return directory;
    }

    @Override
    public void close() {
        server.shutdown();
        server.awaitShutdown();
    }
}
