package org.conquian.server;

import org.conquian.view.Viewer;

import java.time.Duration;

/** What a request may do, by what it carries; who it is shown the match as is {@link #viewer()}. */
sealed interface Access {

    /** The recorder's token: records, and is shown the match as the officials are. */
    record RecorderToken() implements Access {
    }

    /** A player's link: that player's view of one match. */
    record PlayerLink(String player) implements Access {
    }

    /** No token and no key: the table as it lies face up. */
    record Anyone() implements Access {
    }

    Access RECORDER_TOKEN = new RecorderToken();
    Access ANYONE = new Anyone();

    /** Who the match is shown to. */
    default Viewer viewer() {
        return switch (this) {
            case RecorderToken token -> Viewer.OFFICIALS;
            case PlayerLink link -> Viewer.player(link.player());
            case Anyone anyone -> Viewer.SPECTATOR;
        };
    }

    /** How far behind the table this access is held by {@code serve --delay}: the spectators by all of it, no one else. */
    default long heldBackNanos(Duration delay) {
        return this instanceof Anyone ? delay.toNanos() : 0;
    }
}
