package org.conquian.cli;

import org.conquian.card.Shuffle;
import org.conquian.contract.Encoder;
import org.conquian.contract.Head;
import org.conquian.contract.UtcTime;
import org.conquian.event.Event;
import org.conquian.log.EventLog;
import org.conquian.log.MatchExistsException;
import org.conquian.recorder.Bots;
import org.conquian.recorder.KeyFiles;
import org.conquian.recorder.NewMatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PrivateKey;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code conquian simulate}: bots play matches into the log, for demos, tests and benchmarks. */
@Command(name = "simulate",
        description = {
                "Seeded bots play matches by the rules, into the log or a file.",
                "",
                "Each move is decided as the recorder decides it, and the same seed gives the same matches. Matches go into the embedded log, one append per match, or with --out to one JSON Lines file (or - for standard output), chained like everything written here. Run again after an interruption, the same command passes over the matches already in the log (the same events) and finishes the batch.",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {
                "  conquian simulate --matches 100 --seed 1",
                "  conquian simulate --matches 10000 --seed 7 --out season.jsonl",
                "  conquian simulate --rules pagat-upcard --deck 52 --matches 200 --out -",
                "  conquian simulate --matches 3 --seed 2 --out - | conquian audit /dev/stdin",
                "  conquian simulate --matches 100 --sign-with club.key --fair --out signed.jsonl"},
        mixinStandardHelpOptions = true)
public final class SimulateCommand implements Callable<Integer> {

    @ParentCommand
    ConquianCommand parent;

    @Mixin
    LogOptions logOptions;

    @Option(names = "--matches", paramLabel = "N", defaultValue = "1", description = "How many matches (default: ${DEFAULT-VALUE}).")
    int matches;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "The seed of every shuffle and every bot's choice (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--players", paramLabel = "A,B[,C[,D]]", description = "The bots' ids, in order of play: two, or three in mexicana, or four with --house partnership (default: ana,ben, and ana,ben,cruz,dee in a partnership).")
    String players;

    @Option(names = "--prefix", paramLabel = "ID", defaultValue = "sim", description = "Match ids are PREFIX-SEED-N (default: ${DEFAULT-VALUE}).")
    String prefix;

    @Mixin
    RulesOptions rulesOptions;

    @Option(names = "--concealed", description = "Record every deal as a real table would: face down, the cambio unnamed, the hands shown "
            + "at each deal's end. The bots still know their own hands.")
    boolean concealed;

    @Option(names = "--out", paramLabel = "FILE", description = "Write JSON Lines to this file, or - for standard output, instead of the embedded log.")
    String out;

    @Mixin
    TrustOptions trustOptions;

    @Override
    public Integer call() throws IOException {
        Io io = parent.io();
        if (matches < 1) {
            throw new IllegalArgumentException("--matches must be at least 1, not " + matches);
        }
        NewMatch asked = rulesOptions.newMatch(players == null ? rulesOptions.bots(false) : rulesOptions.seated(players), trustOptions, null, null,
                null, concealed);
        Optional<KeyFiles.SigningKey> key = trustOptions.signingKey();
        long started = System.nanoTime();
        long events = 0;
        int there = 0;
        String at = UtcTime.of(io.clock().instant());
        try (Progress progress = new Progress(io, "simulating", matches, false); Sink sink = sink(io)) {
            for (int n = 1; n <= matches; n++) {
                List<List<Event>> turns = Bots.turns(asked, Shuffle.mix(seed + n), key);
                if (sink.write(prefix + "-" + seed + "-" + n, turns, at, key.map(KeyFiles.SigningKey::privateKey).orElse(null))) {
                    events += turns.stream().mapToInt(List::size).sum();
                } else {
                    there++;
                }
                progress.update(n);
            }
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        String where = out == null ? "into " + (logOptions.kafka() ? "the Kafka topic" : "the embedded log in " + logOptions.directory())
                : "-".equals(out) ? "to standard output" : "to " + out;
        io.err().println(String.format(Locale.ROOT, "simulated %d %s (%d events) %s in %.1f s (%.0f matches/s)%s",
                matches - there, matches - there == 1 ? "match" : "matches", events, where, seconds, matches / Math.max(seconds, 1e-9),
                there == 0 ? "" : "; " + there + (there == 1 ? " was" : " were") + " in the log already, the same"));
        return ExitCode.OK;
    }

    private Sink sink(Io io) throws IOException {
        if (out == null) {
            EventLog log = logOptions.open();
            return new Sink() {
                @Override
                public boolean write(String match, List<List<Event>> turns, String at, PrivateKey key) throws IOException {
                    try {
                        return log.writeIfAbsent(match, turns, at, key);
                    } catch (MatchExistsException e) {
                        throw new IllegalArgumentException(e.getMessage() + "; choose another --seed or --prefix");
                    }
                }

                @Override
                public void close() throws IOException {
                    log.close();
                }
            };
        }
        if ("-".equals(out)) {
            return new JsonLines() {
                @Override
                void line(byte[] line) {
                    io.out().write(new String(line, StandardCharsets.UTF_8));
                    io.out().write('\n');
                }

                @Override
                public void close() {
                    io.out().flush();
                }
            };
        }
        BufferedOutputStream file = new BufferedOutputStream(Files.newOutputStream(Path.of(out)), 1 << 16);
        return new JsonLines() {
            @Override
            void line(byte[] line) throws IOException {
                file.write(line);
                file.write('\n');
            }

            @Override
            public void close() throws IOException {
                file.close();
            }
        };
    }

    /** Where simulated matches go. */
    private interface Sink extends AutoCloseable {
        /** Writes the match, its turns signed by {@code key} if not null; false when the log had it already, the same. */
        boolean write(String match, List<List<Event>> turns, String at, PrivateKey key) throws IOException;

        @Override
        void close() throws IOException;
    }

    /** A sink of JSON Lines: each match's events encoded and chained as a log has them, a line at a time. */
    private abstract static class JsonLines implements Sink {
        abstract void line(byte[] line) throws IOException;

        @Override
        public boolean write(String match, List<List<Event>> turns, String at, PrivateKey key) throws IOException {
            for (Encoder.Encoded encoded : Encoder.encodeTurns(Head.empty(match), turns, at, key)) {
                line(encoded.line());
            }
            return true;
        }
    }
}
