package org.conquian.game;

import org.conquian.card.CardSet;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.DealResult;
import org.conquian.rules.Profile;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A match as the rules see it after some events: not started, under way, or ended. Each is a state of
 * its own, so code that needs the setup, the score or the deal says which states it handles.
 */
public sealed interface MatchState permits MatchState.NotStarted, MatchState.Started {

    /** Before any event. */
    NotStarted NOT_STARTED = new NotStarted();

    /** The stages of a match (a deal has its own phases, {@link DealPhase}), between which only certain events may come. */
    enum Stage {
        NOT_STARTED,
        /** Started or between deals, not decided: a deal is due. */
        AWAITING_DEAL,
        IN_DEAL,
        /** A player reached the wins needed: only {@code MatchEnded} may come. */
        DECIDED,
        ENDED
    }

    Stage stage();

    /**
     * The profile the match's events are judged under: its own once started, and before that (a log that
     * starts in the middle of a match, say) {@code anglo-40}.
     */
    Profile profile();

    /** The cards the match is played with: its profile's pack. */
    default CardSet pack() {
        return profile().pack();
    }

    /** The deal in progress, if any. */
    default Optional<DealState> currentDeal() {
        return Optional.empty();
    }

    /** Deals started so far. */
    default int dealsStarted() {
        return 0;
    }

    /** No {@code MatchStarted} yet: only one may come. */
    record NotStarted() implements MatchState {

        @Override
        public Stage stage() {
            return Stage.NOT_STARTED;
        }

        @Override
        public Profile profile() {
            return Profile.ANGLO_40;
        }
    }

    /**
     * A started match, under way or ended: its setup, the points of each player (the deals they won; with
     * {@code drawnDeal} point-each the drawn deals too; in a partnership their team's), the drawn deals, and the
     * deals dealt so far, the last of them kept.
     */
    sealed interface Started extends MatchState permits Underway, Ended {

        MatchSetup setup();

        Map<String, Integer> wins();

        int draws();

        /** The current or last deal; none before the first. */
        Optional<DealState> lastDeal();

        /** The current or last deal, for code that knows one was dealt. */
        default DealState deal() {
            return lastDeal().orElseThrow(() -> new IllegalStateException("no deal has been dealt yet"));
        }

        @Override
        default Profile profile() {
            return setup().profile();
        }

        default int winsOf(String player) {
            return wins().getOrDefault(player, 0);
        }

        @Override
        default int dealsStarted() {
            return lastDeal().map(DealState::number).orElse(0);
        }

        /**
         * The winner of the match, once decided: the player who won the last deal, when it brought them (their
         * team) the points the profile needs and more than every other player (team) has. A drawn deal never
         * decides a match.
         */
        default Optional<String> decidedWinner() {
            if (lastDeal().isEmpty() || !(lastDeal().get().phase() instanceof DealPhase.Over over)
                    || !(over.result() instanceof DealResult.Won won)) {
                return Optional.empty();
            }
            String winner = won.winner();
            int points = winsOf(winner);
            if (points < setup().profile().targetWins()) {
                return Optional.empty();
            }
            for (String player : setup().players()) {
                if (!setup().sameTeam(player, winner) && winsOf(player) >= points) {
                    return Optional.empty();
                }
            }
            return Optional.of(winner);
        }

        /** The dealer of the next deal, between deals: as the deal passes, or as the house rules keep it or give it. */
        default String nextDealer() {
            return DealRule.nextDealer(this).player();
        }
    }

    /**
     * Started and not yet ended: between deals, in a deal, or decided with {@code MatchEnded} due.
     *
     * @param seq     the seq of the last event: how many events the match has had, in a stream with no gap
     * @param hearing where the director's part of the deal stands: a call waiting for its ruling, say
     */
    record Underway(MatchSetup setup, Map<String, Integer> wins, int draws, Optional<DealState> lastDeal, long seq, Hearing hearing)
            implements Started {

        public Underway {
            // no copy when the map is immutable already, as it is from one event to the next
            wins = Map.copyOf(wins);
            Objects.requireNonNull(hearing, "hearing");
        }

        /** The state an event of play leaves, before it is numbered ({@link Game#step} numbers it): no call, ruling or appeal pending. */
        Underway(MatchSetup setup, Map<String, Integer> wins, int draws, Optional<DealState> lastDeal) {
            this(setup, wins, draws, lastDeal, 0, Hearing.NONE);
        }

        @Override
        public Stage stage() {
            if (lastDeal.isPresent() && lastDeal.get().inProgress()) {
                return Stage.IN_DEAL;
            }
            return decidedWinner().isPresent() ? Stage.DECIDED : Stage.AWAITING_DEAL;
        }

        @Override
        public Optional<DealState> currentDeal() {
            return lastDeal.filter(DealState::inProgress);
        }

        /** The call waiting for its ruling, if one is: play stops until the director rules. */
        public Optional<IrregularityCalled> callWaiting() {
            return hearing instanceof Hearing.CallWaiting waiting ? Optional.of(waiting.call()) : Optional.empty();
        }

        /** The same match with the last deal as this viewer or audit keeps it, everything else as it is. */
        public Underway withLastDeal(Optional<DealState> deal) {
            return new Underway(setup, wins, draws, deal, seq, hearing);
        }

        Underway withDeal(DealState next) {
            return new Underway(setup, wins, draws, Optional.of(next), seq, Hearing.NONE);
        }

        /** The deal as it is, with the director's part of it now at {@code next}. */
        Underway heard(Hearing next) {
            return new Underway(setup, wins, draws, lastDeal, seq, next);
        }

        /** The same state as the one of the event of seq {@code seq}. */
        Underway numbered(long next) {
            return new Underway(setup, wins, draws, lastDeal, next, hearing);
        }
    }

    /** {@code MatchEnded} recorded: nothing may follow. */
    record Ended(MatchSetup setup, Map<String, Integer> wins, int draws, Optional<DealState> lastDeal) implements Started {

        public Ended {
            wins = Map.copyOf(wins);
        }

        @Override
        public Stage stage() {
            return Stage.ENDED;
        }

        // written out, as a record's own are made by a bootstrap at their first call: an audit keeps the end states
        // its matches share by them, and a short audit's start paid for making them
        @Override
        public boolean equals(Object other) {
            return other instanceof Ended ended && ended.draws == draws && ended.setup.equals(setup) && ended.wins.equals(wins)
                    && ended.lastDeal.equals(lastDeal);
        }

        @Override
        public int hashCode() {
            return 31 * (31 * (31 * setup.hashCode() + wins.hashCode()) + draws) + lastDeal.hashCode();
        }
    }
}
