package org.conquian.kafka;

import org.conquian.broker.LocalBroker;
import org.conquian.log.EventLogException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/** A log opened where the broker has gone fails at once, naming the address that refused it, and does not hang. Runs on a broker of its own, as it stops it. */
class NoBrokerTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(2);
    /** Far past the log's own deadline, however loaded the machine: an open still running then has hung. */
    private static final Duration HANG = Duration.ofSeconds(60);

    @TempDir
    Path directory;

    @Test
    void openingTheLogWithNoBrokerSaysNoBrokerAnswers() throws IOException {
        LocalBroker broker = LocalBroker.start(directory, 0);
        String servers = broker.bootstrapServers();
        broker.close();
        Throwable failure = assertTimeoutPreemptively(HANG,
                () -> catchThrowable(() -> KafkaEventLog.open(KafkaSettings.of(servers).withTimeout(TIMEOUT)).close()), "opening the log hung");
        assertThat(failure).as("opening a log with no broker").isInstanceOf(EventLogException.class).hasMessage("no broker at " + servers + ": connection refused");
    }
}
