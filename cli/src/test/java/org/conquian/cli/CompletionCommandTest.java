package org.conquian.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code conquian completion}: the script, and the ids it asks the command for when Tab is pressed. */
class CompletionCommandTest {

    @TempDir
    Path data;

    @Test
    void theBashScriptCompletesSubcommandsOptionsAndProfilesAndAsksForIds() {
        Run run = Run.of("completion", "bash");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out())
                .contains("complete -F _complete_conquian -o default conquian")
                .contains("local commands=\"demo record audit replay simulate serve project export import broker rules keys completion\"")
                .contains("function _picocli_conquian_record_resume()")
                .contains("--first-dealer")
                .contains("local PROFILE_option_args=(\"anglo-40\" \"pagat-upcard\" \"mexicana\")")
                .contains("local MATCHFILE_pos_param_args=($(__conquian_candidates matches))")
                .contains("local MATCH_pos_param_args=($(__conquian_candidates resumable))")
                .contains("local PLAYER_option_args=($(__conquian_candidates players))")
                .contains("function __conquian_candidates()")
                .doesNotContain("\"$(__conquian_candidates");
    }

    @Test
    void zshGetsTheScriptThatRunsUnderBashcompinit() {
        Run run = Run.of("completion", "zsh");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("bashcompinit").contains("complete -F _complete_conquian");
    }

    @Test
    void anotherShellIsAUsageError() {
        Run run = Run.of("completion", "fish");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("no completion for 'fish': choose bash or zsh");
        assertThat(Run.of("completion").err()).contains("which shell? choose bash or zsh");
    }

    @Test
    void matchIdsComeFromTheEmbeddedLogTheLineNames() {
        assertThat(Run.of("simulate", "--matches", "2", "--seed", "4", "--data", data.toString()).exit()).isZero();
        assertThat(candidates("matches", "replay", "--data", data.toString(), "si").out().lines()).containsExactly("sim-4-1", "sim-4-2");
        assertThat(candidatesAt(1, "matches", "replay", "", "--data", data.toString()).out().lines()).containsExactly("sim-4-1", "sim-4-2");
        // bash splits --data=DIR at the '='
        assertThat(candidates("matches", "audit", "--data", "=", data.toString(), "--match", "").out().lines()).containsExactly("sim-4-1", "sim-4-2");
        assertThat(candidates("matches", "replay", "--data", data.resolve("none").toString(), "").out()).isEmpty();
    }

    /** record resume continues a match in progress: Tab offers no match that has ended. */
    @Test
    void recordResumeOffersTheMatchesInProgressOnly() {
        assertThat(Run.of("simulate", "--matches", "2", "--seed", "4", "--data", data.toString()).exit()).isZero();
        assertThat(Run.withInput("deal\nquit\n", "record", "new", "--players", "ana,ben", "--match", "open-1", "--data", data.toString()).exit()).isZero();
        assertThat(candidates("resumable", "record", "resume", "--data", data.toString(), "").out().lines()).containsExactly("open-1");
        assertThat(candidates("matches", "replay", "--data", data.toString(), "").out().lines()).containsExactly("open-1", "sim-4-1", "sim-4-2");
    }

    @Test
    void playerIdsComeFromTheMatchOnTheLineOrFromItsPlayers() {
        assertThat(Run.of("simulate", "--matches", "1", "--seed", "4", "--players", "ana,ben,cruz", "--rules", "mexicana",
                "--data", data.toString()).exit()).isZero();
        assertThat(candidates("players", "replay", "sim-4-1", "--data", data.toString(), "--as", "b").out().lines()).containsExactly("ana", "ben", "cruz");
        assertThat(candidates("players", "record", "new", "--players", "eva,fil", "--first-dealer", "").out().lines()).containsExactly("eva", "fil");
        assertThat(candidates("players", "replay", "no-such-match", "--data", data.toString(), "--as", "").out()).isEmpty();
    }

    /** What the script asks for when Tab is pressed on the last of these words (after {@code conquian}). */
    private static Run candidates(String kind, String... words) {
        return candidatesAt(words.length - 1, kind, words);
    }

    private static Run candidatesAt(int cursor, String kind, String... words) {
        String[] args = new String[words.length + 5];
        args[0] = "completion";
        args[1] = "candidates";
        args[2] = kind;
        args[3] = String.valueOf(cursor);
        args[4] = "--";
        System.arraycopy(words, 0, args, 5, words.length);
        Run run = Run.of(args);
        assertThat(run.exit()).as(run.err()).isZero();
        return run;
    }
}
