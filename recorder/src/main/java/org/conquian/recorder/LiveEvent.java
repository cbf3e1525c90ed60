package org.conquian.recorder;

import com.fasterxml.jackson.core.JsonProcessingException;
import org.conquian.audit.LogLine;
import org.conquian.audit.MatchAudit;
import org.conquian.contract.Encoder;
import org.conquian.contract.EventJson;
import org.conquian.contract.FrameJson;
import org.conquian.contract.Head;
import org.conquian.contract.StrictJson;
import org.conquian.event.Envelope;
import org.conquian.event.Event;
import org.conquian.game.MatchState;
import org.conquian.view.Observer;
import org.conquian.view.Viewer;

import java.util.Optional;

/**
 * One event of a live match: as the log holds it (its line read, and its bytes), the table before it and after it as
 * the rules have it, the audit of the match after it, and when this process learnt of it. Nothing of it changes: a view
 * of it is made from these, never from the log again.
 */
public final class LiveEvent {

    private static final Observer SPECTATOR = Observer.of(Viewer.SPECTATOR);

    private final LogLine.EventLine line;
    private final byte[] bytes;
    /** The event before it, if any: a take and the melds after it are told as one. */
    private final Optional<Event> previous;
    private final MatchState before;
    private final MatchState after;
    private final MatchAudit audit;
    private final long learntNanos;
    /** What a spectator sees of it, the same for every spectator: made once, when first asked. */
    private volatile byte[] spectators;
    /** The spectators' frame of it, the same for every spectator: made once, when first asked. */
    private volatile byte[] spectatorsFrame;

    LiveEvent(LogLine.EventLine line, byte[] bytes, Optional<Event> previous, MatchState before, MatchState after, MatchAudit audit,
              long learntNanos) {
        this.line = line;
        this.bytes = bytes;
        this.previous = previous;
        this.before = before;
        this.after = after;
        this.audit = audit;
        this.learntNanos = learntNanos;
    }

    public long seq() {
        return line.envelope().seq();
    }

    public LogLine.EventLine line() {
        return line;
    }

    public Envelope envelope() {
        return line.envelope();
    }

    public Event event() {
        return line.event();
    }

    /** The event's line as the log holds it, without its line end; shared, so not to be changed. */
    public byte[] bytes() {
        return bytes;
    }

    /** The table the event was played on, as the rules have it: the state it was judged in. */
    public MatchState stateBefore() {
        return before;
    }

    /**
     * The table after the event, as the rules have it: unchanged by an event they refuse (a log written by hand may hold
     * one), and by every event after it.
     */
    public MatchState stateAfter() {
        return after;
    }

    /**
     * The audit of the match after this event, as an audit of its log up to here gives it: its verdict, and its state
     * after the last valid event (an event that breaks the chain, a signature or the committed shuffle stops it too).
     */
    public MatchAudit audit() {
        return audit;
    }

    /** When this process learnt of the event, by {@link System#nanoTime()}: a door holding viewers back counts from it. */
    public long learntNanos() {
        return learntNanos;
    }

    /**
     * The event as a viewer may see it, through the domain's observer: the log's own bytes for the officials; for anyone
     * else the event and the envelope the observer leaves, still an event of the format, with no {@code prev} or {@code sig}.
     */
    public byte[] seenBy(Viewer viewer) {
        return switch (viewer) {
            case Viewer.Officials officials -> bytes;
            case Viewer.Spectator spectator -> {
                byte[] seen = spectators;
                if (seen == null) {
                    seen = seenBy(SPECTATOR);
                    spectators = seen;
                }
                yield seen;
            }
            case Viewer.Player player -> seenBy(Observer.of(player));
        };
    }

    private byte[] seenBy(Observer observer) {
        return EventJson.line(EventJson.toJson(observer.envelope(line.envelope()), observer.event(before, line.event())));
    }

    /**
     * The frame of the event for a viewer ({@link Observer#frame}) as JSON on one line, without its line end: the event
     * as the viewer may have it, its words, the table after it, and for a player or the officials their moves then. The
     * library makes it; a door only carries it.
     */
    public byte[] frameFor(Viewer viewer) {
        if (viewer instanceof Viewer.Spectator) {
            byte[] frame = spectatorsFrame;
            if (frame == null) {
                frame = frameFor(SPECTATOR);
                spectatorsFrame = frame;
            }
            return frame;
        }
        return frameFor(Observer.of(viewer));
    }

    private byte[] frameFor(Observer observer) {
        try {
            return StrictJson.MAPPER.writeValueAsBytes(FrameJson.of(observer.frame(line.envelope(), before, line.event(), previous, after)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a frame is always written", e);
        }
    }

    /** The event as the recorder gives it back (a move sent again, a stale one): with the head of the match after it. */
    Encoder.Encoded encoded() {
        Head head = new Head(line.envelope().match(), seq(), line.digest().get(), audit.chain() != MatchAudit.Chain.NOT_CHAINED);
        return new Encoder.Encoded(line.envelope(), line.event(), bytes, head);
    }
}
