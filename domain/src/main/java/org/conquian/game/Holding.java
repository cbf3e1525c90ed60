package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.meld.Arrangement;

import java.util.Objects;

/**
 * What one player has in a deal: the private hand and the exposed melds. In a concealed deal the hand's
 * cards are unknown until shown: {@code hidden} counts them, and {@code hand} holds only known ones. In a
 * partnership the melds are the team's, the same in both partners' holdings.
 */
public record Holding(CardSet hand, Arrangement melds, int hidden) {

    public Holding {
        Objects.requireNonNull(hand, "hand");
        Objects.requireNonNull(melds, "melds");
    }

    public static Holding dealt(CardSet hand) {
        return new Holding(hand, Arrangement.NONE, 0);
    }

    /** A hand dealt face down: only its size is known. */
    public static Holding concealed(int size) {
        return new Holding(CardSet.EMPTY, Arrangement.NONE, size);
    }

    public CardSet exposed() {
        return melds.cards();
    }

    /** How many cards the hand holds, known or not. */
    public int size() {
        return hand.size() + hidden;
    }

    public boolean handEmpty() {
        return size() == 0;
    }

    /** After melds laid out: the new arrangement, the hand without the known cards laid out from it, and fewer unknown ones. */
    public Holding laidOut(Arrangement arrangement, CardSet fromHand, int fromHidden) {
        return new Holding(hand.minus(fromHand), arrangement, hidden - fromHidden);
    }

    /** The same hand, with the melds a partner laid out for the team. */
    public Holding withMelds(Arrangement arrangement) {
        return new Holding(hand, arrangement, hidden);
    }

    /** Without a card that left the hand: a known one, or one of the unknown ones. */
    public Holding without(Card card) {
        return hand.contains(card) ? new Holding(hand.without(card), melds, hidden) : new Holding(hand, melds, hidden - 1);
    }
}
