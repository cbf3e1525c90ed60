package org.conquian.recorder;

import org.conquian.audit.LogLine;
import org.conquian.audit.MatchAudit;
import org.conquian.audit.Verdict;
import org.conquian.command.Command;
import org.conquian.contract.Encoder;
import org.conquian.contract.EventForm;
import org.conquian.contract.EventJson;
import org.conquian.contract.UtcTime;
import org.conquian.event.AppealDecided;
import org.conquian.event.DealStarted;
import org.conquian.event.Envelope;
import org.conquian.event.Event;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.Narration;
import org.conquian.event.RulingGiven;
import org.conquian.event.ShuffleCommit;
import org.conquian.game.DealPhase;
import org.conquian.game.DealState;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.game.Step;
import org.conquian.log.EventLog;
import org.conquian.log.LogCursor;
import org.conquian.rules.RuleId;
import org.conquian.rules.Violation;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * One open match, as this process knows it: its events as the log holds them, each with the audit of the match
 * before and after it ({@link LiveEvent}), and, while this process records it, its writer. Events come from the moves
 * it records ({@link #submit}) and from a follower of the log, for moves recorded elsewhere ({@link #offer}); each seq
 * is taken once, whichever brings it first. Each event is parsed and folded once, here: a past state or verdict is a
 * read, never a replay of the log. One lock per match: moves and followers take it; readers need none.
 *
 * <p>Recording, every command is judged by the rules before anything is appended, and a legal one is appended as one
 * turn, durably, before it counts. A move may carry the seq its sender last saw ({@link #submit(long, Function)}), as
 * event stores guard appends with an expected version: a sender that lost an answer (a crash, a timeout) sends the
 * move again with the same seq, and is told that it was recorded, with its events, rather than having it refused or
 * recorded twice.
 */
public final class LiveMatch implements AutoCloseable {

    /** What became of a line offered by a follower. */
    public enum Taken {
        /** The match's next event, taken; one the audit faults is taken too, and the state stays before it. */
        NEXT,
        /** An event of a seq taken already, byte for byte: passed over. */
        DUPLICATE,
        /** Another event of a seq taken already: the first stands. */
        CONFLICT,
        /** An event past the next seq, the ones between missing: not taken. */
        GAP,
        /** A line that is no event of the format, or a first event that is not seq 1: the audit faults the match there. */
        FAULT,
        /** A line of another match: passed over. */
        OTHER_MATCH
    }

    /** What runs holding the match's lock. */
    public interface Work<T> {
        T run() throws IOException, RecorderException;
    }

    private final String match;
    private final LiveEvents events;
    private final ReentrantLock lock = new ReentrantLock();
    private volatile MatchAudit audit;
    /** The table as the rules have it after the last event they accepted, and whether they refused one. */
    private volatile MatchState table = MatchState.NOT_STARTED;
    private boolean refused;
    /** The last event taken, none before the first: the next one's words may read it. */
    private Event last;
    private volatile Consumer<LiveEvent> listener = event -> { };
    /** How this process records the match; null when it only follows it. */
    private volatile Writing writing;

    private LiveMatch(String match, boolean history) {
        this.match = match;
        this.events = new LiveEvents(match, history);
        this.audit = MatchAudit.of(match, false);
    }

    /** A live match with nothing taken yet, keeping every event with the audit after it: for a door that shows the past. */
    public static LiveMatch of(String match) {
        return new LiveMatch(match, true);
    }

    /**
     * A live match that keeps only the audit after its last event (and a hash of each event, to tell a repeat from a
     * conflict): for a projector of many matches, which writes each match's latest state and never shows an older one.
     */
    public static LiveMatch keepingTheLastOnly(String match) {
        return new LiveMatch(match, false);
    }

    public String match() {
        return match;
    }

    /** The seq of the match's last event: what a move's {@code expect} names when its sender is up to date. */
    public long seq() {
        return events.seq();
    }

    /** The audit after the last line taken: the verdict, and the state after the last valid event. */
    public MatchAudit audit() {
        return audit;
    }

    /**
     * The table as the rules have it after the last event they accepted: what the next move is judged on. (An event
     * that breaks only the record, its chain, signature or committed shuffle, stops the audit's state, not the table.)
     */
    public MatchState state() {
        return table;
    }

    /** The match's verdict now, as an audit of its log would give it. */
    public Verdict verdict() {
        return audit.verdict(false);
    }

    /** Whether the last event is {@code MatchEnded}: nothing follows it. */
    public boolean ended() {
        return events.ended();
    }

    /** The event of a seq, 1 to {@link #seq()}. */
    public Optional<LiveEvent> event(long at) {
        return events.event(at);
    }

    /** The state after the event of a seq (before the first at 0), up to {@link #seq()}. */
    public MatchState stateAt(long at) {
        return at == 0 ? MatchState.NOT_STARTED : event(at).orElseThrow(() -> new IllegalArgumentException(
                "match " + match + " has no event of seq " + at + ", its last is " + seq())).stateAfter();
    }

    /** The events after seq {@code after}, as they are now. */
    public List<LiveEvent> events(long after) {
        return events.after(after);
    }

    /** The last event this process learnt of at least {@code delayNanos} ago: what a viewer held back that long may be shown. */
    public Optional<LiveEvent> lastLearnt(long delayNanos) {
        return events.lastLearnt(delayNanos);
    }

    /**
     * The events after seq {@code after}, waiting up to the timeout for one to come; none when it passes first. A match
     * that has ended, or is closed, is not waited on.
     */
    public List<LiveEvent> after(long after, long timeoutNanos) throws InterruptedException {
        return events.await(after, timeoutNanos);
    }

    /** Tells the listener of each event taken from now on, as it is taken, in order. */
    void onEvent(Consumer<LiveEvent> listener) {
        this.listener = listener;
    }

    /**
     * Takes a line of the match recorded elsewhere, as a follower of the log reads it: its next event, or what the audit
     * says of a line that is none. A seq it holds already is compared byte for byte, and a seq past the next is left.
     *
     * @param bytes the line as the log holds it, without its line end; null for a line that is no event
     */
    public Taken offer(LogLine line, byte[] bytes) {
        if (!match.equals(line.match())) {
            return Taken.OTHER_MATCH;
        }
        lock.lock();
        try {
            if (line instanceof LogLine.EventLine event) {
                long at = event.envelope().seq();
                long last = events.seq();
                if (at >= 1 && at <= last) {
                    return events.same(at, bytes) ? Taken.DUPLICATE : Taken.CONFLICT;
                }
                if (at == last + 1) {
                    take(event, bytes, refused ? null : Game.step(table, event.event()));
                    return Taken.NEXT;
                }
                if (last > 0) {
                    return Taken.GAP;
                }
            }
            audit = audit.accept(line);
            return Taken.FAULT;
        } finally {
            lock.unlock();
        }
    }

    /** Takes a line the log holds: what the match holds already is passed over without being written out again. */
    Taken read(LogLine line) {
        if (line instanceof LogLine.EventLine event && event.envelope().seq() <= events.seq() && match.equals(event.match())) {
            return Taken.DUPLICATE;
        }
        return offer(line, line instanceof LogLine.EventLine event ? EventJson.line(EventJson.toJson(event.envelope(), event.event())) : null);
    }

    /** Takes what the log holds past what the match holds. */
    void readFrom(EventLog log) throws IOException {
        try (LogCursor lines = log.read(match)) {
            while (lines.hasNext()) {
                read(lines.next());
            }
        }
    }

    /**
     * Takes the next event, as the judge stepped it from the table (none once the rules refused an event: the table
     * stays there), and audits it with that step: each event is folded once.
     */
    private void take(LogLine.EventLine line, byte[] bytes, Step step) {
        MatchState before = table;
        switch (step) {
            case null -> {
                // the table stopped at an event the rules refused
            }
            case Step.Applied applied -> table = applied.state();
            case Step.Refused refusal -> refused = true;
        }
        // a step is the audit's own while it has no fault: both folded the same events from the same start
        audit = step == null ? audit.accept(line) : audit.accept(line, step);
        LiveEvent event = new LiveEvent(line, bytes, Optional.ofNullable(last), before, table, audit, System.nanoTime());
        last = line.event();
        events.add(event);
        listener.accept(event);
    }

    /** Runs {@code work} holding the match's lock: what it reads and records is one step of the match, no other move between. */
    public <T> T exclusively(Work<T> work) throws IOException, RecorderException {
        lock.lock();
        try {
            return work.run();
        } finally {
            lock.unlock();
        }
    }

    /** Starts recording the match here, with this writer. */
    void record(Writing writing) {
        lock.lock();
        try {
            this.writing = writing;
        } finally {
            lock.unlock();
        }
    }

    /** Whether this process records the match now. */
    public boolean recording() {
        Writing now = writing;
        return now != null && !events.closed();
    }

    /** Whether the match was closed: its readers woken for good. */
    boolean closed() {
        return events.closed();
    }

    private Writing writing() {
        Writing now = writing;
        if (now == null || events.closed()) {
            throw new IllegalStateException("match " + match + " is not recorded here");
        }
        return now;
    }

    public LegalMoves legalMoves() {
        return LegalMoves.of(state());
    }

    /** The call that waits for the director's ruling, if one does: then only a {@link Command.Rule} is recorded. */
    public Optional<IrregularityCalled> callWaiting() {
        return state() instanceof MatchState.Underway underway ? underway.callWaiting() : Optional.empty();
    }

    /**
     * The call that records a move the rules refused as it was played at the table ({@link Game#callAsPlayed}), for a door
     * to offer after the refusal: submitted, it records the move as played, never applied, and play waits for the
     * director. Empty when the move is legal or cannot be called now.
     */
    public Optional<Command.Call> callAsPlayed(Command refused) {
        return Game.callAsPlayed(state(), refused).map(Command.Call::of);
    }

    /** What opening the match's log had to repair, such as a torn line left by a crash, or a turn it cut. */
    public List<String> repairs() {
        return writing == null ? List.of() : List.copyOf(writing.repairs());
    }

    /** What the recorder found wrong with the match when it opened it, such as a committed seed that is lost; empty when nothing. */
    public List<String> warnings() {
        return writing == null ? List.of() : List.copyOf(writing.warnings());
    }

    void warn(String warning) {
        writing().warnings().add(warning);
    }

    /** The public key the match is signed with, in hex, if this process records it signed. */
    public Optional<String> signer() {
        return Optional.ofNullable(writing).map(Writing::signer).map(KeyFiles.SigningKey::publicHex);
    }

    /** The commit of the match's shuffle, if this process deals it from a committed seed. */
    public Optional<ShuffleCommit> shuffleCommit() {
        return Optional.ofNullable(writing).flatMap(now -> now.packs().commit());
    }

    /** Whether the deals are recorded concealed, as at a real table. */
    public boolean concealed() {
        return writing().packs().isFaceDown();
    }

    /** Judges the command and, if the rules allow it, appends its events as one turn. */
    public Outcome submit(Command command) throws IOException {
        return submitNow(table -> command);
    }

    /** A move made on the table as it is now, the log's last turn taken first. */
    private Outcome submitNow(Function<MatchState, Command> move) throws IOException {
        lock.lock();
        try {
            Writing now = writing();
            sync(now);
            return decideAndAppend(now, move.apply(state()));
        } finally {
            lock.unlock();
        }
    }

    /** As {@link #submit(Command)}, guarded by the seq the sender last saw (see {@link #submit(long, Function)}). */
    public Outcome submit(Command command, long expect) throws IOException {
        return submit(expect, table -> command);
    }

    /**
     * A move guarded by the seq its sender last saw. At that seq, it is judged and appended as usual.
     * Behind it, the move is made on the table as it was at {@code expect}: if the events it makes there are
     * the ones the log holds next, the move was already recorded, and {@link Outcome.Repeated} gives them
     * back; otherwise {@link Outcome.Stale} gives the events the sender missed. Nothing is appended either way.
     *
     * @param move the move, made on the table at {@code expect}, so that what it leaves unsaid is read off it;
     *             it throws {@link IllegalArgumentException} when it cannot be made on that table
     */
    public Outcome submit(long expect, Function<MatchState, Command> move) throws IOException {
        lock.lock();
        try {
            Writing now = writing();
            sync(now);
            long last = events.seq();
            if (expect == last) {
                return decideAndAppend(now, move.apply(state()));
            }
            if (expect < 0 || expect > last) {
                return new Outcome.Stale(expect, last, List.of());
            }
            MatchState then = stateAt(expect);
            List<Encoder.Encoded> after = events(expect).stream().map(LiveEvent::encoded).toList();
            Command made;
            try {
                made = move.apply(then);
            } catch (IllegalArgumentException e) {
                // a move that cannot even be made on that table is not the one recorded there
                return new Outcome.Stale(expect, last, after);
            }
            if (Game.decide(then, made) instanceof Decision.Accepted accepted && sameMove(now.sealed(accepted.events()), after)) {
                return new Outcome.Repeated(after.subList(0, accepted.events().size()));
            }
            return new Outcome.Stale(expect, last, after);
        } finally {
            lock.unlock();
        }
    }

    /** Deals the next deal from the match's packs, or face down at a real table. */
    public Outcome deal() throws IOException {
        return submitNow(this::dealFrom);
    }

    /** As {@link #deal()}, guarded by the seq the sender last saw. */
    public Outcome deal(long expect) throws IOException {
        return submit(expect, this::dealFrom);
    }

    private Command dealFrom(MatchState table) {
        return writing().deal(table);
    }

    private Outcome decideAndAppend(Writing now, Command command) throws IOException {
        return switch (Game.decide(state(), command)) {
            case Decision.Refused refused -> new Outcome.Refused(refused.violation());
            case Decision.Accepted accepted -> {
                Optional<Violation> unwritable = formFault(accepted.events());
                if (unwritable.isPresent()) {
                    yield new Outcome.Refused(unwritable.get());
                }
                List<Encoder.Encoded> appended = now.append(accepted.events());
                for (int i = 0; i < appended.size(); i++) {
                    // the judge stepped each event to decide the move: its state is taken, not folded again
                    take(lineOf(now, appended.get(i)), appended.get(i).line(), new Step.Applied(accepted.after().get(i)));
                }
                yield new Outcome.Recorded(appended);
            }
        };
    }

    /**
     * SCHEMA for a call, ruling or appeal whose names or words the format cannot hold (a director named {@code "a b"}): the
     * rules judge who plays, but the names of a caller, a director and an appellant come from the table as typed, and every
     * line the recorder writes must read back as an event of the format.
     */
    private Optional<Violation> formFault(List<Event> events) {
        for (Event event : events) {
            if (event instanceof IrregularityCalled || event instanceof RulingGiven || event instanceof AppealDecided) {
                Envelope envelope = new Envelope(match, seq() + 1, UtcTime.of(writing().clock().instant()), null);
                if (EventForm.read(EventJson.toJson(envelope, event)) instanceof EventForm.Read.Bad bad) {
                    return Optional.of(Violation.of(RuleId.SCHEMA, Narration.brief(event) + " cannot be written: " + bad.message()));
                }
            }
        }
        return Optional.empty();
    }

    /** An appended event as a reader of the log would read it: its chain link is the head after it, its signature this recorder's. */
    private static LogLine.EventLine lineOf(Writing now, Encoder.Encoded encoded) {
        Envelope envelope = encoded.envelope();
        String link = encoded.head().link();
        return envelope.sig() == null ? new LogLine.EventLine(envelope.seq(), envelope, encoded.event(), () -> link)
                : new LogLine.EventLine(envelope.seq(), envelope, encoded.event(), () -> link, now::signs);
    }

    /** Appends events the rules owe after a log was cut mid-turn; they are judged as they are folded. */
    void complete(List<Event> owed) throws IOException {
        Writing now = writing();
        long cut = events.seq();
        List<Encoder.Encoded> appended = now.append(owed);
        for (Encoder.Encoded encoded : appended) {
            take(lineOf(now, encoded), encoded.line(), Game.step(table, encoded.event()));
        }
        List<String> sentences = owed.stream().map(Narration::sentence).toList();
        now.repairs().add("the log of match " + match + " ended inside a turn, after seq " + cut + "; what the rules make follow was appended: "
                + String.join("; ", sentences));
    }

    /** Says so when the log ends inside a turn that the next command must finish, as after a crash. */
    void noteCutTurn() {
        state().currentDeal().map(DealState::phase).ifPresent(phase -> {
            if (phase instanceof DealPhase.AwaitingArrangement take) {
                writing().repairs().add("the log of match " + match + " ends inside a turn, after seq " + seq() + ": " + take.player() + " took "
                        + take.card() + ", but the melds were not recorded; give the take again, with the melds, to finish it");
            }
        });
    }

    /** When the log holds more than the match took (a turn whose answer was lost did land), takes the rest from the log. */
    private void sync(Writing now) throws IOException {
        if (now.writer().sync().seq() != events.seq()) {
            readFrom(now.log());
        }
    }

    /**
     * Whether a move's events are the ones the log holds next. A deal is the same deal when its number and
     * dealer are: its cards come from the packs, which a recorder that shuffles at random cannot repeat.
     */
    private static boolean sameMove(List<Event> made, List<Encoder.Encoded> logged) {
        if (made.size() > logged.size()) {
            return false;
        }
        for (int i = 0; i < made.size(); i++) {
            Event event = made.get(i);
            Event there = logged.get(i).event();
            boolean same = event instanceof DealStarted deal && there instanceof DealStarted loggedDeal
                    ? deal.deal() == loggedDeal.deal() && deal.dealer().equals(loggedDeal.dealer())
                    : event.equals(there);
            if (!same) {
                return false;
            }
        }
        return true;
    }

    /** Stops recording here, releasing the match's writer, and wakes every reader waiting on the match, for good. */
    @Override
    public void close() throws IOException {
        lock.lock();
        try {
            events.close();
            if (writing != null) {
                writing.writer().close();
            }
        } finally {
            lock.unlock();
        }
    }
}
