package org.conquian.broker;

import java.nio.file.Path;
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
 */
public final class BrokerMain {

    private BrokerMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: BrokerMain DIRECTORY PORT");
            System.exit(2);
        }
        Map<String, String> overrides = new HashMap<>();
        System.getProperties().stringPropertyNames().stream().filter(name -> name.startsWith("kafka."))
                .forEach(name -> overrides.put(name.substring("kafka.".length()), System.getProperty(name)));
        Path directory = Path.of(args[0]);
        String users = System.getProperty("conquian.users");
        BrokerSecurity security = null;
        if (users != null) {
            security = BrokerSecurity.in(directory, List.of(users.split(",")));
            security.writeClientConfigs();
        }
        LocalBroker broker = LocalBroker.start(directory, Integer.parseInt(args[1]), overrides, security);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            broker.close();
            System.out.println("Kafka broker stopped; its data stays in " + broker.directory());
            System.out.flush();
            stopped.countDown();
        }, "broker-shutdown"));
        String parent = System.getProperty("conquian.parent");
        if (parent != null) {
            ProcessHandle.of(Long.parseLong(parent)).ifPresentOrElse(
                    handle -> handle.onExit().thenRun(() -> System.exit(0)),
                    () -> System.exit(0));
        }
        System.out.println("Kafka broker ready at " + broker.bootstrapServers() + " (KRaft, one node"
                + (security == null ? "" : ", SASL/SCRAM-SHA-512 over TLS with ACLs") + "), data in " + broker.directory() + "; stop it with Ctrl-C");
        System.out.flush();
        stopped.await();
    }
}
