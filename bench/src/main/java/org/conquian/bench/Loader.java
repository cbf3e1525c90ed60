package org.conquian.bench;

import org.conquian.log.EventLog;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Puts a log into an event log the way `conquian import` does: all matches at once, batched by the store. */
final class Loader {

    private Loader() {
    }

    static long load(EventLog log, Path file) throws IOException {
        Map<String, List<byte[]>> matches = new LinkedHashMap<>();
        long lines = 0;
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                int start = line.indexOf("\"match\":\"") + 9;
                String match = line.substring(start, line.indexOf('"', start));
                matches.computeIfAbsent(match, key -> new ArrayList<>()).add(line.getBytes(StandardCharsets.UTF_8));
                lines++;
            }
        }
        List<EventLog.Appendix> appendices = new ArrayList<>();
        matches.forEach((match, matchLines) -> appendices.add(new EventLog.Appendix(match, 0, matchLines)));
        log.appendAll(appendices);
        return lines;
    }
}
