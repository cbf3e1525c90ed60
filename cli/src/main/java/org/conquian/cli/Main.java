package org.conquian.cli;

import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;

/** The {@code conquian} command. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(Io.system(), args));
    }

    /** Runs the command line; every user-facing error is a message and an exit status, never a stack trace. */
    public static int run(Io io, String... args) {
        CommandLine commandLine = commandLine(io);
        try {
            return commandLine.execute(args);
        } finally {
            // what was printed without a line end (the rule book ends without one) is still buffered
            io.out().flush();
            io.err().flush();
        }
    }

    static CommandLine commandLine(Io io) {
        CommandLine commandLine = new CommandLine(new ConquianCommand(io));
        commandLine.setOut(io.out());
        commandLine.setErr(io.err());
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        commandLine.setUsageHelpAutoWidth(true);
        commandLine.setParameterExceptionHandler((exception, arguments) -> {
            CommandLine failed = exception.getCommandLine();
            PrintWriter err = failed.getErr();
            err.println("conquian: " + exception.getMessage());
            if (exception instanceof CommandLine.UnmatchedArgumentException unmatched && !unmatched.getSuggestions().isEmpty()) {
                err.println("did you mean: " + String.join(", ", unmatched.getSuggestions()) + "?");
            }
            err.println("try: " + failed.getCommandSpec().qualifiedName() + " --help");
            err.flush();
            return ExitCode.USAGE;
        });
        commandLine.setExecutionExceptionHandler((exception, line, parseResult) -> {
            line.getErr().println("conquian: " + message(exception));
            if (System.getenv("CONQUIAN_DEBUG") != null) {
                exception.printStackTrace(line.getErr());
            }
            line.getErr().flush();
            return exception instanceof InterruptedException ? ExitCode.INTERRUPTED : ExitCode.UNREADABLE;
        });
        return commandLine;
    }

    static String message(Exception exception) {
        Throwable cause = exception instanceof UncheckedIOException unchecked ? unchecked.getCause() : exception;
        if (cause instanceof java.nio.file.NoSuchFileException missing) {
            return missing.getFile() + ": " + (missing.getReason() != null ? missing.getReason() : "no such file");
        }
        if (cause instanceof java.nio.file.AccessDeniedException denied) {
            return denied.getFile() + ": permission denied";
        }
        if (cause instanceof IOException && cause.getMessage() != null) {
            return cause.getMessage();
        }
        return cause.getMessage() != null ? cause.getMessage() : cause.toString();
    }
}
