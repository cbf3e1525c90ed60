package org.conquian.log;

import org.conquian.audit.LogLine;
import org.conquian.contract.Encoder;
import org.conquian.contract.Head;
import org.conquian.contract.LineParser;
import org.conquian.contract.LogReader;
import org.conquian.event.Event;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The writer of one match file. It holds an exclusive OS lock for as long as it is open, so a second
 * writer, in this process or another, is refused; the lock dies with a crashed process.
 *
 * <p>The lock is taken on a file of its own, {@code <match>.jsonl.lock}, never on the log itself: POSIX
 * drops a process's lock on a file when any descriptor of that file is closed, and the process reads its
 * logs. For the same reason a second writer in this process is refused by {@link #HELD} before it opens
 * the lock file at all.
 */
final class FileMatchWriter implements MatchWriter {

    /** The lock files this process holds. */
    private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();

    private final Path file;
    private final Path directory;
    private final FileChannel channel;
    private final Path lockFile;
    private final FileChannel lockChannel;
    private final FileLock lock;
    private final List<String> repairs;
    private Head head;

    private FileMatchWriter(Path file, Path directory, FileChannel channel, Path lockFile, FileChannel lockChannel, FileLock lock,
                            List<String> repairs, Head head) {
        this.file = file;
        this.directory = directory;
        this.channel = channel;
        this.lockFile = lockFile;
        this.lockChannel = lockChannel;
        this.lock = lock;
        this.repairs = List.copyOf(repairs);
        this.head = head;
    }

    static FileMatchWriter open(String match, Path file, Path directory) throws IOException {
        Path lockFile = file.resolveSibling(file.getFileName() + ".lock").toAbsolutePath().normalize();
        if (!HELD.add(lockFile)) {
            throw new MatchBusyException(match, "by another recorder in this process");
        }
        FileChannel lockChannel = null;
        FileChannel channel = null;
        try {
            lockChannel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = lockChannel.tryLock();
            if (lock == null) {
                throw new MatchBusyException(match, "its lock " + lockFile + " is held by another process");
            }
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
            List<String> repairs = new ArrayList<>();
            repairTornEnd(channel, file, repairs);
            Head head;
            try (LogReader reader = new LogReader(Files.newInputStream(file))) {
                head = Head.of(match, reader);
            }
            return new FileMatchWriter(file, directory, channel, lockFile, lockChannel, lock, repairs, head);
        } catch (IOException | RuntimeException e) {
            closeQuietly(channel);
            closeQuietly(lockChannel);
            HELD.remove(lockFile);
            throw e;
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // already failing; the first error is the one reported
            }
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
    public List<Encoder.Encoded> append(long expectedSeq, List<Event> events, String at) throws IOException {
        checkAppend(expectedSeq);
        if (events.isEmpty()) {
            return List.of();
        }
        List<Encoder.Encoded> encoded = Encoder.encode(head, events, at);
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
        if (!channel.isOpen()) {
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
        if (before == 0) {
            syncDirectory();
        }
    }

    /** A new file's name must be durable too, or a crash could lose the whole match. */
    private void syncDirectory() {
        try (FileChannel dir = FileChannel.open(directory, StandardOpenOption.READ)) {
            dir.force(true);
        } catch (IOException e) {
            // some platforms cannot sync a directory; the file's own data is already on disk
        }
    }

    @Override
    public void close() throws IOException {
        if (channel.isOpen()) {
            try {
                channel.close();
                lock.release();
                lockChannel.close();
            } finally {
                HELD.remove(lockFile);
            }
        }
    }

    @Override
    public String toString() {
        return "writer of " + file;
    }
}
