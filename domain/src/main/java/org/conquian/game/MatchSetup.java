package org.conquian.game;

import org.conquian.rules.RuleProfile;

import java.util.List;
import java.util.Objects;

/** What a match was set up with: its two players in order, the rule profile and the first dealer. */
public record MatchSetup(List<String> players, RuleProfile profile, String firstDealer) {

    public MatchSetup {
        players = List.copyOf(players);
        Objects.requireNonNull(profile, "profile");
        Objects.requireNonNull(firstDealer, "firstDealer");
    }

    public boolean isPlayer(String player) {
        return players.contains(player);
    }

    public String opponentOf(String player) {
        return players.get(0).equals(player) ? players.get(1) : players.get(0);
    }

    /** Deals alternate: the first dealer deals odd-numbered deals, the other player even ones. */
    public String dealerOf(int deal) {
        return deal % 2 == 1 ? firstDealer : opponentOf(firstDealer);
    }
}
