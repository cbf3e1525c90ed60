package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.meld.Arrangement;

import java.util.Objects;

/** What one player has in a deal: the private hand and the exposed melds. */
public record Holding(CardSet hand, Arrangement melds) {

    public Holding {
        Objects.requireNonNull(hand, "hand");
        Objects.requireNonNull(melds, "melds");
    }

    public static Holding dealt(CardSet hand) {
        return new Holding(hand, Arrangement.NONE);
    }

    public CardSet exposed() {
        return melds.cards();
    }

    /** After a take: the new arrangement, and the hand without the cards it laid out. */
    public Holding laidOut(Arrangement arrangement) {
        return new Holding(hand.minus(arrangement.cards()), arrangement);
    }

    public Holding without(Card card) {
        return new Holding(hand.without(card), melds);
    }
}
