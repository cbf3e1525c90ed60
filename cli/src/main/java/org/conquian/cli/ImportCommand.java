package org.conquian.cli;

import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;
import org.conquian.contract.EventJson;
import org.conquian.log.AuditedImport;
import org.conquian.log.EventLog;
import org.conquian.log.EventLogException;
import org.conquian.replay.Style;
import org.conquian.replay.VerdictReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code conquian import}: JSON Lines into the log, idempotently. */
@Command(name = "import",
        description = {
                "Appends the events of JSON Lines files to the log, each match audited first.",
                "",
                "Each line is appended exactly as written, to a Kafka topic or the embedded log. A match that breaks a rule or the format is not written at all, and its verdict is printed; the file's other matches are still imported. It is idempotent: the events a match already has in the log are checked (as the chain does: by the hash of their canonical form) and passed over, so importing a file twice adds nothing. An event that differs from the one already at its seq is a conflict: that match is left as it is, and the first seq where they differ is reported with both events.",
                "",
                "Lines that are not events get their verdict as the audit gives it: the match they belong to is left out (with --cut-at-fault, imported up to the event before its first fault, as in progress), and so are lines of no match. Every run ends with a line saying what was imported, what was there already and what was left out.",
                "",
                "Exit status: 0 all imported; 1 a match or line was left out (invalid, in conflict); 2 a file could not be read.",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {"  conquian import season.jsonl --kafka 127.0.0.1:9092", "  conquian import club.jsonl --data /srv/club",
                "  conquian import damaged.jsonl --cut-at-fault   keep what comes before a fault"},
        mixinStandardHelpOptions = true)
public final class ImportCommand implements Callable<Integer> {

    @ParentCommand
    ConquianCommand parent;

    @Mixin
    LogOptions logOptions;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "JSON Lines logs to import.")
    List<Path> files;

    @Option(names = "--cut-at-fault", description = "Import an invalid match up to the event before its first fault, as a match in progress,"
            + " and say what was cut; without it, an invalid match is left out whole.")
    boolean cutAtFault;

    @Override
    public Integer call() throws IOException {
        Io io = parent.io();
        Tally tally = new Tally();
        try (EventLog log = logOptions.open()) {
            try {
                AuditedImport audited = AuditedImport.into(log);
                for (Path file : files) {
                    List<AuditedImport.Outcome> outcomes;
                    try {
                        outcomes = audited.importFile(file, cutAtFault);
                    } catch (IOException | UncheckedIOException e) {
                        if (e instanceof EventLogException || e.getCause() instanceof EventLogException) {
                            throw e;
                        }
                        io.err().println("conquian import: " + Main.message(e) + "; nothing of " + file + " was imported");
                        tally.unreadable++;
                        continue;
                    }
                    outcomes.forEach(outcome -> report(io, file, outcome, tally));
                }
            } finally {
                // said however the run ends, a log that stopped answering included: what is in the log and what is not
                io.err().println(tally.summary(log.describe()));
            }
        }
        return tally.unreadable > 0 ? ExitCode.UNREADABLE : tally.leftOut() > 0 ? ExitCode.INVALID : ExitCode.OK;
    }

    private static void report(Io io, Path file, AuditedImport.Outcome outcome, Tally tally) {
        switch (outcome) {
            case AuditedImport.Outcome.Invalid bad -> {
                io.out().println(VerdictReport.text(file.toString(), bad.verdict(), Style.PLAIN));
                io.err().println("conquian import: match " + bad.match() + " in " + file + " is "
                        + (bad.verdict().kind() == Verdict.Kind.REDACTED ? "a viewer's copy, not the record" : "invalid") + "; none of it was imported");
                tally.invalid++;
            }
            case AuditedImport.Outcome.NoMatch stray -> {
                io.out().println(VerdictReport.text(file.toString(), stray.verdict(), Style.PLAIN));
                io.err().println("conquian import: " + file + " has lines of no match; they were left out");
                tally.strayFiles++;
            }
            case AuditedImport.Outcome.Conflict conflict -> {
                io.err().println("conquian import: match " + conflict.match() + " in " + file + " differs from the log at seq "
                        + conflict.inLog().envelope().seq() + "; it was left as it is.\n  the log has:  "
                        + text(conflict.inLog()) + "\n  the file has: " + text(conflict.inFile()));
                tally.conflicts++;
            }
            case AuditedImport.Outcome.Cut cut -> {
                io.out().println(VerdictReport.text(file.toString(), cut.verdict(), Style.PLAIN));
                io.err().println("conquian import: match " + cut.match() + " in " + file + " was cut at its fault (line " + cut.verdict().fault().line()
                        + "): its " + Words.count(cut.present() + cut.added(), "event") + " before it are in the log, as a match in progress;"
                        + " the faulty line and all that follows of the match were left out");
                tally.present += cut.present();
                tally.added += cut.added();
                tally.matches += cut.added() > 0 ? 1 : 0;
                tally.cut++;
            }
            case AuditedImport.Outcome.Empty empty -> io.err().println("conquian import: " + file + " is empty: it holds no event");
            case AuditedImport.Outcome.Imported imported -> {
                tally.present += imported.present();
                tally.added += imported.added();
                if (imported.added() > 0) {
                    tally.matches++;
                }
            }
        }
    }

    /** What a run did, for the line that ends it. */
    private static final class Tally {
        long added;
        long present;
        int matches;
        int invalid;
        int conflicts;
        int strayFiles;
        int unreadable;
        int cut;

        int leftOut() {
            return invalid + conflicts + strayFiles + cut;
        }

        String summary(String log) {
            List<String> leftOut = new ArrayList<>();
            if (invalid > 0) {
                leftOut.add(invalid + (invalid == 1 ? " invalid match" : " invalid matches"));
            }
            if (cut > 0) {
                leftOut.add("the rest of " + Words.count(cut, "match") + " cut at its fault");
            }
            if (conflicts > 0) {
                leftOut.add(Words.count(conflicts, "match") + " in conflict");
            }
            if (strayFiles > 0) {
                leftOut.add("the lines of no match in " + Words.count(strayFiles, "file"));
            }
            if (unreadable > 0) {
                leftOut.add(Words.count(unreadable, "file") + " that could not be read");
            }
            return "imported " + Words.count(added, "event") + " of " + Words.count(matches, "match") + " into " + log + "; " + present
                    + " were there already" + (leftOut.isEmpty() ? "" : "; left out: " + String.join(", ", leftOut));
        }
    }

    private static String text(LogLine.EventLine event) {
        return EventJson.lineText(EventJson.toJson(event.envelope(), event.event()));
    }
}
