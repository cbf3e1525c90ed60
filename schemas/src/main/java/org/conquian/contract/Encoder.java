package org.conquian.contract;

import org.conquian.event.Envelope;
import org.conquian.event.Event;

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
        Envelope envelope = new Envelope(head.match(), head.nextSeq(), at, head.nextPrev());
        byte[] line = EventJson.line(EventJson.toJson(envelope, event));
        return new Encoded(envelope, event, line, new Head(head.match(), envelope.seq(), Chain.linkOfCanonical(line, 0, line.length), head.chained()));
    }

    /** Events written one after the other from the head, all at the same time, as one turn. */
    public static List<Encoded> encode(Head head, List<Event> events, String at) {
        List<Encoded> encoded = new ArrayList<>(events.size());
        Head next = head;
        for (Event event : events) {
            Encoded one = encode(next, event, at);
            encoded.add(one);
            next = one.head();
        }
        return encoded;
    }
}
