package org.conquian.recorder;

import org.conquian.audit.LogAudit;
import org.conquian.audit.Verdict;
import org.conquian.command.Command;
import org.conquian.event.Event;
import org.conquian.game.DealState;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.log.EventLog;
import org.conquian.log.LogCursor;
import org.conquian.log.MatchWriter;
import org.conquian.rules.Options;
import org.conquian.rules.Variant;

import java.io.IOException;
import java.time.Clock;
import java.util.List;

/**
 * Records live matches into an event log: the Java API for game servers, and what the command line's
 * prompt and its JSON protocol stand on.
 *
 * <pre>{@code
 * try (RecordedMatch match = new Recorder(log, Clock.systemUTC()).start("club-7", List.of("ana", "ben"), null, Packs.random())) {
 *     match.deal();
 *     Outcome outcome = match.submit(new Command.Reveal("ana", match.state().currentDeal().orElseThrow().topOfStock().orElseThrow()));
 * }
 * }</pre>
 */
public final class Recorder {

    private final EventLog log;
    private final Clock clock;

    public Recorder(EventLog log, Clock clock) {
        this.log = log;
        this.clock = clock;
    }

    /**
     * Starts a new match, recording {@code MatchStarted}.
     *
     * @param firstDealer one of the players, or null to draw the first dealer from the packs' seed
     */
    public RecordedMatch start(String match, List<String> players, String firstDealer, Packs packs) throws IOException, RecorderException {
        return start(match, players, firstDealer, Variant.ANGLO_40, Options.NONE, packs);
    }

    /**
     * Starts a new match of a tradition, with what it chooses ({@link Options#NONE} for the profile's own).
     *
     * @param firstDealer one of the players, or null to draw the first dealer from the packs' seed
     */
    public RecordedMatch start(String match, List<String> players, String firstDealer, Variant tradition, Options options, Packs packs)
            throws IOException, RecorderException {
        String dealer = firstDealer != null ? firstDealer : players.get(packs.firstDealerIndex(players.size()));
        Command.StartMatch start = new Command.StartMatch(players, tradition.id(), dealer, options);
        // judged before the log is touched, so that a start the rules refuse leaves nothing behind
        if (Game.decide(MatchState.NOT_STARTED, start) instanceof Decision.Refused refused) {
            throw new RecorderException("cannot start match " + match + ": " + refused.violation());
        }
        MatchWriter writer = log.openWriter(match);
        try {
            if (writer.head().seq() > 0) {
                throw new RecorderException("match " + match + " already exists in " + log.describe()
                        + "; continue it with `record resume " + match + "`, or choose another id");
            }
            RecordedMatch recorded = new RecordedMatch(writer, log, packs, clock, MatchState.NOT_STARTED);
            Outcome outcome = recorded.submit(start);
            if (outcome instanceof Outcome.Refused refused) {
                throw new RecorderException("cannot start match " + match + ": " + refused.violation());
            }
            return recorded;
        } catch (IOException | RecorderException | RuntimeException e) {
            writer.close();
            throw e;
        }
    }

    /**
     * Continues a match from its log. The log is audited first: an invalid or ended match cannot be
     * continued. Events a crash left owing (the end of a won deal, say) are appended at once.
     */
    public RecordedMatch resume(String match, Packs packs) throws IOException, RecorderException {
        if (!log.exists(match)) {
            throw new RecorderException("there is no match " + match + " in " + log.describe() + "; start it with `record new`");
        }
        MatchWriter writer = log.openWriter(match);
        try {
            if (writer.head().seq() == 0) {
                throw new RecorderException("there is no match " + match + " in " + log.describe() + "; start it with `record new`");
            }
            Verdict verdict = audit(match);
            switch (verdict.kind()) {
                case INVALID -> throw new RecorderException("match " + match + "'s log is invalid at seq " + verdict.fault().seq()
                        + " (" + verdict.fault().rule().id() + ": " + verdict.fault().message() + "); it cannot be continued");
                case VALID -> throw new RecorderException("match " + match + " has ended; there is nothing left to record");
                case EMPTY -> throw new RecorderException("the log of match " + match + " holds none of its events");
                case IN_PROGRESS -> {
                    // continued below
                }
            }
            // a match recorded at a real table goes on so: its last deal says how it is dealt
            MatchState last = verdict.lastValid().orElseThrow(() -> new IllegalStateException("the audit was asked to keep the state"));
            boolean faceDown = last instanceof MatchState.Started started && started.lastDeal().filter(DealState::concealed).isPresent();
            RecordedMatch recorded = new RecordedMatch(writer, log, faceDown ? packs.faceDown() : packs, clock, last);
            List<Event> owed = Game.pending(last);
            if (!owed.isEmpty()) {
                recorded.complete(owed);
            }
            recorded.noteCutTurn();
            return recorded;
        } catch (IOException | RecorderException | RuntimeException e) {
            writer.close();
            throw e;
        }
    }

    private Verdict audit(String match) throws IOException {
        LogAudit audit = new LogAudit(false, true);
        try (LogCursor lines = log.read(match)) {
            lines.forEachRemaining(audit::accept);
        }
        return audit.verdicts().stream().filter(verdict -> match.equals(verdict.match())).findFirst()
                .orElseThrow(() -> new IOException("the log of match " + match + " holds none of its events"));
    }
}
