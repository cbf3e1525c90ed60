package org.conquian.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/** Whole processes as a user runs them: the launcher's start-up, and an audit in little memory. */
record Processes(Path home, Results results, boolean quick) {

    void run(Path log) throws IOException, InterruptedException {
        Path java = Machine.java(home);
        Path small = home.resolve("bench/target/data/one-match.jsonl");
        Files.write(small, Data.lines(0).stream().map(line -> new String(line, StandardCharsets.UTF_8)).toList());
        List<String> audit = List.of(home.resolve("conquian").toString(), "audit", small.toString());
        List<String> version = List.of(java.toString(), "-version");
        run(audit);
        long ours = Long.MAX_VALUE;
        long limit = Long.MAX_VALUE;
        for (int round = 0; round < 7; round++) {
            ours = Math.min(ours, run(audit));
            limit = Math.min(limit, run(version));
        }
        results.add("./conquian audit of one small match, whole process", millis(ours), millis(limit) + " (java -version)",
                Results.ratio(limit / (double) ours), "wall < 1 s", ours < 1_000_000_000L);

        Path big = quick ? log : Data.log(home.resolve("bench/target/data"), 15_000, 100);
        long start = System.nanoTime();
        Process process = new ProcessBuilder(java.toString(), "-Xmx256m", "-XX:+UseSerialGC", "-jar", home.resolve("cli/target/conquian.jar").toString(),
                "audit", "--json", big.toString()).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        boolean done = process.waitFor(30, TimeUnit.MINUTES);
        long took = System.nanoTime() - start;
        boolean passed = done && process.exitValue() == 0;
        results.add(String.format(Locale.ROOT, "audit of a %.2f GB log with -Xmx256m", Files.size(big) / 1e9),
                passed ? "passed in " + millis(took) : "FAILED", "-", "-", "passes", passed);
    }

    private static long run(List<String> command) throws IOException, InterruptedException {
        long start = System.nanoTime();
        Process process = new ProcessBuilder(new ArrayList<>(command)).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        process.waitFor();
        return System.nanoTime() - start;
    }

    private static String millis(long nanos) {
        return String.format(Locale.ROOT, "%,d ms", nanos / 1_000_000);
    }
}
