package org.conquian.audit;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import org.conquian.bot.BotMatch;
import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.event.AppealDecided;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.HandsShown;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.RulingGiven;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.testkit.Audits;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every single-event corruption of a valid log that decide would refuse is reported by the audit at that
 * event with the same rule id: the recorder and the auditor cannot disagree.
 */
class CorruptionProperties {

    private static final List<String> PLAYERS = List.of("ana", "ben");

    @Property(tries = 400)
    @StatisticsReport(onFailureOnly = true)
    void theAuditNamesTheRuleDecideRefusesWith(@ForAll long seed, @ForAll @IntRange(min = 0, max = 10_000) int where,
                                                @ForAll @IntRange(min = 0, max = 39) int cardIndex,
                                                @ForAll @IntRange(min = 0, max = 5) int how) {
        Statistics.coverage(checker -> checker.check("refused").percentage(percent -> percent > 80));
        List<Event> events = BotMatch.play(PLAYERS, seed);
        int index = 2 + where % (events.size() - 2);
        Event original = events.get(index);
        Optional<Event> corrupted = corrupt(original, Card.ofIndex(cardIndex), how);
        if (corrupted.isEmpty() || corrupted.get().equals(original)) {
            Statistics.collect("not corrupted");
            return;
        }
        List<Event> changed = new ArrayList<>(events);
        changed.set(index, corrupted.get());
        Optional<Command> command = asCommand(changed, index);
        if (command.isEmpty()) {
            Statistics.collect("no command");
            return;
        }
        int commandStart = corrupted.get() instanceof MeldsRearranged ? index - 1 : index;
        MatchState before = fold(changed.subList(0, commandStart));
        if (!(Game.decide(before, command.get()) instanceof Decision.Refused refused)) {
            Statistics.collect("still legal");
            return;
        }
        Statistics.collect("refused");
        Verdict verdict = Audits.audit(changed, true);
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.INVALID);
        assertThat(verdict.fault().rule()).as(verdict.fault().message()).isEqualTo(refused.violation().rule());
        assertThat(verdict.fault().seq()).isBetween((long) commandStart + 1, (long) index + 2);
    }

    private static MatchState fold(List<Event> events) {
        MatchState state = MatchState.NOT_STARTED;
        for (Event event : events) {
            state = Game.evolve(state, event);
        }
        return state;
    }

    /** Changes one thing: the card, the player (to the other one or a stranger), or a meld. */
    private static Optional<Event> corrupt(Event event, Card card, int how) {
        String other = how % 2 == 0 ? "zoe" : null;
        return switch (event) {
            case StockCardRevealed e -> Optional.of(how < 3 ? new StockCardRevealed(e.player(), card) : new StockCardRevealed(swap(e.player(), other), e.card()));
            case CardTaken e -> Optional.of(how < 3 ? new CardTaken(e.player(), card) : new CardTaken(swap(e.player(), other), e.card()));
            case CardDiscarded e -> Optional.of(how < 3 ? new CardDiscarded(e.player(), card) : new CardDiscarded(swap(e.player(), other), e.card()));
            case CardRejected e -> Optional.of(how < 3 ? new CardRejected(e.player(), card) : new CardRejected(swap(e.player(), other), e.card()));
            case CardPassed e -> Optional.of(how < 3 ? new CardPassed(e.player(), card) : new CardPassed(swap(e.player(), other), e.card()));
            case CardForced e -> Optional.of(how < 3 ? new CardForced(e.player(), e.target(), card) : new CardForced(e.target(), e.player(), e.card()));
            case MeldsRearranged e -> Optional.of(new MeldsRearranged(e.player(), corruptMelds(e.melds(), card, how)));
            case CardsExchanged e -> Optional.of(new CardsExchanged(Map.of(PLAYERS.get(0), card, PLAYERS.get(1), card)));
            case MatchStarted e -> Optional.empty();
            case DealStarted e -> Optional.empty();
            case DealEnded e -> Optional.empty();
            case HandsShown e -> Optional.empty();
            case MatchEnded e -> Optional.empty();
            case IrregularityCalled e -> Optional.empty();
            case RulingGiven e -> Optional.empty();
            case AppealDecided e -> Optional.empty();
        };
    }

    private static String swap(String player, String stranger) {
        return stranger != null ? stranger : PLAYERS.get(0).equals(player) ? PLAYERS.get(1) : PLAYERS.get(0);
    }

    private static List<List<Card>> corruptMelds(List<List<Card>> melds, Card card, int how) {
        List<List<Card>> changed = new ArrayList<>();
        melds.forEach(meld -> changed.add(new ArrayList<>(meld)));
        List<Card> first = changed.get(0);
        switch (how) {
            case 0 -> first.add(card);
            case 1 -> first.remove(first.size() - 1);
            case 2 -> first.set(0, card);
            case 3 -> changed.add(List.of(first.remove(first.size() - 1)));
            case 4 -> changed.remove(0);
            default -> changed.add(List.of(card));
        }
        return changed;
    }

    /** The command that would have recorded the event at {@code index}, if one does. */
    private static Optional<Command> asCommand(List<Event> events, int index) {
        return switch (events.get(index)) {
            case StockCardRevealed e -> Optional.of(new Command.Reveal(e.player(), e.card()));
            case CardRejected e -> Optional.of(new Command.Reject(e.player(), e.card()));
            case CardPassed e -> Optional.of(new Command.Pass(e.player(), e.card()));
            case CardForced e -> Optional.of(new Command.Force(e.player(), e.target(), e.card()));
            case CardDiscarded e -> Optional.of(new Command.Discard(e.player(), e.card()));
            case CardTaken e -> events.get(index + 1) instanceof MeldsRearranged next
                    ? Optional.of(new Command.Take(e.player(), e.card(), next.melds())) : Optional.empty();
            case MeldsRearranged e -> events.get(index - 1) instanceof CardTaken taken && taken.player().equals(e.player())
                    ? Optional.of(new Command.Take(taken.player(), taken.card(), e.melds())) : Optional.empty();
            case CardsExchanged e -> Optional.of(new Command.Exchange(e.given()));
            case MatchStarted e -> Optional.empty();
            case DealStarted e -> Optional.empty();
            case DealEnded e -> Optional.empty();
            case HandsShown e -> Optional.of(new Command.ShowHands(Optional.of(e.hands())));
            case MatchEnded e -> Optional.empty();
            case IrregularityCalled e -> Optional.empty();
            case RulingGiven e -> Optional.empty();
            case AppealDecided e -> Optional.empty();
        };
    }
}
