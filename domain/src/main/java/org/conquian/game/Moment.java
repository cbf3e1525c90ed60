package org.conquian.game;

import org.conquian.event.DealEnded;
import org.conquian.event.DealResult;
import org.conquian.event.Event;
import org.conquian.event.HandsShown;
import org.conquian.event.MatchEnded;
import org.conquian.event.Narration;
import org.conquian.rules.RuleId;
import org.conquian.rules.Violation;

import java.util.Optional;

/**
 * The rule of the moment: at six points only one event may come next, and anything else breaks the
 * rule of that point, whatever its type.
 */
final class Moment {

    private Moment() {
    }

    static Optional<Violation> check(MatchState.Underway state, Event event) {
        if (state.stage() == MatchState.Stage.DECIDED) {
            boolean mayShow = LegalMoves.handsMayBeShown(state);
            return event instanceof MatchEnded || mayShow && event instanceof HandsShown ? Optional.empty()
                    : refuse(RuleId.MATCH, state.decidedWinner().orElseThrow() + " has won the match; only "
                    + (mayShow ? "the hands shown or " : "") + "the end of the match may come next, not "
                    + Narration.brief(event));
        }
        if (state.stage() != MatchState.Stage.IN_DEAL) {
            return Optional.empty();
        }
        return switch (state.deal().phase()) {
            case DealPhase.AwaitingExchange awaiting -> ExchangeRule.whileDue(event);
            case DealPhase.AwaitingArrangement awaiting -> TakeRule.whileTaking(awaiting, event);
            case DealPhase.AwaitingForcedTake forced -> ForceRule.whileForced(forced, event);
            case DealPhase.StockExhausted exhausted ->
                    event instanceof DealEnded ended && ended.result() instanceof DealResult.Drawn
                            ? Optional.empty()
                            : refuse(RuleId.DRAW, exhausted.describe() + "; only the end of the deal, drawn, may come next, not " + Narration.brief(event));
            case DealPhase.HandMelded melded ->
                    event instanceof DealEnded ended && ended.result() instanceof DealResult.Won
                            ? Optional.empty()
                            : refuse(RuleId.WIN, melded.describe() + "; only the end of the deal, won by " + melded.player() + ", may come next, not " + Narration.brief(event));
            case DealPhase.AwaitingReveal ignored -> Optional.empty();
            case DealPhase.CardOpen ignored -> Optional.empty();
            case DealPhase.AwaitingDiscard ignored -> Optional.empty();
            case DealPhase.Over ignored -> Optional.empty();
        };
    }

    private static Optional<Violation> refuse(RuleId rule, String message) {
        return Optional.of(Violation.of(rule, message));
    }
}
