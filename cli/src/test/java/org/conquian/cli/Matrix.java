package org.conquian.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.LogAudit;
import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;
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
import org.conquian.log.EventLog;
import org.conquian.log.LogCursor;
import org.conquian.notation.MoveJson;
import org.conquian.notation.MoveText;
import org.conquian.recorder.LiveMatch;
import org.conquian.recorder.Outcome;
import org.conquian.recorder.Packs;
import org.conquian.recorder.Recorder;
import org.conquian.recorder.RecorderException;
import org.conquian.rules.House;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.server.ConquianServer;
import org.conquian.server.ServeSettings;
import org.conquian.testkit.Menus;
import org.conquian.testkit.Recording;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The matrix's one case: a bot match, each of whose moves the menu lists before it is given, recorded through a way in
 * (the prompt's input stream, {@code record --stdin}, the Java API, {@code conquian serve}'s HTTP API) to its end on an
 * event log (the embedded one or a Kafka topic); before every discard a discard the menu does not list, where there is
 * one, is given and refused; the log then holds the match's events, and audits valid. Under house rule {@code misdeal}, a concealed
 * match's first deal is found misdealt and dealt again. A disputed match ({@link Disputes}) is recorded so too, with its calls
 * and rulings and the bad input refused before each, and audits valid with its rulings counted.
 */
final class Matrix {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long SEED = 7;
    static final String MATCH = "m";

    private Matrix() {
    }

    enum Way { PROMPT, STDIN, JAVA, HTTP }

    /** A profile as a match sets it up: its seats and the options and house rules it chooses. */
    record Setup(Profile profile, List<String> players, Options options) {

        static Setup housed(Profile profile, List<String> players, Integer targetWins, String house) {
            return new Setup(profile, players, new Options(null, null, targetWins).withHouse(House.parse(house)));
        }

        @Override
        public String toString() {
            return profile.id() + " " + players.size() + " players" + (options.deck() == null ? "" : ", " + options.deck() + " cards")
                    + (options.house().isEmpty() ? "" : ", house " + options.house());
        }
    }

    /** The profiles as the rule books have them, and their seats. */
    static List<Setup> profiles() {
        return List.of(
                new Setup(Profile.ANGLO_40, List.of("ana", "ben"), Options.NONE),
                new Setup(Profile.PAGAT_UPCARD, List.of("ana", "ben"), new Options(null, null, 2)),
                new Setup(Profile.PAGAT_UPCARD, List.of("ana", "ben"), new Options(52, null, 2)),
                new Setup(Profile.MEXICANA, List.of("ana", "ben"), new Options(null, null, 2)),
                new Setup(Profile.MEXICANA, List.of("ana", "ben", "cruz"), new Options(null, null, 2)));
    }

    /**
     * House rules across the profiles: every key at least once, alone or mixed, two packs, four players in
     * partnership; each mix one the bots play through what its keys change.
     */
    static List<Setup> houses() {
        List<String> two = List.of("ana", "ben");
        return List.of(
                Setup.housed(Profile.ANGLO_40, two, null, "twice-around,meldFromHand=true,nextDealer=winner,drawnDeal=replay"),
                Setup.housed(Profile.ANGLO_40, two, null, "discard-then-meld,misdeal=true,runMax=10"),
                Setup.housed(Profile.PAGAT_UPCARD, two, 2, "two-packs,revealer=next,runMax=6"),
                Setup.housed(Profile.PAGAT_UPCARD, List.of("ana", "ben", "cruz", "dee"), 1, "partnership"),
                Setup.housed(Profile.MEXICANA, List.of("ana", "ben", "cruz"), 2, "meldFromHand=true,offer=round,revealer=rotation,drawnDeal=point-each"),
                Setup.housed(Profile.MEXICANA, two, 2, "handSize=7,misdeal=true,nextDealer=winner"));
    }

    /** Where the match is recorded: the log the Java API and the server write, and the options that make a command write it. */
    interface Place {
        EventLog open() throws IOException;

        List<String> options();
    }

    static void check(Setup setup, boolean concealed, Way way, Place place) throws Exception {
        List<Event> known = BotMatch.play(setup.players(), setup.profile(), setup.options(), SEED);
        List<Event> record = concealed ? TableRecord.of(known, false) : known;
        recorded(setup, concealed, way, place, played(record, concealed && setup.options().house().misdeal()));
    }

    /** The disputed match of the setup, recorded through the way in: valid, with its rulings counted. */
    static void checkDisputed(Setup setup, boolean concealed, Way way, Place place) throws Exception {
        Disputes.Disputed disputed = Disputes.Disputed.play(setup, SEED);
        List<Event> record = concealed ? TableRecord.of(disputed.events(), false) : disputed.events();
        Verdict verdict = recorded(setup, concealed, way, place, Disputes.played(record));
        assertThat(verdict.rulings()).isEqualTo(disputed.expected());
        assertThat(verdict.rulings().rulings()).isPositive();
    }

    /** The turns recorded through the way in, each one's bad input refused by its rule: the log holds the events, valid. */
    private static Verdict recorded(Setup setup, boolean concealed, Way way, Place place, Played played) throws Exception {
        MatchStarted started = (MatchStarted) played.events().getFirst();
        int refused = switch (way) {
            case PROMPT -> byPrompt(setup, concealed, started, played.turns(), place);
            case STDIN -> byStdin(setup, concealed, started, played.turns(), place);
            case JAVA -> byJava(setup, concealed, started, played.turns(), place);
            case HTTP -> byHttp(setup, concealed, started, played.turns(), place);
        };
        assertThat(refused).as("the bad input refused").isEqualTo(played.turns().stream().mapToInt(turn -> turn.refused().size()).sum());
        List<Event> logged = new ArrayList<>();
        Verdict verdict;
        try (EventLog log = place.open()) {
            LogAudit audit = new LogAudit(true, true);
            try (LogCursor lines = log.read(MATCH)) {
                lines.forEachRemaining(line -> {
                    audit.accept(line);
                    if (line instanceof LogLine.EventLine event) {
                        logged.add(event.event());
                    }
                });
            }
            verdict = audit.verdicts().getFirst();
        }
        assertThat(logged).as("the log holds the match").isEqualTo(played.events());
        assertThat(verdict.kind()).as("%s", verdict.fault()).isEqualTo(Verdict.Kind.VALID);
        return verdict;
    }

    /**
     * One turn of the match: the state it starts from, the command that records it (listed by the menu there), and
     * before a discard a discard the menu does not list; in a disputed match, the bad input given before a call or a ruling.
     */
    record Turn(MatchState before, Command command, Command unlisted, List<Command> bad) {
        Turn(MatchState before, Command command, Command unlisted) {
            this(before, command, unlisted, List.of());
        }

        /** What is given before the turn's command and refused: the unlisted discard, then the bad input. */
        List<Command> refused() {
            List<Command> refused = new ArrayList<>();
            if (unlisted != null) {
                refused.add(unlisted);
            }
            refused.addAll(bad);
            return refused;
        }
    }

    /** The turns that record a match, and the events they record. */
    record Played(List<Turn> turns, List<Event> events) {
    }

    /**
     * The turns of the record's commands; with {@code misdealt}, its first deal is found misdealt at once and dealt again.
     * Every move is listed where it is made, but a call and a ruling: any move may be played irregularly, and a ruling
     * names its director.
     */
    static Played played(List<Event> record, boolean misdealt) {
        List<Turn> turns = new ArrayList<>();
        List<Event> events = new ArrayList<>();
        MatchState state = MatchState.NOT_STARTED;
        boolean voided = !misdealt;
        for (int next = 0; next < record.size(); ) {
            Command command = Recording.commandAt(record, next);
            List<Command> commands = voided || !(command instanceof Command.DealConcealed) ? List.of(command)
                    : List.of(command, new Command.VoidDeal(), command);
            voided |= commands.size() > 1;
            for (int i = 0; i < commands.size(); i++) {
                Command each = commands.get(i);
                assertThat(turns.isEmpty() || each instanceof Command.Call || each instanceof Command.Rule || Menus.lists(state, each))
                        .as("%s is listed", each).isTrue();
                Command unlisted = each instanceof Command.Discard discard ? unlistedDiscard(state, discard.player()) : null;
                Decision.Accepted accepted = (Decision.Accepted) Game.decide(state, each);
                turns.add(new Turn(state, each, unlisted));
                events.addAll(accepted.events());
                state = accepted.state();
                if (i == commands.size() - 1) {
                    next += accepted.events().size();
                }
            }
        }
        assertThat(voided).as("a deal found misdealt").isTrue();
        return new Played(turns, events);
    }

    /**
     * A discard by the player that the menu does not list: a card of the pack they cannot discard; none when every card
     * may be discarded (from a face-down hand of two packs, every card seen fewer than twice).
     */
    private static Command unlistedDiscard(MatchState state, String player) {
        LegalMoves menu = LegalMoves.of(state);
        for (Card card : state.pack()) {
            Command discard = new Command.Discard(player, card);
            if (!menu.moves().contains(discard)) {
                return discard;
            }
        }
        assertThat(state.profile().packs()).as("every card may be discarded by %s", player).isEqualTo(2);
        return null;
    }

    private static int byJava(Setup setup, boolean concealed, MatchStarted started, List<Turn> turns, Place place)
            throws IOException, RecorderException {
        int refused = 0;
        try (EventLog log = place.open()) {
            Recorder recorder = new Recorder(log, Run.CLOCK);
            Packs packs = concealed ? Packs.seeded(SEED).faceDown() : Packs.seeded(SEED);
            try (LiveMatch match = recorder.start(MATCH, started.players(), started.firstDealer(), setup.profile(), setup.options(), packs)) {
                for (Turn turn : turns.subList(1, turns.size())) {
                    for (Command wrong : turn.refused()) {
                        Outcome outcome = match.submit(wrong);
                        assertThat(outcome).as("%s", wrong).isInstanceOfSatisfying(Outcome.Refused.class, refusal -> assertThat(refusal.violation().rule())
                                .isEqualTo(((Decision.Refused) Game.decide(turn.before(), wrong)).violation().rule()));
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
        ObjectNode start = JSON.createObjectNode().put("match", MATCH).put("firstDealer", started.firstDealer())
                .put("seed", SEED).put("rules", setup.profile().id()).put("concealed", concealed);
        started.players().forEach(start.putArray("players")::add);
        if (setup.profile().takesOptions()) {
            start.put("targetWins", setup.options().targetWins());
            if (setup.options().deck() != null) {
                start.put("deck", setup.options().deck());
            }
        }
        if (!setup.options().house().isEmpty()) {
            ObjectNode house = start.putObject("house");
            setup.options().house().declared().forEach((key, value) -> {
                switch (value) {
                    case Integer number -> house.put(key.key(), number);
                    case Boolean bool -> house.put(key.key(), bool);
                    case House.Word word -> house.put(key.key(), word.word());
                    default -> throw new IllegalArgumentException("no value of a house rule: " + value);
                }
            });
        }
        return start;
    }

    private static ObjectNode request(Command command) {
        return command instanceof Command.Deal || command instanceof Command.DealConcealed
                ? JSON.createObjectNode().put("op", "deal") : MoveJson.write(command);
    }

    private static Run command(Place place, String input, List<String> args) {
        List<String> all = new ArrayList<>(args);
        all.addAll(place.options());
        return Run.withInput(input, all.toArray(String[]::new));
    }

    private static int byStdin(Setup setup, boolean concealed, MatchStarted started, List<Turn> turns, Place place) throws IOException {
        StringBuilder requests = new StringBuilder(JSON.createObjectNode().put("op", "start").setAll(start(setup, concealed, started)) + "\n");
        for (Turn turn : turns.subList(1, turns.size())) {
            for (Command wrong : turn.refused()) {
                requests.append(MoveJson.write(wrong).put("match", MATCH)).append('\n');
            }
            requests.append(request(turn.command()).put("match", MATCH)).append('\n');
        }
        Run run = command(place, requests.toString(), List.of("record", "--stdin"));
        int refused = 0;
        for (String line : run.out().lines().toList()) {
            JsonNode answer = JSON.readTree(line);
            if (!answer.get("ok").asBoolean()) {
                assertThat(answer.has("rule")).as("refused by a rule, not misread: %s", line).isTrue();
                refused++;
            }
            assertThat(answer.has("error")).as("no request misread: %s", line).isFalse();
        }
        return refused;
    }

    /** Through {@code conquian serve}'s API, by a real HTTP client. */
    private static int byHttp(Setup setup, boolean concealed, MatchStarted started, List<Turn> turns, Place place) throws Exception {
        String token = "matrix-token-0123456789abcdef0123456789";
        int refused = 0;
        try (EventLog log = place.open();
             ConquianServer server = ConquianServer.start(ServeSettings.local(0), log, new Recorder(log, Run.CLOCK), token);
             HttpClient client = HttpClient.newHttpClient()) {
            Function<String, HttpRequest.Builder> post = path -> HttpRequest.newBuilder(URI.create(server.url() + path))
                    .timeout(Duration.ofSeconds(30)).header("Authorization", "Bearer " + token);
            HttpResponse<String> opened = client.send(post.apply("/api/matches").POST(HttpRequest.BodyPublishers.ofString(
                    start(setup, concealed, started).toString())).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(opened.statusCode()).as(opened.body()).isEqualTo(201);
            for (Turn turn : turns.subList(1, turns.size())) {
                for (Command wrong : turn.refused()) {
                    HttpResponse<String> answer = client.send(post.apply("/api/matches/m/moves").POST(HttpRequest.BodyPublishers.ofString(
                            MoveJson.write(wrong).toString())).build(), HttpResponse.BodyHandlers.ofString());
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

    private static int byPrompt(Setup setup, boolean concealed, MatchStarted started, List<Turn> turns, Place place) {
        List<String> args = new ArrayList<>(List.of("record", "new", "--rules", setup.profile().id(), "--players",
                String.join(",", started.players()), "--first-dealer", started.firstDealer(), "--seed", Long.toString(SEED),
                "--match", MATCH));
        if (setup.profile().takesOptions()) {
            args.addAll(List.of("--target-wins", Integer.toString(setup.options().targetWins())));
            if (setup.options().deck() != null) {
                args.addAll(List.of("--deck", Integer.toString(setup.options().deck())));
            }
        }
        if (!setup.options().house().isEmpty()) {
            args.addAll(List.of("--house", setup.options().house().toString()));
        }
        if (concealed) {
            args.add("--concealed");
        }
        Run run = command(place, promptInput(turns), args);
        assertThat(run.out()).as(run.err()).contains("Match m is over and recorded.");
        return (int) run.out().lines().filter(line -> line.startsWith("Refused, ")).count();
    }

    /** What is typed at the prompt for the turns after the match's start: each turn's refused input, then its command. */
    static String promptInput(List<Turn> turns) {
        StringBuilder lines = new StringBuilder();
        for (Turn turn : turns.subList(1, turns.size())) {
            for (Command wrong : turn.refused()) {
                lines.append(wrong instanceof Command.Call call && call.move().isPresent() && call.rule().isPresent()
                        // a rule named after the move, as typed: the recorder checks it
                        ? MoveText.write(call) + " " + call.rule().get().id() + "\n"
                        // a ruling refused is asked again at ruling>, with no appeal asked
                        : wrong instanceof Command.Rule ? MoveText.write(wrong) + "\n" : typed(turn.before(), wrong));
            }
            lines.append(typed(turn.before(), turn.command()));
        }
        return lines.toString();
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
            case Command.Take take -> "take " + take.card() + " " + melds(take.melds()) + "\n";
            case Command.Reject reject -> "reject\n" + (forceAsked ? "n\n" : "");
            case Command.Pass pass -> "pass\n" + (forceAsked ? "n\n" : "");
            case Command.Force force -> "force " + force.player() + " " + force.target() + "\n";
            case Command.Discard discard -> "discard " + discard.card() + "\n";
            case Command.ShowHands show -> show.hands().map(hands -> "show " + hands.entrySet().stream()
                    .map(hand -> hand.getKey() + " " + hand.getValue().stream().map(Card::code).collect(Collectors.joining(" ")))
                    .collect(Collectors.joining(" ")) + "\n").orElse("skip\n");
            case Command.FreeMeld meld -> "meld " + melds(meld.melds()) + "\n";
            case Command.VoidDeal voided -> "misdeal\n";
            case Command.StartMatch start -> throw new IllegalArgumentException("a match is started by the command line");
            case Command.Call call -> MoveText.write(call) + "\n";
            // the ruling at ruling>, then the answer to the appeal's question
            case Command.Rule rule -> MoveText.write(rule) + "\n" + (rule.appeal().isEmpty() ? "\n" : "");
        };
    }

    private static String melds(List<List<Card>> melds) {
        return melds.stream().map(meld -> meld.stream().map(Card::code).collect(Collectors.joining("-"))).collect(Collectors.joining(" "));
    }
}
