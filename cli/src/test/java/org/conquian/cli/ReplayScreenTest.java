package org.conquian.cli;

import org.conquian.contract.LogReader;
import org.conquian.replay.Replay;
import org.conquian.replay.Style;
import org.conquian.replay.TableView;
import org.conquian.testkit.Scripted;
import org.conquian.view.Viewer;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.DumbTerminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The interactive replay, driven by scripted key presses on a terminal made of streams. */
class ReplayScreenTest {

    @TempDir
    Path directory;

    private String press(String keys) throws Exception {
        Path log = Logs.write(directory.resolve("club-7.jsonl"), "club-7", Scripted.match());
        Replay replay;
        try (LogReader reader = new LogReader(Files.newInputStream(log))) {
            replay = Replay.of("club-7", reader);
        }
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        // The keys wait in an open pipe, as typed keys do: the end of input would end the replay early.
        PipedOutputStream typing = new PipedOutputStream();
        PipedInputStream keyboard = new PipedInputStream(typing, 1 << 12);
        typing.write(keys.getBytes(StandardCharsets.UTF_8));
        typing.flush();
        try (Terminal terminal = new DumbTerminal("test", "xterm", keyboard, screen, StandardCharsets.UTF_8)) {
            new ReplayScreen(replay, new TableView(Style.PLAIN, Viewer.OFFICIALS)).run(terminal, 0);
        } finally {
            typing.close();
        }
        return screen.toString(StandardCharsets.UTF_8);
    }

    @Test
    void keysStepForwardBackAndByDeal() throws Exception {
        String screen = press("nn\u001B[Cpdq");
        assertThat(screen).contains("event 0 of 107").contains("event 1 of 107").contains("event 2 of 107")
                .contains("event 3 of 107").contains("seq 2: ben deals deal 1").contains("ana reveals QS");
        assertThat(screen).contains("event 16 of 107").contains("seq 16: ana deals deal 2");
    }

    @Test
    void goToASeqAndToTheEnd() throws Exception {
        String screen = press("g14\r>q");
        assertThat(screen).contains("go to seq: 14").contains("seq 14: ana takes JC and lays").contains("event 107 of 107")
                .contains("the match is over");
    }

    @Test
    void aMatchWithoutFaultSaysSo() throws Exception {
        assertThat(press("fq")).contains("this match has no fault");
    }

    @Test
    void aSeqThatIsNoNumberIsSaidSoAndZeroIsTheStart() throws Exception {
        String screen = press("g14\rgabc\rg0\rq");
        assertThat(screen).contains("'abc' is not a seq: type its number (0 for the start), then Enter");
        assertThat(screen.substring(screen.lastIndexOf("go to seq: 0"))).contains("event 0 of 107");
    }

    /** Before its first event the table is not empty: it says the match has not started yet, at the seats it will start at. */
    @Test
    void atTheStartTheTableSaysTheMatchHasNotStartedAndWhoWillPlay() throws Exception {
        String start = press("q");
        assertThat(start).contains("event 0 of 107").contains("Match club-7 | not started\r\n\r\nSeats | in order of play\r\n"
                + "  ana\r\n  ben (deals first)\r\n\r\n  centre  the match has not started yet: ben deals first\r\n\r\nNext: the match to start");
        String back = press("n<q");
        assertThat(back.substring(back.lastIndexOf("Match club-7"))).contains("the match has not started yet: ben deals first").contains("event 0 of 107");
    }

    @Test
    void withoutSymbolsTheFooterIsPlainText() throws Exception {
        String screen = press("q");
        assertThat(screen).contains("event 0 of 107 | n next | p back | d deal").doesNotContain("→").doesNotContain("·");
    }
}
