package org.conquian.view;

import org.conquian.event.Envelope;
import org.conquian.event.Event;

import java.util.Objects;
import java.util.Optional;

/**
 * What one viewer is given of one event, made once for every door ({@link Observer#frame}): the event as the viewer
 * may have it, in its envelope as the viewer may have it; its words; the table after it; and, for a player or the
 * officials, their moves then.
 *
 * @param moves none for a spectator, and none in a replay, after the fact
 */
public record Frame(Envelope envelope, Event event, String words, SeenMatch table, Optional<Moves> moves) {

    public Frame {
        Objects.requireNonNull(envelope, "envelope");
        Objects.requireNonNull(event, "event");
        Objects.requireNonNull(words, "words");
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(moves, "moves");
    }

    public long seq() {
        return envelope.seq();
    }
}
