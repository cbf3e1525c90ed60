package org.conquian.cli;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The newcomer's path: every session the README shows at the prompt ({@code $ ./conquian record new ...}) is typed
 * into the prompt's input as it stands, and must record what the README says: each move taken, each line the README
 * shows printed, and a log the audit passes.
 */
class ReadmeTranscriptsTest {

    private static final Path README = Path.of("..", "README.md");

    /** {@code ana> take 6H 4H-5H-6H   a comment}, {@code ana gives (one of ...)> QS}, and the prompt left empty: {@code ana>}. */
    private static final Pattern PROMPT = Pattern.compile("^(?:[A-Za-z0-9._-]+|.*\\))>(?: (.*))?$");
    private static final Pattern QUESTION = Pattern.compile("^.*\\[y/N] (\\S*)$");

    @TempDir
    Path directory;

    /** One session of the README: its command, what is typed, and what it shows printed. */
    private record Session(String command, List<String> typed, List<String> shown) {
    }

    @TestFactory
    Stream<DynamicTest> everySessionOfTheReadmeRecordsWhatItSays() throws IOException {
        List<Session> sessions = sessions(Files.readAllLines(README));
        assertThat(sessions).as("the README's sessions: each profile, a concealed deal, and a call with its ruling").hasSize(5);
        return sessions.stream().map(session -> DynamicTest.dynamicTest(session.command(), () -> replay(session, sessions.indexOf(session))));
    }

    private void replay(Session session, int number) throws IOException {
        List<String> args = new ArrayList<>(Arrays.asList(session.command().substring("$ ./conquian ".length()).split("\\s+")));
        String match = "readme-" + number;
        args.addAll(List.of("--match", match, "--data", directory.toString()));
        Run run = Run.withInput(String.join("\n", session.typed()) + "\nquit\n", args.toArray(String[]::new));
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).doesNotContain("Not a move").doesNotContain("Say one card").doesNotContain("Answer y or n")
                .contains("Match " + match + " is left in progress");
        if (session.shown().stream().noneMatch(line -> line.startsWith("Refused"))) {
            // a session refuses nothing it does not show refused
            assertThat(run.out()).doesNotContain("Refused");
        } else {
            assertThat(run.out().split("Refused", -1)).hasSize(1 + (int) session.shown().stream().filter(line -> line.startsWith("Refused")).count());
        }
        for (String line : session.shown()) {
            assertThat(run.out()).as("the README shows: " + line).contains(line);
        }
        Run audit = Run.of("audit", directory.resolve(match + ".jsonl").toString());
        assertThat(audit.exit()).as(audit.out()).isZero();
        assertThat(audit.out()).contains(match + "  in-progress");
    }

    private static List<Session> sessions(List<String> readme) {
        List<Session> sessions = new ArrayList<>();
        for (int i = 0; i < readme.size(); i++) {
            if (!readme.get(i).startsWith("$ ./conquian record new ") || i == 0 || !readme.get(i - 1).equals("```")) {
                continue;
            }
            List<String> typed = new ArrayList<>();
            List<String> shown = new ArrayList<>();
            for (int j = i + 1; !readme.get(j).equals("```"); j++) {
                String line = readme.get(j);
                Matcher prompt = PROMPT.matcher(line);
                Matcher question = QUESTION.matcher(line);
                if (question.matches()) {
                    typed.add(question.group(1));
                } else if (prompt.matches()) {
                    // what follows two spaces or more is the README's comment
                    typed.add(prompt.group(1) == null ? "" : prompt.group(1).split("\\s{2,}")[0].strip());
                } else {
                    shown.add(line);
                }
            }
            sessions.add(new Session(readme.get(i), typed, shown));
        }
        return sessions;
    }
}
