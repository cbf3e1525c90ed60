package org.conquian.event;

import org.conquian.card.Card;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The pack was shuffled, cut and dealt: each player's hand and the stock, top card first, as dealt.
 * Lists and keys are kept as written, duplicates included, so that a wrong deal can be judged. A deal
 * recorded at a real table is {@code concealed}: nobody knows the hands or the stock, so it names neither.
 */
public record DealStarted(int deal, String dealer, Map<String, List<Card>> hands, List<Card> stock, boolean concealed) implements Event {

    public static final String TYPE = "DealStarted";

    public DealStarted {
        Objects.requireNonNull(dealer, "dealer");
        Map<String, List<Card>> copy = new LinkedHashMap<>();
        hands.forEach((player, hand) -> copy.put(player, List.copyOf(hand)));
        hands = Collections.unmodifiableMap(copy);
        stock = List.copyOf(stock);
    }

    /** A deal whose hands and stock are known. */
    public DealStarted(int deal, String dealer, Map<String, List<Card>> hands, List<Card> stock) {
        this(deal, dealer, hands, stock, false);
    }

    /** A deal at a real table: the cards are dealt face down, and the log knows only their counts. */
    public static DealStarted concealed(int deal, String dealer) {
        return new DealStarted(deal, dealer, Map.of(), List.of(), true);
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<Card> cards() {
        List<Card> cards = new ArrayList<>(stock);
        hands.values().forEach(cards::addAll);
        return cards;
    }
}
