package org.conquian.view;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.conquian.card.CardSet;
import org.conquian.event.AppealDecided;
import org.conquian.event.Event;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.RulingGiven;
import org.conquian.game.DealState;
import org.conquian.game.Game;
import org.conquian.game.Holding;
import org.conquian.game.MatchState;
import org.conquian.game.TableRecord;
import org.conquian.testkit.DisputedMatch;
import org.conquian.testkit.Knowledge;
import org.conquian.testkit.Tables;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Over bots' matches of every profile, known and concealed: at every event, for every viewer, the observer names
 * no card the viewer may not know (as {@link Knowledge} works it out from the rules), and hides nothing a viewer
 * may see: their own hand, every hand's size, the stock's size, the melds.
 */
class ObserverProperties {

    @Provide
    Arbitrary<Object[]> tables() {
        return Tables.everyProfile();
    }

    @Property(tries = 30)
    void theObserverNamesOnlyWhatTheViewerMayKnow(@ForAll("tables") Object[] table, @ForAll long seed, @ForAll boolean concealed) {
        namesOnlyWhatEachViewerMayKnow(table, Tables.played(table, seed, concealed));
    }

    /** Calls, rulings and appeals are shown as recorded, to every viewer: a called move was played face up at the table. */
    @Property(tries = 20)
    void soInAMatchWithCallsAndRulings(@ForAll("tables") Object[] table, @ForAll long seed, @ForAll boolean concealed) {
        List<Event> played = DisputedMatch.play(table, seed, concealed).events();
        List<Event> events = concealed ? TableRecord.of(played, seed % 2 == 0) : played;
        namesOnlyWhatEachViewerMayKnow(table, events);
        for (Viewer viewer : Tables.viewers(table)) {
            MatchState state = MatchState.NOT_STARTED;
            for (Event event : events) {
                if (event instanceof IrregularityCalled || event instanceof RulingGiven || event instanceof AppealDecided) {
                    assertThat(Observer.of(viewer).event(state, event)).isEqualTo(event);
                }
                state = Game.evolve(state, event);
            }
        }
    }

    private static void namesOnlyWhatEachViewerMayKnow(Object[] table, List<Event> events) {
        for (Viewer viewer : Tables.viewers(table)) {
            Observer observer = Observer.of(viewer);
            List<CardSet> known = Knowledge.atEachPosition(events, viewer);
            MatchState state = MatchState.NOT_STARTED;
            for (int i = 0; i < events.size(); i++) {
                Event seen = observer.event(state, events.get(i));
                assertThat(CardSet.of(seen.cards()).minus(known.get(i + 1))).as(viewer + " at event " + (i + 1)).isEqualTo(CardSet.EMPTY);
                state = Game.evolve(state, events.get(i));
                SeenMatch view = observer.table(state);
                if (state instanceof MatchState.Started started) {
                    DealState record = started.lastDeal().orElse(null);
                    SeenDeal shown = view instanceof SeenMatch.Started seenStarted ? seenStarted.lastDeal().orElse(null) : null;
                    if (record != null) {
                        assertThat(named(shown).minus(known.get(i + 1))).as(viewer + " after event " + (i + 1)).isEqualTo(CardSet.EMPTY);
                        sameShape(record, shown, observer);
                    }
                }
            }
        }
    }

    /** The cards a deal as seen names: the hand cards seen, melds, the stock's order, the waste, the cards seen. */
    private static CardSet named(SeenDeal deal) {
        CardSet cards = CardSet.of(deal.stock().orElse(List.of())).union(deal.waste()).union(deal.seen());
        for (String player : deal.players()) {
            if (deal.hand(player) instanceof SeenHand.Visible visible) {
                cards = cards.union(visible.cards());
            }
            cards = cards.union(deal.melds(player).cards());
        }
        return cards;
    }

    private static void sameShape(DealState record, SeenDeal shown, Observer observer) {
        assertThat(shown.stockLeft()).isEqualTo(record.stockLeft());
        assertThat(shown.phase()).isEqualTo(record.phase());
        for (String player : record.seats()) {
            Holding mine = record.holding(player);
            SeenHand theirs = shown.hand(player);
            assertThat(theirs.size()).isEqualTo(mine.size());
            assertThat(shown.melds(player)).isEqualTo(mine.melds());
            assertThat(theirs).isEqualTo(observer.seesHand(record, player) ? new SeenHand.Visible(mine.hand(), mine.hidden())
                    : new SeenHand.Hidden(mine.size()));
        }
    }
}
