package org.conquian.cli;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
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
