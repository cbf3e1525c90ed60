package org.conquian.recorder;

import org.conquian.audit.LogAudit;
import org.conquian.audit.Trust;
import org.conquian.audit.Verdict;
import org.conquian.bot.Bot;
import org.conquian.bot.BotMatch;
import org.conquian.contract.Ed25519;
import org.conquian.game.MatchState;
import org.conquian.log.file.FileEventLog;
import org.conquian.log.LogCursor;
import org.conquian.rules.RuleId;
import org.conquian.testkit.JdkEd25519;
import org.conquian.trust.FairShuffle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Signed matches and committed shuffles through the recorder on the embedded log, and the keys they are signed with. */
class TrustedRecordingTest {

    private static final List<String> PLAYERS = List.of("ana", "ben");

    @TempDir
    Path directory;
    private FileEventLog log;
    private SeedStore seeds;
    private Recorder recorder;

    @BeforeEach
    void open() throws IOException {
        log = FileEventLog.open(directory.resolve("data"));
        seeds = SeedStore.besideEmbeddedLog(directory.resolve("data"));
        recorder = new Recorder(log, Clock.fixed(Instant.parse("2026-11-29T18:00:00Z"), ZoneOffset.UTC)).keepingSeedsIn(seeds);
    }

    @AfterEach
    void close() throws IOException {
        log.close();
    }

    private KeyFiles.SigningKey key(String name) throws IOException {
        KeyFiles.create(directory, name);
        return KeyFiles.signingKey(directory.resolve(name + ".key"));
    }

    /** Bots play the match on, move by move, for {@code moves} moves or to its end. */
    private static void play(LiveMatch match, long seed, int moves) throws IOException {
        Bot[] bots = {new Bot("ana", seed), new Bot("ben", seed + 1)};
        for (int i = 0; i < moves && match.state().stage() != MatchState.Stage.ENDED; i++) {
            Outcome outcome = match.legalMoves().dealDue() ? match.deal() : match.submit(BotMatch.next(match.state(), bots, seed));
            assertThat(outcome).isInstanceOf(Outcome.Recorded.class);
        }
    }

    private Verdict audit(String match) throws IOException {
        LogAudit audit = new LogAudit(true, false);
        try (LogCursor lines = log.read(match)) {
            lines.forEachRemaining(audit::accept);
        }
        return audit.verdicts().get(0);
    }

    @Test
    void keysAreWrittenAsOpensslWritesThemThePrivateOneForItsOwnerOnly() throws Exception {
        String publicHex = KeyFiles.create(directory, "club");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(directory.resolve("club.key")))).isEqualTo("rw-------");
        assertThat(Files.readString(directory.resolve("club.key"))).startsWith("-----BEGIN PRIVATE KEY-----");
        assertThat(Files.readString(directory.resolve("club.pub"))).startsWith("-----BEGIN PUBLIC KEY-----");
        assertThat(KeyFiles.signingKey(directory.resolve("club.key")).publicHex()).isEqualTo(publicHex);
        assertThat(KeyFiles.trusted(List.of(directory.resolve("club.pub")))).containsExactly(publicHex);
        assertThat(KeyFiles.signingKey(directory.resolve("club.key")).toString()).doesNotContain("PRIVATE").contains(publicHex);
        assertThatThrownBy(() -> KeyFiles.create(directory, "club")).hasMessageContaining("kept");
    }

    @Test
    void opensslKeysWorkBothWays() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/openssl")), "no openssl here");
        Path key = directory.resolve("o.key");
        Path pub = directory.resolve("o.pub");
        assertThat(run("/usr/bin/openssl", "genpkey", "-algorithm", "ed25519", "-out", key.toString())).isZero();
        assertThat(run("/usr/bin/openssl", "pkey", "-in", key.toString(), "-pubout", "-out", pub.toString())).isZero();
        assertThat(KeyFiles.signingKey(key).publicHex()).isEqualTo(KeyFiles.trusted(List.of(pub)).iterator().next());

        KeyFiles.create(directory, "ours");
        Path derived = directory.resolve("derived.pub");
        assertThat(run("/usr/bin/openssl", "pkey", "-in", directory.resolve("ours.key").toString(), "-pubout", "-out", derived.toString())).isZero();
        assertThat(Files.readString(derived)).isEqualTo(Files.readString(directory.resolve("ours.pub")));

        // signatures too: openssl's verified here (and by the JDK), ours by openssl, with openssl's key
        byte[] message = "{\"seq\":1,\"type\":\"MatchStarted\"}".getBytes(StandardCharsets.UTF_8);
        Path file = directory.resolve("m.json");
        Files.write(file, message);
        String signer = KeyFiles.signingKey(key).publicHex();
        assertThat(run("/usr/bin/openssl", "pkeyutl", "-sign", "-rawin", "-inkey", key.toString(), "-in", file.toString(), "-out",
                directory.resolve("theirs.sig").toString())).isZero();
        String theirs = HexFormat.of().formatHex(Files.readAllBytes(directory.resolve("theirs.sig")));
        assertThat(Ed25519.verifies(signer, message, theirs)).isTrue();
        assertThat(JdkEd25519.verifies(signer, message, theirs)).isTrue();
        String ours = Ed25519.sign(KeyFiles.signingKey(key).privateKey(), message);
        assertThat(ours).isEqualTo(theirs);
        Files.write(directory.resolve("ours.sig"), HexFormat.of().parseHex(ours));
        assertThat(run("/usr/bin/openssl", "pkeyutl", "-verify", "-rawin", "-pubin", "-inkey", pub.toString(), "-in", file.toString(),
                "-sigfile", directory.resolve("ours.sig").toString())).isZero();
    }

    private static int run(String... command) throws Exception {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        process.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("openssl did not end within 60 s");
        }
        return process.exitValue();
    }

    @Test
    void aSignedMatchIsSignedThroughItsLastSeqAndTheKeyNeverReachesTheLog() throws Exception {
        KeyFiles.SigningKey key = key("club");
        try (LiveMatch match = recorder.signingWith(key).start("s-1", PLAYERS, "ben", Packs.seeded(3))) {
            play(match, 3, Integer.MAX_VALUE);
        }
        Verdict verdict = audit("s-1");
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.trust().signer()).isEqualTo(key.publicHex());
        assertThat(verdict.trust().signedThrough()).isEqualTo(verdict.events());
        String text = Files.readString(directory.resolve("data").resolve("s-1.jsonl"));
        String privateBody = Files.readString(directory.resolve("club.key")).lines().filter(line -> !line.startsWith("-----")).findFirst().orElseThrow();
        assertThat(text).doesNotContain(privateBody);
    }

    @Test
    void aSignedMatchResumesWithItsKeyOnlyAndAnUnsignedOneWithoutAKey() throws Exception {
        KeyFiles.SigningKey key = key("club");
        try (LiveMatch match = recorder.signingWith(key).start("s-2", PLAYERS, "ben", Packs.seeded(4))) {
            play(match, 4, 5);
        }
        assertThatThrownBy(() -> recorder.resume("s-2", Packs.seeded(4))).hasMessageContaining("is signed by the key " + key.publicHex());
        assertThatThrownBy(() -> recorder.signingWith(key("other")).resume("s-2", Packs.seeded(4))).hasMessageContaining("resume it with that key");
        try (LiveMatch match = recorder.signingWith(key).resume("s-2", Packs.seeded(4))) {
            play(match, 4, Integer.MAX_VALUE);
        }
        assertThat(audit("s-2").trust().signedThrough()).isEqualTo(audit("s-2").events());

        recorder.start("u-1", PLAYERS, "ben", Packs.seeded(5)).close();
        assertThatThrownBy(() -> recorder.signingWith(key).resume("u-1", Packs.seeded(5))).hasMessageContaining("started unsigned");
    }

    @Test
    void aFairMatchIsValidWithItsShuffleCheckedAndItsSeedIsKeptPrivatelyUntilTheEnd() throws Exception {
        byte[] seed = SeedStore.freshSeed();
        try (LiveMatch match = recorder.start("f-1", PLAYERS, "ben", Packs.committed(seed, "ana:1 ben:2"))) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(seeds.fileOf("f-1")))).isEqualTo("rw-------");
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(seeds.directory()))).isEqualTo("rwx------");
            assertThat(Files.readString(directory.resolve("data").resolve("f-1.jsonl"))).contains(FairShuffle.commit(seed))
                    .doesNotContain(java.util.HexFormat.of().formatHex(seed));
            play(match, 6, Integer.MAX_VALUE);
        }
        Verdict verdict = audit("f-1");
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.trust().shuffle()).isEqualTo(Trust.Shuffle.CHECKED);
        assertThat(Files.exists(seeds.fileOf("f-1"))).as("revealed, so forgotten").isFalse();
    }

    /**
     * A recorder killed outright (SIGKILL) in the middle of a fair match, in a process of its own: a new one deals on
     * from the seed kept beside the log, and the match ends valid with its shuffle checked.
     */
    @Test
    void aFairMatchSurvivesTheRecordersProcessKilled() throws Exception {
        Path java = Path.of(ProcessHandle.current().info().command().orElseThrow());
        Process recording = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                FairRecorder.class.getName(), directory.resolve("data").toString(), "f-6").redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(recording.getInputStream(), StandardCharsets.UTF_8));
            boolean said = CompletableFuture.supplyAsync(() -> {
                try {
                    for (String line = out.readLine(); line != null; line = out.readLine()) {
                        if (line.equals("recording")) {
                            return true;
                        }
                    }
                    return false;
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).get(120, TimeUnit.SECONDS);
            assertThat(said).as("the recorder's process got to recording").isTrue();
        } finally {
            recording.destroyForcibly();
            assertThat(recording.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
        assertThat(audit("f-6").kind()).isEqualTo(Verdict.Kind.IN_PROGRESS);
        try (LiveMatch match = recorder.resume("f-6", Packs.seeded(1))) {
            assertThat(match.warnings()).isEmpty();
            play(match, 11, Integer.MAX_VALUE);
        }
        Verdict verdict = audit("f-6");
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.trust().shuffle()).isEqualTo(Trust.Shuffle.CHECKED);
        assertThat(Files.exists(seeds.fileOf("f-6"))).as("revealed, so forgotten").isFalse();
    }

    /** Records a fair match on the embedded log in {@code args[0]} for a while, then says so and waits to be killed. */
    public static final class FairRecorder {
        public static void main(String[] args) throws Exception {
            Path data = Path.of(args[0]);
            FileEventLog log = FileEventLog.open(data);
            LiveMatch match = new Recorder(log, Clock.systemUTC()).keepingSeedsIn(SeedStore.besideEmbeddedLog(data))
                    .start(args[1], PLAYERS, "ben", Packs.committed("ana:1 ben:2"));
            play(match, 11, 40);
            System.out.println("recording");
            System.out.flush();
            Thread.sleep(Long.MAX_VALUE);
        }
    }

    @Test
    void aLostSeedIsSaidAtOnceAndTheMatchGoesOnButCannotEndValid() throws Exception {
        try (LiveMatch match = recorder.start("f-3", PLAYERS, "ben", Packs.committed(SeedStore.freshSeed(), null))) {
            play(match, 8, 30);
        }
        Files.delete(seeds.fileOf("f-3"));
        try (LiveMatch match = recorder.resume("f-3", Packs.seeded(1))) {
            assertThat(match.warnings()).singleElement().asString().contains("not at " + seeds.fileOf("f-3")).contains("cannot end valid");
            play(match, 8, Integer.MAX_VALUE);
        }
        Verdict verdict = audit("f-3");
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.INVALID);
        assertThat(verdict.fault().rule()).isEqualTo(RuleId.SHUFFLE);
    }

    @Test
    void aSeedFileOthersCanReadIsRefused() throws Exception {
        try (LiveMatch match = recorder.start("f-4", PLAYERS, "ben", Packs.committed(SeedStore.freshSeed(), null))) {
            play(match, 9, 5);
        }
        Files.setPosixFilePermissions(seeds.fileOf("f-4"), PosixFilePermissions.fromString("rw-r--r--"));
        assertThatThrownBy(() -> recorder.resume("f-4", Packs.seeded(1)))
                .isInstanceOf(RecorderException.class).hasMessageContaining("can be read by others").hasMessageContaining("chmod 600");
    }

    @Test
    void aMatchEndedByTheRecorderRevealsTheSeedAndStatesTheCommitAndSigner() throws Exception {
        KeyFiles.SigningKey key = key("club");
        byte[] seed = SeedStore.freshSeed();
        try (LiveMatch match = recorder.signingWith(key).start("f-5", PLAYERS, "ben", Packs.committed(seed, "x"))) {
            play(match, 10, Integer.MAX_VALUE);
        }
        List<String> lines = Files.readAllLines(directory.resolve("data").resolve("f-5.jsonl"), StandardCharsets.UTF_8);
        assertThat(lines.get(0)).contains("\"signer\":\"" + key.publicHex() + "\"").contains("\"shuffle\":{\"commit\":\"" + FairShuffle.commit(seed) + "\",\"salt\":\"x\"}");
        assertThat(lines.get(lines.size() - 1)).contains("\"seed\":\"" + java.util.HexFormat.of().formatHex(seed) + "\"").contains("\"sig\":");
        assertThat(audit("f-5").trust()).isEqualTo(new Trust(key.publicHex(), (long) lines.size(), Trust.Shuffle.CHECKED));
    }
}
