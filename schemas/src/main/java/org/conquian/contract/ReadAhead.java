package org.conquian.contract;

import org.conquian.audit.LogLine;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Reads a log as {@link LogReader} does, the same lines in the same order, but splits and parses them on a thread of
 * its own while the caller folds the lines before: a long file is read in the time of the slower of the two, not of
 * both. The chain links are left to the caller, who asks for them as it folds: parsing is the larger half of the work. A failure to read comes out of {@link #hasNext} after the lines
 * read before it, as from {@link LogReader}.
 */
public final class ReadAhead implements Iterator<LogLine>, Closeable {

    /** Lines handed over at once: few hand-overs, and the caller starts on the first lines at once. */
    private static final int BATCH = 256;
    /** Batches read ahead of the caller: enough to keep both threads busy, few enough to bound memory. */
    private static final int WAITING = 16;

    /** Lines read, and when they are the last: what ended the reading, a failure or none (the end of the file). */
    private record Batch(List<LogLine> lines, boolean last, Throwable failure) {
    }

    private final InputStream in;
    private final BlockingQueue<Batch> batches = new ArrayBlockingQueue<>(WAITING);
    private final Thread reader;
    private List<LogLine> lines = List.of();
    private int next;
    private boolean last;
    private Throwable failure;

    public ReadAhead(InputStream in) {
        this.in = in;
        this.reader = Thread.ofPlatform().daemon().name("conquian-read-ahead").start(this::read);
    }

    private void read() {
        LogReader log = new LogReader(in);
        List<LogLine> batch = new ArrayList<>(BATCH);
        Batch end;
        try {
            while (log.hasNext()) {
                batch.add(log.next());
                if (batch.size() == BATCH) {
                    batches.put(new Batch(batch, false, null));
                    batch = new ArrayList<>(BATCH);
                }
            }
            end = new Batch(batch, true, null);
        } catch (InterruptedException e) {
            return; // closed: nothing more is wanted
        } catch (RuntimeException | Error e) {
            end = new Batch(batch, true, e);
        }
        try {
            batches.put(end);
        } catch (InterruptedException e) {
            // closed meanwhile
        }
    }

    @Override
    public boolean hasNext() {
        while (next == lines.size()) {
            if (last) {
                if (failure instanceof RuntimeException runtime) {
                    throw runtime;
                }
                if (failure instanceof Error error) {
                    throw error;
                }
                return false;
            }
            Batch batch = take();
            lines = batch.lines();
            next = 0;
            last = batch.last();
            failure = batch.failure();
        }
        return true;
    }

    private Batch take() {
        try {
            return batches.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UncheckedIOException(new InterruptedIOException("reading the log was interrupted"));
        }
    }

    @Override
    public LogLine next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return lines.get(next++);
    }

    /** Stops the reading thread, wherever it is, and closes the stream. */
    @Override
    public void close() throws IOException {
        reader.interrupt();
        in.close();
    }
}
