package org.conquian.event;

import org.conquian.card.Card;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An irregularity by {@code player} was called during a deal: play waits for the director's ruling. When the irregularity is
 * a move, {@code move} is the move as played (never applied) and {@code rule} the id of the rule it breaks; without a move
 * (a card exposed by accident, a hand of the wrong size found in play) {@code rule}, if any, is what was cited.
 *
 * @param rule     the rule id as written ({@code R-TAKE}); required with a move
 * @param calledBy who drew attention to it: anyone, not only a player
 * @param note     the facts in words
 */
public record IrregularityCalled(String player, Optional<PlayedMove> move, Optional<String> rule, Optional<String> calledBy,
                                 Optional<String> note) implements Event {

    public static final String TYPE = "IrregularityCalled";

    public IrregularityCalled {
        Objects.requireNonNull(player, "player");
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(calledBy, "calledBy");
        Objects.requireNonNull(note, "note");
    }

    /** A move called as played, breaking {@code rule}, with no one named as the caller and no note. */
    public static IrregularityCalled of(PlayedMove move, String rule) {
        return new IrregularityCalled(move.player(), Optional.of(move), Optional.of(rule), Optional.empty(), Optional.empty());
    }

    /** The same call, naming who called it and the facts in words, each if given. */
    public IrregularityCalled by(Optional<String> caller, Optional<String> facts) {
        return new IrregularityCalled(player, move, rule, caller, facts);
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<Card> cards() {
        return move.map(PlayedMove::cards).orElse(List.of());
    }
}
