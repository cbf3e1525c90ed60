package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.Event;
import org.conquian.event.StockCardRevealed;
import org.conquian.rules.RuleId;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.conquian.game.Steps.applied;
import static org.conquian.game.Steps.refused;

/**
 * The reveal, whole: the player whose turn it is turns up the top stock card (R-TURN), which must be that card,
 * or in a concealed deal one not seen yet (R-STOCK, {@link #cardFault}); the card is then open to the revealer,
 * or, as the first card of a deal, to the dealer's right ({@link #judge}). The reveals open now are the cards
 * the judge lets through ({@link #open}); the first card and the reveal after a rejection are made at once
 * when the stock is known ({@link #atOnce}).
 */
final class RevealRule {

    private RevealRule() {
    }

    static Step judge(MatchState.Underway state, StockCardRevealed revealed) {
        Optional<Step> outOfTurn = TurnRule.outOfTurn(state, revealed, revealed.player(), () -> "reveal a stock card",
                phase -> TurnRule.turnOf(phase, MoveKind.REVEAL, revealed.player()));
        if (outOfTurn.isPresent()) {
            return outOfTurn.get();
        }
        DealState deal = state.deal();
        Card top = revealed.card();
        Optional<String> fault = cardFault(deal, state.pack(), revealed.player(), top);
        if (fault.isPresent()) {
            return refused(RuleId.STOCK, fault.get());
        }
        String player = revealed.player();
        DealPhase.CardOpen open = ((DealPhase.AwaitingReveal) deal.phase()).why() == DealPhase.Reveal.FIRST_CARD
                ? new DealPhase.CardOpen(deal.rightOf(deal.dealer()), top, DealPhase.Origin.FIRST_CARD, player)
                : new DealPhase.CardOpen(player, top, DealPhase.Origin.REVEALED, player);
        return applied(state.withDeal(deal.afterReveal(player, top, open)));
    }

    /**
     * Why the card cannot be the one turned up: not the top of a known stock, or seen already in a concealed deal
     * (as often as the pack holds it).
     */
    private static Optional<String> cardFault(DealState deal, CardSet pack, String player, Card top) {
        if (deal.concealed()) {
            return deal.unseen(top, pack) ? Optional.empty()
                    : Optional.of(player + " revealed " + top + ", which was seen already in this deal"
                    + (pack.count(top) == 2 ? " as often as the two packs hold it" : "; a card turns up once"));
        }
        Card known = deal.topOfStock().orElseThrow();
        return top.equals(known) ? Optional.empty()
                : Optional.of(player + " revealed " + top + ", but the top stock card is " + known);
    }

    /** The reveals open now: the top of a known stock, or any card a concealed stock may turn up (the table says which). */
    static List<Command.Reveal> open(MatchState.Underway state) {
        DealState deal = state.deal();
        if (!MoveKind.admitted(deal.phase()).has(MoveKind.REVEAL)) {
            return List.of();
        }
        String player = deal.phase().actor().orElseThrow();
        List<Command.Reveal> reveals = new ArrayList<>();
        for (Card card : deal.topOfStock().map(CardSet::of).orElseGet(() -> deal.unseenCards(state.pack()).distinct())) {
            if (cardFault(deal, state.pack(), player, card).isEmpty()) {
                reveals.add(new Command.Reveal(player, card));
            }
        }
        return reveals;
    }

    /**
     * The reveal the rules make at once: the first card of a deal, or the one after a rejection, when the stock
     * is known. A player's own opening reveal is theirs to make, and a concealed stock's top is known only when
     * it is turned up.
     */
    static Optional<Event> atOnce(MatchState.Underway state) {
        DealState deal = state.deal();
        return deal.phase() instanceof DealPhase.AwaitingReveal reveal && reveal.why() != DealPhase.Reveal.OPENING && !deal.concealed()
                ? Optional.of(new StockCardRevealed(reveal.player(), deal.topOfStock().orElseThrow()))
                : Optional.empty();
    }
}
