package org.conquian.reliability;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.contract.StrictJson;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A {@code conquian record --stdin} process, as a game server runs it: requests in, answers out, each answer
 * waited for no longer than a deadline. It can be killed outright (SIGKILL) at any moment.
 */
final class RecorderSession implements AutoCloseable {

    /** Put in the answers when the process's output ends. */
    private static final String ENDED = "";

    private final Process process;
    private final Writer requests;
    private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
    private volatile boolean ended;

    private RecorderSession(Process process) {
        this.process = process;
        this.requests = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread.ofPlatform().daemon().name("recorder-answers").start(this::readAnswers);
    }

    /**
     * @param launch  how to run the conquian command ({@code java -jar conquian.jar}, or a class path and its main class)
     * @param log     the log options ({@code --data DIR}, {@code --kafka ...})
     * @param errors  where the process's standard error goes
     */
    static RecorderSession start(List<String> launch, List<String> log, Path errors) throws IOException {
        List<String> command = new ArrayList<>(launch);
        command.add("record");
        command.add("--stdin");
        command.addAll(log);
        return new RecorderSession(new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.appendTo(errors.toFile())).start());
    }

    private void readAnswers() {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                answers.add(line);
            }
        } catch (IOException gone) {
            // the process is gone
        }
        ended = true;
        answers.add(ENDED);
    }

    /** The answer to the request, or empty when none came by the deadline or the process ended first. */
    Optional<JsonNode> ask(ObjectNode request, Duration deadline) throws IOException, InterruptedException {
        try {
            requests.write(StrictJson.MAPPER.writeValueAsString(request));
            requests.write('\n');
            requests.flush();
        } catch (IOException gone) {
            // the process is dying: its output ends soon, and says so below
        }
        String line = answers.poll(deadline.toNanos(), TimeUnit.NANOSECONDS);
        if (line == null || line.equals(ENDED)) {
            if (line != null) {
                answers.add(ENDED);
            }
            return Optional.empty();
        }
        return Optional.of(StrictJson.MAPPER.readTree(line));
    }

    /** SIGKILL: no shutdown hook, no flush, as a crash or a pulled plug. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(60, TimeUnit.SECONDS);
    }

    /** Whether the process's output has ended: it died or exited, and will answer nothing more. */
    boolean ended() {
        return ended;
    }

    /** Ends the input, so the session closes its matches and exits; killed if it does not within the deadline. */
    @Override
    public void close() throws InterruptedException {
        try {
            requests.close();
        } catch (IOException gone) {
            // already ended
        }
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            kill();
        }
    }
}
