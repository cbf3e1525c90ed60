package org.conquian.event;

import java.util.Objects;

/**
 * What the log adds around every event: the match, the position in its stream, when it happened (UTC,
 * as written), the chain link, the hash of the previous event, or null, and in a signed match the signer's
 * signature of the event, or null.
 */
public record Envelope(String match, long seq, String at, String prev, String sig) {

    public Envelope {
        Objects.requireNonNull(match, "match");
        Objects.requireNonNull(at, "at");
    }

    /** An event of an unsigned match. */
    public Envelope(String match, long seq, String at, String prev) {
        this(match, seq, at, prev, null);
    }

    public boolean chained() {
        return prev != null;
    }
}
