package org.conquian.reliability;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * What a run counts as its player records matches: the matches themselves, moves the recorder recognised as
 * recorded before, answers that should not come (with the last), hangs, and the longest wait for an answer.
 */
final class Tally {

    /** Reads a match as its log holds it. */
    interface Reading {
        Stored of(String match) throws IOException;
    }

    private final String prefix;
    private final long seed;
    private final List<Player> players = new ArrayList<>();
    private int repeated;
    private int anomalies;
    private String lastAnomaly = "";
    private int hangs;
    private long longest;

    Tally(String prefix, long seed) {
        this.prefix = prefix;
        this.seed = seed;
    }

    /** A player for the next match of the run. */
    Player nextMatch() {
        Player player = new Player(prefix + "-" + seed + "-" + (players.size() + 1), seed + players.size());
        players.add(player);
        return player;
    }

    /**
     * Opens the player's match in the session, or, when it turns out to have ended, the next match; the
     * player who now records. Null when the session could not open it.
     */
    Player open(Player player, RecorderSession session, Duration deadline) throws IOException, InterruptedException {
        Player opening = player;
        while (!opening.open(session, deadline)) {
            if (!opening.over()) {
                return null;
            }
            opening = nextMatch();
        }
        return opening;
    }

    /** One move, timed; a move recognised as recorded before is counted. */
    Player.Result move(Player player, RecorderSession session, Duration deadline) throws IOException, InterruptedException {
        long started = System.nanoTime();
        Player.Result result = player.move(session, deadline);
        longest = Math.max(longest, System.nanoTime() - started);
        if (result == Player.Result.REPEATED) {
            repeated++;
        }
        return result;
    }

    void anomaly(String what) {
        anomalies++;
        lastAnomaly = what;
    }

    void hang() {
        hangs++;
    }

    /** Every player of the run, in the order they played. */
    List<Player> players() {
        return players;
    }

    long acknowledged() {
        return players.stream().mapToLong(player -> player.acknowledged().size()).sum();
    }

    /** Acknowledged events that the log lacks or holds otherwise, byte for byte, over every match of the run. */
    long lost(Reading log) throws IOException {
        long lost = 0;
        for (Player player : players) {
            lost += log.of(player.match()).lost(player.acknowledged());
        }
        return lost;
    }

    int repeated() {
        return repeated;
    }

    int anomalies() {
        return anomalies;
    }

    String lastAnomaly() {
        return lastAnomaly;
    }

    int hangs() {
        return hangs;
    }

    Duration longest() {
        return Duration.ofNanos(longest);
    }
}
