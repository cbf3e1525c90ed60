package org.conquian.broker;

import org.apache.kafka.common.Uuid;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Where the nodes of a local cluster listen and keep their data: node N (from 1) serves clients on its own
 * port, runs its controller on another, and keeps its storage in {@code DIR/node-N}. Every node is broker and
 * controller at once, so the quorum has as many voters as there are nodes. The layout is written to
 * {@code DIR/cluster.properties} when the cluster is made and read from there ever after, so that a node
 * started again, alone, joins the same quorum on the same ports.
 *
 * @param clientPorts     node N's client port at N-1
 * @param controllerPorts node N's controller port at N-1
 */
public record ClusterLayout(Path directory, String clusterId, List<Integer> clientPorts, List<Integer> controllerPorts) {

    private static final String FILE = "cluster.properties";

    public ClusterLayout {
        clientPorts = List.copyOf(clientPorts);
        controllerPorts = List.copyOf(controllerPorts);
    }

    /**
     * The layout kept in {@code directory}, or a new one: clients on {@code firstPort} and the ports after it,
     * controllers on the ports after those ({@code 9092-9094} and {@code 9095-9097} for three nodes from 9092);
     * free ports where {@code firstPort} is 0.
     */
    public static ClusterLayout of(Path directory, int nodes, int firstPort) throws IOException {
        return of(directory, nodes, firstPort, Uuid.randomUuid().toString());
    }

    /**
     * The layout kept in {@code directory}, or a new one with the given cluster id: for nodes that each keep their
     * own directory (containers), and agree on the ports and the id beforehand.
     */
    public static ClusterLayout of(Path directory, int nodes, int firstPort, String clusterId) throws IOException {
        if (Files.exists(directory.resolve(FILE))) {
            ClusterLayout kept = read(directory);
            if (kept.nodes() != nodes || (firstPort != 0 && kept.clientPorts.get(0) != firstPort)) {
                throw new IOException("the cluster in " + directory + " was made with " + kept.nodes() + " nodes on ports "
                        + kept.clientPorts.get(0) + "-" + kept.clientPorts.get(kept.nodes() - 1) + "; start it so, or give another directory");
            }
            return kept;
        }
        if (Files.exists(directory.resolve("meta.properties"))) {
            throw new IOException(directory + " holds the data of a broker alone, not of a cluster; give the cluster another directory");
        }
        List<Integer> clients = new ArrayList<>();
        List<Integer> controllers = new ArrayList<>();
        for (int node = 0; node < nodes; node++) {
            clients.add(firstPort == 0 ? FreePorts.take() : firstPort + node);
            controllers.add(firstPort == 0 ? FreePorts.take() : firstPort + nodes + node);
        }
        ClusterLayout layout = new ClusterLayout(directory, clusterId, clients, controllers);
        layout.write();
        return layout;
    }

    /** Whether {@code directory} holds a cluster. */
    public static boolean in(Path directory) {
        return Files.exists(directory.resolve(FILE));
    }

    /** The layout a cluster was made with. */
    public static ClusterLayout read(Path directory) throws IOException {
        Properties kept = new Properties();
        try (Reader reader = Files.newBufferedReader(directory.resolve(FILE))) {
            kept.load(reader);
        }
        return new ClusterLayout(directory, kept.getProperty("cluster.id"), ports(kept.getProperty("client.ports")),
                ports(kept.getProperty("controller.ports")));
    }

    private static List<Integer> ports(String list) {
        return Arrays.stream(list.split(",")).map(String::strip).map(Integer::valueOf).toList();
    }

    private void write() throws IOException {
        Files.createDirectories(directory);
        Properties layout = new Properties();
        layout.setProperty("cluster.id", clusterId);
        layout.setProperty("client.ports", join(clientPorts));
        layout.setProperty("controller.ports", join(controllerPorts));
        try (Writer writer = Files.newBufferedWriter(directory.resolve(FILE))) {
            layout.store(writer, "the nodes of a local Kafka cluster: node N listens on the Nth port of each list");
        }
    }

    private static String join(List<Integer> ports) {
        return ports.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    public int nodes() {
        return clientPorts.size();
    }

    /** Node N's storage. */
    public Path nodeDirectory(int node) {
        return directory.resolve("node-" + node);
    }

    public int clientPort(int node) {
        return clientPorts.get(node - 1);
    }

    public int controllerPort(int node) {
        return controllerPorts.get(node - 1);
    }

    /** The quorum: {@code 1@127.0.0.1:PORT,2@...}. */
    public String voters() {
        return IntStream.rangeClosed(1, nodes()).mapToObj(node -> node + "@127.0.0.1:" + controllerPort(node)).collect(Collectors.joining(","));
    }

    /** Every node's client address, for clients' bootstrap.servers. */
    public String bootstrapServers() {
        return clientPorts.stream().map(port -> "127.0.0.1:" + port).collect(Collectors.joining(","));
    }
}
