package org.conquian.event;

import org.conquian.card.Card;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** Events in words, for refusals and replays. */
public final class Narration {

    private Narration() {
    }

    /** What the event claims, briefly, in the table's words: {@code ben's discard of QS}. */
    public static String brief(Event event) {
        return switch (event) {
            case MatchStarted started -> "the start of a match";
            case DealStarted dealt -> "the deal of deal " + dealt.deal();
            case CardsExchanged e -> "the cambio";
            case StockCardRevealed e -> e.player() + "'s reveal of " + e.card();
            case CardTaken e -> e.player() + "'s take of " + e.card();
            case MeldsRearranged e -> e.player() + "'s melds";
            case CardDiscarded e -> e.player() + "'s discard of " + e.card();
            case CardRejected e -> e.player() + "'s rejection of " + e.card();
            case CardPassed e -> e.player() + "'s pass of " + e.card();
            case CardForced e -> e.player() + "'s force of " + e.card() + " on " + e.target();
            case DealEnded e -> "the end of deal " + e.deal() + " (" + e.result().word() + ")";
            case HandsShown e -> "the hands shown";
            case MatchEnded e -> "the end of the match";
            case IrregularityCalled e -> "the call of " + e.move().map(Narration::brief).orElse("an irregularity by " + e.player());
            case RulingGiven e -> e.director() + "'s ruling";
            case AppealDecided e -> e.appellant() + "'s appeal";
        };
    }

    /** A move as played, briefly: {@code ben's take of QS}, {@code ana's claim}. */
    public static String brief(PlayedMove move) {
        return move.op() == PlayedMove.Op.CLAIM ? move.player() + "'s claim of the deal" : brief(move.events(1).getFirst());
    }

    /** What happened, as a sentence: {@code ana takes 6H}. */
    public static String sentence(Event event) {
        return switch (event) {
            case MatchStarted e -> "match of " + String.join(" and ", e.players()) + " starts (" + e.rules()
                    + ", first to " + e.targetWins() + (e.house().isEmpty() ? "" : ", house rules " + e.house()) + "), "
                    + e.firstDealer() + " deals first";
            case DealStarted e -> e.dealer() + " deals deal " + e.deal() + (e.concealed() ? ", face down" : "");
            case CardsExchanged e -> e.given().filter(given -> !given.isEmpty()).map(given -> "the cambio: " + new TreeMap<>(given).entrySet().stream()
                    .map(gift -> gift.getKey() + " gives " + gift.getValue()).collect(Collectors.joining(", "))
                    + ", each to the player on their right").orElse("the cambio, face down: each gives a card to the player on their right");
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
                case DealResult.Voided voided -> "deal " + e.deal() + " is void";
            };
            case HandsShown e -> "the hands are shown: " + e.hands().entrySet().stream()
                    .map(hand -> hand.getKey() + " " + (hand.getValue().isEmpty() ? "nothing" : cards(hand.getValue())))
                    .collect(Collectors.joining(", "));
            case MatchEnded e -> result(e.winner(), e.wins(), e.draws());
            case IrregularityCalled e -> "irregularity called" + e.calledBy().map(caller -> " by " + caller).orElse("")
                    + e.move().map(move -> ": " + played(move) + " (not applied)" + e.rule().map(rule -> ", against " + rule).orElse(""))
                    .orElseGet(() -> " on " + e.player() + e.rule().map(rule -> ", citing " + rule).orElse(""))
                    + e.note().map(note -> " (" + note + ")").orElse("") + "; play waits for the director";
            case RulingGiven e -> e.director() + " rules " + decision(e.decision()) + text(e.text());
            case AppealDecided e -> e.appellant() + " appeals; " + e.director() + " decides " + decision(e.decision()) + text(e.text());
        };
    }

    /**
     * A move as it was played, in the words of its events, though it was not applied: {@code ben takes QS and lays nothing},
     * {@code ana claims the deal}.
     */
    public static String played(PlayedMove move) {
        return switch (move.op()) {
            case TAKE -> move.player() + " takes " + move.card().orElseThrow() + " and lays "
                    + (move.melds().orElseThrow().isEmpty() ? "nothing" : melds(move.melds().orElseThrow()));
            case CLAIM -> move.player() + " claims the deal";
            case REVEAL, REJECT, PASS, FORCE, DISCARD -> sentence(move.events(1).getFirst());
        };
    }

    /** A decision as recorded, with the winner of an award: {@code award-deal to ana}. */
    public static String decision(RulingDecision decision) {
        return decision instanceof RulingDecision.AwardDeal award ? decision.word() + " to " + award.winner() : decision.word();
    }

    private static String text(Optional<String> text) {
        return text.map(words -> ": \"" + words + "\"").orElse("");
    }

    /**
     * The one way a match's result is told: the winner, then the winner's wins first and the others' after,
     * in the order given: {@code ben wins the match 3-2 with 1 draw}.
     */
    public static String result(String winner, Map<String, Integer> wins, int draws) {
        List<String> counts = new ArrayList<>();
        counts.add(String.valueOf(wins.getOrDefault(winner, 0)));
        wins.forEach((player, won) -> {
            if (!player.equals(winner)) {
                counts.add(String.valueOf(won));
            }
        });
        return winner + " wins the match " + String.join("-", counts) + (draws == 0 ? "" : " with " + draws + (draws == 1 ? " draw" : " draws"));
    }

    /** Melds separated by commas: {@code 4H 5H 6H, QC QD QS}. */
    public static String melds(List<List<Card>> melds) {
        return melds.stream().map(Narration::cards).collect(Collectors.joining(", "));
    }

    public static String cards(List<Card> cards) {
        return cards.stream().map(Card::code).collect(Collectors.joining(" "));
    }
}
