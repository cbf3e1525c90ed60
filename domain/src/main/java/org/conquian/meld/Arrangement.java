package org.conquian.meld;

import org.conquian.card.Card;
import org.conquian.card.CardSet;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** A player's exposed cards split into melds, each card in exactly one meld; melds in card order. */
public record Arrangement(List<Meld> melds) {

    public static final Arrangement NONE = new Arrangement(List.of());

    public Arrangement {
        List<Meld> sorted = new ArrayList<>(melds);
        sorted.sort(null);
        melds = List.copyOf(sorted);
        long seen = 0;
        for (Meld meld : melds) {
            if ((seen & meld.cards().bits()) != 0) {
                throw new IllegalArgumentException("a card is in two melds of " + melds);
            }
            seen |= meld.cards().bits();
        }
    }

    public CardSet cards() {
        long bits = 0;
        for (Meld meld : melds) {
            bits |= meld.cards().bits();
        }
        return new CardSet(bits);
    }

    public boolean contains(Card card) {
        return cards().contains(card);
    }

    /** The melds as lists of cards, as a {@code MeldsRearranged} event writes them. */
    public List<List<Card>> asLists() {
        return melds.stream().map(meld -> meld.cards().toList()).toList();
    }

    /** Melds separated by commas: {@code 4H 5H 6H, QC QD QS}. */
    @Override
    public String toString() {
        return melds.stream().map(Meld::toString).collect(Collectors.joining(", "));
    }
}
