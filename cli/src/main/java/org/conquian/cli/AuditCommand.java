package org.conquian.cli;

import org.conquian.audit.Verdict;
import org.conquian.contract.FileAudits;
import org.conquian.contract.StrictJson;
import org.conquian.log.EventLog;
import org.conquian.log.LogCursor;
import org.conquian.log.file.FileEventLog;
import org.conquian.recorder.KeyFiles;
import org.conquian.audit.LogAudit;
import org.conquian.replay.Style;
import org.conquian.replay.VerdictReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;

/** {@code conquian audit}: one verdict per match per file, as docs/format.md specifies. */
@Command(name = "audit",
        description = {
                "Checks match logs against the rules and the format: a verdict per match.",
                "",
                "A verdict is valid (ended with MatchEnded), in-progress (all well so far), or invalid at the first faulty event, with its seq, its line, the rule it breaks and a sentence saying what is wrong. Files are read as streams: a log of millions of events needs memory per match, not per event. Several matches may be interleaved in one file, as in a topic export.",
                "",
                "A signed match's verdict names its signer and the last seq its signatures vouch for (everything up to it is as the signer wrote it); a match dealt from a committed shuffle says whether its deals were checked against the seed revealed at its end.",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {
                "  conquian audit club.jsonl                 verdicts as text",
                "  conquian audit season/*.jsonl --json      one JSON object per match and line",
                "  conquian audit big.jsonl --threads 1      on one thread, the other cores free",
                "  conquian audit                            every match of ./conquian-data",
                "  conquian audit --data /srv/club --require-chain",
                "  conquian audit --trust club.pub final.jsonl   valid if signed by that key",
                "  conquian audit --kafka 127.0.0.1:9092     every match of the topic",
                "  conquian audit --kafka 127.0.0.1:9092 --match club-7",
                "",
                "Exit status: 0 no match invalid; 1 some match invalid; 2 a file could not be",
                "read at all."},
        mixinStandardHelpOptions = true)
public final class AuditCommand implements Callable<Integer> {

    @ParentCommand
    ConquianCommand parent;

    @Mixin
    LogOptions logOptions;

    @Parameters(paramLabel = "FILE", arity = "0..*",
            description = "JSON Lines logs to audit. Without any, every match of the embedded log (--data) is audited.")
    List<Path> files = new ArrayList<>();

    @Option(names = "--match", paramLabel = "ID", completionCandidates = CompletionCommand.Matches.class, description = "Audit this match only, found through the log (the embedded log, or the topic's match directory).")
    String match;

    @Option(names = "--json", description = "Print one JSON object per verdict: file, match, verdict, events, chained, seq, line, rule, message;"
            + " for a signed match signer and signedThrough, for a committed shuffle shuffle.")
    boolean json;

    // one file each time, as git's and curl's repeatable options take theirs: a log after a key file is a log
    @Option(names = "--trust", paramLabel = "FILE",
            description = "A public key file to trust, a PEM public key (as conquian keys new or openssl pkey -pubout write it) or lines of"
                    + " 64 hex digits; give it again for more (--trust a.pub --trust b.pub). A match not signed by one of the trusted keys is"
                    + " invalid (R-SIGN at its first event).")
    List<Path> trust = new ArrayList<>();

    @Option(names = "--require-chain", description = "A match that is not chained (its seq 2 has no prev) is invalid (R-CHAIN).")
    boolean requireChain;

    @Option(names = "--threads", paramLabel = "N", description = "Threads that audit files at once, and share a file of 4 MB or more (default: one per core, ${DEFAULT-VALUE} here). The verdicts are the same, in the same order, on any number.")
    int threads = Runtime.getRuntime().availableProcessors();

    @Mixin
    StyleOption styleOption;

    /** The keys of --trust, in hex, when given. */
    private Optional<Set<String>> trusted = Optional.empty();

    @Override
    public Integer call() throws IOException {
        Io io = parent.io();
        if (threads < 1) {
            throw new IllegalArgumentException("--threads must be at least 1, not " + threads);
        }
        trusted = trust.isEmpty() ? Optional.empty() : Optional.of(KeyFiles.trusted(trust));
        if (logOptions.kafka() || match != null) {
            if (!files.isEmpty()) {
                throw new IllegalArgumentException("give log files, or a log to read (--kafka, --match), not both");
            }
            return auditLog(io);
        }
        List<Path> sources = files.isEmpty() ? storeFiles() : files;
        long total = 0;
        for (Path file : sources) {
            total += sizeOf(file);
        }
        Style style = json ? Style.PLAIN : styleOption.style(io);
        List<Verdict> all = new ArrayList<>();
        boolean[] unreadable = {false};
        try (Progress progress = new Progress(io, "auditing", total, true)) {
            FileAudits.audit(sources, requireChain, trusted, threads, progress::update, audited -> {
                Path file = audited.file();
                switch (audited) {
                    case FileAudits.Audited.Unreadable failed when Files.isDirectory(file) ->
                            io.err().println("conquian audit: " + file + " is a directory, not a log file; it was passed over");
                    case FileAudits.Audited.Unreadable failed when failed.error() instanceof NoSuchFileException ->
                            io.err().println("conquian audit: " + file + ": no such file");
                    case FileAudits.Audited.Unreadable failed ->
                            io.err().println("conquian audit: " + file + ": cannot be read: " + failed.error().getMessage());
                    case FileAudits.Audited.Read read -> {
                        for (Verdict verdict : read.verdicts()) {
                            print(io, file.toString(), verdict, style);
                        }
                        all.addAll(read.verdicts());
                    }
                }
                unreadable[0] |= audited instanceof FileAudits.Audited.Unreadable;
            });
        }
        return report(io, all, unreadable[0]);
    }

    /** The whole Kafka topic, or one match of either log, read through the log itself. */
    private int auditLog(Io io) throws IOException {
        LogAudit audit = new LogAudit(requireChain, false, trusted);
        try (EventLog log = logOptions.open(); LogCursor lines = match == null ? log.readAll() : log.read(match)) {
            lines.forEachRemaining(audit::accept);
        }
        Style style = json ? Style.PLAIN : styleOption.style(io);
        List<Verdict> verdicts = audit.verdicts();
        for (Verdict verdict : verdicts) {
            print(io, logOptions.source(verdict.match() == null ? "" : verdict.match()), verdict, style);
        }
        return report(io, verdicts, false);
    }

    private void print(Io io, String source, Verdict verdict, Style style) throws IOException {
        io.out().println(json ? StrictJson.MAPPER.writeValueAsString(VerdictReport.json(source, verdict)) : VerdictReport.text(source, verdict, style));
    }

    private int report(Io io, List<Verdict> verdicts, boolean unreadable) {
        io.out().flush();
        if (!json) {
            io.err().println(verdicts.isEmpty() ? "no events found" : VerdictReport.summary(verdicts));
            verdicts.stream().map(Verdict::fault).filter(Objects::nonNull).findFirst()
                    .ifPresent(fault -> io.err().println("look a rule up with: conquian rules " + fault.rule().id()));
        }
        if (unreadable) {
            return ExitCode.UNREADABLE;
        }
        // a viewer's copy is not shown valid: nothing of its record could be checked
        return verdicts.stream().anyMatch(verdict -> verdict.kind() == Verdict.Kind.INVALID || verdict.kind() == Verdict.Kind.REDACTED)
                ? ExitCode.INVALID : ExitCode.OK;
    }

    /** For progress: a file that is not there counts for nothing, and is reported when it is read. */
    private static long sizeOf(Path file) throws IOException {
        return Files.isRegularFile(file) ? Files.size(file) : 0;
    }

    private List<Path> storeFiles() throws IOException {
        if (!Files.isDirectory(logOptions.directory())) {
            throw new NoSuchFileException(logOptions.directory().toString(), null,
                    "there is no embedded log there: give log files to audit, or --data DIR");
        }
        try (FileEventLog log = FileEventLog.open(logOptions.directory())) {
            List<Path> paths = new ArrayList<>();
            for (String match : log.matches()) {
                paths.add(log.fileOf(match));
            }
            return paths;
        }
    }
}
