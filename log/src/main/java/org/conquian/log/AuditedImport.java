package org.conquian.log;

import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;
import org.conquian.contract.LogAudits;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * JSON Lines files imported into an event log, each match audited first and idempotently: a match that
 * breaks a rule or the format is not written at all, and neither is a line that is not an event (it is judged
 * as the audit of the file judges it: with its match, or alone when it names none); the events a match already has in the log are compared
 * by the hash of their canonical form (as the chain compares them) and passed over, so importing a file
 * twice adds nothing; an event that differs from the one at its seq leaves that match as it is.
 */
public final class AuditedImport {

    /** What became of one match of a file, or of its lines of no match. */
    public sealed interface Outcome {

        /** Its lines, as the audit of the file judges them, are not a valid match, or are a viewer's copy: none of it was imported. */
        record Invalid(String match, Verdict verdict) implements Outcome {
        }

        /** The log has another event at some seq: the match was left as it is. */
        record Conflict(String match, LogLine.EventLine inLog, LogLine.EventLine inFile) implements Outcome {
        }

        /** {@code present} of its events were in the log already; {@code added} were appended after them. */
        record Imported(String match, int present, int added) implements Outcome {
        }

        /** Lines that are not events and name no match: the audit's verdict on them; they were left out. */
        record NoMatch(Verdict verdict) implements Outcome {
        }

        /**
         * An invalid match cut at its fault, when asked: its events before the faulty line were imported ({@code
         * present} of them there already, {@code added} appended), the rest left out.
         */
        record Cut(String match, Verdict verdict, int present, int added) implements Outcome {
        }

        /** The file holds no event at all (empty, or blank lines only): nothing to import. */
        record Empty() implements Outcome {
        }
    }

    private final EventLog log;
    private final Set<String> known;

    private AuditedImport(EventLog log, Set<String> known) {
        this.log = log;
        this.known = known;
    }

    /** An import into this log; it reads the log's matches once. */
    public static AuditedImport into(EventLog log) throws IOException {
        return new AuditedImport(log, new HashSet<>(log.matches()));
    }

    /**
     * Imports one file's matches, appending what is new of each valid one; returns their outcomes in the file's
     * order, lines of no match first.
     */
    public List<Outcome> importFile(Path file) throws IOException {
        return importFile(file, false);
    }

    /**
     * As {@link #importFile(Path)}; with {@code cutAtFault}, an invalid match is imported up to the event before
     * its first fault, as in progress (the audit accepted all of that), and the rest is left out.
     */
    public List<Outcome> importFile(Path file, boolean cutAtFault) throws IOException {
        List<Outcome> outcomes = new ArrayList<>();
        Map<String, Verdict> verdicts = new LinkedHashMap<>();
        for (Verdict verdict : LogAudits.audit(file, false, Optional.empty(), 1, bytes -> { })) {
            if (verdict.match() == null) {
                switch (verdict.kind()) {
                    case INVALID -> outcomes.add(new Outcome.NoMatch(verdict));
                    case EMPTY -> outcomes.add(new Outcome.Empty());
                    // a line of no match is no viewer's copy: it is charged to no match's lines
                    case VALID, IN_PROGRESS, REDACTED -> { }
                }
            } else {
                verdicts.put(verdict.match(), verdict);
            }
        }
        Map<String, Imports.MatchLines> matches = Imports.byMatch(file);
        List<EventLog.Appendix> appendices = new ArrayList<>();
        for (Map.Entry<String, Verdict> entry : verdicts.entrySet()) {
            String match = entry.getKey();
            Verdict verdict = entry.getValue();
            List<LogLine.EventLine> events = matches.containsKey(match) ? matches.get(match).events() : List.of();
            List<byte[]> lines = matches.containsKey(match) ? matches.get(match).lines() : List.of();
            boolean cut = false;
            if (verdict.kind() == Verdict.Kind.REDACTED) {
                // a viewer's copy is not the record, and has no fault to cut it at
                outcomes.add(new Outcome.Invalid(match, verdict));
                continue;
            }
            if (verdict.kind() == Verdict.Kind.INVALID) {
                int before = cutAtFault ? beforeLine(events, verdict.fault().line()) : 0;
                if (before == 0) {
                    outcomes.add(new Outcome.Invalid(match, verdict));
                    continue;
                }
                events = events.subList(0, before);
                lines = lines.subList(0, before);
                cut = true;
            }
            List<LogLine.EventLine> existing = known.contains(match) ? log.events(match) : List.of();
            int common = Math.min(existing.size(), events.size());
            int differs = firstDifference(existing, events, common);
            if (differs >= 0) {
                outcomes.add(new Outcome.Conflict(match, existing.get(differs), events.get(differs)));
                continue;
            }
            if (events.size() > common) {
                appendices.add(new EventLog.Appendix(match, common, lines.subList(common, events.size())));
                known.add(match);
            }
            outcomes.add(cut ? new Outcome.Cut(match, verdict, common, events.size() - common)
                    : new Outcome.Imported(match, common, events.size() - common));
        }
        log.appendAll(appendices);
        return outcomes;
    }

    /** How many of the events come before the line (the fault's): the audit accepted every one of them. */
    private static int beforeLine(List<LogLine.EventLine> events, long line) {
        int before = 0;
        while (before < events.size() && events.get(before).line() < line) {
            before++;
        }
        return before;
    }

    /** The index of the first of the first {@code common} events where the two differ; -1 when none does. */
    private static int firstDifference(List<LogLine.EventLine> existing, List<LogLine.EventLine> events, int common) {
        for (int i = 0; i < common; i++) {
            if (!existing.get(i).digest().get().equals(events.get(i).digest().get())) {
                return i;
            }
        }
        return -1;
    }
}
