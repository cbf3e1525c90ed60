package org.conquian.cli;

import org.conquian.audit.Rulings;
import org.conquian.bot.Bot;
import org.conquian.bot.BotMatch;
import org.conquian.card.Shuffle;
import org.conquian.command.Command;
import org.conquian.event.Event;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.RulingDecision;
import org.conquian.game.DealState;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.rules.RuleId;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The disputed matches of the matrix: bots' matches with calls, rulings and appeals, and the bad input each door is given
 * before each call and each ruling, which the rules refuse with R-RULING.
 */
final class Disputes {

    private Disputes() {
    }

    /**
     * A bots' match in which, every eleventh move of a deal, a dispute is played instead, the kinds in turn: a move the rules
     * refuse called as played (a take into the hand, a discard out of turn), ruled rectify; a call without a move, no
     * irregularity; a called move awarded to a player and appealed, rectified; a call without a move, the deal voided; a
     * called move rectified and appealed to an award; a call without a move, awarded.
     */
    record Disputed(List<Event> events, Rulings expected) {

        static Disputed play(Matrix.Setup setup, long seed) {
            List<String> players = setup.players();
            Bot[] bots = new Bot[players.size()];
            for (int seat = 0; seat < bots.length; seat++) {
                bots[seat] = new Bot(players.get(seat), Shuffle.mix(seed ^ (seat + 1)));
            }
            List<Event> events = new ArrayList<>();
            MatchState state = apply(MatchState.NOT_STARTED, new Command.StartMatch(players, setup.profile().id(), players.getLast(),
                    setup.options()), events);
            int moves = 0;
            int disputes = 0;
            Rulings expected = Rulings.NONE;
            while (!(state instanceof MatchState.Ended)) {
                if (state.stage() == MatchState.Stage.IN_DEAL && !LegalMoves.of(state).exchangeDue() && ++moves % 11 == 0) {
                    int kind = disputes++ % 6;
                    Command.Call call = refusedMove(state).filter(move -> kind % 2 == 0).orElseGet(() -> new Command.Call(players.get(kind % players.size()),
                            Optional.empty(), kind == 5 ? Optional.empty() : Optional.of(RuleId.STOCK), Optional.of("dora"), Optional.of("a card exposed")));
                    String other = players.get((kind + 1) % players.size());
                    RulingDecision ruled = switch (kind) {
                        case 0, 4 -> RulingDecision.RECTIFY;
                        case 1 -> call.move().isEmpty() ? RulingDecision.NO_IRREGULARITY : RulingDecision.RECTIFY;
                        case 3 -> RulingDecision.VOID_DEAL;
                        default -> new RulingDecision.AwardDeal(other);
                    };
                    Optional<Command.Appeal> appeal = switch (kind) {
                        case 2 -> Optional.of(new Command.Appeal(call.player(), "ed", RulingDecision.RECTIFY, Optional.of("the award is withdrawn")));
                        case 4 -> Optional.of(new Command.Appeal(other, "ed", new RulingDecision.AwardDeal(other), Optional.empty()));
                        default -> Optional.empty();
                    };
                    state = apply(state, call, events);
                    state = apply(state, new Command.Rule("dora", ruled, Optional.of("ruled as law " + kind), appeal), events);
                    RulingDecision inForce = appeal.map(Command.Appeal::decision).orElse(ruled);
                    expected = new Rulings(expected.rulings() + 1, expected.withoutMove() + (call.move().isEmpty() ? 1 : 0),
                            expected.appeals() + (appeal.isPresent() ? 1 : 0),
                            expected.dealsVoided() + (inForce instanceof RulingDecision.VoidDeal ? 1 : 0),
                            expected.dealsAwarded() + (inForce instanceof RulingDecision.AwardDeal ? 1 : 0));
                } else {
                    state = apply(state, BotMatch.next(state, bots, seed), events);
                }
            }
            return new Disputed(List.copyOf(events), expected);
        }

        /** A move the rules refuse here, as a call records it: the open card taken into the hand, or a discard out of turn. */
        private static Optional<Command.Call> refusedMove(MatchState state) {
            DealState deal = state.currentDeal().orElseThrow();
            List<Command> tried = new ArrayList<>();
            deal.centreCard().ifPresent(centre -> tried.add(new Command.Take(centre.openTo(), centre.card(), List.of())));
            for (String player : deal.seats()) {
                deal.holding(player).hand().toList().stream().findFirst().ifPresent(card -> tried.add(new Command.Discard(player, card)));
            }
            return tried.stream().map(move -> Game.callAsPlayed(state, move)).flatMap(Optional::stream)
                    .map(called -> Command.Call.of(called).by(Optional.of("cruz"), Optional.empty())).findFirst();
        }

        private static MatchState apply(MatchState state, Command command, List<Event> events) {
            Decision.Accepted accepted = (Decision.Accepted) Game.decide(state, command);
            events.addAll(accepted.events());
            return accepted.state();
        }
    }

    /**
     * The turns of a disputed record, each call and each ruling with the bad input given before it, every piece of which the
     * rules refuse with R-RULING there: before a call, a ruling (no call waits), a legal move called, and the call naming
     * another rule; before a ruling, a second call, a move, a player as director, no-irregularity for a called move and an
     * award to someone not playing.
     */
    static Matrix.Played played(List<Event> record) {
        Matrix.Played played = Matrix.played(record, false);
        List<Matrix.Turn> turns = new ArrayList<>();
        for (Matrix.Turn turn : played.turns()) {
            List<Command> bad = new ArrayList<>();
            MatchState state = turn.before();
            String player = state instanceof MatchState.Started started ? started.setup().players().getFirst() : "";
            if (turn.command() instanceof Command.Call call) {
                bad.add(new Command.Rule("dora", RulingDecision.RECTIFY, Optional.empty(), Optional.empty()));
                LegalMoves.of(state).moves().stream().filter(move -> move instanceof Command.Reject || move instanceof Command.Pass
                                || move instanceof Command.Discard).findFirst()
                        .flatMap(legal -> Game.moveAsPlayed(state, legal)).map(Command.Call::of).ifPresent(bad::add);
                call.move().ifPresent(move -> bad.add(new Command.Call(call.player(), call.move(),
                        Optional.of(call.rule().orElseThrow() == RuleId.TURN ? RuleId.EXCHANGE : RuleId.TURN), Optional.empty(), Optional.empty())));
            } else if (turn.command() instanceof Command.Rule rule) {
                IrregularityCalled waiting = ((MatchState.Underway) state).callWaiting().orElseThrow();
                bad.add(new Command.Call(player, Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty()));
                bad.add(new Command.Discard(player, state.pack().first()));
                bad.add(new Command.Rule(player, rule.decision(), Optional.empty(), Optional.empty()));
                if (waiting.move().isPresent()) {
                    bad.add(new Command.Rule("dora", RulingDecision.NO_IRREGULARITY, Optional.empty(), Optional.empty()));
                }
                bad.add(new Command.Rule("dora", new RulingDecision.AwardDeal("zoe"), Optional.empty(), Optional.empty()));
            }
            for (Command command : bad) {
                assertThat(Game.decide(state, command)).as("%s before %s", command, turn.command()).isInstanceOfSatisfying(Decision.Refused.class,
                        refusal -> assertThat(refusal.violation().rule()).isEqualTo(RuleId.RULING));
            }
            turns.add(new Matrix.Turn(state, turn.command(), turn.unlisted(), bad));
        }
        return new Matrix.Played(turns, played.events());
    }
}
