package org.conquian.cli;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/** Every command's --help teaches: what it does, its options and examples. */
class HelpTest {

    @ParameterizedTest(name = "{0} --help")
    @ValueSource(strings = {"", "demo", "record", "record new", "record resume", "audit", "replay", "simulate", "project", "export", "import", "broker"})
    void everyCommandHasHelpWithExamples(String command) {
        String[] args = (command + " --help").trim().split(" ");
        Run run = Run.of(args);
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("Usage: conquian").contains("Examples:");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"frobnicate", "audit --bogus"})
    void mistakesOfUsageExitTwoWithoutAStackTrace(String command) {
        Run run = Run.of(command.split(" "));
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).doesNotContain("Exception").doesNotContain("\tat ");
    }
}
