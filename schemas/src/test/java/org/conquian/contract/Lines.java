package org.conquian.contract;

import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Test helpers: logs as text or bytes, read or audited. */
final class Lines {

    private Lines() {
    }

    static List<LogLine> read(byte[] log) {
        List<LogLine> lines = new ArrayList<>();
        try (LogReader reader = new LogReader(new ByteArrayInputStream(log))) {
            reader.forEachRemaining(lines::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return lines;
    }

    static List<LogLine> read(String log) {
        return read(log.getBytes(StandardCharsets.UTF_8));
    }

    static LogLine.BadLine bad(String line) {
        List<LogLine> lines = read(line);
        if (lines.size() != 1 || !(lines.get(0) instanceof LogLine.BadLine bad)) {
            throw new AssertionError("expected one bad line, got " + lines);
        }
        return bad;
    }

    static List<Verdict> audit(byte[] log) {
        try {
            return LogAudits.audit(new ByteArrayInputStream(log), false);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Verdict> audit(String log) {
        return audit(log.getBytes(StandardCharsets.UTF_8));
    }
}
