package org.conquian.game;

import org.conquian.rules.Profile;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a match was set up with: its players, seated in order of play, the profile and the first dealer.
 * The player to the right of a seat is the next one in order of play; turns and the deal pass to the right.
 * In a partnership partners sit opposite: {@code players[0]} and {@code players[2]} are one team, the others
 * the other.
 */
public record MatchSetup(List<String> players, Profile profile, String firstDealer) {

    public MatchSetup {
        players = List.copyOf(players);
        Objects.requireNonNull(profile, "profile");
        Objects.requireNonNull(firstDealer, "firstDealer");
    }

    public boolean isPlayer(String player) {
        return players.contains(player);
    }

    /** The player {@code steps} seats to the right of {@code player}, in order of play. */
    public String seatFrom(String player, int steps) {
        return players.get(Math.floorMod(players.indexOf(player) + steps, players.size()));
    }

    // written out, as a record's own are made by a bootstrap at their first call (a short audit's start paid for it);
    // a profile is hashed by its id alone, which equal profiles share
    @Override
    public boolean equals(Object other) {
        return other instanceof MatchSetup setup && setup.players.equals(players) && setup.profile.equals(profile)
                && setup.firstDealer.equals(firstDealer);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * players.hashCode() + profile.id().hashCode()) + firstDealer.hashCode();
    }

    /** The player's partner, in a partnership: the player opposite. */
    public Optional<String> partnerOf(String player) {
        int seat = profile.partnership() ? players.indexOf(player) : -1;
        return seat < 0 ? Optional.empty() : Optional.of(players.get((seat + players.size() / 2) % players.size()));
    }

    /** In a partnership the two teams, partners opposite, each in order of play ({@code players[0]} first); none otherwise. */
    public List<List<String>> teams() {
        return profile.partnership() ? List.of(List.of(players.get(0), players.get(2)), List.of(players.get(1), players.get(3))) : List.of();
    }

    /** The player's team in a partnership, its players in order of play; empty when the players play each for themselves. */
    public Optional<List<String>> teamOf(String player) {
        return teams().stream().filter(team -> team.contains(player)).findFirst();
    }

    /** Whether the two players score and meld together: the same player, or partners. */
    public boolean sameTeam(String player, String other) {
        return player.equals(other) || partnerOf(player).filter(other::equals).isPresent();
    }
}
