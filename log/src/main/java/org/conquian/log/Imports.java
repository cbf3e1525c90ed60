package org.conquian.log;

import org.conquian.audit.LogLine;
import org.conquian.contract.LineParser;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Logs written elsewhere, on their way into an event log: read by match, and checked before they are appended. */
public final class Imports {

    private Imports() {
    }

    /** One match's events in a file, and its lines as written: those are what is appended. */
    public record MatchLines(List<LogLine.EventLine> events, List<byte[]> lines) {
    }

    /**
     * A JSON Lines file's events grouped by match, in order. A line that is not an event is passed over: the
     * file's audit judges it, and its match (or, charged to no match, the line alone) is left out by its verdict.
     */
    public static Map<String, MatchLines> byMatch(Path file) throws IOException {
        Map<String, MatchLines> matches = new LinkedHashMap<>();
        LineParser parser = new LineParser();
        try (TextLines reader = TextLines.open(file)) {
            for (String text = reader.next(); text != null; text = reader.next()) {
                long number = reader.number();
                if (text.isBlank()) {
                    continue;
                }
                byte[] line = text.getBytes(StandardCharsets.UTF_8);
                if (!(parser.parse(number, line, 0, line.length, true) instanceof LogLine.EventLine event)) {
                    continue;
                }
                MatchLines match = matches.computeIfAbsent(event.match(), id -> new MatchLines(new ArrayList<>(), new ArrayList<>()));
                match.events().add(event);
                match.lines().add(line);
            }
        }
        return matches;
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
