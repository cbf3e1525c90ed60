package org.conquian.contract;

import org.conquian.audit.LogAudit;
import org.conquian.audit.Verdict;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.LongConsumer;

/**
 * The audit of one log file, read as a stream: one verdict per match, in order of first appearance. On
 * several threads, blocks of lines are parsed in parallel and each thread folds the matches that hash to it,
 * reading every block in file order; the verdicts are the same as on one.
 */
public final class LogAudits {

    /** Below this size a file is audited on one thread: starting the others would cost more than they save. */
    public static final long SHARED_FROM_BYTES = 4L << 20;

    /** Parsed blocks waiting for each folding thread: enough to keep the parsers busy, few enough to bound memory. */
    private static final int WAITING = 8;

    /** Marks the end of the file in the folding threads' queues. */
    private static final Future<LineBlock.Parsed> END = CompletableFuture.completedFuture(null);

    private LogAudits() {
    }

    /**
     * @param threads  how many threads parse and fold (1: all on the caller's)
     * @param progress told the bytes read so far, now and then
     */
    public static List<Verdict> audit(InputStream in, boolean requireChain, boolean keepStates, int threads, LongConsumer progress)
            throws IOException {
        return audit(in, requireChain, Optional.empty(), keepStates, threads, progress);
    }

    /** @param trusted the keys every match must be signed by (hex); none to accept any signer and unsigned matches */
    public static List<Verdict> audit(InputStream in, boolean requireChain, Optional<Set<String>> trusted, boolean keepStates, int threads,
                                      LongConsumer progress) throws IOException {
        return threads <= 1 ? onOneThread(in, new LogAudit(requireChain, keepStates, trusted), progress)
                : onThreads(in, requireChain, trusted, keepStates, threads, progress);
    }

    /**
     * The audit of a file: shared between up to {@code threads} threads when it is {@link #SHARED_FROM_BYTES} or
     * more, on the caller's alone when smaller (or not a regular file, such as a pipe).
     */
    public static List<Verdict> audit(Path file, boolean requireChain, Optional<Set<String>> trusted, int threads, LongConsumer progress)
            throws IOException {
        int sharing = Files.isRegularFile(file) && Files.size(file) >= SHARED_FROM_BYTES ? threads : 1;
        try (InputStream in = Files.newInputStream(file)) {
            return audit(in, requireChain, trusted, false, sharing, progress);
        }
    }

    public static List<Verdict> audit(InputStream in, boolean requireChain) throws IOException {
        return audit(in, requireChain, false, 1, bytes -> { });
    }

    private static List<Verdict> onOneThread(InputStream in, LogAudit audit, LongConsumer progress) throws IOException {
        try (LogReader reader = new LogReader(in)) {
            long lines = 0;
            while (reader.hasNext()) {
                audit.accept(reader.next());
                if (++lines % 4096 == 0) {
                    progress.accept(reader.bytesRead());
                }
            }
            progress.accept(reader.bytesRead());
        }
        return audit.verdicts();
    }

    private static List<Verdict> onThreads(InputStream in, boolean requireChain, Optional<Set<String>> trusted, boolean keepStates, int threads,
                                           LongConsumer progress) throws IOException {
        ExecutorService parsers = Executors.newFixedThreadPool(threads, Thread.ofPlatform().daemon().name("conquian-parse-", 1).factory());
        ExecutorService folders = Executors.newFixedThreadPool(threads, Thread.ofPlatform().daemon().name("conquian-fold-", 1).factory());
        try (in) {
            List<BlockingQueue<Future<LineBlock.Parsed>>> queues = new ArrayList<>();
            List<Future<LogAudit>> shares = new ArrayList<>();
            for (int share = 0; share < threads; share++) {
                BlockingQueue<Future<LineBlock.Parsed>> queue = new ArrayBlockingQueue<>(WAITING);
                int mine = share;
                queues.add(queue);
                shares.add(folders.submit(() -> fold(queue, new LogAudit(requireChain, keepStates, trusted), mine, threads)));
            }
            LineSplitter lines = new LineSplitter(in);
            LineBlock block = new LineBlock();
            while (lines.next()) {
                if (!lines.isBlank() && block.add(lines)) {
                    handOn(parse(parsers, block, threads), queues, shares);
                    progress.accept(lines.bytesRead());
                    block = new LineBlock();
                }
            }
            if (!block.isEmpty()) {
                handOn(parse(parsers, block, threads), queues, shares);
            }
            handOn(END, queues, shares);
            progress.accept(lines.bytesRead());
            List<LogAudit> audits = new ArrayList<>();
            for (Future<LogAudit> share : shares) {
                audits.add(outcome(share));
            }
            return LogAudit.merged(audits);
        } finally {
            // on a failure, folding threads waiting for blocks are interrupted and end
            parsers.shutdownNow();
            folders.shutdownNow();
        }
    }

    private static Future<LineBlock.Parsed> parse(ExecutorService parsers, LineBlock block, int shares) {
        return parsers.submit(() -> block.parse(shares));
    }

    /** Gives a block to every folding thread, waiting while their queues are full; a thread that ended early failed. */
    private static void handOn(Future<LineBlock.Parsed> block, List<BlockingQueue<Future<LineBlock.Parsed>>> queues,
                               List<Future<LogAudit>> shares) throws IOException {
        for (int share = 0; share < queues.size(); share++) {
            while (!offer(queues.get(share), block)) {
                for (Future<LogAudit> folding : shares) {
                    if (folding.isDone()) {
                        outcome(folding);
                        throw new IllegalStateException("a folding thread ended before the end of the file");
                    }
                }
            }
        }
    }

    private static boolean offer(BlockingQueue<Future<LineBlock.Parsed>> queue, Future<LineBlock.Parsed> block) throws IOException {
        try {
            return queue.offer(block, 100, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("the audit was interrupted", e);
        }
    }

    /** One thread's share: the lines of every block, in order, of the matches that hash to it. */
    private static LogAudit fold(BlockingQueue<Future<LineBlock.Parsed>> queue, LogAudit audit, int share, int shares)
            throws InterruptedException, ExecutionException {
        String chargeBefore = null;
        for (Future<LineBlock.Parsed> next = queue.take(); next != END; next = queue.take()) {
            LineBlock.Parsed block = next.get();
            block.claimed(chargeBefore).filter(line -> LineBlock.shareOf(line.match(), shares) == share).ifPresent(audit::accept);
            block.shares().get(share).forEach(audit::accept);
            chargeBefore = block.chargeTo();
        }
        return audit;
    }

    /** The audit a thread folded, or what it failed with. */
    private static LogAudit outcome(Future<LogAudit> share) throws IOException {
        try {
            return share.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("the audit was interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof UncheckedIOException io) {
                throw io.getCause();
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
