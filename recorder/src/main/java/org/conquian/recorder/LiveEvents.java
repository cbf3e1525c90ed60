package org.conquian.recorder;

import org.conquian.event.MatchEnded;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The events a live match has taken, in seq order: added under the match's lock, read without one (each added event is
 * published by the seq that counts it), and waited for. A hash of each event's bytes is kept to tell a repeat from a
 * conflict; the events themselves only when the match keeps its history.
 */
final class LiveEvents {

    private final String match;
    private final boolean kept;
    private volatile LiveEvent[] events;
    private volatile long seq;
    private volatile boolean ended;
    private long[] hashes = new long[64];
    /** Completed when an event is added, or the match closed: what readers waiting for the next event wait on. */
    private volatile CompletableFuture<Void> grown = new CompletableFuture<>();
    private volatile boolean closed;

    LiveEvents(String match, boolean kept) {
        this.match = match;
        this.kept = kept;
        this.events = new LiveEvent[kept ? 64 : 0];
    }

    long seq() {
        return seq;
    }

    /** Whether the last event is {@code MatchEnded}: nothing follows it. */
    boolean ended() {
        return ended;
    }

    /** Adds the next event, and wakes whoever waits for it; the caller holds the match's lock. */
    void add(LiveEvent event) {
        int index = (int) seq;
        if (kept) {
            LiveEvent[] all = events;
            if (index == all.length) {
                all = Arrays.copyOf(all, all.length * 2);
                events = all;
            }
            all[index] = event;
        }
        if (index == hashes.length) {
            hashes = Arrays.copyOf(hashes, hashes.length * 2);
        }
        hashes[index] = hash(event.bytes());
        ended = event.event() instanceof MatchEnded;
        seq = index + 1;
        CompletableFuture<Void> woken = grown;
        grown = new CompletableFuture<>();
        woken.complete(null);
    }

    /** Whether these bytes are those of the event of that seq, one taken; the caller holds the match's lock. */
    boolean same(long at, byte[] bytes) {
        return hashes[(int) at - 1] == hash(bytes);
    }

    /** 64-bit FNV-1a of an event's bytes: enough to tell a byte-for-byte repeat from another event. */
    private static long hash(byte[] bytes) {
        long hash = 0xcbf29ce484222325L;
        for (byte b : bytes) {
            hash = (hash ^ (b & 0xFF)) * 0x100000001b3L;
        }
        return hash;
    }

    Optional<LiveEvent> event(long at) {
        long last = seq;
        LiveEvent[] all = all();
        return at >= 1 && at <= last ? Optional.of(all[(int) at - 1]) : Optional.empty();
    }

    List<LiveEvent> after(long after) {
        long last = seq;
        LiveEvent[] all = all();
        int from = (int) Math.min(Math.max(after, 0), last);
        return Collections.unmodifiableList(Arrays.asList(Arrays.copyOfRange(all, from, (int) last)));
    }

    Optional<LiveEvent> lastLearnt(long delayNanos) {
        long now = System.nanoTime();
        long last = seq;
        LiveEvent[] all = all();
        for (long at = last; at > 0; at--) {
            if (now - all[(int) at - 1].learntNanos() >= delayNanos) {
                return Optional.of(all[(int) at - 1]);
            }
        }
        return Optional.empty();
    }

    List<LiveEvent> await(long after, long timeoutNanos) throws InterruptedException {
        long deadline = System.nanoTime() + timeoutNanos;
        while (true) {
            // taken before the look, so that an event added after the look completes it
            CompletableFuture<Void> growth = grown;
            if (seq > after || ended || closed) {
                return after(after);
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return List.of();
            }
            try {
                growth.get(left, TimeUnit.NANOSECONDS);
            } catch (TimeoutException e) {
                return List.of();
            } catch (ExecutionException e) {
                throw new IllegalStateException("a match's growth is never failed", e);
            }
        }
    }

    /** Wakes every reader waiting, for good. */
    void close() {
        closed = true;
        grown.complete(null);
    }

    boolean closed() {
        return closed;
    }

    private LiveEvent[] all() {
        if (!kept) {
            throw new IllegalStateException("match " + match + " is kept as its last state alone");
        }
        return events;
    }
}
