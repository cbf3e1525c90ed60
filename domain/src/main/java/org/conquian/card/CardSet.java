package org.conquian.card;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.stream.Collectors;

/**
 * An immutable multiset of cards held in the bits of two longs: card {@code i} is bit {@code i} of {@code bits}
 * when the set holds it at least once, and bit {@code i} of {@code twice} too when it holds it twice, as hands
 * and melds may when a match is played with two packs (house rule {@code packs} 2). With one pack {@code twice}
 * is always 0, and every operation is the set's. Iteration is in card order (suit, then rank), a card held
 * twice coming twice.
 */
public record CardSet(long bits, long twice) implements Iterable<Card> {

    private static final long ALL = (1L << Card.COUNT) - 1;

    public static final CardSet EMPTY = new CardSet(0L);
    /** All 52 cards. */
    public static final CardSet PACK_52 = new CardSet(ALL);
    /** The 40-card pack: no 8s, 9s or 10s. */
    public static final CardSet PACK = of(PACK_52.toList().stream().filter(card -> card.rank().inFortyCardPack()).toList());

    public CardSet {
        if (((bits | twice) & ~ALL) != 0) {
            throw new IllegalArgumentException("bits beyond the 52 cards: " + Long.toHexString(bits | twice));
        }
        if ((twice & ~bits) != 0) {
            throw new IllegalArgumentException("a second copy of a card the set does not hold: " + Long.toHexString(twice & ~bits));
        }
    }

    /** A set holding each card at most once. */
    public CardSet(long bits) {
        this(bits, 0L);
    }

    public static CardSet of(Card... cards) {
        return of(List.of(cards));
    }

    /** The cards, each as many times as it comes (at most twice). */
    public static CardSet of(Collection<Card> cards) {
        long bits = 0;
        long twice = 0;
        for (Card card : cards) {
            long bit = bit(card);
            if ((twice & bit) != 0) {
                throw new IllegalArgumentException(card + " three times: a card comes at most twice, in two packs");
            }
            twice |= bits & bit;
            bits |= bit;
        }
        return new CardSet(bits, twice);
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

    /** How many times the set holds the card: 0, 1 or 2. */
    public int count(Card card) {
        long bit = bit(card);
        return ((bits & bit) != 0 ? 1 : 0) + ((twice & bit) != 0 ? 1 : 0);
    }

    /** Whether this holds every card of the other at least as many times. */
    public boolean containsAll(CardSet other) {
        return (other.bits & ~bits) == 0 && (other.twice & ~twice) == 0;
    }

    /** One more copy of the card; a third copy is refused. */
    public CardSet with(Card card) {
        long bit = bit(card);
        if ((bits & bit) == 0) {
            return new CardSet(bits | bit, twice);
        }
        if ((twice & bit) != 0) {
            throw new IllegalArgumentException(card + " three times: a card comes at most twice, in two packs");
        }
        return new CardSet(bits, twice | bit);
    }

    /** One copy of the card fewer (the same set when it holds none). */
    public CardSet without(Card card) {
        long bit = bit(card);
        return (twice & bit) != 0 ? new CardSet(bits, twice & ~bit) : new CardSet(bits & ~bit, twice);
    }

    /** Each card as many times as the more of the two holds it: for sets, their union. */
    public CardSet union(CardSet other) {
        return new CardSet(bits | other.bits, twice | other.twice);
    }

    /** Each card as many times as both hold it together; a card three times is refused. */
    public CardSet plus(CardSet other) {
        if ((twice & other.bits | other.twice & bits) != 0) {
            throw new IllegalArgumentException("a card three times: a card comes at most twice, in two packs");
        }
        return new CardSet(bits | other.bits, twice | other.twice | bits & other.bits);
    }

    /** Each card as many times as this holds it beyond the other's copies: for sets, the difference. */
    public CardSet minus(CardSet other) {
        return new CardSet(bits & ~other.bits | twice & other.bits & ~other.twice, twice & ~other.bits);
    }

    /** Each card as many times as the fewer of the two holds it: for sets, the intersection. */
    public CardSet intersect(CardSet other) {
        return new CardSet(bits & other.bits, twice & other.twice);
    }

    /** Each card held, once. */
    public CardSet distinct() {
        return twice == 0 ? this : new CardSet(bits);
    }

    /** The set with every card it holds twice: a pack of two packs from one. */
    public CardSet doubled() {
        return new CardSet(bits, bits);
    }

    public int size() {
        return Long.bitCount(bits) + Long.bitCount(twice);
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

    /** The cards in card order, a card held twice coming twice in a row. */
    public List<Card> toList() {
        List<Card> cards = new ArrayList<>(size());
        forEach(cards::add);
        return List.copyOf(cards);
    }

    /**
     * The cards as a pack of them lies before it is shuffled: each card once in card order, then the second
     * copies in card order (two packs, one after the other). For a set, {@link #toList()}.
     */
    public List<Card> inPackOrder() {
        List<Card> cards = new ArrayList<>(size());
        new CardSet(bits).forEach(cards::add);
        new CardSet(twice).forEach(cards::add);
        return List.copyOf(cards);
    }

    @Override
    public Iterator<Card> iterator() {
        return new Iterator<>() {
            private long rest = bits;
            private long second = twice;

            @Override
            public boolean hasNext() {
                return rest != 0;
            }

            @Override
            public Card next() {
                if (rest == 0) {
                    throw new NoSuchElementException();
                }
                long lowest = Long.lowestOneBit(rest);
                if ((second & lowest) != 0) {
                    second &= ~lowest;
                } else {
                    rest &= ~lowest;
                }
                return Card.ofIndex(Long.numberOfTrailingZeros(lowest));
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
        return other instanceof CardSet set && set.bits == bits && set.twice == twice;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(bits) + 31 * Long.hashCode(twice);
    }
}
