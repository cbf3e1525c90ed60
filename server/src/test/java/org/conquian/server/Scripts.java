package org.conquian.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.bot.BotMatch;
import org.conquian.command.Command;
import org.conquian.event.Event;
import org.conquian.event.MatchStarted;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.game.TableRecord;
import org.conquian.notation.MoveJson;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.testkit.Recording;

import java.util.ArrayList;
import java.util.List;

/** A bot match as the requests that record it: the start's body, then each move's body. */
final class Scripts {

    static final long SEED = 7;

    /** A profile as a match starts it: its seats and the options it chooses. */
    record Seats(Profile profile, List<String> players, Options options) {
        @Override
        public String toString() {
            return profile.id() + " " + players.size() + " players" + (options.deck() == null ? "" : ", " + options.deck() + " cards");
        }
    }

    static final List<Seats> PROFILES = List.of(
            new Seats(Profile.ANGLO_40, List.of("ana", "ben"), Options.NONE),
            new Seats(Profile.PAGAT_UPCARD, List.of("ana", "ben"), new Options(null, null, 2)),
            new Seats(Profile.PAGAT_UPCARD, List.of("ana", "ben"), new Options(52, null, 2)),
            new Seats(Profile.MEXICANA, List.of("ana", "ben"), new Options(null, null, 2)),
            new Seats(Profile.MEXICANA, List.of("ana", "ben", "cruz"), new Options(null, null, 2)));

    /** The requests, and the events the match's log then holds. */
    record Script(ObjectNode start, List<ObjectNode> moves, List<Event> events) {
    }

    private Scripts() {
    }

    static Script of(Seats seats, boolean concealed, String match) {
        List<Event> known = BotMatch.play(seats.players(), seats.profile(), seats.options(), SEED);
        List<Event> record = concealed ? TableRecord.of(known, false) : known;
        MatchStarted started = (MatchStarted) record.getFirst();
        ObjectNode start = Served.JSON.createObjectNode().put("match", match).put("firstDealer", started.firstDealer())
                .put("seed", SEED).put("rules", seats.profile().id()).put("concealed", concealed);
        started.players().forEach(start.putArray("players")::add);
        if (seats.profile().takesOptions()) {
            start.put("targetWins", seats.options().targetWins());
            if (seats.options().deck() != null) {
                start.put("deck", seats.options().deck());
            }
        }
        List<ObjectNode> moves = new ArrayList<>();
        MatchState state = MatchState.NOT_STARTED;
        for (int next = 0; next < record.size(); ) {
            Command command = Recording.commandAt(record, next);
            Decision.Accepted accepted = (Decision.Accepted) Game.decide(state, command);
            if (next > 0) {
                moves.add(command instanceof Command.Deal || command instanceof Command.DealConcealed
                        ? Served.JSON.createObjectNode().put("op", "deal") : MoveJson.write(command));
            }
            next += accepted.events().size();
            state = accepted.state();
        }
        return new Script(start, moves, record);
    }

    static Script anglo(String match) {
        return of(PROFILES.getFirst(), false, match);
    }
}
