package org.conquian.game;

import org.conquian.command.Command;
import org.conquian.event.AppealDecided;
import org.conquian.event.DealEnded;
import org.conquian.event.DealResult;
import org.conquian.event.Event;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.Narration;
import org.conquian.event.PlayedMove;
import org.conquian.event.RulingDecision;
import org.conquian.event.RulingGiven;
import org.conquian.rules.RuleId;
import org.conquian.rules.Violation;

import java.util.List;
import java.util.Optional;

import static org.conquian.game.Steps.applied;
import static org.conquian.game.Steps.refused;

/**
 * R-RULING, whole: an irregularity called during a deal ({@link #call}: by a player of the match, and a move as played that
 * breaks exactly the rule named, judged on the state before the call and never applied, {@link #broken}); the director's
 * ruling right after it and the appeal right after that ({@link #ruling}, {@link #appeal}: by someone not a player, with a
 * decision that fits); and the director's three points of the moment, which come before the game's ({@link #before}):
 * after a call only its ruling, after a void or an award only its appeal or the deal's end it gives, and after an appeal
 * that voids or awards only that end ({@link #given}), which ends the deal though no play did.
 */
final class RulingRule {

    private RulingRule() {
    }

    /**
     * The director's point of the moment, if one holds: the refusal of what may not come there, or the judgement of what
     * may (a ruling right after its call, an appeal right after a ruling, the end a decision gives), which the game's
     * points of the moment never see. Empty where the game's points and the event's own rule judge the event: nothing is
     * pending, or a ruling that withdrew the call or found nothing has put the deal back as it was before the call (an
     * appeal of that ruling is still judged here, never by the point the deal is back at).
     */
    static Optional<Step> before(MatchState.Underway state, Event event) {
        return switch (state.hearing()) {
            case Hearing.None none -> Optional.empty();
            case Hearing.CallWaiting waiting -> event instanceof RulingGiven given && given.about() == waiting.seq()
                    ? Optional.of(ruling(state, given))
                    : Optional.of(refused(RuleId.RULING, "the call of seq " + waiting.seq() + " (" + inWords(waiting.call())
                    + ") waits for the director: only a ruling about seq " + waiting.seq() + " may come next, not " + Narration.brief(event)
                    + (event instanceof RulingGiven given ? " about seq " + given.about() : "")));
            case Hearing.Ruled ruled -> {
                Optional<RulingDecision> ending = ruled.endingTheDeal();
                if (event instanceof AppealDecided appeal && (ending.isEmpty() || appeal.about() == ruled.seq())) {
                    yield Optional.of(appeal(state, appeal));
                }
                yield ending.map(decision -> end(state, event, decision, " (or an appeal about seq " + ruled.seq() + ")"));
            }
            case Hearing.Appealed appealed -> Optional.of(end(state, event, appealed.appeal().decision(), ""));
        };
    }

    /** The end of the deal a void or an award gives, applied; anything else refused. */
    private static Step end(MatchState.Underway state, Event event, RulingDecision decision, String instead) {
        DealEnded given = given(state.deal(), decision);
        if (!event.equals(given)) {
            return refused(RuleId.RULING, "the decision in force is " + Narration.decision(decision) + ", so " + ended(given)
                    + " comes next" + instead + ", not " + (event instanceof DealEnded other ? ended(other) : Narration.brief(event)));
        }
        return switch (decision) {
            case RulingDecision.AwardDeal award -> applied(MatchRules.afterWin(state, award.winner()));
            case RulingDecision.VoidDeal voided -> applied(MatchRules.afterVoid(state));
            case RulingDecision.Rectify rectify -> throw new IllegalStateException("a rectification ends no deal");
            case RulingDecision.NoIrregularity none -> throw new IllegalStateException("no irregularity ends no deal");
        };
    }

    /** What a call is about, in words: {@code ben's take of QS}, {@code an irregularity by ben, without a move}. */
    private static String inWords(IrregularityCalled call) {
        return call.move().map(Narration::brief).orElse("an irregularity by " + call.player() + ", without a move");
    }

    /** A deal's end in words, with its winner: {@code the end of deal 1, won by ana}. */
    private static String ended(DealEnded ended) {
        return "the end of deal " + ended.deal() + (ended.result() instanceof DealResult.Won won ? ", won by " + won.winner()
                : ", " + ended.result().word());
    }

    /** The {@code DealEnded} a decision that ends the deal gives: the deal in progress, void or won by the awarded player. */
    static DealEnded given(DealState deal, RulingDecision decision) {
        return switch (decision) {
            case RulingDecision.AwardDeal award -> DealEnded.won(deal.number(), award.winner());
            case RulingDecision.VoidDeal voided -> DealEnded.voided(deal.number());
            case RulingDecision.Rectify rectify -> throw new IllegalArgumentException("a rectification ends no deal");
            case RulingDecision.NoIrregularity none -> throw new IllegalArgumentException("no irregularity ends no deal");
        };
    }

    /**
     * An irregularity called, by its own rule (a point of the moment let it through): during a deal, by a player of the
     * match, and with a move, that player's move, which breaks exactly the rule the call names. Play then waits for the
     * ruling; nothing of the move is applied, and its cards are not seen.
     */
    static Step call(MatchState.Underway state, IrregularityCalled called) {
        if (state.stage() != MatchState.Stage.IN_DEAL) {
            return refused(RuleId.RULING, "no deal is in progress: an irregularity is called during a deal, not "
                    + (state.lastDeal().isEmpty() ? "before the first" : "after the end of deal " + state.deal().number()));
        }
        MatchSetup setup = state.setup();
        if (!setup.isPlayer(called.player())) {
            return refused(RuleId.RULING, "the call names " + called.player() + ", who is not a player of this match ("
                    + String.join(" and ", setup.players()) + ")");
        }
        if (called.move().isPresent()) {
            PlayedMove move = called.move().get();
            if (!move.player().equals(called.player())) {
                return refused(RuleId.RULING, "the call names " + called.player() + ", but the move is " + move.player() + "'s");
            }
            Optional<Violation> broken = broken(state, move);
            if (broken.isEmpty()) {
                return refused(RuleId.RULING, Narration.brief(move) + " is legal here: record it as a move");
            }
            String named = called.rule().orElse("no rule");
            if (!broken.get().rule().id().equals(named)) {
                return refused(RuleId.RULING, "the move breaks " + broken.get().rule().id() + ", the call names " + named
                        + " (" + broken.get().message() + ")");
            }
        }
        return applied(state.heard(new Hearing.CallWaiting(state.seq() + 1, called)));
    }

    /**
     * The rule a move as played breaks, judged as the audit judges its events on the state before the call (the point of
     * the moment, then each event's own rule, a take's melds after its card): the first that breaks something. Empty for a
     * legal move. Nothing of the move is applied.
     */
    static Optional<Violation> broken(MatchState.Underway state, PlayedMove move) {
        MatchState after = state;
        for (Event event : move.events(state.deal().number())) {
            switch (Game.step(after, event)) {
                case Step.Refused refused -> {
                    return Optional.of(refused.violation());
                }
                case Step.Applied applied -> after = applied.state();
            }
        }
        return Optional.empty();
    }

    /**
     * Why a command cannot be recorded now because of a call: while a call waits, anything but the director's ruling; a
     * ruling when no call waits; anything before the end of the deal a void or an award gives, which the recorder writes
     * with the ruling (a log cut between the two is completed when resumed).
     */
    static Optional<Violation> awaited(MatchState state, Command command) {
        boolean ruling = command instanceof Command.Rule;
        if (!(state instanceof MatchState.Underway underway)) {
            return ruling ? Optional.of(noCallWaits()) : Optional.empty();
        }
        return switch (underway.hearing()) {
            case Hearing.CallWaiting waiting -> ruling ? Optional.empty()
                    : Optional.of(Violation.of(RuleId.RULING, "the call of seq " + waiting.seq() + " (" + inWords(waiting.call())
                    + ") waits for the director: only the ruling on it may be recorded now"));
            case Hearing.None none -> ruling ? Optional.of(noCallWaits()) : Optional.empty();
            case Hearing.Ruled ruled -> ruling || ruled.endingTheDeal().isPresent() ? Optional.of(ending(underway, ruled)) : Optional.empty();
            case Hearing.Appealed appealed -> Optional.of(ending(underway, appealed));
        };
    }

    private static Violation noCallWaits() {
        return Violation.of(RuleId.RULING, "no call waits for a ruling: a director rules on a call right after it");
    }

    private static Violation ending(MatchState.Underway state, Hearing heard) {
        return heard.endingTheDeal()
                .map(decision -> Violation.of(RuleId.RULING, "the decision in force is " + Narration.decision(decision) + ", so "
                        + ended(given(state.deal(), decision)) + " comes first"))
                .orElseGet(RulingRule::noCallWaits);
    }

    /** Why a call cannot name its rule: it is none of the eleven rules of the game, which alone a move at a table breaks. */
    static Optional<Violation> namedFault(Command.Call call) {
        return call.rule().filter(rule -> !rule.ofTheGame()).map(rule -> Violation.of(RuleId.RULING, rule.id()
                + " is no rule a move at the table breaks: a call names one of the eleven rules of the game, or none"));
    }

    /**
     * The {@code IrregularityCalled} of a call: the rule it names, or, left to the recorder, the one its move breaks (none
     * for a legal move, which the judge refuses).
     */
    static IrregularityCalled called(MatchState state, Command.Call call) {
        Optional<String> rule = call.rule().map(RuleId::id).or(() -> call.move()
                .filter(move -> state instanceof MatchState.Underway underway && underway.stage() == MatchState.Stage.IN_DEAL)
                .flatMap(move -> broken((MatchState.Underway) state, move)).map(violation -> violation.rule().id()));
        return new IrregularityCalled(call.player(), call.move(), rule, call.calledBy(), call.note());
    }

    /** The events of a ruling on the call that waits: the ruling about it and the appeal about the ruling, if any. */
    static List<Event> ruled(MatchState.Underway state, Command.Rule rule) {
        long call = ((Hearing.CallWaiting) state.hearing()).seq();
        RulingGiven given = new RulingGiven(rule.director(), call, rule.decision(), rule.text());
        return rule.appeal().<List<Event>>map(appeal -> List.of(given, new AppealDecided(appeal.appellant(), appeal.director(), call + 1,
                appeal.decision(), appeal.text()))).orElseGet(() -> List.of(given));
    }

    /**
     * A move command as it was played at the table: a take with its complete arrangement, the exposed melds it leaves
     * untouched kept as a take keeps them. Empty for what is no move a player plays in turn (the deal, the cambio, the
     * hands shown, a misdeal found) or has no op (a free meld), whose faults are called without a move.
     */
    static Optional<PlayedMove> asPlayed(MatchState state, Command command) {
        return switch (command) {
            case Command.Reveal reveal -> Optional.of(PlayedMove.reveal(reveal.player(), reveal.card()));
            case Command.Take take -> Optional.of(PlayedMove.take(take.player(), take.card(),
                    TakeRule.withUntouched(state, take.player(), Optional.of(take.card()), take.melds())));
            case Command.Reject reject -> Optional.of(PlayedMove.reject(reject.player(), reject.card()));
            case Command.Pass pass -> Optional.of(PlayedMove.pass(pass.player(), pass.card()));
            case Command.Force force -> Optional.of(PlayedMove.force(force.player(), force.target(), force.card()));
            case Command.Discard discard -> Optional.of(PlayedMove.discard(discard.player(), discard.card()));
            case Command.StartMatch start -> Optional.empty();
            case Command.Deal deal -> Optional.empty();
            case Command.DealConcealed deal -> Optional.empty();
            case Command.Exchange exchange -> Optional.empty();
            case Command.ShowHands show -> Optional.empty();
            // a free meld (house rule meldFromHand) has no op of its own: played irregularly, it is called without a move
            case Command.FreeMeld meld -> Optional.empty();
            case Command.VoidDeal voided -> Optional.empty();
            case Command.Call call -> Optional.empty();
            case Command.Rule rule -> Optional.empty();
        };
    }

    /**
     * The call that records a refused move as it was played: the move as played, naming the rule the refusal names. Empty
     * when the move is legal, is no move played in turn, or could not be called here (no deal in progress, a call already
     * waiting, the middle of a take).
     */
    static Optional<IrregularityCalled> callAsPlayed(MatchState state, Command move) {
        Optional<PlayedMove> played = asPlayed(state, move);
        if (played.isEmpty() || !(Decider.decide(state, move) instanceof Decision.Refused refused) || !refused.violation().rule().ofTheGame()) {
            return Optional.empty();
        }
        IrregularityCalled call = IrregularityCalled.of(played.get(), refused.violation().rule().id());
        return Game.step(state, call) instanceof Step.Applied ? Optional.of(call) : Optional.empty();
    }

    /** A ruling by its own rule: right after the call it is about, by a director who is not a player, with a decision that fits. */
    static Step ruling(MatchState.Underway state, RulingGiven given) {
        if (!(state.hearing() instanceof Hearing.CallWaiting waiting) || given.about() != waiting.seq()) {
            return refused(RuleId.RULING, "no call waits for a ruling about seq " + given.about()
                    + ": a ruling comes right after the call it is about, before play goes on");
        }
        return notAPlayer(state, given.director(), "the director")
                .or(() -> misfit(state, waiting.call(), given.decision()))
                .<Step>map(Step.Refused::new)
                .orElseGet(() -> applied(state.heard(new Hearing.Ruled(state.seq() + 1, waiting.call(), given))));
    }

    /** An appeal by its own rule: right after the ruling it is about, lodged by a player, heard by someone who is not one, with a decision that fits. */
    static Step appeal(MatchState.Underway state, AppealDecided appeal) {
        if (!(state.hearing() instanceof Hearing.Ruled ruled) || appeal.about() != ruled.seq()) {
            return refused(RuleId.RULING, "no ruling of seq " + appeal.about() + " may be appealed now: an appeal comes right after"
                    + " the ruling it is about, once, before play goes on");
        }
        if (!state.setup().isPlayer(appeal.appellant())) {
            return refused(RuleId.RULING, "the appellant " + appeal.appellant() + " is not a player of this match ("
                    + String.join(" and ", state.setup().players()) + "): only a player appeals");
        }
        return notAPlayer(state, appeal.director(), "the director of the appeal")
                .or(() -> misfit(state, ruled.call(), appeal.decision()))
                .<Step>map(Step.Refused::new)
                .orElseGet(() -> applied(state.heard(appeal.decision().endsTheDeal() ? new Hearing.Appealed(ruled.call(), appeal)
                        : Hearing.NONE)));
    }

    /** A player never rules, on a ruling or an appeal. */
    private static Optional<Violation> notAPlayer(MatchState.Underway state, String director, String who) {
        return state.setup().isPlayer(director)
                ? Optional.of(Violation.of(RuleId.RULING, who + " " + director + " is a player of this match: a director is never one of"
                + " the players"))
                : Optional.empty();
    }

    /** A decision that does not fit the call: no irregularity found in a called move, or an award to someone not playing. */
    private static Optional<Violation> misfit(MatchState.Underway state, IrregularityCalled call, RulingDecision decision) {
        if (decision instanceof RulingDecision.NoIrregularity && call.move().isPresent()) {
            return Optional.of(Violation.of(RuleId.RULING, "no-irregularity does not fit a called move: " + Narration.brief(call.move().get())
                    + " was checked to break " + call.rule().orElse("a rule") + "; rectify, void-deal or award-deal"));
        }
        if (decision instanceof RulingDecision.AwardDeal award && !state.setup().isPlayer(award.winner())) {
            return Optional.of(Violation.of(RuleId.RULING, "the deal is awarded to " + award.winner() + ", who is not a player of this match ("
                    + String.join(" and ", state.setup().players()) + ")"));
        }
        return Optional.empty();
    }
}
