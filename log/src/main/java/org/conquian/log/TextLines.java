package org.conquian.log;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The lines of a UTF-8 text file, numbered, so that a line that is not UTF-8 is named by its file and number.
 * Each line is decoded on its own: a decoder reading ahead would blame the line where its buffer began.
 */
public final class TextLines implements Closeable {

    private final Path file;
    private final InputStream in;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private long number;

    private TextLines(Path file, InputStream in) {
        this.file = file;
        this.in = in;
    }

    public static TextLines open(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new IOException(file + " is a directory, not a file");
        }
        return new TextLines(file, new BufferedInputStream(Files.newInputStream(file)));
    }

    /** The next line without its line end, or null at the end of the file. */
    public String next() throws IOException {
        line.reset();
        int b = in.read();
        if (b < 0) {
            return null;
        }
        while (b >= 0 && b != '\n') {
            line.write(b);
            b = in.read();
        }
        number++;
        byte[] bytes = line.toByteArray();
        int length = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
        try {
            return decoder.decode(ByteBuffer.wrap(bytes, 0, length)).toString();
        } catch (CharacterCodingException e) {
            throw new IOException(file + ", line " + number + " is not UTF-8 text", e);
        }
    }

    /** The number of the line last read, from 1. */
    public long number() {
        return number;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
