package org.conquian.view;

import java.util.Objects;
import java.util.Optional;

/**
 * Who looks at a match: the officials, who see everything the record holds (the recorder, the auditor, a
 * replay after the fact); a spectator, who sees only what lies face up on the table; or one of the players,
 * who sees that and their own hand.
 */
public sealed interface Viewer {

    Viewer OFFICIALS = new Officials();

    Viewer SPECTATOR = new Spectator();

    static Viewer player(String name) {
        return new Player(name);
    }

    /** Who this is, in a view's title ({@code as ana sees it}); none for the officials, whose view is the record's. */
    Optional<String> inWords();

    /** Everything the record holds: every hand and the stock's order. */
    record Officials() implements Viewer {
        @Override
        public Optional<String> inWords() {
            return Optional.empty();
        }
    }

    /** What lies face up on the table: no hand until it is shown, and never the stock's order. */
    record Spectator() implements Viewer {
        @Override
        public Optional<String> inWords() {
            return Optional.of("a spectator");
        }
    }

    /** A player: what lies face up, their own hand as dealt, and in the cambio the card they gave and the one they received. */
    record Player(String name) implements Viewer {
        public Player {
            Objects.requireNonNull(name, "name");
        }

        @Override
        public Optional<String> inWords() {
            return Optional.of(name);
        }
    }
}
