package org.conquian.view;

import org.conquian.card.CardSet;

import java.util.Objects;

/**
 * A hand as one viewer sees it: {@link Visible}, the viewer's own or one shown or every hand for the officials, or
 * {@link Hidden}, which has no cards to name, only its size. A view cannot name a hidden hand's cards: it has none.
 */
public sealed interface SeenHand {

    /** How many cards the hand holds, seen or not. */
    int size();

    /**
     * A hand the viewer sees: the cards known in it, and how many lie face down unknown to everyone (every card of a
     * concealed deal's hand until it is shown).
     */
    record Visible(CardSet cards, int faceDown) implements SeenHand {
        public Visible {
            Objects.requireNonNull(cards, "cards");
        }

        @Override
        public int size() {
            return cards.size() + faceDown;
        }
    }

    /** Another's hand the viewer may not see: its size alone. */
    record Hidden(int size) implements SeenHand {
    }
}
