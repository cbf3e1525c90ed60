package org.conquian.kafka.testkit;

import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestWatcher;

import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.logging.ErrorManager;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Keeps the broker's and the clients' logs of a failed Kafka test. Everything Kafka logs during a test run
 * (through SLF4J to java.util.logging, the in-process broker's too) goes to {@code target/kafka-logs/run.log};
 * when a test fails, the part logged while it ran is copied to
 * {@code target/kafka-logs/CLASS.METHOD-TIME.log}, so that a failure seen once can be read afterwards.
 * Transactions are logged in detail on both sides, as they are what a recorder's turn waits for.
 */
public final class KafkaLogs implements BeforeEachCallback, TestWatcher {

    private static final Path DIRECTORY = Path.of(System.getProperty("basedir", ".")).resolve("target").resolve("kafka-logs");
    private static final Path RUN = DIRECTORY.resolve("run.log");
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(KafkaLogs.class);
    /** Held so that the levels set on them stay: java.util.logging keeps its loggers weakly. */
    private static final Logger[] DETAILED = {
            Logger.getLogger("org.apache.kafka.clients.producer.internals.TransactionManager"),
            Logger.getLogger("kafka.coordinator.transaction"),
            Logger.getLogger("org.apache.kafka.coordinator.transaction"),
    };
    /**
     * Quieted to warnings: every client that starts prints its whole configuration and its version, which made
     * most of the log and added to every thread's wait for the one file, the broker's threads too.
     */
    private static final Logger[] QUIET = {
            Logger.getLogger("org.apache.kafka.common.config.AbstractConfig"),
            Logger.getLogger("org.apache.kafka.common.utils.internals.AppInfoParser"),
            Logger.getLogger("org.apache.kafka.common.metrics.Metrics"),
            Logger.getLogger("org.apache.kafka.common.telemetry.internals.KafkaMetricsCollector"),
    };
    private static FileHandler handler;

    /** Sends java.util.logging to the run's file from now on, instead of the console: before a test starts a broker of its own. */
    public static synchronized void install() {
        if (handler != null) {
            return;
        }
        try {
            Files.createDirectories(DIRECTORY);
            handler = new FileHandler(RUN);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Logger root = LogManager.getLogManager().getLogger("");
        for (Handler console : root.getHandlers()) {
            root.removeHandler(console);
        }
        root.setLevel(Level.INFO);
        root.addHandler(handler);
        for (Logger logger : DETAILED) {
            logger.setLevel(Level.FINE);
        }
        for (Logger logger : QUIET) {
            logger.setLevel(Level.WARNING);
        }
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        install();
        context.getStore(NAMESPACE).put("from", handler.position());
    }

    @Override
    public void testFailed(ExtensionContext context, Throwable cause) {
        Long from = context.getStore(NAMESPACE).get("from", Long.class);
        String name = context.getRequiredTestClass().getSimpleName() + "." + context.getRequiredTestMethod().getName() + "-"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + ".log";
        handler.copy(from == null ? 0 : from, DIRECTORY.resolve(name));
    }

    /**
     * Writes each record as one line (and its stack trace), with the thread that logged it. A plain file stream:
     * a file channel would be closed for good by the first interrupted thread that logs, as Kafka's threads are
     * when they stop.
     */
    private static final class FileHandler extends Handler {

        private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss.SSS");
        private final Path file;
        private final OutputStream out;
        private long written;

        FileHandler(Path file) throws IOException {
            this.file = file;
            this.out = new FileOutputStream(file.toFile());
        }

        @Override
        public synchronized void publish(LogRecord record) {
            if (!isLoggable(record)) {
                return;
            }
            StringBuilder line = new StringBuilder()
                    .append(LocalDateTime.ofInstant(record.getInstant(), ZoneId.systemDefault()).format(TIME)).append(' ')
                    .append(record.getLevel()).append(" [").append(Thread.currentThread().getName()).append("] ")
                    .append(record.getLoggerName()).append(": ").append(record.getMessage()).append('\n');
            if (record.getThrown() != null) {
                StringWriter trace = new StringWriter();
                record.getThrown().printStackTrace(new PrintWriter(trace));
                line.append(trace);
            }
            byte[] bytes = line.toString().getBytes(StandardCharsets.UTF_8);
            try {
                out.write(bytes);
                written += bytes.length;
            } catch (IOException e) {
                reportError("cannot write the Kafka log", e, ErrorManager.WRITE_FAILURE);
            }
        }

        synchronized long position() {
            return written;
        }

        /** The log from a position to its end, into a file of its own. */
        synchronized void copy(long from, Path to) {
            try (InputStream in = new FileInputStream(file.toFile()); OutputStream copy = new FileOutputStream(to.toFile())) {
                in.skipNBytes(from);
                copy.write(in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, written - from)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void flush() {
            // every record is written as it comes
        }

        @Override
        public synchronized void close() {
            try {
                out.close();
            } catch (IOException e) {
                reportError("cannot close the Kafka log", e, ErrorManager.CLOSE_FAILURE);
            }
        }
    }
}
