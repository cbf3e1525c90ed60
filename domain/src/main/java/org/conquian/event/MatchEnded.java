package org.conquian.event;

import org.conquian.card.Card;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The match is over: its winner, the won deals of each player and the drawn deals; in a match dealt from a
 * committed shuffle, the {@code seed} revealed (hex), else null.
 */
public record MatchEnded(String winner, Map<String, Integer> wins, int draws, String seed) implements Event {

    public static final String TYPE = "MatchEnded";

    public MatchEnded {
        Objects.requireNonNull(winner, "winner");
        wins = Collections.unmodifiableMap(new LinkedHashMap<>(wins));
    }

    public MatchEnded(String winner, Map<String, Integer> wins, int draws) {
        this(winner, wins, draws, null);
    }

    /** The same end, revealing the seed of the match's committed shuffle. */
    public MatchEnded withSeed(String revealed) {
        return new MatchEnded(winner, wins, draws, revealed);
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<Card> cards() {
        return List.of();
    }
}
