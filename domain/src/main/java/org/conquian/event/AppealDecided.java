package org.conquian.event;

import org.conquian.card.Card;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * {@code appellant} appealed the ruling of seq {@code about}, the event right before, and {@code director} heard the appeal
 * at once: its decision is the one in force.
 *
 * @param text the decision as given
 */
public record AppealDecided(String appellant, String director, long about, RulingDecision decision, Optional<String> text)
        implements Event {

    public static final String TYPE = "AppealDecided";

    public AppealDecided {
        Objects.requireNonNull(appellant, "appellant");
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
