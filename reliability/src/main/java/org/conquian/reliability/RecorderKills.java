package org.conquian.reliability;

import org.conquian.log.file.FileEventLog;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;

/**
 * Recorders on the embedded log killed outright (SIGKILL) at random moments while a game server records
 * through them. After each kill the match file is compared, byte for byte, with every event the server was
 * told was recorded, and audited; then a new recorder resumes the match, and the move whose answer was lost
 * is sent again with the seq the server had seen.
 */
final class RecorderKills {

    /** What a recorder has to answer within; no answer by then is a hang. */
    static final Duration DEADLINE = Duration.ofSeconds(30);

    /**
     * @param acknowledged events the server was told were recorded
     * @param lost         of those, events the log lacks or holds otherwise
     * @param invalid      audits after a kill that found the log invalid
     * @param unopened     recorders that could not resume the match after a kill
     * @param repeated     moves sent again after a kill that the recorder recognised as already recorded
     * @param anomalies    answers that should not come in this run (stale, refused, log errors), with the last
     * @param hangs        requests with no answer within the deadline while the recorder lived
     */
    record Figures(int kills, long acknowledged, long lost, int invalid, int unopened, int repeated, int anomalies, String lastAnomaly,
                   int hangs, Duration longestAnswer) {
    }

    private RecorderKills() {
    }

    static Figures run(List<String> launch, Path data, int kills, long seed, IntConsumer progress) throws IOException, InterruptedException {
        Random random = new Random(seed);
        Path errors = data.resolveSibling(data.getFileName() + "-recorder-errors.log");
        Tally tally = new Tally("kill", seed);
        Player player = tally.nextMatch();
        int invalid = 0;
        int unopened = 0;
        ScheduledExecutorService killer = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().daemon().factory());
        try {
            for (int kill = 1; kill <= kills; kill++) {
                RecorderSession session = RecorderSession.start(launch, List.of("--data", data.toString()), errors);
                Player opened = tally.open(player, session, DEADLINE);
                if (opened == null) {
                    unopened++;
                    tally.anomaly(player.lastError());
                    session.kill();
                    continue;
                }
                player = opened;
                killer.schedule(() -> {
                    session.kill();
                    return null;
                }, random.nextInt(200), TimeUnit.MILLISECONDS);
                while (!session.ended()) {
                    switch (tally.move(player, session, DEADLINE)) {
                        case RECORDED, REPEATED -> { }
                        case ENDED -> {
                            Player next = tally.open(tally.nextMatch(), session, DEADLINE);
                            if (next == null) {
                                session.kill();
                            } else {
                                player = next;
                            }
                        }
                        case NO_ANSWER -> {
                            if (!session.ended()) {
                                tally.hang();
                                session.kill();
                            }
                        }
                        case STALE, REFUSED, LOG_ERROR -> tally.anomaly(player.lastError());
                    }
                }
                session.kill();
                Stored stored = Stored.ofFile(FileEventLog.fileOf(data, player.match()));
                if (stored.invalid()) {
                    invalid++;
                    tally.anomaly("after kill " + kill + ", " + player.match() + " is " + stored.verdict());
                }
                progress.accept(kill);
            }
        } finally {
            killer.shutdownNow();
        }
        long lost = tally.lost(match -> Stored.ofFile(FileEventLog.fileOf(data, match)));
        return new Figures(kills, tally.acknowledged(), lost, invalid, unopened, tally.repeated(), tally.anomalies(), tally.lastAnomaly(),
                tally.hangs(), tally.longest());
    }
}
