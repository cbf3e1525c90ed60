package org.conquian.game;

import java.util.List;

/**
 * The kinds of move in a deal, and what each phase of a deal admits ({@link #admitted}), said here only: the
 * rules ask it whether their move may come now, and the judge ({@link Game#step}), the rule of the moment
 * ({@link RuleOfTheMoment}), the moves the rules make at once ({@link Decider}) and the menu ({@link LegalMoves})
 * read it, each kind's rule through {@link MoveRules}. It names no rule, so that the rules can use it.
 */
enum MoveKind {
    /** The cambio, R-EXCHANGE. */
    EXCHANGE,
    /** Turning up the top stock card, R-STOCK; the first card and the one after a rejection are turned up at once. */
    REVEAL,
    /** Taking the card in the centre, R-TURN; a phase where only a take may come is a force's (R-FORCE). */
    TAKE,
    /** The melds laid out with the card just taken, R-TAKE and R-MELD; the menu lists the whole take again. */
    LAY_OUT,
    /** Passing the open card to the right, R-TURN. */
    PASS,
    /** Rejecting the open card to the waste, R-TURN. */
    REJECT,
    /** Forcing the open card on a player, R-FORCE. */
    FORCE,
    /** Discarding a hand card, R-DISCARD. */
    DISCARD,
    /** Melds laid out from the hand without a take (house rule {@code meldFromHand}), R-TAKE and R-MELD. */
    FREE_MELD,
    /** The end of a drawn deal, R-DRAW: made at once. */
    DRAWN_END,
    /** The end of a won deal, R-WIN: made at once. */
    WON_END,
    /** The end of a misdealt deal, void, R-DEAL: made at once. */
    VOID_END;

    /**
     * What a phase admits: the kinds of move that may come, in the order the menu lists them, and whether the
     * phase binds, so that any other event breaks the rule of the one move due rather than R-TURN.
     */
    record Admits(List<MoveKind> kinds, boolean binds) {

        boolean has(MoveKind kind) {
            return kinds.contains(kind);
        }
    }

    // a free meld is admitted wherever the player is to act, once the deal's first card is turned up; only a match
    // that plays meldFromHand lists or accepts one (TakeRule)
    private static final Admits CAMBIO = new Admits(List.of(EXCHANGE), true);
    private static final Admits A_REVEAL = new Admits(List.of(REVEAL), false);
    private static final Admits A_REVEAL_AFTER_REJECTION = new Admits(List.of(REVEAL, FREE_MELD), false);
    private static final Admits OPEN_CARD = new Admits(List.of(TAKE, PASS, REJECT, FORCE, FREE_MELD), false);
    private static final Admits FORCED = new Admits(List.of(TAKE), true);
    private static final Admits TAKEN = new Admits(List.of(LAY_OUT), true);
    private static final Admits A_DISCARD = new Admits(List.of(DISCARD, FREE_MELD), false);
    private static final Admits DRAWN = new Admits(List.of(DRAWN_END), true);
    private static final Admits WON = new Admits(List.of(WON_END), true);
    private static final Admits MISDEALT = new Admits(List.of(VOID_END), true);
    private static final Admits NOTHING = new Admits(List.of(), false);

    /** What each phase of a deal admits: the one place that says it. */
    static Admits admitted(DealPhase phase) {
        return switch (phase) {
            case DealPhase.AwaitingExchange exchange -> CAMBIO;
            case DealPhase.AwaitingReveal reveal -> reveal.why() == DealPhase.Reveal.AFTER_REJECTION ? A_REVEAL_AFTER_REJECTION : A_REVEAL;
            case DealPhase.CardOpen open -> OPEN_CARD;
            case DealPhase.AwaitingForcedTake forced -> FORCED;
            case DealPhase.AwaitingArrangement taken -> TAKEN;
            case DealPhase.AwaitingDiscard discard -> A_DISCARD;
            case DealPhase.StockExhausted exhausted -> DRAWN;
            case DealPhase.HandMelded melded -> WON;
            case DealPhase.Misdealt misdealt -> MISDEALT;
            case DealPhase.Over over -> NOTHING;
        };
    }
}
