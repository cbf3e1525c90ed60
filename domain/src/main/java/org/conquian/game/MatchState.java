package org.conquian.game;

import org.conquian.card.CardSet;
import org.conquian.rules.RuleProfile;

import java.util.Map;
import java.util.Optional;

/**
 * A match as the rules see it after some events: its setup (null before {@code MatchStarted}), the
 * deals won by each player and the drawn ones, the current or last deal (null before the first), and
 * whether {@code MatchEnded} was recorded.
 */
public record MatchState(MatchSetup setup, Map<String, Integer> wins, int draws, DealState deal, boolean ended) {

    /** Before any event. */
    public static final MatchState NOT_STARTED = new MatchState(null, Map.of(), 0, null, false);

    public MatchState {
        // no copy when the map is immutable already, as it is from one event to the next
        wins = Map.copyOf(wins);
    }

    /** The moments of a match, between which only certain events may come. */
    public enum Stage {
        NOT_STARTED,
        /** Started or between deals, not decided: a deal is due. */
        AWAITING_DEAL,
        IN_DEAL,
        /** A player reached the wins needed: only {@code MatchEnded} may come. */
        DECIDED,
        ENDED
    }

    public Stage stage() {
        if (setup == null) {
            return Stage.NOT_STARTED;
        }
        if (ended) {
            return Stage.ENDED;
        }
        if (deal != null && deal.inProgress()) {
            return Stage.IN_DEAL;
        }
        return decidedWinner().isPresent() ? Stage.DECIDED : Stage.AWAITING_DEAL;
    }

    /** The player who has the wins the profile needs, if any. */
    public Optional<String> decidedWinner() {
        if (setup == null) {
            return Optional.empty();
        }
        for (String player : setup.players()) {
            if (winsOf(player) >= setup.profile().targetWins()) {
                return Optional.of(player);
            }
        }
        return Optional.empty();
    }

    public int winsOf(String player) {
        return wins.getOrDefault(player, 0);
    }

    /** The cards the match is played with: its profile's pack, and before it has started the 40 of {@code anglo-40}. */
    public CardSet pack() {
        return setup == null ? RuleProfile.ANGLO_40.pack() : setup.profile().pack();
    }

    /** Deals started so far. */
    public int dealsStarted() {
        return deal == null ? 0 : deal.number();
    }

    public Optional<DealState> currentDeal() {
        return deal != null && deal.inProgress() ? Optional.of(deal) : Optional.empty();
    }

    MatchState withDeal(DealState next) {
        return new MatchState(setup, wins, draws, next, ended);
    }
}
