package org.conquian.reliability;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntConsumer;

/**
 * The fault suite at scale, as {@code reliability/run} runs it: recorders killed, brokers killed under a
 * recording, recorders racing for a match, garbage for the audit. It prints each part's figures against its
 * goal and writes them to {@code reliability/RESULTS.md} (a quick run writes nothing there).
 *
 * <p>{@code Faults HOME [--quick] [--only=kills,broker,race,garbage,cluster] [--minutes=M] [--at-most=M]}; {@code --minutes}
 * sets how long the cluster part's faults strike at least (20 by default; and until 100 have struck), {@code --at-most}
 * how long they may strike at most, whatever their count (no bound by default). A run that is not quick writes the
 * rows of the parts it ran and keeps the others'.
 */
public final class Faults {

    private final Path home;
    private final boolean quick;
    private final Path work;
    private final Duration clusterTime;
    private final Duration clusterLimit;
    private final List<String> rows = new ArrayList<>();
    private final List<String> closingLines = new ArrayList<>();
    private boolean allMet = true;

    private Faults(Path home, boolean quick, Duration clusterTime, Duration clusterLimit) throws IOException {
        this.home = home;
        this.quick = quick;
        this.clusterTime = clusterTime;
        this.clusterLimit = clusterLimit;
        this.work = Files.createTempDirectory("conquian-faults");
    }

    public static void main(String[] args) throws Exception {
        Path home = Path.of(args[0]).toAbsolutePath();
        boolean quick = List.of(args).contains("--quick");
        List<String> only = List.of(args).stream().filter(arg -> arg.startsWith("--only=")).findFirst()
                .map(arg -> List.of(arg.substring("--only=".length()).split(","))).orElse(List.of("kills", "broker", "race", "garbage", "cluster"));
        Duration clusterTime = List.of(args).stream().filter(arg -> arg.startsWith("--minutes=")).findFirst()
                .map(arg -> Duration.ofMinutes(Long.parseLong(arg.substring("--minutes=".length())))).orElse(Duration.ofMinutes(quick ? 0 : 20));
        Duration clusterLimit = List.of(args).stream().filter(arg -> arg.startsWith("--at-most=")).findFirst()
                .map(arg -> Duration.ofMinutes(Long.parseLong(arg.substring("--at-most=".length())))).orElse(Duration.ofDays(1));
        Faults faults = new Faults(home, quick, clusterTime, clusterLimit);
        faults.part(only, "kills", "recorder killed (SIGKILL) at random moments, embedded log", faults::kills);
        faults.part(only, "broker", "broker killed (SIGKILL) under a recording over Kafka", faults::broker);
        faults.part(only, "race", "two recorder processes racing for one match, embedded log", faults::race);
        faults.part(only, "garbage", "audit of generated garbage", faults::garbage);
        faults.part(only, "cluster", CLUSTER, faults::cluster);
        if (!quick) {
            faults.write();
        }
        faults.closingLines.forEach(System.out::println);
        System.out.println(faults.allMet ? "every goal met" : "SOME GOALS NOT MET");
        System.exit(faults.allMet ? 0 : 1);
    }

    /** One part of the suite; where it cannot finish, that is its figure, and the other parts still run. */
    private interface Part {
        void run() throws Exception;
    }

    private void part(List<String> only, String name, String what, Part part) {
        if (!only.contains(name)) {
            return;
        }
        try {
            part.run();
        } catch (Exception e) {
            e.printStackTrace();
            row(what, "the part could not finish: " + e.getMessage(), "it finishes", false);
        }
    }

    /** The conquian command as users run it: the launcher's JDK and the built jar. */
    private List<String> conquian() throws IOException {
        return List.of(java(), "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-jar", home.resolve("cli/target/conquian.jar").toString());
    }

    private String java() throws IOException {
        return Path.of(Files.readString(home.resolve("cli/target/.java-home")).strip(), "bin", "java").toString();
    }

    private void kills() throws Exception {
        int kills = quick ? 20 : 1000;
        RecorderKills.Figures figures = RecorderKills.run(conquian(), work.resolve("kills"), kills, 1, progress("recorder kills", kills));
        row("recorder killed (SIGKILL) at random moments, embedded log",
                String.format(Locale.ROOT, "%,d kills, %,d events acknowledged, %,d lost, %d invalid logs, %d not resumed, %d hangs; "
                                + "%d moves sent again were recognised as recorded; longest answer %s; %d anomalies%s",
                        figures.kills(), figures.acknowledged(), figures.lost(), figures.invalid(), figures.unopened(), figures.hangs(),
                        figures.repeated(), seconds(figures.longestAnswer()), figures.anomalies(), lastOf(figures.lastAnomaly())),
                "1,000 kills, 0 lost, 0 invalid",
                figures.kills() >= (quick ? 20 : 1000) && figures.lost() == 0 && figures.invalid() == 0 && figures.unopened() == 0
                        && figures.hangs() == 0 && figures.anomalies() == 0);
    }

    private void broker() throws Exception {
        int kills = quick ? 3 : 20;
        Duration timeout = Duration.ofSeconds(5);
        String classpath = home.resolve("broker/target/classes") + File.pathSeparator
                + Files.readString(home.resolve("broker/target/broker.classpath")).strip();
        BrokerKills.Figures figures = BrokerKills.run(conquian(), List.of(java(), "-Xmx1g", "-cp", classpath), work.resolve("broker"), kills, 1,
                timeout, progress("broker kills", kills));
        row("broker killed (SIGKILL) under a recording over Kafka, --kafka-timeout " + seconds(timeout),
                String.format(Locale.ROOT, "%d kills, %,d events acknowledged, %,d lost, %d invalid matches (gap, duplicate or half turn), "
                                + "%d hangs; %d answers while the broker was away, all errors in time; longest answer %s; "
                                + "%d moves sent again were recognised as recorded; %d anomalies%s",
                        figures.kills(), figures.acknowledged(), figures.lost(), figures.invalid(), figures.hangs(), figures.answersWhileAway(),
                        seconds(figures.longestAnswer()), figures.repeated(), figures.anomalies(), lastOf(figures.lastAnomaly())),
                "20 kills, 0 hangs, every answer within the deadline + 5 s, 0 gaps or duplicates",
                figures.hangs() == 0 && figures.lost() == 0 && figures.invalid() == 0 && figures.anomalies() == 0
                        && figures.longestAnswer().compareTo(timeout.plusSeconds(5)) <= 0);
    }

    private void race() throws Exception {
        int rounds = quick ? 20 : 200;
        RacingRecorders.Figures figures = RacingRecorders.run(conquian(), work.resolve("race"), rounds, 1);
        row("two recorder processes racing for one match, embedded log",
                String.format(Locale.ROOT, "%d times held, %d times refused as busy, %,d events acknowledged, %,d lost, the log %s; "
                                + "%d anomalies%s", figures.held(), figures.refused(), figures.acknowledged(), figures.lost(), figures.verdict(),
                        figures.anomalies(), lastOf(figures.lastAnomaly())),
                "no fork: 0 lost, never invalid",
                figures.lost() == 0 && !figures.invalid() && figures.anomalies() == 0);
    }

    private static final String CLUSTER = "three-broker cluster under several recorders: leaders killed (SIGKILL) and restarted, "
            + "brokers paused (SIGSTOP) past the session timeout, rolling restarts; read back with read_committed by a checker of its own";

    private void cluster() throws Exception {
        int minFaults = quick ? 3 : 100;
        Duration timeout = Duration.ofSeconds(20);
        String classpath = home.resolve("broker/target/classes") + File.pathSeparator
                + Files.readString(home.resolve("broker/target/broker.classpath")).strip();
        ClusterFaults.Figures figures = ClusterFaults.run(conquian(),
                List.of(java(), "-Xmx512m", "-XX:+UseSerialGC", "-Dconquian.parent=" + ProcessHandle.current().pid(), "-cp", classpath),
                work.resolve("cluster"), quick ? 2 : 3, clusterTime, clusterLimit, minFaults, 1, timeout, progress("cluster faults", minFaults));
        ClusterChecker.Counts counts = figures.counts();
        closingLines.add(figures.line());
        row(CLUSTER,
                String.format(Locale.ROOT, "%s; over %d min, %,d turns aborted on purpose beside them; a recorder waited from a leader's "
                                + "kill to its partition's next acknowledged turn %.1f s at the median, %.1f s at most; %d hangs, %d anomalies%s%s",
                        figures.line(), figures.ran().toMinutes(), figures.aborted(), figures.waitPercentile(0.5) / 1000.0,
                        figures.waitPercentile(1.0) / 1000.0, figures.hangs(), figures.anomalies(), lastOf(figures.lastAnomaly()),
                        counts.lastProblem().isEmpty() ? "" : " (last problem: " + counts.lastProblem() + ")"),
                "at least 100 faults over at least 20 minutes, thousands of turns: 0 lost, duplicated, out of order, aborted seen or unseen; "
                        + "every match valid",
                figures.faults() >= minFaults && figures.ran().compareTo(clusterTime) >= 0 && counts.turns() > 0 && counts.lost() == 0
                        && counts.duplicated() == 0 && counts.outOfOrder() == 0 && counts.abortedSeen() == 0 && counts.unseen() == 0
                        && counts.invalid() == 0 && counts.matches() > 0);
    }

    private void garbage() throws Exception {
        int files = quick ? 90 : 2000;
        GarbageAudit.Figures figures = GarbageAudit.run(files, 1, progress("garbage audited", files));
        row("audit of generated garbage (random bytes, cut and changed logs, huge lines and numbers, deep nesting, blank files)",
                String.format(Locale.ROOT, "%,d files, %,d given a verdict, %d crashes, %d hangs; longest %s%s", figures.files(),
                        figures.verdicts(), figures.crashes(), figures.hangs(), seconds(figures.longest()), lastOf(figures.lastCrash())),
                "a verdict for every file, no crash, no hang",
                figures.verdicts() == figures.files() && figures.crashes() == 0 && figures.hangs() == 0);
    }

    private static String lastOf(String anomaly) {
        return anomaly.isEmpty() ? "" : " (last: " + anomaly + ")";
    }

    private static String seconds(Duration duration) {
        return String.format(Locale.ROOT, "%.2f s", duration.toNanos() / 1e9);
    }

    private static IntConsumer progress(String what, int total) {
        int step = Math.max(1, total / 20);
        return done -> {
            if (done % step == 0 || done == total) {
                System.err.printf(Locale.ROOT, "  %s: %d of %d%n", what, done, total);
            }
        };
    }

    private void row(String what, String figures, String goal, boolean met) {
        allMet &= met;
        System.out.println(what + ": " + figures + " — goal: " + goal + (met ? " — met" : " — NOT MET"));
        rows.add("| " + what + " | " + figures + " | " + goal + " | " + (met ? "met" : "**not met**") + " |");
    }

    /** The table with this run's rows, and the rows of the parts it did not run as they were. */
    private void write() throws IOException {
        Path results = home.resolve("reliability/RESULTS.md");
        List<String> table = new ArrayList<>();
        if (Files.exists(results)) {
            for (String line : Files.readAllLines(results)) {
                boolean kept = line.startsWith("| ") && !line.startsWith("| fault ") && !line.startsWith("| --- ");
                if (kept && rows.stream().noneMatch(row -> sameFault(row, line))) {
                    table.add(line);
                }
            }
        }
        table.addAll(rows);
        List<String> lines = new ArrayList<>();
        lines.add("# Reliability results");
        lines.add("");
        lines.add("Written by `reliability/run` on " + LocalDate.now(ZoneOffset.UTC) + ", on " + Runtime.getRuntime().availableProcessors()
                + " cores, Java " + Runtime.version() + ", the rows of the parts it ran (" + (table.size() - rows.size())
                + " kept from earlier runs). The tests run the same parts, smaller, in every build.");
        lines.add("");
        lines.add("| fault | figures | goal | |");
        lines.add("| --- | --- | --- | --- |");
        lines.addAll(table);
        lines.add("");
        if (!closingLines.isEmpty()) {
            lines.add("The cluster part's closing line:");
            lines.add("");
            closingLines.forEach(line -> lines.add("    " + line));
            lines.add("");
        }
        Files.write(results, lines);
    }

    private static boolean sameFault(String row, String line) {
        return row.substring(0, row.indexOf(" | ", 2)).equals(line.substring(0, Math.max(2, line.indexOf(" | ", 2))));
    }
}
