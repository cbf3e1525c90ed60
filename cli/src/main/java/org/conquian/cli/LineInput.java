package org.conquian.cli;

import org.jline.reader.Candidate;
import org.jline.reader.Completer;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Function;

/** Lines typed at the recorder's prompt: with line editing, history and completion on a terminal, plain otherwise. */
interface LineInput extends AutoCloseable {

    /** The next line, or null at the end of input; Ctrl-C on a terminal throws {@link Interrupted}. */
    String read(String prompt) throws IOException;

    @Override
    void close() throws IOException;

    /** Ctrl-C at the prompt. */
    final class Interrupted extends RuntimeException {
        Interrupted() {
            super("interrupted", null, false, false);
        }
    }

    /** @param completions the words to offer for the line typed so far */
    static LineInput of(Io io, Function<String, List<String>> completions) throws IOException {
        return io.terminal() ? new Edited(completions) : new Plain(io);
    }

    /** JLine on the system terminal. */
    final class Edited implements LineInput {
        private final Terminal terminal;
        private final LineReader reader;

        Edited(Function<String, List<String>> completions) throws IOException {
            this(TerminalBuilder.builder().system(true).build(), completions);
        }

        Edited(Terminal terminal, Function<String, List<String>> completions) {
            this.terminal = terminal;
            Completer completer = (reader, line, candidates) -> completions.apply(line.line().substring(0, line.cursor()))
                    .forEach(word -> candidates.add(new Candidate(word)));
            // Tab completes what only one candidate can be; where several can, it lists them and inserts none of them
            reader = LineReaderBuilder.builder().terminal(terminal).completer(completer)
                    .option(LineReader.Option.AUTO_MENU, false).option(LineReader.Option.AUTO_LIST, true).build();
        }

        @Override
        public String read(String prompt) {
            try {
                return reader.readLine(prompt);
            } catch (UserInterruptException e) {
                throw new Interrupted();
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
