package org.conquian.cli;

import org.conquian.card.CardSet;
import org.conquian.card.Card;
import org.conquian.recorder.Notation;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.reader.impl.completer.StringsCompleter;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Lines typed at the recorder's prompt: with line editing, history and completion on a terminal, plain otherwise. */
interface LineInput extends AutoCloseable {

    /** The next line, or null at the end of input. */
    String read(String prompt) throws IOException;

    @Override
    void close() throws IOException;

    /** Words the prompt completes: its moves and commands, and every card code. */
    List<String> WORDS = words();

    private static List<String> words() {
        List<String> words = new ArrayList<>(Notation.VERBS);
        words.addAll(List.of("moves", "table", "help", "quit"));
        for (Card card : CardSet.PACK) {
            words.add(card.code());
        }
        return List.copyOf(words);
    }

    static LineInput of(Io io) throws IOException {
        return io.terminal() ? new Edited() : new Plain(io);
    }

    /** JLine on the system terminal. */
    final class Edited implements LineInput {
        private final Terminal terminal;
        private final LineReader reader;

        Edited() throws IOException {
            terminal = TerminalBuilder.builder().system(true).build();
            reader = LineReaderBuilder.builder().terminal(terminal).completer(new StringsCompleter(WORDS)).build();
        }

        @Override
        public String read(String prompt) {
            try {
                return reader.readLine(prompt);
            } catch (UserInterruptException e) {
                return "quit";
            } catch (EndOfFileException e) {
                return null;
            }
        }

        @Override
        public void close() throws IOException {
            terminal.close();
        }
    }

    /** Lines from a pipe or a script: the prompt is written, so a transcript reads like a session. */
    final class Plain implements LineInput {
        private final BufferedReader in;
        private final PrintWriter out;

        Plain(Io io) {
            in = new BufferedReader(new InputStreamReader(io.in(), StandardCharsets.UTF_8));
            out = io.out();
        }

        @Override
        public String read(String prompt) throws IOException {
            out.print(prompt);
            out.flush();
            String line = in.readLine();
            if (line != null) {
                out.println(line);
            }
            return line;
        }

        @Override
        public void close() {
            // the process's input is not ours to close
        }
    }
}
