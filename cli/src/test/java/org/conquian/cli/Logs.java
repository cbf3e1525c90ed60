package org.conquian.cli;

import org.conquian.contract.Encoder;
import org.conquian.contract.Head;
import org.conquian.event.Event;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PrivateKey;
import java.util.List;

/** Test logs written as the project writes them. */
final class Logs {

    private Logs() {
    }

    static Path write(Path file, String match, List<Event> events) throws IOException {
        return write(file, match, events, null);
    }

    /** The events signed, each one, by {@code key} (the match's MatchStarted must name its signer). */
    static Path write(Path file, String match, List<Event> events, PrivateKey key) throws IOException {
        StringBuilder text = new StringBuilder();
        Head head = Head.empty(match);
        for (Event event : events) {
            Encoder.Encoded encoded = Encoder.encode(head, event, "2026-11-29T18:00:00Z", key);
            text.append(new String(encoded.line(), StandardCharsets.UTF_8)).append('\n');
            head = encoded.head();
        }
        return Files.writeString(file, text);
    }
}
