package org.conquian.server;

import org.conquian.audit.LogLine;
import org.conquian.contract.LineParser;
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

/**
 * The matches this server follows, each a {@link MatchFeed}, and the news of all of them in one stream for a club's
 * board. A match's feed is loaded from the log the first time it is asked for, then follows the log until its
 * {@code MatchEnded}; the board's stream, once someone asks for it, also watches the log for new matches.
 */
final class Feeds implements AutoCloseable {

    /** Told of each event a feed takes once it is live. */
    interface Listener {
        void taken(String match, MatchFeed.Line line);
    }

    /** An event of the board's stream: its position in this server's stream, its match, its line. */
    record News(long position, String match, MatchFeed.Line line) {
    }

    /** The board's stream keeps this many events for streams that resume. */
    private static final int NEWS_KEPT = 100_000;

    private final EventLog log;
    private final Duration poll;
    private final Map<String, MatchFeed> feeds = new ConcurrentHashMap<>();
    private final ReentrantLock opening = new ReentrantLock();
    private final ExecutorService followers = Executors.newVirtualThreadPerTaskExecutor();
    private final ReentrantLock newsLock = new ReentrantLock();
    private final Condition newsGrown = newsLock.newCondition();
    private final List<News> news = new ArrayList<>();
    /** The position of {@code news}'s first entry. */
    private long newsFrom = 1;
    private volatile boolean watching;
    private volatile boolean closed;

    Feeds(EventLog log, Duration poll) {
        this.log = log;
        this.poll = poll;
    }

    /** The feed of a match the log holds, loaded and following; empty when the log has no such match. */
    Optional<MatchFeed> feed(String match) throws IOException {
        return open(match, false, true);
    }

    /**
     * The feed of a match recorded through this server, loaded from the log: its moves reach the feed from their
     * answers, so it follows the log only if it was asked for before.
     */
    MatchFeed recorded(String match) throws IOException {
        return open(match, false, false).orElseThrow(() -> new NoSuchMatchException(match, log.describe()));
    }

    /** @param news whether the events the log holds already are news: a match new to the board's watch */
    private Optional<MatchFeed> open(String match, boolean news, boolean follow) throws IOException {
        MatchFeed feed = feeds.get(match);
        if (feed != null) {
            return Optional.of(feed);
        }
        opening.lock();
        try {
            feed = feeds.get(match);
            if (feed != null) {
                return Optional.of(feed);
            }
            feed = new MatchFeed(match, this::taken);
            if (news) {
                feed.goLive();
            }
            try (LogCursor lines = log.read(match)) {
                while (lines.hasNext()) {
                    if (lines.next() instanceof LogLine.EventLine event) {
                        feed.offer(event);
                    }
                }
            } catch (NoSuchMatchException e) {
                return Optional.empty();
            }
            if (feed.seq() == 0) {
                return Optional.empty();
            }
            feed.goLive();
            feeds.put(match, feed);
        } finally {
            opening.unlock();
        }
        if (follow && !feed.ended()) {
            MatchFeed following = feed;
            followers.submit(() -> follow(following));
        }
        return Optional.of(feed);
    }

    /** Takes the events of a recorded move's answer, as the log holds them. */
    static void offer(MatchFeed feed, List<byte[]> lines) {
        LineParser parser = new LineParser();
        for (byte[] line : lines) {
            if (parser.parse(feed.seq() + 1, line, 0, line.length, true) instanceof LogLine.EventLine event) {
                feed.offer(event, line);
            }
        }
    }

    /** Follows the match in the log until it ends or the server stops; a log that fails is followed again a second later. */
    private void follow(MatchFeed feed) {
        while (!closed && !feed.ended()) {
            try (LogCursor lines = log.follow(feed.match(), poll)) {
                while (!closed && !feed.ended() && lines.hasNext()) {
                    if (lines.next() instanceof LogLine.EventLine event) {
                        feed.offer(event);
                    }
                }
            } catch (IOException | RuntimeException e) {
                if (closed || Thread.currentThread().isInterrupted()) {
                    return;
                }
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException stop) {
                    return;
                }
            }
        }
    }

    private void taken(String match, MatchFeed.Line line) {
        newsLock.lock();
        try {
            news.add(new News(newsFrom + news.size(), match, line));
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
    List<News> newsAfter(long position, long timeoutNanos) throws InterruptedException {
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
    long lastNews() {
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
        followers.submit(() -> {
            boolean first = true;
            while (!closed) {
                try {
                    for (String match : log.matches()) {
                        open(match, !first, true);
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

    boolean closed() {
        return closed;
    }

    @Override
    public void close() {
        closed = true;
        followers.shutdownNow();
        feeds.values().forEach(MatchFeed::close);
        newsLock.lock();
        try {
            newsGrown.signalAll();
        } finally {
            newsLock.unlock();
        }
    }
}
