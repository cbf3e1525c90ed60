package org.conquian.rules;

import java.util.Arrays;
import java.util.Optional;

/**
 * The rule profiles a match may name in {@code MatchStarted.rules}, with what the format checks of a match
 * by its profile: how many players, and whether it takes the options {@code deck} and {@code forcedMeld}.
 * What a profile does in play is its variant's ({@code org.conquian.game.Variant}).
 */
public enum Profile {
    ANGLO_40("anglo-40", 2, false, 3),
    PAGAT_UPCARD("pagat-upcard", 2, true, 10),
    MEXICANA("mexicana", 3, true, 1);

    /** The largest {@code targetWins} of a profile that lets the players choose it. */
    public static final int MOST_WINS = 1000;

    private final String id;
    private final int mostPlayers;
    private final boolean takesOptions;
    private final int usualTargetWins;

    Profile(String id, int mostPlayers, boolean takesOptions, int usualTargetWins) {
        this.id = id;
        this.mostPlayers = mostPlayers;
        this.takesOptions = takesOptions;
        this.usualTargetWins = usualTargetWins;
    }

    public String id() {
        return id;
    }

    /** Two players, or up to this many. */
    public int mostPlayers() {
        return mostPlayers;
    }

    /** How many players sit, in words, for messages: {@code two}, or {@code two or three}. */
    public String playersInWords() {
        return mostPlayers == 2 ? "two" : "two or three";
    }

    /** Whether {@code deck}, {@code forcedMeld} and a chosen {@code targetWins} belong to the profile's matches. */
    public boolean takesOptions() {
        return takesOptions;
    }

    /** The wins a match plays to when nobody says otherwise (the recorder's default). */
    public int usualTargetWins() {
        return usualTargetWins;
    }

    public static Optional<Profile> byId(String id) {
        return Arrays.stream(values()).filter(profile -> profile.id.equals(id)).findFirst();
    }

    /** The profile whose form a {@code MatchStarted} of this {@code rules} is judged under: {@code anglo-40}'s for an unknown one. */
    public static Profile formOf(String rules) {
        return byId(rules).orElse(ANGLO_40);
    }
}
