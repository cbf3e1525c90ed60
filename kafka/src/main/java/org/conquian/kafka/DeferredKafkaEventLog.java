package org.conquian.kafka;

import org.conquian.log.EventLog;
import org.conquian.log.LogCursor;
import org.conquian.log.MatchWriter;

import java.io.IOException;
import java.time.Duration;
import java.util.List;

/**
 * The Kafka log, opened at its first use and at each use after until it opens: while the broker is out of
 * reach every call fails with the reason, as an {@link org.conquian.log.EventLogException}, and the first
 * call after it is back connects and goes through. Once open, the log stays open.
 */
final class DeferredKafkaEventLog implements EventLog {

    private final KafkaSettings settings;
    private KafkaEventLog log;
    private boolean closed;

    DeferredKafkaEventLog(KafkaSettings settings) {
        this.settings = settings;
    }

    private synchronized KafkaEventLog log() throws IOException {
        if (closed) {
            throw new IllegalStateException(settings.describe() + " is closed");
        }
        if (log == null) {
            log = KafkaEventLog.open(settings);
        }
        return log;
    }

    @Override
    public MatchWriter openWriter(String match) throws IOException {
        return log().openWriter(match);
    }

    @Override
    public List<String> matches() throws IOException {
        return log().matches();
    }

    @Override
    public LogCursor read(String match) throws IOException {
        return log().read(match);
    }

    @Override
    public LogCursor readAll() throws IOException {
        return log().readAll();
    }

    @Override
    public LogCursor follow(String match, Duration poll) throws IOException {
        return log().follow(match, poll);
    }

    @Override
    public void appendAll(List<Appendix> appendices) throws IOException {
        log().appendAll(appendices);
    }

    @Override
    public String describe() {
        return settings.describe();
    }

    @Override
    public String kind() {
        return "a Kafka topic";
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (log != null) {
            log.close();
        }
    }
}
