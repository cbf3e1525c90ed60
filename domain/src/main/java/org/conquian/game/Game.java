package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
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
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.StockCardRevealed;
import org.conquian.rules.RuleId;
import org.conquian.rules.Profile;
import org.conquian.rules.Violation;

import java.util.List;
import java.util.Optional;

/**
 * The fold of a match: {@link #step} judges one event against the rules and applies it, naming the
 * first rule it breaks in the precedence of the interchange format (what the match's profile allows, then
 * stream order, then the rule of the moment, then the event's own rule). It is the whole judge: the recorder
 * and the audit ask it alone. {@link #evolve} is the same for events known to be valid.
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
            case MatchState.NotStarted notStarted -> MatchRules.start((MatchStarted) event);
            case MatchState.Underway underway -> RuleOfTheMoment.check(underway, event).<Step>map(Step.Refused::new)
                    .orElseGet(() -> play(underway, event));
            case MatchState.Ended ended -> throw new IllegalStateException("stream order lets nothing follow MatchEnded");
        };
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
     * The events the rules make follow at once in this state, with no choice (the end of a won or drawn
     * deal, the end of a decided match). A command's decision already holds them; a log cut in the middle
     * of a turn may lack them.
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
        for (Card card : event.cards()) {
            if (!pack.contains(card)) {
                return Optional.of(Violation.of(RuleId.SCHEMA, card + " is not a card of this match's " + profile.packInWords()));
            }
        }
        return Optional.empty();
    }

    /** Applies an event that must be valid, as when replaying a log already audited. */
    public static MatchState evolve(MatchState state, Event event) {
        return switch (step(state, event)) {
            case Step.Applied applied -> applied.state();
            case Step.Refused refused -> throw new RuleViolationException(refused.violation());
        };
    }
}
