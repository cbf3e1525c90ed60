package org.conquian.audit;

import org.conquian.game.MatchState;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The audit of one file: its lines grouped by match, each match folded on its own, verdicts in the order
 * the matches first appear. Memory grows with the matches, not the events. Several audits may share one
 * file's lines, each given whole matches, and their verdicts be {@link #merged}.
 */
public final class LogAudit {

    private static final int SHARED_STATES = 4096;

    private final boolean requireChain;
    private final boolean keepStates;
    private final Optional<Set<String>> trusted;
    private final Map<String, Folding> matches = new HashMap<>();
    /** The states of ended matches, each kept once however many matches end in it (bounded, as they need not repeat). */
    private final Map<MatchState, MatchState> endStates = new HashMap<>();

    /** A match being folded, and where it first appeared, to order the verdicts. */
    private static final class Folding {
        private final long firstLine;
        private MatchAudit audit;

        private Folding(long firstLine, MatchAudit audit) {
            this.firstLine = firstLine;
            this.audit = audit;
        }
    }

    /**
     * @param requireChain an unchained match is invalid (R-CHAIN)
     * @param keepStates   verdicts carry the state after the last valid event, as a replay needs
     */
    public LogAudit(boolean requireChain, boolean keepStates) {
        this(requireChain, keepStates, Optional.empty());
    }

    /** @param trusted the keys every match must be signed by (hex); none to accept any signer and unsigned matches */
    public LogAudit(boolean requireChain, boolean keepStates, Optional<Set<String>> trusted) {
        this.requireChain = requireChain;
        this.keepStates = keepStates;
        this.trusted = trusted.map(Set::copyOf);
    }

    public void accept(LogLine line) {
        Folding folding = matches.get(line.match());
        if (folding == null) {
            folding = new Folding(line.line(), MatchAudit.of(line.match(), requireChain, trusted));
            matches.put(line.match(), folding);
        }
        folding.audit = folding.audit.accept(line).compacted(keepStates, this::shared);
    }

    private MatchState shared(MatchState state) {
        MatchState kept = endStates.get(state);
        if (kept != null) {
            return kept;
        }
        if (endStates.size() < SHARED_STATES) {
            endStates.put(state, state);
        }
        return state;
    }

    /** One verdict per match; for a log with no event at all, the one verdict {@link Verdict#empty()}. */
    public List<Verdict> verdicts() {
        return merged(List.of(this));
    }

    /** The verdicts of audits that shared one file's lines, match by match, in the order the matches first appear in it. */
    public static List<Verdict> merged(List<LogAudit> audits) {
        record Ranked(long firstLine, Verdict verdict) {
        }
        List<Ranked> ranked = new ArrayList<>();
        for (LogAudit audit : audits) {
            for (Folding folding : audit.matches.values()) {
                ranked.add(new Ranked(folding.firstLine, folding.audit.verdict(audit.keepStates)));
            }
        }
        if (ranked.isEmpty()) {
            return List.of(Verdict.empty());
        }
        ranked.sort(Comparator.comparingLong(Ranked::firstLine));
        return ranked.stream().map(Ranked::verdict).toList();
    }
}
