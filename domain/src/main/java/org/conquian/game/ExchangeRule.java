package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.CardsExchanged;
import org.conquian.event.Event;
import org.conquian.event.Narration;
import org.conquian.rules.RuleId;
import org.conquian.rules.Profile;
import org.conquian.rules.Violation;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import static org.conquian.game.Steps.applied;
import static org.conquian.game.Steps.refused;

/**
 * R-EXCHANGE, the cambio, whole: in a profile that has it ({@link #formFault}), right after the deal
 * ({@link #opening}) every player gives one card of their dealt hand to the player on their right, all at once
 * ({@link #exchange}); nothing else may come first ({@link #whileDue}); anywhere else a {@code CardsExchanged} is out of turn
 * (R-TURN). At a real table the cards are face down and the cambio names none: its one choice is that it
 * is made ({@link #open}); in a known deal each player chooses a card of their hand ({@link #choices}).
 */
final class ExchangeRule {

    private ExchangeRule() {
    }

    /** The phase a deal opens with, right after the dealer has dealt it: the cambio if the profile has one, else play. */
    static DealPhase opening(MatchSetup setup, String dealer) {
        return setup.profile().cambio() ? new DealPhase.AwaitingExchange() : DealPhase.firstReveal(setup, dealer);
    }

    /**
     * SCHEMA for a cambio the match's form does not allow: in a profile without the cambio, or with cards
     * named in a concealed deal, or without them in a known one.
     */
    static Optional<Violation> formFault(MatchState state, CardsExchanged exchanged) {
        Profile profile = state.profile();
        if (!profile.cambio()) {
            return Optional.of(Violation.of(RuleId.SCHEMA, "CardsExchanged is not an event of " + profile.id()
                    + ": only mexicana has the cambio"));
        }
        boolean concealed = state.currentDeal().filter(DealState::concealed).isPresent();
        if (exchanged.given().isPresent() == concealed) {
            return Optional.of(Violation.of(RuleId.SCHEMA, concealed
                    ? "the cambio of a concealed deal names no cards: `cards` must be left out"
                    : "`cards` is missing: the cambio names every player's card"));
        }
        return Optional.empty();
    }

    /** Right after the deal of a profile with the cambio, the cambio is the only event that may come. */
    static Optional<Violation> whileDue(Event event) {
        return event instanceof CardsExchanged ? Optional.empty()
                : Optional.of(Violation.of(RuleId.EXCHANGE, "right after the deal only the cambio may come, not " + Narration.brief(event)));
    }

    /** The cambio as a move, when it has one form only: in a concealed deal, made with no cards named. */
    static List<Command.Exchange> open(MatchState state) {
        return state.currentDeal().filter(deal -> MoveKind.admitted(deal.phase()).has(MoveKind.EXCHANGE) && deal.concealed()).isPresent()
                ? List.of(new Command.Exchange(Optional.empty())) : List.of();
    }

    /** In the cambio of a known deal, the cards each player may give: any card of their hand as dealt. Empty otherwise. */
    static Map<String, CardSet> choices(MatchState state) {
        Map<String, CardSet> choices = new LinkedHashMap<>();
        state.currentDeal().filter(deal -> MoveKind.admitted(deal.phase()).has(MoveKind.EXCHANGE) && !deal.concealed())
                .ifPresent(deal -> deal.seats().forEach(player -> choices.put(player, deal.holding(player).hand())));
        return choices;
    }

    static Step exchange(MatchState.Underway state, CardsExchanged exchanged) {
        if (state.currentDeal().filter(deal -> MoveKind.admitted(deal.phase()).has(MoveKind.EXCHANGE)).isEmpty()) {
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
