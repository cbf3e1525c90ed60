package org.conquian.event;

import org.conquian.card.Card;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** The match is over: its winner, the won deals of each player and the drawn deals. */
public record MatchEnded(String winner, Map<String, Integer> wins, int draws) implements Event {

    public static final String TYPE = "MatchEnded";

    public MatchEnded {
        Objects.requireNonNull(winner, "winner");
        wins = Collections.unmodifiableMap(new LinkedHashMap<>(wins));
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
