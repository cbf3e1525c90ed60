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
 * <p>{@code Faults HOME [--quick] [--only=kills,broker,race,garbage]}
 */
public final class Faults {

    private final Path home;
    private final boolean quick;
    private final Path work;
    private final List<String> rows = new ArrayList<>();
    private boolean allMet = true;

    private Faults(Path home, boolean quick) throws IOException {
        this.home = home;
        this.quick = quick;
        this.work = Files.createTempDirectory("conquian-faults");
    }

    public static void main(String[] args) throws Exception {
        Path home = Path.of(args[0]).toAbsolutePath();
        boolean quick = List.of(args).contains("--quick");
        List<String> only = List.of(args).stream().filter(arg -> arg.startsWith("--only=")).findFirst()
                .map(arg -> List.of(arg.substring("--only=".length()).split(","))).orElse(List.of("kills", "broker", "race", "garbage"));
        Faults faults = new Faults(home, quick);
        faults.part(only, "kills", "recorder killed (SIGKILL) at random moments, embedded log", faults::kills);
        faults.part(only, "broker", "broker killed (SIGKILL) under a recording over Kafka", faults::broker);
        faults.part(only, "race", "two recorder processes racing for one match, embedded log", faults::race);
        faults.part(only, "garbage", "audit of generated garbage", faults::garbage);
        if (!quick && only.size() == 4) {
            faults.write();
        }
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

    private void write() throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add("# Reliability results");
        lines.add("");
        lines.add("Written by `reliability/run` on " + LocalDate.now(ZoneOffset.UTC) + ", on " + Runtime.getRuntime().availableProcessors()
                + " cores, Java " + Runtime.version() + ". The tests run the same parts, smaller, in every build.");
        lines.add("");
        lines.add("| fault | figures | goal | |");
        lines.add("| --- | --- | --- | --- |");
        lines.addAll(rows);
        lines.add("");
        Files.write(home.resolve("reliability/RESULTS.md"), lines);
    }
}
