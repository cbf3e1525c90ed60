package org.conquian.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The matches given up before their end. The format has no event for it (a log that stops before its
 * {@code MatchEnded} is a match in progress, as an audit says), so the log is left as it is and the server keeps the
 * mark beside it, in a file of one match id a line, and shows the match as abandoned from then on.
 */
final class Abandoned {

    private final Set<String> matches = ConcurrentHashMap.newKeySet();
    /** Null when the marks are kept in memory only. */
    private final Path file;

    private Abandoned(Path file) {
        this.file = file;
    }

    static Abandoned inMemory() {
        return new Abandoned(null);
    }

    static Abandoned inFile(Path file) throws IOException {
        Abandoned abandoned = new Abandoned(file);
        try {
            Files.readAllLines(file, StandardCharsets.UTF_8).stream().map(String::strip).filter(line -> !line.isEmpty())
                    .forEach(abandoned.matches::add);
        } catch (NoSuchFileException e) {
            // none abandoned yet
        }
        return abandoned;
    }

    boolean has(String match) {
        return matches.contains(match);
    }

    /** Marks the match abandoned, for good; written down before it is said. */
    synchronized void add(String match) throws IOException {
        if (matches.contains(match)) {
            return;
        }
        if (file != null) {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, match + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
        }
        matches.add(match);
    }
}
