package org.conquian.server;

import org.conquian.audit.LogLine;
import org.conquian.contract.EventJson;
import org.conquian.event.Event;
import org.conquian.event.MatchEnded;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.game.Step;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One match as this server knows it: its events as the log holds them, in seq order, and the state they fold to.
 * Events come from the answers of the moves recorded here and from a follower of the log (moves recorded by
 * another process or another server); each seq is taken once, from whichever brings it first. Streams wait on
 * the feed for the events after the last one they sent.
 */
final class MatchFeed {

    /**
     * An event as the log holds it (its bytes and what they say), the match before it (the observer seats the cambio by
     * it), and when this server learnt of it (for the spectators' delay). The spectators' view of it is made once.
     */
    static final class Line {
        private final LogLine.EventLine event;
        private final byte[] bytes;
        private final MatchState before;
        private final long receivedNanos;
        private volatile byte[] spectators;

        Line(LogLine.EventLine event, byte[] bytes, MatchState before, long receivedNanos) {
            this.event = event;
            this.bytes = bytes;
            this.before = before;
            this.receivedNanos = receivedNanos;
        }

        long seq() {
            return event.envelope().seq();
        }

        LogLine.EventLine event() {
            return event;
        }

        byte[] bytes() {
            return bytes;
        }

        MatchState before() {
            return before;
        }

        long receivedNanos() {
            return receivedNanos;
        }

        byte[] spectators(Supplier<byte[]> seen) {
            byte[] view = spectators;
            if (view == null) {
                view = seen.get();
                spectators = view;
            }
            return view;
        }
    }

    /** What a stream is given: the lines after the seq it asked for, and whether the match has ended. */
    record Batch(List<Line> lines, boolean ended) {
    }

    private final String match;
    private final List<Line> lines = new ArrayList<>();
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition grown = lock.newCondition();
    private final Feeds.Listener listener;
    /** Whether the feed is past the events the log held when it was made: what it takes from then on is news. */
    private volatile boolean live;
    private MatchState state = MatchState.NOT_STARTED;
    /** The state stops at the last event the rules took: a log written by hand may hold one they refuse. */
    private boolean refused;
    private boolean ended;
    private boolean closed;

    MatchFeed(String match, Feeds.Listener listener) {
        this.match = match;
        this.listener = listener;
    }

    String match() {
        return match;
    }

    void goLive() {
        live = true;
    }

    /** Takes an event the log holds, if it is the next one; false when the feed has it already (or it is out of order). */
    boolean offer(LogLine.EventLine line) {
        return offer(line, EventJson.line(EventJson.toJson(line.envelope(), line.event())));
    }

    boolean offer(LogLine.EventLine line, byte[] bytes) {
        Line taken;
        lock.lock();
        try {
            if (line.envelope().seq() != lines.size() + 1) {
                return false;
            }
            taken = new Line(line, bytes, state, System.nanoTime());
            lines.add(taken);
            fold(line.event());
            ended = line.event() instanceof MatchEnded;
            grown.signalAll();
        } finally {
            lock.unlock();
        }
        if (live) {
            listener.taken(match, taken);
        }
        return true;
    }

    private void fold(Event event) {
        if (refused || state instanceof MatchState.Ended) {
            return;
        }
        switch (Game.step(state, event)) {
            case Step.Applied applied -> state = applied.state();
            case Step.Refused refusal -> refused = true;
        }
    }

    /** The seq and the state at one moment. */
    record Snapshot(long seq, MatchState state) {
    }

    Snapshot snapshot() {
        return snapshot(0);
    }

    /**
     * The seq and the state as they stood {@code delayNanos} ago, by when this server learnt of each event: what a
     * spectator held back by {@code --delay} may see, the state as the streams show it.
     */
    Snapshot snapshot(long delayNanos) {
        lock.lock();
        try {
            long now = System.nanoTime();
            int seen = lines.size();
            while (seen > 0 && now - lines.get(seen - 1).receivedNanos() < delayNanos) {
                seen--;
            }
            return new Snapshot(seen, seen == lines.size() ? state : lines.get(seen).before());
        } finally {
            lock.unlock();
        }
    }

    long seq() {
        lock.lock();
        try {
            return lines.size();
        } finally {
            lock.unlock();
        }
    }

    MatchState state() {
        lock.lock();
        try {
            return state;
        } finally {
            lock.unlock();
        }
    }

    /** Whether the last event is {@code MatchEnded}: nothing follows it. */
    boolean ended() {
        lock.lock();
        try {
            return endedNow();
        } finally {
            lock.unlock();
        }
    }

    private boolean endedNow() {
        return ended;
    }

    /** The lines after seq {@code after}, waiting up to the timeout for one; none when it passes first. */
    Batch after(long after, long timeoutNanos) throws InterruptedException {
        lock.lock();
        try {
            long left = timeoutNanos;
            while (lines.size() <= after && !endedNow() && left > 0 && !closed) {
                left = grown.awaitNanos(left);
            }
            int from = (int) Math.min(Math.max(after, 0), lines.size());
            return new Batch(List.copyOf(lines.subList(from, lines.size())), endedNow());
        } finally {
            lock.unlock();
        }
    }

    /** Wakes every stream waiting on the feed, for good: the server stops. */
    void close() {
        lock.lock();
        try {
            closed = true;
            grown.signalAll();
        } finally {
            lock.unlock();
        }
    }
}
