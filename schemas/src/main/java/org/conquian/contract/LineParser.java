package org.conquian.contract;

import org.conquian.audit.LogLine;

import java.util.Arrays;
import java.util.function.Supplier;

/**
 * Reads one non-blank line of a log into an event or a bad line, charging a line whose match cannot be
 * read to the match of the line before it (the nearest non-blank line), when that line names one.
 */
public final class LineParser {

    private String previousMatch;

    /** Blank lines (empty, or only spaces and tabs) are skipped by readers but count in line numbers. */
    public static boolean isBlank(byte[] bytes, int from, int to) {
        for (int i = from; i < to; i++) {
            if (bytes[i] != ' ' && bytes[i] != '\t') {
                return false;
            }
        }
        return true;
    }

    /**
     * The line's chain link, computed when asked: from its bytes when they are its canonical form already
     * (as every line this project writes), else from its canonical form. The bytes are kept, as the buffer
     * they are in is reused for the next line.
     */
    private static Supplier<String> digest(IJson.Parsed.Value value, byte[] bytes, int offset, int length) {
        if (value.canonical()) {
            byte[] line = Arrays.copyOfRange(bytes, offset, offset + length);
            return () -> Chain.linkOfCanonical(line, 0, line.length);
        }
        Json json = value.value();
        return () -> Chain.link(json);
    }

    /** The match a next line would be charged to if its own could not be read: the last line's, if it named one. */
    public String chargeTo() {
        return previousMatch;
    }

    /**
     * @param ended whether the line had a line end; a last line without one that is not JSON was most
     *              likely cut by a crash while it was written, and the message says so
     */
    public LogLine parse(long lineNumber, byte[] bytes, int offset, int length, boolean ended) {
        String chargedTo = previousMatch;
        return switch (IJson.parse(bytes, offset, length)) {
            case IJson.Parsed.NotJson notJson -> {
                previousMatch = null;
                String cut = ended ? "" : " (the last line has no line end: cut short, as by a crash while it was written?)";
                yield new LogLine.BadLine(lineNumber, chargedTo, null, "line " + lineNumber + " is not JSON: " + notJson.reason() + cut);
            }
            case IJson.Parsed.Value value -> {
                Json json = value.value();
                yield switch (EventForm.read(json)) {
                    case EventForm.Read.Ok ok -> {
                        previousMatch = ok.envelope().match();
                        yield ok.envelope().sig() == null
                                ? new LogLine.EventLine(lineNumber, ok.envelope(), ok.event(), digest(value, bytes, offset, length))
                                : new LogLine.EventLine(lineNumber, ok.envelope(), ok.event(), digest(value, bytes, offset, length),
                                signer -> Ed25519.verifies(signer, Signatures.signedForm((Json.Obj) json), ok.envelope().sig()));
                    }
                    case EventForm.Read.Bad bad -> {
                        previousMatch = bad.match();
                        yield bad.match() == null
                                ? new LogLine.BadLine(lineNumber, chargedTo, null, "line " + lineNumber + ": " + bad.message())
                                : new LogLine.BadLine(lineNumber, bad.match(), bad.seq(), "line " + lineNumber + ": " + bad.message());
                    }
                };
            }
        };
    }
}
