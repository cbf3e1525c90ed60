package org.conquian.game;

import org.conquian.command.Command;
import org.conquian.event.Event;
import org.conquian.rules.Violation;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The kinds of move in a deal, each with its one rule, and what each moment of a deal admits ({@link #admitted}),
 * said here only: the judge ({@link Game#step}), the rule of the moment ({@link Moment}), the moves the rules
 * make at once ({@link Decider}) and the menu ({@link LegalMoves}) all read this table.
 */
enum MoveKind {
    /** The cambio, R-EXCHANGE. */
    EXCHANGE(ExchangeRule::open, (phase, event) -> ExchangeRule.whileDue(event), MoveKind::byChoice),
    /** Turning up the top stock card, R-STOCK; the first card and the one after a rejection are turned up at once. */
    REVEAL(RevealRule::open, MoveKind::unbound, RevealRule::atOnce),
    /** Taking the card in the centre, R-TURN; a moment where only a take may come is a force's (R-FORCE). */
    TAKE(TakeRule::open, (phase, event) -> ForceRule.whileForced((DealPhase.CardInPlay) phase, event), MoveKind::byChoice),
    /** The melds laid out with the card just taken, R-TAKE and R-MELD; the menu lists the whole take again. */
    LAY_OUT(TakeRule::open, (phase, event) -> TakeRule.whileTaking((DealPhase.CardInPlay) phase, event), MoveKind::byChoice),
    /** Passing the open card to the right, R-TURN. */
    PASS(PassRejectRule::passes, MoveKind::unbound, MoveKind::byChoice),
    /** Rejecting the open card to the waste, R-TURN. */
    REJECT(PassRejectRule::rejections, MoveKind::unbound, MoveKind::byChoice),
    /** Forcing the open card on a player, R-FORCE. */
    FORCE(ForceRule::open, MoveKind::unbound, MoveKind::byChoice),
    /** Discarding a hand card, R-DISCARD. */
    DISCARD(DiscardRule::open, MoveKind::unbound, MoveKind::byChoice),
    /** The end of a drawn deal, R-DRAW: made at once. */
    DRAWN_END(state -> List.of(), MatchRules::whileDrawn, state -> Optional.of(MatchRules.drawnEnd(state.deal()))),
    /** The end of a won deal, R-WIN: made at once. */
    WON_END(state -> List.of(), (phase, event) -> MatchRules.whileWon((DealPhase.Turn) phase, event),
            state -> Optional.of(MatchRules.wonEnd(state.deal())));

    private final Function<MatchState.Underway, List<? extends Command>> open;
    private final BiFunction<DealPhase, Event, Optional<Violation>> whileDue;
    private final Function<MatchState.Underway, Optional<Event>> atOnce;

    MoveKind(Function<MatchState.Underway, List<? extends Command>> open, BiFunction<DealPhase, Event, Optional<Violation>> whileDue,
             Function<MatchState.Underway, Optional<Event>> atOnce) {
        this.open = open;
        this.whileDue = whileDue;
        this.atOnce = atOnce;
    }

    /** The moves of this kind open now, as the menu lists them. */
    List<? extends Command> open(MatchState.Underway state) {
        return open.apply(state);
    }

    /** In a moment that binds ({@link Admits#binds}), admitting this kind alone: why an event breaks the rule of the moment. */
    Optional<Violation> whileDue(DealPhase phase, Event event) {
        return whileDue.apply(phase, event);
    }

    /** The move of this kind the rules make at once, with no choice, if they do. */
    Optional<Event> atOnce(MatchState.Underway state) {
        return atOnce.apply(state);
    }

    /** A kind no moment binds: its moments let other kinds through, and R-TURN judges those. */
    private static Optional<Violation> unbound(DealPhase phase, Event event) {
        return Optional.empty();
    }

    /** A kind the players always choose: the rules never make it at once. */
    private static Optional<Event> byChoice(MatchState.Underway state) {
        return Optional.empty();
    }

    /**
     * What a moment admits: the kinds of move that may come, in the order the menu lists them, and whether the
     * moment binds, so that any other event breaks the rule of the one move due rather than R-TURN.
     */
    record Admits(List<MoveKind> kinds, boolean binds) {

        boolean has(MoveKind kind) {
            return kinds.contains(kind);
        }

        /** Why an event cannot come in a moment that binds; empty in one that does not. */
        Optional<Violation> whileDue(DealPhase phase, Event event) {
            return binds ? kinds.getFirst().whileDue(phase, event) : Optional.empty();
        }
    }

    private static final Admits CAMBIO = new Admits(List.of(EXCHANGE), true);
    private static final Admits A_REVEAL = new Admits(List.of(REVEAL), false);
    private static final Admits OPEN_CARD = new Admits(List.of(TAKE, PASS, REJECT, FORCE), false);
    private static final Admits FORCED = new Admits(List.of(TAKE), true);
    private static final Admits TAKEN = new Admits(List.of(LAY_OUT), true);
    private static final Admits A_DISCARD = new Admits(List.of(DISCARD), false);
    private static final Admits DRAWN = new Admits(List.of(DRAWN_END), true);
    private static final Admits WON = new Admits(List.of(WON_END), true);
    private static final Admits NOTHING = new Admits(List.of(), false);

    /** What each moment of a deal admits: the one place that says it. */
    static Admits admitted(DealPhase phase) {
        return switch (phase) {
            case DealPhase.AwaitingExchange exchange -> CAMBIO;
            case DealPhase.AwaitingReveal reveal -> A_REVEAL;
            case DealPhase.CardOpen open -> OPEN_CARD;
            case DealPhase.AwaitingForcedTake forced -> FORCED;
            case DealPhase.AwaitingArrangement taken -> TAKEN;
            case DealPhase.AwaitingDiscard discard -> A_DISCARD;
            case DealPhase.StockExhausted exhausted -> DRAWN;
            case DealPhase.HandMelded melded -> WON;
            case DealPhase.Over over -> NOTHING;
        };
    }
}
