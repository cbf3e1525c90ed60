package org.conquian.event;

import java.util.Objects;

/**
 * What the log adds around every event: the match, the position in its stream, when it happened (UTC,
 * as written) and the chain link, the hash of the previous event, or null.
 */
public record Envelope(String match, long seq, String at, String prev) {

    public Envelope {
        Objects.requireNonNull(match, "match");
        Objects.requireNonNull(at, "at");
    }

    public boolean chained() {
        return prev != null;
    }
}
