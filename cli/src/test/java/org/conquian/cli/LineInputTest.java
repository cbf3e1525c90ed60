package org.conquian.cli;

import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Tab at the prompt, on a terminal: one candidate is completed; several are listed, and none is put in the line. */
class LineInputTest {

    /** The keys typed on a terminal that stays open (a closed input would end the line before its keys are read). */
    private static String typed(String keys, List<String> candidates, ByteArrayOutputStream screen) throws IOException {
        PipedOutputStream keyboard = new PipedOutputStream();
        try (Terminal terminal = TerminalBuilder.builder().system(false).streams(new PipedInputStream(keyboard), screen)
                .type("xterm").size(new Size(100, 24)).build();
             LineInput.Edited input = new LineInput.Edited(terminal, line -> candidates)) {
            keyboard.write(keys.getBytes(StandardCharsets.UTF_8));
            keyboard.flush();
            return input.read("ana> ");
        } finally {
            keyboard.close();
        }
    }

    @Test
    void severalCandidatesAreListedAndNoneIsInserted() throws IOException {
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        List<String> unseen = List.of("2C", "3C", "4C", "5C", "6C", "7C", "JC", "QC", "KC", "AD", "2D", "3D", "4D", "5D", "6D", "7D", "JD", "QD",
                "KD", "AH", "2H", "3H", "4H", "5H", "6H", "7H", "JH", "QH", "KH", "AS", "2S", "3S", "4S", "5S");
        // Tab again, as one does when nothing seems to happen: still a listing, never the first card put in silently
        assertThat(typed("reveal \t\t\r", unseen, screen)).isEqualTo("reveal ");
        assertThat(screen.toString(StandardCharsets.UTF_8)).contains("2C").contains("3C").contains("5S");
    }

    @Test
    void oneCandidateIsCompleted() throws IOException {
        assertThat(typed("reveal \t\r", List.of("7C"), new ByteArrayOutputStream())).isEqualTo("reveal 7C ");
    }
}
