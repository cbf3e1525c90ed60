package org.conquian.bench;

import org.conquian.broker.BrokerProcess;

import java.time.Duration;
import java.util.Locale;

/** CPU seconds spent by the broker and by this client process between two moments, per thousand events. */
final class Cpu {

    private final BrokerProcess broker;
    private final Duration brokerStart;
    private final Duration clientStart;

    private Cpu(BrokerProcess broker) {
        this.broker = broker;
        this.brokerStart = broker.cpuTime();
        this.clientStart = client();
    }

    static Cpu start(BrokerProcess broker) {
        return new Cpu(broker);
    }

    private static Duration client() {
        return ProcessHandle.current().info().totalCpuDuration().orElse(Duration.ZERO);
    }

    /** {@code broker 0.42 s, client 0.81 s per 1,000 events}. */
    String perThousand(String side, long events) {
        double brokerSeconds = (broker.cpuTime().minus(brokerStart).toNanos()) / 1e9;
        double clientSeconds = (client().minus(clientStart).toNanos()) / 1e9;
        return String.format(Locale.ROOT, "%s: CPU per 1,000 events: broker %.3f s, client %.3f s", side,
                brokerSeconds * 1000 / Math.max(events, 1), clientSeconds * 1000 / Math.max(events, 1));
    }
}
