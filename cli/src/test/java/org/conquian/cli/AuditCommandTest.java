package org.conquian.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.contract.StrictJson;
import org.conquian.event.CardDiscarded;
import org.conquian.event.Event;
import org.conquian.event.MatchStarted;
import org.conquian.recorder.KeyFiles;
import org.conquian.testkit.Scripted;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Fixtures.card;

class AuditCommandTest {

    @TempDir
    Path directory;

    private Path valid() throws IOException {
        return Logs.write(directory.resolve("valid.jsonl"), "club-7", Scripted.match());
    }

    private Path invalid() throws IOException {
        List<Event> events = new ArrayList<>(Scripted.match());
        events.set(Scripted.BEN_DISCARDS_JD - 1, new CardDiscarded("ben", card("KS")));
        return Logs.write(directory.resolve("invalid.jsonl"), "club-8", events);
    }

    @Test
    void aValidLogExitsZeroWithItsVerdict() throws IOException {
        Run run = Run.of("audit", valid().toString());
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("club-7  valid  107 events  chained");
        assertThat(run.err()).contains("1 match: 1 valid, 0 in progress, 0 invalid");
    }

    @Test
    void anInvalidMatchExitsOneAndNamesItsFault() throws IOException {
        Run run = Run.of("audit", valid().toString(), invalid().toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).contains("club-8  invalid  9 events  seq 9, line 9  R-DISCARD  ben cannot discard KS");
    }

    @Test
    void anyNumberOfThreadsGivesTheSameVerdicts() throws IOException {
        // blank lines make the file big enough to be shared between threads, and move the faulty line
        Path large = directory.resolve("large.jsonl");
        Files.writeString(large, "\n".repeat(5 << 20) + Files.readString(valid()) + Files.readString(invalid()));
        Run one = Run.of("audit", "--threads", "1", large.toString());
        Run three = Run.of("audit", "--threads", "3", large.toString());
        assertThat(three.out()).isEqualTo(one.out());
        assertThat(three.exit()).isEqualTo(one.exit()).isEqualTo(1);
        Run none = Run.of("audit", "--threads", "0", valid().toString());
        assertThat(none.exit()).isEqualTo(2);
        assertThat(none.err()).contains("--threads must be at least 1, not 0");
    }

    @Test
    void jsonGivesTheFieldsOfTheSpec() throws IOException {
        Run run = Run.of("audit", "--json", invalid().toString());
        JsonNode verdict = StrictJson.MAPPER.readTree(run.out().lines().findFirst().orElseThrow());
        assertThat(verdict.get("file").asText()).isEqualTo(invalid().toString());
        assertThat(verdict.get("match").asText()).isEqualTo("club-8");
        assertThat(verdict.get("verdict").asText()).isEqualTo("invalid");
        assertThat(verdict.get("events").asInt()).isEqualTo(9);
        assertThat(verdict.get("seq").asInt()).isEqualTo(9);
        assertThat(verdict.get("line").asInt()).isEqualTo(9);
        assertThat(verdict.get("rule").asText()).isEqualTo("R-DISCARD");
        assertThat(verdict.get("message").asText()).contains("KS");
        assertThat(verdict.get("chained").isNull()).isTrue();
    }

    /** The rulings samples, from the schemas module's test resources, as SampleLogsTest audits them. */
    private static final Path RULINGS = Path.of("..", "schemas", "src", "test", "resources", "samples", "rulings").toAbsolutePath().normalize();

    @Test
    void aMatchWithRulingsHasItsCountsInJsonAndInTheText() throws IOException {
        Path concealed = RULINGS.resolve("valid/pagat-concealed.jsonl");
        JsonNode verdict = StrictJson.MAPPER.readTree(Run.of("audit", "--json", concealed.toString()).out().lines().findFirst().orElseThrow());
        assertThat(verdict.get("verdict").asText()).isEqualTo("valid");
        assertThat(List.of("rulings", "callsWithoutMove", "appeals", "dealsVoided", "dealsAwarded", "concealed", "shown").stream()
                .map(field -> verdict.get(field).asInt())).containsExactly(5, 1, 1, 1, 1, 3, 2);
        assertThat(Run.of("audit", concealed.toString()).out())
                .contains("rs-pagat-concealed  valid (3 deals concealed, hands shown in 2; 5 rulings, 1 without a move; 1 appeal; 1 deal voided;"
                        + " 1 deal awarded)  229 events  chained");
        assertThat(Run.of("audit", RULINGS.resolve("valid/committed-shuffle.jsonl").toString()).out())
                .contains("valid (7 rulings, 1 without a move; 2 appeals; 1 deal voided; 2 deals awarded; shuffle checked)");
        JsonNode none = StrictJson.MAPPER.readTree(Run.of("audit", "--json", valid().toString()).out().lines().findFirst().orElseThrow());
        assertThat(none.has("rulings")).isFalse();
    }

    @Test
    void anUnreadableFileExitsTwoAndTheOthersAreStillAudited() throws IOException {
        Run run = Run.of("audit", directory.resolve("missing.jsonl").toString(), invalid().toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("missing.jsonl: no such file");
        assertThat(run.out()).contains("club-8  invalid");
    }

    @Test
    void aChainCanBeRequired() throws IOException {
        Path unchained = directory.resolve("unchained.jsonl");
        Files.writeString(unchained, Files.readString(valid()).replaceAll(",\"prev\":\"[0-9a-f]{64}\"", ""));
        assertThat(Run.of("audit", unchained.toString()).out()).contains("valid  107 events  not chained");
        Run required = Run.of("audit", "--require-chain", unchained.toString());
        assertThat(required.exit()).isEqualTo(1);
        assertThat(required.out()).contains("R-CHAIN");
    }

    @Test
    void withoutFilesTheEmbeddedLogIsAudited() {
        Path data = directory.resolve("data");
        assertThat(Run.of("simulate", "--matches", "3", "--seed", "4", "--data", data.toString()).exit()).isZero();
        Run run = Run.of("audit", "--data", data.toString());
        assertThat(run.exit()).isZero();
        assertThat(run.out().lines()).hasSize(3).allMatch(line -> line.contains("valid") && line.contains("chained"));
    }

    @Test
    void aMissingEmbeddedLogIsSaidPlainly() {
        Run run = Run.of("audit", "--data", directory.resolve("none").toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("there is no embedded log there");
        assertThat(run.err()).doesNotContain("Exception");
    }

    @Test
    void aLogWithNoEventGetsAnEmptyVerdictOfItsOwnAndTheExitStatusIsUnchanged() throws IOException {
        Path zero = Files.write(directory.resolve("zero.jsonl"), new byte[0]);
        Path blank = Files.writeString(directory.resolve("blank.jsonl"), "\n  \n\t\n".repeat(1000));
        Path bom = Files.write(directory.resolve("bom.jsonl"), new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        Run text = Run.of("audit", zero.toString(), blank.toString(), bom.toString(), valid().toString());
        assertThat(text.exit()).isZero();
        assertThat(text.out()).contains(zero + "  empty  no events").contains(blank + "  empty").contains(bom + "  empty");
        assertThat(text.err()).contains("3 logs with no events");

        Run json = Run.of("audit", "--json", zero.toString());
        JsonNode verdict = StrictJson.MAPPER.readTree(json.out().strip());
        assertThat(verdict.get("file").asText()).isEqualTo(zero.toString());
        assertThat(verdict.get("match").isNull()).isTrue();
        assertThat(verdict.get("verdict").asText()).isEqualTo("empty");
        assertThat(verdict.get("events").asInt()).isZero();
        assertThat(verdict.get("chained").asBoolean()).isFalse();
        assertThat(json.exit()).isZero();
    }

    @Test
    void aDirectoryAmongTheFilesIsNamedAndPassedOverAndTheRestAudited() throws IOException {
        Path folder = Files.createDirectories(directory.resolve("a-folder"));
        Run run = Run.of("audit", folder.toString(), valid().toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains(folder + " is a directory, not a log file; it was passed over");
        assertThat(run.out()).contains("valid");
    }

    /** A match signed by a key made with the recorder's key files; answers the key's public file. */
    private Path signedBy(String name, Path log) throws IOException {
        KeyFiles.create(directory, name);
        KeyFiles.SigningKey key = KeyFiles.signingKey(directory.resolve(name + ".key"));
        List<Event> events = new ArrayList<>(Scripted.match());
        events.set(0, ((MatchStarted) events.get(0)).withTrust(key.publicHex(), null));
        Logs.write(log, "club-9", events, key.privateKey());
        return directory.resolve(name + ".pub");
    }

    @Test
    void aSignedMatchsVerdictNamesItsSignerAndHowFarItIsSigned() throws IOException {
        Path log = directory.resolve("signed.jsonl");
        Path pub = signedBy("club", log);
        String signer = KeyFiles.trusted(List.of(pub)).iterator().next();
        Run text = Run.of("audit", log.toString());
        assertThat(text.out()).contains("valid (signed by " + signer.substring(0, 8) + "… through seq 107)");
        JsonNode json = StrictJson.MAPPER.readTree(Run.of("audit", "--json", log.toString()).out().strip());
        assertThat(json.get("signer").asText()).isEqualTo(signer);
        assertThat(json.get("signedThrough").asLong()).isEqualTo(107);
        assertThat(json.has("shuffle")).isFalse();
    }

    @Test
    void withTrustOnlyMatchesSignedByATrustedKeyAreValid() throws IOException {
        Path log = directory.resolve("signed.jsonl");
        Path pub = signedBy("club", log);
        assertThat(Run.of("audit", log.toString(), "--trust", pub.toString()).exit()).isZero();

        Path hexes = Files.writeString(directory.resolve("keys.txt"), "\n" + KeyFiles.trusted(List.of(pub)).iterator().next() + "\n");
        assertThat(Run.of("audit", log.toString(), "--trust", hexes.toString()).exit()).isZero();

        Path other = signedBy("other", directory.resolve("other.jsonl"));
        // one key file each time --trust is given, the logs wherever they stand, as gpg --verify takes them
        Run keysFirst = Run.of("audit", "--trust", other.toString(), "--trust", pub.toString(), log.toString(), directory.resolve("other.jsonl").toString());
        assertThat(keysFirst.exit()).as(keysFirst.out() + keysFirst.err()).isZero();
        assertThat(keysFirst.out()).contains("club-9  valid").contains("signed.jsonl");
        Run untrusted = Run.of("audit", log.toString(), valid().toString(), "--trust", other.toString());
        assertThat(untrusted.exit()).isEqualTo(1);
        assertThat(untrusted.out()).contains("club-9  invalid").contains("club-7  invalid").contains("seq 1, line 1  R-SIGN");
    }

    @Test
    void aTrustFileThatHoldsNoKeyIsSaidPlainly() throws IOException {
        Path bad = Files.writeString(directory.resolve("bad.pub"), "not a key\n");
        Run run = Run.of("audit", valid().toString(), "--trust", bad.toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains(bad + ", line 1: not a public key");
        Run logAsKey = Run.of("audit", "--trust", valid().toString());
        assertThat(logAsKey.err()).contains("not a public key").contains("(a log? --trust takes one key file");
    }
}
