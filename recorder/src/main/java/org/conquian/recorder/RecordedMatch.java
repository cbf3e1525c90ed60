package org.conquian.recorder;

import org.conquian.audit.LogLine;
import org.conquian.command.Command;
import org.conquian.contract.Encoder;
import org.conquian.contract.EventForm;
import org.conquian.contract.EventJson;
import org.conquian.contract.Head;
import org.conquian.contract.UtcTime;
import org.conquian.event.AppealDecided;
import org.conquian.event.DealStarted;
import org.conquian.event.Envelope;
import org.conquian.event.Event;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.MatchEnded;
import org.conquian.event.ShuffleCommit;
import org.conquian.event.Narration;
import org.conquian.event.RulingGiven;
import org.conquian.game.DealPhase;
import org.conquian.game.DealState;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.log.EventLog;
import org.conquian.log.MatchWriter;
import org.conquian.rules.RuleId;
import org.conquian.rules.Violation;

import java.io.IOException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A match being recorded: every command is judged by the rules before anything is appended, and a
 * legal one is appended as one turn, durably, before it counts. Holds the match's writer until closed.
 *
 * <p>A move may carry the seq its sender last saw ({@link #submit(long, Function)}), as event stores guard
 * appends with an expected version: a sender that lost an answer (a crash, a timeout) sends the move again
 * with the same seq, and is told that it was recorded, with its events, rather than having it refused or
 * recorded twice.
 */
public final class RecordedMatch implements AutoCloseable {

    private final MatchWriter writer;
    private final EventLog log;
    private final Packs packs;
    private final Clock clock;
    private final List<String> repairs;
    private final List<String> warnings = new ArrayList<>();
    /** The key the match is signed with, or null. */
    private final KeyFiles.SigningKey signer;
    /** Where a committed shuffle's seed is kept until the match ends, or null. */
    private final SeedStore seeds;
    private MatchState state;
    /** The seq of the last event folded into {@link #state}. */
    private long seq;

    RecordedMatch(MatchWriter writer, EventLog log, Packs packs, Clock clock, MatchState state, KeyFiles.SigningKey signer, SeedStore seeds) {
        this.repairs = new ArrayList<>(writer.repairs());
        this.signer = signer;
        this.seeds = seeds;
        this.writer = writer;
        this.log = log;
        this.packs = packs;
        this.clock = clock;
        this.state = state;
        this.seq = writer.head().seq();
    }

    public String match() {
        return writer.head().match();
    }

    public MatchState state() {
        return state;
    }

    /** The seq of the match's last event: what a move's {@code expect} names when its sender is up to date. */
    public long seq() {
        return seq;
    }

    public LegalMoves legalMoves() {
        return LegalMoves.of(state);
    }

    /** The call that waits for the director's ruling, if one does: then only a {@link Command.Rule} is recorded. */
    public Optional<IrregularityCalled> callWaiting() {
        return state instanceof MatchState.Underway underway ? underway.callWaiting() : Optional.empty();
    }

    /**
     * The call that records a move the rules refused as it was played at the table ({@link Game#callAsPlayed}), for a door
     * to offer after the refusal: submitted, it records the move as played, never applied, and play waits for the
     * director. Empty when the move is legal or cannot be called now.
     */
    public Optional<Command.Call> callAsPlayed(Command refused) {
        return Game.callAsPlayed(state, refused).map(Command.Call::of);
    }

    /** What opening the match's log had to repair, such as a torn line left by a crash, or a turn it cut. */
    public List<String> repairs() {
        return List.copyOf(repairs);
    }

    /** What the recorder found wrong with the match when it opened it, such as a committed seed that is lost; empty when nothing. */
    public List<String> warnings() {
        return List.copyOf(warnings);
    }

    void warn(String warning) {
        warnings.add(warning);
    }

    /** The public key the match is signed with, in hex, if it is signed. */
    public Optional<String> signer() {
        return Optional.ofNullable(signer).map(KeyFiles.SigningKey::publicHex);
    }

    /** The commit of the match's shuffle, if its deals come from a committed seed. */
    public Optional<ShuffleCommit> shuffleCommit() {
        return packs.commit();
    }

    /** Judges the command and, if the rules allow it, appends its events as one turn. */
    public Outcome submit(Command command) throws IOException {
        sync();
        return decideAndAppend(command);
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
        sync();
        if (expect == seq) {
            return decideAndAppend(move.apply(state));
        }
        if (expect < 0 || expect > seq) {
            return new Outcome.Stale(expect, seq, List.of());
        }
        History history = history(expect);
        Command then;
        try {
            then = move.apply(history.then());
        } catch (IllegalArgumentException e) {
            // a move that cannot even be made on that table is not the one recorded there
            return new Outcome.Stale(expect, seq, history.after());
        }
        if (Game.decide(history.then(), then) instanceof Decision.Accepted accepted && sameMove(sealed(accepted.events()), history.after())) {
            return new Outcome.Repeated(history.after().subList(0, accepted.events().size()));
        }
        return new Outcome.Stale(expect, seq, history.after());
    }

    /** Says so when the log ends inside a turn that the next command must finish, as after a crash. */
    void noteCutTurn() {
        state.currentDeal().map(DealState::phase).ifPresent(phase -> {
            if (phase instanceof DealPhase.AwaitingArrangement take) {
                repairs.add("the log of match " + match() + " ends inside a turn, after seq " + seq + ": " + take.player() + " took "
                        + take.card() + ", but the melds were not recorded; give the take again, with the melds, to finish it");
            }
        });
    }

    /** Deals the next deal from the match's packs, or face down at a real table. */
    public Outcome deal() throws IOException {
        return submit(dealFrom(state));
    }

    /** As {@link #deal()}, guarded by the seq the sender last saw. */
    public Outcome deal(long expect) throws IOException {
        return submit(expect, this::dealFrom);
    }

    private Command dealFrom(MatchState table) {
        return packs.isFaceDown() ? new Command.DealConcealed() : new Command.Deal(packs.forDeal(table.dealsStarted() + 1, table.pack()));
    }

    /** Whether the deals are recorded concealed, as at a real table. */
    public boolean concealed() {
        return packs.isFaceDown();
    }

    private Outcome decideAndAppend(Command command) throws IOException {
        return switch (Game.decide(state, command)) {
            case Decision.Refused refused -> new Outcome.Refused(refused.violation());
            case Decision.Accepted accepted -> {
                Optional<Violation> unwritable = formFault(accepted.events());
                if (unwritable.isPresent()) {
                    yield new Outcome.Refused(unwritable.get());
                }
                List<Encoder.Encoded> appended = append(accepted.events());
                state = accepted.state();
                seq = writer.head().seq();
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
                Envelope envelope = new Envelope(match(), seq + 1, UtcTime.of(clock.instant()), null);
                if (EventForm.read(EventJson.toJson(envelope, event)) instanceof EventForm.Read.Bad bad) {
                    return Optional.of(Violation.of(RuleId.SCHEMA, Narration.brief(event) + " cannot be written: " + bad.message()));
                }
            }
        }
        return Optional.empty();
    }

    /** Appends events the rules owe after a log was cut mid-turn; they were judged when the state was folded. */
    Outcome complete(List<Event> owed) throws IOException {
        long cut = seq;
        List<Encoder.Encoded> appended = append(owed);
        List<String> sentences = owed.stream().map(Narration::sentence).toList();
        repairs.add("the log of match " + match() + " ended inside a turn, after seq " + cut + "; what the rules make follow was appended: "
                + String.join("; ", sentences));
        for (Event event : owed) {
            state = Game.evolve(state, event);
        }
        seq = writer.head().seq();
        return new Outcome.Recorded(appended);
    }

    private List<Encoder.Encoded> append(List<Event> events) throws IOException {
        List<Event> sealed = sealed(events);
        List<Encoder.Encoded> appended = writer.append(writer.head().seq(), sealed, UtcTime.of(clock.instant()),
                signer == null ? null : signer.privateKey());
        if (seeds != null && packs.revealedSeed().isPresent() && sealed.stream().anyMatch(MatchEnded.class::isInstance)) {
            // revealed in the log now: nothing is left to keep secret
            seeds.forget(match());
        }
        return appended;
    }

    /** The events as this recorder writes them, signed and with its committed shuffle ({@link Seal}). */
    private List<Event> sealed(List<Event> events) {
        return Seal.of(signer().orElse(null), packs).applied(events);
    }

    /** When the log holds more than this match folded (a turn whose answer was lost did land), folds it again. */
    private void sync() throws IOException {
        Head head = writer.sync();
        if (head.seq() != seq) {
            History all = history(head.seq());
            state = all.then();
            seq = head.seq();
        }
    }

    /** The table at seq {@code at}, and the match's events after it, from the log. */
    private record History(MatchState then, List<Encoder.Encoded> after) {
    }

    private History history(long at) throws IOException {
        MatchState then = MatchState.NOT_STARTED;
        List<Encoder.Encoded> after = new ArrayList<>();
        Head head = Head.empty(match());
        for (LogLine.EventLine line : log.events(match())) {
            byte[] bytes = EventJson.line(EventJson.toJson(line.envelope(), line.event()));
            head = new Head(head.match(), line.envelope().seq(), line.digest().get(), head.chained() || line.envelope().prev() != null);
            if (line.envelope().seq() <= at) {
                then = Game.evolve(then, line.event());
            } else {
                after.add(new Encoder.Encoded(line.envelope(), line.event(), bytes, head));
            }
        }
        return new History(then, after);
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

    @Override
    public void close() throws IOException {
        writer.close();
    }
}
