package org.conquian.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.LogLine;
import org.conquian.audit.ViewersCopy;
import org.conquian.contract.EventJson;
import org.conquian.contract.StrictJson;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.log.Imports;
import org.conquian.view.Observer;
import org.conquian.view.Viewer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/verify.py, the checker written from docs/format.md alone, in Python: on every trust sample and on signed and
 * fair matches the project records, each of its lines says what the audit says of that match (ok where the audit
 * finds it valid or in progress, else the audit's rule at the audit's seq), and its exit status is the audit's.
 */
class VerifyScriptTest {

    private static final Path SCRIPT = Path.of("..", "docs", "verify.py").toAbsolutePath().normalize();
    /** The samples SampleLogsTest audits, from the schemas module's test resources. */
    private static final Path TRUST_SAMPLES = Path.of("..", "schemas", "src", "test", "resources", "samples", "trust").toAbsolutePath().normalize();
    private static final Path SAMPLES_SIGNER = TRUST_SAMPLES.resolve("signer.pub");

    @TempDir
    Path directory;

    static Stream<Path> trustSamples() throws IOException {
        try (Stream<Path> files = Files.list(TRUST_SAMPLES)) {
            return files.filter(file -> file.toString().endsWith(".jsonl") && !file.getFileName().toString().equals("expected.jsonl"))
                    .sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("trustSamples")
    void aTrustSampleIsVerifiedAsTheAuditJudgesIt(Path sample) throws Exception {
        agreesWithTheAudit(List.of(sample.toString()));
        agreesWithTheAudit(List.of("--trust", SAMPLES_SIGNER.toString(), sample.toString()));
    }

    /** A match with calls, rulings and appeals, its deals voided and awarded among them, dealt from a committed shuffle. */
    @Test
    void aMatchWithRulingsIsVerifiedAsTheAuditJudgesIt() throws Exception {
        Path rulings = TRUST_SAMPLES.resolveSibling("rulings");
        Result verified = agreesWithTheAudit(List.of(rulings.resolve("valid/committed-shuffle.jsonl").toString(),
                rulings.resolve("valid/anglo-40.jsonl").toString()));
        assertThat(verified.exit()).as(verified.out()).isZero();
    }

    @Test
    void signedAndFairMatchesTheProjectRecordsAreOk() throws Exception {
        assertThat(Run.of("keys", "new", "club", "--dir", directory.toString()).exit()).isZero();
        String key = directory.resolve("club.key").toString();
        Path anglo = recorded("anglo.jsonl", "--matches", "2", "--seed", "3", "--sign-with", key, "--fair", "--salt", "ana:1 ben:2");
        Path mexicana = recorded("mexicana.jsonl", "--matches", "2", "--seed", "5", "--rules", "mexicana", "--players", "ana,ben,cruz",
                "--deck", "52", "--fair");
        Path concealed = recorded("concealed.jsonl", "--matches", "1", "--seed", "4", "--concealed", "--sign-with", key);
        for (Path log : List.of(anglo, mexicana, concealed)) {
            Result verified = agreesWithTheAudit(List.of(log.toString()));
            assertThat(verified.exit()).as(verified.out()).isZero();
        }
        Result trusting = agreesWithTheAudit(List.of("--trust", directory.resolve("club.pub").toString(), anglo.toString(), mexicana.toString()));
        assertThat(trusting.exit()).isEqualTo(1);
        assertThat(trusting.out()).contains(anglo + ": sim-3-1 ok: ended, signed by ").contains("shuffle checked")
                .contains(mexicana + ": sim-5-1 R-SIGN seq 1: ");
    }

    /**
     * A deal changed and the file re-chained after it, as a forger would: two stock cards that were never turned up
     * swapped, so that every rule still holds and the chain is whole; the shuffle shows it. The lines stay canonical:
     * the members keep their sorted places, and the values are ASCII.
     */
    @Test
    void aDealChangedAndReChainedBreaksTheShuffle() throws Exception {
        Path log = recorded("fair.jsonl", "--matches", "1", "--seed", "7", "--fair");
        List<String> lines = new ArrayList<>(Files.readAllLines(log));
        // the first deal whose stock kept two cards never turned up: swapping them breaks no rule
        int deal = 0;
        ObjectNode dealt = null;
        List<JsonNode> stock = new ArrayList<>();
        List<Integer> unseen = new ArrayList<>();
        while (unseen.size() < 2 && ++deal < lines.size()) {
            if (!lines.get(deal).contains("\"type\":\"DealStarted\"")) {
                continue;
            }
            dealt = (ObjectNode) StrictJson.MAPPER.readTree(lines.get(deal));
            List<String> revealed = new ArrayList<>();
            for (int i = deal + 1; i < lines.size() && !lines.get(i).contains("\"type\":\"DealStarted\""); i++) {
                JsonNode event = StrictJson.MAPPER.readTree(lines.get(i));
                if (event.get("type").asText().equals("StockCardRevealed")) {
                    revealed.add(event.get("card").asText());
                }
            }
            stock.clear();
            dealt.withArray("stock").forEach(stock::add);
            unseen.clear();
            for (int i = 0; i < stock.size(); i++) {
                if (!revealed.contains(stock.get(i).asText())) {
                    unseen.add(i);
                }
            }
        }
        assertThat(unseen).as("a deal with stock cards never turned up").hasSizeGreaterThanOrEqualTo(2);
        int number = dealt.get("deal").asInt();
        stock.add(unseen.get(0), stock.remove((int) unseen.get(1)));
        dealt.set("stock", StrictJson.MAPPER.createArrayNode().addAll(stock));
        lines.set(deal, dealt.toString());
        for (int i = deal + 1; i < lines.size(); i++) {
            ObjectNode event = (ObjectNode) StrictJson.MAPPER.readTree(lines.get(i));
            event.put("prev", sha256(lines.get(i - 1)));
            lines.set(i, event.toString());
        }
        Path forged = Files.write(directory.resolve("forged.jsonl"), lines);
        Result verified = agreesWithTheAudit(List.of(forged.toString()));
        assertThat(verified.out()).contains("R-SHUFFLE seq " + lines.size() + ": deal " + number + " is not the one the seed gives");
    }

    /**
     * What a spectator and a player are given of signed, fair and concealed matches, through the library's observer as
     * every door gives it: the audit and the script say it is a viewer's copy, not the rule its redaction breaks; and a
     * record with a single prev deleted is still R-CHAIN, not excused as a copy.
     */
    @Test
    void aViewersCopyIsSaidToBeOne() throws Exception {
        assertThat(Run.of("keys", "new", "club", "--dir", directory.toString()).exit()).isZero();
        String key = directory.resolve("club.key").toString();
        Path anglo = recorded("anglo.jsonl", "--matches", "2", "--seed", "3", "--sign-with", key, "--fair", "--salt", "ana:1 ben:2");
        Path mexicana = recorded("mexicana.jsonl", "--matches", "1", "--seed", "5", "--rules", "mexicana", "--players", "ana,ben,cruz",
                "--deck", "52");
        Path concealed = recorded("concealed.jsonl", "--matches", "1", "--seed", "4", "--concealed", "--sign-with", key);
        for (Viewer viewer : List.of(Viewer.SPECTATOR, Viewer.player("ana"))) {
            for (Path log : List.of(anglo, mexicana, concealed)) {
                Path copy = copy(log, viewer);
                Result verified = agreesWithTheAudit(List.of(copy.toString()));
                assertThat(verified.exit()).as(verified.out()).isEqualTo(1);
                assertThat(verified.out().lines()).as(verified.out()).allMatch(line -> line.endsWith(" " + ViewersCopy.VERDICT));
                Run audited = Run.of("audit", copy.toString());
                assertThat(audited.out()).as(audited.out()).contains("  redacted  ").contains(ViewersCopy.VERDICT).doesNotContain("R-");
            }
        }
        List<String> lines = new ArrayList<>(Files.readAllLines(anglo));
        ObjectNode third = (ObjectNode) StrictJson.MAPPER.readTree(lines.get(2));
        third.remove("prev");
        lines.set(2, third.toString());
        Path cut = Files.write(directory.resolve("prev-deleted.jsonl"), lines);
        Result verified = agreesWithTheAudit(List.of(cut.toString()));
        assertThat(verified.out()).contains("sim-3-1 R-CHAIN seq 3: ").doesNotContain("viewer's copy");
    }

    /** The viewer's events of every match of the log, as the observer gives them: no prev, no sig, what is hidden left out. */
    private Path copy(Path log, Viewer viewer) throws IOException {
        Observer observer = Observer.of(viewer);
        StringBuilder copy = new StringBuilder();
        for (Imports.MatchLines match : Imports.byMatch(log).values()) {
            MatchState state = MatchState.NOT_STARTED;
            for (LogLine.EventLine line : match.events()) {
                copy.append(EventJson.lineText(EventJson.toJson(observer.envelope(line.envelope()), observer.event(state, line.event())))).append('\n');
                state = Game.evolve(state, line.event());
            }
        }
        String name = log.getFileName().toString().replace(".jsonl", "") + "-" + (viewer instanceof Viewer.Player ? "player" : "spectator");
        return Files.writeString(directory.resolve(name + ".jsonl"), copy);
    }

    @Test
    void aFileThatCannotBeReadExitsTwo() throws Exception {
        Result missing = verify(List.of(directory.resolve("missing.jsonl").toString()));
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).contains("cannot read");
    }

    private static String sha256(String line) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(line.getBytes(StandardCharsets.UTF_8)));
    }

    private Path recorded(String name, String... options) {
        Path out = directory.resolve(name);
        List<String> args = new ArrayList<>(List.of("simulate", "--out", out.toString()));
        args.addAll(List.of(options));
        Run simulate = Run.of(args.toArray(String[]::new));
        assertThat(simulate.exit()).as(simulate.err()).isZero();
        return out;
    }

    /** Runs the script and the audit on the same arguments, and checks that they agree match by match. */
    private static Result agreesWithTheAudit(List<String> args) throws Exception {
        Result verified = verify(args);
        List<String> audit = new ArrayList<>(List.of("audit", "--json"));
        List<String> trust = new ArrayList<>();
        int files = 0;
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("--trust")) {
                trust.addAll(List.of("--trust", args.get(++i)));
            } else {
                audit.add(args.get(i));
                files++;
            }
        }
        audit.addAll(trust);
        Run audited = Run.of(audit.toArray(String[]::new));
        Map<String, String> expected = new LinkedHashMap<>();
        boolean severalFiles = files > 1;
        for (String line : audited.out().strip().split("\n")) {
            JsonNode verdict = StrictJson.MAPPER.readTree(line);
            String prefix = (severalFiles ? verdict.get("file").asText() + ": " : "") + verdict.get("match").asText() + " ";
            expected.put(prefix, switch (verdict.get("verdict").asText()) {
                case "invalid" -> prefix + verdict.get("rule").asText() + " seq " + verdict.get("seq").asText() + ": ";
                case "redacted" -> prefix + ViewersCopy.VERDICT;
                default -> prefix + "ok: ";
            });
        }
        List<String> lines = verified.out().lines().toList();
        assertThat(lines).as(verified.out() + verified.err()).hasSize(expected.size());
        for (String line : lines) {
            String match = expected.keySet().stream().filter(line::startsWith).findFirst().orElseThrow(() -> new AssertionError("no verdict for " + line));
            assertThat(line).as("the audit says " + audited.out()).startsWith(expected.get(match));
        }
        assertThat(verified.exit()).as(verified.out() + verified.err()).isEqualTo(audited.exit());
        return verified;
    }

    private record Result(int exit, String out, String err) {
    }

    private static Result verify(List<String> args) throws Exception {
        List<String> command = new ArrayList<>(List.of("python3", SCRIPT.toString()));
        command.addAll(args);
        Process process;
        try {
            process = new ProcessBuilder(command).start();
        } catch (IOException e) {
            throw new AssertionError("docs/verify.py needs python3 with the cryptography package (Debian: python3-cryptography)", e);
        }
        process.getOutputStream().close();
        // the outputs are small (a line per match), so reading them after the exit cannot block the script
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("verify.py answers within 60 s").isTrue();
        return new Result(process.exitValue(), new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
                new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
    }
}
