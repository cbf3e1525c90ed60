package org.conquian.event;

import org.conquian.card.Card;

import java.util.List;
import java.util.Objects;

/** The match was set up: its two players, rule profile, wins needed and the first deal's dealer. */
public record MatchStarted(List<String> players, String rules, int targetWins, String firstDealer) implements Event {

    public static final String TYPE = "MatchStarted";

    public MatchStarted {
        players = List.copyOf(players);
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(firstDealer, "firstDealer");
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
