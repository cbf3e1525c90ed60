package org.conquian.cli;

import org.conquian.audit.LogLine;
import org.conquian.log.EventLog;
import org.conquian.log.Imports;
import org.conquian.log.LogCursor;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;

/** {@code conquian import}: JSON Lines into the log, idempotently. */
@Command(name = "import",
        description = {
                "Appends the events of JSON Lines files to the log (a Kafka topic, or the embedded log), each line",
                "exactly as written. It is idempotent: the events a match already has in the log are checked",
                "(as the chain does: by the hash of their canonical form) and passed over, so importing a file",
                "twice adds nothing. An event that differs from the one already at its seq is a conflict: that",
                "match is left as it is, and reported. Each file is read whole before it is imported.",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {"  conquian import season.jsonl --kafka 127.0.0.1:9092", "  conquian import club.jsonl --data /srv/club"},
        mixinStandardHelpOptions = true)
public final class ImportCommand implements Callable<Integer> {

    @ParentCommand
    ConquianCommand parent;

    @Mixin
    LogOptions logOptions;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "JSON Lines logs to import.")
    List<Path> files;

    @Override
    public Integer call() throws IOException {
        Io io = parent.io();
        long added = 0;
        long present = 0;
        int conflicts = 0;
        try (EventLog log = logOptions.open()) {
            Set<String> known = new HashSet<>(log.matches());
            for (Path file : files) {
                List<EventLog.Appendix> appendices = new ArrayList<>();
                for (Map.Entry<String, Imports.MatchLines> match : Imports.byMatch(file).entrySet()) {
                    List<LogLine.EventLine> events = match.getValue().events();
                    List<String> existing = known.contains(match.getKey()) ? links(log, match.getKey()) : List.of();
                    int common = Math.min(existing.size(), events.size());
                    boolean same = true;
                    for (int i = 0; i < common && same; i++) {
                        same = existing.get(i).equals(events.get(i).digest().get());
                    }
                    if (!same) {
                        io.err().println("conquian import: match " + match.getKey() + " in " + file
                                + " differs from the events the log has; it was left as it is");
                        conflicts++;
                        continue;
                    }
                    present += common;
                    if (events.size() > common) {
                        List<byte[]> lines = match.getValue().lines().subList(common, events.size());
                        appendices.add(new EventLog.Appendix(match.getKey(), common, lines));
                        added += lines.size();
                        known.add(match.getKey());
                    }
                }
                log.appendAll(appendices);
            }
            io.err().println("imported " + added + " events into " + log.describe() + "; " + present + " were there already"
                    + (conflicts == 0 ? "" : "; " + conflicts + " matches in conflict"));
        }
        return conflicts == 0 ? ExitCode.OK : ExitCode.INVALID;
    }

    /** The chain links of the match's events already in the log, in order. */
    private static List<String> links(EventLog log, String match) throws IOException {
        List<String> links = new ArrayList<>();
        try (LogCursor cursor = log.read(match)) {
            while (cursor.hasNext()) {
                if (cursor.next() instanceof LogLine.EventLine event) {
                    links.add(event.digest().get());
                }
            }
        }
        return links;
    }
}
