package org.conquian.notation;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.bot.BotMatch;
import org.conquian.contract.MovesJson;
import org.conquian.event.Event;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.game.TableRecord;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.view.Moves;
import org.conquian.view.Observer;
import org.conquian.view.Viewer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A move listed to a player, sent back as it is, is the move it says: at every moment of bot matches of every profile,
 * each move the observer lists to each player reads back (what it leaves unsaid filled in from the table, a reveal's
 * card from a known stock) as a command the rules accept. In a concealed deal a reveal names the card turned up, and a
 * discard the card shown from the face-down hand, which nobody knew before: sent back without it, each is refused,
 * saying so.
 */
class ListedMovesTest {

    @ParameterizedTest
    @CsvSource({"anglo-40,ana;ben,3,false", "pagat-upcard,ana;ben,11,false", "mexicana,ana;ben;cruz,5,false", "mexicana,ana;ben;cruz,6,true",
            "anglo-40,ana;ben,4,true"})
    void everyMoveListedToAPlayerIsAcceptedWhenSentBack(String profile, String seats, long seed, boolean concealed) {
        List<String> players = List.of(seats.split(";"));
        List<Event> known = BotMatch.play(players, Profile.byId(profile).orElseThrow(), new Options(null, null, 2), seed);
        List<Event> events = concealed ? TableRecord.of(known, true) : known;
        MatchState state = MatchState.NOT_STARTED;
        int accepted = 0;
        int reveals = 0;
        int faceDown = 0;
        for (Event event : events) {
            state = Game.evolve(state, event);
            for (String player : players) {
                Moves moves = Observer.of(Viewer.player(player)).moves(state).orElseThrow();
                for (JsonNode move : MovesJson.of("m1", moves).get("moves")) {
                    String op = move.get("op").asText();
                    if (!move.has("card") && state.currentDeal().orElseThrow().concealed()) {
                        MatchState now = state;
                        assertThatThrownBy(() -> MoveJson.read(op, move, now)).isInstanceOf(NotAMove.class)
                                .hasMessageContaining(op.equals("reveal") ? "names the card turned up" : "the hand card to discard");
                        faceDown++;
                        continue;
                    }
                    Decision decision = Game.decide(state, MoveJson.read(op, move, state));
                    assertThat(decision).as("%s's listed %s after %s", player, move, event).isInstanceOf(Decision.Accepted.class);
                    accepted++;
                    reveals += op.equals("reveal") ? 1 : 0;
                }
            }
        }
        assertThat(accepted).as("listed moves sent back").isGreaterThan(50);
        assertThat(concealed ? faceDown : reveals).as(concealed ? "moves of cards not shown yet, listed" : "reveals listed").isPositive();
    }
}
