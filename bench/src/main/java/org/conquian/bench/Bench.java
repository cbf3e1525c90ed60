package org.conquian.bench;

import org.conquian.bot.BotMatch;
import org.conquian.card.Shuffle;
import org.conquian.contract.LogAudits;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * Every comparison of bench/run in one go, printing one line per comparison, and RESULTS.md. Arguments:
 * the project's folder, then {@code --quick} for smaller data (a check that the harness works, not a
 * measure).
 */
public final class Bench {

    private final Path home;
    private final boolean quick;
    private final Path data;
    private final Results results = new Results();

    private Bench(Path home, boolean quick) {
        this.home = home;
        this.quick = quick;
        this.data = home.resolve("bench/target/data");
    }

    public static void main(String[] args) throws Exception {
        Path home = Path.of(args.length > 0 ? args[0] : ".").toAbsolutePath().normalize();
        boolean quick = List.of(args).contains("--quick");
        List<String> only = List.of(args).stream().filter(arg -> arg.startsWith("--only="))
                .flatMap(arg -> List.of(arg.substring(7).split(",")).stream()).toList();
        new Bench(home, quick).run(only);
    }

    private void run(List<String> only) throws Exception {
        int matches = quick ? 500 : 10_000;
        Path log = null;
        if (!only.stream().allMatch(List.of("serve", "html", "pages", "growth", "jmh", "simulate")::contains) || only.isEmpty()) {
            System.out.println("generating " + matches + " bot matches (once; kept in " + data + ") ...");
            log = Data.log(data, matches, 100);
            System.out.printf(Locale.ROOT, "log: %s, %,d bytes%n", log.getFileName(), Files.size(log));
        }
        if (only.isEmpty() || only.contains("audit")) {
            auditAgainstJackson(log);
        }
        if (only.isEmpty() || only.contains("cores")) {
            auditOnEveryCore(log);
        }
        if (only.isEmpty() || only.contains("jmh")) {
            solverAndLegalMoves();
        }
        if (only.isEmpty() || only.contains("simulate")) {
            simulate();
        }
        if (only.isEmpty() || only.contains("process")) {
            new Processes(home, results, quick).run(log);
        }
        if (only.isEmpty() || only.contains("kafka")) {
            new KafkaBench(home, results, quick).run(log, matches);
        }
        if (only.isEmpty() || only.contains("growth")) {
            new Growth(home, results, quick).run();
        }
        if (only.isEmpty() || only.contains("html")) {
            new HtmlBench(home, results, quick).run();
        }
        if (only.isEmpty() || only.contains("pages")) {
            new PagesBench(home, results, quick).run();
        }
        if (only.isEmpty() || only.contains("serve")) {
            new ServeBench(home, results, quick).run();
            new SseBench(home, results, quick).run();
        }
        if (only.isEmpty() || only.contains("trust")) {
            new TrustBench(results, quick).run(data);
        }
        if (only.isEmpty() && !quick) {
            results.write(home.resolve("bench/RESULTS.md"), Machine.describe());
            System.out.println("written to bench/RESULTS.md");
        } else {
            // a quick run's figures, or some of the comparisons, would replace the full run's table
            System.out.println("not a full run: bench/RESULTS.md is left as it was");
        }
    }

    /** The audit of the whole log against Jackson alone parsing it into the same records, in turns, best of five. */
    private void auditAgainstJackson(Path log) throws IOException {
        long best = Long.MAX_VALUE;
        long bestJackson = Long.MAX_VALUE;
        long events = 0;
        for (int round = 0; round < 5; round++) {
            long start = System.nanoTime();
            events = JacksonOnly.parse(log);
            long parsed = System.nanoTime();
            try (InputStream in = Files.newInputStream(log)) {
                LogAudits.audit(in, false);
            }
            long audited = System.nanoTime();
            bestJackson = Math.min(bestJackson, parsed - start);
            best = Math.min(best, audited - parsed);
        }
        double ours = events / (best / 1e9);
        double limit = events / (bestJackson / 1e9);
        results.add("audit of " + (quick ? "500" : "10,000") + " matches, one thread", Results.perSecond(ours, "events"),
                Results.perSecond(limit, "events") + " (Jackson alone)", Results.ratio(ours / limit), ">= 0.5", ours / limit >= 0.5);
    }

    /**
     * The audit of the whole log on every core against the same audit on one thread, in turns, best of five (slow
     * spells of a shared machine last a round or two); with the CPU seconds each spent, which show what sharing
     * the work costs.
     */
    private void auditOnEveryCore(Path log) throws IOException {
        int cores = Runtime.getRuntime().availableProcessors();
        long[] bestOne = {Long.MAX_VALUE, 0};
        long[] bestAll = {Long.MAX_VALUE, 0};
        for (int round = 0; round < 5; round++) {
            keepFaster(bestOne, timedAudit(log, 1));
            keepFaster(bestAll, timedAudit(log, cores));
        }
        double speedUp = bestOne[0] / (double) bestAll[0];
        results.add("audit of " + (quick ? "500" : "10,000") + " matches, " + cores + " threads",
                String.format(Locale.ROOT, "%,d ms", bestAll[0] / 1_000_000), String.format(Locale.ROOT, "%,d ms (one thread)", bestOne[0] / 1_000_000),
                Results.ratio(speedUp) + "x", ">= 1.7x", speedUp >= 1.7);
        results.note(String.format(Locale.ROOT, "audit on %d threads: %.1f CPU s, against %.1f on one (this process, collector and compiler included)",
                cores, bestAll[1] / 1e9, bestOne[1] / 1e9));
    }

    private static void keepFaster(long[] best, long[] measured) {
        if (measured[0] < best[0]) {
            best[0] = measured[0];
            best[1] = measured[1];
        }
    }

    /** The wall time and this process's CPU time of one audit of the log, in nanoseconds. */
    private static long[] timedAudit(Path log, int threads) throws IOException {
        long cpu = processCpu();
        long start = System.nanoTime();
        try (InputStream in = Files.newInputStream(log)) {
            LogAudits.audit(in, false, false, threads, bytes -> { });
        }
        return new long[] {System.nanoTime() - start, processCpu() - cpu};
    }

    private static long processCpu() {
        return ProcessHandle.current().info().totalCpuDuration().map(Duration::toNanos).orElse(0L);
    }

    /** The solver's worst cases and the prompt's legal moves, by JMH. */
    private void solverAndLegalMoves() throws Exception {
        Options options = new OptionsBuilder().include(SolverBench.class.getName()).forks(1)
                .warmupIterations(quick ? 1 : 3).warmupTime(TimeValue.seconds(1))
                .measurementIterations(quick ? 2 : 5).measurementTime(TimeValue.seconds(1))
                .jvmArgs("-Xmx1g").build();
        Collection<RunResult> runs = new Runner(options).run();
        for (RunResult run : runs) {
            String name = run.getParams().getBenchmark();
            double score = run.getPrimaryResult().getScore();
            String unit = run.getPrimaryResult().getScoreUnit();
            if (name.endsWith("fitsAloneWithElevenExposed")) {
                results.add("solver: does a card fit 11 exposed cards alone", String.format(Locale.ROOT, "%,.0f ns", score), "-", "-",
                        "< 20,000 ns", score < 20_000);
            } else if (name.endsWith("arrangementsOfATakeWithTenInHand")) {
                results.add("solver: every arrangement of a take, 10 in hand", String.format(Locale.ROOT, "%,.0f ns", score), "-", "-",
                        "< 20,000 ns", score < 20_000);
            } else if (name.endsWith("legalMovesForThePrompt")) {
                results.add("legal moves for the prompt, full hand, open card", String.format(Locale.ROOT, "%.1f %s", score, unit.replace("/op", "")),
                        "-", "-", "< 50 us", score < 50);
            }
        }
    }

    /** Bots playing whole matches through decide, one thread. */
    private void simulate() {
        int count = quick ? 100 : 1000;
        for (int n = 0; n < count / 2; n++) {
            BotMatch.play(Data.PLAYERS, Shuffle.mix(n));
        }
        long best = Long.MAX_VALUE;
        for (int round = 0; round < 3; round++) {
            long start = System.nanoTime();
            for (int n = 0; n < count; n++) {
                BotMatch.play(Data.PLAYERS, Shuffle.mix(round * 100_000L + n));
            }
            best = Math.min(best, System.nanoTime() - start);
        }
        double rate = count / (best / 1e9);
        results.add("simulate: bots play whole matches, one thread", Results.perSecond(rate, "matches"), "-", "-", "reported", true);
    }
}
