package org.conquian.log.file;

import org.conquian.audit.LogLine;
import org.conquian.contract.Encoder;
import org.conquian.contract.Head;
import org.conquian.contract.LineParser;
import org.conquian.contract.LogReader;
import org.conquian.event.Event;
import org.conquian.log.EventLogException;
import org.conquian.log.Imports;
import org.conquian.log.MatchBusyException;
import org.conquian.log.MatchWriter;
import org.conquian.log.StaleAppendException;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.PrivateKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The writer of one match file. It holds an exclusive OS lock on the match file itself for as long as it is
 * open, so a second writer, in this process or another, is refused; the lock dies with a crashed process.
 * No other file guards the match, so nothing that looks like litter can be deleted to break the lock; the
 * descriptor it is held on is shared with this process's readers of the file (see {@link MatchFiles}).
 * A second writer in this process is refused by {@link #HELD}, as the JVM would not lock the file twice.
 */
final class FileMatchWriter implements MatchWriter {

    /** The match files this process writes. */
    private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();

    private final Path file;
    private final Path key;
    private final MatchFiles.Handle handle;
    private final FileChannel channel;
    private final FileLock lock;
    private final List<String> repairs;
    private Head head;
    private boolean closed;

    private FileMatchWriter(Path file, Path key, MatchFiles.Handle handle, FileLock lock, List<String> repairs, Head head) {
        this.file = file;
        this.key = key;
        this.handle = handle;
        this.channel = handle.channel();
        this.lock = lock;
        this.repairs = List.copyOf(repairs);
        this.head = head;
    }

    static FileMatchWriter open(String match, Path file, Path directory) throws IOException {
        Path key = file.toAbsolutePath().normalize();
        if (!HELD.add(key)) {
            throw new MatchBusyException(match, "by another recorder in this process");
        }
        MatchFiles.Handle handle = null;
        try {
            boolean created = !Files.exists(file);
            handle = MatchFiles.forWriting(file);
            FileLock lock = handle.channel().tryLock();
            if (lock == null) {
                throw new MatchBusyException(match, "another process holds the lock on " + file);
            }
            if (created) {
                syncDirectory(directory);
            }
            List<String> repairs = new ArrayList<>();
            repairTornEnd(handle.channel(), file, repairs);
            Head head;
            try (LogReader reader = new LogReader(handle.from(0))) {
                head = Head.of(match, reader);
            }
            return new FileMatchWriter(file, key, handle, lock, repairs, head);
        } catch (IOException | RuntimeException e) {
            if (handle != null) {
                try {
                    handle.close();
                } catch (IOException ignored) {
                    // already failing; the first error is the one reported
                }
            }
            HELD.remove(key);
            throw e;
        }
    }

    /**
     * A crash while a turn was written can leave a last line without its line end. Every line this store
     * writes ends with one, so such a line was never acknowledged: it is cut, unless it is a whole event
     * (only its line end was lost), which is kept and ended. Either way it is reported.
     */
    private static void repairTornEnd(FileChannel channel, Path file, List<String> repairs) throws IOException {
        long size = channel.size();
        if (size == 0 || lastByte(channel, size) == '\n') {
            return;
        }
        long lineStart = 0;
        long lineNumber = 1;
        ByteBuffer chunk = ByteBuffer.allocate(1 << 16);
        for (long position = 0; position < size; ) {
            chunk.clear();
            int read = channel.read(chunk, position);
            for (int i = 0; i < read; i++) {
                if (chunk.get(i) == '\n') {
                    lineStart = position + i + 1;
                    lineNumber++;
                }
            }
            position += read;
        }
        byte[] tail = new byte[(int) (size - lineStart)];
        channel.read(ByteBuffer.wrap(tail), lineStart);
        boolean wholeEvent = new LineParser().parse(lineNumber, tail, 0, tail.length, true) instanceof LogLine.EventLine;
        if (wholeEvent) {
            channel.write(ByteBuffer.wrap(new byte[] {'\n'}), size);
            repairs.add(file + ": line " + lineNumber + " lacked its line end (a crash while it was written); the event is whole and was kept");
        } else {
            channel.truncate(lineStart);
            repairs.add(file + ": cut a torn last line " + lineNumber + " of " + tail.length
                    + " bytes, left by a crash while it was written; it had not been acknowledged");
        }
        channel.force(true);
    }

    private static byte lastByte(FileChannel channel, long size) throws IOException {
        ByteBuffer one = ByteBuffer.allocate(1);
        channel.read(one, size - 1);
        return one.get(0);
    }

    @Override
    public Head head() {
        return head;
    }

    @Override
    public List<String> repairs() {
        return repairs;
    }

    @Override
    public List<Encoder.Encoded> append(long expectedSeq, List<Event> events, String at, PrivateKey signer) throws IOException {
        checkAppend(expectedSeq);
        if (events.isEmpty()) {
            return List.of();
        }
        List<Encoder.Encoded> encoded = Encoder.encode(head, events, at, signer);
        write(encoded.stream().map(Encoder.Encoded::line).toList());
        head = encoded.get(encoded.size() - 1).head();
        return encoded;
    }

    @Override
    public void appendLines(long expectedSeq, List<byte[]> lines) throws IOException {
        checkAppend(expectedSeq);
        List<LogLine.EventLine> events = Imports.events(head.match(), lines);
        write(lines);
        head = head.after(events);
    }

    private void checkAppend(long expectedSeq) throws EventLogException {
        if (closed) {
            throw new EventLogException("the writer of match " + head.match() + " is closed");
        }
        if (expectedSeq != head.seq()) {
            throw new StaleAppendException(head.match(), expectedSeq, head.seq());
        }
    }

    /** One write of the whole turn and one fsync: a crash leaves at most a torn last line, cut at the next open. */
    private void write(List<byte[]> lines) throws IOException {
        if (lines.isEmpty()) {
            return;
        }
        ByteArrayOutputStream turn = new ByteArrayOutputStream(256 * lines.size());
        for (byte[] line : lines) {
            turn.writeBytes(line);
            turn.write('\n');
        }
        long before = channel.size();
        try {
            ByteBuffer bytes = ByteBuffer.wrap(turn.toByteArray());
            long position = before;
            while (bytes.hasRemaining()) {
                position += channel.write(bytes, position);
            }
            channel.force(false);
        } catch (IOException e) {
            // all or nothing: take back whatever part of the turn reached the file
            channel.truncate(before);
            throw e;
        }
    }

    /** A new file's name must be durable too, or a crash could lose the whole match. */
    private static void syncDirectory(Path directory) {
        try (FileChannel dir = FileChannel.open(directory, StandardOpenOption.READ)) {
            dir.force(true);
        } catch (IOException e) {
            // some platforms cannot sync a directory; the file's own data is already on disk
        }
    }

    @Override
    public void close() throws IOException {
        if (!closed) {
            closed = true;
            try {
                lock.release();
                handle.close();
            } finally {
                HELD.remove(key);
            }
        }
    }

    @Override
    public String toString() {
        return "writer of " + file;
    }
}
