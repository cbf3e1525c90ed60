package org.conquian.testkit;

import org.conquian.audit.LogAudit;
import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;
import org.conquian.event.Envelope;
import org.conquian.event.Event;

import java.util.ArrayList;
import java.util.List;

/**
 * Events of one match wrapped as log lines, line n holding seq n, optionally chained with stand-in
 * digests ("#n" is the digest of seq n), and audited.
 */
public final class Audits {

    public static final String MATCH = "m-1";

    private Audits() {
    }

    public static List<LogLine> lines(List<Event> events, boolean chained) {
        List<LogLine> lines = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            long seq = i + 1;
            String prev = chained && seq > 1 ? digest(seq - 1) : null;
            lines.add(line(seq, seq, prev, events.get(i)));
        }
        return lines;
    }

    public static LogLine.EventLine line(long line, long seq, String prev, Event event) {
        return new LogLine.EventLine(line, new Envelope(MATCH, seq, "2026-11-29T18:00:00Z", prev), event, () -> digest(seq));
    }

    public static String digest(long seq) {
        return "#" + seq;
    }

    public static Verdict audit(List<LogLine> lines) {
        LogAudit audit = new LogAudit(false, true);
        lines.forEach(audit::accept);
        List<Verdict> verdicts = audit.verdicts();
        if (verdicts.size() != 1) {
            throw new AssertionError("expected one match, got " + verdicts);
        }
        return verdicts.get(0);
    }

    public static Verdict audit(List<Event> events, boolean chained) {
        return audit(lines(events, chained));
    }
}
