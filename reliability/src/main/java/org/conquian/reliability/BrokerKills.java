package org.conquian.reliability;

import org.conquian.broker.BrokerProcess;
import org.conquian.kafka.KafkaEventLog;
import org.conquian.kafka.KafkaSettings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.function.IntConsumer;

/**
 * A game server records through {@code conquian record --stdin --kafka} while the broker's process is killed
 * outright (SIGKILL) at random moments and started again after a random time away. Every answer is timed;
 * at the end the matches on the topic are compared with every event the server was told was recorded, and
 * audited (a gap, a duplicate or half a turn makes a match invalid).
 */
final class BrokerKills {

    /**
     * @param answersWhileAway requests answered while the broker was away (each an error saying the log failed)
     * @param hangs            requests with no answer within the timeout and five seconds
     * @param invalid          matches on the topic that the audit finds invalid
     */
    record Figures(int kills, long acknowledged, long lost, int invalid, int answersWhileAway, int repeated, int anomalies,
                   String lastAnomaly, int hangs, Duration longestAnswer, Duration timeout) {
    }

    private final List<String> conquian;
    private final Path work;
    private final Duration timeout;
    private final Duration deadline;
    private final Random random;
    private final Tally tally;
    private BrokerProcess broker;
    private RecorderSession session;
    private Player player;
    private int answersWhileAway;
    private boolean away;

    private BrokerKills(List<String> conquian, Path work, Duration timeout, long seed) {
        this.conquian = conquian;
        this.work = work;
        this.timeout = timeout;
        this.deadline = timeout.plusSeconds(5);
        this.random = new Random(seed);
        this.tally = new Tally("broker", seed);
    }

    static Figures run(List<String> conquian, List<String> brokerLaunch, Path work, int kills, long seed, Duration timeout, IntConsumer progress)
            throws IOException, InterruptedException {
        return new BrokerKills(conquian, work, timeout, seed).run(brokerLaunch, kills, progress);
    }

    private Figures run(List<String> brokerLaunch, int kills, IntConsumer progress) throws IOException, InterruptedException {
        Files.createDirectories(work);
        broker = BrokerProcess.start(brokerLaunch, work.resolve("kraft"), 0);
        try {
            player = tally.nextMatch();
            session = openSession();
            for (int kill = 1; kill <= kills; kill++) {
                recordFor(Duration.ofMillis(300 + random.nextInt(1200)));
                broker.kill();
                away = true;
                recordFor(Duration.ofMillis(200 + random.nextInt(1800)));
                broker = broker.restart();
                away = false;
                untilRecorded();
                progress.accept(kill);
            }
            session.close();
            return figures(kills);
        } finally {
            if (session != null) {
                session.kill();
            }
            broker.close();
        }
    }

    private RecorderSession openSession() throws IOException, InterruptedException {
        RecorderSession fresh = RecorderSession.start(conquian, List.of("--kafka", broker.bootstrapServers(), "--topic", "reliability",
                "--kafka-timeout", String.valueOf(timeout.toMillis() / 1000.0)), work.resolve("recorder-errors.log"));
        long until = System.nanoTime() + Duration.ofMinutes(2).toNanos();
        Player opened;
        while ((opened = tally.open(player, fresh, deadline)) == null) {
            if (System.nanoTime() > until) {
                throw new IOException("the recorder could not open match " + player.match() + " for two minutes: " + player.lastError());
            }
            Thread.sleep(200);
        }
        player = opened;
        return fresh;
    }

    private void recordFor(Duration time) throws IOException, InterruptedException {
        long until = System.nanoTime() + time.toNanos();
        while (System.nanoTime() < until) {
            step();
        }
    }

    /** Moves on until one is recorded, the broker being back. */
    private void untilRecorded() throws IOException, InterruptedException {
        long until = System.nanoTime() + Duration.ofMinutes(2).toNanos();
        while (step() != Player.Result.RECORDED) {
            if (System.nanoTime() > until) {
                throw new IOException("nothing was recorded for two minutes after the broker came back: " + player.lastError());
            }
        }
    }

    private Player.Result step() throws IOException, InterruptedException {
        Player.Result result = tally.move(player, session, deadline);
        switch (result) {
            case RECORDED, REPEATED -> { }
            case ENDED -> {
                player = tally.nextMatch();
                session.close();
                session = openSession();
            }
            case NO_ANSWER -> {
                tally.hang();
                session.kill();
                session = openSession();
            }
            case LOG_ERROR -> {
                if (away) {
                    answersWhileAway++;
                } else {
                    // the first moves after a restart may still find the broker recovering
                    Thread.sleep(100);
                }
            }
            case STALE, REFUSED -> tally.anomaly(player.lastError());
        }
        return result;
    }

    private Figures figures(int kills) throws IOException {
        int[] invalid = {0};
        long lost;
        try (KafkaEventLog log = KafkaEventLog.open(KafkaSettings.of(broker.bootstrapServers()).withTopic("reliability").withTimeout(timeout))) {
            lost = tally.lost(match -> {
                Stored stored = Stored.ofLog(log, match);
                invalid[0] += stored.invalid() ? 1 : 0;
                return stored;
            });
        }
        return new Figures(kills, tally.acknowledged(), lost, invalid[0], answersWhileAway, tally.repeated(), tally.anomalies(),
                tally.lastAnomaly(), tally.hangs(), tally.longest(), timeout);
    }
}
