package org.conquian.cli;

import org.conquian.audit.LogLine;
import org.conquian.contract.EventJson;
import org.conquian.log.AuditedImport;
import org.conquian.log.EventLog;
import org.conquian.replay.Style;
import org.conquian.replay.VerdictReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
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
            AuditedImport audited = AuditedImport.into(log);
            for (Path file : files) {
                for (AuditedImport.Outcome outcome : audited.importFile(file)) {
                    switch (outcome) {
                        case AuditedImport.Outcome.Invalid bad -> {
                            io.out().println(VerdictReport.text(file.toString(), bad.verdict(), Style.PLAIN));
                            io.err().println("conquian import: match " + bad.match() + " in " + file + " is invalid; none of it was imported");
                            invalid++;
                        }
                        case AuditedImport.Outcome.Conflict conflict -> {
                            io.err().println("conquian import: match " + conflict.match() + " in " + file + " differs from the log at seq "
                                    + conflict.inLog().envelope().seq() + "; it was left as it is.\n  the log has:  "
                                    + text(conflict.inLog()) + "\n  the file has: " + text(conflict.inFile()));
                            conflicts++;
                        }
                        case AuditedImport.Outcome.Imported imported -> {
                            present += imported.present();
                            added += imported.added();
                        }
                    }
                }
            }
            io.err().println("imported " + added + " events into " + log.describe() + "; " + present + " were there already"
                    + (conflicts == 0 ? "" : "; " + Words.count(conflicts, "match") + " in conflict")
                    + (invalid == 0 ? "" : "; " + invalid + (invalid == 1 ? " invalid match" : " invalid matches") + " left out"));
        }
        return conflicts == 0 && invalid == 0 ? ExitCode.OK : ExitCode.INVALID;
    }

    private static String text(LogLine.EventLine event) {
        return EventJson.lineText(EventJson.toJson(event.envelope(), event.event()));
    }
}
