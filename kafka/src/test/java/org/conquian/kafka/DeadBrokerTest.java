package org.conquian.kafka;

import org.conquian.bot.BotMatch;
import org.conquian.broker.LocalBroker;
import org.conquian.kafka.testkit.KafkaLogs;
import org.conquian.log.EventLog;
import org.conquian.log.EventLogException;
import org.conquian.log.MatchWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * No broker where the log is: a refused connection or an unknown host is said at once, as what it is, however
 * long the timeout; a server that takes the connection and never answers gets the whole timeout. A log opened
 * for a session connects when the broker is there.
 */
@ExtendWith(KafkaLogs.class)
class DeadBrokerTest {

    /** Longer than any test: a refusal that waited for it would say "no answer", not what happened. */
    private static final Duration LONG = Duration.ofMinutes(10);

    @TempDir
    Path directory;

    @Test
    void aRefusedConnectionIsSaidAtOnce() throws IOException {
        String at = "127.0.0.1:" + freePort();
        assertThatThrownBy(() -> KafkaEventLog.open(KafkaSettings.of(at).withTimeout(LONG))).isInstanceOf(EventLogException.class)
                .hasMessage("no broker at " + at + ": connection refused");
    }

    @Test
    void anUnknownHostIsSaidAtOnce() {
        assertThatThrownBy(() -> KafkaEventLog.open(KafkaSettings.of("no-such-host.invalid:9092").withTimeout(LONG)))
                .isInstanceOf(EventLogException.class).hasMessage("no broker at no-such-host.invalid:9092: unknown host");
    }

    @Test
    void everyBootstrapServerIsTriedAndEachSaysWhy() throws IOException {
        String refused = "127.0.0.1:" + freePort();
        assertThatThrownBy(() -> KafkaEventLog.open(KafkaSettings.of(refused + ",no-such-host.invalid:9092").withTimeout(LONG)))
                .isInstanceOf(EventLogException.class)
                .hasMessage("no broker at " + refused + ": connection refused, no-such-host.invalid:9092: unknown host");
    }

    @Test
    void aServerThatTakesTheConnectionAndNeverAnswersGetsTheWholeTimeout() throws IOException {
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            String at = "127.0.0.1:" + silent.getLocalPort();
            assertThatThrownBy(() -> KafkaEventLog.open(KafkaSettings.of(at).withTimeout(Duration.ofSeconds(1))))
                    .isInstanceOf(EventLogException.class)
                    .hasMessageStartingWith("no answer from Kafka at " + at + " within 1 s (--kafka-timeout)");
        }
    }

    @Test
    void aLogOpenedForASessionFailsEachCallUntilTheBrokerIsThereAndThenRecords() throws IOException {
        int port = freePort();
        KafkaSettings settings = KafkaSettings.of("127.0.0.1:" + port).withTimeout(LONG);
        LocalBroker broker = null;
        try (EventLog log = KafkaEventLog.deferred(settings)) {
            assertThat(log.describe()).isEqualTo(settings.describe());
            for (int call = 0; call < 2; call++) {
                assertThatThrownBy(() -> log.openWriter("m")).isInstanceOf(EventLogException.class)
                        .hasMessage("no broker at 127.0.0.1:" + port + ": connection refused");
            }
            broker = LocalBroker.start(directory, port);
            try (MatchWriter writer = log.openWriter("m")) {
                writer.append(0, BotMatch.play(List.of("ana", "ben"), 31).subList(0, 5), "2026-11-29T18:00:00Z");
            }
            assertThat(log.events("m")).hasSize(5);
        } finally {
            // after the log, whose clients would otherwise wait for the broker to say goodbye
            if (broker != null) {
                broker.close();
            }
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 0, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
