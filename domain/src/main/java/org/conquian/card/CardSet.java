package org.conquian.card;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.stream.Collectors;

/**
 * An immutable set of cards held in the bits of a long: card {@code i} is bit {@code i}.
 * Iteration is in card order (suit, then rank).
 */
public record CardSet(long bits) implements Iterable<Card> {

    public static final CardSet EMPTY = new CardSet(0L);
    /** All 52 cards. */
    public static final CardSet PACK_52 = new CardSet((1L << Card.COUNT) - 1);
    /** The 40-card pack: no 8s, 9s or 10s. */
    public static final CardSet PACK = of(PACK_52.toList().stream().filter(card -> card.rank().inFortyCardPack()).toList());

    public CardSet {
        if ((bits & ~((1L << Card.COUNT) - 1)) != 0) {
            throw new IllegalArgumentException("bits beyond the 52 cards: " + Long.toHexString(bits));
        }
    }

    public static CardSet of(Card... cards) {
        return of(List.of(cards));
    }

    public static CardSet of(Collection<Card> cards) {
        long bits = 0;
        for (Card card : cards) {
            bits |= bit(card);
        }
        return new CardSet(bits);
    }

    /** Reads card codes: {@code CardSet.parse("4H 5H 6H")}. */
    public static CardSet parse(String codes) {
        return of(Card.list(codes));
    }

    private static long bit(Card card) {
        return 1L << card.index();
    }

    public boolean contains(Card card) {
        return (bits & bit(card)) != 0;
    }

    public boolean containsAll(CardSet other) {
        return (other.bits & ~bits) == 0;
    }

    public CardSet with(Card card) {
        return new CardSet(bits | bit(card));
    }

    public CardSet without(Card card) {
        return new CardSet(bits & ~bit(card));
    }

    public CardSet union(CardSet other) {
        return new CardSet(bits | other.bits);
    }

    public CardSet minus(CardSet other) {
        return new CardSet(bits & ~other.bits);
    }

    public int size() {
        return Long.bitCount(bits);
    }

    public boolean isEmpty() {
        return bits == 0;
    }

    /** The lowest card in card order; the set must not be empty. */
    public Card first() {
        if (bits == 0) {
            throw new NoSuchElementException("empty card set");
        }
        return Card.ofIndex(Long.numberOfTrailingZeros(bits));
    }

    public List<Card> toList() {
        List<Card> cards = new ArrayList<>(size());
        forEach(cards::add);
        return List.copyOf(cards);
    }

    @Override
    public Iterator<Card> iterator() {
        return new Iterator<>() {
            private long rest = bits;

            @Override
            public boolean hasNext() {
                return rest != 0;
            }

            @Override
            public Card next() {
                if (rest == 0) {
                    throw new NoSuchElementException();
                }
                int index = Long.numberOfTrailingZeros(rest);
                rest &= rest - 1;
                return Card.ofIndex(index);
            }
        };
    }

    /** The card codes in card order, separated by spaces: {@code 4H 5H 6H}. */
    @Override
    public String toString() {
        return toList().stream().map(Card::code).collect(Collectors.joining(" "));
    }

    // written out, as a record's own are made by a bootstrap at their first call: a few milliseconds of every
    // short command's start, which judges a match and so compares these from its first deal
    @Override
    public boolean equals(Object other) {
        return other instanceof CardSet set && set.bits == bits;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(bits);
    }
}
