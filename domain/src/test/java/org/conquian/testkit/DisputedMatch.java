package org.conquian.testkit;

import org.conquian.audit.Rulings;
import org.conquian.bot.Bot;
import org.conquian.bot.BotMatch;
import org.conquian.card.Card;
import org.conquian.card.Shuffle;
import org.conquian.command.Command;
import org.conquian.event.Event;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.PlayedMove;
import org.conquian.event.RulingDecision;
import org.conquian.game.DealPhase;
import org.conquian.game.DealState;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * A bots' match at which irregularities are played and called: now and then, during a deal, someone plays a move the
 * rules forbid (a discard out of turn, a card taken into the hand, a move by a player whose turn it is not, a claim of
 * the deal, a reveal of another card than the top one) or something is called without a move, and a director rules on
 * it at once: withdrawn, the deal voided or awarded to a player, sometimes appealed. The match plays on to its end.
 *
 * @param events   the match's events, as the recorder decides them
 * @param expected what the audit must count of its rulings
 */
public record DisputedMatch(List<Event> events, Rulings expected) {

    /** How often, at a bot's move, an irregularity is played instead. */
    private static final double IRREGULARITIES = 0.04;
    private static final List<String> DIRECTORS = List.of("dora", "ed", "judge.1");

    /**
     * The match of the table ({profile, options, players}) from the seed.
     *
     * @param faceUpOnly whether only irregularities whose rule what lies face up decides are played (not a reveal of another
     *               card, which a concealed stock cannot show), so that the match recorded as a real table records it
     *               calls the same rules
     */
    @SuppressWarnings("unchecked")
    public static DisputedMatch play(Object[] table, long seed, boolean faceUpOnly) {
        List<String> players = (List<String>) table[2];
        Profile profile = (Profile) table[0];
        Random random = new Random(seed);
        Bot[] bots = new Bot[players.size()];
        for (int seat = 0; seat < bots.length; seat++) {
            bots[seat] = new Bot(players.get(seat), Shuffle.mix(seed ^ (seat + 1)));
        }
        List<Event> events = new ArrayList<>();
        Rulings[] expected = {Rulings.NONE};
        MatchState state = apply(MatchState.NOT_STARTED, new Command.StartMatch(players, profile.id(),
                players.get(random.nextInt(players.size())), (Options) table[1]), events);
        while (!(state instanceof MatchState.Ended)) {
            if (state.stage() == MatchState.Stage.IN_DEAL && random.nextDouble() < IRREGULARITIES) {
                state = called(state, players, random, faceUpOnly, events, expected);
            } else {
                state = apply(state, BotMatch.next(state, bots, seed), events);
            }
        }
        return new DisputedMatch(List.copyOf(events), expected[0]);
    }

    /** An irregularity called and ruled on at once, the counts the audit must find updated. */
    private static MatchState called(MatchState state, List<String> players, Random random, boolean faceUpOnly, List<Event> events,
                                     Rulings[] expected) {
        IrregularityCalled call = irregularity(state, players, random, faceUpOnly)
                .orElseGet(() -> new IrregularityCalled(players.get(random.nextInt(players.size())), Optional.empty(),
                        random.nextBoolean() ? Optional.of("R-STOCK") : Optional.empty(), Optional.of("dora"), Optional.of("a card exposed")));
        MatchState waiting = apply(state, Command.Call.of(call), events);
        RulingDecision ruled = decision(call, players, random);
        Optional<Command.Appeal> appeal = random.nextInt(4) == 0
                ? Optional.of(new Command.Appeal(players.get(random.nextInt(players.size())), pick(DIRECTORS, random),
                decision(call, players, random), Optional.of("on appeal")))
                : Optional.empty();
        RulingDecision inForce = appeal.map(Command.Appeal::decision).orElse(ruled);
        expected[0] = new Rulings(expected[0].rulings() + 1, expected[0].withoutMove() + (call.move().isEmpty() ? 1 : 0),
                expected[0].appeals() + (appeal.isPresent() ? 1 : 0), expected[0].dealsVoided() + (inForce instanceof RulingDecision.VoidDeal ? 1 : 0),
                expected[0].dealsAwarded() + (inForce instanceof RulingDecision.AwardDeal ? 1 : 0));
        return apply(waiting, new Command.Rule(pick(DIRECTORS, random), ruled, Optional.of("ruled"), appeal), events);
    }

    /** A move the rules forbid here, called as played, if one of the kinds tried is forbidden now. */
    private static Optional<IrregularityCalled> irregularity(MatchState state, List<String> players, Random random, boolean faceUpOnly) {
        DealState deal = state.currentDeal().orElseThrow();
        DealPhase phase = deal.phase();
        String actor = phase.actor().orElse(players.getFirst());
        String other = pick(players.stream().filter(player -> !player.equals(actor)).toList(), random);
        List<Card> pack = state.pack().toList();
        Command move = switch (random.nextInt(faceUpOnly ? 4 : 5)) {
            case 0 -> new Command.Discard(phase instanceof DealPhase.AwaitingDiscard ? other : actor, pick(pack, random));
            case 1 -> phase instanceof DealPhase.CardInPlay inPlay ? new Command.Take(inPlay.player(), inPlay.card(), List.of())
                    : new Command.Reject(other, pick(pack, random));
            case 2 -> new Command.Reject(other, pick(pack, random));
            case 3 -> null;
            default -> new Command.Reveal(actor, pick(pack, random));
        };
        if (move == null) {
            // a claim is no command: the recorder names the rule it breaks
            return Game.decide(state, Command.Call.of(PlayedMove.claim(actor))) instanceof Decision.Accepted accepted
                    ? Optional.of(((IrregularityCalled) accepted.events().getFirst()).by(Optional.of(other), Optional.empty()))
                    : Optional.empty();
        }
        return Game.callAsPlayed(state, move).map(call -> call.by(Optional.of(other), Optional.empty()));
    }

    /** A decision that fits the call: no irregularity only for a call without a move, an award to a player. */
    private static RulingDecision decision(IrregularityCalled call, List<String> players, Random random) {
        return switch (random.nextInt(call.move().isEmpty() ? 7 : 6)) {
            case 0, 1, 2 -> RulingDecision.RECTIFY;
            case 3, 4 -> new RulingDecision.AwardDeal(pick(players, random));
            case 5 -> RulingDecision.VOID_DEAL;
            default -> RulingDecision.NO_IRREGULARITY;
        };
    }

    private static <T> T pick(List<T> choices, Random random) {
        return choices.get(random.nextInt(choices.size()));
    }

    private static MatchState apply(MatchState state, Command command, List<Event> events) {
        return switch (Game.decide(state, command)) {
            case Decision.Accepted accepted -> {
                events.addAll(accepted.events());
                yield accepted.state();
            }
            case Decision.Refused refused -> throw new IllegalStateException(command + " was refused: " + refused.violation());
        };
    }
}
