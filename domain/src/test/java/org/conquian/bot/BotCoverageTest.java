package org.conquian.bot;

import org.conquian.card.CardSet;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.DealEnded;
import org.conquian.event.DealResult;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.MeldsRearranged;
import org.conquian.game.DealState;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Over a fixed range of seeds the bots reach every situation the rules single out, so that simulations,
 * tests and benchmarks built on them exercise all of it.
 */
class BotCoverageTest {

    @Test
    void botsReachEveryNotableSituation() {
        Map<String, Integer> seen = new HashMap<>();
        for (long seed = 0; seed < 100; seed++) {
            MatchState state = MatchState.NOT_STARTED;
            Map<String, List<CardSet>> melds = new HashMap<>();
            for (Event event : BotMatch.play(List.of("ana", "ben"), seed)) {
                if (event instanceof DealEnded ended) {
                    seen.merge(ended.result() instanceof DealResult.Won ? "won deal" : "drawn deal", 1, Integer::sum);
                    melds.clear();
                } else if (event instanceof CardForced) {
                    seen.merge("force", 1, Integer::sum);
                } else if (event instanceof MeldsRearranged rearranged) {
                    List<CardSet> now = rearranged.melds().stream().map(CardSet::of).toList();
                    List<CardSet> before = melds.getOrDefault(rearranged.player(), List.of());
                    if (before.stream().anyMatch(old -> now.stream().noneMatch(meld -> meld.containsAll(old)))) {
                        seen.merge("borrowing rearrangement", 1, Integer::sum);
                    }
                    melds.put(rearranged.player(), now);
                } else if (event instanceof CardDiscarded discarded && state.currentDeal().orElseThrow().holding(discarded.player()).hand().size() == 1) {
                    seen.merge("ten melded, last card discarded", 1, Integer::sum);
                }
                state = Game.evolve(state, event);
            }
        }
        assertThat(seen).containsKeys("won deal", "drawn deal", "force", "borrowing rearrangement", "ten melded, last card discarded");
    }

    @Test
    void mexicanaBotsReachEveryNotableSituationOfThreeSeats() {
        Map<String, Integer> seen = new HashMap<>();
        for (long seed = 0; seed < 100; seed++) {
            MatchState state = MatchState.NOT_STARTED;
            for (Event event : BotMatch.play(List.of("ana", "ben", "cruz"), Profile.MEXICANA, Options.NONE, seed)) {
                Optional<DealState> deal = state.currentDeal();
                if (event instanceof CardForced forced) {
                    String openTo = deal.flatMap(DealState::centreCard).orElseThrow().openTo();
                    seen.merge(forced.player().equals(openTo) ? "force by the player it is open to" : "force on the player it is open to",
                            1, Integer::sum);
                    if (!forced.target().equals(openTo) && !forced.target().equals(deal.orElseThrow().rightOf(openTo))) {
                        seen.merge("force that skips a player", 1, Integer::sum);
                    }
                } else if (event instanceof DealStarted dealt && dealt.deal() > 1) {
                    seen.merge("deal after a drawn deal", 1, Integer::sum);
                } else if (event instanceof CardDiscarded discarded && deal.orElseThrow().holding(discarded.player()).hand().size() == 1) {
                    seen.merge("eight melded, last card discarded", 1, Integer::sum);
                } else if (event instanceof DealEnded ended && ended.result() instanceof DealResult.Won) {
                    seen.merge("won deal", 1, Integer::sum);
                }
                state = Game.evolve(state, event);
            }
        }
        assertThat(seen).containsKeys("force by the player it is open to", "force on the player it is open to", "force that skips a player",
                "deal after a drawn deal", "eight melded, last card discarded", "won deal");
    }
}
