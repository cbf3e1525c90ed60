package org.conquian.recorder;

import org.conquian.command.Command;
import org.conquian.contract.Encoder;
import org.conquian.contract.UtcTime;
import org.conquian.event.Event;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.log.MatchWriter;

import java.io.IOException;
import java.time.Clock;
import java.util.List;

/**
 * A match being recorded: every command is judged by the rules before anything is appended, and a
 * legal one is appended as one turn, durably, before it counts. Holds the match's writer until closed.
 */
public final class RecordedMatch implements AutoCloseable {

    private final MatchWriter writer;
    private final Packs packs;
    private final Clock clock;
    private MatchState state;

    RecordedMatch(MatchWriter writer, Packs packs, Clock clock, MatchState state) {
        this.writer = writer;
        this.packs = packs;
        this.clock = clock;
        this.state = state;
    }

    public String match() {
        return writer.head().match();
    }

    public MatchState state() {
        return state;
    }

    public LegalMoves legalMoves() {
        return LegalMoves.of(state);
    }

    /** What opening the match's log had to repair, such as a torn line left by a crash. */
    public List<String> repairs() {
        return writer.repairs();
    }

    /** Judges the command and, if the rules allow it, appends its events as one turn. */
    public Outcome submit(Command command) throws IOException {
        return switch (Game.decide(state, command)) {
            case Decision.Refused refused -> new Outcome.Refused(refused.violation());
            case Decision.Accepted accepted -> {
                List<Encoder.Encoded> appended = append(accepted.events());
                state = accepted.state();
                yield new Outcome.Recorded(appended);
            }
        };
    }

    /** Deals the next deal from the match's packs. */
    public Outcome deal() throws IOException {
        return submit(new Command.Deal(packs.forDeal(state.dealsStarted() + 1)));
    }

    /** Appends events the rules owe after a log was cut mid-turn; they were judged when the state was folded. */
    Outcome complete(List<Event> owed) throws IOException {
        List<Encoder.Encoded> appended = append(owed);
        for (Event event : owed) {
            state = Game.evolve(state, event);
        }
        return new Outcome.Recorded(appended);
    }

    private List<Encoder.Encoded> append(List<Event> events) throws IOException {
        return writer.append(writer.head().seq(), events, UtcTime.of(clock.instant()));
    }

    @Override
    public void close() throws IOException {
        writer.close();
    }
}
