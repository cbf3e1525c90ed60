package org.conquian.server;

import java.time.Duration;

/** Who asks: what a request may do and what it may see. */
sealed interface Viewer {

    /** The recorder's token: records, and sees every hand and the stock's order. */
    record Official() implements Viewer {
    }

    /** A player's link: that player's view of one match. */
    record Player(String name) implements Viewer {
    }

    /** No token and no key: the table as it lies face up. */
    record Spectator() implements Viewer {
    }

    Viewer OFFICIAL = new Official();
    Viewer SPECTATOR = new Spectator();

    /** How far behind the table this viewer is held by {@code serve --delay}: the spectators by all of it, no one else. */
    default long heldBackNanos(Duration delay) {
        return this instanceof Spectator ? delay.toNanos() : 0;
    }
}
