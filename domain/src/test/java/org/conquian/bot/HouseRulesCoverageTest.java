package org.conquian.bot;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.DealEnded;
import org.conquian.event.DealResult;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.DealPhase;
import org.conquian.game.DealState;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.rules.House;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Over a fixed range of seeds the bots reach what each house rule changes, so that the properties over their
 * matches exercise it: free melds, a free meld that empties a hand, cards offered round, both copies of a card laid
 * out, a partner's melds extended, points for a draw, the dealer kept or given to the winner, reveals that go round.
 */
class HouseRulesCoverageTest {

    private static final List<String> TWO = List.of("ana", "ben");
    private static final List<String> THREE = List.of("ana", "ben", "cruz");
    private static final List<String> FOUR = List.of("ana", "ben", "cruz", "dee");

    @Test
    void botsReachWhatEachHouseRuleChanges() {
        Map<String, Integer> seen = new HashMap<>();
        watch(seen, 25, THREE, Profile.MEXICANA, "meldFromHand=true,offer=round,revealer=rotation,drawnDeal=point-each");
        watch(seen, 25, TWO, Profile.ANGLO_40, "twice-around,meldFromHand=true,nextDealer=winner,drawnDeal=replay");
        watch(seen, 25, FOUR, Profile.PAGAT_UPCARD, "partnership");
        watch(seen, 25, TWO, Profile.PAGAT_UPCARD, "two-packs,revealer=next");
        watch(seen, 200, THREE, Profile.MEXICANA, "meldFromHand=true,handSize=6");
        assertThat(seen).containsKeys("free meld", "free meld that empties the hand", "card passed on round the table",
                "both copies laid out by one team", "partner's melds extended", "a point each for a drawn deal", "the same dealer after a draw",
                "the winner deals", "a reveal by rotation, not by the rejecter", "a win after a free meld emptied the hand");
    }

    private static CardSet laidOut(MeldsRearranged melds) {
        CardSet laid = CardSet.EMPTY;
        for (List<Card> meld : melds.melds()) {
            laid = laid.plus(CardSet.of(meld));
        }
        return laid;
    }

    private static void watch(Map<String, Integer> seen, int seeds, List<String> players, Profile profile, String house) {
        Options options = new Options(null, null, profile == Profile.ANGLO_40 ? null : 3).withHouse(House.parse(house));
        for (long seed = 0; seed < seeds; seed++) {
            MatchState state = MatchState.NOT_STARTED;
            Event previous = null;
            String emptied = null;
            for (Event event : BotMatch.play(players, profile, options, seed)) {
                Optional<DealState> deal = state.currentDeal();
                if (event instanceof MeldsRearranged melds && !(previous instanceof CardTaken)) {
                    seen.merge("free meld", 1, Integer::sum);
                    MatchState after = Game.evolve(state, event);
                    if (after.currentDeal().orElseThrow().holding(melds.player()).handEmpty()) {
                        seen.merge("free meld that empties the hand", 1, Integer::sum);
                        emptied = melds.player();
                    }
                } else if (event instanceof MeldsRearranged melds) {
                    CardSet laid = laidOut(melds);
                    if (laid.twice() != 0) {
                        seen.merge("both copies laid out by one team", 1, Integer::sum);
                    }
                    MatchState.Started started = (MatchState.Started) state;
                    Optional<String> partner = started.setup().partnerOf(melds.player());
                    if (partner.isPresent() && !deal.orElseThrow().holding(melds.player()).melds().melds().isEmpty()
                            && deal.orElseThrow().holding(melds.player()).melds().melds().stream().anyMatch(meld -> laid.containsAll(meld.cards()))) {
                        seen.merge("partner's melds extended", 1, Integer::sum);
                    }
                } else if (event instanceof CardPassed passed && deal.orElseThrow().phase() instanceof DealPhase.CardOpen open
                        && open.origin() != DealPhase.Origin.REVEALED && open.origin() != DealPhase.Origin.FIRST_CARD) {
                    seen.merge("card passed on round the table", 1, Integer::sum);
                } else if (event instanceof DealEnded ended && ended.result() instanceof DealResult.Drawn
                        && ((MatchState.Started) Game.evolve(state, event)).wins().values().stream().anyMatch(points -> points > 0)
                        && profile == Profile.MEXICANA) {
                    seen.merge("a point each for a drawn deal", 1, Integer::sum);
                } else if (event instanceof DealStarted dealt && state instanceof MatchState.Started started && started.lastDeal().isPresent()) {
                    DealState last = started.lastDeal().get();
                    if (dealt.dealer().equals(last.dealer()) && last.phase() instanceof DealPhase.Over over && over.result() instanceof DealResult.Drawn) {
                        seen.merge("the same dealer after a draw", 1, Integer::sum);
                    }
                    if (last.phase() instanceof DealPhase.Over over && over.result() instanceof DealResult.Won won && won.winner().equals(dealt.dealer())
                            && !dealt.dealer().equals(started.setup().seatFrom(last.dealer(), 1))) {
                        seen.merge("the winner deals", 1, Integer::sum);
                    }
                } else if (event instanceof StockCardRevealed revealed && deal.orElseThrow().phase() instanceof DealPhase.AwaitingReveal reveal
                        && reveal.why() == DealPhase.Reveal.AFTER_REJECTION && previous instanceof CardRejected rejected
                        && !rejected.player().equals(revealed.player())) {
                    seen.merge("a reveal by rotation, not by the rejecter", 1, Integer::sum);
                } else if (event instanceof DealEnded ended && ended.result() instanceof DealResult.Won won && won.winner().equals(emptied)) {
                    seen.merge("a win after a free meld emptied the hand", 1, Integer::sum);
                }
                if (event instanceof DealStarted) {
                    emptied = null;
                }
                state = Game.evolve(state, event);
                previous = event;
            }
        }
    }
}
