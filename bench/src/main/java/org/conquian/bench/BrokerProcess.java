package org.conquian.bench;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** A Kafka broker in a process of its own, as users run it, so that it does not share the harness's heap. */
final class BrokerProcess implements AutoCloseable {

    private final Process process;
    private final int port;

    private BrokerProcess(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    static BrokerProcess start(Path home, Path java) throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 0, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        Path directory = Files.createTempDirectory("conquian-bench-kafka");
        String classpath = home.resolve("broker/target/classes") + File.pathSeparator
                + Files.readString(home.resolve("broker/target/broker.classpath")).strip();
        Process process = new ProcessBuilder(List.of(java.toString(), "-Xmx1g", "-cp", classpath, "org.conquian.broker.BrokerMain",
                directory.toString(), String.valueOf(port))).redirectErrorStream(true).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.startsWith("Kafka broker ready")) {
                Thread drain = new Thread(() -> drain(out), "broker-output");
                drain.setDaemon(true);
                drain.start();
                return new BrokerProcess(process, port);
            }
        }
        throw new IOException("the broker did not start");
    }

    /** Reads what the broker prints so its pipe never fills; the pipe closes when the broker stops. */
    private static void drain(BufferedReader out) {
        try {
            while (out.readLine() != null) {
                // nothing to keep
            }
        } catch (IOException stopped) {
            // the broker is gone
        }
    }

    String bootstrapServers() {
        return "127.0.0.1:" + port;
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        process.waitFor();
    }
}
