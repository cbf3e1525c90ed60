package org.conquian.event;

import java.util.Objects;

/**
 * A committed shuffle, as {@code MatchStarted.shuffle} writes it: the SHA-256 of the recorder's secret seed,
 * and the players' salt, or null when they gave none.
 */
public record ShuffleCommit(String commit, String salt) {

    public ShuffleCommit {
        Objects.requireNonNull(commit, "commit");
    }

    /** The salt the deals are drawn with: the empty string when the players gave none. */
    public String saltOrEmpty() {
        return salt == null ? "" : salt;
    }
}
