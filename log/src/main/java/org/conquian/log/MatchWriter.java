package org.conquian.log;

import org.conquian.contract.Encoder;
import org.conquian.contract.Head;
import org.conquian.event.Event;

import java.io.IOException;
import java.security.PrivateKey;
import java.util.List;

/** The one writer of a match, holding its lock until closed. */
public interface MatchWriter extends AutoCloseable {

    /** The match's last seq and chain link as this writer last saw them. */
    Head head();

    /**
     * The head the log really holds. A store that can lose track of it (a turn that failed after it may
     * have reached the log) reads it again here; by default the head is always known.
     */
    default Head sync() throws IOException {
        return head();
    }

    /** What opening had to repair, such as a torn last line left by a crash; empty when nothing. */
    List<String> repairs();

    /**
     * Appends the events of one turn after seq {@code expectedSeq}, chained, all or nothing, and returns
     * only once they are durable.
     *
     * @throws StaleAppendException when the match is not at {@code expectedSeq}; nothing is written
     */
    default List<Encoder.Encoded> append(long expectedSeq, List<Event> events, String at) throws IOException {
        return append(expectedSeq, events, at, null);
    }

    /**
     * As {@link #append(long, List, String)}, the turn signed by {@code signer} when it is not null: its last event,
     * and {@code MatchEnded} (see {@link Encoder#encode(Head, List, String, PrivateKey)}).
     */
    List<Encoder.Encoded> append(long expectedSeq, List<Event> events, String at, PrivateKey signer) throws IOException;

    /**
     * Appends lines exactly as written elsewhere, such as an imported log: the caller has checked that
     * they are this match's next events. All or nothing, durable on return.
     *
     * @throws StaleAppendException when the match is not at {@code expectedSeq}; nothing is written
     */
    void appendLines(long expectedSeq, List<byte[]> lines) throws IOException;

    @Override
    void close() throws IOException;
}
