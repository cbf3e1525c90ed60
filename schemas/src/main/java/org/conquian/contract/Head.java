package org.conquian.contract;

import org.conquian.audit.LogLine;

import java.util.Iterator;
import java.util.List;
import java.util.Objects;

/**
 * The end of a match's stream: the seq of its last event (0 before the first), that event's chain link
 * (null before the first event), and whether the match is chained. Everything the project starts is
 * chained; a match another program started unchained is continued unchained, as the format requires.
 */
public record Head(String match, long seq, String link, boolean chained) {

    public Head {
        Objects.requireNonNull(match, "match");
        if (seq < 0 || (seq == 0) != (link == null)) {
            throw new IllegalArgumentException("a head has a link exactly when it has a seq: " + seq + ", " + link);
        }
    }

    public static Head empty(String match) {
        return new Head(match, 0, null, true);
    }

    /**
     * The head after the events of one match: its last event, and whether its seq 2 had {@code prev}.
     * Bad lines are passed over: whether the match is valid is for its fold to say.
     */
    public static Head of(String match, Iterator<LogLine> lines) {
        LogLine.EventLine last = null;
        boolean chained = true;
        while (lines.hasNext()) {
            if (lines.next() instanceof LogLine.EventLine event && event.match().equals(match)) {
                last = event;
                chained = chainedAfter(chained, event);
            }
        }
        return last == null ? empty(match) : new Head(match, last.envelope().seq(), last.digest().get(), chained);
    }

    /** The head after these events, written as they are after this head. */
    public Head after(List<LogLine.EventLine> events) {
        Head next = this;
        for (LogLine.EventLine event : events) {
            next = new Head(match, event.envelope().seq(), event.digest().get(), chainedAfter(next.chained, event));
        }
        return next;
    }

    /** A match's event of seq 2 decides whether it is chained. */
    private static boolean chainedAfter(boolean chained, LogLine.EventLine event) {
        return event.envelope().seq() == 2 ? event.envelope().chained() : chained;
    }

    public long nextSeq() {
        return seq + 1;
    }

    /** The {@code prev} of the next event. */
    public String nextPrev() {
        return chained ? link : null;
    }
}
