package org.conquian.cli;

import sun.misc.Signal;
import sun.misc.SignalHandler;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * Text longer than a screen, shown as git shows it: through the user's pager on a terminal ({@code CONQUIAN_PAGER},
 * then {@code PAGER}, else {@code less} with {@code LESS=FRX}: it quits at once when the text fits, and leaves it on
 * the screen), plain when the output is not a terminal. An empty pager, or {@code cat}, prints plain.
 */
final class Pager {

    private final Map<String, String> environment;

    Pager(Map<String, String> environment) {
        this.environment = environment;
    }

    static Pager system() {
        return new Pager(System.getenv());
    }

    void show(Io io, String text) throws IOException, InterruptedException {
        Optional<String> command = io.terminal() ? command() : Optional.empty();
        if (command.isEmpty()) {
            io.out().print(text);
            return;
        }
        io.out().flush();
        ProcessBuilder builder = new ProcessBuilder("sh", "-c", command.get()).redirectOutput(ProcessBuilder.Redirect.INHERIT)
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        if (!environment.containsKey("LESS")) {
            builder.environment().put("LESS", "FRX");
        }
        Process pager;
        try {
            pager = builder.start();
        } catch (IOException e) {
            io.out().print(text);
            return;
        }
        // Ctrl-C is the pager's to handle, as under git: were this process to end, the pager would be left on the terminal
        Signal interrupt = new Signal("INT");
        SignalHandler before = Signal.handle(interrupt, SignalHandler.SIG_IGN);
        try (OutputStream in = pager.getOutputStream()) {
            in.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException quit) {
            // the reader quit the pager before the end: they have read what they wanted
        } finally {
            pager.waitFor();
            Signal.handle(interrupt, before);
        }
    }

    /** The pager to run, if any: the user's, or less where it is installed. */
    Optional<String> command() {
        String chosen = Optional.ofNullable(environment.get("CONQUIAN_PAGER")).orElse(environment.get("PAGER"));
        if (chosen != null) {
            return chosen.isBlank() || chosen.strip().equals("cat") ? Optional.empty() : Optional.of(chosen);
        }
        String path = environment.getOrDefault("PATH", "/usr/bin:/bin");
        for (String directory : path.split(File.pathSeparator)) {
            if (!directory.isEmpty() && Files.isExecutable(Path.of(directory, "less"))) {
                return Optional.of("less");
            }
        }
        return Optional.empty();
    }
}
