package org.conquian.game;

import org.conquian.command.Command;
import org.conquian.event.Event;
import org.conquian.rules.Violation;

import java.util.List;
import java.util.Optional;

/**
 * The kinds of move in a deal, each with its one rule, and what each moment of a deal admits ({@link #admitted}),
 * said here only: the judge ({@link Game#step}), the rule of the moment ({@link Moment}), the moves the rules
 * make at once ({@link Decider}) and the menu ({@link LegalMoves}) all read this table.
 */
enum MoveKind {
    /** The cambio, R-EXCHANGE. */
    EXCHANGE {
        @Override
        List<? extends Command> open(MatchState.Underway state) {
            return ExchangeRule.open(state);
        }

        @Override
        Optional<Violation> whileDue(DealPhase phase, Event event) {
            return ExchangeRule.whileDue(event);
        }
    },
    /** Turning up the top stock card, R-STOCK. */
    REVEAL {
        @Override
        List<? extends Command> open(MatchState.Underway state) {
            return RevealRule.open(state);
        }

        @Override
        Optional<Event> atOnce(MatchState.Underway state) {
            return RevealRule.atOnce(state);
        }
    },
    /** Taking the card in the centre, R-TURN; a moment where only a take may come is a force's (R-FORCE). */
    TAKE {
        @Override
        List<? extends Command> open(MatchState.Underway state) {
            return TakeRule.open(state);
        }

        @Override
        Optional<Violation> whileDue(DealPhase phase, Event event) {
            return ForceRule.whileForced((DealPhase.CardInPlay) phase, event);
        }
    },
    /** The melds laid out with the card just taken, R-TAKE and R-MELD; the menu lists the whole take again. */
    LAY_OUT {
        @Override
        List<? extends Command> open(MatchState.Underway state) {
            return TakeRule.open(state);
        }

        @Override
        Optional<Violation> whileDue(DealPhase phase, Event event) {
            return TakeRule.whileTaking((DealPhase.CardInPlay) phase, event);
        }
    },
    /** Passing the open card to the right, R-TURN. */
    PASS {
        @Override
        List<? extends Command> open(MatchState.Underway state) {
            return PassRule.open(state);
        }
    },
    /** Rejecting the open card to the waste, R-TURN. */
    REJECT {
        @Override
        List<? extends Command> open(MatchState.Underway state) {
            return RejectRule.open(state);
        }
    },
    /** Forcing the open card on a player, R-FORCE. */
    FORCE {
        @Override
        List<? extends Command> open(MatchState.Underway state) {
            return ForceRule.open(state);
        }
    },
    /** Discarding a hand card, R-DISCARD. */
    DISCARD {
        @Override
        List<? extends Command> open(MatchState.Underway state) {
            return DiscardRule.open(state);
        }
    },
    /** The end of a drawn deal, R-DRAW: made at once. */
    DRAWN_END {
        @Override
        List<? extends Command> open(MatchState.Underway state) {
            return List.of();
        }

        @Override
        Optional<Violation> whileDue(DealPhase phase, Event event) {
            return MatchRules.whileDrawn(phase, event);
        }

        @Override
        Optional<Event> atOnce(MatchState.Underway state) {
            return Optional.of(MatchRules.drawnEnd(state.deal()));
        }
    },
    /** The end of a won deal, R-WIN: made at once. */
    WON_END {
        @Override
        List<? extends Command> open(MatchState.Underway state) {
            return List.of();
        }

        @Override
        Optional<Violation> whileDue(DealPhase phase, Event event) {
            return MatchRules.whileWon((DealPhase.Turn) phase, event);
        }

        @Override
        Optional<Event> atOnce(MatchState.Underway state) {
            return Optional.of(MatchRules.wonEnd(state.deal()));
        }
    };

    /** The moves of this kind open now, as the menu lists them. */
    abstract List<? extends Command> open(MatchState.Underway state);

    /**
     * In a moment that binds ({@link Admits#binds}), admitting this kind alone: why an event breaks the rule of
     * the moment. Only the kinds the table binds say more than nothing.
     */
    Optional<Violation> whileDue(DealPhase phase, Event event) {
        return Optional.empty();
    }

    /** The move of this kind the rules make at once, with no choice, if they do. */
    Optional<Event> atOnce(MatchState.Underway state) {
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
