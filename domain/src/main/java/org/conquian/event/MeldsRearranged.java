package org.conquian.event;

import org.conquian.card.Card;
import org.conquian.card.CardSet;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/** The player's complete arrangement of exposed cards after a take, melds as written. */
public record MeldsRearranged(String player, List<List<Card>> melds) implements Event {

    public static final String TYPE = "MeldsRearranged";

    public MeldsRearranged {
        Objects.requireNonNull(player, "player");
        // a loop into an array, not a stream or a list copied again: a partnership's every take names the team's
        // melds, and an audit reads them all; a meld read from the format is immutable already, and kept as it is
        @SuppressWarnings("unchecked")
        List<Card>[] copies = new List[melds.size()];
        for (int i = 0; i < copies.length; i++) {
            copies[i] = List.copyOf(melds.get(i));
        }
        melds = List.of(copies);
    }

    @Override
    public String type() {
        return TYPE;
    }

    /** Meld by meld and by index, without gathering them first or an iterator for each: a partnership's take names the whole team's melds. */
    @Override
    public boolean namesOnly(CardSet cards) {
        for (int m = 0; m < melds.size(); m++) {
            List<Card> meld = melds.get(m);
            for (int i = 0; i < meld.size(); i++) {
                if (!cards.contains(meld.get(i))) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public List<Card> cards() {
        int size = 0;
        for (List<Card> meld : melds) {
            size += meld.size();
        }
        List<Card> cards = new ArrayList<>(size);
        for (List<Card> meld : melds) {
            // card by card: addAll would copy each meld into an array of its own first
            for (Card card : meld) {
                cards.add(card);
            }
        }
        return Collections.unmodifiableList(cards);
    }
}
