package org.conquian.audit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The audit of one file: its lines grouped by match, each match folded on its own, verdicts in the order
 * the matches first appear. Memory grows with the matches, not the events.
 */
public final class LogAudit {

    private final boolean requireChain;
    private final boolean keepStates;
    private final Map<String, MatchAudit> matches = new LinkedHashMap<>();

    /**
     * @param requireChain an unchained match is invalid (R-CHAIN)
     * @param keepStates   verdicts carry the state after the last valid event, as a replay needs
     */
    public LogAudit(boolean requireChain, boolean keepStates) {
        this.requireChain = requireChain;
        this.keepStates = keepStates;
    }

    public void accept(LogLine line) {
        MatchAudit audit = matches.get(line.match());
        if (audit == null) {
            audit = MatchAudit.of(line.match(), requireChain);
        }
        matches.put(line.match(), audit.accept(line).compacted(keepStates));
    }

    /** One verdict per match; for a log with no event at all, the one verdict {@link Verdict#empty()}. */
    public List<Verdict> verdicts() {
        if (matches.isEmpty()) {
            return List.of(Verdict.empty());
        }
        List<Verdict> verdicts = new ArrayList<>(matches.size());
        for (MatchAudit audit : matches.values()) {
            verdicts.add(audit.verdict(keepStates));
        }
        return verdicts;
    }
}
