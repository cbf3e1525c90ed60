package org.conquian.cli;

import org.conquian.broker.LocalBroker;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The commands with no broker where they are told to find one: each says so at once, whatever the timeout;
 * {@code record --stdin} stays up, answering each request, and records once the broker is there.
 */
class DeadBrokerCommandsTest {

    /** The session and the reads of its answers, each on a thread of its own. */
    private static final Executor THREADS = Executors.newThreadPerTaskExecutor(Thread.ofPlatform().daemon().factory());

    @TempDir
    Path directory;

    @Test
    void auditExportAndProjectSayAtOnceThatNoBrokerIsThere() throws IOException {
        String at = "127.0.0.1:" + freePort();
        for (String[] command : new String[][] {{"audit"}, {"export", "--out", directory.resolve("out.jsonl").toString()}, {"project", "--once"}}) {
            String[] args = new String[command.length + 4];
            System.arraycopy(command, 0, args, 0, command.length);
            System.arraycopy(new String[] {"--kafka", at, "--kafka-timeout", "600"}, 0, args, command.length, 4);
            Run run = Run.of(args);
            assertThat(run.exit()).as(command[0]).isEqualTo(ExitCode.UNREADABLE);
            assertThat(run.err()).as(command[0]).contains("no broker at " + at + ": connection refused");
        }
    }

    @Test
    void recordStdinAnswersEveryRequestWhileNoBrokerIsThereThenRecordsWithoutARestart() throws Exception {
        int port = freePort();
        PipedOutputStream requests = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(requests);
        PipedInputStream answersIn = new PipedInputStream();
        PrintWriter out = new PrintWriter(new PipedOutputStream(answersIn), true, StandardCharsets.UTF_8);
        Io io = new Io(in, out, new PrintWriter(new StringWriter(), true), false, false, false, Run.CLOCK);
        CompletableFuture<Integer> session = CompletableFuture.supplyAsync(() -> {
            int exit = Main.run(io, "record", "--stdin", "--kafka", "127.0.0.1:" + port, "--kafka-timeout", "600");
            out.close();
            return exit;
        }, THREADS);
        BufferedReader answers = new BufferedReader(new InputStreamReader(answersIn, StandardCharsets.UTF_8));
        Writer send = new OutputStreamWriter(requests, StandardCharsets.UTF_8);
        String start = "{\"op\":\"start\",\"match\":\"k1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":3}\n";
        LocalBroker broker = null;
        try {
            for (int request = 0; request < 3; request++) {
                send.write(start);
                send.flush();
                assertThat(next(answers)).contains("\"error\":\"log\"").contains("no broker at 127.0.0.1:" + port + ": connection refused");
            }
            broker = LocalBroker.start(directory, port);
            send.write(start);
            send.write("{\"op\":\"deal\",\"match\":\"k1\"}\n");
            send.flush();
            assertThat(next(answers)).contains("\"ok\":true");
            assertThat(next(answers)).contains("\"ok\":true");
            send.close();
            assertThat(session.get(120, TimeUnit.SECONDS)).isEqualTo(ExitCode.OK);
            Run audit = Run.of("audit", "--match", "k1", "--kafka", "127.0.0.1:" + port);
            assertThat(audit.out()).contains("k1  in-progress  2 events  chained");
        } finally {
            requests.close();
            session.completeOnTimeout(-1, 120, TimeUnit.SECONDS).join();
            if (broker != null) {
                broker.close();
            }
        }
    }

    /** The session's next answer; it has two minutes to give it. */
    private static String next(BufferedReader answers) throws Exception {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return answers.readLine();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, THREADS).get(120, TimeUnit.SECONDS);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 0, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
