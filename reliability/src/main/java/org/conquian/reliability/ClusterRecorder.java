package org.conquian.reliability;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * One game server recording match after match through its own {@code conquian record --stdin --kafka} process,
 * in a thread of its own, until closed. A request with no answer by the deadline is a hang: the process is
 * killed and another takes the match up, as a server would do.
 */
final class ClusterRecorder implements AutoCloseable {

    private final List<String> conquian;
    private final List<String> log;
    private final Path errors;
    private final Duration deadline;
    private final Tally tally;
    private final Thread thread;
    private volatile boolean closing;
    private volatile Exception failure;
    private RecorderSession session;
    private Player player;

    private ClusterRecorder(List<String> conquian, List<String> log, Path errors, Duration deadline, Tally tally, int number) {
        this.conquian = conquian;
        this.log = log;
        this.errors = errors;
        this.deadline = deadline;
        this.tally = tally;
        this.thread = Thread.ofPlatform().name("cluster-recorder-" + number).unstarted(this::record);
    }

    static ClusterRecorder start(List<String> conquian, String bootstrapServers, String topic, Duration timeout, Path work, int number, long seed) {
        List<String> log = List.of("--kafka", bootstrapServers, "--topic", topic, "--kafka-timeout", String.valueOf(timeout.toMillis() / 1000.0));
        ClusterRecorder recorder = new ClusterRecorder(conquian, log, work.resolve("recorder-" + number + "-errors.log"), timeout.plusSeconds(5),
                new Tally("cluster-r" + number, seed), number);
        recorder.thread.start();
        return recorder;
    }

    Tally tally() {
        return tally;
    }

    /** Throws what stopped the recorder, if anything did. */
    void check() throws IOException {
        if (failure != null) {
            throw new IOException("a recorder stopped: " + failure.getMessage(), failure);
        }
    }

    private void record() {
        try {
            player = tally.nextMatch();
            session = open();
            while (!closing) {
                switch (tally.move(player, session, deadline)) {
                    case RECORDED, REPEATED -> { }
                    case ENDED -> {
                        player = tally.nextMatch();
                        session.close();
                        session = open();
                    }
                    case NO_ANSWER -> {
                        tally.hang();
                        session.kill();
                        session = open();
                    }
                    // the cluster is failing over: the move is sent again, unchanged
                    case LOG_ERROR -> Thread.sleep(100);
                    case STALE, REFUSED -> tally.anomaly(player.lastError());
                }
            }
            session.close();
        } catch (Exception e) {
            failure = e;
        }
    }

    /** A new session on the player's match; while the cluster fails over, it is tried again. */
    private RecorderSession open() throws IOException, InterruptedException {
        long until = System.nanoTime() + Duration.ofMinutes(10).toNanos();
        while (true) {
            RecorderSession fresh = RecorderSession.start(conquian, log, errors);
            Player opened = tally.open(player, fresh, deadline);
            if (opened != null) {
                player = opened;
                return fresh;
            }
            fresh.kill();
            if (System.nanoTime() > until) {
                throw new IOException("the recorder could not open match " + player.match() + " for ten minutes: " + player.lastError());
            }
            Thread.sleep(500);
        }
    }

    /** Stops recording after the move in hand, and ends the session. */
    @Override
    public void close() throws InterruptedException {
        closing = true;
        thread.join(Duration.ofMinutes(2));
        if (thread.isAlive() && session != null) {
            session.kill();
            thread.join();
        }
    }
}
