package org.conquian.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.contract.StateJson;
import org.conquian.contract.EventJson;
import org.conquian.view.Observer;
import org.conquian.game.MatchState;


/**
 * What each viewer may see of a match: the state as the protocol's {@code state} answers it, and each event as the
 * log holds it with what the viewer may not know taken out. The officials see the log's own bytes; a player sees
 * their own hand, their own cambio card and what lies face up; a spectator what lies face up.
 */
final class Views {

    private Views() {
    }

    static ObjectNode state(MatchState state, Viewer viewer) {
        return StateJson.of(state, seen(viewer));
    }

    /** Who the observer shows the match to: the token's holder sees what the officials see. */
    static org.conquian.view.Viewer seen(Viewer viewer) {
        return switch (viewer) {
            case Viewer.Official official -> org.conquian.view.Viewer.OFFICIALS;
            case Viewer.Player player -> org.conquian.view.Viewer.player(player.name());
            case Viewer.Spectator spectator -> org.conquian.view.Viewer.SPECTATOR;
        };
    }

    /**
     * An event as the viewer may see it, through the domain's observer: the log's own bytes for the officials; for
     * anyone else the event and the envelope it leaves, still an event of the format, with no {@code prev} or {@code sig}.
     */
    static byte[] event(MatchFeed.Line line, Viewer viewer) {
        if (viewer instanceof Viewer.Official) {
            return line.bytes();
        }
        if (viewer instanceof Viewer.Spectator) {
            return line.spectators(() -> seenBy(line, SPECTATOR));
        }
        return seenBy(line, Observer.of(seen(viewer)));
    }

    private static final Observer SPECTATOR = Observer.of(org.conquian.view.Viewer.SPECTATOR);

    private static byte[] seenBy(MatchFeed.Line line, Observer observer) {
        return EventJson.line(EventJson.toJson(observer.envelope(line.event().envelope()), observer.event(line.before(), line.event().event())));
    }
}
