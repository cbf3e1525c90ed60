package org.conquian.reliability;

import org.conquian.audit.Verdict;
import org.conquian.bot.BotMatch;
import org.conquian.contract.Encoder;
import org.conquian.contract.Head;
import org.conquian.contract.LogAudits;
import org.conquian.event.Event;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.IntConsumer;

/**
 * The audit over generated garbage: random bytes, logs cut at random bytes or with random bytes changed, huge
 * lines and numbers, deep nesting, blank files. Whatever it reads, the audit must give at least one verdict,
 * without an exception and within a deadline.
 */
final class GarbageAudit {

    static final Duration DEADLINE = Duration.ofSeconds(60);
    /** How many kinds of garbage there are: a run of at least this many files has each. */
    static final int KINDS = 9;

    /**
     * @param crashes files on which the audit threw, with the last failure
     * @param hangs   files on which it gave no verdict within the deadline
     */
    record Figures(int files, int verdicts, int crashes, String lastCrash, int hangs, Duration longest) {
    }

    private GarbageAudit() {
    }

    /** The kinds of garbage, in turn, each made from the random source. */
    static byte[] garbage(int index, Random random, byte[] log) {
        return switch (index % KINDS) {
            case 0 -> bytes(random, random.nextInt(4096));
            case 1 -> Arrays.copyOf(log, random.nextInt(log.length + 1));
            case 2 -> {
                byte[] changed = log.clone();
                for (int i = 0; i < 1 + random.nextInt(20); i++) {
                    changed[random.nextInt(changed.length)] = (byte) random.nextInt(256);
                }
                yield changed;
            }
            case 3 -> ("{\"v\":1,\"match\":\"m\",\"seq\":1,\"type\":\"" + "x".repeat(1 << 22) + "\"}\n").getBytes(StandardCharsets.UTF_8);
            case 4 -> ("{\"v\":1,\"match\":\"m\",\"seq\":1" + "9".repeat(5000) + ",\"deal\":1e999999}\n").getBytes(StandardCharsets.UTF_8);
            case 5 -> ("[".repeat(200_000) + "\n" + "{\"a\":".repeat(100_000)).getBytes(StandardCharsets.UTF_8);
            case 6 -> "\n \t\n".repeat(random.nextInt(100_000)).getBytes(StandardCharsets.UTF_8);
            case 7 -> "x".repeat(3 << 20).getBytes(StandardCharsets.UTF_8);
            default -> spliced(random, log);
        };
    }

    private static byte[] bytes(Random random, int size) {
        byte[] bytes = new byte[size];
        random.nextBytes(bytes);
        return bytes;
    }

    /** A valid log with random bytes and lines put between its lines. */
    private static byte[] spliced(Random random, byte[] log) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (String line : new String(log, StandardCharsets.UTF_8).split("\n")) {
            out.writeBytes(line.getBytes(StandardCharsets.UTF_8));
            out.write('\n');
            if (random.nextInt(10) == 0) {
                out.writeBytes(bytes(random, random.nextInt(200)));
                out.write('\n');
            }
        }
        return out.toByteArray();
    }

    /** A valid chained log of one bot match, the raw material of most garbage. */
    static byte[] validLog(long seed) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        List<Event> events = BotMatch.play(List.of("ana", "ben"), seed);
        for (Encoder.Encoded encoded : Encoder.encode(Head.empty("m"), events, "2026-11-29T18:00:00Z")) {
            out.writeBytes(encoded.line());
            out.write('\n');
        }
        return out.toByteArray();
    }

    static Figures run(int files, long seed, IntConsumer progress) throws InterruptedException {
        Random random = new Random(seed);
        byte[] log = validLog(seed);
        int verdicts = 0;
        int crashes = 0;
        int hangs = 0;
        String lastCrash = "";
        long longest = 0;
        ExecutorService auditor = Executors.newSingleThreadExecutor(Thread.ofPlatform().daemon().factory());
        try {
            for (int file = 0; file < files; file++) {
                byte[] garbage = garbage(file, random, log);
                long started = System.nanoTime();
                Future<List<Verdict>> audit = auditor.submit(() -> LogAudits.audit(new ByteArrayInputStream(garbage), false));
                try {
                    List<Verdict> given = audit.get(DEADLINE.toNanos(), TimeUnit.NANOSECONDS);
                    verdicts += given.isEmpty() ? 0 : 1;
                } catch (TimeoutException e) {
                    hangs++;
                    audit.cancel(true);
                    auditor.shutdownNow();
                    auditor = Executors.newSingleThreadExecutor(Thread.ofPlatform().daemon().factory());
                } catch (ExecutionException e) {
                    crashes++;
                    lastCrash = "garbage of kind " + file % KINDS + ": " + e.getCause();
                }
                longest = Math.max(longest, System.nanoTime() - started);
                progress.accept(file + 1);
            }
        } finally {
            auditor.shutdownNow();
        }
        return new Figures(files, verdicts, crashes, lastCrash, hangs, Duration.ofNanos(longest));
    }
}
