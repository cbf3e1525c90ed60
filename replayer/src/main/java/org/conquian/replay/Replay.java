package org.conquian.replay;

import org.conquian.audit.Fault;
import org.conquian.audit.LogLine;
import org.conquian.audit.MatchAudit;
import org.conquian.audit.Trust;
import org.conquian.audit.Verdict;
import org.conquian.event.CardTaken;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.Narration;
import org.conquian.game.MatchState;
import org.conquian.view.Observer;
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

    private final String match;
    private final List<Frame> frames;
    private final Verdict verdict;
    private final Optional<Event> faulty;

    /** A frame of the replay: an event of the match and the state after it. */
    public record Frame(LogLine.EventLine line, MatchState after) {
        public Event event() {
            return line.event();
        }

        public long seq() {
            return line.envelope().seq();
        }
    }

    private Replay(String match, List<Frame> frames, Verdict verdict, Optional<Event> faulty) {
        this.match = match;
        this.frames = List.copyOf(frames);
        this.verdict = verdict;
        this.faulty = faulty;
    }

    /** Folds the lines of {@code match}; lines of other matches are passed over. */
    public static Replay of(String match, Iterator<LogLine> lines) {
        MatchAudit audit = MatchAudit.of(match, false);
        List<Frame> frames = new ArrayList<>();
        Optional<Event> faulty = Optional.empty();
        while (lines.hasNext()) {
            LogLine line = lines.next();
            if (!match.equals(line.match())) {
                continue;
            }
            boolean faultless = audit.fault().isEmpty();
            audit = audit.accept(line);
            if (audit.fault().isEmpty() && line instanceof LogLine.EventLine event) {
                frames.add(new Frame(event, audit.state()));
            } else if (faultless && audit.fault().isPresent() && line instanceof LogLine.EventLine event) {
                faulty = Optional.of(event.event());
            }
        }
        return new Replay(match, frames, audit.verdict(false), faulty);
    }

    /**
     * The one match of the lines, folded as they are read once (a long match is parsed once, not twice).
     *
     * @throws NotOneMatch when the lines hold no match, or several
     */
    public static Replay ofOnlyMatch(Iterator<LogLine> lines) {
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
        Replay replay = of(first.match(), new Iterator<>() {
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
        });
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
        long last = frames.isEmpty() ? 0 : frames.get(frames.size() - 1).seq();
        String signature;
        if (!trust.signed()) {
            signature = "not signed: the record does not say who wrote it";
        } else if (trust.signedThrough() == null) {
            signature = "signed by " + trust.signer() + ", but no signature verified: nothing in it is vouched for";
        } else {
            signature = "signed by " + trust.signer() + " through seq " + trust.signedThrough() + " (of " + last + "): every event up to it"
                    + " is as the signer wrote it" + (trust.signedThrough() < last ? "; the events after it are not vouched for" : "");
        }
        return switch (trust.shuffle()) {
            case NONE -> signature;
            case COMMITTED -> signature + "; its deals come from a committed shuffle, checked when the match ends";
            case CHECKED -> signature + "; every deal is the one its committed shuffle gives (checked)";
        };
    }

    /** The last position: the number of valid events. */
    public int end() {
        return frames.size();
    }

    public MatchState stateAt(int position) {
        return position == 0 ? MatchState.NOT_STARTED : frames.get(position - 1).after();
    }

    /** The event that led to the position, if any. */
    public Optional<Frame> frameAt(int position) {
        return position == 0 ? Optional.empty() : Optional.of(frames.get(position - 1));
    }

    /** The position just after the event of that seq, or empty when the replay has no such event. */
    public Optional<Integer> positionOf(long seq) {
        for (int i = 0; i < frames.size(); i++) {
            if (frames.get(i).seq() == seq) {
                return Optional.of(i + 1);
            }
        }
        return Optional.empty();
    }

    /** The position after the next {@code DealStarted}, or the end. */
    public int nextDeal(int from) {
        for (int i = from; i < frames.size(); i++) {
            if (frames.get(i).event() instanceof DealStarted) {
                return i + 1;
            }
        }
        return end();
    }

    /** The position after the {@code DealStarted} of the current deal, or of the one before when already there. */
    public int previousDeal(int from) {
        for (int i = Math.min(from, frames.size()) - 2; i >= 0; i--) {
            if (frames.get(i).event() instanceof DealStarted) {
                return i + 1;
            }
        }
        return 0;
    }

    /**
     * What happened at the position in words, as the viewer may know it ({@link Observer#event}); a take and
     * its melds read as one: {@code ana takes 6H and lays 4H 5H 6H}. Seen by a player, the cambio tells only the
     * card they gave and the card they received.
     */
    public String describe(int position, Viewer viewer) {
        if (position == 0) {
            return "before the first event";
        }
        Event event = Observer.of(viewer).event(stateAt(position - 1), frames.get(position - 1).event());
        if (event instanceof CardsExchanged exchanged && viewer instanceof Viewer.Player seat
                && exchanged.given().filter(given -> given.containsKey(seat.name())).isPresent()
                && stateAt(position) instanceof MatchState.Started started && started.setup().isPlayer(seat.name())) {
            String player = seat.name();
            String right = started.setup().seatFrom(player, 1);
            String left = started.setup().seatFrom(player, -1);
            return "the cambio: " + player + " gives " + exchanged.given().get().get(player) + " to " + right + " and receives "
                    + exchanged.given().get().get(left) + " from " + left;
        }
        if (event instanceof MeldsRearranged laid && position >= 2
                && frames.get(position - 2).event() instanceof CardTaken taken && taken.player().equals(laid.player())) {
            return taken.player() + " takes " + taken.card() + " and lays " + Narration.melds(laid.melds());
        }
        return Narration.sentence(event);
    }
}
