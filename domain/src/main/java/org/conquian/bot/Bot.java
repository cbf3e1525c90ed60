package org.conquian.bot;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.game.DealState;
import org.conquian.game.Holding;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.meld.MeldSolver;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.ToIntFunction;

/**
 * A seeded player of sensible Conquian: it takes a card whenever it can meld it, laying out as many
 * cards as it can (rearranging its melds when that lays more); forces another player some of the time when
 * the rules allow; where the house lets melds be laid out from the hand, lays some out some of the time; gives its
 * least useful card in the cambio; and discards the hand card least likely to join a meld, avoiding one that fits
 * the next player's melds. It chooses among the moves the rules list, so under every house rule it plays only
 * moves the judge accepts. The same seed and the same table give the same choices.
 */
public final class Bot {

    /** How often it lays out melds from the hand, where the house allows it and it cannot take. */
    private static final double FREE_MELD_CHANCE = 0.5;

    private final String player;
    private final double forceChance;
    private final SplitMix random;

    public Bot(String player, long seed, double forceChance) {
        this.player = player;
        this.forceChance = forceChance;
        this.random = new SplitMix(seed);
    }

    public Bot(String player, long seed) {
        this(player, seed, 0.35);
    }

    public String player() {
        return player;
    }

    /**
     * The bot's command now, if it has one: its own move when it is its turn, or a force on another player
     * when it chooses to make one. A deal is not a bot's move: the table supplies the shuffled pack.
     */
    public Optional<Command> act(MatchState state) {
        LegalMoves legal = LegalMoves.of(state);
        if (legal.dealDue() || legal.exchangeDue()) {
            return Optional.empty();
        }
        if (legal.actor().filter(player::equals).isEmpty()) {
            return legal.moves().stream()
                    .filter(move -> move instanceof Command.Force force && force.player().equals(player))
                    .findFirst()
                    .filter(force -> random.chance(forceChance));
        }
        List<Command> mine = legal.moves().stream().filter(move -> player.equals(move.player())).toList();
        List<Command.Take> takes = mine.stream().filter(Command.Take.class::isInstance).map(Command.Take.class::cast).toList();
        if (!takes.isEmpty()) {
            return Optional.of(bestTake(takes));
        }
        // where the profile lets the player to whom the card is open force it on another, the bot sometimes does
        Optional<Command> ownForce = mine.stream().filter(Command.Force.class::isInstance).findFirst();
        if (ownForce.isPresent() && random.chance(forceChance)) {
            return ownForce;
        }
        List<Command.FreeMeld> freeMelds = mine.stream().filter(Command.FreeMeld.class::isInstance).map(Command.FreeMeld.class::cast).toList();
        if (!freeMelds.isEmpty() && random.chance(FREE_MELD_CHANCE)) {
            int most = freeMelds.stream().mapToInt(meld -> laid(meld.melds())).max().orElseThrow();
            List<Command.FreeMeld> best = freeMelds.stream().filter(meld -> laid(meld.melds()) == most).toList();
            return Optional.of(best.get(random.below(best.size())));
        }
        List<Command.Discard> discards = mine.stream().filter(Command.Discard.class::isInstance).map(Command.Discard.class::cast).toList();
        if (!discards.isEmpty() && state instanceof MatchState.Started started) {
            return Optional.of(leastUseful(started, discards));
        }
        return mine.stream().filter(move -> !(move instanceof Command.Force)).findFirst();
    }

    /** The card it gives in the cambio: the hand card least likely to join a meld, among equals at random. */
    public Card give(MatchState state) {
        CardSet hand = LegalMoves.cambioChoices(state).get(player);
        return leastBy(hand, card -> usefulness(card, hand));
    }

    /** Lays out the most cards; among equals, chooses at random. */
    private Command.Take bestTake(List<Command.Take> takes) {
        int most = takes.stream().mapToInt(take -> laid(take.melds())).max().orElseThrow();
        List<Command.Take> best = takes.stream().filter(take -> laid(take.melds()) == most).toList();
        return best.get(random.below(best.size()));
    }

    private static int laid(List<List<Card>> melds) {
        return melds.stream().mapToInt(List::size).sum();
    }

    private Command.Discard leastUseful(MatchState.Started state, List<Command.Discard> discards) {
        DealState deal = state.deal();
        Holding mine = deal.holding(player);
        // the discard is open to the player on the right, who could take it, or be forced to
        CardSet nextMelds = deal.holding(deal.rightOf(player)).exposed();
        MeldSolver solver = MeldSolver.of(state.setup().profile());
        CardSet mineAll = mine.hand().union(mine.exposed());
        return leastBy(discards, discard -> usefulness(discard.card(), mineAll) + (solver.fitsAlone(nextMelds, discard.card()) ? 10 : 0));
    }

    /** The item with the lowest score; among equals, one at random. */
    private <T> T leastBy(Iterable<T> items, ToIntFunction<T> score) {
        int lowest = Integer.MAX_VALUE;
        List<T> candidates = new ArrayList<>();
        for (T item : items) {
            int scored = score.applyAsInt(item);
            if (scored < lowest) {
                lowest = scored;
                candidates.clear();
            }
            if (scored == lowest) {
                candidates.add(item);
            }
        }
        return candidates.get(random.below(candidates.size()));
    }

    /** Cards that could join this one in a meld: same rank, or same suit within two ranks. */
    private static int usefulness(Card card, CardSet mine) {
        int score = 0;
        for (Card other : mine) {
            if (other.equals(card)) {
                continue;
            }
            int distance = Math.abs(other.rank().ordinal() - card.rank().ordinal());
            if (other.rank() == card.rank()) {
                score += 2;
            } else if (other.suit() == card.suit() && distance <= 2) {
                score += 3 - distance;
            }
        }
        return score;
    }
}
