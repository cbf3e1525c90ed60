package org.conquian.event;

import org.conquian.card.Card;
import org.conquian.card.CardSet;

import java.util.List;

/**
 * Something that happened in a match, in the past tense, as the interchange format names it.
 * The envelope (match, seq, time, chain link) is kept apart in {@link Envelope}.
 */
public sealed interface Event permits MatchStarted, DealStarted, CardsExchanged, StockCardRevealed, CardTaken, MeldsRearranged,
        CardDiscarded, CardRejected, CardPassed, CardForced, DealEnded, HandsShown, MatchEnded, IrregularityCalled, RulingGiven, AppealDecided {

    /** The {@code type} written in the log. */
    String type();

    /** Every card the event names, for the check that they are cards of the match's pack. */
    List<Card> cards();

    /** Whether every card the event names is one of these: the check of the match's pack, made at every event. */
    default boolean namesOnly(CardSet cards) {
        for (Card card : cards()) {
            if (!cards.contains(card)) {
                return false;
            }
        }
        return true;
    }
}
