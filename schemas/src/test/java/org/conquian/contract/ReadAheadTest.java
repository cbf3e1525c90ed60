package org.conquian.contract;

import org.conquian.audit.LogLine;
import org.conquian.bot.BotMatch;
import org.conquian.event.Event;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/** The log read ahead on a thread of its own gives the lines of the reader on the caller's, in order, and fails where it fails. */
class ReadAheadTest {

    private static final Duration DEADLINE = Duration.ofSeconds(30);

    @Test
    void theLinesOfTheReaderInTheirOrderBadOnesAndTheirChargesIncluded() throws IOException {
        List<String> lines = matches(6);
        // damage across the hand-overs of batches: a line of no match first after a cut is charged to the line before it
        lines.add(256, "not json at all");
        lines.add(300, "   ");
        lines.add(513, "{\"v\":1,\"type\":\"CardPassed\"}");
        lines.add("{\"match\":\"");
        byte[] log = String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
        List<String> ahead = assertTimeoutPreemptively(DEADLINE, () -> described(new ReadAhead(new ByteArrayInputStream(log))));
        assertThat(ahead).hasSizeGreaterThan(600).isEqualTo(described(new LogReader(new ByteArrayInputStream(log))));
        assertThat(ahead).anyMatch(line -> line.contains("line 257 is not JSON"));
    }

    @Test
    void aFailureToReadMidFileComesAfterTheLinesReadBeforeIt() throws IOException {
        byte[] log = String.join("\n", matches(4)).getBytes(StandardCharsets.UTF_8);
        int cut = log.length / 2;
        List<String> ahead = assertTimeoutPreemptively(DEADLINE, () -> readUntilFailure(new ReadAhead(failingAfter(log, cut))));
        List<String> reader = readUntilFailure(new LogReader(failingAfter(log, cut)));
        assertThat(ahead).hasSizeGreaterThan(100).isEqualTo(reader);
        assertThat(ahead.getLast()).isEqualTo("failed: the disk went away after byte " + cut);
    }

    @Test
    void closingBeforeTheEndStopsTheReadingAndClosesTheStream() throws IOException {
        AtomicBoolean closed = new AtomicBoolean();
        byte[] lines = String.join("\n", matches(1)).concat("\n").getBytes(StandardCharsets.UTF_8);
        // a log without end: the reading thread fills its batches and waits for the caller, until closed
        InputStream endless = new InputStream() {
            private long at;

            @Override
            public int read() {
                return lines[(int) (at++ % lines.length)] & 0xff;
            }

            @Override
            public void close() {
                closed.set(true);
            }
        };
        ReadAhead reader = new ReadAhead(endless);
        assertTimeoutPreemptively(DEADLINE, () -> {
            for (int n = 0; n < 1000; n++) {
                reader.next();
            }
        });
        reader.close();
        assertThat(closed).isTrue();
        assertTimeoutPreemptively(DEADLINE, () -> {
            while (Thread.getAllStackTraces().keySet().stream().anyMatch(thread -> thread.getName().equals("conquian-read-ahead"))) {
                Thread.sleep(10);
            }
        });
    }

    /** Bot matches one after the other, as a file of several holds them. */
    private static List<String> matches(int count) {
        List<String> lines = new ArrayList<>();
        for (int m = 0; m < count; m++) {
            Head head = Head.empty("m" + m);
            for (Event event : BotMatch.play(List.of("ana", "ben"), 40 + m)) {
                Encoder.Encoded encoded = Encoder.encode(head, event, "2026-11-29T18:00:00.000Z");
                lines.add(new String(encoded.line(), StandardCharsets.UTF_8));
                head = encoded.head();
            }
        }
        return lines;
    }

    private static <R extends Iterator<LogLine> & Closeable> List<String> described(R reader) throws IOException {
        try (reader) {
            List<String> lines = new ArrayList<>();
            reader.forEachRemaining(line -> lines.add(described(line)));
            return lines;
        }
    }

    private static <R extends Iterator<LogLine> & Closeable> List<String> readUntilFailure(R reader) throws IOException {
        List<String> lines = new ArrayList<>();
        try (reader) {
            while (reader.hasNext()) {
                lines.add(described(reader.next()));
            }
            lines.add("no failure");
        } catch (UncheckedIOException e) {
            lines.add("failed: " + e.getCause().getMessage());
        }
        return lines;
    }

    /** A line as the audit sees it: an event's line, envelope, event and chain link, or a bad line whole. */
    private static String described(LogLine line) {
        return line instanceof LogLine.EventLine event
                ? event.line() + " " + event.envelope() + " " + event.event() + " " + event.digest().get()
                : line.toString();
    }

    private static InputStream failingAfter(byte[] log, int cut) {
        return new InputStream() {
            private int at;

            @Override
            public int read() throws IOException {
                if (at == cut) {
                    throw new IOException("the disk went away after byte " + cut);
                }
                return at < log.length ? log[at++] & 0xff : -1;
            }
        };
    }
}
