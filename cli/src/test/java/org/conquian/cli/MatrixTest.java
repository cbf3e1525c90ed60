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
import org.conquian.notation.MoveText;
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

    private static List<Turn> turns(List<Event> record) {
        List<Turn> turns = new ArrayList<>();
        MatchState state = MatchState.NOT_STARTED;
        for (int next = 0; next < record.size(); ) {
            Command command = Recording.commandAt(record, next);
            // a call and a ruling are never listed: any move may be played irregularly, and a ruling names its director
            assertThat(next == 0 || command instanceof Command.Call || command instanceof Command.Rule || Menus.lists(state, command))
                    .as("%s is listed", command).isTrue();
            Command unlisted = command instanceof Command.Discard discard ? unlistedDiscard(state, discard.player()) : null;
            Decision.Accepted accepted = (Decision.Accepted) Game.decide(state, command);
            turns.add(new Turn(state, command, unlisted));
            next += accepted.events().size();
            state = accepted.state();
        }
        return turns;
    }

    /**
     * The covering set of calls and rulings: each profile, known and concealed deals, each door in both kinds of deal, one
     * case with house rules (which only the Java API sets up yet); over the set (see
     * {@link #theDisputesCoverEveryKindOfCallAndDecision}) calls of refused moves and without a move, every decision and
     * appeals. Not the whole cross product, whose doors the matrix above already crosses.
     */
    static Stream<Arguments> disputes() {
        Setup anglo = new Setup(Profile.ANGLO_40, List.of("ana", "ben"), Options.NONE);
        Setup pagat = new Setup(Profile.PAGAT_UPCARD, List.of("ana", "ben"), new Options(52, null, 2));
        Setup mexicana = new Setup(Profile.MEXICANA, List.of("ana", "ben", "cruz"), new Options(null, null, 2));
        Setup housed = new Setup(Profile.ANGLO_40, List.of("ana", "ben"), new Options(null, null, null,
                org.conquian.rules.House.parse("nextDealer=winner,runMax=10")));
        return Stream.of(
                Arguments.of(anglo, false, Way.PROMPT), Arguments.of(anglo, false, Way.JAVA),
                Arguments.of(anglo, false, Way.STDIN), Arguments.of(anglo, false, Way.HTTP),
                Arguments.of(anglo, true, Way.PROMPT), Arguments.of(anglo, true, Way.JAVA),
                Arguments.of(anglo, true, Way.STDIN), Arguments.of(anglo, true, Way.HTTP),
                Arguments.of(pagat, false, Way.PROMPT), Arguments.of(pagat, false, Way.JAVA), Arguments.of(pagat, false, Way.STDIN),
                Arguments.of(pagat, true, Way.PROMPT), Arguments.of(pagat, true, Way.JAVA), Arguments.of(pagat, true, Way.HTTP),
                Arguments.of(mexicana, false, Way.JAVA), Arguments.of(mexicana, false, Way.PROMPT), Arguments.of(mexicana, false, Way.HTTP),
                Arguments.of(mexicana, true, Way.JAVA), Arguments.of(mexicana, true, Way.PROMPT), Arguments.of(mexicana, true, Way.STDIN),
                Arguments.of(housed, false, Way.JAVA));
    }

    /**
     * A match with calls and rulings, recorded through each door to its end: a call of a move the rules refused and a call
     * without a move, each ruled (rectify, void, award, no irregularity), some appealed; before each call and each ruling,
     * bad input each door refuses with R-RULING and writes nothing (a ruling with no call, a legal move called, another rule
     * named, a second call, a move while the call waits, a player as director, no-irregularity for a called move, an award to
     * someone not playing). The log holds the match, which audits valid with its rulings counted.
     */
    @ParameterizedTest(name = "{0}, concealed {1}, {2}")
    @MethodSource("disputes")
    void aMatchWithCallsAndRulingsIsRecordedToItsEndAndBadInputIsRefusedWithItsRule(Setup setup, boolean concealed, Way way) throws Exception {
        Disputed disputed = Disputed.play(setup, SEED);
        List<Event> record = concealed ? TableRecord.of(disputed.events(), false) : disputed.events();
        List<Turn> turns = disputedTurns(record);
        int refused = switch (way) {
            case PROMPT -> byPrompt(setup, concealed, (MatchStarted) record.getFirst(), turns);
            case STDIN -> byStdin(setup, concealed, (MatchStarted) record.getFirst(), turns);
            case JAVA -> byJava(setup, concealed, (MatchStarted) record.getFirst(), turns);
            case HTTP -> byHttp(setup, concealed, (MatchStarted) record.getFirst(), turns);
        };
        assertThat(refused).as("the bad input refused").isEqualTo(turns.stream().mapToInt(turn -> turn.refused().size()).sum());
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
        assertThat(verdict.rulings()).isEqualTo(disputed.expected());
        assertThat(verdict.rulings().rulings()).isPositive();
    }

    /** Over the covering set: calls of refused moves and without a move, each of the four decisions, and appeals. */
    @org.junit.jupiter.api.Test
    void theDisputesCoverEveryKindOfCallAndDecision() {
        java.util.Set<String> seen = new java.util.TreeSet<>();
        disputes().map(arguments -> (Setup) arguments.get()[0]).distinct().forEach(setup -> {
            for (Event event : Disputed.play(setup, SEED).events()) {
                if (event instanceof org.conquian.event.IrregularityCalled called) {
                    seen.add(called.move().isPresent() ? "a move called" : "a call without a move");
                } else if (event instanceof org.conquian.event.RulingGiven given) {
                    seen.add(given.decision().word());
                } else if (event instanceof org.conquian.event.AppealDecided) {
                    seen.add("an appeal");
                }
            }
        });
        assertThat(seen).containsExactlyInAnyOrder("a move called", "a call without a move", "rectify", "void-deal", "award-deal",
                "no-irregularity", "an appeal");
    }

    /**
     * A bots' match in which, every eleventh move of a deal, a dispute is played instead, the kinds in turn: a move the rules
     * refuse called as played (a take into the hand, a discard out of turn), ruled rectify; a call without a move, no
     * irregularity; a called move awarded to a player and appealed, rectified; a call without a move, the deal voided; a
     * called move rectified and appealed to an award; a call without a move, awarded.
     */
    record Disputed(List<Event> events, org.conquian.audit.Rulings expected) {

        static Disputed play(Setup setup, long seed) {
            List<String> players = setup.players();
            org.conquian.bot.Bot[] bots = new org.conquian.bot.Bot[players.size()];
            for (int seat = 0; seat < bots.length; seat++) {
                bots[seat] = new org.conquian.bot.Bot(players.get(seat), org.conquian.card.Shuffle.mix(seed ^ (seat + 1)));
            }
            List<Event> events = new ArrayList<>();
            MatchState state = apply(MatchState.NOT_STARTED, new Command.StartMatch(players, setup.profile().id(), players.getLast(),
                    setup.options()), events);
            int moves = 0;
            int disputes = 0;
            org.conquian.audit.Rulings expected = org.conquian.audit.Rulings.NONE;
            while (!(state instanceof MatchState.Ended)) {
                if (state.stage() == MatchState.Stage.IN_DEAL && !LegalMoves.of(state).exchangeDue() && ++moves % 11 == 0) {
                    int kind = disputes++ % 6;
                    Command.Call call = refusedMove(state).filter(move -> kind % 2 == 0).orElseGet(() -> new Command.Call(players.get(kind % players.size()),
                            java.util.Optional.empty(), kind == 5 ? java.util.Optional.empty() : java.util.Optional.of(org.conquian.rules.RuleId.STOCK),
                            java.util.Optional.of("dora"), java.util.Optional.of("a card exposed")));
                    String other = players.get((kind + 1) % players.size());
                    org.conquian.event.RulingDecision ruled = switch (kind) {
                        case 0, 4 -> org.conquian.event.RulingDecision.RECTIFY;
                        case 1 -> call.move().isEmpty() ? org.conquian.event.RulingDecision.NO_IRREGULARITY : org.conquian.event.RulingDecision.RECTIFY;
                        case 3 -> org.conquian.event.RulingDecision.VOID_DEAL;
                        default -> new org.conquian.event.RulingDecision.AwardDeal(other);
                    };
                    java.util.Optional<Command.Appeal> appeal = switch (kind) {
                        case 2 -> java.util.Optional.of(new Command.Appeal(call.player(), "ed", org.conquian.event.RulingDecision.RECTIFY,
                                java.util.Optional.of("the award is withdrawn")));
                        case 4 -> java.util.Optional.of(new Command.Appeal(other, "ed", new org.conquian.event.RulingDecision.AwardDeal(other),
                                java.util.Optional.empty()));
                        default -> java.util.Optional.empty();
                    };
                    state = apply(state, call, events);
                    state = apply(state, new Command.Rule("dora", ruled, java.util.Optional.of("ruled as law " + kind), appeal), events);
                    org.conquian.event.RulingDecision inForce = appeal.map(Command.Appeal::decision).orElse(ruled);
                    expected = new org.conquian.audit.Rulings(expected.rulings() + 1, expected.withoutMove() + (call.move().isEmpty() ? 1 : 0),
                            expected.appeals() + (appeal.isPresent() ? 1 : 0),
                            expected.dealsVoided() + (inForce instanceof org.conquian.event.RulingDecision.VoidDeal ? 1 : 0),
                            expected.dealsAwarded() + (inForce instanceof org.conquian.event.RulingDecision.AwardDeal ? 1 : 0));
                } else {
                    state = apply(state, org.conquian.bot.BotMatch.next(state, bots, seed), events);
                }
            }
            return new Disputed(List.copyOf(events), expected);
        }

        /** A move the rules refuse here, as a call records it: the open card taken into the hand, or a discard out of turn. */
        private static java.util.Optional<Command.Call> refusedMove(MatchState state) {
            org.conquian.game.DealState deal = state.currentDeal().orElseThrow();
            List<Command> tried = new ArrayList<>();
            deal.centreCard().ifPresent(centre -> tried.add(new Command.Take(centre.openTo(), centre.card(), List.of())));
            for (String player : deal.seats()) {
                deal.holding(player).hand().toList().stream().findFirst().ifPresent(card -> tried.add(new Command.Discard(player, card)));
            }
            return tried.stream().map(move -> Game.callAsPlayed(state, move)).flatMap(java.util.Optional::stream)
                    .map(called -> Command.Call.of(called).by(java.util.Optional.of("cruz"), java.util.Optional.empty())).findFirst();
        }

        private static MatchState apply(MatchState state, Command command, List<Event> events) {
            Decision.Accepted accepted = (Decision.Accepted) Game.decide(state, command);
            events.addAll(accepted.events());
            return accepted.state();
        }
    }

    /**
     * The turns of a disputed record, each call and each ruling with the bad input given before it, every piece of which the
     * rules refuse with R-RULING there: before a call, a ruling (no call waits), a legal move called, and the call naming
     * another rule; before a ruling, a second call, a move, a player as director, no-irregularity for a called move and an
     * award to someone not playing.
     */
    static List<Turn> disputedTurns(List<Event> record) {
        List<Turn> turns = new ArrayList<>();
        for (Turn turn : turns(record)) {
            List<Command> bad = new ArrayList<>();
            MatchState state = turn.before();
            String player = state instanceof MatchState.Started started ? started.setup().players().getFirst() : "";
            if (turn.command() instanceof Command.Call call) {
                bad.add(new Command.Rule("dora", org.conquian.event.RulingDecision.RECTIFY, java.util.Optional.empty(), java.util.Optional.empty()));
                LegalMoves.of(state).moves().stream().filter(move -> move instanceof Command.Reject || move instanceof Command.Pass
                                || move instanceof Command.Discard).findFirst()
                        .flatMap(legal -> Game.moveAsPlayed(state, legal)).map(Command.Call::of).ifPresent(bad::add);
                call.move().ifPresent(move -> bad.add(new Command.Call(call.player(), call.move(), java.util.Optional.of(
                        call.rule().orElseThrow() == org.conquian.rules.RuleId.TURN ? org.conquian.rules.RuleId.EXCHANGE : org.conquian.rules.RuleId.TURN),
                        java.util.Optional.empty(), java.util.Optional.empty())));
            } else if (turn.command() instanceof Command.Rule rule) {
                org.conquian.event.IrregularityCalled waiting = ((MatchState.Underway) state).callWaiting().orElseThrow();
                bad.add(new Command.Call(player, java.util.Optional.empty(), java.util.Optional.empty(), java.util.Optional.empty(), java.util.Optional.empty()));
                bad.add(new Command.Discard(player, state.pack().first()));
                bad.add(new Command.Rule(player, rule.decision(), java.util.Optional.empty(), java.util.Optional.empty()));
                if (waiting.move().isPresent()) {
                    bad.add(new Command.Rule("dora", org.conquian.event.RulingDecision.NO_IRREGULARITY, java.util.Optional.empty(), java.util.Optional.empty()));
                }
                bad.add(new Command.Rule("dora", new org.conquian.event.RulingDecision.AwardDeal("zoe"), java.util.Optional.empty(), java.util.Optional.empty()));
            }
            for (Command command : bad) {
                assertThat(Game.decide(state, command)).as("%s before %s", command, turn.command()).isInstanceOfSatisfying(Decision.Refused.class,
                        refusal -> assertThat(refusal.violation().rule()).isEqualTo(org.conquian.rules.RuleId.RULING));
            }
            turns.add(new Turn(state, turn.command(), turn.unlisted(), bad));
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
                    for (Command wrong : turn.refused()) {
                        Outcome outcome = match.submit(wrong);
                        assertThat(outcome).as("%s", wrong).isInstanceOf(Outcome.Refused.class);
                        assertThat(((Outcome.Refused) outcome).violation().rule()).isEqualTo(
                                Game.decide(turn.before(), wrong) instanceof Decision.Refused expected ? expected.violation().rule() : null);
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
        Run run = Run.withInput(stdinInput(setup, concealed, started, turns, "m"), "record", "--stdin", "--data", directory.toString());
        return refusedByRule(run.out());
    }

    /** The requests of {@code record --stdin} for the turns of match {@code match}: each turn's refused input, then its command. */
    static String stdinInput(Setup setup, boolean concealed, MatchStarted started, List<Turn> turns, String match) {
        ObjectNode start = JSON.createObjectNode().put("op", "start");
        start.setAll(start(setup, concealed, started));
        StringBuilder requests = new StringBuilder(start.put("match", match) + "\n");
        for (Turn turn : turns.subList(1, turns.size())) {
            for (Command wrong : turn.refused()) {
                requests.append(MoveJson.write(wrong).put("match", match)).append('\n');
            }
            requests.append(request(turn.command()).put("match", match)).append('\n');
        }
        return requests.toString();
    }

    /** How many of the protocol's answers refused their request by a rule; an answer that misread its request fails. */
    static int refusedByRule(String answers) throws IOException {
        int refused = 0;
        for (String line : answers.lines().toList()) {
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
        Run run = Run.withInput(promptInput(turns), args.toArray(String[]::new));
        assertThat(run.out()).contains("Match m is over and recorded.");
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
            case Command.Call call -> MoveText.write(call) + "\n";
            // the ruling at ruling>, then the answer to the appeal's question
            case Command.Rule rule -> MoveText.write(rule) + "\n" + (rule.appeal().isEmpty() ? "\n" : "");
            case Command.FreeMeld meld -> throw new IllegalArgumentException("the matrix plays no house rules yet: " + meld);
            case Command.VoidDeal voided -> throw new IllegalArgumentException("the matrix plays no house rules yet");
        };
    }
}
