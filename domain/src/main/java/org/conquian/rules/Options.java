package org.conquian.rules;

import java.util.Objects;

/**
 * What a match chooses: in a profile that takes options, the pack ({@code deck}, its size), whether cards may be
 * forced ({@code forcedMeld}) and the wins that win the match, null leaving each as the profile has it (the 40
 * cards, forcing on, the profile's usual target); and in every profile its house rules ({@link House}).
 */
public record Options(Integer deck, Boolean forcedMeld, Integer targetWins, House house) {

    /** Nothing chosen. */
    public static final Options NONE = new Options(null, null, null);

    public Options {
        if (deck != null && Profile.packOf(deck).isEmpty()) {
            throw new IllegalArgumentException("the pack has " + Profile.packSizes() + " cards, not " + deck);
        }
        if (targetWins != null && (targetWins < 1 || targetWins > Profile.MOST_WINS)) {
            throw new IllegalArgumentException("the target is from 1 to " + Profile.MOST_WINS + " wins, not " + targetWins);
        }
        Objects.requireNonNull(house, "house");
    }

    /** A profile's options, with no house rules. */
    public Options(Integer deck, Boolean forcedMeld, Integer targetWins) {
        this(deck, forcedMeld, targetWins, House.NONE);
    }

    /** These options, with these house rules. */
    public Options withHouse(House rules) {
        return new Options(deck, forcedMeld, targetWins, rules);
    }

    /** Whether the pack, forcing or the target is chosen: what only some profiles take. */
    public boolean choosesProfileOptions() {
        return deck != null || forcedMeld != null || targetWins != null;
    }
}
