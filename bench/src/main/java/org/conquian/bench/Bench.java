package org.conquian.bench;

import org.conquian.audit.Verdict;
import org.conquian.bot.BotMatch;
import org.conquian.card.Shuffle;
import org.conquian.contract.LogAudits;
import org.conquian.rules.House;
import org.conquian.rules.Profile;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

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

    /** The names {@code --only} takes, in the order a full run makes them. */
    private static final List<String> COMPARISONS =
            List.of("audit", "cores", "jmh", "simulate", "process", "kafka", "growth", "html", "pages", "serve", "trust");

    public static void main(String[] args) throws Exception {
        Path home = Path.of(args.length > 0 ? args[0] : ".").toAbsolutePath().normalize();
        boolean quick = List.of(args).contains("--quick");
        List<String> only = List.of(args).stream().filter(arg -> arg.startsWith("--only="))
                .flatMap(arg -> List.of(arg.substring(7).split(",")).stream()).toList();
        List<String> unknown = only.stream().filter(name -> !COMPARISONS.contains(name)).toList();
        if (!unknown.isEmpty()) {
            System.err.println("bench/run: no comparison is called " + String.join(", ", unknown) + "; there are " + String.join(", ", COMPARISONS));
            System.exit(2);
        }
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
            auditOfHouseRules();
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
     * The audit of matches played with two packs and in partnership against matches of the same profile with one
     * pack, events per second on one thread, in turns, best of five: what the multisets and the team's melds cost.
     */
    private void auditOfHouseRules() throws IOException {
        int matches = quick ? 200 : 2_000;
        List<String> two = List.of("ana", "ben");
        org.conquian.rules.Options target = new org.conquian.rules.Options(null, null, 3); // JMH has an Options of its own
        Path onePack = Data.log(data, "pagat-upcard-" + matches, matches, 100, two, Profile.PAGAT_UPCARD, target);
        Path twoPacks = Data.log(data, "pagat-upcard-two-packs-" + matches, matches, 100, two, Profile.PAGAT_UPCARD,
                target.withHouse(House.parse("two-packs")));
        Path partnership = Data.log(data, "pagat-upcard-partnership-" + matches, matches, 100, List.of("ana", "ben", "cruz", "dee"),
                Profile.PAGAT_UPCARD, target.withHouse(House.parse("partnership")));
        double[] best = new double[3];
        List<Path> logs = List.of(onePack, twoPacks, partnership);
        for (int round = 0; round < 5; round++) {
            for (int i = 0; i < logs.size(); i++) {
                best[i] = Math.max(best[i], eventsPerSecond(logs.get(i)));
            }
        }
        String limit = Results.perSecond(best[0], "events") + " (one pack)";
        results.add("audit of " + String.format(Locale.ROOT, "%,d", matches) + " two-pack matches (pagat-upcard), one thread",
                Results.perSecond(best[1], "events"), limit, Results.ratio(best[1] / best[0]), ">= 0.9", best[1] / best[0] >= 0.9);
        results.add("audit of " + String.format(Locale.ROOT, "%,d", matches) + " partnership matches (pagat-upcard, two packs), one thread",
                Results.perSecond(best[2], "events"), limit, Results.ratio(best[2] / best[0]), ">= 0.9", best[2] / best[0] >= 0.9);
        results.note(String.format(Locale.ROOT, "house rules' audit: card codes per event, one pack %.1f, two packs %.1f, partnership %.1f"
                + " (a partnership's melds name the whole team's cards at every take)", cardsPerEvent(onePack), cardsPerEvent(twoPacks),
                cardsPerEvent(partnership)));
    }

    /** Events per second of one audit of the log, on one thread. */
    private static double eventsPerSecond(Path log) throws IOException {
        long start = System.nanoTime();
        long events;
        try (InputStream in = Files.newInputStream(log)) {
            events = LogAudits.audit(in, false).stream().mapToLong(Verdict::events).sum();
        }
        return events / ((System.nanoTime() - start) / 1e9);
    }

    /** The card codes a log names per event, on average. */
    private static double cardsPerEvent(Path log) throws IOException {
        Pattern card = Pattern.compile("\"[A2-9TJQK][CDHS]\"");
        long lines = 0;
        long cards = 0;
        try (BufferedReader reader = Files.newBufferedReader(log)) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lines++;
                cards += card.matcher(line).results().count();
            }
        }
        return cards / (double) lines;
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
        double onePack = Double.NaN;
        double twoPacks = Double.NaN;
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
                onePack = score;
                results.add("legal moves for the prompt, full hand, open card", String.format(Locale.ROOT, "%.1f %s", score, unit.replace("/op", "")),
                        "-", "-", "< 50 us", score < 50);
            } else if (name.endsWith("legalMovesForThePromptTwoPacks")) {
                twoPacks = score;
            }
        }
        results.add("legal moves for the prompt with two packs (a card held twice), against one pack", String.format(Locale.ROOT, "%.1f us", twoPacks),
                String.format(Locale.ROOT, "%.1f us (one pack)", onePack), Results.ratio(twoPacks / onePack) + "x", "<= 2x", twoPacks / onePack <= 2);
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
