package org.conquian.audit;

import org.conquian.event.DealStarted;
import org.conquian.event.MatchStarted;

/**
 * What tells a viewer's copy of a match from its record (docs/format.md, "What a viewer is shown"): a viewer's events
 * carry no {@code prev} and no {@code sig}, and leave out what the viewer may not know. A match's lines are a viewer's
 * copy when none of them carries either, every one is an event, and the copy shows its redaction: the match is signed
 * (so its record is chained) and has events after the first, or a deal dealt face up shows no stock (only the officials
 * see the stock, and a record's known deal always has one). A record with one {@code prev} deleted keeps the others,
 * so it is never taken for a copy; a record stripped of every one is no longer evidence, and is said to be a copy.
 *
 * @param events the match's lines, every one, the faulty ones and those after a fault included
 * @param bare   no line carried {@code prev} or {@code sig}, and every line was an event
 * @param signed the match's first event is a signed {@code MatchStarted}
 * @param marked a mark of redaction was seen
 */
public record ViewersCopy(long events, boolean bare, boolean signed, boolean marked) {

    /** What the audit says of a viewer's copy, instead of the rule its redaction breaks. */
    public static final String VERDICT = "a viewer's copy (redacted): its chain and signatures cannot be checked; ask the officials for the record";

    static final ViewersCopy NONE = new ViewersCopy(0, true, false, false);

    ViewersCopy seen(LogLine line) {
        return switch (line) {
            case LogLine.BadLine bad -> new ViewersCopy(events + 1, false, signed, marked);
            case LogLine.EventLine event -> {
                boolean first = event.envelope().seq() == 1 && event.event() instanceof MatchStarted;
                boolean signedNow = first ? ((MatchStarted) event.event()).signer() != null : signed;
                boolean redacted = !first && signedNow
                        || event.event() instanceof DealStarted dealt && !dealt.concealed() && dealt.stock().isEmpty();
                yield new ViewersCopy(events + 1, bare && event.envelope().prev() == null && event.envelope().sig() == null,
                        signedNow, marked || redacted);
            }
        };
    }

    /** Whether the lines seen are a viewer's copy. */
    public boolean isOne() {
        return bare && marked;
    }
}
