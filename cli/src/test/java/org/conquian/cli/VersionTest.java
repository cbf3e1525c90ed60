package org.conquian.cli;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code conquian --version}: the project's version and the commit the build was made from. */
class VersionTest {

    @Test
    void theVersionNamesTheCommitItWasBuiltFrom() throws Exception {
        Process git = new ProcessBuilder("git", "rev-parse", "HEAD").redirectErrorStream(true).start();
        String head = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(git.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String expected = git.exitValue() == 0 ? head : "unknown";

        Run run = Run.of("--version");
        assertThat(run.exit()).isZero();
        assertThat(run.out().lines().toList().getFirst()).matches("conquian \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?");
        assertThat(run.out()).contains("commit " + expected).contains("profiles anglo-40, pagat-upcard, mexicana");
    }
}
