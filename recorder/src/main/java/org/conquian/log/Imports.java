package org.conquian.log;

import org.conquian.audit.LogLine;
import org.conquian.contract.LineParser;

import java.util.ArrayList;
import java.util.List;

/** Lines handed to {@link MatchWriter#appendLines}, read back as the events they must be. */
public final class Imports {

    private Imports() {
    }

    /** The lines as events of the match; a line that is none is refused before anything is written. */
    public static List<LogLine.EventLine> events(String match, List<byte[]> lines) throws EventLogException {
        LineParser parser = new LineParser();
        List<LogLine.EventLine> events = new ArrayList<>(lines.size());
        for (byte[] line : lines) {
            if (!(parser.parse(events.size() + 1, line, 0, line.length, true) instanceof LogLine.EventLine event) || !event.match().equals(match)) {
                throw new EventLogException("line " + (events.size() + 1) + " to append to match " + match + " is not an event of that match");
            }
            events.add(event);
        }
        return events;
    }
}
