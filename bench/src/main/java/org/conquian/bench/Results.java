package org.conquian.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The comparisons of one run: a line each on the terminal, and all of them in RESULTS.md. */
final class Results {

    /** One comparison: what was measured, its figure, the limit's, their ratio, and the goal. */
    record Row(String what, String ours, String limit, String ratio, String goal, String verdict) {
    }

    private final List<Row> rows = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    void add(String what, String ours, String limit, String ratio, String goal, boolean met) {
        Row row = new Row(what, ours, limit, ratio, goal, met ? "met" : "NOT MET");
        rows.add(row);
        System.out.printf(Locale.ROOT, "%-60s %-28s vs %-28s ratio %-8s goal %s: %s%n", what, ours, limit, ratio, goal, row.verdict());
    }

    void note(String note) {
        notes.add(note);
        System.out.println("  " + note);
    }

    void write(Path file, String machine) throws IOException {
        StringBuilder md = new StringBuilder();
        md.append("# Benchmark results\n\n");
        md.append("Written by `bench/run` on ").append(LocalDate.now()).append(", on ").append(machine).append(".\n");
        md.append("Each figure is the best of several runs taken in turns with its limit's; every line compares\n");
        md.append("a hot path of conquian with the best this machine does at the same job.\n\n");
        md.append("| what | conquian | the limit | ratio | goal | |\n| --- | --- | --- | --- | --- | --- |\n");
        for (Row row : rows) {
            md.append("| ").append(row.what()).append(" | ").append(row.ours()).append(" | ").append(row.limit()).append(" | ")
                    .append(row.ratio()).append(" | ").append(row.goal()).append(" | ").append(row.verdict()).append(" |\n");
        }
        if (!notes.isEmpty()) {
            md.append("\n");
            for (String note : notes) {
                md.append("- ").append(note).append("\n");
            }
        }
        // what this machine cannot show is estimated by hand from the figures above, and kept beside them
        Path estimate = file.resolveSibling("estimate.md");
        if (Files.exists(estimate)) {
            md.append("\n").append(Files.readString(estimate));
        }
        Files.writeString(file, md.toString());
    }

    static String perSecond(double value, String unit) {
        return String.format(Locale.ROOT, "%,.0f %s/s", value, unit);
    }

    static String ratio(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }
}
