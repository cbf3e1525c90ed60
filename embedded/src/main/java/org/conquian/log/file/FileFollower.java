package org.conquian.log.file;

import org.conquian.audit.LogLine;
import org.conquian.contract.LineParser;
import org.conquian.log.LogCursor;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.NoSuchElementException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Follows a match file as it grows, handing out each complete line once it is there; a line still being
 * written is waited for. {@link #hasNext} blocks until a line comes or the follower is closed.
 */
final class FileFollower implements LogCursor {

    private final Path file;
    private final long pollMillis;
    private final LineParser parser = new LineParser();
    private final Deque<LogLine> ready = new ArrayDeque<>();
    private MatchFiles.Handle handle;
    private long offset;
    private long lineNumber;
    private byte[] partial = new byte[0];
    /** Counted down by close: a follower waiting for more wakes at once, not at its next look. */
    private final CountDownLatch closing = new CountDownLatch(1);
    private volatile boolean closed;

    FileFollower(Path file, Duration poll) {
        this.file = file;
        this.pollMillis = Math.max(1, poll.toMillis());
    }

    @Override
    public boolean hasNext() {
        try {
            while (ready.isEmpty() && !closed) {
                if (!readMore()) {
                    closing.await(pollMillis, TimeUnit.MILLISECONDS);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UncheckedIOException(new InterruptedIOException("following " + file + " was interrupted"));
        } catch (IOException e) {
            if (!closed) {
                throw new UncheckedIOException(e);
            }
            // closed from another thread as it read: the file went from under it, as it was asked to
        }
        return !ready.isEmpty();
    }

    @Override
    public LogLine next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return ready.poll();
    }

    /** Reads what was appended since the last look; false when nothing was. */
    private boolean readMore() throws IOException {
        if (handle == null) {
            if (!Files.exists(file)) {
                return false;
            }
            handle = MatchFiles.forReading(file);
        }
        FileChannel channel = handle.channel();
        long size = channel.size();
        if (size <= offset) {
            return false;
        }
        ByteBuffer fresh = ByteBuffer.allocate((int) Math.min(size - offset, 1 << 20));
        int read = channel.read(fresh, offset);
        offset += read;
        byte[] bytes = Arrays.copyOf(partial, partial.length + read);
        System.arraycopy(fresh.array(), 0, bytes, partial.length, read);
        int start = 0;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                lineNumber++;
                int end = i > start && bytes[i - 1] == '\r' ? i - 1 : i;
                if (!LineParser.isBlank(bytes, start, end)) {
                    ready.add(parser.parse(lineNumber, bytes, start, end - start, true));
                }
                start = i + 1;
            }
        }
        partial = Arrays.copyOfRange(bytes, start, bytes.length);
        return true;
    }

    @Override
    public void close() throws IOException {
        closed = true;
        closing.countDown();
        if (handle != null) {
            handle.close();
        }
    }
}
