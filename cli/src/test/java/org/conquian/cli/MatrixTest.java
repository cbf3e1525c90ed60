package org.conquian.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.LogAudit;
import org.conquian.audit.Verdict;
import org.conquian.audit.LogLine;
import org.conquian.bot.BotMatch;
import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.event.Event;
import org.conquian.event.MatchStarted;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.game.TableRecord;
import org.conquian.log.LogCursor;
import org.conquian.log.file.FileEventLog;
import org.conquian.notation.MoveJson;
import org.conquian.recorder.Outcome;
import org.conquian.recorder.Packs;
import org.conquian.recorder.LiveMatch;
import org.conquian.recorder.Recorder;
import org.conquian.recorder.RecorderException;
import org.conquian.rules.Options;
import org.conquian.server.ConquianServer;
import org.conquian.server.ServeSettings;
import org.conquian.rules.Profile;
import org.conquian.testkit.Menus;
import org.conquian.testkit.Recording;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.function.Function;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The matrix: every profile, in known and concealed deals, through each way in (the prompt's input stream,
 * {@code record --stdin}, the Java API, {@code conquian serve}'s HTTP API). A bot match, each of whose moves the menu
 * lists before it is given, is recorded through the way in to its end; before every discard a discard the menu does not list is given and
 * refused; the log then holds the match's events, and audits valid.
 */
class MatrixTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long SEED = 7;

    @TempDir
    Path directory;

    enum Way { PROMPT, STDIN, JAVA, HTTP }

    /** A profile as a match sets it up: its seats and the options it chooses. */
    record Setup(Profile profile, List<String> players, Options options) {
        @Override
        public String toString() {
            return profile.id() + " " + players.size() + " players" + (options.deck() == null ? "" : ", " + options.deck() + " cards");
        }
    }

    static Stream<Arguments> matrix() {
        List<Setup> setups = List.of(
                new Setup(Profile.ANGLO_40, List.of("ana", "ben"), Options.NONE),
                new Setup(Profile.PAGAT_UPCARD, List.of("ana", "ben"), new Options(null, null, 2)),
                new Setup(Profile.PAGAT_UPCARD, List.of("ana", "ben"), new Options(52, null, 2)),
                new Setup(Profile.MEXICANA, List.of("ana", "ben"), new Options(null, null, 2)),
                new Setup(Profile.MEXICANA, List.of("ana", "ben", "cruz"), new Options(null, null, 2)));
        List<Arguments> cases = new ArrayList<>();
        for (Setup setup : setups) {
            for (boolean concealed : List.of(false, true)) {
                for (Way way : Way.values()) {
                    cases.add(Arguments.of(setup, concealed, way));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}, concealed {1}, {2}")
    @MethodSource("matrix")
    void aMatchOfListedMovesIsRecordedToItsEndAndAnUnlistedMoveIsRefused(Setup setup, boolean concealed, Way way) throws Exception {
        List<Event> known = BotMatch.play(setup.players(), setup.profile(), setup.options(), SEED);
        List<Event> record = concealed ? TableRecord.of(known, false) : known;
        List<Turn> turns = turns(record);
        int refused = switch (way) {
            case PROMPT -> byPrompt(setup, concealed, (MatchStarted) record.getFirst(), turns);
            case STDIN -> byStdin(setup, concealed, (MatchStarted) record.getFirst(), turns);
            case JAVA -> byJava(setup, concealed, (MatchStarted) record.getFirst(), turns);
            case HTTP -> byHttp(setup, concealed, (MatchStarted) record.getFirst(), turns);
        };
        assertThat(refused).as("the unlisted discards refused").isEqualTo(turns.stream().filter(turn -> turn.unlisted() != null).count());
        List<Event> logged = new ArrayList<>();
        Verdict verdict;
        try (FileEventLog log = FileEventLog.open(directory)) {
            LogAudit audit = new LogAudit(true, true);
            try (LogCursor lines = log.read("m")) {
                lines.forEachRemaining(line -> {
                    audit.accept(line);
                    if (line instanceof LogLine.EventLine event) {
                        logged.add(event.event());
                    }
                });
            }
            verdict = audit.verdicts().getFirst();
        }
        assertThat(logged).as("the log holds the match").isEqualTo(record);
        assertThat(verdict.kind()).as("%s", verdict.fault()).isEqualTo(Verdict.Kind.VALID);
    }

    /**
     * One turn of the match: the state it starts from, the command that records it (listed by the menu there), and
     * before a discard a discard the menu does not list.
     */
    record Turn(MatchState before, Command command, Command unlisted) {
    }

    private static List<Turn> turns(List<Event> record) {
        List<Turn> turns = new ArrayList<>();
        MatchState state = MatchState.NOT_STARTED;
        for (int next = 0; next < record.size(); ) {
            Command command = Recording.commandAt(record, next);
            assertThat(next == 0 || Menus.lists(state, command)).as("%s is listed", command).isTrue();
            Command unlisted = command instanceof Command.Discard discard ? unlistedDiscard(state, discard.player()) : null;
            Decision.Accepted accepted = (Decision.Accepted) Game.decide(state, command);
            turns.add(new Turn(state, command, unlisted));
            next += accepted.events().size();
            state = accepted.state();
        }
        return turns;
    }

    /** A discard by the player that the menu does not list: a card of the pack they cannot discard. */
    private static Command unlistedDiscard(MatchState state, String player) {
        LegalMoves menu = LegalMoves.of(state);
        for (Card card : state.pack()) {
            Command discard = new Command.Discard(player, card);
            if (!menu.moves().contains(discard)) {
                return discard;
            }
        }
        throw new AssertionError("every card may be discarded by " + player);
    }

    private int byJava(Setup setup, boolean concealed, MatchStarted started, List<Turn> turns) throws IOException, RecorderException {
        int refused = 0;
        try (FileEventLog log = FileEventLog.open(directory)) {
            Recorder recorder = new Recorder(log, Run.CLOCK);
            Packs packs = concealed ? Packs.seeded(SEED).faceDown() : Packs.seeded(SEED);
            try (LiveMatch match = recorder.start("m", started.players(), started.firstDealer(), setup.profile(), setup.options(), packs)) {
                for (Turn turn : turns.subList(1, turns.size())) {
                    if (turn.unlisted() != null) {
                        assertThat(match.submit(turn.unlisted())).isInstanceOf(Outcome.Refused.class);
                        refused++;
                    }
                    Outcome outcome = turn.command() instanceof Command.Deal || turn.command() instanceof Command.DealConcealed
                            ? match.deal() : match.submit(turn.command());
                    assertThat(outcome).as("%s", turn.command()).isInstanceOf(Outcome.Recorded.class);
                }
            }
        }
        return refused;
    }

    /** The start request of {@code record --stdin}, without its op. */
    private static ObjectNode start(Setup setup, boolean concealed, MatchStarted started) {
        ObjectNode start = JSON.createObjectNode().put("match", "m").put("firstDealer", started.firstDealer())
                .put("seed", SEED).put("rules", setup.profile().id()).put("concealed", concealed);
        started.players().forEach(start.putArray("players")::add);
        if (setup.profile().takesOptions()) {
            start.put("targetWins", setup.options().targetWins());
            if (setup.options().deck() != null) {
                start.put("deck", setup.options().deck());
            }
        }
        return start;
    }

    private static ObjectNode request(Command command) {
        return command instanceof Command.Deal || command instanceof Command.DealConcealed
                ? JSON.createObjectNode().put("op", "deal") : MoveJson.write(command);
    }

    private int byStdin(Setup setup, boolean concealed, MatchStarted started, List<Turn> turns) throws IOException {
        StringBuilder requests = new StringBuilder(JSON.createObjectNode().put("op", "start").setAll(start(setup, concealed, started)) + "\n");
        for (Turn turn : turns.subList(1, turns.size())) {
            if (turn.unlisted() != null) {
                requests.append(MoveJson.write(turn.unlisted()).put("match", "m")).append('\n');
            }
            requests.append(request(turn.command()).put("match", "m")).append('\n');
        }
        Run run = Run.withInput(requests.toString(), "record", "--stdin", "--data", directory.toString());
        int refused = 0;
        for (String line : run.out().lines().toList()) {
            JsonNode answer = JSON.readTree(line);
            if (!answer.get("ok").asBoolean()) {
                assertThat(answer.has("rule")).as("refused by a rule, not misread: %s", line).isTrue();
                refused++;
            }
        }
        return refused;
    }

    /** Through {@code conquian serve}'s API, by a real HTTP client. */
    private int byHttp(Setup setup, boolean concealed, MatchStarted started, List<Turn> turns) throws Exception {
        String token = "matrix-token-0123456789abcdef0123456789";
        int refused = 0;
        try (FileEventLog log = FileEventLog.open(directory);
             ConquianServer server = ConquianServer.start(ServeSettings.local(0), log, new Recorder(log, Run.CLOCK), token);
             HttpClient client = HttpClient.newHttpClient()) {
            Function<String, HttpRequest.Builder> post = path -> HttpRequest.newBuilder(URI.create(server.url() + path))
                    .timeout(Duration.ofSeconds(30)).header("Authorization", "Bearer " + token);
            HttpResponse<String> opened = client.send(post.apply("/api/matches").POST(HttpRequest.BodyPublishers.ofString(
                    start(setup, concealed, started).toString())).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(opened.statusCode()).as(opened.body()).isEqualTo(201);
            for (Turn turn : turns.subList(1, turns.size())) {
                if (turn.unlisted() != null) {
                    HttpResponse<String> answer = client.send(post.apply("/api/matches/m/moves").POST(HttpRequest.BodyPublishers.ofString(
                            MoveJson.write(turn.unlisted()).toString())).build(), HttpResponse.BodyHandlers.ofString());
                    assertThat(answer.statusCode()).as(answer.body()).isEqualTo(422);
                    assertThat(JSON.readTree(answer.body()).has("rule")).as("refused by a rule, not misread: %s", answer.body()).isTrue();
                    refused++;
                }
                HttpResponse<String> answer = client.send(post.apply("/api/matches/m/moves").POST(HttpRequest.BodyPublishers.ofString(
                        request(turn.command()).toString())).build(), HttpResponse.BodyHandlers.ofString());
                assertThat(answer.statusCode()).as("%s: %s", turn.command(), answer.body()).isEqualTo(200);
            }
        }
        return refused;
    }

    private int byPrompt(Setup setup, boolean concealed, MatchStarted started, List<Turn> turns) {
        List<String> args = new ArrayList<>(List.of("record", "new", "--rules", setup.profile().id(), "--players",
                String.join(",", started.players()), "--first-dealer", started.firstDealer(), "--seed", Long.toString(SEED),
                "--match", "m", "--data", directory.toString()));
        if (setup.profile().takesOptions()) {
            args.addAll(List.of("--target-wins", Integer.toString(setup.options().targetWins())));
            if (setup.options().deck() != null) {
                args.addAll(List.of("--deck", Integer.toString(setup.options().deck())));
            }
        }
        if (concealed) {
            args.add("--concealed");
        }
        StringBuilder lines = new StringBuilder();
        for (Turn turn : turns.subList(1, turns.size())) {
            if (turn.unlisted() != null) {
                lines.append(typed(turn.before(), turn.unlisted()));
            }
            lines.append(typed(turn.before(), turn.command()));
        }
        Run run = Run.withInput(lines.toString(), args.toArray(String[]::new));
        assertThat(run.out()).contains("Match m is over and recorded.");
        return (int) run.out().lines().filter(line -> line.startsWith("Refused, ")).count();
    }

    /** The command as the prompt's notation types it, with the answers to what the prompt asks on the way. */
    private static String typed(MatchState state, Command command) {
        boolean forceAsked = LegalMoves.of(state).moves().stream().anyMatch(Command.Force.class::isInstance);
        return switch (command) {
            case Command.Deal deal -> "deal\n";
            case Command.DealConcealed deal -> "deal\n";
            case Command.Exchange exchange -> exchange.given()
                    .map(given -> LegalMoves.cambioChoices(state).keySet().stream().map(player -> given.get(player).code() + "\n")
                            .collect(Collectors.joining()))
                    .orElse("\n");
            case Command.Reveal reveal -> "reveal " + reveal.card() + "\n";
            case Command.Take take -> "take " + take.card() + " " + take.melds().stream()
                    .map(meld -> meld.stream().map(Card::code).collect(Collectors.joining("-"))).collect(Collectors.joining(" ")) + "\n";
            case Command.Reject reject -> "reject\n" + (forceAsked ? "n\n" : "");
            case Command.Pass pass -> "pass\n" + (forceAsked ? "n\n" : "");
            case Command.Force force -> "force " + force.player() + " " + force.target() + "\n";
            case Command.Discard discard -> "discard " + discard.card() + "\n";
            case Command.ShowHands show -> show.hands().map(hands -> "show " + hands.entrySet().stream()
                    .map(hand -> hand.getKey() + " " + hand.getValue().stream().map(Card::code).collect(Collectors.joining(" ")))
                    .collect(Collectors.joining(" ")) + "\n").orElse("skip\n");
            case Command.StartMatch start -> throw new IllegalArgumentException("a match is started by the command line");
            case Command.Call call -> throw new IllegalArgumentException("the matrix's bots play no irregularity");
            case Command.Rule rule -> throw new IllegalArgumentException("the matrix's bots play no irregularity");
            case Command.FreeMeld meld -> throw new IllegalArgumentException("the matrix plays no house rules yet: " + meld);
            case Command.VoidDeal voided -> throw new IllegalArgumentException("the matrix plays no house rules yet");
        };
    }
}
