package org.conquian.rules;

import org.conquian.card.CardSet;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A tradition's parameters of the game, as a value. The fold reads these instead of constants, so a
 * profile that differs in numbers needs no rewrite of it.
 *
 * @param id          the profile id written in {@code MatchStarted.rules}
 * @param pack        the cards dealt
 * @param handSize    cards dealt to each player
 * @param targetWins  won deals that win the match
 * @param setSizes    smallest and largest set
 * @param runSizes    shortest and longest run
 */
public record RuleProfile(String id, CardSet pack, int handSize, int targetWins, SizeRange setSizes, SizeRange runSizes) {

    /** The default profile of the rule book. */
    public static final RuleProfile ANGLO_40 =
            new RuleProfile("anglo-40", CardSet.PACK, 10, 3, new SizeRange(3, 4), new SizeRange(3, 8));

    private static final List<RuleProfile> IMPLEMENTED = List.of(ANGLO_40);

    public RuleProfile {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(pack, "pack");
        Objects.requireNonNull(setSizes, "setSizes");
        Objects.requireNonNull(runSizes, "runSizes");
    }

    /** The profile of that id, if this build implements it. */
    public static Optional<RuleProfile> byId(String id) {
        return IMPLEMENTED.stream().filter(profile -> profile.id.equals(id)).findFirst();
    }

    public static List<RuleProfile> implemented() {
        return IMPLEMENTED;
    }

    /** Cards in play for a player once a take wins: all of them exposed, none in hand. */
    public int meldedToWin() {
        return handSize + 1;
    }

    public int stockSize() {
        return pack.size() - 2 * handSize;
    }

    /** An inclusive range of meld sizes. */
    public record SizeRange(int min, int max) {
        public boolean contains(int size) {
            return size >= min && size <= max;
        }
    }
}
