package org.conquian.contract;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Splits a byte stream into the lines of a JSON Lines file: {@code \n} or {@code \r\n} ends a line, a UTF-8
 * byte order mark at the very start is skipped, and a last line without an end still counts. Lines are
 * handed out as slices of an internal buffer that the next call reuses.
 */
final class LineSplitter {

    private static final int CHUNK = 1 << 16;

    private final InputStream in;
    private byte[] buffer = new byte[CHUNK];
    private int start;
    private int end;
    private boolean eof;
    private boolean atFileStart = true;
    private long lineNumber;
    private boolean lineEnded;
    private long bytesRead;

    private int lineOffset;
    private int lineLength;

    LineSplitter(InputStream in) {
        this.in = in;
    }

    /** Moves to the next line; false at the end of the stream. */
    boolean next() throws IOException {
        if (atFileStart) {
            skipByteOrderMark();
        }
        while (true) {
            int newline = indexOf((byte) '\n', start, end);
            if (newline >= 0) {
                emit(newline, newline + 1);
                lineEnded = true;
                return true;
            }
            if (eof) {
                if (start < end) {
                    emit(end, end);
                    lineEnded = false;
                    return true;
                }
                return false;
            }
            fill();
        }
    }

    private void emit(int lineEnd, int nextStart) {
        int length = lineEnd - start;
        if (length > 0 && buffer[lineEnd - 1] == '\r') {
            length--;
        }
        lineOffset = start;
        lineLength = length;
        start = nextStart;
        lineNumber++;
    }

    private void fill() throws IOException {
        if (start > 0) {
            System.arraycopy(buffer, start, buffer, 0, end - start);
            end -= start;
            start = 0;
        }
        if (end == buffer.length) {
            buffer = Arrays.copyOf(buffer, buffer.length * 2);
        }
        int read = in.read(buffer, end, buffer.length - end);
        if (read < 0) {
            eof = true;
            return;
        }
        bytesRead += read;
        end += read;
    }

    private void skipByteOrderMark() throws IOException {
        atFileStart = false;
        while (end < 3 && !eof) {
            fill();
        }
        if (end >= 3 && (buffer[0] & 0xFF) == 0xEF && (buffer[1] & 0xFF) == 0xBB && (buffer[2] & 0xFF) == 0xBF) {
            start = 3;
        }
    }

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long NEWLINES = 0x0A0A0A0A0A0A0A0AL;
    private static final long LOW_BITS = 0x0101010101010101L;
    private static final long HIGH_BITS = 0x8080808080808080L;

    /** The next line end: eight bytes at a time, as lines are a few hundred bytes long. */
    private int indexOf(byte target, int from, int to) {
        int i = from;
        while (i + 8 <= to) {
            long word = (long) LONGS.get(buffer, i) ^ NEWLINES;
            long zeroes = (word - LOW_BITS) & ~word & HIGH_BITS;
            if (zeroes != 0) {
                return i + Long.numberOfTrailingZeros(zeroes) / 8;
            }
            i += 8;
        }
        for (; i < to; i++) {
            if (buffer[i] == target) {
                return i;
            }
        }
        return -1;
    }

    byte[] buffer() {
        return buffer;
    }

    int offset() {
        return lineOffset;
    }

    int length() {
        return lineLength;
    }

    /** Whether the current line ended with a line end; only a last line can lack one. */
    boolean hasLineEnd() {
        return lineEnded;
    }

    /** The current line's number in the file, from 1. */
    long lineNumber() {
        return lineNumber;
    }

    long bytesRead() {
        return bytesRead;
    }

    boolean isBlank() {
        return LineParser.isBlank(buffer, lineOffset, lineOffset + lineLength);
    }
}
