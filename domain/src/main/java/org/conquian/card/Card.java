package org.conquian.card;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One card, written rank then suit ({@code 7H}, {@code JD}, {@code TH}): of the 52, the 40-card pack
 * leaves out the 8s, 9s and 10s. Each card has an index from 0 to 51, suit-major in rank order, so that
 * cards fit in the bits of a {@link CardSet} and sort by suit, then rank.
 *
 * <p>A value, as a record is; a class only so that the index is worked out once: card sets and the judge ask for
 * it at every card they touch, and a partnership's take names a few dozen.
 */
public final class Card implements Comparable<Card> {

    public static final int COUNT = Rank.COUNT * 4;

    private static final Card[] BY_INDEX = new Card[COUNT];
    /** The cards by their codes as the format writes them (rank then suit, uppercase): slot {@code rank * 128 + suit}. */
    private static final Card[] BY_CODE = new Card[128 * 128];

    static {
        for (Suit suit : Suit.values()) {
            for (Rank rank : Rank.values()) {
                Card card = new Card(rank, suit);
                BY_INDEX[card.index()] = card;
                BY_CODE[rank.code().charAt(0) * 128 + suit.code()] = card;
            }
        }
    }

    private final Rank rank;
    private final Suit suit;
    private final int index;

    public Card(Rank rank, Suit suit) {
        this.rank = Objects.requireNonNull(rank, "rank");
        this.suit = Objects.requireNonNull(suit, "suit");
        this.index = suit.ordinal() * Rank.COUNT + rank.ordinal();
    }

    public static Card of(Rank rank, Suit suit) {
        return BY_INDEX[suit.ordinal() * Rank.COUNT + rank.ordinal()];
    }

    public static Card ofIndex(int index) {
        return BY_INDEX[index];
    }

    /** Reads a card code such as {@code 7H}; throws with the bad code in the message. */
    public static Card parse(String code) {
        Card written = lookedUp(code);
        if (written != null) {
            // the format's own codes, as every event names its cards, are looked up; the rest are read below
            return written;
        }
        if (code == null || code.length() != 2) {
            throw new IllegalArgumentException("no card '" + code + "': a card is a rank (A 2 3 4 5 6 7 J Q K, and 8 9 T with 52 cards) then a suit (C D H S), e.g. 7H");
        }
        try {
            return of(Rank.ofCode(Character.toUpperCase(code.charAt(0))), Suit.ofCode(Character.toUpperCase(code.charAt(1))));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("no card '" + code + "': " + e.getMessage(), e);
        }
    }

    /** True when the text is exactly a card code of the format, of either pack: uppercase rank then suit. */
    public static boolean isCode(String code) {
        return lookedUp(code) != null;
    }

    /** The card of a code written exactly as the format writes it ({@code 7H}, not {@code 7h}), if it is one. */
    public static Optional<Card> written(String code) {
        return Optional.ofNullable(lookedUp(code));
    }

    private static Card lookedUp(String code) {
        if (code == null || code.length() != 2 || code.charAt(0) >= 128 || code.charAt(1) >= 128) {
            return null;
        }
        return BY_CODE[code.charAt(0) * 128 + code.charAt(1)];
    }

    /** Reads card codes separated by spaces or commas: {@code cards("4H 5H 6H")}. */
    public static List<Card> list(String codes) {
        String trimmed = codes.trim();
        if (trimmed.isEmpty()) {
            return List.of();
        }
        return Arrays.stream(trimmed.split("[\\s,]+")).map(Card::parse).toList();
    }

    public Rank rank() {
        return rank;
    }

    public Suit suit() {
        return suit;
    }

    public int index() {
        return index;
    }

    public String code() {
        return rank.code() + suit.code();
    }

    @Override
    public int compareTo(Card other) {
        return Integer.compare(index, other.index);
    }

    @Override
    public String toString() {
        return code();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Card card && card.index == index;
    }

    @Override
    public int hashCode() {
        return index;
    }
}
