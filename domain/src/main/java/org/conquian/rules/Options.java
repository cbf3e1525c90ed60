package org.conquian.rules;

/**
 * What a match of a profile that takes options may choose: the pack ({@code deck}, its size), whether cards
 * may be forced ({@code forcedMeld}) and the wins that win the match; null leaves each as the profile has it
 * (the 40 cards, forcing on, the profile's usual target).
 */
public record Options(Integer deck, Boolean forcedMeld, Integer targetWins) {

    /** Nothing chosen. */
    public static final Options NONE = new Options(null, null, null);

    public Options {
        if (deck != null && Profile.packOf(deck).isEmpty()) {
            throw new IllegalArgumentException("the pack has " + Profile.packSizes() + " cards, not " + deck);
        }
        if (targetWins != null && (targetWins < 1 || targetWins > Profile.MOST_WINS)) {
            throw new IllegalArgumentException("the target is from 1 to " + Profile.MOST_WINS + " wins, not " + targetWins);
        }
    }
}
