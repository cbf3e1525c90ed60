package org.conquian.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.contract.StateJson;
import org.conquian.event.Event;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.log.file.FileEventLog;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Byte by byte: for every profile, known and concealed, what each player and a spectator are sent (the state and a
 * player's moves after every move, and the match's event stream, which carries no chain link or signature) names no
 * card that viewer may not know by then. What a viewer may know is
 * what the table has shown them so far: the domain's view of the state for that viewer, after each event.
 */
class ViewerBytesTest {

    private static final Pattern CARD = Pattern.compile("\"((?:10|[2-9AJQKT])[CDHS])\"");

    @TempDir
    Path directory;

    static Stream<Arguments> profiles() {
        List<Arguments> cases = new ArrayList<>();
        for (Scripts.Seats seats : Scripts.PROFILES) {
            for (boolean concealed : List.of(false, true)) {
                cases.add(Arguments.of(seats, concealed));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}, concealed {1}")
    @MethodSource("profiles")
    void noViewerIsSentACardTheyMayNotKnow(Scripts.Seats seats, boolean concealed) throws Exception {
        Scripts.Script script = Scripts.of(seats, concealed, "m");
        List<Optional<String>> viewers = new ArrayList<>();
        seats.players().forEach(player -> viewers.add(Optional.of(player)));
        viewers.add(Optional.empty());
        try (FileEventLog log = FileEventLog.open(directory); Served served = new Served(log)) {
            assertThat(served.post("/api/matches", script.start().toString()).status()).isEqualTo(201);
            List<Set<String>> known = known(script.events(), viewers);
            int seq = 1;
            for (ObjectNode move : script.moves()) {
                Served.Answer answer = served.post("/api/matches/m/moves", move.toString());
                assertThat(answer.status()).as("%s", move).isEqualTo(200);
                seq = answer.json().get("seq").asInt();
                for (int v = 0; v < viewers.size(); v++) {
                    String body = served.get("/api/matches/m" + query(served, viewers.get(v))).response().body();
                    Set<String> may = known.get(v * (script.events().size() + 1) + seq);
                    assertThat(cards(body)).as("%s's state at seq %d: %s", name(viewers.get(v)), seq, body).isSubsetOf(may);
                    if (viewers.get(v).isPresent()) {
                        String moves = served.get("/api/matches/m/moves" + query(served, viewers.get(v))).response().body();
                        assertThat(cards(moves)).as("%s's moves at seq %d: %s", name(viewers.get(v)), seq, moves).isSubsetOf(may);
                    }
                }
            }
            for (int v = 0; v < viewers.size(); v++) {
                String path = "/api/matches/m/events" + query(served, viewers.get(v));
                HttpResponse<String> stream = served.client.send(served.request(path).header("Accept", Streams.NDJSON).GET().build(),
                        HttpResponse.BodyHandlers.ofString());
                List<String> lines = stream.body().lines().toList();
                assertThat(lines).hasSize(script.events().size());
                for (int at = 0; at < lines.size(); at++) {
                    assertThat(cards(lines.get(at))).as("%s's event %d: %s", name(viewers.get(v)), at + 1, lines.get(at))
                            .isSubsetOf(known.get(v * (script.events().size() + 1) + at + 1));
                    // the chain and the signatures are worked out over the record's bytes, which hold what the viewer may not know
                    assertThat(lines.get(at)).doesNotContain("\"prev\"").doesNotContain("\"sig\"");
                }
            }
        }
    }

    private static String name(Optional<String> viewer) {
        return viewer.orElse("a spectator");
    }

    private static String query(Served served, Optional<String> viewer) {
        return viewer.map(player -> "?as=" + player + "&key=" + served.server.playerKey("m", player)).orElse("");
    }

    /**
     * For each viewer and each seq, the cards the viewer has been shown up to it: index {@code viewer * (events + 1) + seq}.
     * The spectator's view is the domain's view of one who plays in the match not at all.
     */
    private static List<Set<String>> known(List<Event> events, List<Optional<String>> viewers) {
        List<Set<String>> known = new ArrayList<>();
        for (Optional<String> viewer : viewers) {
            Set<String> shown = new HashSet<>();
            known.add(Set.copyOf(shown));
            MatchState state = MatchState.NOT_STARTED;
            for (Event event : events) {
                state = Game.evolve(state, event);
                shown.addAll(cards(StateJson.of(state, viewer.map(org.conquian.view.Viewer::player).orElse(org.conquian.view.Viewer.SPECTATOR)).toString()));
                known.add(Set.copyOf(shown));
            }
        }
        return known;
    }

    private static Set<String> cards(String json) {
        Set<String> cards = new HashSet<>();
        Matcher matcher = CARD.matcher(json);
        while (matcher.find()) {
            cards.add(matcher.group(1));
        }
        return cards;
    }
}
