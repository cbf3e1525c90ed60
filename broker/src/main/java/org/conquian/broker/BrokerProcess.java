package org.conquian.broker;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A broker in a process of its own ({@link BrokerMain}), as users run it, so that it shares no heap with
 * whoever measures or tortures it: it can be stopped, or killed outright, and started again on the same port
 * and data.
 */
public final class BrokerProcess implements AutoCloseable {

    /** How long a broker may take to say it is ready. */
    private static final long READY_SECONDS = 300;

    private final List<String> launch;
    private final List<String> arguments;
    private final Path directory;
    private final int port;
    private final Process process;

    private BrokerProcess(List<String> launch, List<String> arguments, Path directory, int port, Process process) {
        this.launch = List.copyOf(launch);
        this.arguments = List.copyOf(arguments);
        this.directory = directory;
        this.port = port;
        this.process = process;
    }

    /**
     * Starts a broker and waits until it is ready.
     *
     * @param launch how to run a JVM with the broker's class path: {@code java [options] -cp CLASSPATH}
     * @param port   the client port, or 0 for a free one
     */
    public static BrokerProcess start(List<String> launch, Path directory, int port) throws IOException, InterruptedException {
        int clientPort = port == 0 ? FreePorts.take() : port;
        return start(launch, List.of(directory.toString(), String.valueOf(clientPort)), directory, clientPort);
    }

    /**
     * Starts node {@code node} of a local cluster and waits until it is ready, which it is once a majority of
     * the quorum is up: start the nodes together ({@link BrokerCluster}).
     *
     * @param launch as for {@link #start(List, Path, int)}, with {@code -Dconquian.users=...} for a secured cluster
     */
    public static BrokerProcess startNode(List<String> launch, ClusterLayout layout, int node) throws IOException, InterruptedException {
        return start(launch, List.of(layout.directory().toString(), "--node", String.valueOf(node)), layout.nodeDirectory(node),
                layout.clientPort(node));
    }

    private static BrokerProcess start(List<String> launch, List<String> arguments, Path directory, int clientPort)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(launch);
        command.add(BrokerMain.class.getName());
        command.addAll(arguments);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        CompletableFuture<Boolean> ready = new CompletableFuture<>();
        Deque<String> last = new ArrayDeque<>();
        Thread.ofPlatform().daemon().name("broker-output").start(() -> drain(process, ready, last));
        try {
            if (ready.get(READY_SECONDS, TimeUnit.SECONDS)) {
                return new BrokerProcess(launch, arguments, directory, clientPort, process);
            }
        } catch (ExecutionException | TimeoutException e) {
            // not ready in time: said below
        }
        process.destroyForcibly();
        String said;
        synchronized (last) {
            said = String.join("\n  ", last);
        }
        throw new IOException("the broker in " + directory + " did not start within " + READY_SECONDS + " s"
                + (process.isAlive() ? "" : " (it ended)") + (said.isEmpty() ? "" : "; its last words:\n  " + said));
    }

    /**
     * Reads all the broker prints, so that its pipe never fills; says when it is ready, or that it ended first, and
     * keeps the last lines it printed before, to say why it did not start.
     */
    private static void drain(Process process, CompletableFuture<Boolean> ready, Deque<String> last) {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith("Kafka broker ready")) {
                    ready.complete(true);
                } else if (!ready.isDone()) {
                    synchronized (last) {
                        last.addLast(line);
                        if (last.size() > 20) {
                            last.removeFirst();
                        }
                    }
                }
            }
        } catch (IOException stopped) {
            // the broker is gone
        }
        ready.complete(false);
    }

    /** The CPU time the broker's process has used so far, for a benchmark to say where the time goes. */
    public Duration cpuTime() {
        return process.toHandle().info().totalCpuDuration().orElse(Duration.ZERO);
    }

    public String bootstrapServers() {
        return "127.0.0.1:" + port;
    }

    /** SIGKILL: the broker gets no chance to flush or to shut down. */
    public void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(60, TimeUnit.SECONDS);
    }

    /** SIGSTOP: the broker is frozen, its connections open, answering nothing, as a machine that stalls. */
    public void pause() throws IOException, InterruptedException {
        signal("STOP");
    }

    /** SIGCONT: a paused broker goes on where it was. */
    public void resume() throws IOException, InterruptedException {
        signal("CONT");
    }

    private void signal(String name) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-" + name, String.valueOf(process.pid())).redirectErrorStream(true).start();
        String said = new String(kill.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!kill.waitFor(30, TimeUnit.SECONDS) || kill.exitValue() != 0) {
            throw new IOException("kill -" + name + " " + process.pid() + " failed: " + said.strip());
        }
    }

    public boolean alive() {
        return process.isAlive();
    }

    /** The same broker started again on its port and data, after it stopped or was killed. */
    public BrokerProcess restart() throws IOException, InterruptedException {
        return start(launch, arguments, directory, port);
    }

    /** Stops the broker as Ctrl-C does, killing it if it has not stopped within a minute. */
    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            try {
                // a paused broker would take SIGTERM only once resumed
                resume();
            } catch (IOException ended) {
                // it ended meanwhile
            }
        }
        process.destroy();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            kill();
        }
    }
}
