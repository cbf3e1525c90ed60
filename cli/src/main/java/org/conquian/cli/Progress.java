package org.conquian.cli;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * A progress bar on the error stream when that is a terminal, whatever the output is (an audit piped into
 * a file still shows its progress); silent otherwise, so logs and pipes get only results. It redraws at most ten times a second.
 */
final class Progress implements AutoCloseable {

    private static final int WIDTH = 30;

    private final PrintWriter err;
    private final boolean shown;
    private final String label;
    private final long total;
    private final boolean bytes;
    private long lastDrawn;
    private boolean drawn;

    Progress(Io io, String label, long total, boolean bytes) {
        this.err = io.err();
        this.shown = io.errTerminal();
        this.label = label;
        this.total = Math.max(total, 1);
        this.bytes = bytes;
    }

    void update(long done) {
        long now = System.nanoTime();
        if (!shown || now - lastDrawn < 100_000_000L && done < total) {
            return;
        }
        lastDrawn = now;
        drawn = true;
        int filled = (int) Math.min(WIDTH, WIDTH * done / total);
        err.print(String.format(Locale.ROOT, "\r%s [%s%s] %3d%% %s", label, "#".repeat(filled), " ".repeat(WIDTH - filled),
                Math.min(100, 100 * done / total), amount(done) + " of " + amount(total)));
        err.flush();
    }

    private String amount(long value) {
        if (!bytes) {
            return String.valueOf(value);
        }
        if (value >= 1L << 30) {
            return String.format(Locale.ROOT, "%.1f GB", value / (double) (1L << 30));
        }
        return String.format(Locale.ROOT, "%.1f MB", value / (double) (1L << 20));
    }

    @Override
    public void close() {
        if (drawn) {
            err.print("\r" + " ".repeat(label.length() + WIDTH + 40) + "\r");
            err.flush();
        }
    }
}
