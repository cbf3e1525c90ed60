package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.contract.StateJson;
import org.conquian.contract.StrictJson;
import org.conquian.game.MatchState;

import java.io.IOException;
import java.io.UncheckedIOException;

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

    /** An event line as the viewer may see it: the same bytes for the officials. */
    static byte[] event(byte[] line, Viewer viewer) {
        if (viewer instanceof Viewer.Official) {
            return line;
        }
        try {
            ObjectNode event = (ObjectNode) StrictJson.MAPPER.readTree(line);
            String player = viewer instanceof Viewer.Player one ? one.name() : null;
            switch (event.path("type").asText()) {
                // the dealt hands and the stock's order: a player keeps their own hand only
                case "DealStarted" -> {
                    onlyOwn(event, "hands", player);
                    event.remove("stock");
                }
                // each player's cambio card: a player keeps the one they gave
                case "CardsExchanged" -> onlyOwn(event, "cards", player);
                default -> {
                    return line;
                }
            }
            return StrictJson.MAPPER.writeValueAsBytes(event);
        } catch (IOException e) {
            throw new UncheckedIOException("an event of the log is not JSON", e);
        }
    }

    private static void onlyOwn(ObjectNode event, String field, String player) {
        JsonNode all = event.get(field);
        if (all == null || !all.isObject()) {
            return;
        }
        if (player == null || !all.has(player)) {
            event.remove(field);
            return;
        }
        ObjectNode own = event.putObject(field);
        own.set(player, all.get(player));
    }
}
