package org.conquian.card;

/**
 * The ten ranks of the Spanish-suited pack, in run order: the ace is low only and 7 is next to J.
 * The ordinal is the position in a run, so two ranks are adjacent when their ordinals differ by one.
 */
public enum Rank {
    ACE("A"),
    TWO("2"),
    THREE("3"),
    FOUR("4"),
    FIVE("5"),
    SIX("6"),
    SEVEN("7"),
    JACK("J"),
    QUEEN("Q"),
    KING("K");

    /** How many ranks there are; {@code values()} copies its array on every call. */
    public static final int COUNT = 10;
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

    /** The code used in card codes: {@code A 2 3 4 5 6 7 J Q K}. */
    public String code() {
        return code;
    }

    public static Rank ofCode(char code) {
        Rank rank = code < BY_CODE.length ? BY_CODE[code] : null;
        if (rank == null) {
            throw new IllegalArgumentException("no rank '" + code + "': ranks are A 2 3 4 5 6 7 J Q K");
        }
        return rank;
    }
}
