package org.conquian.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.contract.StrictJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Calls and rulings at the prompt: a refusal offers the call that records the move as played, a call waits for the
 * director at {@code ruling>}, the ruling and its appeal are one append, bad input is refused with its rule and writes
 * nothing, and {@code record resume} comes back to a waiting call.
 */
class PromptRulingsTest {

    /** Seed 84, as the README's session: ana has laid out 4C-5C-6C JD-JH-JS and discarded 2D, open to ben (seq 6). */
    private static final String TO_SEQ_6 = "deal\nreveal\ntake 5C 4C-5C-6C JD-JH-JS\ndiscard 2D\n";

    @TempDir
    Path directory;

    private Run record(String input) {
        return Run.withInput(input, "record", "new", "--players", "ana,ben", "--first-dealer", "ben", "--seed", "84", "--match", "r1",
                "--data", directory.toString());
    }

    private List<String> log() throws IOException {
        return Files.readAllLines(directory.resolve("r1.jsonl"));
    }

    private JsonNode audit() throws IOException {
        Run audit = Run.of("audit", directory.resolve("r1.jsonl").toString(), "--json");
        return StrictJson.MAPPER.readTree(audit.out().lines().findFirst().orElseThrow());
    }

    @Test
    void aRefusedMoveIsCalledAsPlayedRuledOnAndAppealedAndTheMatchAuditsWithItsRulingsCounted() throws IOException {
        Run run = record(TO_SEQ_6 + """
                take 2D 2C-2D-5S
                call ben take 2D 2C-2D-5S by ana -- ben laid out 2C 2D 5S
                dora rectify -- R-MELD: a meld is a set or a run. The take is withdrawn.

                reject
                call ana R-STOCK by ben -- ana looked at the next stock card
                dora award ben -- ana saw the stock: deal 1 to ben.
                appeal ana ed void -- neither player could know the card
                deal
                quit
                """);
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out())
                .contains("Refused, R-MELD: ben's meld 2C 2D 5S is neither a set nor a run. Nothing was recorded.")
                .contains("If it was played so at the table: call ben take 2D 2C-2D-5S\n")
                .contains("Called (seq 7): ben's take of 2D breaks R-MELD. Play waits for the director's ruling.")
                .contains("the call of seq 7 waits for the director's ruling: DIRECTOR rectify · DIRECTOR void · DIRECTOR award PLAYER [-- TEXT]")
                .contains("ruling> ")
                .contains("Appeal? (Enter: none; or appeal PLAYER DIRECTOR DECISION [-- TEXT])> ")
                .contains("Recorded (seq 8): dora rules rectify: \"R-MELD: a meld is a set or a run. The take is withdrawn.\" 2D is open to ben to take or reject.")
                .contains("Called (seq 11): an irregularity by ana, without a move, citing R-STOCK.")
                .contains("Recorded (seq 12-14): dora rules award-deal to ben: \"ana saw the stock: deal 1 to ben.\"; ana appeals; ed decides void-deal: "
                        + "\"neither player could know the card\"; deal 1 is void.")
                .contains("Recorded ben deals deal 2 (up to seq 15).");
        assertThat(log()).hasSize(15);
        assertThat(log().get(6)).contains("\"type\":\"IrregularityCalled\"", "\"move\":{\"card\":\"2D\",\"melds\":[[\"2C\",\"2D\",\"5S\"]],"
                + "\"op\":\"take\",\"player\":\"ben\"}", "\"rule\":\"R-MELD\"", "\"calledBy\":\"ana\"", "\"note\":\"ben laid out 2C 2D 5S\"");
        JsonNode verdict = audit();
        assertThat(verdict.get("verdict").textValue()).isEqualTo("in-progress");
        assertThat(verdict.get("rulings").intValue()).isEqualTo(2);
        assertThat(verdict.get("callsWithoutMove").intValue()).isEqualTo(1);
        assertThat(verdict.get("appeals").intValue()).isEqualTo(1);
        assertThat(verdict.get("dealsVoided").intValue()).isEqualTo(1);
        assertThat(verdict.get("dealsAwarded").intValue()).isZero();
    }

    @Test
    void badInputIsRefusedWithItsRuleAndNothingIsWritten() throws IOException {
        Run run = record(TO_SEQ_6 + """
                dora rectify
                call ben reject
                call ben take 2D 2C-2D-5S R-TAKE
                call zoe R-STOCK
                call ben take 2D
                reject
                ben reject
                deal
                call ana R-STOCK
                ben rectify
                dora none
                dora award zoe
                dora award ana
                appeal ed ed void
                appeal ana ben void
                appeal ana ed none
                quit
                """);
        assertThat(run.exit()).as(run.err()).isZero();
        String out = run.out();
        assertThat(out).contains("Refused, R-RULING: no call waits for a ruling")
                .contains("Refused, R-RULING: ben's rejection of 2D is legal here: record it as a move")
                .contains("Refused, R-RULING: the move breaks R-MELD, the call names R-TAKE")
                .contains("Refused, R-RULING: the call names zoe, who is not a player of this match")
                .contains("Called (seq 7): ben's take of 2D breaks R-TAKE.")
                .contains("Refused, R-RULING: the call of seq 7 (ben's take of 2D) waits for the director: only the ruling on it may be recorded now")
                .contains("Refused, R-RULING: the director ben is a player of this match")
                .contains("Refused, R-RULING: no-irregularity does not fit a called move")
                .contains("Refused, R-RULING: the deal is awarded to zoe, who is not a player of this match")
                .contains("Refused, R-RULING: the appellant ed is not a player of this match")
                .contains("Refused, R-RULING: the director of the appeal ben is a player of this match")
                .contains("Match r1 is left in progress");
        // the waiting call's refusals: a reject, a named reject, a deal, a second call
        assertThat(out.split("waits for the director: only the ruling on it may be recorded now", -1)).hasSize(5);
        // a refused move is offered as a call only where a call can be recorded: not while one waits
        assertThat(out.substring(out.indexOf("Called (seq 7)"))).doesNotContain("If it was played so");
        assertThat(log()).hasSize(7);
    }

    @Test
    void aMatchLeftWhileACallWaitsIsResumedAtTheRuling() throws IOException {
        record(TO_SEQ_6 + "call ben R-DEAL -- ben holds 11 cards\nquit\n");
        assertThat(log()).hasSize(7);
        Run resumed = Run.withInput("dora none -- ben holds 10\n\nreject\nquit\n", "record", "resume", "r1", "--data", directory.toString());
        assertThat(resumed.exit()).as(resumed.err()).isZero();
        assertThat(resumed.out()).contains("the call of seq 7 waits for the director's ruling: DIRECTOR rectify · DIRECTOR void · "
                        + "DIRECTOR award PLAYER · DIRECTOR none [-- TEXT]")
                .contains("ruling> ")
                .contains("Recorded (seq 8): dora rules no-irregularity: \"ben holds 10\". 2D is open to ben to take or reject.")
                .contains("Recorded ben rejects 2D; ben reveals 7C (up to seq 10).");
        assertThat(audit().get("callsWithoutMove").intValue()).isEqualTo(1);
    }

    @Test
    void anAwardThatDecidesTheMatchEndsIt() throws IOException {
        Run run = Run.withInput("deal\ncall ana R-STOCK\ndora award ana\n\n", "record", "new", "--players", "ana,ben", "--first-dealer",
                "ben", "--seed", "84", "--match", "r1", "--target-wins", "1", "--rules", "pagat-upcard", "--data", directory.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("Match r1 is over and recorded.");
        JsonNode verdict = audit();
        assertThat(verdict.get("verdict").textValue()).isEqualTo("valid");
        assertThat(verdict.get("dealsAwarded").intValue()).isEqualTo(1);
    }
}
