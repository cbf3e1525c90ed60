package org.conquian.event;

import org.conquian.card.Card;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The director ruled on the call of seq {@code about}, the event right before, deciding what follows it.
 *
 * @param text the ruling as given, with the law cited
 */
public record RulingGiven(String director, long about, RulingDecision decision, Optional<String> text) implements Event {

    public static final String TYPE = "RulingGiven";

    public RulingGiven {
        Objects.requireNonNull(director, "director");
        Objects.requireNonNull(decision, "decision");
        Objects.requireNonNull(text, "text");
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<Card> cards() {
        return List.of();
    }
}
