package org.conquian.reliability;

import org.conquian.audit.LogAudit;
import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;
import org.conquian.contract.EventJson;
import org.conquian.contract.LineParser;
import org.conquian.log.EventLog;
import org.conquian.log.LogCursor;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A match as its log holds it: each event's line by seq, and the audit's verdict; compared with what a player
 * was told was recorded.
 */
record Stored(Map<Long, byte[]> lines, Verdict verdict) {

    /** The match file of the embedded log, read as bytes: what is compared is what is on disk. */
    static Stored ofFile(Path file) throws IOException {
        byte[] bytes = Files.exists(file) ? Files.readAllBytes(file) : new byte[0];
        Map<Long, byte[]> lines = new HashMap<>();
        LogAudit audit = new LogAudit(true, false);
        LineParser parser = new LineParser();
        int start = 0;
        long number = 0;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                number++;
                LogLine line = parser.parse(number, bytes, start, i - start, true);
                audit.accept(line);
                if (line instanceof LogLine.EventLine event) {
                    lines.put(event.envelope().seq(), Arrays.copyOfRange(bytes, start, i));
                }
                start = i + 1;
            }
        }
        return new Stored(lines, audit.verdicts().get(0));
    }

    /** A match of any log, its events written again in their canonical form, as the recorder writes them. */
    static Stored ofLog(EventLog log, String match) throws IOException {
        Map<Long, byte[]> lines = new HashMap<>();
        LogAudit audit = new LogAudit(true, false);
        try (LogCursor cursor = log.read(match)) {
            while (cursor.hasNext()) {
                LogLine line = cursor.next();
                audit.accept(line);
                if (line instanceof LogLine.EventLine event) {
                    lines.put(event.envelope().seq(), EventJson.line(EventJson.toJson(event.envelope(), event.event())));
                }
            }
        }
        return new Stored(lines, audit.verdicts().get(0));
    }

    /** How many of the acknowledged events the log lacks or holds otherwise, byte for byte. */
    long lost(Map<Long, byte[]> acknowledged) {
        return acknowledged.entrySet().stream().filter(event -> !Arrays.equals(event.getValue(), lines.get(event.getKey()))).count();
    }

    boolean invalid() {
        return verdict.kind() == Verdict.Kind.INVALID || verdict.kind() == Verdict.Kind.EMPTY || verdict.kind() == Verdict.Kind.REDACTED;
    }
}
