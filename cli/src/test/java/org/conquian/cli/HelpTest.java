package org.conquian.cli;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Every command's --help teaches: what it does, its options and examples. */
class HelpTest {

    @ParameterizedTest(name = "{0} --help")
    @ValueSource(strings = {"", "demo", "record", "record new", "record resume", "audit", "replay", "simulate", "project", "export", "import", "broker",
            "completion"})
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

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"audit --bogus", "replay", "simulate --matchs 3"})
    void aUsageErrorIsOneLineAndWhereToLearnMoreNotTheWholeHelp(String command) {
        Run run = Run.of(command.split(" "));
        assertThat(run.err()).startsWith("conquian: ").contains("try: conquian " + command.split(" ")[0] + " --help")
                .doesNotContain("Usage:").doesNotContain("Examples:");
    }

    @ParameterizedTest(name = "{0} --help")
    @ValueSource(strings = {"", "demo", "record", "record new", "record resume", "audit", "replay", "simulate", "project", "export", "import",
            "broker", "rules"})
    void descriptionsWrapAtTheScreenNotMidSentence(String command) {
        String out = Run.of((command + " --help").trim().split(" ")).out();
        List<String> lines = out.substring(0, out.indexOf("Examples:")).lines().toList();
        int summary = 1;
        while (lines.get(summary).startsWith(" ")) {
            summary++;
        }
        assertThat(lines.get(summary)).as("the summary of %s", command).endsWith(".");
        assertThat(lines).allSatisfy(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(80));
    }
}
