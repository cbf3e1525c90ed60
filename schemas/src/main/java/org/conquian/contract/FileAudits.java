package org.conquian.contract;

import org.conquian.audit.Verdict;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.LongConsumer;

/**
 * The audits of several log files, such as an archive of one file per match: small files are audited several at
 * a time, one per thread, so that their signatures are checked on every core; a file of
 * {@link LogAudits#SHARED_FROM_BYTES} or more is audited alone, its matches shared between the threads. Each
 * file's outcome is handed on in the order of the files, the same on any number of threads.
 */
public final class FileAudits {

    /** Files audited ahead of the one handed on next, per thread: enough to keep every core busy, few enough to bound memory. */
    private static final int AHEAD = 4;

    private FileAudits() {
    }

    /** What a file's audit gave: its verdicts, or the error that kept it from being read. */
    public sealed interface Audited {
        Path file();

        record Read(Path file, List<Verdict> verdicts) implements Audited {
        }

        record Unreadable(Path file, IOException error) implements Audited {
        }
    }

    /** Receives each file's outcome, in the order of the files. */
    @FunctionalInterface
    public interface Each {
        void accept(Audited audited) throws IOException;
    }

    /**
     * @param trusted  the keys every match must be signed by (hex); none to accept any signer and unsigned matches
     * @param threads  how many files are audited at once, and how many threads share a large one
     * @param progress told the bytes read so far, over all the files, now and then
     */
    public static void audit(List<Path> files, boolean requireChain, Optional<Set<String>> trusted, int threads, LongConsumer progress,
                             Each each) throws IOException {
        if (files.size() == 1) {
            // audited on the caller's thread, which a pool's would only keep waiting
            handOn(one(files.getFirst(), requireChain, trusted, threads, progress), each, progress, new long[] {0});
            return;
        }
        ExecutorService auditors = Executors.newFixedThreadPool(Math.max(1, threads), Thread.ofPlatform().daemon().name("conquian-audit-", 1).factory());
        try {
            Deque<Future<Audited>> ahead = new ArrayDeque<>();
            long[] done = {0};
            for (Path file : files) {
                if (large(file)) {
                    // its own audit uses every thread: the files before it are handed on first
                    while (!ahead.isEmpty()) {
                        handOn(ahead.poll(), each, progress, done);
                    }
                    long before = done[0];
                    Audited audited = one(file, requireChain, trusted, threads, read -> progress.accept(before + read));
                    handOn(audited, each, progress, done);
                    continue;
                }
                ahead.add(auditors.submit(() -> one(file, requireChain, trusted, 1, read -> { })));
                if (ahead.size() >= AHEAD * threads) {
                    handOn(ahead.poll(), each, progress, done);
                }
            }
            while (!ahead.isEmpty()) {
                handOn(ahead.poll(), each, progress, done);
            }
        } finally {
            auditors.shutdownNow();
        }
    }

    private static boolean large(Path file) {
        try {
            return Files.isRegularFile(file) && Files.size(file) >= LogAudits.SHARED_FROM_BYTES;
        } catch (IOException e) {
            return false;
        }
    }

    private static Audited one(Path file, boolean requireChain, Optional<Set<String>> trusted, int threads, LongConsumer progress) {
        try {
            return new Audited.Read(file, LogAudits.audit(file, requireChain, trusted, threads, progress));
        } catch (IOException e) {
            return new Audited.Unreadable(file, e);
        } catch (UncheckedIOException e) {
            return new Audited.Unreadable(file, e.getCause());
        }
    }

    private static void handOn(Future<Audited> audit, Each each, LongConsumer progress, long[] done) throws IOException {
        try {
            handOn(audit.get(), each, progress, done);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("the audit was interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    private static void handOn(Audited audited, Each each, LongConsumer progress, long[] done) throws IOException {
        each.accept(audited);
        try {
            done[0] += Files.isRegularFile(audited.file()) ? Files.size(audited.file()) : 0;
        } catch (IOException e) {
            // a file gone since it was read counts for nothing
        }
        progress.accept(done[0]);
    }
}
