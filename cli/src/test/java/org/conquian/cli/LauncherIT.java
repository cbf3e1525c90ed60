package org.conquian.cli;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The ./conquian launcher as a user runs it: a real process, on the packaged jar. */
class LauncherIT {

    private static final Path LAUNCHER = Path.of("..", "conquian").toAbsolutePath().normalize();

    @TempDir
    Path directory;

    private record Result(int exit, String out, String err) {
    }

    private static Result run(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(LAUNCHER.toString()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
        byte[] out = process.getInputStream().readAllBytes();
        byte[] err = process.getErrorStream().readAllBytes();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return new Result(process.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
    }

    @Test
    void theLauncherRunsTheDemoAndTheAuditAsAProcess() throws Exception {
        Result demo = run("demo", "--seed", "5", "--match", "it-1", "--data", directory.toString());
        assertThat(demo.exit()).as(demo.err()).isZero();
        assertThat(demo.out()).contains("it-1  valid");
        Result audit = run("audit", "--json", directory.resolve("it-1.jsonl").toString());
        assertThat(audit.exit()).isZero();
        assertThat(audit.out()).contains("\"verdict\":\"valid\"");
        Files.writeString(directory.resolve("broken.jsonl"), "not json\n");
        Result broken = run("audit", directory.resolve("broken.jsonl").toString());
        assertThat(broken.exit()).isEqualTo(1);
        assertThat(broken.out()).contains("SCHEMA");
        assertThat(run("--version").out()).contains("conquian");
    }

    /** What ends within seconds runs on the JVM's quick compiler alone; a big audit, a recording or a server keep both. */
    @Test
    void theQuickCompilerAloneRunsWhatEndsWithinSeconds() throws Exception {
        String small = Files.writeString(directory.resolve("small.jsonl"), "{}\n").toString();
        Path big = directory.resolve("big.jsonl");
        try (RandomAccessFile file = new RandomAccessFile(big.toFile(), "rw")) {
            file.setLength(33L << 20); // sparse: its size is what counts
        }
        assertThat(quick("replay", "m1")).isTrue();
        assertThat(quick("rules", "R-TAKE")).isTrue();
        assertThat(quick("audit", small)).isTrue();
        assertThat(quick("audit", "--json", small, small)).isTrue();
        assertThat(quick("audit", big.toString())).isFalse();
        assertThat(quick("audit", small, big.toString())).isFalse();
        assertThat(quick("audit", "--match", "m1")).as("a match of the log, whatever its size").isFalse();
        assertThat(quick("audit", "--kafka", "127.0.0.1:9092", small)).isFalse();
        assertThat(quick("record", "new")).isFalse();
        assertThat(quick("serve")).isFalse();
    }

    private static boolean quick(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("bash", "-c", "source \"$1\" && shift && quick \"$@\"", "launcher",
                LAUNCHER.resolveSibling("dist/src/bin/conquian").toString()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(output).isEmpty();
        return process.exitValue() == 0;
    }

    /** A first build is long: the launcher says how long it usually takes and shows each module as Maven starts it. */
    @Test
    void theFirstBuildShowsItsProgressAndAFailedOneWhatWentWrong() throws Exception {
        Path project = Files.createDirectories(directory.resolve("project"));
        Files.copy(LAUNCHER, project.resolve("conquian"));
        Path bin = Files.createDirectories(project.resolve("dist/src/bin"));
        Files.copy(LAUNCHER.resolveSibling("dist/src/bin/conquian"), bin.resolve("conquian"));
        Path tools = Files.createDirectories(directory.resolve("tools"));
        Path maven = Files.writeString(tools.resolve("mvn"), """
                #!/bin/sh
                echo '[INFO] Reactor Build Order:'
                echo '[INFO] Building conquian domain 0.1.0-SNAPSHOT                            [1/2]'
                echo '[INFO] Compiling 80 source files'
                echo '[INFO] Building conquian cli 0.1.0-SNAPSHOT                               [2/2]'
                echo '[ERROR] Main.java:[3,1] class, interface, enum, or record expected'
                exit 1
                """);
        assertThat(maven.toFile().setExecutable(true)).isTrue();
        ProcessBuilder builder = new ProcessBuilder(project.resolve("conquian").toString(), "--version")
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        builder.environment().put("PATH", tools + File.pathSeparator + System.getenv("PATH"));
        Process process = builder.start();
        process.getInputStream().readAllBytes();
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isEqualTo(2);
        assertThat(err).contains("conquian: building with mvn").contains("the first build takes one to three minutes")
                .containsPattern("conquian: {3}\\[1/2] conquian domain \\(\\d+ s\\)")
                .containsPattern("conquian: {3}\\[2/2] conquian cli \\(\\d+ s\\)")
                .contains("[ERROR] Main.java:[3,1] class, interface, enum, or record expected")
                .contains("conquian: the build failed").doesNotContain("Compiling 80");
    }

    @Test
    void onATerminalThePromptPrintsNoWarningsAndTellsTheCommandAsItWasRun() throws Exception {
        Path script = Path.of("/usr/bin/script");
        Assumptions.assumeTrue(Files.isExecutable(script), "util-linux script gives the prompt a terminal");
        String command = LAUNCHER + " record new --players ana,ben --match t-1 --data " + directory;
        Process process = new ProcessBuilder(script.toString(), "-qec", command, "/dev/null").redirectErrorStream(true).start();
        try (OutputStream keys = process.getOutputStream()) {
            keys.write("quit\n".getBytes(StandardCharsets.UTF_8));
            keys.flush();
            byte[] screen = process.getInputStream().readAllBytes();
            assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
            assertThat(new String(screen, StandardCharsets.UTF_8)).doesNotContain("WARNING")
                    .contains("continue it with: " + LAUNCHER + " record resume t-1 --data " + directory);
        }
    }
}
