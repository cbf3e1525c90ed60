package org.conquian.contract;

import org.conquian.audit.LogLine;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * Reads a JSON Lines log as the audit sees it: each non-blank line becomes an event or a bad line (SCHEMA),
 * charged to a match. A line whose match cannot be read is charged to the match of the nearest non-blank
 * line before it, when that line names one, else to no match. Reading streams: memory does not grow with
 * the file.
 */
public final class LogReader implements Iterator<LogLine>, Closeable {

    private final InputStream in;
    private final LineSplitter lines;
    private final LineParser parser = new LineParser();
    private LogLine next;

    public LogReader(InputStream in) {
        this.in = in;
        this.lines = new LineSplitter(in);
    }

    @Override
    public boolean hasNext() {
        if (next == null) {
            next = advance();
        }
        return next != null;
    }

    @Override
    public LogLine next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        LogLine line = next;
        next = null;
        return line;
    }

    /** Bytes taken from the stream so far, for progress on large files. */
    public long bytesRead() {
        return lines.bytesRead();
    }

    private LogLine advance() {
        try {
            while (lines.next()) {
                if (!lines.isBlank()) {
                    return parser.parse(lines.lineNumber(), lines.buffer(), lines.offset(), lines.length(), lines.hasLineEnd());
                }
            }
            return null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
