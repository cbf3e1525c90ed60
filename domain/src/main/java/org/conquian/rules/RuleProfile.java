package org.conquian.rules;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.card.Rank;
import org.conquian.card.Suit;

import java.util.Arrays;
import java.util.List;

import java.util.Objects;

/**
 * A tradition's numbers, as a value: what its variant ({@code org.conquian.game.Variant}) deals and melds with.
 * The fold reads these instead of constants.
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

    public RuleProfile {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(pack, "pack");
        Objects.requireNonNull(setSizes, "setSizes");
        Objects.requireNonNull(runSizes, "runSizes");
    }

    /** The pack's ranks in run order: two ranks are adjacent in a run when they stand next to each other here. */
    public List<Rank> ranks() {
        return Arrays.stream(Rank.values()).filter(rank -> pack.contains(Card.of(rank, Suit.CLUBS))).toList();
    }

    /** Cards in play for a player once a take wins: all of them exposed, none in hand. */
    public int meldedToWin() {
        return handSize + 1;
    }

    /** The stock after a deal to this many players. */
    public int stockSize(int players) {
        return pack.size() - players * handSize;
    }

    /** An inclusive range of meld sizes. */
    public record SizeRange(int min, int max) {
        public boolean contains(int size) {
            return size >= min && size <= max;
        }
    }
}
