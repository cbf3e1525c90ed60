package org.conquian.card;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.conquian.rules.Profile;

import static org.assertj.core.api.Assertions.assertThat;

/** The values whose equality is written out (Card, CardSet, a profile's size range) are equal exactly when their parts are. */
class ValueEqualityProperties {

    private static final long ALL = (1L << Card.COUNT) - 1;

    @Property
    void cardSetsAreEqualExactlyWhenTheirCardsAre(@ForAll @LongRange(min = 0, max = ALL) long a, @ForAll @LongRange(min = 0, max = ALL) long b) {
        assertThat(new CardSet(a).equals(new CardSet(b))).isEqualTo(a == b);
        assertThat(new CardSet(a).hashCode()).isEqualTo(new CardSet(a).hashCode());
        assertThat(new CardSet(a)).isNotEqualTo(null).isNotEqualTo(a);
    }

    @Property
    void cardsAreEqualExactlyWhenTheirRankAndSuitAre(@ForAll Rank rank, @ForAll Suit suit, @ForAll Rank otherRank, @ForAll Suit otherSuit) {
        Card card = new Card(rank, suit);
        assertThat(card.equals(new Card(otherRank, otherSuit))).isEqualTo(rank == otherRank && suit == otherSuit);
        assertThat(card.hashCode()).isEqualTo(new Card(rank, suit).hashCode());
    }

    @Property
    void sizeRangesAreEqualExactlyWhenTheirBoundsAre(@ForAll @IntRange(max = 9) int min, @ForAll @IntRange(max = 9) int max,
                                                     @ForAll @IntRange(max = 9) int otherMin, @ForAll @IntRange(max = 9) int otherMax) {
        Profile.SizeRange range = new Profile.SizeRange(min, max);
        assertThat(range.equals(new Profile.SizeRange(otherMin, otherMax))).isEqualTo(min == otherMin && max == otherMax);
        assertThat(range.hashCode()).isEqualTo(new Profile.SizeRange(min, max).hashCode());
    }
}
