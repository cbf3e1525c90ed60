package org.conquian.bench;

import org.conquian.log.EventLog;
import org.conquian.log.Imports;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Puts a log into an event log the way `conquian import` does into an empty one: all matches at once, batched by the store. */
final class Loader {

    private Loader() {
    }

    static long load(EventLog log, Path file) throws IOException {
        List<EventLog.Appendix> appendices = new ArrayList<>();
        long lines = 0;
        for (var match : Imports.byMatch(file).entrySet()) {
            appendices.add(new EventLog.Appendix(match.getKey(), 0, match.getValue().lines()));
            lines += match.getValue().lines().size();
        }
        log.appendAll(appendices);
        return lines;
    }
}
