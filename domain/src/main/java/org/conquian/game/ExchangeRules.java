package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.event.CardsExchanged;
import org.conquian.rules.RuleId;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.conquian.game.Verdicts.applied;
import static org.conquian.game.Verdicts.refused;

/**
 * R-EXCHANGE, the cambio: right after the deal every player gives one card of their dealt hand to the player
 * on their right, all at once. Anywhere else a {@code CardsExchanged} is out of turn (R-TURN); that nothing
 * else may follow the deal is the rule of the moment's.
 */
final class ExchangeRules {

    private ExchangeRules() {
    }

    static Step exchange(MatchState.Underway state, CardsExchanged exchanged) {
        if (!(state.currentDeal().map(DealState::phase).orElse(null) instanceof DealPhase.AwaitingExchange)) {
            String when = state.currentDeal().map(deal -> deal.phase().describe()).orElse("no deal is in progress");
            return refused(RuleId.TURN, "the cambio comes once, right after the deal, not now: " + when);
        }
        DealState deal = state.deal();
        if (exchanged.given().isEmpty()) {
            // face down at a real table: every hand keeps its size, and nothing more is known
            return applied(state.withDeal(deal.withPhase(DealPhase.firstReveal(state.setup(), deal.dealer()))));
        }
        Map<String, Card> given = exchanged.given().get();
        Set<String> givers = given.keySet();
        if (!givers.equals(Set.copyOf(deal.seats()))) {
            return refused(RuleId.EXCHANGE, "in the cambio every player gives one card: " + String.join(", ", deal.seats())
                    + ", not " + (givers.isEmpty() ? "nobody" : String.join(", ", new TreeSet<>(givers))));
        }
        for (String giver : deal.seats()) {
            Card card = given.get(giver);
            if (!deal.holding(giver).hand().contains(card)) {
                return refused(RuleId.EXCHANGE, giver + " cannot give " + card + ": it is not in " + giver + "'s dealt hand");
            }
        }
        Map<String, Holding> after = new HashMap<>();
        for (String player : deal.seats()) {
            Card gave = given.get(player);
            Card received = given.get(deal.leftOf(player));
            after.put(player, Holding.dealt(deal.holding(player).hand().without(gave).with(received)));
        }
        DealState exchangedDeal = deal;
        for (Map.Entry<String, Holding> holding : after.entrySet()) {
            exchangedDeal = exchangedDeal.withHolding(holding.getKey(), holding.getValue());
        }
        return applied(state.withDeal(exchangedDeal.withPhase(DealPhase.firstReveal(state.setup(), deal.dealer()))));
    }
}
