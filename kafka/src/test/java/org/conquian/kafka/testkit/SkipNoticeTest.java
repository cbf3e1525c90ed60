package org.conquian.kafka.testkit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** Why the Docker twins are skipped is said on the console once per build, whichever module's tests meet it first. */
class SkipNoticeTest {

    @TempDir
    Path root;

    @Test
    void theReasonIsSaidOncePerBuildAcrossModules() {
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(console, true, StandardCharsets.UTF_8);
        assertThat(new SkipNotice(root, Optional.of("build-1")).sayOnce("Docker is not available here", out)).isTrue();
        assertThat(new SkipNotice(root, Optional.of("build-1")).sayOnce("Docker is not available here", out)).as("the next module").isFalse();
        assertThat(console.toString(StandardCharsets.UTF_8)).containsOnlyOnce("twins on a Testcontainers broker are skipped: Docker is not"
                + " available here");
        assertThat(new SkipNotice(root, Optional.of("build-2")).sayOnce("Docker is not available here", out)).as("the next build").isTrue();
    }
}
