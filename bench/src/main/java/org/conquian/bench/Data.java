package org.conquian.bench;

import org.conquian.bot.BotMatch;
import org.conquian.card.Shuffle;
import org.conquian.contract.Encoder;
import org.conquian.contract.Head;
import org.conquian.event.Event;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The benchmarks' data, played by the bots from a fixed seed, made once and kept in bench/target/data. */
final class Data {

    static final long SEED = 20261129L;
    static final List<String> PLAYERS = List.of("ana", "ben");

    private Data() {
    }

    static String matchId(int n) {
        return "bench-" + n;
    }

    static List<Event> match(int n) {
        return BotMatch.play(PLAYERS, Shuffle.mix(SEED + n));
    }

    /**
     * The log of {@code matches} matches, chained as the recorder writes them, interleaved {@code together}
     * matches at a time as on a topic where many matches are played at once.
     */
    static Path log(Path directory, int matches, int together) throws IOException {
        Path file = directory.resolve("matches-" + matches + ".jsonl");
        if (Files.exists(file)) {
            return file;
        }
        Files.createDirectories(directory);
        Path partial = directory.resolve(file.getFileName() + ".partial");
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(partial), 1 << 20)) {
            for (int start = 0; start < matches; start += together) {
                List<List<byte[]>> group = new ArrayList<>();
                for (int n = start; n < Math.min(matches, start + together); n++) {
                    group.add(lines(n));
                }
                interleave(group, out);
            }
        }
        Files.move(partial, file);
        return file;
    }

    static List<byte[]> lines(int n) {
        List<byte[]> lines = new ArrayList<>();
        Head head = Head.empty(matchId(n));
        for (Event event : match(n)) {
            Encoder.Encoded encoded = Encoder.encode(head, event, "2026-11-29T18:00:00.000Z");
            lines.add(encoded.line());
            head = encoded.head();
        }
        return lines;
    }

    private static void interleave(List<List<byte[]>> group, OutputStream out) throws IOException {
        int longest = group.stream().mapToInt(List::size).max().orElse(0);
        for (int i = 0; i < longest; i++) {
            for (List<byte[]> lines : group) {
                if (i < lines.size()) {
                    out.write(lines.get(i));
                    out.write('\n');
                }
            }
        }
    }
}
