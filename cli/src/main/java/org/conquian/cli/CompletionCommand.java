package org.conquian.cli;

import org.conquian.audit.LogLine;
import org.conquian.event.MatchStarted;
import org.conquian.rules.House;
import org.conquian.rules.Profile;
import org.conquian.log.file.FileEventLog;
import org.conquian.log.LogCursor;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code conquian completion bash|zsh}: the shell completion script. picocli writes it from the command's own
 * model (subcommands, options, profile names); match ids and player ids come from the embedded log when the
 * user presses Tab, through the hidden {@code completion candidates}.
 */
@Command(name = "completion",
        description = {
                "Prints the shell completion script for bash or zsh.",
                "",
                "It completes subcommands, options and profile names; and, from the embedded log (--data, or ./conquian-data), match ids and the players of a match.",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {
                "  conquian completion bash > ~/.local/share/bash-completion/completions/conquian",
                "      bash: for every new shell (or: source <(conquian completion bash))",
                "  conquian completion zsh > ~/.conquian-completion.zsh",
                "      zsh: then in ~/.zshrc: source ~/.conquian-completion.zsh",
                "",
                "The script completes the command named conquian, however it is run (./conquian,",
                "bin/conquian, on the PATH)."},
        subcommands = CompletionCommand.Candidates.class,
        mixinStandardHelpOptions = true)
public final class CompletionCommand implements Runnable {

    /** The shell function that asks the command for match and player ids; the script calls it where they are due. */
    private static final String CANDIDATES_FUNCTION = """

            # Match ids and player ids come from the embedded log, asked of the command being completed.
            function __conquian_candidates() {
              local self="${COMP_WORDS[0]/#\\~/$HOME}"
              "$self" completion candidates "$1" "$((COMP_CWORD - 1))" -- "${COMP_WORDS[@]:1}" 2>/dev/null
            }
            """;

    @ParentCommand
    ConquianCommand parent;

    @Spec
    CommandSpec spec;

    /** Optional to the parser only, so that the hidden {@code candidates} needs none. */
    @Parameters(paramLabel = "SHELL", arity = "0..1", completionCandidates = Shells.class, description = "bash or zsh.")
    String shell;

    @Override
    public void run() {
        if (shell == null) {
            throw new ParameterException(spec.commandLine(), "which shell? choose bash or zsh");
        }
        if (!List.of("bash", "zsh").contains(shell)) {
            throw new ParameterException(spec.commandLine(), "no completion for '" + shell + "': choose bash or zsh");
        }
        CommandLine root = spec.root().commandLine();
        String script = AutoComplete.bash(root.getCommandName(), root);
        // picocli quotes each candidate; the ids asked for are many words, one array element each
        for (String asked : List.of(Matches.ASKED, ResumableMatches.ASKED, Players.ASKED)) {
            script = script.replace("\"" + asked + "\"", asked);
        }
        int footer = script.lastIndexOf("\n# Define a completion specification");
        parent.io().out().print(script.substring(0, footer) + CANDIDATES_FUNCTION + script.substring(footer));
        parent.io().out().flush();
    }

    static final class Shells implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return List.of("bash", "zsh").iterator();
        }
    }

    /** The profiles this build plays, for {@code --rules}. */
    static final class Profiles implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Profile.ALL.stream().map(Profile::id).iterator();
        }
    }

    /** The house rules a table may declare with {@code --house}: the seed's variants, and each key with each of its values. */
    static final class HouseRules implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return House.declarations().iterator();
        }
    }

    /** Match ids of the embedded log named on the line: the script asks for them when Tab is pressed. */
    static final class Matches implements Iterable<String> {
        static final String ASKED = "$(__conquian_candidates matches)";

        @Override
        public Iterator<String> iterator() {
            return List.of(ASKED).iterator();
        }
    }

    /** The matches of the embedded log that have not ended, which {@code record resume} can continue. */
    static final class ResumableMatches implements Iterable<String> {
        static final String ASKED = "$(__conquian_candidates resumable)";

        @Override
        public Iterator<String> iterator() {
            return List.of(ASKED).iterator();
        }
    }

    /** The players of the match named on the line (or of its --players): the script asks for them when Tab is pressed. */
    static final class Players implements Iterable<String> {
        static final String ASKED = "$(__conquian_candidates players)";

        @Override
        public Iterator<String> iterator() {
            return List.of(ASKED).iterator();
        }
    }

    /**
     * {@code completion candidates matches|players CURSOR -- WORDS}: the ids for the script, one per line, from the
     * words of the line after the command's name; the one at CURSOR is being completed. Prints nothing when there
     * are none.
     */
    @Command(name = "candidates", hidden = true)
    static final class Candidates implements Runnable {

        @ParentCommand
        CompletionCommand completion;

        @Parameters(index = "0")
        String kind;

        @Parameters(index = "1")
        int cursor;

        @Parameters(index = "2..*", arity = "0..*")
        List<String> words = new ArrayList<>();

        @Override
        public void run() {
            Line line = Line.parse(completion.spec.root(), Line.around(words, cursor));
            List<String> ids = switch (kind) {
                case "matches" -> matches(line.data());
                case "resumable" -> resumable(line.data());
                case "players" -> line.players().isEmpty() ? line.match().map(match -> players(line.data(), match)).orElse(List.of()) : line.players();
                default -> List.of();
            };
            ids.forEach(completion.parent.io().out()::println);
            completion.parent.io().out().flush();
        }

        private static List<String> matches(Path data) {
            if (!Files.isDirectory(data)) {
                return List.of();
            }
            try (FileEventLog log = FileEventLog.open(data)) {
                return log.matches();
            } catch (IOException e) {
                return List.of();
            }
        }

        /** The matches that have not ended, as the log says; Tab answers at once, however long they are. */
        private static List<String> resumable(Path data) {
            if (!Files.isDirectory(data)) {
                return List.of();
            }
            List<String> going = new ArrayList<>();
            try (FileEventLog log = FileEventLog.open(data)) {
                for (String match : log.matches()) {
                    if (!ended(log, match)) {
                        going.add(match);
                    }
                }
            } catch (IOException e) {
                return List.of();
            }
            return going;
        }

        /** A match whose end cannot be read has not ended, as far as Tab can tell. */
        private static boolean ended(FileEventLog log, String match) {
            try {
                return log.ended(match);
            } catch (IOException | RuntimeException e) {
                return false;
            }
        }

        private static List<String> players(Path data, String match) {
            if (!Files.isDirectory(data)) {
                return List.of();
            }
            try (FileEventLog log = FileEventLog.open(data); LogCursor lines = log.read(match)) {
                while (lines.hasNext()) {
                    if (lines.next() instanceof LogLine.EventLine line && line.event() instanceof MatchStarted started) {
                        return started.players();
                    }
                }
                return List.of();
            } catch (IOException | RuntimeException e) {
                return List.of();
            }
        }
    }

    /** What the line being completed names: its embedded log, its match, its --players; read with the command's own model. */
    record Line(Path data, Optional<String> match, List<String> players) {

        /**
         * Walks the words as picocli's model reads them: subcommands, options with their values, positionals. (Its
         * parser stops at the first missing required parameter, and a line being completed often has one.)
         */
        static Line parse(CommandSpec root, List<String> words) {
            CommandSpec spec = root;
            Map<String, String> options = new HashMap<>();
            List<String> positionals = new ArrayList<>();
            List<String> said = rejoined(words);
            for (int i = 0; i < said.size(); i++) {
                String word = said.get(i);
                int equals = word.indexOf('=');
                String name = word.startsWith("-") && equals > 0 ? word.substring(0, equals) : word;
                OptionSpec option = word.startsWith("-") ? spec.findOption(name) : null;
                if (spec.subcommands().containsKey(word) && positionals.isEmpty()) {
                    spec = spec.subcommands().get(word).getCommandSpec();
                } else if (option != null && option.arity().max() > 0) {
                    String value = equals > 0 ? word.substring(equals + 1) : i + 1 < said.size() ? said.get(++i) : "";
                    options.put(option.longestName(), value);
                } else if (!word.startsWith("-")) {
                    positionals.add(word);
                }
            }
            String match = options.getOrDefault("--match", positionals.isEmpty() ? null : positionals.getFirst());
            List<String> players = options.containsKey("--players") ? List.of(options.get("--players").split(",")) : List.of();
            return new Line(Path.of(options.getOrDefault("--data", "conquian-data")), Optional.ofNullable(match).filter(id -> !id.endsWith(".jsonl")), players);
        }

        /**
         * The words the line says something with: the one being completed is left out, and so is the option whose
         * value it is, which has no value yet.
         */
        static List<String> around(List<String> words, int cursor) {
            List<String> said = new ArrayList<>(words);
            if (cursor >= 0 && cursor < said.size()) {
                said.remove(cursor);
            }
            int option = Math.min(cursor, said.size()) - 1;
            if (option >= 0 && said.get(option).startsWith("-") && !said.get(option).contains("=")) {
                said.remove(option);
            }
            return said;
        }

        /** bash splits {@code --data=DIR} into three words at the {@code =}; the parser wants one. */
        private static List<String> rejoined(List<String> words) {
            List<String> joined = new ArrayList<>();
            for (int i = 0; i < words.size(); i++) {
                if (words.get(i).equals("=") && !joined.isEmpty()) {
                    String option = joined.removeLast();
                    joined.add(option + "=" + (i + 1 < words.size() ? words.get(++i) : ""));
                } else {
                    joined.add(words.get(i));
                }
            }
            return joined;
        }
    }
}
