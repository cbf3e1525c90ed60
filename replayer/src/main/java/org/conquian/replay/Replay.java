package org.conquian.replay;

import org.conquian.audit.Fault;
import org.conquian.audit.LogLine;
import org.conquian.audit.MatchAudit;
import org.conquian.audit.Trust;
import org.conquian.audit.Verdict;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.game.MatchSetup;
import org.conquian.game.MatchState;
import org.conquian.view.Frame;
import org.conquian.view.Observer;
import org.conquian.view.SeenMatch;
import org.conquian.view.Viewer;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One match, ready to step through: the state after each of its valid events, and its verdict. Position
 * 0 is before the first event; position n is after the n-th. An invalid match stops at its last valid
 * event, and its first fault is kept to show where it went wrong.
 */
public final class Replay {

    /** Kept moments: every one, or, for a replay at one event, that event's and the one before it (see {@link #at}). */
    private final List<Moment> moments;
    /** The index of the first kept moment. */
    private final int first;
    /** The number of valid events. */
    private final int end;
    /** The last two moments, always kept: the end is shown, and the verdict names the last seq. */
    private final Optional<Moment> beforeLast;
    private final Optional<Moment> last;
    /** The set-up the match's valid {@code MatchStarted} gives, always kept: the first position shows who will play. */
    private final Optional<MatchSetup> setup;
    private final String match;
    private final Verdict verdict;
    private final Optional<Event> faulty;

    /** A moment of the replay: an event of the match and the state after it. */
    public record Moment(LogLine.EventLine line, MatchState after) {
        public Event event() {
            return line.event();
        }

        public long seq() {
            return line.envelope().seq();
        }
    }

    private Replay(String match, Folded folded, Verdict verdict, Optional<Event> faulty) {
        this.match = match;
        this.moments = List.copyOf(folded.moments);
        this.first = folded.first;
        this.end = folded.count;
        this.beforeLast = Optional.ofNullable(folded.beforeLast);
        this.last = Optional.ofNullable(folded.last);
        this.setup = Optional.ofNullable(folded.setup);
        this.verdict = verdict;
        this.faulty = faulty;
    }

    /** The moments as a fold keeps them: every one when {@code at} is negative, else those of positions {@code at - 1} and {@code at}. */
    private static final class Folded {
        private final long at;
        private final List<Moment> moments = new ArrayList<>();
        private int first;
        private int count;
        private Moment beforeLast;
        private Moment last;
        private MatchSetup setup;

        private Folded(long at) {
            this.at = at;
        }

        void add(Moment moment) {
            // a valid event's seq is its position, so the moments of seq at - 1 and at are at indexes at - 2 and at - 1
            if (at < 0 || count == at - 2 || count == at - 1) {
                if (moments.isEmpty()) {
                    first = count;
                }
                moments.add(moment);
            }
            if (count == 0 && moment.after() instanceof MatchState.Started started) {
                setup = started.setup();
            }
            beforeLast = last;
            last = moment;
            count++;
        }
    }

    /** Folds the lines of {@code match}, keeping every moment to step through; lines of other matches are passed over. */
    public static Replay of(String match, Iterator<LogLine> lines) {
        return fold(match, lines, -1);
    }

    /**
     * Folds the lines of {@code match} to show one event (seq {@code at}, or the end), keeping only the moments that
     * shows: a long match is read in memory that does not grow with it. Positions other than those of seq
     * {@code at - 1}, {@code at} and the last two cannot be shown.
     */
    public static Replay at(String match, Iterator<LogLine> lines, long at) {
        return fold(match, lines, Math.max(0, at));
    }

    private static Replay fold(String match, Iterator<LogLine> lines, long at) {
        MatchAudit audit = MatchAudit.of(match, false);
        Folded moments = new Folded(at);
        Optional<Event> faulty = Optional.empty();
        while (lines.hasNext()) {
            LogLine line = lines.next();
            if (!match.equals(line.match())) {
                continue;
            }
            boolean faultless = audit.fault().isEmpty();
            audit = audit.accept(line);
            if (audit.fault().isEmpty() && line instanceof LogLine.EventLine event) {
                moments.add(new Moment(event, audit.state()));
            } else if (faultless && audit.fault().isPresent() && line instanceof LogLine.EventLine event) {
                faulty = Optional.of(event.event());
            }
        }
        return new Replay(match, moments, audit.verdict(false), faulty);
    }

    /**
     * The one match of the lines, folded as they are read once (a long match is parsed once, not twice).
     *
     * @throws NotOneMatch when the lines hold no match, or several
     */
    public static Replay ofOnlyMatch(Iterator<LogLine> lines) {
        return onlyMatch(lines, -1);
    }

    /** The one match of the lines, folded to show one event, as {@link #at} folds it. */
    public static Replay ofOnlyMatchAt(Iterator<LogLine> lines, long at) {
        return onlyMatch(lines, Math.max(0, at));
    }

    private static Replay onlyMatch(Iterator<LogLine> lines, long at) {
        LogLine first = null;
        while (first == null && lines.hasNext()) {
            LogLine line = lines.next();
            first = line.match() == null ? null : line;
        }
        if (first == null) {
            throw new NotOneMatch(List.of());
        }
        Set<String> matches = new LinkedHashSet<>(List.of(first.match()));
        LogLine start = first;
        Replay replay = fold(first.match(), new Iterator<>() {
            private LogLine pending = start;

            @Override
            public boolean hasNext() {
                return pending != null || lines.hasNext();
            }

            @Override
            public LogLine next() {
                LogLine line = pending != null ? pending : lines.next();
                pending = null;
                if (line.match() != null) {
                    matches.add(line.match());
                }
                return line;
            }
        }, at);
        if (matches.size() != 1) {
            throw new NotOneMatch(List.copyOf(matches));
        }
        return replay;
    }

    /** Lines that were to hold one match hold none, or several: {@link #matches()} names them, in order. */
    public static final class NotOneMatch extends IllegalArgumentException {
        private final List<String> matches;

        NotOneMatch(List<String> matches) {
            super(matches.isEmpty() ? "no match" : matches.size() + " matches (" + String.join(", ", matches) + ")");
            this.matches = matches;
        }

        public List<String> matches() {
            return matches;
        }
    }

    public String match() {
        return match;
    }

    public Verdict verdict() {
        return verdict;
    }

    public Optional<Fault> fault() {
        return verdict.faultIfAny();
    }

    /** The faulty event of an invalid match, when its line could be read as an event. */
    public Optional<Event> faultyEvent() {
        return faulty;
    }

    /**
     * Whether and how far the match is signed, and whether its deals come from a committed shuffle, in words:
     * {@code signed by d75a9801… through seq 412 (of 412): every event up to it is as the signer wrote it}.
     */
    public String trust() {
        Trust trust = verdict.trust();
        long lastSeq = last.map(Moment::seq).orElse(0L);
        String signature;
        if (!trust.signed()) {
            signature = "not signed: the record does not say who wrote it";
        } else if (trust.signedThrough() == null) {
            signature = "signed by " + trust.signer() + ", but no signature verified: nothing in it is vouched for";
        } else {
            signature = "signed by " + trust.signer() + " through seq " + trust.signedThrough() + " (of " + lastSeq + "): every event up to it"
                    + " is as the signer wrote it" + (trust.signedThrough() < lastSeq ? "; the events after it are not vouched for" : "");
        }
        return switch (trust.shuffle()) {
            case NONE -> signature;
            case COMMITTED -> signature + "; its deals come from a committed shuffle, checked when the match ends";
            case CHECKED -> signature + "; every deal is the one its committed shuffle gives (checked)";
        };
    }

    /** The last position: the number of valid events. */
    public int end() {
        return end;
    }

    /** The moment of that index (position - 1), when kept. */
    private Moment moment(int index) {
        if (index >= first && index < first + moments.size()) {
            return moments.get(index - first);
        }
        if (index == end - 1 && last.isPresent()) {
            return last.get();
        }
        if (index == end - 2 && beforeLast.isPresent()) {
            return beforeLast.get();
        }
        throw new IllegalStateException("position " + (index + 1) + " of match " + match + " was not kept: this replay shows one event");
    }

    private boolean kept(int index) {
        return index >= first && index < first + moments.size() || index >= end - 2 && index < end;
    }

    public MatchState stateAt(int position) {
        return position == 0 ? MatchState.NOT_STARTED : moment(position - 1).after();
    }

    /**
     * The table at the position as the viewer sees it; before the first event, the match not started, with the seats
     * its {@code MatchStarted} gives when the log starts it validly.
     */
    public SeenMatch tableAt(int position, Observer observer) {
        return position == 0 ? observer.beforeStart(setup) : observer.table(stateAt(position));
    }

    /** The event that led to the position, if any. */
    public Optional<Moment> momentAt(int position) {
        return position == 0 ? Optional.empty() : Optional.of(moment(position - 1));
    }

    /** The position just after the event of that seq, or empty when the replay has no such event. */
    public Optional<Integer> positionOf(long seq) {
        for (int i = 0; i < end; i++) {
            if (kept(i) && moment(i).seq() == seq) {
                return Optional.of(i + 1);
            }
        }
        return Optional.empty();
    }

    /** The position after the next {@code DealStarted}, or the end. */
    public int nextDeal(int from) {
        for (int i = from; i < end; i++) {
            if (moment(i).event() instanceof DealStarted) {
                return i + 1;
            }
        }
        return end();
    }

    /** The position after the {@code DealStarted} of the current deal, or of the one before when already there. */
    public int previousDeal(int from) {
        for (int i = Math.min(from, end) - 2; i >= 0; i--) {
            if (moment(i).event() instanceof DealStarted) {
                return i + 1;
            }
        }
        return 0;
    }

    /**
     * What happened at the position in words, as the viewer may know it ({@link Observer#words}): a take and its
     * melds read as one, {@code ana takes 6H and lays 4H 5H 6H}; seen by a player, the cambio tells only the card they
     * gave and the card they received.
     */
    public String describe(int position, Viewer viewer) {
        if (position == 0) {
            return "before the first event";
        }
        return Observer.of(viewer).words(stateAt(position - 1), moment(position - 1).event(), previous(position));
    }

    /**
     * The frame the viewer is given of the event at the position (from 1), as a replay shows it: no moves, none being
     * made after the fact.
     */
    public Frame frame(int position, Viewer viewer) {
        Moment moment = moment(position - 1);
        return Observer.of(viewer).replayFrame(moment.line().envelope(), stateAt(position - 1), moment.event(), previous(position), moment.after());
    }

    /** The event before the one at the position, if any: a take's melds are told with it. */
    private Optional<Event> previous(int position) {
        return position >= 2 ? Optional.of(moment(position - 2).event()) : Optional.empty();
    }
}
