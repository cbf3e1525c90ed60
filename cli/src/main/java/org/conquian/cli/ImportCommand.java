package org.conquian.cli;

import org.conquian.audit.LogAudit;
import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;
import org.conquian.contract.EventJson;
import org.conquian.log.EventLog;
import org.conquian.log.Imports;
import org.conquian.replay.Style;
import org.conquian.replay.VerdictReport;
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
                "Appends the events of JSON Lines files to the log, each match audited first.",
                "",
                "Each line is appended exactly as written, to a Kafka topic or the embedded log. A match that breaks a rule or the format is not written at all, and its verdict is printed; the file's other matches are still imported. It is idempotent: the events a match already has in the log are checked (as the chain does: by the hash of their canonical form) and passed over, so importing a file twice adds nothing. An event that differs from the one already at its seq is a conflict: that match is left as it is, and the first seq where they differ is reported with both events.",
                "",
                "Exit status: 0 all imported; 1 a match was invalid or in conflict; 2 a file could not be read.",
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
        int invalid = 0;
        try (EventLog log = logOptions.open()) {
            Set<String> known = new HashSet<>(log.matches());
            for (Path file : files) {
                List<EventLog.Appendix> appendices = new ArrayList<>();
                for (Map.Entry<String, Imports.MatchLines> match : Imports.byMatch(file).entrySet()) {
                    List<LogLine.EventLine> events = match.getValue().events();
                    Verdict verdict = audit(events);
                    if (verdict.kind() == Verdict.Kind.INVALID) {
                        io.out().println(VerdictReport.text(file.toString(), verdict, Style.PLAIN));
                        io.err().println("conquian import: match " + match.getKey() + " in " + file + " is invalid; none of it was imported");
                        invalid++;
                        continue;
                    }
                    List<LogLine.EventLine> existing = known.contains(match.getKey()) ? log.events(match.getKey()) : List.of();
                    int common = Math.min(existing.size(), events.size());
                    int differs = -1;
                    for (int i = 0; i < common && differs < 0; i++) {
                        if (!existing.get(i).digest().get().equals(events.get(i).digest().get())) {
                            differs = i;
                        }
                    }
                    if (differs >= 0) {
                        io.err().println("conquian import: match " + match.getKey() + " in " + file + " differs from the log at seq "
                                + existing.get(differs).envelope().seq() + "; it was left as it is.\n  the log has:  "
                                + text(existing.get(differs)) + "\n  the file has: " + text(events.get(differs)));
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
                    + (conflicts == 0 ? "" : "; " + Words.count(conflicts, "match") + " in conflict")
                    + (invalid == 0 ? "" : "; " + invalid + (invalid == 1 ? " invalid match" : " invalid matches") + " left out"));
        }
        return conflicts == 0 && invalid == 0 ? ExitCode.OK : ExitCode.INVALID;
    }

    /** The match's verdict on the file's events alone, as `conquian audit` would give it. */
    private static Verdict audit(List<LogLine.EventLine> events) {
        LogAudit audit = new LogAudit(false, false);
        events.forEach(audit::accept);
        return audit.verdicts().get(0);
    }

    private static String text(LogLine.EventLine event) {
        return EventJson.lineText(EventJson.toJson(event.envelope(), event.event()));
    }
}
