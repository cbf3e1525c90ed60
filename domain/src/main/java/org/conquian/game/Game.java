package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.AppealDecided;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.HandsShown;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.PlayedMove;
import org.conquian.event.RulingGiven;
import org.conquian.event.StockCardRevealed;
import org.conquian.rules.RuleId;
import org.conquian.rules.Profile;
import org.conquian.rules.Violation;

import java.util.List;
import java.util.Optional;

/**
 * The fold of a match: {@link #step} judges one event against the rules and applies it, naming the
 * first rule it breaks in the precedence of the interchange format (what the match's profile allows, then
 * stream order, then the rule of the moment, the director's points first, then the event's own rule). It is
 * the whole judge: the recorder and the audit ask it alone. {@link #evolve} is the same for events known to be
 * valid.
 */
public final class Game {

    private Game() {
    }

    public static Step step(MatchState state, Event event) {
        Optional<Violation> misplaced = profileViolation(state, event).or(() -> StreamOrder.check(state, event));
        if (misplaced.isPresent()) {
            return new Step.Refused(misplaced.get());
        }
        return switch (state) {
            case MatchState.NotStarted notStarted -> numbered(MatchRules.start((MatchStarted) event), 1);
            case MatchState.Underway underway -> numbered(RulingRule.before(underway, event)
                    .orElseGet(() -> RuleOfTheMoment.check(underway, event).<Step>map(Step.Refused::new)
                            .orElseGet(() -> play(underway, event))), underway.seq() + 1);
            case MatchState.Ended ended -> throw new IllegalStateException("stream order lets nothing follow MatchEnded");
        };
    }

    /** The state an event leaves, as the state of its seq: the rules judge what happened, and the count is kept here. */
    private static Step numbered(Step step, long seq) {
        return step instanceof Step.Applied applied && applied.state() instanceof MatchState.Underway underway
                ? new Step.Applied(underway.numbered(seq)) : step;
    }

    /** An event of a match under way, in stream order and allowed by the rule of the moment, judged by its own rule. */
    private static Step play(MatchState.Underway state, Event event) {
        return switch (event) {
            case MatchStarted started -> throw new IllegalStateException("stream order lets no second MatchStarted through");
            case DealStarted dealt -> DealRule.judge(state, dealt);
            case CardsExchanged exchanged -> ExchangeRule.exchange(state, exchanged);
            case DealEnded ended -> MatchRules.endDeal(state, ended);
            case HandsShown shown -> MatchRules.showHands(state, shown);
            case MatchEnded ended -> MatchRules.endMatch(state, ended);
            case StockCardRevealed revealed -> RevealRule.judge(state, revealed);
            case CardTaken taken -> TakeRule.take(state, taken);
            case MeldsRearranged rearranged -> TakeRule.rearrange(state, rearranged);
            case CardDiscarded discarded -> DiscardRule.judge(state, discarded);
            case CardRejected rejected -> PassRejectRule.reject(state, rejected);
            case CardPassed passed -> PassRejectRule.pass(state, passed);
            case CardForced forced -> ForceRule.judge(state, forced);
            case IrregularityCalled called -> RulingRule.call(state, called);
            case RulingGiven given -> RulingRule.ruling(state, given);
            case AppealDecided appeal -> RulingRule.appeal(state, appeal);
        };
    }

    /**
     * Judges a command: the events it records, with those the rules make follow at once, or the rule it
     * breaks. Nothing is recorded for a refused command.
     */
    public static Decision decide(MatchState state, Command command) {
        return Decider.decide(state, command);
    }

    /**
     * The call that records a refused move as it was played at the table, naming the rule the refusal names, for a door to
     * offer after the refusal ({@link Command.Call#of(IrregularityCalled)} records it). Empty when the move is legal, is no
     * move a player plays in turn (a deal, the cambio, the hands shown: their faults are called without a move), or cannot
     * be called here (no deal in progress, a call already waiting, the middle of a take).
     */
    public static Optional<IrregularityCalled> callAsPlayed(MatchState state, Command move) {
        return RulingRule.callAsPlayed(state, move);
    }

    /**
     * A move command as the move it is at the table, for a call: what it leaves unsaid read off the table as the command
     * does (a take's arrangement completed as a take's is, the exposed melds it does not name kept). Empty for commands
     * that are no move a player plays in turn.
     */
    public static Optional<PlayedMove> moveAsPlayed(MatchState state, Command move) {
        return RulingRule.asPlayed(state, move);
    }

    /**
     * The events the rules make follow at once in this state, with no choice (the end of a won or drawn
     * deal, the end of a deal a ruling voids or awards, the end of a decided match). A command's decision
     * already holds them; a log cut in the middle of a turn may lack them.
     */
    public static List<Event> pending(MatchState state) {
        return Decider.pending(state);
    }

    /**
     * SCHEMA for what the format allows but the match's profile does not: a type it does not use
     * ({@code CardsExchanged} outside {@code mexicana}), a {@code MatchStarted} of a count of players the match does
     * not seat (the first by its own profile and partnership, a later one by the match's), a card its pack does not
     * have ({@code 8H} in a 40-card match).
     */
    private static Optional<Violation> profileViolation(MatchState state, Event event) {
        Profile profile = state.profile();
        if (event instanceof CardsExchanged exchanged) {
            Optional<Violation> cambio = ExchangeRule.formFault(state, exchanged);
            if (cambio.isPresent()) {
                return cambio;
            }
        }
        if (event instanceof MatchStarted started) {
            // the count is the match's: the first MatchStarted seats as its own profile and partnership say, a later
            // one as the match's, whatever its own say (it breaks R-SEQ anyway)
            boolean later = state instanceof MatchState.Started;
            Profile seating = later ? profile : Profile.formOf(started.rules()).housed(started.house());
            if (!seating.seats(started.players().size())) {
                return Optional.of(Violation.of(RuleId.SCHEMA, "players must be " + seating.playersInWords() + " ids in "
                        + (later ? "this " + seating.id() + " match" : "a match of " + seating.id() + (seating.partnership() ? " in partnership" : ""))
                        + ", not " + started.players().size()));
            }
        }
        CardSet pack = profile.pack();
        if (event.namesOnly(pack)) {
            return Optional.empty();
        }
        Card stranger = event.cards().stream().filter(card -> !pack.contains(card)).findFirst().orElseThrow();
        return Optional.of(Violation.of(RuleId.SCHEMA, stranger + " is not a card of this match's " + profile.packInWords()));
    }

    /** Applies an event that must be valid, as when replaying a log already audited. */
    public static MatchState evolve(MatchState state, Event event) {
        return switch (step(state, event)) {
            case Step.Applied applied -> applied.state();
            case Step.Refused refused -> throw new RuleViolationException(refused.violation());
        };
    }
}
