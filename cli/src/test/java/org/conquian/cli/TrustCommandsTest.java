package org.conquian.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.contract.StrictJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** keys new, --sign-with and --fair on the commands that record, and what replay says of a signed match. */
class TrustCommandsTest {

    @TempDir
    Path directory;

    private Path data() {
        return directory.resolve("data");
    }

    @Test
    void keysNewWritesAPrivateKeyForItsOwnerAndAPublicOne() throws IOException {
        Run run = Run.of("keys", "new", "club", "--dir", directory.toString());
        assertThat(run.exit()).isZero();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(directory.resolve("club.key")))).isEqualTo("rw-------");
        assertThat(run.out()).contains("Public key: ").doesNotContain(Files.readString(directory.resolve("club.key")).lines().skip(1).findFirst().orElseThrow());
        assertThat(Run.of("keys", "new", "club", "--dir", directory.toString()).exit()).isEqualTo(2);
    }

    @Test
    void keysNewTakesAPathThatNamesWhereTheKeyGoes() throws IOException {
        Path club = directory.resolve("keys").resolve("club");
        Run run = Run.of("keys", "new", club.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(directory.resolve("keys/club.key")))).isEqualTo("rw-------");
        assertThat(directory.resolve("keys/club.pub")).isRegularFile();
        assertThat(run.out()).contains("Wrote " + club + ".key");
        assertThat(Run.of("keys", "new", "keys/").err()).contains("NAME names the key files without .key or .pub");
    }

    @Test
    void aSignedFairSimulationAuditsValidWithItsSignerAndShuffleChecked() throws IOException {
        Run.of("keys", "new", "club", "--dir", directory.toString());
        Path out = directory.resolve("season.jsonl");
        Run simulate = Run.of("simulate", "--matches", "2", "--seed", "3", "--sign-with", directory.resolve("club.key").toString(), "--fair",
                "--salt", "ana:1 ben:2", "--out", out.toString());
        assertThat(simulate.exit()).as(simulate.err()).isZero();
        Run audit = Run.of("audit", "--json", out.toString(), "--trust", directory.resolve("club.pub").toString());
        assertThat(audit.exit()).as(audit.out()).isZero();
        for (String line : audit.out().strip().split("\n")) {
            JsonNode verdict = StrictJson.MAPPER.readTree(line);
            assertThat(verdict.get("verdict").asText()).isEqualTo("valid");
            assertThat(verdict.get("signedThrough").asLong()).isEqualTo(verdict.get("events").asLong());
            assertThat(verdict.get("shuffle").asText()).isEqualTo("checked");
        }
    }

    @Test
    void aSignedConcealedSimulationNamesItsSignerAndAuditsValid() throws IOException {
        Run.of("keys", "new", "club", "--dir", directory.toString());
        Path out = directory.resolve("table.jsonl");
        Run simulate = Run.of("simulate", "--matches", "1", "--seed", "4", "--concealed", "--sign-with", directory.resolve("club.key").toString(),
                "--out", out.toString());
        assertThat(simulate.exit()).as(simulate.err()).isZero();
        Run audit = Run.of("audit", out.toString(), "--trust", directory.resolve("club.pub").toString());
        assertThat(audit.exit()).as(audit.out()).isZero();
        assertThat(audit.out()).contains("valid (6 deals concealed, hands shown in 6, signed by");
    }

    @Test
    void aFairSimulationRunAgainPassesOverTheMatchesInTheLog() throws IOException {
        Run.of("keys", "new", "club", "--dir", directory.toString());
        String key = directory.resolve("club.key").toString();
        Run first = Run.of("simulate", "--matches", "2", "--seed", "6", "--fair", "--sign-with", key, "--data", data().toString());
        assertThat(first.exit()).as(first.err()).isZero();
        Run again = Run.of("simulate", "--matches", "2", "--seed", "6", "--fair", "--sign-with", key, "--data", data().toString());
        assertThat(again.exit()).as(again.err()).isZero();
        assertThat(again.err()).contains("2 were in the log already, the same");
        assertThat(Run.of("audit", "--data", data().toString()).exit()).isZero();
    }

    @Test
    void anImportKeepsTheSignaturesByteForByte() throws IOException {
        Run.of("keys", "new", "club", "--dir", directory.toString());
        Path out = directory.resolve("signed.jsonl");
        Run.of("simulate", "--matches", "1", "--seed", "8", "--prefix", "club", "--fair", "--sign-with", directory.resolve("club.key").toString(),
                "--out", out.toString());
        Run imported = Run.of("import", out.toString(), "--data", data().toString());
        assertThat(imported.exit()).as(imported.err()).isZero();
        assertThat(Files.readAllBytes(data().resolve("club-8-1.jsonl"))).isEqualTo(Files.readAllBytes(out));
        Run audit = Run.of("audit", "--data", data().toString(), "--trust", directory.resolve("club.pub").toString());
        assertThat(audit.exit()).as(audit.out()).isZero();
        assertThat(audit.out()).contains("shuffle checked");
    }

    @Test
    void theFairPromptShowsTheCommitAndAsksForTheSaltBeforeTheMatchStarts() throws IOException {
        Run run = Run.withInput("ana and ben, tuesday\ndeal\nquit\n", "record", "new", "--players", "ana,ben", "--first-dealer", "ben",
                "--match", "f1", "--fair", "--data", data().toString());
        assertThat(run.exit()).as(run.err()).isZero();
        Matcher commit = Pattern.compile("SHA-256 of the secret seed = ([0-9a-f]{64})").matcher(run.out());
        assertThat(commit.find()).isTrue();
        String first = Files.readAllLines(data().resolve("f1.jsonl")).get(0);
        assertThat(first).contains("\"shuffle\":{\"commit\":\"" + commit.group(1) + "\",\"salt\":\"ana and ben, tuesday\"}");
        assertThat(run.out().indexOf("Salt:")).isLessThan(run.out().indexOf("Recording match f1"));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(data().resolve(".seeds").resolve("f1.seed")))).isEqualTo("rw-------");

        Files.setPosixFilePermissions(data().resolve(".seeds").resolve("f1.seed"), PosixFilePermissions.fromString("rw-r--r--"));
        Run refused = Run.withInput("quit\n", "record", "resume", "f1", "--data", data().toString());
        assertThat(refused.exit()).isNotZero();
        assertThat(refused.err()).contains("can be read by others");
    }

    @Test
    void theCommandThatResumesASignedMatchCarriesItsKey() {
        Run.of("keys", "new", "club", "--dir", directory.toString());
        String key = directory.resolve("club.key").toString();
        Run run = Run.withInput("deal\nquit\n", "record", "new", "--players", "ana,ben", "--first-dealer", "ben", "--match", "s1",
                "--sign-with", key, "--data", data().toString());
        String resume = "conquian record resume s1 --data " + data() + " --sign-with " + key;
        assertThat(run.out()).contains("continue it with: " + resume + "\n");
        Run resumed = Run.withInput("quit\n", resume.substring("conquian ".length()).split(" "));
        assertThat(resumed.exit()).as(resumed.err()).isZero();
        assertThat(resumed.out()).contains("continue it with: " + resume + "\n");
    }

    @Test
    void aLostSeedIsSaidAtOnceWhenTheMatchIsResumed() throws IOException {
        Run.withInput("\ndeal\nquit\n", "record", "new", "--players", "ana,ben", "--first-dealer", "ben", "--match", "f2", "--fair",
                "--data", data().toString());
        Files.delete(data().resolve(".seeds").resolve("f2.seed"));
        Run resumed = Run.withInput("quit\n", "record", "resume", "f2", "--data", data().toString());
        assertThat(resumed.exit()).isZero();
        assertThat(resumed.err()).contains("warning: the seed of match f2's committed shuffle is not at").contains("cannot end valid");
    }

    @Test
    void aSignedDemoIsValidAndReplaySaysHowFarItIsSigned() throws IOException {
        Run.of("keys", "new", "club", "--dir", directory.toString());
        Run demo = Run.of("demo", "--seed", "4", "--match", "d1", "--sign-with", directory.resolve("club.key").toString(), "--fair",
                "--data", data().toString());
        assertThat(demo.exit()).as(demo.out() + demo.err()).isZero();
        assertThat(demo.out()).contains("valid (signed by").contains("shuffle checked");
        Run replay = Run.of("replay", "d1", "--data", data().toString(), "--at", "3");
        assertThat(replay.out()).contains("signed by ").contains("every event up to it is as the signer wrote it")
                .contains("checked");
        Path page = directory.resolve("d1.html");
        assertThat(Run.of("replay", "d1", "--data", data().toString(), "--html", page.toString()).exit()).isZero();
        assertThat(Files.readString(page)).contains("The record: signed by ").contains("(checked)");
    }

    @Test
    void fairTakesNoSeedAndSaltNeedsFair() {
        assertThat(Run.of("record", "new", "--players", "ana,ben", "--fair", "--seed", "3", "--data", data().toString()).err())
                .contains("--fair deals every deal from its committed seed: it takes no --seed");
        assertThat(Run.of("simulate", "--salt", "x", "--out", "-").err()).contains("--salt goes with --fair");
    }
}
