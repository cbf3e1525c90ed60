package org.conquian.audit;

import org.conquian.event.Envelope;
import org.conquian.event.Event;

import java.util.Objects;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** One non-blank line of a log, as the reader hands it to the audit: an event, or a line that is not one. */
public sealed interface LogLine {

    /** The line number in its file, from 1. */
    long line();

    /** The match the line is charged to, or null for the file's verdict with no match. */
    String match();

    /**
     * A well-formed event.
     *
     * @param digest the chain link the next event must carry: SHA-256 of this event's canonical form,
     *               computed only when asked, as only chained matches need it
     * @param signedBy whether the event's {@code sig} is the signature, by the public key of that hex, of its
     *               canonical form without {@code sig}: checked by the reader of the line, which knows that form,
     *               only when asked, as only events that carry a {@code sig} need it
     */
    record EventLine(long line, Envelope envelope, Event event, Supplier<String> digest, Predicate<String> signedBy) implements LogLine {
        public EventLine {
            Objects.requireNonNull(envelope, "envelope");
            Objects.requireNonNull(event, "event");
            Objects.requireNonNull(digest, "digest");
            Objects.requireNonNull(signedBy, "signedBy");
        }

        /** A line that carries no signature. */
        public EventLine(long line, Envelope envelope, Event event, Supplier<String> digest) {
            this(line, envelope, event, digest, signer -> {
                throw new IllegalStateException("an event with no sig has no signature to check");
            });
        }

        @Override
        public String match() {
            return envelope.match();
        }
    }

    /**
     * A line that is not JSON or not an event of the format (SCHEMA).
     *
     * @param seq the line's seq when it has an integer seq of at least 1, else null
     */
    record BadLine(long line, String match, Long seq, String message) implements LogLine {
        public BadLine {
            Objects.requireNonNull(message, "message");
        }
    }
}
