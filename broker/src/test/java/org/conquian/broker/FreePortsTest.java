package org.conquian.broker;

import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class FreePortsTest {

    /** Outgoing connections take their ports from the kernel's range: a port picked there could be gone before it is listened on. */
    @Test
    void portsAreDistinctAndBelowTheRangeOutgoingConnectionsTakeTheirsFrom() throws Exception {
        Path range = Path.of("/proc/sys/net/ipv4/ip_local_port_range");
        int firstEphemeral = Files.exists(range) ? Integer.parseInt(Files.readAllLines(range).get(0).strip().split("\\s+")[0]) : 32_768;
        Set<Integer> ports = new HashSet<>();
        for (int i = 0; i < 100; i++) {
            int port = FreePorts.take();
            assertThat(port).isBetween(10_000, firstEphemeral - 1);
            assertThat(ports.add(port)).as("port %d handed out twice", port).isTrue();
        }
        int first = FreePorts.takeInARow(6);
        assertThat(first).isBetween(10_000, firstEphemeral - 6);
        for (int port = first; port < first + 6; port++) {
            assertThat(ports.add(port)).as("port %d handed out twice", port).isTrue();
            try (ServerSocket listening = new ServerSocket(port, 0, InetAddress.getLoopbackAddress())) {
                assertThat(listening.getLocalPort()).isEqualTo(port);
            }
        }
    }
}
