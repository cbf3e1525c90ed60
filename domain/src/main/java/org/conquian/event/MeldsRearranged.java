package org.conquian.event;

import org.conquian.card.Card;

import java.util.List;
import java.util.Objects;

/** The player's complete arrangement of exposed cards after a take, melds as written. */
public record MeldsRearranged(String player, List<List<Card>> melds) implements Event {

    public static final String TYPE = "MeldsRearranged";

    public MeldsRearranged {
        Objects.requireNonNull(player, "player");
        melds = melds.stream().map(List::copyOf).toList();
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<Card> cards() {
        return melds.stream().flatMap(List::stream).toList();
    }
}
