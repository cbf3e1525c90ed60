package org.conquian.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.lang.reflect.Method;
import java.time.Clock;

/**
 * What a command reads and writes, and whether a person is there: commands never touch System.in or
 * System.out, so tests drive them with scripted input and captured output.
 *
 * @param terminal whether input and output are a terminal a person uses (prompts, keys, progress bars)
 * @param colour   whether to draw suit symbols and colour
 */
public record Io(InputStream in, PrintWriter out, PrintWriter err, boolean terminal, boolean colour, Clock clock) {

    /** The process's own streams; colour only on a terminal, and never with NO_COLOR set. */
    public static Io system() {
        boolean terminal = isTerminal();
        String term = System.getenv("TERM");
        boolean colour = terminal && System.getenv("NO_COLOR") == null && !"dumb".equals(term);
        return new Io(System.in, new PrintWriter(System.out, true), new PrintWriter(System.err, true), terminal, colour, Clock.systemUTC());
    }

    public Io withoutColour() {
        return new Io(in, out, err, terminal, false, clock);
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
