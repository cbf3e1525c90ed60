package org.conquian.bot;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.card.Shuffle;
import org.conquian.command.Command;
import org.conquian.event.Event;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A whole match between bots, one a seat, each deal shuffled from the match seed ({@link Shuffle}), every move
 * decided by {@link Game#decide}. A seed reproduces the match event for event.
 */
public final class BotMatch {

    /** A match that keeps drawing is stopped rather than run for ever; a long match to many wins plays on. */
    static final int MAX_DRAWS = 1000;

    private BotMatch() {
    }

    /** Plays an anglo-40 match and returns its events. */
    public static List<Event> play(List<String> players, long seed) {
        return play(players, Profile.ANGLO_40, Options.NONE, seed);
    }

    /** Plays a match of the profile, with its options, and returns its events. */
    public static List<Event> play(List<String> players, Profile profile, Options options, long seed) {
        List<Event> events = new ArrayList<>();
        play(players, profile, options, seed, decided -> events.addAll(decided.events()));
        return events;
    }

    /**
     * Plays a match, handing over each accepted command's events as they are decided.
     * The first dealer is drawn from the seed.
     */
    public static MatchState.Ended play(List<String> players, long seed, Consumer<Decision.Accepted> sink) {
        return play(players, Profile.ANGLO_40, Options.NONE, seed, sink);
    }

    /** Where a bot table's packs come from: the pack of each deal (from 1), from the cards the match plays with. */
    @FunctionalInterface
    public interface PackSource {
        List<Card> pack(int deal, CardSet cards);

        /** The documented shuffle of the seed ({@link Shuffle}). */
        static PackSource seeded(long seed) {
            return (deal, cards) -> Shuffle.pack(seed, deal, cards);
        }
    }

    /** Plays a match of the profile, with its options, as {@link #play(List, long, Consumer)} does. */
    public static MatchState.Ended play(List<String> players, Profile profile, Options options, long seed, Consumer<Decision.Accepted> sink) {
        return play(players, profile, options, seed, PackSource.seeded(seed), sink);
    }

    /** Plays a match whose deals are dealt from {@code packs}; the seed still drives the bots and the first dealer. */
    public static MatchState.Ended play(List<String> players, Profile profile, Options options, long seed, PackSource packs,
                                        Consumer<Decision.Accepted> sink) {
        Bot[] bots = seated(players, seed);
        String firstDealer = players.get((int) Long.remainderUnsigned(Shuffle.mix(seed ^ 3), players.size()));
        MatchState state = apply(MatchState.NOT_STARTED, new Command.StartMatch(players, profile.id(), firstDealer, options), sink);
        while (!(state instanceof MatchState.Ended ended)) {
            state = apply(state, next(state, bots, seed, packs), sink);
        }
        return ended;
    }

    /** A bot in each seat, in order of play, each with a seed of its own drawn from the match's. */
    public static Bot[] seated(List<String> players, long seed) {
        Bot[] bots = new Bot[players.size()];
        for (int seat = 0; seat < bots.length; seat++) {
            bots[seat] = new Bot(players.get(seat), Shuffle.mix(seed ^ (seat + 1)));
        }
        return bots;
    }

    /** The next command at a bot table: a due deal from the seed, else a force if one is made, else the actor's move. */
    public static Command next(MatchState state, Bot[] bots, long seed) {
        return next(state, bots, seed, PackSource.seeded(seed));
    }

    /** The next command at a bot table whose deals come from {@code packs}. */
    public static Command next(MatchState state, Bot[] bots, long seed, PackSource packs) {
        LegalMoves legal = LegalMoves.of(state);
        if (legal.dealDue()) {
            int deal = state.dealsStarted() + 1;
            if (state instanceof MatchState.Started started && started.draws() > MAX_DRAWS) {
                throw new IllegalStateException("the bots drew more than " + MAX_DRAWS + " deals with seed " + seed);
            }
            return new Command.Deal(packs.pack(deal, state.pack()));
        }
        if (legal.exchangeDue()) {
            Map<String, Card> given = new LinkedHashMap<>();
            for (Bot bot : bots) {
                given.put(bot.player(), bot.give(state));
            }
            return new Command.Exchange(given);
        }
        String actor = legal.actor().orElseThrow(() -> new IllegalStateException("no one is to act at " + state.stage()));
        Bot acting = Arrays.stream(bots).filter(bot -> bot.player().equals(actor)).findFirst().orElseThrow();
        Optional<Command> force = Arrays.stream(bots).filter(bot -> bot != acting).map(bot -> bot.act(state))
                .flatMap(Optional::stream).findFirst();
        return force.orElseGet(() -> acting.act(state)
                .orElseThrow(() -> new IllegalStateException(actor + " has no move at " + state.stage())));
    }

    private static MatchState apply(MatchState state, Command command, Consumer<Decision.Accepted> sink) {
        return switch (Game.decide(state, command)) {
            case Decision.Accepted accepted -> {
                sink.accept(accepted);
                yield accepted.state();
            }
            case Decision.Refused refused -> throw new IllegalStateException("a bot's move was refused: " + command + ": " + refused.violation());
        };
    }
}
