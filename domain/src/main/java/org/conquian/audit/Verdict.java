package org.conquian.audit;

import org.conquian.game.MatchState;

import java.util.Objects;
import java.util.Optional;

/**
 * An audit's verdict on one match of one file.
 *
 * @param match     the match id, or null for lines that could be charged to no match
 * @param events    the match's events, up to and including the faulty one
 * @param chained   whether the match is chained; null for an invalid match
 * @param fault     the first fault, for an invalid match only
 * @param lastValid the state after the last valid event, when the audit was asked to keep it
 * @param concealment the concealed deals up to the last valid event, and those whose hands were shown
 * @param rulings     the rulings up to the last valid event, the appeals, and the deals they voided or awarded
 * @param trust       the match's signer and how far its signatures reach, and its committed shuffle
 */
public record Verdict(String match, Kind kind, long events, Boolean chained, Fault fault, Optional<MatchState> lastValid,
                      Concealment concealment, Rulings rulings, Trust trust) {

    public Verdict {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(lastValid, "lastValid");
        Objects.requireNonNull(rulings, "rulings");
        Objects.requireNonNull(trust, "trust");
        if ((kind == Kind.INVALID) != (fault != null)) {
            throw new IllegalArgumentException("a fault goes with an invalid verdict, and only with it");
        }
    }

    public enum Kind {
        VALID("valid"),
        IN_PROGRESS("in-progress"),
        INVALID("invalid"),
        /** A file with no event at all, so that a zeroed or truncated log cannot pass unseen. */
        EMPTY("empty"),
        /** A viewer's copy of a match, not its record: nothing of it can be checked ({@link ViewersCopy}). */
        REDACTED("redacted");

        private final String word;

        Kind(String word) {
            this.word = word;
        }

        /** The verdict as the interchange format writes it. */
        public String word() {
            return word;
        }
    }

    /** The verdict of a file that holds no event: no match, no events, not chained. */
    public static Verdict empty() {
        return new Verdict(null, Kind.EMPTY, 0, false, null, Optional.empty(), Concealment.NONE, Rulings.NONE, Trust.NONE);
    }

    public Optional<Fault> faultIfAny() {
        return Optional.ofNullable(fault);
    }
}
