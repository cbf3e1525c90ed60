package org.conquian.bench;

import org.conquian.bot.BotMatch;
import org.conquian.card.Shuffle;
import org.conquian.contract.Encoder;
import org.conquian.contract.Head;
import org.conquian.event.Event;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

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
        return log(directory, "matches-" + matches, matches, together, Data::match);
    }

    /** The log of {@code matches} matches of a table (its players, its profile and what it chooses), as {@link #log} writes them. */
    static Path log(Path directory, String name, int matches, int together, List<String> players, Profile profile, Options options) throws IOException {
        return log(directory, name, matches, together, n -> BotMatch.play(players, profile, options, Shuffle.mix(SEED + n)));
    }

    private static Path log(Path directory, String name, int matches, int together, IntFunction<List<Event>> match) throws IOException {
        Path file = directory.resolve(name + ".jsonl");
        if (Files.exists(file)) {
            return file;
        }
        Files.createDirectories(directory);
        Path partial = directory.resolve(file.getFileName() + ".partial");
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(partial), 1 << 20)) {
            for (int start = 0; start < matches; start += together) {
                List<List<byte[]>> group = new ArrayList<>();
                for (int n = start; n < Math.min(matches, start + together); n++) {
                    group.add(lines(n, match.apply(n)));
                }
                interleave(group, out);
            }
        }
        Files.move(partial, file);
        return file;
    }

    static List<byte[]> lines(int n) {
        return lines(n, match(n));
    }

    private static List<byte[]> lines(int n, List<Event> match) {
        List<byte[]> lines = new ArrayList<>();
        Head head = Head.empty(matchId(n));
        for (Event event : match) {
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
