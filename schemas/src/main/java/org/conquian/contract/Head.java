package org.conquian.contract;

import org.conquian.audit.LogLine;

import java.util.Iterator;
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
                if (event.envelope().seq() == 2) {
                    chained = event.envelope().chained();
                }
            }
        }
        return last == null ? empty(match) : new Head(match, last.envelope().seq(), last.digest().get(), chained);
    }

    public long nextSeq() {
        return seq + 1;
    }

    /** The {@code prev} of the next event. */
    public String nextPrev() {
        return chained ? link : null;
    }
}
