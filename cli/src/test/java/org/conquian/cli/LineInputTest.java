package org.conquian.cli;

import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Tab at the prompt, on a terminal: one candidate is completed; several are listed, and none is put in the line. */
class LineInputTest {

    /**
     * Keys typed on a terminal that stays open (a closed input would end the line before its keys are read), in
     * groups: after each group but the last, the screen is awaited (30 s at most) until it shows the words given, as a
     * person looks before typing on. Keys typed ahead are taken before the screen is drawn, and a listing is then
     * never drawn at all.
     */
    private static String typed(List<String> candidates, ByteArrayOutputStream screen, String... keysThenWords) throws Exception {
        PipedOutputStream keyboard = new PipedOutputStream();
        try (Terminal terminal = TerminalBuilder.builder().system(false).streams(new PipedInputStream(keyboard), screen)
                .type("xterm").size(new Size(100, 24)).build();
             LineInput.Edited input = new LineInput.Edited(terminal, line -> candidates)) {
            CompletableFuture<String> line = new CompletableFuture<>();
            Thread.ofPlatform().daemon().start(() -> {
                try {
                    line.complete(input.read("ana> "));
                } catch (Exception e) {
                    line.completeExceptionally(e);
                }
            });
            for (int i = 0; i < keysThenWords.length; i += 2) {
                keyboard.write(keysThenWords[i].getBytes(StandardCharsets.UTF_8));
                keyboard.flush();
                if (i + 1 < keysThenWords.length) {
                    awaitOnScreen(screen, keysThenWords[i + 1]);
                }
            }
            return line.get(30, TimeUnit.SECONDS);
        } finally {
            keyboard.close();
        }
    }

    private static void awaitOnScreen(ByteArrayOutputStream screen, String words) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!screen.toString(StandardCharsets.UTF_8).contains(words)) {
            assertThat(System.nanoTime()).as("the screen shows %s within 30 s: %s", words, screen).isLessThan(deadline);
            Thread.sleep(5);
        }
    }

    @Test
    void severalCandidatesAreListedAndNoneIsInserted() throws Exception {
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        List<String> unseen = List.of("2C", "3C", "4C", "5C", "6C", "7C", "JC", "QC", "KC", "AD", "2D", "3D", "4D", "5D", "6D", "7D", "JD", "QD",
                "KD", "AH", "2H", "3H", "4H", "5H", "6H", "7H", "JH", "QH", "KH", "AS", "2S", "3S", "4S", "5S");
        // Tab again, as one does when nothing seems to happen: still a listing, never the first card put in silently
        assertThat(typed(unseen, screen, "reveal \t", "5S", "\t\r")).isEqualTo("reveal ");
        assertThat(screen.toString(StandardCharsets.UTF_8)).contains("2C").contains("3C").contains("5S");
    }

    @Test
    void oneCandidateIsCompleted() throws Exception {
        assertThat(typed(List.of("7C"), new ByteArrayOutputStream(), "reveal \t\r")).isEqualTo("reveal 7C ");
    }
}
