package org.conquian.meld;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.card.Rank;
import org.conquian.card.Suit;
import org.conquian.rules.Profile;

import java.util.Objects;
import java.util.Optional;

/**
 * A valid meld (R-MELD): a set of 3 or 4 cards of one rank, or a run of 3 to 8 cards of one suit
 * consecutive in rank order (the sizes come from the profile). A meld never holds a card twice, also with
 * two packs: a set's suits differ, a run holds each rank once.
 */
public record Meld(Kind kind, CardSet cards) implements Comparable<Meld> {

    private static final int RANKS = Rank.COUNT;
    private static final long SUIT_MASK = (1L << RANKS) - 1;
    private static final int SUITS = Suit.values().length;

    public enum Kind { SET, RUN }

    public Meld {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(cards, "cards");
    }

    /** The meld these cards make under the profile, or empty when they are neither a set nor a run. */
    public static Optional<Meld> of(CardSet cards, Profile profile) {
        Optional<Kind> kind = kindOf(cards, profile);
        return kind.isPresent() ? Optional.of(new Meld(kind.get(), cards)) : Optional.empty();
    }

    /** Whether the cards are in unbroken order in one suit, however many: a run but for the profile's cap on its length. */
    public static boolean isUnbrokenInOneSuit(CardSet cards, Profile profile) {
        return !cards.isEmpty() && isConsecutiveInOneSuit(cards, profile);
    }

    public static boolean isMeld(CardSet cards, Profile profile) {
        return kindOf(cards, profile).isPresent();
    }

    static Optional<Kind> kindOf(CardSet cards, Profile profile) {
        int size = cards.size();
        if (size == 0 || cards.twice() != 0) {
            return Optional.empty();
        }
        if (profile.setSizes().contains(size) && isOneRank(cards)) {
            return Optional.of(Kind.SET);
        }
        if (profile.runSizes().contains(size) && isConsecutiveInOneSuit(cards, profile)) {
            return Optional.of(Kind.RUN);
        }
        return Optional.empty();
    }

    private static boolean isOneRank(CardSet cards) {
        // the ranks the cards have, in each suit's bits laid over one another: one rank is one bit
        long ranks = 0;
        for (int suit = 0; suit < SUITS; suit++) {
            ranks |= (cards.bits() >>> (suit * RANKS)) & SUIT_MASK;
        }
        return Long.bitCount(ranks) == 1;
    }

    /** Consecutive in the pack's rank order: the ranks the pack lacks (8, 9, T of the 40 cards) are squeezed out first. */
    private static boolean isConsecutiveInOneSuit(CardSet cards, Profile profile) {
        Suit suit = cards.first().suit();
        long inSuit = (cards.bits() >>> (suit.ordinal() * RANKS)) & SUIT_MASK;
        if (Long.bitCount(inSuit) != cards.size()) {
            return false;
        }
        long ranksOfPack = (profile.pack().bits() >>> (suit.ordinal() * RANKS)) & SUIT_MASK;
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

    /**
     * Melds sort by their lowest card, so an arrangement has one written order; two melds of the same lowest card
     * (with two packs) by their cards.
     */
    @Override
    public int compareTo(Meld other) {
        int byLowest = Integer.compare(Long.numberOfTrailingZeros(cards.bits()), Long.numberOfTrailingZeros(other.cards.bits()));
        return byLowest != 0 ? byLowest : Long.compareUnsigned(Long.reverse(cards.bits()), Long.reverse(other.cards.bits()));
    }

    @Override
    public String toString() {
        return cards.toString();
    }
}
