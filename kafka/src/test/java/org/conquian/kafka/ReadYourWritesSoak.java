package org.conquian.kafka;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.conquian.bot.BotMatch;
import org.conquian.event.Event;
import org.conquian.kafka.testkit.Broker;
import org.conquian.kafka.testkit.KafkaTest;
import org.conquian.log.MatchWriter;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The read-your-writes rounds of {@link KafkaRecordersTest} for minutes on end, several at once, beside a recorder
 * that abandons a turn mid-transaction over and over, as the broker of a whole test run sees them. Not part of
 * the build's tests (its name does not end in Test): {@code kafka/repeat-tests --soak MINUTES} runs it.
 *
 * <p>A round that takes over {@link #STALL} has every thread of the JVM, the broker's too, written to
 * {@code target/kafka-logs/stall-*.txt}, beside the broker's and the clients' log of a failed run.
 */
@KafkaTest
class ReadYourWritesSoak {

    private static final String AT = "2026-11-29T18:00:00Z";
    private static final Duration STALL = Duration.ofSeconds(15);
    private static final Path STALLS = Path.of(System.getProperty("basedir", ".")).resolve("target").resolve("kafka-logs");

    private final Broker broker;
    /** When each worker's round started. */
    private final Map<String, Long> rounds = new ConcurrentHashMap<>();
    private final AtomicLong roundsStarted = new AtomicLong();
    private final Queue<String> failures = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean stop = new AtomicBoolean();

    ReadYourWritesSoak(Broker broker) {
        this.broker = broker;
    }

    @Test
    void everyReadAfterAnAppendSeesItForMinutes() throws Exception {
        Duration length = Duration.ofMinutes(Long.getLong("soak.minutes", 1));
        int readers = Integer.getInteger("soak.workers", 3);
        List<Thread> workers = new ArrayList<>();
        for (int n = 1; n <= readers; n++) {
            String name = "read-your-writes-" + n;
            workers.add(worker(name, () -> {
                KafkaSettings settings = fresh("soak");
                KafkaRecordersTest.readYourWrites(settings, round -> {
                    rounds.put(name, System.nanoTime());
                    roundsStarted.incrementAndGet();
                });
                drop(settings);
            }));
        }
        workers.add(worker("abandoned-turns", () -> {
            KafkaSettings settings = fresh("abandoned");
            rounds.put("abandoned-turns", System.nanoTime());
            abandonATurn(settings);
            drop(settings);
        }));
        long end = System.nanoTime() + length.toNanos();
        while (System.nanoTime() < end && failures.isEmpty()) {
            Thread.sleep(1000);
            rounds.forEach((worker, started) -> {
                if (System.nanoTime() - started > STALL.toNanos()) {
                    dumpThreads(worker);
                    rounds.put(worker, System.nanoTime());
                }
            });
        }
        stop.set(true);
        for (Thread worker : workers) {
            assertThat(worker.join(Duration.ofMinutes(2))).as(worker.getName() + " stopped").isTrue();
        }
        System.out.printf("soak: %d read-your-writes rounds in %d min by %d workers, beside one abandoning turns; %d failed%n",
                roundsStarted.get(), length.toMinutes(), readers, failures.size());
        assertThat(failures).isEmpty();
    }

    private interface Work {
        void run() throws Exception;
    }

    private Thread worker(String name, Work work) {
        return Thread.ofPlatform().name(name).start(() -> {
            while (!stop.get()) {
                try {
                    work.run();
                } catch (Exception | AssertionError e) {
                    failures.add(LocalTime.now() + " " + name + ": " + e);
                    e.printStackTrace();
                    return;
                } finally {
                    rounds.remove(name);
                }
            }
        });
    }

    private KafkaSettings fresh(String name) {
        return KafkaSettings.of(broker.bootstrapServers()).withTopic(name + "-" + UUID.randomUUID())
                .withTransactionalPrefix(name + "-" + UUID.randomUUID());
    }

    /** A match recorded, then a recorder that begins a turn and vanishes without a word, then the match recorded on. */
    private static void abandonATurn(KafkaSettings settings) throws Exception {
        List<Event> events = BotMatch.play(List.of("ana", "ben"), 41);
        try (KafkaEventLog log = KafkaEventLog.open(settings)) {
            try (MatchWriter writer = log.openWriter("m")) {
                writer.append(0, events.subList(0, 20), AT);
            }
            int partition = log.directory().partitionOf("m");
            KafkaProducer<String, byte[]> vanishing = Clients.transactional(settings, settings.transactionalId(partition));
            try {
                vanishing.initTransactions();
                vanishing.beginTransaction();
                vanishing.send(new ProducerRecord<>(settings.topic(), partition, "m", new byte[] {'{', '}'})).get(30, TimeUnit.SECONDS);
            } finally {
                // gone without ending its transaction, as a killed recorder is
                vanishing.close(Duration.ZERO);
            }
            try (MatchWriter writer = log.openWriter("m")) {
                writer.append(20, events.subList(20, events.size()), AT);
            }
        }
    }

    /** The topics of one round deleted: thousands of them would exhaust the broker's open files. */
    private static void drop(KafkaSettings settings) throws Exception {
        try (Admin admin = Clients.admin(settings)) {
            admin.deleteTopics(List.of(settings.topic(), settings.directoryTopic(), settings.stateTopic())).all().get(30, TimeUnit.SECONDS);
        }
    }

    private static void dumpThreads(String worker) {
        StringBuilder dump = new StringBuilder();
        for (ThreadInfo thread : ManagementFactory.getThreadMXBean().dumpAllThreads(true, true)) {
            dump.append('"').append(thread.getThreadName()).append("\" ").append(thread.getThreadState()).append('\n');
            for (StackTraceElement frame : thread.getStackTrace()) {
                dump.append("\tat ").append(frame).append('\n');
            }
            dump.append('\n');
        }
        Path file = STALLS.resolve("stall-" + worker + "-" + System.currentTimeMillis() + ".txt");
        try {
            Files.createDirectories(STALLS);
            Files.writeString(file, dump);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        System.out.println("soak: " + worker + "'s round passed " + STALL.toSeconds() + " s; every thread is in " + file);
    }
}
