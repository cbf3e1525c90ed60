package org.conquian.meld;

import org.conquian.card.Card;
import org.conquian.card.CardSet;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A player's exposed cards split into melds, each card in exactly one meld; melds in card order. With two packs
 * a card may be exposed twice, in two melds.
 *
 * <p>A value, as a record is; a class only so that the exposed cards are put together once: the judge asks for
 * them at nearly every move, and a partnership's team has many melds.
 */
public final class Arrangement {

    public static final Arrangement NONE = new Arrangement(List.of());

    private final List<Meld> melds;
    private final CardSet cards;

    public Arrangement(List<Meld> melds) {
        Meld[] sorted = melds.toArray(new Meld[melds.size()]);
        Arrays.sort(sorted);
        this.melds = List.of(sorted);
        this.cards = cardsOf(this.melds);
    }

    /** The melds, in card order: by their lowest card. */
    public List<Meld> melds() {
        return melds;
    }

    /** Every exposed card, as many times as it is exposed. */
    public CardSet cards() {
        return cards;
    }

    private static CardSet cardsOf(List<Meld> melds) {
        long bits = 0;
        long twice = 0;
        for (int i = 0; i < melds.size(); i++) {
            long cards = melds.get(i).cards().bits();
            if ((twice & cards) != 0) {
                throw new IllegalArgumentException("a card is in three melds of " + melds);
            }
            twice |= bits & cards;
            bits |= cards;
        }
        return new CardSet(bits, twice);
    }

    public boolean contains(Card card) {
        return cards.contains(card);
    }

    /** The melds as lists of cards, as a {@code MeldsRearranged} event writes them. */
    public List<List<Card>> asLists() {
        return melds.stream().map(meld -> meld.cards().toList()).toList();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Arrangement arrangement && arrangement.melds.equals(melds);
    }

    @Override
    public int hashCode() {
        return melds.hashCode();
    }

    /** Melds separated by commas: {@code 4H 5H 6H, QC QD QS}. */
    @Override
    public String toString() {
        return melds.stream().map(Meld::toString).collect(Collectors.joining(", "));
    }
}
