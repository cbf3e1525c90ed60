package org.conquian.kafka;

import org.apache.kafka.common.errors.TimeoutException;

import java.time.Duration;

/**
 * The one deadline of a Kafka operation, from {@link KafkaSettings#timeout()}: every wait inside the
 * operation takes what is left of it, so the whole operation, not each of its steps, ends in time.
 */
record Deadline(long endNanos, KafkaSettings settings) {

    static Deadline of(KafkaSettings settings) {
        return new Deadline(System.nanoTime() + settings.timeout().toNanos(), settings);
    }

    Duration left() {
        return Duration.ofNanos(Math.max(0, endNanos - System.nanoTime()));
    }

    boolean passed() {
        return System.nanoTime() - endNanos >= 0;
    }

    /** Fails the operation when its deadline has passed. */
    void check(String doing) {
        if (passed()) {
            throw expired(doing);
        }
    }

    /**
     * Why a read stops short of offsets that were written: they are in a transaction still open. A turn being
     * committed settles within moments; one left open by a recorder that died is aborted by the broker after
     * the transaction timeout, or at once when a recorder opens a match of that partition.
     */
    static final String UNSETTLED = "; the records before that offset are in a turn not yet settled (a recorder mid-turn, or one that"
            + " died mid-turn, whose turn the broker aborts within the timeout, or at once when a match of that partition is opened"
            + " for recording)";

    /** The error of an operation whose deadline passed, saying which and how long it was given. */
    TimeoutException expired(String doing) {
        return new TimeoutException("no answer from Kafka at " + settings.bootstrapServers() + " within " + settings.timeoutText()
                + " (--kafka-timeout) while " + doing);
    }
}
