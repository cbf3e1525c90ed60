package org.conquian.meld;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.card.Rank;
import org.conquian.card.Suit;
import org.conquian.rules.Variant;

import java.util.Objects;
import java.util.Optional;

/**
 * A valid meld (R-MELD): a set of 3 or 4 cards of one rank, or a run of 3 to 8 cards of one suit
 * consecutive in rank order (the sizes come from the variant).
 */
public record Meld(Kind kind, CardSet cards) implements Comparable<Meld> {

    private static final int RANKS = Rank.COUNT;
    private static final long SUIT_MASK = (1L << RANKS) - 1;

    public enum Kind { SET, RUN }

    public Meld {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(cards, "cards");
    }

    /** The meld these cards make under the variant, or empty when they are neither a set nor a run. */
    public static Optional<Meld> of(CardSet cards, Variant variant) {
        return kindOf(cards, variant).map(kind -> new Meld(kind, cards));
    }

    /** Whether the cards are in unbroken order in one suit, however many: a run but for the variant's cap on its length. */
    public static boolean isUnbrokenInOneSuit(CardSet cards, Variant variant) {
        return !cards.isEmpty() && isConsecutiveInOneSuit(cards, variant);
    }

    public static boolean isMeld(CardSet cards, Variant variant) {
        return kindOf(cards, variant).isPresent();
    }

    static Optional<Kind> kindOf(CardSet cards, Variant variant) {
        int size = cards.size();
        if (size == 0) {
            return Optional.empty();
        }
        if (variant.setSizes().contains(size) && isOneRank(cards)) {
            return Optional.of(Kind.SET);
        }
        if (variant.runSizes().contains(size) && isConsecutiveInOneSuit(cards, variant)) {
            return Optional.of(Kind.RUN);
        }
        return Optional.empty();
    }

    private static boolean isOneRank(CardSet cards) {
        Rank rank = cards.first().rank();
        for (Card card : cards) {
            if (card.rank() != rank) {
                return false;
            }
        }
        return true;
    }

    /** Consecutive in the pack's rank order: the ranks the pack lacks (8, 9, T of the 40 cards) are squeezed out first. */
    private static boolean isConsecutiveInOneSuit(CardSet cards, Variant variant) {
        Suit suit = cards.first().suit();
        long inSuit = (cards.bits() >>> (suit.ordinal() * RANKS)) & SUIT_MASK;
        if (Long.bitCount(inSuit) != cards.size()) {
            return false;
        }
        long ranksOfPack = (variant.pack().bits() >>> (suit.ordinal() * RANKS)) & SUIT_MASK;
        if ((inSuit & ~ranksOfPack) != 0) {
            return false;
        }
        long squeezed = Long.compress(inSuit, ranksOfPack);
        long shifted = squeezed >>> Long.numberOfTrailingZeros(squeezed);
        return (shifted & (shifted + 1)) == 0;
    }

    public int size() {
        return cards.size();
    }

    public boolean contains(Card card) {
        return cards.contains(card);
    }

    /** Melds sort by their lowest card, so an arrangement has one written order. */
    @Override
    public int compareTo(Meld other) {
        return Integer.compare(Long.numberOfTrailingZeros(cards.bits()), Long.numberOfTrailingZeros(other.cards.bits()));
    }

    @Override
    public String toString() {
        return cards.toString();
    }
}
