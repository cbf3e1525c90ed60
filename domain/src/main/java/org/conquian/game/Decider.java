package org.conquian.game;

import org.conquian.command.Command;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealEnded;
import org.conquian.event.HandsShown;
import org.conquian.event.Event;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.RulingDecision;
import org.conquian.event.StockCardRevealed;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.rules.Violation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * decide(state, command): turns a command into the events it would record and judges each with the same
 * {@link Game#step} the audit uses, so the recorder refuses exactly what an audit would report. Events the
 * rules make follow at once with no choice (the reveal after a rejection, the first card of a deal, the end
 * of a won or drawn deal, the end of a deal a ruling voids or awards, the end of a decided match) are added to
 * the command's own. While a call waits only the director's ruling may be recorded.
 */
final class Decider {

    private Decider() {
    }

    static Decision decide(MatchState state, Command command) {
        Optional<Violation> awaited = RulingRule.awaited(state, command);
        if (awaited.isPresent()) {
            return new Decision.Refused(awaited.get());
        }
        List<Event> events = new ArrayList<>();
        switch (command) {
            case Command.StartMatch start -> events.add(matchStarted(start));
            case Command.Deal deal -> {
                Optional<Violation> refused = DealRule.notDue(state).or(() -> DealRule.packFault(state, deal.pack()));
                if (refused.isPresent()) {
                    return new Decision.Refused(refused.get());
                }
                events.add(DealRule.dealt((MatchState.Started) state, deal.pack()));
            }
            case Command.DealConcealed deal -> {
                Optional<Violation> notDue = DealRule.notDue(state);
                if (notDue.isPresent()) {
                    return new Decision.Refused(notDue.get());
                }
                events.add(DealRule.dealtFaceDown((MatchState.Started) state));
            }
            case Command.Exchange exchange -> events.add(new CardsExchanged(exchange.given()));
            case Command.ShowHands show -> {
                if (show.hands().isPresent()) {
                    events.add(new HandsShown(show.hands().get()));
                } else if (state instanceof MatchState.Underway underway && underway.stage() == MatchState.Stage.DECIDED) {
                    events.add(matchEnded(underway));
                }
            }
            case Command.Reveal reveal -> events.add(new StockCardRevealed(reveal.player(), reveal.card()));
            case Command.Take take -> events.addAll(TakeRule.events(state, take));
            case Command.Reject reject -> events.add(new CardRejected(reject.player(), reject.card()));
            case Command.Pass pass -> events.add(new CardPassed(pass.player(), pass.card()));
            case Command.Force force -> events.add(new CardForced(force.player(), force.target(), force.card()));
            case Command.Discard discard -> events.add(new CardDiscarded(discard.player(), discard.card()));
            case Command.Call call -> {
                Optional<Violation> named = RulingRule.namedFault(call);
                if (named.isPresent()) {
                    return new Decision.Refused(named.get());
                }
                events.add(RulingRule.called(state, call));
            }
            // a ruling is awaited only while a call waits, in a match under way
            case Command.Rule rule -> events.addAll(RulingRule.ruled((MatchState.Underway) state, rule));
            case Command.FreeMeld meld -> events.add(new MeldsRearranged(meld.player(), TakeRule.withUntouched(state, meld.player(), Optional.empty(), meld.melds())));
            case Command.VoidDeal voided -> events.add(DealEnded.voided(state.currentDeal().map(DealState::number).orElse(state.dealsStarted())));
        }
        MatchState next = state;
        List<MatchState> after = new ArrayList<>(events.size() + 2);
        for (Event event : events) {
            switch (Game.step(next, event)) {
                case Step.Applied applied -> next = applied.state();
                case Step.Refused refused -> {
                    return new Decision.Refused(refused.violation());
                }
            }
            after.add(next);
        }
        return followUps(next, events, after);
    }

    /**
     * The MatchStarted of a start: the options written only in the profiles that take them, the target by default
     * the usual one, and the house rules exactly as declared.
     */
    private static MatchStarted matchStarted(Command.StartMatch start) {
        Optional<Profile> profile = Profile.byId(start.rules());
        int usual = profile.map(Profile::targetWins).orElse(0);
        Options options = start.options();
        if (profile.isEmpty() || !profile.get().takesOptions()) {
            return new MatchStarted(start.players(), start.rules(), usual, start.firstDealer()).withHouse(options.house());
        }
        return new MatchStarted(start.players(), start.rules(), options.targetWins() != null ? options.targetWins() : usual,
                start.firstDealer(), options.deck(), options.forcedMeld()).withHouse(options.house());
    }

    /**
     * The events the rules make follow at once in this state, with no choice: the end of a won or drawn
     * deal, the end of a decided match. Empty in a state a command has left, as decide adds them itself;
     * a log cut in the middle of a turn may need them.
     */
    static List<Event> pending(MatchState state) {
        return ((Decision.Accepted) followUps(state, new ArrayList<>(), new ArrayList<>())).events();
    }

    private static Decision followUps(MatchState state, List<Event> events, List<MatchState> after) {
        MatchState next = state;
        Optional<Event> due = forcedNext(next);
        while (due.isPresent()) {
            events.add(due.get());
            next = Game.evolve(next, due.get());
            after.add(next);
            due = forcedNext(next);
        }
        return new Decision.Accepted(events, next, after);
    }

    private static MatchEnded matchEnded(MatchState.Underway state) {
        Map<String, Integer> wins = new LinkedHashMap<>();
        state.setup().players().forEach(player -> wins.put(player, state.winsOf(player)));
        return new MatchEnded(state.decidedWinner().orElseThrow(), wins, state.draws());
    }

    /** The event the rules make happen next with no choice, if any. */
    private static Optional<Event> forcedNext(MatchState state) {
        if (!(state instanceof MatchState.Underway underway) || underway.callWaiting().isPresent()) {
            return Optional.empty();
        }
        Optional<RulingDecision> ending = underway.hearing().endingTheDeal();
        if (ending.isPresent()) {
            return Optional.of(RulingRule.given(underway.deal(), ending.get()));
        }
        if (underway.stage() == MatchState.Stage.DECIDED && !LegalMoves.handsMayBeShown(underway)) {
            return Optional.of(matchEnded(underway));
        }
        if (underway.stage() != MatchState.Stage.IN_DEAL) {
            return Optional.empty();
        }
        for (MoveKind kind : MoveKind.admitted(underway.deal().phase()).kinds()) {
            Optional<Event> atOnce = MoveRules.atOnce(kind, underway);
            if (atOnce.isPresent()) {
                return atOnce;
            }
        }
        return Optional.empty();
    }
}
