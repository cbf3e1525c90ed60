package org.conquian.recorder;

import org.conquian.log.EventLog;
import org.conquian.log.LogCursor;
import org.conquian.log.NoSuchMatchException;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * The live matches of one log as a door that shows and records many of them holds them: each match once, loaded from
 * the log the first time it is asked for, then following the log until its {@code MatchEnded} (moves recorded by
 * another process); a match recorded here takes its moves as they are made. The news of every match in one stream,
 * for a club's board: once someone asks for it, the log is watched for new matches too.
 */
public final class LiveMatches implements AutoCloseable {

    /**
     * A news of the board's stream: its position in this stream, its match, and the event; none when the news is that the
     * match was abandoned (the format has no event for it).
     */
    public record News(long position, String match, Optional<LiveEvent> event) {
    }

    /** What a move does with the match recorded, holding its lock. */
    public interface Turn<T> {
        /** @param resumed what the recorder warned of as it resumed the match for this move; none when it was recorded here already */
        T take(LiveMatch live, List<String> resumed) throws IOException, RecorderException;
    }

    /** The board's stream keeps this many events for streams that resume. */
    private static final int NEWS_KEPT = 100_000;

    private final EventLog log;
    private final Recorder recorder;
    private final Duration poll;
    private final Map<String, LiveMatch> matches = new ConcurrentHashMap<>();
    /** The follower of each match followed, to stop it once the match is recorded here. */
    private final Map<String, LogCursor> followers = new ConcurrentHashMap<>();
    private final ReentrantLock opening = new ReentrantLock();
    private final ExecutorService following = Executors.newVirtualThreadPerTaskExecutor();
    private final ReentrantLock newsLock = new ReentrantLock();
    private final Condition newsGrown = newsLock.newCondition();
    private final List<News> news = new ArrayList<>();
    /** The position of {@code news}'s first entry. */
    private long newsFrom = 1;
    private volatile boolean watching;
    private volatile boolean closed;

    /** @param poll how often a followed log is looked at for what others appended */
    public LiveMatches(EventLog log, Recorder recorder, Duration poll) {
        this.log = log;
        this.recorder = recorder;
        this.poll = poll;
    }

    /** The live match of a match the log holds, loaded and following the log; empty when the log has no such match. */
    public Optional<LiveMatch> open(String match) throws IOException {
        return open(match, false);
    }

    /** @param news whether the events the log holds already are news: a match new to the board's watch */
    private Optional<LiveMatch> open(String match, boolean news) throws IOException {
        LiveMatch live = matches.get(match);
        if (live != null) {
            // a match being started here holds no event until its start is recorded
            return live.seq() == 0 ? Optional.empty() : Optional.of(live);
        }
        opening.lock();
        try {
            live = matches.get(match);
            if (live != null) {
                return live.seq() == 0 ? Optional.empty() : Optional.of(live);
            }
            live = LiveMatch.of(match);
            if (news) {
                told(live);
            }
            try {
                live.readFrom(log);
            } catch (NoSuchMatchException e) {
                return Optional.empty();
            }
            if (live.seq() == 0) {
                return Optional.empty();
            }
            if (!news) {
                told(live);
            }
            matches.put(match, live);
        } finally {
            opening.unlock();
        }
        if (!live.ended()) {
            LiveMatch followed = live;
            following.submit(() -> follow(followed));
        }
        return Optional.of(live);
    }

    /**
     * Starts a match here: shown from its first event, its moves taken as they are recorded. A match recorded here
     * already, or being started, is refused as existing; so is one the log holds, by the recorder.
     */
    public LiveMatch start(String match, NewMatch asked) throws IOException, RecorderException {
        LiveMatch fresh = LiveMatch.of(match);
        LiveMatch there = matches.putIfAbsent(match, fresh);
        if (there != null && (there.recording() || there.seq() == 0)) {
            throw new RecorderException(Refusal.EXISTS, "match " + match + " is being recorded here already; choose another id");
        }
        if (there != null) {
            // shown here, so in the log: the recorder refuses it as it would any match the log holds
            return recorder.start(match, asked);
        }
        // its events are news from its start on
        told(fresh);
        try {
            recorder.start(fresh, asked.players(), asked.firstDealer().orElse(null), asked.profile(), asked.options(), asked.deals().packs());
            return fresh;
        } catch (IOException | RecorderException | RuntimeException e) {
            // nothing of a refused start is kept: its writer let go, its id free again
            try {
                fresh.close();
            } catch (IOException closing) {
                e.addSuppressed(closing);
            }
            matches.remove(match, fresh);
            throw e;
        }
    }

    /**
     * A match given up before its end, as the door that keeps the mark says: its writer closed under its lock (another
     * recorder may take it), it is followed no more, every stream of it is woken to end, and the board's stream is told.
     * Shown as before.
     */
    public void abandoned(String match) throws IOException {
        LiveMatch live = matches.get(match);
        if (live != null) {
            try {
                live.exclusively(() -> {
                    live.close();
                    return null;
                });
            } catch (RecorderException e) {
                throw new IllegalStateException("closing a match refuses nothing", e);
            }
            Optional.ofNullable(followers.remove(match)).ifPresent(LiveMatches::stop);
        }
        tell(match, Optional.empty());
    }

    /**
     * A move of a match, holding the match's lock: the match is resumed through the recorder first when it is not
     * recorded here yet (its deals from the packs given then), and closed, its writer let go, once the move has ended it.
     */
    public <T> T recording(String match, Supplier<Packs> packs, Turn<T> turn) throws IOException, RecorderException {
        Optional<LiveMatch> known = open(match);
        if (known.isEmpty()) {
            // none in the log as it was read: the recorder says so as it resumes; a match that came meanwhile is opened
            recorder.resume(match, packs.get()).close();
            known = open(match);
        }
        LiveMatch live = known.orElseThrow(() -> new IOException("none of match " + match + "'s events could be read from " + log.describe()));
        return live.exclusively(() -> {
            List<String> warnings = List.of();
            if (closed) {
                throw new IOException("the matches of " + log.describe() + " are being let go: this is stopping");
            }
            if (!live.recording()) {
                recorder.resume(live, packs.get());
                warnings = live.warnings();
                Optional.ofNullable(followers.remove(match)).ifPresent(LiveMatches::stop);
            }
            T taken = turn.take(live, warnings);
            if (live.ended()) {
                live.close();
            }
            return taken;
        });
    }

    /** Follows the match in the log until it ends, is recorded here, or this stops; a log that fails is followed again a second later. */
    private void follow(LiveMatch live) {
        while (!closed && !live.ended() && !live.recording() && !live.closed()) {
            try (LogCursor lines = log.follow(live.match(), poll)) {
                followers.put(live.match(), lines);
                while (!closed && !live.ended() && !live.recording() && !live.closed() && lines.hasNext()) {
                    live.read(lines.next());
                }
            } catch (IOException | RuntimeException e) {
                if (closed || live.recording() || Thread.currentThread().isInterrupted()) {
                    return;
                }
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException stop) {
                    return;
                }
            } finally {
                followers.remove(live.match());
            }
        }
    }

    private static void stop(LogCursor follower) {
        try {
            follower.close();
        } catch (IOException e) {
            // it stops all the same
        }
    }

    /** Makes the match's events from now on news of the board's stream. */
    private void told(LiveMatch live) {
        live.onEvent(event -> tell(live.match(), Optional.of(event)));
    }

    private void tell(String match, Optional<LiveEvent> event) {
        newsLock.lock();
        try {
            news.add(new News(newsFrom + news.size(), match, event));
            if (news.size() > NEWS_KEPT) {
                news.subList(0, news.size() - NEWS_KEPT).clear();
                newsFrom = news.getFirst().position();
            }
            newsGrown.signalAll();
        } finally {
            newsLock.unlock();
        }
    }

    /** The news after a position, waiting up to the timeout for some; from the oldest kept when older ones are gone. */
    public List<News> newsAfter(long position, long timeoutNanos) throws InterruptedException {
        watch();
        newsLock.lock();
        try {
            long left = timeoutNanos;
            while (newsFrom + news.size() - 1 <= position && left > 0 && !closed) {
                left = newsGrown.awaitNanos(left);
            }
            int from = (int) Math.min(Math.max(position - newsFrom + 1, 0), news.size());
            return List.copyOf(news.subList(from, news.size()));
        } finally {
            newsLock.unlock();
        }
    }

    /** The position of the last news, where a new stream of the board starts. */
    public long lastNews() {
        watch();
        newsLock.lock();
        try {
            return newsFrom + news.size() - 1;
        } finally {
            newsLock.unlock();
        }
    }

    /** Watches the log for new matches, once the board's stream is asked for: every match is followed from then on. */
    private void watch() {
        if (watching) {
            return;
        }
        synchronized (this) {
            if (watching) {
                return;
            }
            watching = true;
        }
        following.submit(() -> {
            boolean first = true;
            while (!closed) {
                try {
                    for (String match : log.matches()) {
                        open(match, !first);
                    }
                    first = false;
                } catch (IOException | RuntimeException e) {
                    // the log is out of reach: looked at again below
                }
                try {
                    Thread.sleep(Math.max(poll.toMillis(), 500));
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
    }

    /** Whether this has stopped: streams end. */
    public boolean closed() {
        return closed;
    }

    /** Stops following, lets go of every match recorded here, and wakes every stream waiting, for good. */
    @Override
    public void close() throws IOException {
        closed = true;
        following.shutdownNow();
        followers.values().forEach(LiveMatches::stop);
        IOException failed = null;
        for (LiveMatch live : matches.values()) {
            try {
                live.close();
            } catch (IOException e) {
                failed = e;
            }
        }
        newsLock.lock();
        try {
            newsGrown.signalAll();
        } finally {
            newsLock.unlock();
        }
        if (failed != null) {
            throw failed;
        }
    }
}
