package org.conquian.contract;

import org.conquian.bot.BotMatch;
import org.conquian.event.Event;
import org.conquian.event.MatchStarted;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.PrivateKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** An archive of files audited several at a time gives each file's verdicts of the audit on one thread, in the files' order. */
class FileAuditsTest {

    private static final KeyPair PAIR = Ed25519.newKeyPair();
    private static final PrivateKey KEY = Ed25519.signingKey(PAIR.getPrivate());
    private static final String SIGNER = Ed25519.hex(PAIR.getPublic());

    @TempDir
    Path directory;

    /** A bot match's lines, signed (every fifth event and the last) when asked. */
    private static List<String> match(String id, long seed, boolean signed) {
        List<Event> events = BotMatch.play(List.of("ana", "ben"), seed);
        Head head = Head.empty(id);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            Event event = signed && events.get(i) instanceof MatchStarted started ? started.withTrust(SIGNER, null) : events.get(i);
            boolean signs = signed && (i % 5 == 4 || i == events.size() - 1);
            Encoder.Encoded encoded = Encoder.encode(head, event, "2026-11-29T18:00:00Z", signs ? KEY : null);
            lines.add(new String(encoded.line(), StandardCharsets.UTF_8));
            head = encoded.head();
        }
        return lines;
    }

    private Path write(String name, List<String> lines) throws IOException {
        return Files.write(directory.resolve(name), lines);
    }

    /** An archive: signed matches, some forged, unsigned ones, a file that is not there, a folder, and a file large enough to be shared. */
    private List<Path> archive() throws IOException {
        List<Path> files = new ArrayList<>();
        for (int n = 0; n < 14; n++) {
            List<String> lines = new ArrayList<>(match("m" + n, n, n % 3 != 0));
            if (n % 4 == 1 && n % 3 != 0) {
                int at = lines.size() / 2;
                while (!lines.get(at).contains("\"sig\":\"")) {
                    at++;
                }
                String line = lines.get(at);
                int digit = line.indexOf("\"sig\":\"") + 7 + n;
                lines.set(at, line.substring(0, digit) + (line.charAt(digit) == 'a' ? 'b' : 'a') + line.substring(digit + 1));
            }
            if (n % 5 == 2) {
                lines.remove(lines.size() / 3);
            }
            files.add(write("m" + n + ".jsonl", lines));
            if (n == 6) {
                files.add(directory.resolve("gone.jsonl"));
                files.add(Files.createDirectory(directory.resolve("folder")));
                List<String> large = new ArrayList<>();
                long bytes = 0;
                for (int m = 0; bytes < LogAudits.SHARED_FROM_BYTES; m++) {
                    List<String> more = match("l" + m, 100 + m, m % 2 == 0);
                    large.addAll(more);
                    bytes += more.stream().mapToLong(line -> line.length() + 1).sum();
                }
                write("large.jsonl", large);
                files.add(directory.resolve("large.jsonl"));
            }
        }
        return files;
    }

    /** Each file's outcome in the order it was handed on: its verdicts, or that it could not be read. */
    private static List<String> audited(List<Path> files, int threads) throws IOException {
        List<String> outcomes = new ArrayList<>();
        FileAudits.audit(files, false, Optional.empty(), threads, bytes -> { }, audited -> outcomes.add(audited.file().getFileName() + ": "
                + switch (audited) {
                    case FileAudits.Audited.Read read -> read.verdicts().toString();
                    case FileAudits.Audited.Unreadable unreadable -> "unreadable";
                }));
        return outcomes;
    }

    @Test
    void severalThreadsGiveEachFilesVerdictsOfOneInTheFilesOrder() throws IOException {
        List<Path> files = archive();
        List<String> one = audited(files, 1);
        assertThat(one).hasSize(files.size());
        for (int i = 0; i < files.size(); i++) {
            assertThat(one.get(i)).startsWith(files.get(i).getFileName() + ": ");
        }
        assertThat(String.join("\n", one)).contains("R-SIGN").contains("R-SEQ").contains("signer=" + SIGNER).contains("unreadable");
        assertThat(audited(files, 4)).isEqualTo(one);
        Path small = files.get(1);
        assertThat(one.get(1)).isEqualTo(small.getFileName() + ": " + LogAudits.audit(small, false, Optional.empty(), 1, bytes -> { }));
    }
}
