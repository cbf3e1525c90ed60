package org.conquian.log.file;

import org.conquian.log.EventLogException;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Map;

/**
 * The one descriptor per match file that this process has open, shared by its writer and its readers.
 *
 * <p>Why one: a writer's exclusivity is an OS lock on the match file itself, so that no file beside it,
 * which a person could take for litter and delete, guards the match. POSIX drops a process's lock on a file
 * when the process closes <em>any</em> descriptor of that file, so a reader here that opened and closed its
 * own descriptor would silently free the match for another recorder. Every reader and writer of this
 * process therefore shares one descriptor per file, closed when the last of them is done.
 */
final class MatchFiles {

    private static final Map<Path, Shared> OPEN = new HashMap<>();

    private MatchFiles() {
    }

    private static final class Shared {
        private final FileChannel channel;
        private final boolean writable;
        private int users;

        Shared(FileChannel channel, boolean writable) {
            this.channel = channel;
            this.writable = writable;
        }
    }

    /** A use of a match file's shared descriptor; closing it closes the descriptor once no one else uses it. */
    static final class Handle implements AutoCloseable {
        private final Path file;
        private final FileChannel channel;
        private boolean released;

        private Handle(Path file, FileChannel channel) {
            this.file = file;
            this.channel = channel;
        }

        FileChannel channel() {
            return channel;
        }

        /** The file's bytes from {@code start}, read at positions of the shared descriptor; closing it closes nothing. */
        InputStream from(long start) {
            return new InputStream() {
                private long position = start;

                @Override
                public int read() throws IOException {
                    byte[] one = new byte[1];
                    return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
                }

                @Override
                public int read(byte[] buffer, int offset, int length) throws IOException {
                    if (length == 0) {
                        return 0;
                    }
                    int read = channel.read(ByteBuffer.wrap(buffer, offset, length), position);
                    if (read > 0) {
                        position += read;
                    }
                    return read;
                }
            };
        }

        @Override
        public void close() throws IOException {
            synchronized (MatchFiles.class) {
                if (released) {
                    return;
                }
                released = true;
                Shared shared = OPEN.get(file);
                if (--shared.users == 0) {
                    OPEN.remove(file);
                    shared.channel.close();
                }
            }
        }
    }

    /** The match file for reading; it must exist. */
    static Handle forReading(Path file) throws IOException {
        return use(file.toAbsolutePath().normalize(), false);
    }

    /** The match file for writing, created when missing. */
    static Handle forWriting(Path file) throws IOException {
        return use(file.toAbsolutePath().normalize(), true);
    }

    private static synchronized Handle use(Path file, boolean write) throws IOException {
        Shared shared = OPEN.get(file);
        if (shared == null) {
            shared = open(file, write);
            OPEN.put(file, shared);
        } else if (write && !shared.writable) {
            throw new EventLogException(file + " is open for reading only here, and cannot be written");
        }
        shared.users++;
        return new Handle(file, shared.channel);
    }

    /** Read and write where allowed, so that a writer coming after a reader can share the descriptor. */
    private static Shared open(Path file, boolean write) throws IOException {
        if (write) {
            return new Shared(FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE), true);
        }
        try {
            return new Shared(FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE), true);
        } catch (NoSuchFileException e) {
            throw e;
        } catch (FileSystemException e) {
            return new Shared(FileChannel.open(file, StandardOpenOption.READ), false);
        }
    }
}
