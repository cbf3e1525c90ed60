package org.conquian.card;

/** The four suits, in the order cards are sorted: clubs, diamonds, hearts, spades. */
public enum Suit {
    CLUBS('C', '♣'),
    DIAMONDS('D', '♦'),
    HEARTS('H', '♥'),
    SPADES('S', '♠');

    private static final Suit[] BY_CODE = new Suit[128];

    static {
        for (Suit suit : values()) {
            BY_CODE[suit.code] = suit;
        }
    }

    private final char code;
    private final char symbol;

    Suit(char code, char symbol) {
        this.code = code;
        this.symbol = symbol;
    }

    /** The letter used in card codes: {@code C D H S}. */
    public char code() {
        return code;
    }

    public char symbol() {
        return symbol;
    }

    public boolean isRed() {
        return this == DIAMONDS || this == HEARTS;
    }

    public static Suit ofCode(char code) {
        Suit suit = code < BY_CODE.length ? BY_CODE[code] : null;
        if (suit == null) {
            throw new IllegalArgumentException("no suit '" + code + "': suits are C D H S");
        }
        return suit;
    }
}
