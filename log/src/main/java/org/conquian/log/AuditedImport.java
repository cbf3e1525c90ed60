package org.conquian.log;

import org.conquian.audit.LogAudit;
import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * JSON Lines files imported into an event log, each match audited first and idempotently: a match that
 * breaks a rule or the format is not written at all; the events a match already has in the log are compared
 * by the hash of their canonical form (as the chain compares them) and passed over, so importing a file
 * twice adds nothing; an event that differs from the one at its seq leaves that match as it is.
 */
public final class AuditedImport {

    /** What became of one match of a file. */
    public sealed interface Outcome {
        String match();

        /** Its events, on their own, are not a valid match: none of it was imported. */
        record Invalid(String match, Verdict verdict) implements Outcome {
        }

        /** The log has another event at some seq: the match was left as it is. */
        record Conflict(String match, LogLine.EventLine inLog, LogLine.EventLine inFile) implements Outcome {
        }

        /** {@code present} of its events were in the log already; {@code added} were appended after them. */
        record Imported(String match, int present, int added) implements Outcome {
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

    /** Imports one file's matches, appending what is new of each valid one; returns their outcomes in the file's order. */
    public List<Outcome> importFile(Path file) throws IOException {
        List<Outcome> outcomes = new ArrayList<>();
        List<EventLog.Appendix> appendices = new ArrayList<>();
        for (Map.Entry<String, Imports.MatchLines> entry : Imports.byMatch(file).entrySet()) {
            String match = entry.getKey();
            List<LogLine.EventLine> events = entry.getValue().events();
            Verdict verdict = audit(events);
            if (verdict.kind() == Verdict.Kind.INVALID) {
                outcomes.add(new Outcome.Invalid(match, verdict));
                continue;
            }
            List<LogLine.EventLine> existing = known.contains(match) ? log.events(match) : List.of();
            int common = Math.min(existing.size(), events.size());
            int differs = firstDifference(existing, events, common);
            if (differs >= 0) {
                outcomes.add(new Outcome.Conflict(match, existing.get(differs), events.get(differs)));
                continue;
            }
            if (events.size() > common) {
                appendices.add(new EventLog.Appendix(match, common, entry.getValue().lines().subList(common, events.size())));
                known.add(match);
            }
            outcomes.add(new Outcome.Imported(match, common, events.size() - common));
        }
        log.appendAll(appendices);
        return outcomes;
    }

    /** The match's verdict on the file's events alone, as an audit of the file would give it. */
    private static Verdict audit(List<LogLine.EventLine> events) {
        LogAudit audit = new LogAudit(false, false);
        events.forEach(audit::accept);
        return audit.verdicts().get(0);
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
