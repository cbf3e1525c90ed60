package org.conquian.event;

import org.conquian.card.Card;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A move as it was played at the table, as an {@link IrregularityCalled} records it: its {@code op}, who played it, and the
 * fields of its op, as the request that makes the move writes them ({@code melds} always the complete arrangement after the
 * take). A field the op does not take is kept as written: it is still a card or an id of the format, and changes nothing.
 *
 * @param card   the card of every op but {@link Op#CLAIM}
 * @param melds  a take's complete arrangement
 * @param target a force's target
 */
public record PlayedMove(Op op, String player, Optional<Card> card, Optional<List<List<Card>>> melds, Optional<String> target) {

    /** The seven ops of a move as played, each with the word a request writes. */
    public enum Op {
        REVEAL("reveal"),
        TAKE("take"),
        REJECT("reject"),
        PASS("pass"),
        FORCE("force"),
        DISCARD("discard"),
        /** "I'm out": the end of the deal, won by the player, which the recorder writes itself when it is true. */
        CLAIM("claim");

        private final String word;

        Op(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }

        public static Optional<Op> byWord(String word) {
            return Arrays.stream(values()).filter(op -> op.word.equals(word)).findFirst();
        }
    }

    public PlayedMove {
        Objects.requireNonNull(op, "op");
        Objects.requireNonNull(player, "player");
        Objects.requireNonNull(card, "card");
        melds = Objects.requireNonNull(melds, "melds").map(laid -> laid.stream().map(List::copyOf).toList());
        Objects.requireNonNull(target, "target");
        if (op != Op.CLAIM && card.isEmpty()) {
            throw new IllegalArgumentException("a " + op.word + " names its card");
        }
        if (op == Op.TAKE && melds.isEmpty()) {
            throw new IllegalArgumentException("a take names its melds");
        }
        if (op == Op.FORCE && target.isEmpty()) {
            throw new IllegalArgumentException("a force names its target");
        }
    }

    public static PlayedMove reveal(String player, Card card) {
        return of(Op.REVEAL, player, card);
    }

    /** A take with the complete arrangement on the table after it, as it was played. */
    public static PlayedMove take(String player, Card card, List<List<Card>> melds) {
        return new PlayedMove(Op.TAKE, player, Optional.of(card), Optional.of(melds), Optional.empty());
    }

    public static PlayedMove reject(String player, Card card) {
        return of(Op.REJECT, player, card);
    }

    public static PlayedMove pass(String player, Card card) {
        return of(Op.PASS, player, card);
    }

    public static PlayedMove force(String forcer, String target, Card card) {
        return new PlayedMove(Op.FORCE, forcer, Optional.of(card), Optional.empty(), Optional.of(target));
    }

    public static PlayedMove discard(String player, Card card) {
        return of(Op.DISCARD, player, card);
    }

    public static PlayedMove claim(String player) {
        return new PlayedMove(Op.CLAIM, player, Optional.empty(), Optional.empty(), Optional.empty());
    }

    private static PlayedMove of(Op op, String player, Card card) {
        return new PlayedMove(op, player, Optional.of(card), Optional.empty(), Optional.empty());
    }

    /** The events the recorder would have written for the move, in order; a claim ends {@code deal}, the deal in progress. */
    public List<Event> events(int deal) {
        return switch (op) {
            case REVEAL -> List.of(new StockCardRevealed(player, card.orElseThrow()));
            case TAKE -> List.of(new CardTaken(player, card.orElseThrow()), new MeldsRearranged(player, melds.orElseThrow()));
            case REJECT -> List.of(new CardRejected(player, card.orElseThrow()));
            case PASS -> List.of(new CardPassed(player, card.orElseThrow()));
            case FORCE -> List.of(new CardForced(player, target.orElseThrow(), card.orElseThrow()));
            case DISCARD -> List.of(new CardDiscarded(player, card.orElseThrow()));
            case CLAIM -> List.of(DealEnded.won(deal, player));
        };
    }

    /** Every card the move names, whatever its op takes, for the check that they are cards of the match's pack. */
    public List<Card> cards() {
        List<Card> cards = new ArrayList<>();
        card.ifPresent(cards::add);
        melds.ifPresent(laid -> laid.forEach(cards::addAll));
        return cards;
    }
}
