package org.conquian.log;

import org.conquian.audit.LogLine;
import org.conquian.contract.Encoder;
import org.conquian.event.Event;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;

import java.io.IOException;
import java.security.PrivateKey;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Where matches are recorded: an append-only log of each match's events in the interchange format.
 * The embedded file log and the Kafka store implement it alike, and pass the same
 * conformance suite.
 */
public interface EventLog extends AutoCloseable {

    /**
     * Opens a match for recording (it need not exist yet): takes its writer lock and reads its head.
     *
     * @throws MatchBusyException when another writer holds the match
     */
    MatchWriter openWriter(String match) throws IOException;

    /** Whether the log holds any line of the match. */
    default boolean exists(String match) throws IOException {
        try (LogCursor lines = read(match)) {
            return lines.hasNext();
        } catch (NoSuchMatchException e) {
            return false;
        }
    }

    /** The matches in the log, in a stable order. */
    List<String> matches() throws IOException;

    /**
     * The lines of one match, in order.
     *
     * @throws NoSuchMatchException when the log has no such match
     */
    LogCursor read(String match) throws IOException;

    /** The match's events as the log holds them, in order; a line that is no event is passed over. */
    default List<LogLine.EventLine> events(String match) throws IOException {
        List<LogLine.EventLine> events = new ArrayList<>();
        try (LogCursor lines = read(match)) {
            while (lines.hasNext()) {
                if (lines.next() instanceof LogLine.EventLine event) {
                    events.add(event);
                }
            }
        }
        return events;
    }

    /**
     * Whether the match has ended: its last line is its {@code MatchEnded}. A store may answer without reading the
     * whole match; a last line that cannot be read is no end, and a match the log does not hold has not ended.
     */
    default boolean ended(String match) throws IOException {
        LogLine last = null;
        try (LogCursor lines = read(match)) {
            while (lines.hasNext()) {
                last = lines.next();
            }
        } catch (NoSuchMatchException e) {
            return false;
        }
        return last instanceof LogLine.EventLine line && line.event() instanceof MatchEnded;
    }

    /** Every line of every match; within a match, in order. */
    LogCursor readAll() throws IOException;

    /**
     * The lines of one match as they are appended: the cursor waits for more, checking every
     * {@code poll}, until it is closed. It may be closed from another thread while it waits: its
     * {@code hasNext} then answers false, and neither side fails.
     */
    LogCursor follow(String match, Duration poll) throws IOException;

    /** Lines to append to one match after the seq the caller expects it at, as an import has them. */
    record Appendix(String match, long expectedSeq, List<byte[]> lines) {
        public Appendix {
            lines = List.copyOf(lines);
        }
    }

    /**
     * Appends lines written elsewhere to many matches at once, each checked as
     * {@link MatchWriter#appendLines} checks it. A store may batch them; each match's lines are all or
     * nothing.
     */
    default void appendAll(List<Appendix> appendices) throws IOException {
        for (Appendix appendix : appendices) {
            try (MatchWriter writer = openWriter(appendix.match())) {
                writer.appendLines(appendix.expectedSeq(), appendix.lines());
            }
        }
    }

    /**
     * Writes a whole match as one turn unless the log has it already, with the same events: a batch written
     * so (a simulation) can be run again after an interruption and finishes what is missing.
     *
     * @return whether it was written; false when the log had it, the same
     * @throws MatchExistsException when the log has a match of that id with other events
     */
    default boolean writeIfAbsent(String match, List<Event> events, String at) throws IOException {
        return writeIfAbsent(match, List.of(events), at, null);
    }

    /**
     * As {@link #writeIfAbsent(String, List, String)}, the match's turns written at once, chained, each signed by
     * {@code signer} when it is not null (see {@link Encoder#encodeTurns}). A match dealt from a committed shuffle
     * is dealt from a fresh secret seed each time it is played, so one in the log started the same way but for its
     * commit counts as the same.
     */
    default boolean writeIfAbsent(String match, List<List<Event>> turns, String at, PrivateKey signer) throws IOException {
        try (MatchWriter writer = openWriter(match)) {
            List<Event> events = turns.stream().flatMap(List::stream).toList();
            if (writer.head().seq() == 0) {
                if (signer == null || turns.size() == 1) {
                    // unsigned, the turns are chained the same written as one
                    writer.append(0, events, at, signer);
                } else {
                    writer.appendLines(0, Encoder.encodeTurns(writer.head(), turns, at, signer).stream().map(Encoder.Encoded::line).toList());
                }
                return true;
            }
            List<Event> logged = events(match).stream().map(LogLine.EventLine::event).toList();
            if (!events.equals(logged) && !sameButForTheDeals(events, logged)) {
                throw new MatchExistsException(match, describe());
            }
            return false;
        }
    }

    private static boolean sameButForTheDeals(List<Event> events, List<Event> logged) {
        return !events.isEmpty() && !logged.isEmpty() && events.get(0) instanceof MatchStarted started && started.shuffle() != null
                && logged.get(0) instanceof MatchStarted loggedStart && loggedStart.shuffle() != null
                && started.withTrust(started.signer(), null).equals(loggedStart.withTrust(loggedStart.signer(), null));
    }

    /** Where the log is, for messages: {@code the embedded log in ./conquian-data}. */
    String describe();

    /** What kind of log it is, naming nothing of where it is, for whoever may not know that: {@code the embedded log}. */
    default String kind() {
        return "an event log";
    }

    @Override
    void close() throws IOException;
}
