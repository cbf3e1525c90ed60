package org.conquian.event;

import org.conquian.card.Card;

import java.util.List;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** Events in words, for refusals and replays. */
public final class Narration {

    private Narration() {
    }

    /** What the event claims, briefly: {@code ben's CardDiscarded of QS}. */
    public static String brief(Event event) {
        return switch (event) {
            case MatchStarted started -> "MatchStarted";
            case DealStarted dealt -> "DealStarted of deal " + dealt.deal();
            case CardsExchanged e -> "CardsExchanged";
            case StockCardRevealed e -> e.player() + "'s " + e.type() + " of " + e.card();
            case CardTaken e -> e.player() + "'s " + e.type() + " of " + e.card();
            case MeldsRearranged e -> e.player() + "'s " + e.type();
            case CardDiscarded e -> e.player() + "'s " + e.type() + " of " + e.card();
            case CardRejected e -> e.player() + "'s " + e.type() + " of " + e.card();
            case CardPassed e -> e.player() + "'s " + e.type() + " of " + e.card();
            case CardForced e -> e.player() + "'s " + e.type() + " of " + e.card() + " on " + e.target();
            case DealEnded e -> "DealEnded of deal " + e.deal() + " (" + e.result().word() + ")";
            case MatchEnded e -> "MatchEnded";
        };
    }

    /** What happened, as a sentence: {@code ana takes 6H}. */
    public static String sentence(Event event) {
        return switch (event) {
            case MatchStarted e -> "match of " + String.join(" and ", e.players()) + " starts (" + e.rules()
                    + ", first to " + e.targetWins() + "), " + e.firstDealer() + " deals first";
            case DealStarted e -> e.dealer() + " deals deal " + e.deal();
            case CardsExchanged e -> "the cambio: " + new TreeMap<>(e.given()).entrySet().stream()
                    .map(gift -> gift.getKey() + " gives " + gift.getValue()).collect(Collectors.joining(", "))
                    + ", each to the player on their right";
            case StockCardRevealed e -> e.player() + " reveals " + e.card();
            case CardTaken e -> e.player() + " takes " + e.card();
            case MeldsRearranged e -> e.player() + " lays " + melds(e.melds());
            case CardDiscarded e -> e.player() + " discards " + e.card();
            case CardRejected e -> e.player() + " rejects " + e.card();
            case CardPassed e -> e.player() + " passes " + e.card();
            case CardForced e -> e.player() + " forces " + e.target() + " to take " + e.card();
            case DealEnded e -> switch (e.result()) {
                case DealResult.Won won -> "deal " + e.deal() + " is won by " + won.winner();
                case DealResult.Drawn drawn -> "deal " + e.deal() + " is drawn";
            };
            case MatchEnded e -> e.winner() + " wins the match " + e.wins().values().stream()
                    .map(String::valueOf).collect(Collectors.joining("-"))
                    + (e.draws() == 0 ? "" : " with " + e.draws() + (e.draws() == 1 ? " draw" : " draws"));
        };
    }

    /** Melds separated by commas: {@code 4H 5H 6H, QC QD QS}. */
    public static String melds(List<List<Card>> melds) {
        return melds.stream().map(Narration::cards).collect(Collectors.joining(", "));
    }

    public static String cards(List<Card> cards) {
        return cards.stream().map(Card::code).collect(Collectors.joining(" "));
    }
}
