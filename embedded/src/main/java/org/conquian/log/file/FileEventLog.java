package org.conquian.log.file;

import org.conquian.audit.LogLine;
import org.conquian.contract.LineParser;
import org.conquian.contract.LogReader;
import org.conquian.contract.Syntax;
import org.conquian.event.MatchEnded;
import org.conquian.log.EventLog;
import org.conquian.log.EventLogException;
import org.conquian.log.LogCursor;
import org.conquian.log.MatchWriter;
import org.conquian.log.NoSuchMatchException;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.stream.Stream;

/**
 * The embedded event log: one append-only JSON Lines file per match, {@code <match>.jsonl}, in a data
 * directory, and nothing else. A writer locks its match's file (an OS lock on the file itself, released by a
 * crash too), appends each turn with one write and an fsync, and repairs a torn last line when it opens the
 * file.
 */
public final class FileEventLog implements EventLog {

    /** Where the embedded log lives unless told otherwise. */
    public static final Path DEFAULT_DIRECTORY = Path.of("conquian-data");
    private static final String SUFFIX = ".jsonl";
    /** The end of a match file read to find its last line: far more than any one event takes. */
    private static final int TAIL = 64 * 1024;

    private final Path directory;

    private FileEventLog(Path directory) {
        this.directory = directory;
    }

    /** Opens the log in that directory, creating it when missing. */
    public static FileEventLog open(Path directory) throws IOException {
        if (Files.exists(directory) && !Files.isDirectory(directory)) {
            throw new EventLogException(directory + " is not a directory; give --data a directory for the embedded log");
        }
        Files.createDirectories(directory);
        return new FileEventLog(directory);
    }

    public Path directory() {
        return directory;
    }

    /** The file of a match in this log. */
    public Path fileOf(String match) throws EventLogException {
        return fileOf(directory, match);
    }

    /** The file of a match in the embedded log in that directory: the one place that says how matches are laid out. */
    public static Path fileOf(Path directory, String match) throws EventLogException {
        if (!Syntax.isMatchId(match)) {
            throw new EventLogException("'" + match + "' is not a match id: 1 to 64 of A-Z a-z 0-9 . _ -");
        }
        return directory.resolve(match + SUFFIX);
    }

    @Override
    public MatchWriter openWriter(String match) throws IOException {
        return FileMatchWriter.open(match, fileOf(match), directory);
    }

    @Override
    public List<String> matches() throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(SUFFIX))
                    .map(name -> name.substring(0, name.length() - SUFFIX.length()))
                    .filter(Syntax::isMatchId)
                    .sorted()
                    .toList();
        }
    }

    @Override
    public LogCursor read(String match) throws IOException {
        Path file = fileOf(match);
        MatchFiles.Handle handle;
        try {
            handle = MatchFiles.forReading(file);
        } catch (NoSuchFileException e) {
            throw new NoSuchMatchException(match, describe());
        }
        LogReader reader = new LogReader(handle.from(0));
        return new LogCursor() {
            @Override
            public boolean hasNext() {
                return reader.hasNext();
            }

            @Override
            public LogLine next() {
                return reader.next();
            }

            @Override
            public void close() throws IOException {
                try (handle) {
                    reader.close();
                }
            }
        };
    }

    /** Only the end of the file is read, so that the answer comes at once however long the match is. */
    @Override
    public boolean ended(String match) throws IOException {
        Path file = fileOf(match);
        byte[] bytes;
        long size;
        try (InputStream in = Files.newInputStream(file)) {
            size = Files.size(file);
            in.skipNBytes(Math.max(0, size - TAIL));
            bytes = in.readAllBytes();
        } catch (NoSuchFileException e) {
            return false;
        }
        int end = bytes.length;
        while (end > 0) {
            int start = end - 1;
            while (start >= 0 && bytes[start] != '\n') {
                start--;
            }
            int to = end > start + 1 && bytes[end - 1] == '\r' ? end - 1 : end;
            if (!LineParser.isBlank(bytes, start + 1, to)) {
                // a line cut by the start of what was read is no line
                boolean whole = start >= 0 || bytes.length == size;
                return whole && new LineParser().parse(1, bytes, start + 1, to - start - 1, true) instanceof LogLine.EventLine line
                        && line.event() instanceof MatchEnded;
            }
            end = Math.max(start, 0);
        }
        return false;
    }

    @Override
    public LogCursor readAll() throws IOException {
        Iterator<String> matches = new ArrayList<>(matches()).iterator();
        return new LogCursor() {
            private LogCursor current;

            @Override
            public boolean hasNext() {
                try {
                    while ((current == null || !current.hasNext()) && matches.hasNext()) {
                        if (current != null) {
                            current.close();
                        }
                        current = read(matches.next());
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                return current != null && current.hasNext();
            }

            @Override
            public LogLine next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return current.next();
            }

            @Override
            public void close() throws IOException {
                if (current != null) {
                    current.close();
                }
            }
        };
    }

    @Override
    public LogCursor follow(String match, Duration poll) throws IOException {
        return new FileFollower(fileOf(match), poll);
    }

    @Override
    public String describe() {
        return "the embedded log in " + directory;
    }

    @Override
    public String kind() {
        return "the embedded log";
    }

    @Override
    public void close() {
        // each reader and writer holds and releases its own file
    }
}
