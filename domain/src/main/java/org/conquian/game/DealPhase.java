package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.event.DealResult;

import java.util.Optional;

/**
 * Every phase of a deal (the match has its stages, {@link MatchState.Stage}). Each names the player who must act next (the one the centre card is open to),
 * except {@link Over}. A force is the only action another player may take, and only in {@link CardOpen}. Which
 * moves each phase admits is said once, by {@code MoveKind.admitted}.
 */
public sealed interface DealPhase {

    /** The player whose turn it is, if the deal is not over. */
    Optional<String> actor();

    /** A phase in which one player is to act. */
    sealed interface Turn extends DealPhase {
        String player();

        @Override
        default Optional<String> actor() {
            return Optional.of(player());
        }
    }

    /** A phase about one card between the centre and a meld: open to the player, forced on them, or taken by them and not yet laid out. */
    sealed interface CardInPlay extends Turn {
        Card card();
    }

    /** A sentence saying what the phase waits for, used in refusals. */
    String describe();

    /** The reveal that begins play in a deal: the first card of the profile's opening, or the nondealer's own reveal. */
    static AwaitingReveal firstReveal(MatchSetup setup, String dealer) {
        return setup.profile().opening().firstCard()
                .map(first -> new AwaitingReveal(setup.seatFrom(dealer, first.revealer()), Reveal.FIRST_CARD))
                .orElseGet(() -> new AwaitingReveal(setup.seatFrom(dealer, 1), Reveal.OPENING));
    }

    /**
     * The cambio is due: every player gives one card to the player on their right, all at once, so no one
     * player is to act.
     */
    record AwaitingExchange() implements DealPhase {
        @Override
        public Optional<String> actor() {
            return Optional.empty();
        }

        @Override
        public String describe() {
            return "every player is to give one card to the player on their right, all at once (the cambio)";
        }
    }

    /** The player must turn up the top stock card, for the reason given. */
    record AwaitingReveal(String player, Reveal why) implements Turn {
        @Override
        public String describe() {
            return player + " is to reveal the top stock card" + switch (why) {
                case OPENING -> "";
                case FIRST_CARD -> ", the first card of the deal";
                case AFTER_REJECTION -> ", after the rejection";
            };
        }
    }

    /** Why a reveal is due, which decides to whom the card is open and whether the rules make it at once. */
    enum Reveal {
        /** A player opens the deal with a reveal of their own, which they take or pass: a move of its own. */
        OPENING,
        /** The first card of a deal, open round the table from the dealer's right: the rules make it at once. */
        FIRST_CARD,
        /** The reveal that completes a rejection while stock is left: the rules make it at once. */
        AFTER_REJECTION
    }

    /**
     * The centre card is face up and open to the player, who takes it or, by its origin, rejects or passes it.
     *
     * @param leftBy the player who left it in the centre: who discarded it, or revealed it (and passed it); a card
     *               offered round the table (house rule {@code offer} round) is open to each other player in turn
     *               from their right, and the last it is offered to is on their left
     */
    record CardOpen(String player, Card card, Origin origin, String leftBy) implements CardInPlay {
        @Override
        public String describe() {
            return switch (origin) {
                case REVEALED -> card + " is open to " + player + ", who revealed it, to take or pass";
                case FIRST_CARD -> card + ", the first card of the deal, is open to " + player
                        + ": a non-dealer takes or passes it, the dealer takes or rejects it";
                case PASSED, DISCARDED -> card + " is open to " + player + " to take or reject";
            };
        }
    }

    /**
     * A deal dealt with a hand of the wrong size, in a match that records misdeals (house rule {@code misdeal}): it
     * is void, and its end, void, must come next; the same dealer deals again.
     */
    record Misdealt(String dealer) implements DealPhase {
        @Override
        public Optional<String> actor() {
            return Optional.empty();
        }

        @Override
        public String describe() {
            return "the deal was misdealt (a hand of the wrong size), so it is void and " + dealer + " deals again";
        }
    }

    /** The player was forced and must take the card. */
    record AwaitingForcedTake(String player, Card card) implements CardInPlay {
        @Override
        public String describe() {
            return player + " was forced and must take " + card;
        }
    }

    /** The player took the card and must lay out their new arrangement with it. */
    record AwaitingArrangement(String player, Card card) implements CardInPlay {
        @Override
        public String describe() {
            return player + " took " + card + " and must lay out their melds with it";
        }
    }

    /** The player took a card without winning and must discard a hand card. */
    record AwaitingDiscard(String player) implements Turn {
        @Override
        public String describe() {
            return player + " is to discard a hand card";
        }
    }

    /** The player rejected a card with the stock empty: the deal is drawn and must end so. */
    record StockExhausted(String player) implements Turn {
        @Override
        public String describe() {
            return player + " rejected a card with the stock empty, so the deal is drawn";
        }
    }

    /** The player's take left no card in hand: the deal is won and must end so. */
    record HandMelded(String player) implements Turn {
        @Override
        public String describe() {
            return player + " has melded every card, so the deal is won by " + player;
        }
    }

    /** The deal ended. */
    record Over(DealResult result) implements DealPhase {
        @Override
        public Optional<String> actor() {
            return Optional.empty();
        }

        @Override
        public String describe() {
            return switch (result) {
                case DealResult.Won won -> "the deal is over, won by " + won.winner();
                case DealResult.Drawn drawn -> "the deal is over, drawn";
                case DealResult.Voided voided -> "the deal is over, void";
            };
        }
    }

    /**
     * Where an open centre card came from, which decides whether it can be rejected or passed (and, offered round
     * the table, whether the player it is open to is the last it is offered to).
     */
    enum Origin {
        /** Turned up by the player it is open to: they take or pass it. */
        REVEALED,
        /** The first card of a deal, open to each non-dealer in turn, who takes or passes it, and last to the dealer, who takes or rejects it. */
        FIRST_CARD,
        /** Passed by the player on the left: the player takes or rejects it (or, offered round, passes it on). */
        PASSED,
        /** Discarded by the player on the left: the player takes or rejects it (or, offered round, passes it on). */
        DISCARDED
    }
}
