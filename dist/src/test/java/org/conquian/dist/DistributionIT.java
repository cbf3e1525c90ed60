package org.conquian.dist;

import org.conquian.broker.FreePorts;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The archive this build made, unpacked outside the source tree and run as a user runs it: no Maven on the PATH,
 * the JDK named by JAVA_HOME, a HOME of its own.
 */
class DistributionIT {

    private static final Path ARCHIVE = Path.of(System.getProperty("conquian.archive"));
    private static final String VERSION = System.getProperty("conquian.version");

    @TempDir
    static Path root;

    private static Path install;
    private static Shell shell;

    @BeforeAll
    static void unpack() throws Exception {
        Path unpacked = Files.createDirectories(root.resolve("opt"));
        Shell plain = Shell.withoutMaven(unpacked, root.resolve("tools"), Files.createDirectories(root.resolve("home")));
        plain.run(120, "tar", "-xzf", ARCHIVE.toString()).succeeded();
        install = unpacked.resolve("conquian-" + VERSION);
        shell = plain.in(Files.createDirectories(root.resolve("work")))
                .with("PATH", install.resolve("bin") + File.pathSeparator + plain.path())
                .with("JAVA_HOME", System.getProperty("java.home"));
    }

    @AfterAll
    static void removeTools() throws Exception {
        Shell.awaitTraining(root.resolve("home"), 600);
        Shell.removeTools(root.resolve("tools"));
    }

    @Test
    void theArchiveHoldsTheCommandTheJarsAndTheDocs() {
        assertThat(install.resolve("bin/conquian")).isExecutable();
        assertThat(install.resolve("lib/conquian.jar")).isRegularFile();
        assertThat(install.resolve("lib/broker/conquian-broker-" + VERSION + ".jar")).isRegularFile();
        assertThat(install.resolve("README.md")).isRegularFile();
        assertThat(install.resolve("docs/rules.md")).isRegularFile();
        assertThat(install.resolve("schemas/v1/envelope.schema.json")).isRegularFile();
    }

    /** The class cache is made by a training run in the background, outside the install, and used from then on. */
    @Test
    void theFirstRunTrainsAClassCacheOutsideTheInstallThatLaterRunsUse() throws Exception {
        String version = shell.run(120, "conquian", "--version").succeeded().out();
        Path caches = root.resolve("home/.cache/conquian");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(600);
        while (trained(caches).isEmpty()) {
            assertThat(System.nanoTime()).as("a class cache made within 600 s under " + caches).isLessThan(deadline);
            Thread.sleep(200);
        }
        Path state = trained(caches).orElseThrow();
        List<String> cache = Files.readAllLines(state.resolve("class-cache"));
        assertThat(cache.get(0)).startsWith(System.getProperty("java.home"));
        assertThat(cache.get(1)).matches("-XX:(AOTCache|SharedArchiveFile)=" + java.util.regex.Pattern.quote(state.toString()) + "/conquian\\.(aot|jsa)");
        assertThat(Path.of(cache.get(1).substring(cache.get(1).indexOf('=') + 1))).isRegularFile();
        Shell.Result again = shell.run(120, "conquian", "--version").succeeded();
        assertThat(again.out()).isEqualTo(version);
        assertThat(again.err()).isEmpty();
        try (var installed = Files.walk(install)) {
            assertThat(installed.map(Path::toString)).noneMatch(name -> name.endsWith(".aot") || name.endsWith(".jsa"));
        }
    }

    /** The state folder, under the folder of every install's, whose class cache is made, if one is. */
    private static Optional<Path> trained(Path caches) throws IOException {
        if (!Files.isDirectory(caches)) {
            return Optional.empty();
        }
        try (var states = Files.list(caches)) {
            return states.filter(state -> Files.isRegularFile(state.resolve("class-cache"))).findFirst();
        }
    }

    @Test
    void itNamesItsVersionAndTheCommitItWasBuiltFrom() throws Exception {
        Shell.Result git = shell.in(Path.of("").toAbsolutePath()).run(60, "git", "rev-parse", "HEAD");
        String commit = git.exit() == 0 ? git.out().strip() : "unknown";
        Shell.Result version = shell.run(120, "conquian", "--version").succeeded();
        assertThat(version.out()).startsWith("conquian " + VERSION + "\n").contains("commit " + commit);
    }

    @Test
    void itRecordsAuditsAndReplaysAMatchWithoutTheSourceTree() throws Exception {
        Shell.Result demo = shell.run(180, "conquian", "demo", "--seed", "5", "--match", "dist-1").succeeded();
        assertThat(demo.out()).contains("dist-1  valid");
        assertThat(shell.run(120, "conquian", "audit", "conquian-data/dist-1.jsonl").succeeded().out()).contains("valid");
        assertThat(shell.run(120, "conquian", "replay", "dist-1", "--at", "3").succeeded().out()).isNotBlank();
        assertThat(shell.run(120, "conquian", "rules", "R-MELD").succeeded().out()).contains("R-MELD");
    }

    @Test
    void completionOffersSubcommandsProfilesMatchesAndPlayers() throws Exception {
        Path script = root.resolve("conquian.bash");
        Files.writeString(script, shell.run(120, "conquian", "completion", "bash").succeeded().out());
        Path data = Files.createDirectories(root.resolve("completion-data"));
        shell.run(180, "conquian", "simulate", "--matches", "1", "--seed", "8", "--players", "ana,ben,cruz", "--rules", "mexicana",
                "--data", data.toString()).succeeded();

        assertThat(shell.complete(script, "conquian re").out().lines()).containsExactly("record", "replay");
        assertThat(shell.complete(script, "conquian demo --rules ").out().lines()).containsExactly("anglo-40", "pagat-upcard", "mexicana");
        assertThat(shell.complete(script, "conquian replay --data " + data + " s").out().lines()).containsExactly("sim-8-1");
        assertThat(shell.complete(script, "conquian replay sim-8-1 --data " + data + " --as c").out().lines()).containsExactly("cruz");
        assertThat(shell.complete(script, "conquian record new --players eva,fil --first-dealer ").out().lines()).containsExactly("eva", "fil");
    }

    @Test
    void theBrokerRunsFromTheArchivesJars() throws Exception {
        int port = FreePorts.take();
        Process broker = shell.start("conquian", "broker", "--port", String.valueOf(port), "--dir", root.resolve("broker").toString());
        try {
            CompletableFuture<String> ready = CompletableFuture.supplyAsync(() -> {
                try (BufferedReader lines = new BufferedReader(new InputStreamReader(broker.getInputStream(), StandardCharsets.UTF_8))) {
                    String line;
                    while ((line = lines.readLine()) != null) {
                        if (line.startsWith("Kafka broker ready")) {
                            return line;
                        }
                    }
                    return "the broker ended without being ready";
                } catch (java.io.IOException e) {
                    return e.toString();
                }
            });
            assertThat(ready.get(180, TimeUnit.SECONDS)).contains("127.0.0.1:" + port);
            Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
            boolean listening = false;
            while (!listening && Instant.now().isBefore(deadline)) {
                try (Socket socket = new Socket()) {
                    socket.connect(new InetSocketAddress("127.0.0.1", port), 1000);
                    listening = true;
                } catch (java.io.IOException notYet) {
                    Thread.sleep(200);
                }
            }
            assertThat(listening).as("the broker listens on 127.0.0.1:%d", port).isTrue();
        } finally {
            broker.descendants().forEach(ProcessHandle::destroy);
            broker.destroy();
            assertThat(broker.waitFor(60, TimeUnit.SECONDS)).isTrue();
        }
    }
}
