package org.conquian.bench;

import org.conquian.bot.BotMatch;
import org.conquian.contract.Encoder;
import org.conquian.contract.Head;
import org.conquian.contract.LogAudits;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** How cost grows with the work: the audit at three sizes of log, and the replay of a very long match. */
record Growth(Path home, Results results, boolean quick) {

    /** The heap left after a collection, in a {@code -Xlog:gc} line: {@code Pause Young (Allocation Failure) 69M->1M(247M)}. */
    private static final Pattern AFTER_GC = Pattern.compile("->(\\d+)M\\(");

    void run() throws IOException, InterruptedException {
        audits();
        longReplay();
    }

    /**
     * The audit's time per event in this JVM (best of three, taken in turns), and the most heap a separate 256 MB audit process kept
     * after any collection, at each size: streaming means flat time per event and flat heap.
     */
    private void audits() throws IOException, InterruptedException {
        int[] sizes = quick ? new int[] {100, 300, 1_000} : new int[] {1_000, 10_000, 100_000};
        List<String> perEvent = new ArrayList<>();
        List<String> heaps = new ArrayList<>();
        double fastest = Double.MAX_VALUE;
        double slowest = 0;
        long leastHeap = Long.MAX_VALUE;
        long mostHeap = 0;
        List<Path> logs = new ArrayList<>();
        for (int matches : sizes) {
            System.out.printf(Locale.ROOT, "generating %,d bot matches (once; kept in bench/target/data) ...%n", matches);
            logs.add(Data.log(home.resolve("bench/target/data"), matches, 100));
        }
        // rounds in turns over the sizes, each size's best kept: the first round pays for the JIT's warm-up
        long[] events = new long[sizes.length];
        long[] best = new long[sizes.length];
        Arrays.fill(best, Long.MAX_VALUE);
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < sizes.length; i++) {
                long start = System.nanoTime();
                try (InputStream in = Files.newInputStream(logs.get(i))) {
                    events[i] = LogAudits.audit(in, false).stream().mapToLong(verdict -> verdict.events()).sum();
                }
                best[i] = Math.min(best[i], System.nanoTime() - start);
            }
        }
        for (int i = 0; i < sizes.length; i++) {
            double nanosPerEvent = best[i] / (double) events[i];
            long heap = heapAfterCollections(logs.get(i));
            fastest = Math.min(fastest, nanosPerEvent);
            slowest = Math.max(slowest, nanosPerEvent);
            leastHeap = Math.min(leastHeap, heap);
            mostHeap = Math.max(mostHeap, heap);
            perEvent.add(String.format(Locale.ROOT, "%.2f us", nanosPerEvent / 1000));
            heaps.add(heap + " MB");
            results.note(String.format(Locale.ROOT, "audit of %,d matches (%,d events): %.2f us per event, at most %d MB of heap kept",
                    sizes[i], events[i], nanosPerEvent / 1000, heap));
        }
        boolean flatTime = slowest / fastest <= 1.25;
        boolean flatHeap = mostHeap <= leastHeap + 32;
        results.add(String.format(Locale.ROOT, "audit per event at %,d / %,d / %,d matches", sizes[0], sizes[1], sizes[2]),
                String.join(" / ", perEvent), "heap kept: " + String.join(" / ", heaps), Results.ratio(slowest / fastest),
                "time within 25%, heap flat", flatTime && flatHeap);
    }

    /** The most heap left after a collection by an audit of the log in a 256 MB process, from its GC log. */
    private long heapAfterCollections(Path log) throws IOException, InterruptedException {
        Path gcLog = Files.createTempFile("conquian-bench-gc", ".log");
        Process process = new ProcessBuilder(Machine.java(home).toString(), "-Xmx256m", "-XX:+UseSerialGC", "-Xlog:gc:file=" + gcLog,
                "-jar", home.resolve("cli/target/conquian.jar").toString(), "audit", "--json", log.toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        if (!process.waitFor(60, TimeUnit.MINUTES) || process.exitValue() != 0) {
            process.destroyForcibly();
            throw new IOException("the audit of " + log + " in 256 MB did not finish cleanly");
        }
        long most = 0;
        for (String line : Files.readAllLines(gcLog)) {
            Matcher after = AFTER_GC.matcher(line);
            if (after.find()) {
                most = Math.max(most, Long.parseLong(after.group(1)));
            }
        }
        Files.delete(gcLog);
        return most;
    }

    /**
     * The last event of a match of about a thousand deals (pagat-upcard to 500 wins: the winner's 500 and the
     * loser's wins, nearly as many), printed by {@code ./conquian replay FILE --at SEQ} as a user runs it.
     */
    private void longReplay() throws IOException, InterruptedException {
        int target = quick ? 20 : 500;
        List<Event> match = BotMatch.play(Data.PLAYERS, Profile.PAGAT_UPCARD, new Options(null, null, target), Data.SEED);
        Path file = home.resolve("bench/target/data/long-match-" + target + ".jsonl");
        List<String> lines = new ArrayList<>();
        Head head = Head.empty("long-match");
        for (Event event : match) {
            Encoder.Encoded encoded = Encoder.encode(head, event, "2026-11-29T18:00:00.000Z");
            lines.add(new String(encoded.line(), StandardCharsets.UTF_8));
            head = encoded.head();
        }
        Files.write(file, lines);
        long deals = match.stream().filter(event -> event instanceof DealStarted).count();
        List<String> replay = List.of(home.resolve("conquian").toString(), "replay", file.toString(), "--at", String.valueOf(match.size()));
        long best = Long.MAX_VALUE;
        for (int round = 0; round < 3; round++) {
            long start = System.nanoTime();
            Process process = new ProcessBuilder(replay).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            process.waitFor();
            best = Math.min(best, System.nanoTime() - start);
        }
        results.add(String.format(Locale.ROOT, "replay --at the last event of a %,d-deal match (%,d events), whole process", deals, match.size()),
                String.format(Locale.ROOT, "%,d ms", best / 1_000_000), "-", "-", "wall < 1 s", best < 1_000_000_000L);
    }
}
