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

    private final String code;

    Rank(String code) {
        this.code = code;
    }

    /** The code used in card codes: {@code A 2 3 4 5 6 7 J Q K}. */
    public String code() {
        return code;
    }

    public static Rank ofCode(char code) {
        for (Rank rank : values()) {
            if (rank.code.charAt(0) == code) {
                return rank;
            }
        }
        throw new IllegalArgumentException("no rank '" + code + "': ranks are A 2 3 4 5 6 7 J Q K");
    }
}
