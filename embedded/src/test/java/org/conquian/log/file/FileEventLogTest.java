package org.conquian.log.file;

import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;
import org.conquian.bot.BotMatch;
import org.conquian.contract.Encoder;
import org.conquian.event.Event;
import org.conquian.log.EventLog;
import org.conquian.log.EventLogConformance;
import org.conquian.log.LogCursor;
import org.conquian.log.MatchBusyException;
import org.conquian.log.MatchWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The embedded store passes the conformance suite, and survives a cut at any byte. */
class FileEventLogTest extends EventLogConformance {

    @TempDir
    Path directory;

    @Override
    protected EventLog newLog() throws IOException {
        return FileEventLog.open(directory);
    }

    /** A process dying inside the turn's one write leaves some prefix of its bytes in the file. */
    @Override
    protected void crashMidTurn(MatchWriter writer, List<Event> turn) throws IOException {
        List<Encoder.Encoded> encoded = Encoder.encode(writer.head(), turn, AT);
        Path file = ((FileEventLog) log).fileOf(writer.head().match());
        writer.close();
        byte[] first = encoded.get(0).line();
        Files.write(file, Arrays.copyOf(first, first.length / 2), StandardOpenOption.APPEND);
    }

    @Test
    void aLogCutAtAnyByteReopensCleanly() throws IOException {
        String match = "cut";
        List<Event> events = BotMatch.play(List.of("ana", "ben"), 21).subList(0, 30);
        try (MatchWriter writer = log.openWriter(match)) {
            for (Event event : events) {
                writer.append(writer.head().seq(), List.of(event), AT);
            }
        }
        Path file = directory.resolve(match + ".jsonl");
        byte[] whole = Files.readAllBytes(file);
        for (int cut = 0; cut <= whole.length; cut += 7) {
            Files.write(file, Arrays.copyOf(whole, cut));
            int completeLines = 0;
            for (int i = 0; i < cut; i++) {
                completeLines += whole[i] == '\n' ? 1 : 0;
            }
            boolean midLine = cut > 0 && whole[cut - 1] != '\n';
            try (MatchWriter writer = log.openWriter(match)) {
                long kept = writer.head().seq();
                assertThat(kept).isBetween((long) completeLines, (long) completeLines + 1);
                assertThat(writer.repairs()).hasSize(midLine ? 1 : 0);
            }
            List<LogLine> lines = readAll(match);
            assertThat(lines).allMatch(line -> line instanceof LogLine.EventLine);
            if (!lines.isEmpty()) {
                assertThat(audit(lines).kind()).isIn(Verdict.Kind.IN_PROGRESS, Verdict.Kind.VALID);
            }
        }
    }

    @Test
    void aTornLineIsReportedWhenCut() throws IOException {
        try (MatchWriter writer = log.openWriter("torn")) {
            writer.append(0, BotMatch.play(List.of("ana", "ben"), 1).subList(0, 3), AT);
        }
        Files.writeString(directory.resolve("torn.jsonl"), "{\"v\":1,\"ma", StandardOpenOption.APPEND);
        try (MatchWriter writer = log.openWriter("torn")) {
            assertThat(writer.repairs()).singleElement().asString()
                    .contains("cut a torn last line 4 of 10 bytes, left by a crash");
            assertThat(writer.head().seq()).isEqualTo(3);
        }
    }

    @Test
    void aWholeLastEventThatLostOnlyItsLineEndIsKept() throws IOException {
        Path file = directory.resolve("ended.jsonl");
        try (MatchWriter writer = log.openWriter("ended")) {
            writer.append(0, BotMatch.play(List.of("ana", "ben"), 1).subList(0, 3), AT);
        }
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, Arrays.copyOf(bytes, bytes.length - 1));
        try (MatchWriter writer = log.openWriter("ended")) {
            assertThat(writer.repairs()).singleElement().asString().contains("the event is whole and was kept");
            assertThat(writer.head().seq()).isEqualTo(3);
        }
        assertThat(Files.readAllBytes(file)).isEqualTo(bytes);
    }

    @Test
    void aMatchLockedByAnotherProcessIsRefusedUntilThatProcessEnds() throws Exception {
        Process holder = startLockHolder("held");
        try (BufferedReader out = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8))) {
            assertThat(out.readLine()).isEqualTo("locked");
            assertThatThrownBy(() -> log.openWriter("held").close())
                    .isInstanceOf(MatchBusyException.class)
                    .hasMessageContaining("another process holds the lock on");
        } finally {
            holder.destroyForcibly();
            assertThat(holder.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
        try (MatchWriter writer = log.openWriter("held")) {
            assertThat(writer.head().seq()).isZero();
        }
    }

    /**
     * The holder has read its match and closed the reader (which, with a descriptor of its own, would have
     * dropped its POSIX lock), and there is no file but the match's own to delete: the match stays the holder's.
     */
    @Test
    void nothingBesideTheMatchFileGuardsItSoDeletingFilesCannotForkAMatch() throws Exception {
        try (MatchWriter writer = log.openWriter("guarded")) {
            writer.append(0, BotMatch.play(List.of("ana", "ben"), 5).subList(0, 3), AT);
        }
        Process holder = startLockHolder("guarded");
        try (BufferedReader out = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8))) {
            assertThat(out.readLine()).isEqualTo("locked");
            try (var files = Files.list(directory)) {
                List<Path> litter = files.filter(file -> !file.getFileName().toString().equals("guarded.jsonl")).toList();
                assertThat(litter).isEmpty();
            }
            assertThatThrownBy(() -> log.openWriter("guarded").close()).isInstanceOf(MatchBusyException.class);
        } finally {
            holder.destroyForcibly();
            assertThat(holder.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
        try (var files = Files.list(directory)) {
            assertThat(files.map(file -> file.getFileName().toString()).toList()).containsExactly("guarded.jsonl");
        }
    }

    @Test
    void readingAMatchInTheProcessThatWritesItKeepsItsLock() throws Exception {
        try (MatchWriter writer = log.openWriter("mine")) {
            writer.append(0, BotMatch.play(List.of("ana", "ben"), 5).subList(0, 3), AT);
            assertThat(readAll("mine")).hasSize(3);
            try (LogCursor follower = log.follow("mine", java.time.Duration.ofMillis(5))) {
                assertThat(follower.hasNext()).isTrue();
            }
            Process other = startLockHolder("mine");
            try (BufferedReader out = new BufferedReader(new InputStreamReader(other.getInputStream(), StandardCharsets.UTF_8))) {
                assertThat(out.readLine()).startsWith("busy");
            } finally {
                other.destroyForcibly();
                assertThat(other.waitFor(30, TimeUnit.SECONDS)).isTrue();
            }
            writer.append(3, BotMatch.play(List.of("ana", "ben"), 5).subList(3, 4), AT);
        }
    }

    private Process startLockHolder(String match) throws IOException {
        Path java = Path.of(ProcessHandle.current().info().command().orElseThrow());
        return new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                LockHolder.class.getName(), directory.toString(), match)
                .redirectErrorStream(true).start();
    }

    @Test
    void matchIdsAreCheckedBeforeTheyBecomeFileNames() {
        assertThatThrownBy(() -> log.openWriter("../escape")).hasMessageContaining("is not a match id");
    }

    @Test
    void theDataDirectoryMustBeADirectory() throws IOException {
        Path file = Files.writeString(directory.resolve("plain"), "x");
        assertThatThrownBy(() -> FileEventLog.open(file)).hasMessageContaining("is not a directory");
    }

    /** Holds a match's writer lock in a separate process until killed, after reading the match once. */
    public static final class LockHolder {
        public static void main(String[] args) throws Exception {
            try (FileEventLog log = FileEventLog.open(Path.of(args[0])); MatchWriter writer = log.openWriter(args[1])) {
                if (writer.head().seq() > 0) {
                    try (LogCursor lines = log.read(args[1])) {
                        lines.forEachRemaining(line -> { });
                    }
                }
                System.out.println("locked");
                System.out.flush();
                Thread.sleep(Long.MAX_VALUE);
            } catch (MatchBusyException e) {
                System.out.println("busy: " + e.getMessage());
                System.out.flush();
            }
        }
    }
}
