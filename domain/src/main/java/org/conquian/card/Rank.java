package org.conquian.card;

/**
 * The thirteen ranks, in rank order: {@code A 2 3 4 5 6 7 8 9 T J Q K}, the ace low only. The 40-card
 * pack has no 8, 9 or T, so there 7 is next to J; which ranks are adjacent in a run depends on the pack
 * (see {@code Profile#ranks}).
 */
public enum Rank {
    ACE("A"),
    TWO("2"),
    THREE("3"),
    FOUR("4"),
    FIVE("5"),
    SIX("6"),
    SEVEN("7"),
    EIGHT("8"),
    NINE("9"),
    TEN("T"),
    JACK("J"),
    QUEEN("Q"),
    KING("K");

    /** How many ranks there are; {@code values()} copies its array on every call. */
    public static final int COUNT = 13;
    private static final Rank[] BY_CODE = new Rank[128];

    static {
        for (Rank rank : values()) {
            BY_CODE[rank.code.charAt(0)] = rank;
        }
    }

    private final String code;

    Rank(String code) {
        this.code = code;
    }

    /** The code used in card codes: {@code A 2 3 4 5 6 7 8 9 T J Q K}. */
    public String code() {
        return code;
    }

    /** Whether the 40-card pack has this rank: all but 8, 9 and T. */
    public boolean inFortyCardPack() {
        return this != EIGHT && this != NINE && this != TEN;
    }

    public static Rank ofCode(char code) {
        Rank rank = code < BY_CODE.length ? BY_CODE[code] : null;
        if (rank == null) {
            throw new IllegalArgumentException("no rank '" + code + "': ranks are A 2 3 4 5 6 7 J Q K, and 8 9 T with 52 cards");
        }
        return rank;
    }
}
