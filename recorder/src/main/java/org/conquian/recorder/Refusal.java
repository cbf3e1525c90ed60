package org.conquian.recorder;

import org.conquian.log.MatchBusyException;
import org.conquian.log.MatchExistsException;
import org.conquian.log.NoSuchMatchException;
import org.conquian.notation.NotAMove;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;

/**
 * Why nothing was recorded, of what kind: each door tells the kinds apart in one place (the server, its statuses), and
 * never by a message, which is for people and may change.
 */
public enum Refusal {
    /** The log holds no such match. */
    NO_SUCH_MATCH,
    /** A match of that id exists already. */
    EXISTS,
    /** The match has ended: nothing is left to record. */
    ENDED,
    /** Another recorder holds the match. */
    BUSY_ELSEWHERE,
    /** The move expected the match at an older seq, and is not the one recorded after it. */
    STALE,
    /** A rule of the game refuses the move, or the match as asked. */
    RULE,
    /** The request cannot be read, or asks what no match allows. */
    BAD_REQUEST,
    /** The match cannot go on as it is: its log is invalid, it is signed by another key, or its seed has nowhere to be kept. */
    CANNOT_CONTINUE,
    /** The log is out of reach or failed: the same request may succeed later. */
    LOG_DOWN;

    /**
     * The kind of a failure met while recording, by its type: the recorder's own, a request that is not a move, and
     * the log's (the match held elsewhere, missing or there already; any other failure of the log); none for a fault
     * of the program.
     */
    public static Optional<Refusal> of(Exception failure) {
        return Optional.ofNullable(switch (failure) {
            case RecorderException refused -> refused.refusal();
            case NotAMove notAMove -> BAD_REQUEST;
            case MatchBusyException busy -> BUSY_ELSEWHERE;
            case NoSuchMatchException missing -> NO_SUCH_MATCH;
            case MatchExistsException exists -> EXISTS;
            case IOException down -> LOG_DOWN;
            case UncheckedIOException down -> LOG_DOWN;
            default -> null;
        });
    }
}
