package org.conquian.cli;

import org.conquian.log.file.FileEventLog;
import org.conquian.recorder.Packs;
import org.conquian.recorder.LiveMatch;
import org.conquian.recorder.Recorder;
import org.conquian.replay.Style;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The prompt driven through its line input, as a terminal would. */
class PromptTest {

    @TempDir
    Path directory;

    @Test
    void ctrlCLeavesTheMatchInProgressWithTheStatusOfAnInterrupt() throws Exception {
        StringWriter out = new StringWriter();
        Io io = new Io(InputStream.nullInputStream(), new PrintWriter(out, true), new PrintWriter(new StringWriter(), true), false, false, false,
                Clock.systemUTC());
        LineInput ctrlC = new LineInput() {
            @Override
            public String read(String prompt) {
                throw new LineInput.Interrupted();
            }

            @Override
            public void close() {
                // nothing to release
            }
        };
        try (FileEventLog log = FileEventLog.open(directory);
             LiveMatch match = new Recorder(log, Clock.systemUTC()).start("c1", List.of("ana", "ben"), "ben", Packs.seeded(5))) {
            assertThat(new Prompt(io, match, Style.PLAIN, " --data " + directory).run(ctrlC)).isEqualTo(ExitCode.INTERRUPTED);
        }
        assertThat(out.toString()).contains("Match c1 is left in progress; continue it with: conquian record resume c1 --data " + directory);
    }

    /** At a concealed deal's end the prompt says that it waits for the hands, not whose turn it is. */
    @Test
    void atAConcealedDealsEndThePromptWaitsForTheHands() throws java.io.IOException {
        Path simulated = directory.resolve("table.jsonl");
        assertThat(Run.of("simulate", "--matches", "1", "--seed", "4", "--concealed", "--prefix", "t", "--out", simulated.toString()).exit()).isZero();
        List<String> lines = java.nio.file.Files.readAllLines(simulated);
        int ended = 0;
        while (!lines.get(ended).contains("\"type\":\"DealEnded\"")) {
            ended++;
        }
        Path cut = java.nio.file.Files.write(directory.resolve("cut.jsonl"), lines.subList(0, ended + 1));
        Path data = directory.resolve("data");
        assertThat(Run.of("import", cut.toString(), "--data", data.toString()).exit()).isZero();
        Run resumed = Run.withInput("quit\n", "record", "resume", "t-4-1", "--data", data.toString());
        assertThat(resumed.out()).contains("hands of deal 1 (show or skip)> ");
    }
}
