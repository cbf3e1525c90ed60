package org.conquian.contract;

import org.conquian.event.Envelope;
import org.conquian.event.Event;
import org.conquian.event.MatchEnded;

import java.security.PrivateKey;
import java.util.ArrayList;
import java.util.List;

/** Turns events into chained lines: everything the project writes carries {@code prev}. */
public final class Encoder {

    private Encoder() {
    }

    /** One event written after the head, and the head after it. */
    public record Encoded(Envelope envelope, Event event, byte[] line, Head head) {
    }

    public static Encoded encode(Head head, Event event, String at) {
        return encode(head, event, at, null);
    }

    /**
     * One event, signed by {@code key} when it is not null: the signature is of the line as it would be without
     * it (its canonical form, {@code prev} included), and the next event's link covers it.
     */
    public static Encoded encode(Head head, Event event, String at, PrivateKey key) {
        Envelope envelope = new Envelope(head.match(), head.nextSeq(), at, head.nextPrev());
        byte[] line = EventJson.line(EventJson.toJson(envelope, event));
        if (key != null) {
            envelope = new Envelope(envelope.match(), envelope.seq(), at, envelope.prev(), Ed25519.sign(key, line));
            line = EventJson.line(EventJson.toJson(envelope, event));
        }
        return new Encoded(envelope, event, line, new Head(head.match(), envelope.seq(), Chain.linkOfCanonical(line, 0, line.length), head.chained()));
    }

    /** Events written one after the other from the head, all at the same time, as one turn. */
    public static List<Encoded> encode(Head head, List<Event> events, String at) {
        return encode(head, events, at, null);
    }

    /**
     * One turn, signed by {@code key} when it is not null: its last event, which vouches through the chain for every
     * event before it, and {@code MatchEnded}, which a signed match must carry signed.
     */
    public static List<Encoded> encode(Head head, List<Event> events, String at, PrivateKey key) {
        List<Encoded> encoded = new ArrayList<>(events.size());
        Head next = head;
        for (int i = 0; i < events.size(); i++) {
            Event event = events.get(i);
            boolean signed = key != null && (i == events.size() - 1 || event instanceof MatchEnded);
            Encoded one = encode(next, event, at, signed ? key : null);
            encoded.add(one);
            next = one.head();
        }
        return encoded;
    }

    /** Turns written one after the other from the head, chained, each signed as {@link #encode(Head, List, String, PrivateKey)} signs one. */
    public static List<Encoded> encodeTurns(Head head, List<List<Event>> turns, String at, PrivateKey key) {
        List<Encoded> encoded = new ArrayList<>();
        Head next = head;
        for (List<Event> turn : turns) {
            List<Encoded> written = encode(next, turn, at, key);
            if (!written.isEmpty()) {
                encoded.addAll(written);
                next = written.get(written.size() - 1).head();
            }
        }
        return encoded;
    }
}
