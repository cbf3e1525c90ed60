package org.conquian.cli;

import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/** The {@code conquian} command. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(Io.system(), args));
    }

    /** Runs the command line; every user-facing error is a message and an exit status, never a stack trace. */
    public static int run(Io io, String... args) {
        CommandLine commandLine = commandLine(io, args);
        try {
            return commandLine.execute(args);
        } finally {
            // what was printed without a line end (the rule book ends without one) is still buffered
            io.out().flush();
            io.err().flush();
        }
    }

    /** The whole command line, every subcommand registered. */
    static CommandLine commandLine(Io io) {
        return commandLine(io, new String[0]);
    }

    /**
     * The command line for these arguments: only the subcommand they name (`--version` none), else every one, as
     * the top's help, a mistyped name's suggestions and the shell completion need them all.
     */
    static CommandLine commandLine(Io io, String... args) {
        CommandLine commandLine = new CommandLine(new ConquianCommand(io));
        String first = args.length > 0 ? args[0] : "";
        if (first.equals("--version") || first.equals("-V")) {
            return configured(commandLine, io);
        }
        for (Class<?> command : ConquianCommand.SUBCOMMANDS) {
            if (command != CompletionCommand.class && command.getAnnotation(CommandLine.Command.class).name().equals(first)) {
                return configured(commandLine.addSubcommand(command), io);
            }
        }
        for (Class<?> command : ConquianCommand.SUBCOMMANDS) {
            commandLine.addSubcommand(command);
        }
        return configured(commandLine, io);
    }

    private static CommandLine configured(CommandLine commandLine, Io io) {
        commandLine.setOut(io.out());
        commandLine.setErr(io.err());
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        // picocli, written for Java 5, would convert a path by reflection: a few method handles spun at every start
        commandLine.registerConverter(Path.class, Path::of);
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
