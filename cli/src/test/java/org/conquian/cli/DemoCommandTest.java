package org.conquian.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class DemoCommandTest {

    @TempDir
    Path directory;

    @Test
    void botsPlayAMatchThatIsRecordedAuditedAndShown() {
        Run run = Run.of("demo", "--seed", "3", "--match", "d1", "--data", directory.toString());
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("Recorded match d1 (seed 3)")
                .contains("d1  valid").contains("chained")
                .contains("The last deal, as it ended:")
                .contains("the match is over")
                .contains("conquian replay d1 --data " + directory);
        assertThat(run.out().split("Next: ", -1)).as("one line says what comes next").hasSize(2);
        assertThat(Files.exists(directory.resolve("d1.jsonl"))).isTrue();
    }
}
