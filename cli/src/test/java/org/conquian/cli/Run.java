package org.conquian.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

/** Runs the command line in-process with scripted input and captured output. */
record Run(int exit, String out, String err) {

    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-29T18:00:00Z"), ZoneOffset.UTC);

    /** Output is buffered as the process's own streams are, so that what a command leaves unflushed is missing here too. */
    static Run withInput(String input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Io io = new Io(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), new PrintWriter(out, true),
                new PrintWriter(err, true), false, false, false, CLOCK);
        int exit = Main.run(io, args);
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static Run of(String... args) {
        return withInput("", args);
    }

    /** As a person runs it with standard output redirected: the error stream is a terminal. */
    static Run redirected(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Io io = new Io(InputStream.nullInputStream(), new PrintWriter(out, true), new PrintWriter(err, true), false, true, false, CLOCK);
        int exit = Main.run(io, args);
        return new Run(exit, out.toString(), err.toString());
    }
}
