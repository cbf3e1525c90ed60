package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.event.CardForced;
import org.conquian.event.CardTaken;
import org.conquian.event.Event;
import org.conquian.event.Narration;
import org.conquian.meld.MeldSolver;
import org.conquian.rules.Profile;
import org.conquian.rules.RuleId;
import org.conquian.rules.Violation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import static org.conquian.game.Steps.applied;
import static org.conquian.game.Steps.refused;

/**
 * R-FORCE, whole: a force is judged by {@link #CHECKS}, each a named rule, in order, the first that refuses
 * naming the fault; a force stands the target before the card, which they must take before anything else
 * comes ({@link #whileForced}); and the forces open now are those every check lets through ({@link #open}),
 * so the judge and the menu cannot disagree. Who may force whom is the profile's {@code Forcing}.
 */
final class ForceRule {

    private ForceRule() {
    }

    /** A force to judge: {@code forcer} forces {@code card} on {@code target}. */
    record Attempt(MatchState.Underway state, String forcer, String target, Card card) {
    }

    /** One rule of a force: its name, and why it refuses an attempt, if it does. */
    record Check(String name, Function<Attempt, Optional<String>> refusal) {
    }

    /** The rules of a force, in the order the first refusal is reported. */
    static final List<Check> CHECKS = List.of(
            new Check("a deal is in progress", attempt -> attempt.state().stage() == MatchState.Stage.IN_DEAL ? Optional.empty()
                    : Optional.of(attempt.forcer() + " cannot force " + attempt.target() + ": no deal is in progress")),
            new Check("both play in the match", attempt -> notAPlayer(attempt.state().setup(), attempt.forcer())
                    .or(() -> notAPlayer(attempt.state().setup(), attempt.target()))),
            new Check("a card is open to take", attempt -> {
                DealPhase phase = attempt.state().deal().phase();
                return MoveKind.admitted(phase).has(MoveKind.FORCE) ? Optional.empty()
                        : Optional.of(attempt.forcer() + " cannot force " + attempt.target() + ": no card is open to take (" + phase.describe() + ")");
            }),
            new Check("the profile lets the forcer force the target", attempt -> {
                DealPhase.CardOpen open = (DealPhase.CardOpen) attempt.state().deal().phase();
                MatchSetup setup = attempt.state().setup();
                return setup.profile().forceRefusal(open.player(), open.card(), attempt.forcer(), attempt.target(),
                        !attempt.forcer().equals(attempt.target()) && setup.sameTeam(attempt.forcer(), attempt.target()));
            }),
            new Check("the card forced is the open card", attempt -> {
                Card open = ((DealPhase.CardOpen) attempt.state().deal().phase()).card();
                return open.equals(attempt.card()) ? Optional.empty()
                        : Optional.of(attempt.forcer() + " cannot force " + attempt.card() + ": the open centre card is " + open);
            }),
            new Check("the card fits the target's melds on its own", attempt -> {
                Holding holding = attempt.state().deal().holding(attempt.target());
                if (fits(attempt.state().setup().profile(), holding, attempt.card())) {
                    return Optional.empty();
                }
                return Optional.of(holding.melds().melds().isEmpty()
                        ? attempt.target() + " has no melds, so no card can be forced on " + attempt.target()
                                + ": a forced card must fit the melds on its own"
                        : attempt.state().setup().profile().rearrange()
                        ? attempt.card() + " does not fit " + attempt.target() + "'s melds " + holding.melds()
                                + " on its own; a card that would need hand cards cannot be forced"
                        : attempt.card() + " does not extend one of " + attempt.target() + "'s melds " + holding.melds()
                                + " as it lies; with discard-then-meld (rearrange false) a forced card is never fitted by rearranging");
            }));

    /**
     * Whether the card fits the exposed melds (a team's, in a partnership) on its own: some arrangement of them and
     * the card, or with {@code rearrange} false, one of them extended by the card.
     */
    private static boolean fits(Profile profile, Holding holding, Card card) {
        MeldSolver solver = MeldSolver.of(profile);
        // a card that extends a meld as it lies fits at once; only one that does not needs the search of every arrangement
        return solver.extendsOne(holding.melds().melds(), card) || profile.rearrange() && solver.fitsAlone(holding.melds(), card);
    }

    private static Optional<String> notAPlayer(MatchSetup setup, String player) {
        return setup.isPlayer(player) ? Optional.empty()
                : Optional.of(player + " is not a player of this match (" + String.join(" and ", setup.players()) + ")");
    }

    /** Why {@code forcer} cannot force {@code card} on {@code target} now: the first check that refuses; empty when none does. */
    static Optional<String> refusal(MatchState.Underway state, String forcer, String target, Card card) {
        Attempt attempt = new Attempt(state, forcer, target, card);
        for (Check check : CHECKS) {
            Optional<String> refused = check.refusal().apply(attempt);
            if (refused.isPresent()) {
                return refused;
            }
        }
        return Optional.empty();
    }

    static Step judge(MatchState.Underway state, CardForced forced) {
        return refusal(state, forced.player(), forced.target(), forced.card())
                .map(fault -> refused(RuleId.FORCE, fault))
                .orElseGet(() -> applied(state.withDeal(state.deal().withPhase(new DealPhase.AwaitingForcedTake(forced.target(), forced.card())))));
    }

    /** The forces open now, the player to whom the card is open first, as they choose first at the table. */
    static List<Command.Force> open(MatchState.Underway state) {
        if (!(state.deal().phase() instanceof DealPhase.CardOpen open)) {
            return List.of();
        }
        List<Command.Force> forces = new ArrayList<>();
        for (String forcer : state.deal().fromSeat(open.player())) {
            for (String target : state.deal().fromSeat(open.player())) {
                if (refusal(state, forcer, target, open.card()).isEmpty()) {
                    forces.add(new Command.Force(forcer, target, open.card()));
                }
            }
        }
        return forces;
    }

    /** Once forced, the target's take of the card is the only event that may come. */
    static Optional<Violation> whileForced(DealPhase.CardInPlay forced, Event event) {
        return event instanceof CardTaken taken && taken.player().equals(forced.player()) && taken.card().equals(forced.card())
                ? Optional.empty()
                : Optional.of(Violation.of(RuleId.FORCE, forced.describe() + "; only " + forced.player() + "'s take of " + forced.card()
                + " may come next, not " + Narration.brief(event)));
    }
}
