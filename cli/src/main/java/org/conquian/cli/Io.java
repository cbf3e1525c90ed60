package org.conquian.cli;

import org.conquian.log.EventLog;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Optional;

/**
 * What a command reads and writes, and whether a person is there: commands never touch System.in or
 * System.out, so tests drive them with scripted input and captured output.
 *
 * @param terminal    whether input and output are a terminal a person uses (prompts, keys)
 * @param errTerminal whether the error stream is a terminal, where progress is drawn whatever the output is
 * @param colour      whether to draw suit symbols and colour
 */
public record Io(InputStream in, PrintWriter out, PrintWriter err, boolean terminal, boolean errTerminal, boolean colour, Clock clock) {

    private static final DateTimeFormatter MATCH_ID_TIME = DateTimeFormatter.ofPattern("uuuuMMdd-HHmmss").withZone(ZoneOffset.UTC);

    /** The process's own streams; colour only on a terminal, and never with NO_COLOR set. */
    public static Io system() {
        boolean terminal = isTerminal();
        String term = System.getenv("TERM");
        boolean colour = terminal && System.getenv("NO_COLOR") == null && !"dumb".equals(term);
        return new Io(System.in, new PrintWriter(System.out, true), new PrintWriter(System.err, true), terminal,
                isTerminal(Path.of("/proc/self/fd/2")).orElse(terminal), colour, Clock.systemUTC());
    }

    /**
     * A match id for when the user gives none: the prefix, then the date and time, e.g. {@code demo-20261129-180000}; with
     * a count after it ({@code demo-20261129-180000-2}) when the log holds that match already, as a second match begun in
     * the same second would.
     */
    public String matchIdNow(String prefix, EventLog log) throws IOException {
        String now = prefix + "-" + MATCH_ID_TIME.format(clock.instant());
        String id = now;
        for (int count = 2; log.exists(id); count++) {
            id = now + "-" + count;
        }
        return id;
    }

    /** Whether a file descriptor, seen through /proc, is a terminal; empty where there is no /proc to ask. */
    private static Optional<Boolean> isTerminal(Path descriptor) {
        try {
            String target = Files.readSymbolicLink(descriptor).toString();
            return Optional.of(target.startsWith("/dev/pts/") || target.startsWith("/dev/tty"));
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return Optional.empty();
        }
    }

    /**
     * Whether the process talks to a terminal. From JDK 22 {@code System.console()} is there even when
     * redirected, and {@code Console.isTerminal()} tells; before, the console is there only on a terminal.
     */
    private static boolean isTerminal() {
        java.io.Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            Method isTerminal = java.io.Console.class.getMethod("isTerminal");
            return (Boolean) isTerminal.invoke(console);
        } catch (ReflectiveOperationException e) {
            return true;
        }
    }
}
