package org.conquian.bot;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.conquian.audit.Verdict;
import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.event.Event;
import org.conquian.game.DealPhase;
import org.conquian.game.DealState;
import org.conquian.game.Game;
import org.conquian.game.Holding;
import org.conquian.game.MatchState;
import org.conquian.testkit.Audits;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** Bots' matches, for any seed: valid to the audit, the same state when replayed, and every card accounted for. */
class BotMatchProperties {

    private static final List<String> PLAYERS = List.of("ana", "ben");

    @Property(tries = 60)
    void botMatchesAuditAsValid(@ForAll long seed) {
        Verdict verdict = Audits.audit(BotMatch.play(PLAYERS, seed), true);
        assertThat(verdict.fault()).isNull();
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
    }

    @Property(tries = 60)
    void replayingTheEventsGivesTheLiveState(@ForAll long seed) {
        List<MatchState> replayed = new ArrayList<>(List.of(MatchState.NOT_STARTED));
        BotMatch.play(PLAYERS, seed, decided -> {
            MatchState state = replayed.get(replayed.size() - 1);
            for (Event event : decided.events()) {
                state = Game.evolve(state, event);
            }
            assertThat(state).isEqualTo(decided.state());
            replayed.add(state);
        });
        assertThat(replayed.get(replayed.size() - 1).stage()).isEqualTo(MatchState.Stage.ENDED);
    }

    @Property(tries = 40)
    void theFortyCardsAreConservedAtEveryStep(@ForAll long seed) {
        MatchState state = MatchState.NOT_STARTED;
        for (Event event : BotMatch.play(PLAYERS, seed)) {
            state = Game.evolve(state, event);
            if (state.deal() != null) {
                assertConserved(state.deal());
            }
        }
    }

    static void assertConserved(DealState deal) {
        List<CardSet> places = new ArrayList<>();
        for (Holding holding : deal.holdings().values()) {
            places.add(holding.hand());
            places.add(holding.exposed());
        }
        places.add(CardSet.of(deal.stockLeftCards()));
        places.add(deal.waste());
        inTransit(deal).ifPresent(card -> places.add(CardSet.of(card)));
        int count = places.stream().mapToInt(CardSet::size).sum();
        CardSet all = places.stream().reduce(CardSet.EMPTY, CardSet::union);
        assertThat(count).as("cards counted in %s", deal.phase()).isEqualTo(40);
        assertThat(all).isEqualTo(CardSet.PACK);
    }

    /** The card between its place in the centre and a meld: open, forced, or taken and not yet laid out. */
    private static Optional<Card> inTransit(DealState deal) {
        return switch (deal.phase()) {
            case DealPhase.CardOpen open -> Optional.of(open.card());
            case DealPhase.AwaitingForcedTake forced -> Optional.of(forced.card());
            case DealPhase.AwaitingArrangement taken -> Optional.of(taken.card());
            case DealPhase.AwaitingReveal reveal -> Optional.empty();
            case DealPhase.AwaitingDiscard discard -> Optional.empty();
            case DealPhase.StockExhausted exhausted -> Optional.empty();
            case DealPhase.HandMelded melded -> Optional.empty();
            case DealPhase.Over over -> Optional.empty();
        };
    }
}
