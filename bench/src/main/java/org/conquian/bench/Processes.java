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
        List<String> version = List.of(java.toString(), "-version");
        awaitClassCache();
        // each command in turns with java -version, best of seven: the ratio is what a user waits beyond the JVM's own start
        record Command(String what, List<String> line, boolean kept) {
        }
        String launcher = home.resolve("conquian").toString();
        for (Command command : List.of(new Command("./conquian audit of one small match", List.of(launcher, "audit", small.toString()), true),
                new Command("./conquian rules R-TAKE", List.of(launcher, "rules", "R-TAKE"), false),
                new Command("./conquian --version", List.of(launcher, "--version"), false))) {
            run(command.line());
            long ours = Long.MAX_VALUE;
            long limit = Long.MAX_VALUE;
            for (int round = 0; round < 7; round++) {
                ours = Math.min(ours, run(command.line()));
                limit = Math.min(limit, run(version));
            }
            double ratio = ours / (double) limit;
            if (command.kept()) {
                results.add(command.what() + ", whole process", millis(ours), millis(limit) + " (java -version)",
                        Results.ratio(limit / (double) ours), "wall < 1 s", ours < 1_000_000_000L);
            }
            results.add(command.what() + ", whole process, against java -version", millis(ours), millis(limit) + " (java -version)",
                    Results.ratio(ratio) + "x", command.kept() ? "<= 8x" : "reported", !command.kept() || ratio <= 8);
        }
        results.note(String.format(Locale.ROOT, "sizes: the command's jar %.1f MB; the distribution %.1f MB (%s)",
                Files.size(home.resolve("cli/target/conquian.jar")) / 1e6, distributionBytes() / 1e6, "dist/target/*.tar.gz, when built"));

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

    /**
     * Waits for the launcher's class cache (made in the background after a build, see dist/src/bin/conquian), so that
     * starts are measured as a user's are from the second run on.
     */
    private void awaitClassCache() throws InterruptedException {
        Path state = home.resolve("cli/target");
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(10);
        while ((Files.isDirectory(state.resolve("training")) || !Files.isRegularFile(state.resolve("class-cache"))) && System.nanoTime() < deadline) {
            Thread.sleep(500);
        }
    }

    private long distributionBytes() throws IOException {
        try (var files = Files.list(home.resolve("dist/target"))) {
            return files.filter(file -> file.toString().endsWith(".tar.gz")).mapToLong(file -> file.toFile().length()).sum();
        } catch (java.nio.file.NoSuchFileException e) {
            return 0;
        }
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
