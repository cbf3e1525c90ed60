package org.conquian.reliability;

import org.conquian.log.file.FileEventLog;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Two recorder processes race for one match on the embedded log: each, again and again, resumes it, makes a
 * few moves and releases it. One writer at a time may hold it; the match must never fork, and every event
 * either server was told was recorded must be in it.
 */
final class RacingRecorders {

    /**
     * @param held     times a recorder got the match
     * @param refused  times a recorder was told the match was being recorded elsewhere
     * @param lost     acknowledged events the log lacks or holds otherwise
     */
    record Figures(int held, int refused, long acknowledged, long lost, boolean invalid, String verdict, int anomalies, String lastAnomaly) {
    }

    private RacingRecorders() {
    }

    static Figures run(List<String> launch, Path data, int rounds, long seed) throws Exception {
        String match = "race-" + seed;
        AtomicInteger held = new AtomicInteger();
        AtomicInteger refused = new AtomicInteger();
        AtomicInteger anomalies = new AtomicInteger();
        String[] lastAnomaly = {""};
        Player first = new Player(match, seed);
        Player second = new Player(match, seed + 1);
        ExecutorService racers = Executors.newFixedThreadPool(2, Thread.ofPlatform().daemon().factory());
        try {
            List<Future<Void>> racing = List.of(first, second).stream().map(player -> racers.submit(() -> {
                try (RecorderSession session = RecorderSession.start(launch, List.of("--data", data.toString()),
                        data.resolveSibling(data.getFileName() + "-racer-errors.log"))) {
                    for (int round = 0; round < rounds; round++) {
                        if (!player.open(session, RecorderKills.DEADLINE)) {
                            refused.incrementAndGet();
                            if (!isBusy(player.lastError()) && !player.lastError().contains("already exists")) {
                                anomalies.incrementAndGet();
                                lastAnomaly[0] = player.lastError();
                            }
                            Thread.sleep(5);
                            continue;
                        }
                        held.incrementAndGet();
                        for (int move = 0; move < 3; move++) {
                            Player.Result result = player.move(session, RecorderKills.DEADLINE);
                            if (result != Player.Result.RECORDED && result != Player.Result.ENDED) {
                                anomalies.incrementAndGet();
                                lastAnomaly[0] = result + ": " + player.lastError();
                            }
                        }
                        player.close(session, RecorderKills.DEADLINE);
                    }
                }
                return (Void) null;
            })).toList();
            for (Future<Void> racer : racing) {
                racer.get(10, TimeUnit.MINUTES);
            }
        } finally {
            racers.shutdownNow();
        }
        Map<Long, byte[]> acknowledged = new HashMap<>(first.acknowledged());
        acknowledged.putAll(second.acknowledged());
        Stored stored = Stored.ofFile(FileEventLog.fileOf(data, match));
        return new Figures(held.get(), refused.get(), acknowledged.size(), stored.lost(first.acknowledged()) + stored.lost(second.acknowledged()),
                stored.invalid(), stored.verdict().kind().word(), anomalies.get(), lastAnomaly[0]);
    }

    /** The answer a refused recorder gets, for checking that refusals are the lock's and nothing else's. */
    private static boolean isBusy(String answer) {
        return answer.contains("being recorded elsewhere");
    }
}
