package org.conquian.testkit;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.meld.Meld;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Whether the menu ({@link LegalMoves}) lists a command, for tests that hold the menu and the judge to each other. */
public final class Menus {

    private Menus() {
    }

    /**
     * Whether the menu lists the command: a take with its melds in any order, in short or in full, or as a hand
     * take's completion; a deal when one is due; a cambio of hand cards when it is due; the hands shown when they
     * may be, and the end of a decided match when they are not shown; a ruling when a call waits. Starting a match and
     * calling an irregularity are never listed.
     */
    public static boolean lists(MatchState state, Command command) {
        LegalMoves menu = LegalMoves.of(state);
        return switch (command) {
            case Command.StartMatch start -> false;
            case Command.Deal deal -> menu.dealDue();
            case Command.DealConcealed deal -> menu.dealDue();
            case Command.Exchange exchange -> menu.moves().contains(exchange) || exchange.given().isPresent() && menu.exchangeDue()
                    && exchange.given().get().entrySet().stream().allMatch(gift -> LegalMoves.cambioChoices(state)
                    .getOrDefault(gift.getKey(), CardSet.EMPTY).contains(gift.getValue()));
            case Command.ShowHands show -> LegalMoves.handsMayBeShown(state);
            case Command.Take take -> listsTake(state, menu, LegalMoves.inFull(state, take));
            case Command.Reveal reveal -> menu.moves().contains(reveal);
            case Command.Reject reject -> menu.moves().contains(reject);
            case Command.Pass pass -> menu.moves().contains(pass);
            case Command.Force force -> menu.moves().contains(force);
            case Command.Discard discard -> menu.moves().contains(discard);
            // any move may be played irregularly: calls are never listed, and a ruling is flagged when due
            case Command.Call call -> false;
            case Command.Rule rule -> menu.rulingDue().isPresent();
            case Command.FreeMeld meld -> listsFreeMeld(state, menu, LegalMoves.inFull(state, meld));
            case Command.VoidDeal voided -> menu.moves().contains(voided);
        };
    }

    /**
     * A free meld in full is listed as it is, or is a hand meld's completion: valid melds, keeping those laid out
     * before where the house asks it, that lay out at least one and no more face-down hand cards than a listed hand
     * meld allows.
     */
    private static boolean listsFreeMeld(MatchState state, LegalMoves menu, Command.FreeMeld meld) {
        if (Arrays.asList(inAnyMeldOrder(menu.moves())).contains(inAnyMeldOrder(meld))) {
            return true;
        }
        int fromHand = fromHand(state, meld.player(), meld.melds(), Optional.empty());
        boolean melds = meld.melds().stream().allMatch(cards -> Meld.isMeld(CardSet.of(cards), state.profile()))
                && LegalMoves.keepsMelds(state, meld.player(), meld.melds());
        return melds && menu.handMelds().stream().anyMatch(hand -> hand.player().equals(meld.player()) && fromHand >= 1 && fromHand <= hand.handCards());
    }

    /** How many cards of the melds are not among the player's exposed and known hand cards, and the taken card: face-down hand cards. */
    private static int fromHand(MatchState state, String player, List<List<Card>> melds, Optional<Card> taken) {
        CardSet laid = CardSet.EMPTY;
        for (List<Card> meld : melds) {
            laid = laid.plus(CardSet.of(meld));
        }
        CardSet known = state.currentDeal().filter(deal -> deal.seats().contains(player)).map(deal -> deal.holding(player))
                .map(holding -> holding.exposed().plus(holding.hand())).orElse(CardSet.EMPTY);
        return laid.minus(taken.map(known::with).orElse(known)).size();
    }

    /**
     * A take in full is listed as it is, or is a hand take's completion: valid melds, keeping those laid out
     * before where the house asks it, that lay out no more face-down hand cards than a listed hand take allows.
     */
    private static boolean listsTake(MatchState state, LegalMoves menu, Command.Take take) {
        if (Arrays.asList(inAnyMeldOrder(menu.moves())).contains(inAnyMeldOrder(take))) {
            return true;
        }
        int fromHand = fromHand(state, take.player(), take.melds(), Optional.of(take.card()));
        boolean melds = take.melds().stream().allMatch(meld -> Meld.isMeld(CardSet.of(meld), state.profile()))
                && LegalMoves.keepsMelds(state, take.player(), take.melds());
        return melds && menu.handTakes().stream().anyMatch(hand -> hand.player().equals(take.player()) && hand.card().equals(take.card())
                && fromHand <= hand.handCards());
    }

    /** The moves with every take's melds in one order, the pack's, as the order of melds matters to no rule. */
    public static Command[] inAnyMeldOrder(List<? extends Command> moves) {
        return moves.stream().map(Menus::inAnyMeldOrder).toArray(Command[]::new);
    }

    private static Command inAnyMeldOrder(Command move) {
        return switch (move) {
            case Command.Take take -> new Command.Take(take.player(), take.card(), inOrder(take.melds()));
            case Command.FreeMeld meld -> new Command.FreeMeld(meld.player(), inOrder(meld.melds()));
            default -> move;
        };
    }

    private static List<List<Card>> inOrder(List<List<Card>> melds) {
        return melds.stream().map(meld -> CardSet.of(meld).toList())
                .sorted(Comparator.comparing((List<Card> meld) -> meld.getFirst().index()).thenComparing(List::toString))
                .toList();
    }
}
