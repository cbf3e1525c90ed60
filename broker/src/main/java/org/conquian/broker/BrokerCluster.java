package org.conquian.broker;

import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.TopicPartitionInfo;
import org.apache.kafka.common.serialization.ByteArraySerializer;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * A local Kafka cluster: its nodes ({@link ClusterLayout}), each in a process of its own ({@link BrokerProcess}),
 * so that one can be killed, paused or restarted while the others go on. Nodes are numbered from 1.
 */
public final class BrokerCluster implements AutoCloseable {

    /** How long a new cluster may take to be ready for its first transaction. */
    private static final Duration READY = Duration.ofMinutes(3);

    private final ClusterLayout layout;
    private final BrokerSecurity security;
    private final BrokerProcess[] nodes;

    private BrokerCluster(ClusterLayout layout, BrokerSecurity security, BrokerProcess[] nodes) {
        this.layout = layout;
        this.security = security;
        this.nodes = nodes;
    }

    /**
     * Starts the nodes together (each is ready only once a majority of the quorum is up) and waits until all are.
     *
     * @param launch    how to run a JVM with the broker's class path: {@code java [options] -cp CLASSPATH}
     * @param firstPort the first node's client port, the others' following it; 0 for free ports
     * @param users     for a secured cluster, its users (the admin's settings and theirs are written to the
     *                  cluster's directory); none for an open one
     */
    public static BrokerCluster start(List<String> launch, Path directory, int nodes, int firstPort, List<String> users)
            throws IOException, InterruptedException {
        ClusterLayout layout = ClusterLayout.of(directory, nodes, firstPort);
        List<String> nodeLaunch = new ArrayList<>(launch);
        BrokerSecurity security = null;
        if (!users.isEmpty()) {
            // made once here, before any node reads them: every node has the same key, certificate and users
            security = BrokerSecurity.in(directory, users);
            security.writeClientConfigs();
            nodeLaunch.add(1, "-Dconquian.users=" + String.join(",", users));
        }
        BrokerProcess[] started = new BrokerProcess[nodes];
        ExecutorService starting = Executors.newFixedThreadPool(nodes, Thread.ofPlatform().daemon().factory());
        try {
            List<Future<BrokerProcess>> futures = new ArrayList<>();
            for (int node = 1; node <= nodes; node++) {
                int which = node;
                futures.add(starting.submit(() -> BrokerProcess.startNode(nodeLaunch, layout, which)));
            }
            IOException failed = null;
            for (int node = 1; node <= nodes; node++) {
                try {
                    started[node - 1] = futures.get(node - 1).get();
                } catch (ExecutionException e) {
                    failed = new IOException("node " + node + " of the cluster in " + directory + " did not start: " + e.getCause().getMessage(),
                            e.getCause());
                }
            }
            if (failed != null) {
                for (BrokerProcess node : started) {
                    if (node != null) {
                        node.kill();
                    }
                }
                throw failed;
            }
        } finally {
            starting.shutdownNow();
        }
        BrokerCluster cluster = new BrokerCluster(layout, security, started);
        try {
            cluster.readyForTransactions();
        } catch (RuntimeException e) {
            cluster.close();
            throw new IOException("the cluster in " + directory + " could not be made ready for transactions: " + e.getMessage(), e);
        }
        return cluster;
    }

    /**
     * The first transaction on a new cluster makes the transaction log (fifty partitions, three replicas each),
     * which takes seconds, more on a loaded machine: done here, once, under a deadline of its own, so that no
     * recorder's first turn pays for it within its own deadline.
     */
    private void readyForTransactions() {
        Properties config = clientConfig();
        config.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, "conquian-cluster-warm-up");
        config.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, String.valueOf(READY.toMillis()));
        try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(config, new ByteArraySerializer(), new ByteArraySerializer())) {
            producer.initTransactions();
        }
    }

    /** The admin's client settings: none on an open cluster. */
    private Properties clientConfig() {
        Properties config = new Properties();
        if (security != null) {
            config.putAll(security.clientConfig(BrokerSecurity.ADMIN));
        }
        config.put(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers());
        return config;
    }

    public ClusterLayout layout() {
        return layout;
    }

    public int nodes() {
        return nodes.length;
    }

    public String bootstrapServers() {
        return layout.bootstrapServers();
    }

    /** Node N's process, as it runs now. */
    public BrokerProcess node(int node) {
        return nodes[node - 1];
    }

    /** SIGKILL to node N. */
    public void kill(int node) throws InterruptedException {
        node(node).kill();
    }

    /** Stops node N as Ctrl-C does: it hands its partitions' leadership over first. */
    public void stop(int node) throws InterruptedException {
        node(node).close();
    }

    /** Node N started again on its ports and data, after it was stopped or killed; it rejoins the others. */
    public void restart(int node) throws IOException, InterruptedException {
        nodes[node - 1] = node(node).restart();
    }

    /** SIGSTOP to node N. */
    public void pause(int node) throws IOException, InterruptedException {
        node(node).pause();
    }

    /** SIGCONT to node N. */
    public void resume(int node) throws IOException, InterruptedException {
        node(node).resume();
    }

    /** The CPU time the nodes have used so far, for a benchmark to say where the time goes. */
    public Duration cpuTime() {
        Duration total = Duration.ZERO;
        for (BrokerProcess node : nodes) {
            total = total.plus(node.cpuTime());
        }
        return total;
    }

    /**
     * Waits until every replica of every topic is in sync again (a node back from a fault has caught up), so
     * that the cluster can lose a node once more without losing a write quorum.
     *
     * @return whether it is, by the deadline
     */
    public boolean awaitInSync(Duration deadline) throws InterruptedException {
        long until = System.nanoTime() + deadline.toNanos();
        Properties config = clientConfig();
        config.put(CommonClientConfigs.REQUEST_TIMEOUT_MS_CONFIG, "5000");
        config.put(CommonClientConfigs.DEFAULT_API_TIMEOUT_MS_CONFIG, "10000");
        try (Admin admin = Admin.create(config)) {
            while (System.nanoTime() < until) {
                try {
                    Collection<String> topics = admin.listTopics().names().get(10, TimeUnit.SECONDS);
                    Map<String, TopicDescription> described = admin.describeTopics(topics).allTopicNames().get(10, TimeUnit.SECONDS);
                    if (described.values().stream().flatMap(topic -> topic.partitions().stream()).allMatch(BrokerCluster::inSync)) {
                        return true;
                    }
                } catch (ExecutionException | java.util.concurrent.TimeoutException e) {
                    // a node is still coming back: asked again below
                }
                Thread.sleep(200);
            }
        }
        return false;
    }

    private static boolean inSync(TopicPartitionInfo partition) {
        return partition.leader() != null && partition.isr().size() == partition.replicas().size();
    }

    /** Stops every node as Ctrl-C does, all at once. */
    @Override
    public void close() throws InterruptedException {
        List<Thread> stopping = new ArrayList<>();
        for (BrokerProcess node : nodes) {
            stopping.add(Thread.ofPlatform().start(() -> {
                try {
                    node.close();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }));
        }
        for (Thread thread : stopping) {
            thread.join();
        }
    }
}
