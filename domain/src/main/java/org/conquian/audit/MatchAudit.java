package org.conquian.audit;


import org.conquian.event.DealStarted;
import org.conquian.event.Envelope;
import org.conquian.event.Event;
import org.conquian.event.HandsShown;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.game.Step;
import org.conquian.rules.RuleId;
import org.conquian.rules.Violation;

import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The audit of one match as a fold over its lines: it stops at the first fault and keeps the state after
 * the last valid event. Each line is judged in the format's precedence: SCHEMA, then R-SEQ, then
 * R-CHAIN, then R-SIGN, then the rules of the game, then R-SHUFFLE.
 *
 * @param events     lines charged to the match so far, up to the fault
 * @param state      the state after the last valid event
 * @param lastSeq    the seq of the last valid event, 0 before the first
 * @param chain      whether the match is chained, as its seq 2 says
 * @param lastDigest the chain link of the last valid event; none before the first, nor once the audit has
 *                   stopped at a fault or dropped what it no longer needs
 * @param fault      the first fault, once found
 * @param concealment the concealed deals among the valid events, and those whose hands were shown
 * @param rulings    the rulings, appeals and deals ended by them among the valid events
 * @param trust      the match's signer, signatures and committed shuffle, as far as judged
 * @param copy       whether the match's lines, every one, are a viewer's copy rather than the record
 */
public record MatchAudit(String match, boolean requireChain, long events, MatchState state, long lastSeq,
                         Chain chain, Optional<Supplier<String>> lastDigest, Optional<Fault> fault, Concealment concealment,
                         Rulings rulings, TrustAudit trust, ViewersCopy copy) {

    /** Whether a match is chained: its event of seq 2 says, by having {@code prev} or not. */
    public enum Chain {
        /** No event of seq 2 yet. */
        UNKNOWN,
        CHAINED,
        NOT_CHAINED
    }

    public static MatchAudit of(String match, boolean requireChain) {
        return of(match, requireChain, Optional.empty());
    }

    /** @param trusted the keys a signed match must be signed by (hex); none to accept any signer and unsigned matches */
    public static MatchAudit of(String match, boolean requireChain, Optional<Set<String>> trusted) {
        return new MatchAudit(match, requireChain, 0, MatchState.NOT_STARTED, 0, Chain.UNKNOWN, Optional.empty(), Optional.empty(),
                Concealment.NONE, Rulings.NONE, TrustAudit.of(trusted), ViewersCopy.NONE);
    }

    public MatchAudit accept(LogLine line) {
        if (fault.isPresent()) {
            // whether the match is a viewer's copy is told by every one of its lines, those after its fault too
            return seen(line);
        }
        MatchAudit judged = switch (line) {
            case LogLine.BadLine bad -> failed(new Fault(bad.seq(), bad.line(), RuleId.SCHEMA, bad.message()));
            case LogLine.EventLine event -> acceptEvent(event);
        };
        return judged.seen(line);
    }

    private MatchAudit seen(LogLine line) {
        return new MatchAudit(match, requireChain, events, state, lastSeq, chain, lastDigest, fault, concealment, rulings, trust,
                copy.seen(line));
    }

    /**
     * As {@link #accept}, for an event the judge has already stepped from this audit's state, as a recorder judges a
     * move before it appends it: the step is taken as it was judged, not asked of the judge a second time.
     */
    public MatchAudit accept(LogLine.EventLine line, Step judged) {
        return (fault.isPresent() ? this : acceptEvent(line, judged)).seen(line);
    }

    private MatchAudit acceptEvent(LogLine.EventLine line) {
        return acceptEvent(line, Game.step(state, line.event()));
    }

    private MatchAudit acceptEvent(LogLine.EventLine line, Step step) {
        Envelope envelope = line.envelope();
        // the judge names the first of what the profile allows (SCHEMA), stream order (R-SEQ) and the rules; the
        // format ranks the record's own checks between them: the seq with stream order, then the chain and the signature
        Optional<Violation> judged = step instanceof Step.Refused refused ? Optional.of(refused.violation()) : Optional.empty();
        Optional<Violation> broken = judged.filter(violation -> violation.rule() == RuleId.SCHEMA)
                .or(() -> seqViolation(envelope.seq()))
                .or(() -> judged.filter(violation -> violation.rule() == RuleId.SEQ))
                .or(() -> chainViolation(envelope));
        if (broken.isPresent()) {
            return failed(line, broken.get(), trust);
        }
        TrustAudit.Judged signature = trust.signature(line);
        if (signature.broken().isPresent()) {
            return failed(line, signature.broken().get(), signature.trust());
        }
        return switch (step) {
            case Step.Applied applied -> {
                TrustAudit.Judged shuffled = signature.trust().shuffled(state, line.event());
                if (shuffled.broken().isPresent()) {
                    yield failed(line, shuffled.broken().get(), shuffled.trust());
                }
                yield new MatchAudit(match, requireChain, events + 1, applied.state(), envelope.seq(),
                        envelope.seq() == 2 ? (envelope.chained() ? Chain.CHAINED : Chain.NOT_CHAINED) : chain, Optional.of(line.digest()),
                        Optional.empty(), counted(line.event()), rulings.counted(state, line.event()), shuffled.trust(), copy);
            }
            case Step.Refused refused -> failed(line, refused.violation(), signature.trust());
        };
    }

    /** The concealment after a valid event: a concealed deal, or hands shown, count. */
    private Concealment counted(Event event) {
        if (event instanceof DealStarted dealt && dealt.concealed()) {
            return concealment.withDeal();
        }
        return event instanceof HandsShown ? concealment.withHandsShown() : concealment;
    }

    private Optional<Violation> seqViolation(long seq) {
        long due = lastSeq + 1;
        if (seq == due) {
            return Optional.empty();
        }
        String message;
        if (seq == lastSeq) {
            message = "seq " + seq + " is repeated";
        } else if (seq < lastSeq) {
            message = "seq " + seq + " comes after seq " + lastSeq + ": events are out of order";
        } else if (lastSeq == 0) {
            message = "the match's first event has seq " + seq + "; a match's stream starts at seq 1";
        } else {
            message = "seq " + seq + " follows seq " + lastSeq + ": " + (seq == due + 1 ? "seq " + due + " is" : "seqs " + due + " to " + (seq - 1) + " are") + " missing";
        }
        return Optional.of(Violation.of(RuleId.SEQ, message));
    }

    private Optional<Violation> chainViolation(Envelope envelope) {
        long seq = envelope.seq();
        String prev = envelope.prev();
        if (seq == 1) {
            return prev == null ? Optional.empty() : chainBroken("the first event of a match has no prev, but seq 1 has one");
        }
        // a signed match is chained whatever its seq 2 says: a signature covers the events before it through prev
        boolean isChained = trust.signed() || (seq == 2 ? prev != null : chain == Chain.CHAINED);
        if (!isChained) {
            if (prev != null) {
                return chainBroken("seq " + seq + " has prev, but the match is not chained (its seq 2 has no prev)");
            }
            return requireChain && seq == 2
                    ? chainBroken("the match is not chained (seq 2 has no prev) and a chain is required")
                    : Optional.empty();
        }
        if (prev == null) {
            return chainBroken("seq " + seq + " has no prev, but the match is " + (trust.signed() ? "signed, so chained" : "chained"));
        }
        String expected = lastDigest.orElseThrow().get();
        return prev.equals(expected) ? Optional.empty()
                : chainBroken("seq " + seq + "'s prev " + prev + " is not the hash of seq " + lastSeq + " as written (" + expected
                + "): seq " + lastSeq + " was changed, or events before seq " + seq + " were removed, inserted or reordered");
    }

    private static Optional<Violation> chainBroken(String message) {
        return Optional.of(Violation.of(RuleId.CHAIN, message));
    }

    private MatchAudit failed(Fault found) {
        return new MatchAudit(match, requireChain, events + 1, state, lastSeq, chain, Optional.empty(), Optional.of(found), concealment, rulings,
                trust, copy);
    }

    private MatchAudit failed(LogLine.EventLine line, Violation broken, TrustAudit judged) {
        return new MatchAudit(match, requireChain, events + 1, state, lastSeq, chain, Optional.empty(),
                Optional.of(new Fault(line.envelope().seq(), line.line(), broken.rule(), broken.message())), concealment, rulings, judged, copy);
    }

    /**
     * Drops what the rest of the audit no longer needs: the deal of an ended match. The slimmed state is given
     * to {@code shared}, which may answer an equal one kept already, so that ended matches of the same
     * players and score keep one state between them.
     */
    MatchAudit compacted(boolean keepState, UnaryOperator<MatchState> shared) {
        // slimmed already: lines after the end or the fault come here again, and need no second look-up
        boolean slimmed = lastDigest.isEmpty() && !(state instanceof MatchState.Started started && started.lastDeal().isPresent());
        if (keepState || slimmed || state.stage() != MatchState.Stage.ENDED && fault.isEmpty()) {
            return this;
        }
        MatchState slim = switch (state) {
            case MatchState.NotStarted notStarted -> notStarted;
            case MatchState.Underway underway -> underway.withLastDeal(Optional.empty());
            case MatchState.Ended ended -> new MatchState.Ended(ended.setup(), ended.wins(), ended.draws(), Optional.empty());
        };
        return new MatchAudit(match, requireChain, events, shared.apply(slim), lastSeq, chain, Optional.empty(), fault, concealment,
                rulings, trust.ended(), copy);
    }

    public Verdict verdict(boolean withState) {
        Optional<MatchState> kept = withState ? Optional.of(state) : Optional.empty();
        if (copy.isOne()) {
            // what the rules, the chain or a signature say of it is said of what was left out, not of the record
            return new Verdict(match, Verdict.Kind.REDACTED, copy.events(), null, null, kept, Concealment.NONE, Rulings.NONE, Trust.NONE);
        }
        if (fault.isPresent()) {
            return new Verdict(match, Verdict.Kind.INVALID, events, null, fault.get(), kept, concealment, rulings,
                    trust.verdict(Verdict.Kind.INVALID));
        }
        Verdict.Kind kind = state.stage() == MatchState.Stage.ENDED ? Verdict.Kind.VALID : Verdict.Kind.IN_PROGRESS;
        return new Verdict(match, kind, events, chain == Chain.CHAINED || trust.signed(), null, kept, concealment, rulings, trust.verdict(kind));
    }
}
