package org.conquian.broker;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

/**
 * Runs a local broker in the foreground until interrupted: {@code BrokerMain DIRECTORY PORT}; system
 * properties {@code kafka.NAME=VALUE} set broker settings. The
 * {@code conquian broker} command starts it in a JVM of its own, with Kafka's jars on the classpath, and
 * names itself in {@code conquian.parent=PID}: the broker stops when that process ends, however it ends
 * (a SIGKILL runs no shutdown hook there), so that no broker is left holding its port. With
 * {@code conquian.users=NAME,...} the broker is secured ({@link BrokerSecurity}), and each user's client
 * settings, the admin's too, are written to {@code DIRECTORY/NAME.client.properties}.
 *
 * <p>With {@code conquian.nodes=N} it runs a cluster of N nodes instead, each in a JVM of its own
 * ({@link BrokerCluster}), clients on PORT and the ports after it, and stops them all when it stops. A node of
 * a cluster is itself {@code BrokerMain CLUSTER_DIRECTORY --node N}, reading the cluster's layout there; a node
 * with a directory of its own (a container) is {@code BrokerMain DIRECTORY --node N --ports FIRST --nodes COUNT
 * --cluster-id ID}, every node given the same ports and id.
 */
public final class BrokerMain {

    private BrokerMain() {
    }

    public static void main(String[] args) throws Exception {
        try {
            run(args);
        } catch (Exception failed) {
            // Kafka's threads outlive a failed start and would keep this JVM, and whoever waits for it, waiting for ever
            System.out.println("Kafka did not start: " + why(failed));
            System.out.flush();
            System.exit(1);
        }
    }

    /** Every cause's message, each said once: Kafka's wrap the one below them, and the port taken is at the bottom. */
    static String why(Throwable failure) {
        StringBuilder why = new StringBuilder();
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            String message = cause.getMessage();
            if (message != null && why.indexOf(message.strip()) < 0) {
                why.append(why.isEmpty() ? "" : ": ").append(message.strip());
            }
        }
        return why.isEmpty() ? failure.toString() : why.toString();
    }

    private static void run(String[] args) throws Exception {
        boolean node = (args.length == 3 || args.length == 9) && args[1].equals("--node");
        boolean laidOut = args.length == 9 && args[3].equals("--ports") && args[5].equals("--nodes") && args[7].equals("--cluster-id");
        if (args.length != 2 && !(node && (args.length == 3 || laidOut))) {
            System.err.println("usage: BrokerMain DIRECTORY PORT | BrokerMain CLUSTER_DIRECTORY --node N"
                    + " | BrokerMain DIRECTORY --node N --ports FIRST --nodes COUNT --cluster-id ID");
            System.exit(2);
        }
        Map<String, String> overrides = new HashMap<>();
        System.getProperties().stringPropertyNames().stream().filter(name -> name.startsWith("kafka."))
                .forEach(name -> overrides.put(name.substring("kafka.".length()), System.getProperty(name)));
        Path directory = Path.of(args[0]);
        String users = System.getProperty("conquian.users");
        int nodes = Integer.parseInt(System.getProperty("conquian.nodes", "1"));
        if (nodes > 1) {
            runCluster(directory, Integer.parseInt(args[1]), nodes, users == null ? List.of() : List.of(users.split(",")));
            return;
        }
        BrokerSecurity security = null;
        if (users != null) {
            security = BrokerSecurity.in(directory, List.of(users.split(",")));
            if (!node) {
                security.writeClientConfigs();
            }
        }
        String secured = security == null ? "" : ", SASL/SCRAM-SHA-512 over TLS with ACLs";
        LocalBroker broker;
        String what;
        if (node) {
            ClusterLayout layout = laidOut ? ClusterLayout.of(directory, Integer.parseInt(args[6]), Integer.parseInt(args[4]), args[8])
                    : ClusterLayout.read(directory);
            int number = Integer.parseInt(args[2]);
            broker = LocalBroker.startNode(layout, number, overrides, security);
            what = "KRaft, node " + number + " of " + layout.nodes() + secured;
        } else {
            broker = LocalBroker.start(directory, Integer.parseInt(args[1]), overrides, security);
            what = "KRaft, one node" + secured;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            broker.close();
            System.out.println("Kafka broker stopped; its data stays in " + broker.directory());
            System.out.flush();
            stopped.countDown();
        }, "broker-shutdown"));
        exitWithParent();
        System.out.println("Kafka broker ready at " + broker.bootstrapServers() + " (" + what + "), data in " + broker.directory()
                + (node ? "" : "; stop it with Ctrl-C"));
        System.out.flush();
        stopped.await();
    }

    /** Ends this JVM when the process named in {@code conquian.parent} ends, however it ends. */
    private static void exitWithParent() {
        String parent = System.getProperty("conquian.parent");
        if (parent != null) {
            ProcessHandle.of(Long.parseLong(parent)).ifPresentOrElse(
                    handle -> handle.onExit().thenRun(() -> System.exit(0)),
                    () -> System.exit(0));
        }
    }

    /** The nodes run from this JVM's own class path and options, each watching this process so as to end with it. */
    private static void runCluster(Path directory, int firstPort, int nodes, List<String> users) throws Exception {
        List<String> launch = new ArrayList<>();
        launch.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(option -> !option.startsWith("-Dconquian.") && !option.startsWith("-agentlib")).forEach(launch::add);
        launch.add("-Dconquian.parent=" + ProcessHandle.current().pid());
        launch.addAll(List.of("-cp", System.getProperty("java.class.path")));
        exitWithParent();
        BrokerCluster cluster = BrokerCluster.start(launch, directory.toAbsolutePath(), nodes, firstPort, users);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                cluster.close();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            System.out.println("Kafka cluster stopped; its data stays in " + directory.toAbsolutePath());
            System.out.flush();
            stopped.countDown();
        }, "cluster-shutdown"));
        System.out.println("Kafka cluster ready at " + cluster.bootstrapServers() + " (KRaft, " + nodes + " nodes, each broker and controller"
                + (users.isEmpty() ? "" : ", SASL/SCRAM-SHA-512 over TLS with ACLs") + "), data in " + directory.toAbsolutePath()
                + "; stop it with Ctrl-C");
        System.out.flush();
        stopped.await();
    }
}
