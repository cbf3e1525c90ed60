package org.conquian.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import picocli.CommandLine;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

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
            "broker", "rules", "serve"})
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

    /** Picocli wraps a line wider than the screen at its 80th column, so a wider example would break mid-command. */
    @Test
    void everyExampleFitsOnItsLineAndEveryOptionIsShownOnce() {
        CommandLine top = Main.commandLine(new Io(InputStream.nullInputStream(), new PrintWriter(new StringWriter()),
                new PrintWriter(new StringWriter()), false, false, false, Run.CLOCK));
        List<CommandLine> commands = new ArrayList<>(List.of(top));
        for (int i = 0; i < commands.size(); i++) {
            CommandLine command = commands.get(i);
            commands.addAll(command.getSubcommands().values());
            for (String line : command.getCommandSpec().usageMessage().footer()) {
                assertThat(line.length()).as("%s: %s", command.getCommandName(), line).isLessThanOrEqualTo(80);
            }
            // an option is named once in the usage line: not `--players=A,B [--players=A,B]...`
            String synopsis = command.getHelp().synopsis(0);
            for (CommandLine.Model.OptionSpec option : command.getCommandSpec().options()) {
                assertThat(Pattern.compile(Pattern.quote(option.longestName()) + "(?![\\w-])").matcher(synopsis).results().count())
                        .as("%s: %s in %s", command.getCommandName(), option.longestName(), synopsis).isLessThanOrEqualTo(1);
            }
        }
    }

    @Test
    void theVersionNamesEveryProfile() {
        assertThat(Run.of("-V").out()).contains("profiles anglo-40, pagat-upcard, mexicana");
    }

    @Test
    void mistakesInTheRulesOptionsAreMistakesOfUsage() {
        Run bogus = Run.of("record", "new", "--players", "ana,ben", "--rules", "bogus");
        assertThat(bogus.exit()).isEqualTo(2);
        assertThat(bogus.err()).contains("rule profile bogus is not one this build plays").contains("try: conquian record new --help");
        Run deck = Run.of("simulate", "--rules", "pagat-upcard", "--deck", "44");
        assertThat(deck.err()).contains("44").contains("try: conquian simulate --help");
        Run three = Run.of("record", "new", "--players", "ana,ben,cruz");
        assertThat(three.err()).contains("three play mexicana: add --rules mexicana").contains("try: conquian record new --help");
    }

    /** A command line names its subcommand first: only that one is read into picocli's model, which is most of a start. */
    @Test
    void onlyTheSubcommandNamedIsRegisteredAndEveryOneWhenNoneIs() {
        Io io = new Io(InputStream.nullInputStream(), new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), false, false, false,
                Run.CLOCK);
        assertThat(Main.commandLine(io, "audit", "club.jsonl").getSubcommands()).containsOnlyKeys("audit");
        assertThat(Main.commandLine(io, "--version").getSubcommands()).isEmpty();
        assertThat(Main.commandLine(io, "--help").getSubcommands()).hasSize(ConquianCommand.SUBCOMMANDS.size());
        assertThat(Main.commandLine(io, "completion", "bash").getSubcommands()).hasSize(ConquianCommand.SUBCOMMANDS.size());
        Run mistyped = Run.of("audti", "club.jsonl");
        assertThat(mistyped.exit()).isEqualTo(2);
        assertThat(mistyped.err()).contains("did you mean: audit");
    }
}
