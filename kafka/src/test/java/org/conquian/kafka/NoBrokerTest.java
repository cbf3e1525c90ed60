package org.conquian.kafka;

import org.conquian.broker.LocalBroker;
import org.conquian.log.EventLogException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/** A log opened where no broker answers fails within its deadline, saying so. Runs on a broker of its own, as it stops it. */
class NoBrokerTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(2);
    /** What the deadline allows beyond itself: a call that waited for the broker ends within this. */
    private static final Duration SLACK = Duration.ofSeconds(5);

    @TempDir
    Path directory;

    @Test
    void openingTheLogWithNoBrokerFailsWithinTheDeadline() throws IOException {
        LocalBroker broker = LocalBroker.start(directory, 0);
        String servers = broker.bootstrapServers();
        broker.close();
        long started = System.nanoTime();
        try {
            KafkaEventLog.open(KafkaSettings.of(servers).withTimeout(TIMEOUT)).close();
            throw new AssertionError("opened a log with no broker");
        } catch (EventLogException e) {
            assertThat(e).hasMessageContaining("within 2 s");
        }
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThanOrEqualTo(TIMEOUT.plus(SLACK));
    }
}
