package org.conquian.bench;

import java.time.Duration;
import java.util.Locale;
import java.util.function.Supplier;

/** CPU seconds spent by the brokers and by this client process between two moments, per thousand events. */
final class Cpu {

    private final Supplier<Duration> broker;
    private final Duration brokerStart;
    private final Duration clientStart;

    private Cpu(Supplier<Duration> broker) {
        this.broker = broker;
        this.brokerStart = broker.get();
        this.clientStart = client();
    }

    /** @param brokers the CPU time the brokers' processes have used so far */
    static Cpu start(Supplier<Duration> brokers) {
        return new Cpu(brokers);
    }

    private static Duration client() {
        return ProcessHandle.current().info().totalCpuDuration().orElse(Duration.ZERO);
    }

    /** {@code broker 0.42 s, client 0.81 s per 1,000 events}. */
    String perThousand(String side, long events) {
        double brokerSeconds = (broker.get().minus(brokerStart).toNanos()) / 1e9;
        double clientSeconds = (client().minus(clientStart).toNanos()) / 1e9;
        return String.format(Locale.ROOT, "%s: CPU per 1,000 events: broker %.3f s, client %.3f s", side,
                brokerSeconds * 1000 / Math.max(events, 1), clientSeconds * 1000 / Math.max(events, 1));
    }
}
