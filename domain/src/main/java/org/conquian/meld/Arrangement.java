package org.conquian.meld;

import org.conquian.card.Card;
import org.conquian.card.CardSet;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A player's exposed cards split into melds, each card in exactly one meld; melds in card order. With two packs
 * a card may be exposed twice, in two melds.
 */
public record Arrangement(List<Meld> melds) {

    public static final Arrangement NONE = new Arrangement(List.of());

    public Arrangement {
        List<Meld> sorted = new ArrayList<>(melds);
        sorted.sort(null);
        melds = List.copyOf(sorted);
        cardsOf(melds);
    }

    /** Every exposed card, as many times as it is exposed. */
    public CardSet cards() {
        return cardsOf(melds);
    }

    private static CardSet cardsOf(List<Meld> melds) {
        long bits = 0;
        long twice = 0;
        for (Meld meld : melds) {
            long cards = meld.cards().bits();
            if ((twice & cards) != 0) {
                throw new IllegalArgumentException("a card is in three melds of " + melds);
            }
            twice |= bits & cards;
            bits |= cards;
        }
        return new CardSet(bits, twice);
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
