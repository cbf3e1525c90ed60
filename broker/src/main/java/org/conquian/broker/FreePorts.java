package org.conquian.broker;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Ports for a broker's listeners when none is given. Not the kernel's pick (a bind to port 0): that comes from the
 * range the kernel takes outgoing connections' ports from, so between being picked and being listened on it can be
 * taken by any connection made meanwhile, a cluster's own nodes' among them, and the node fails to start. A port
 * below that range is taken only by a listener that names it.
 */
public final class FreePorts {

    private static final int LOWEST = 10_000;
    /** Linux's first port for outgoing connections unless configured; macOS and Windows start at 49152. */
    private static final int EPHEMERAL_DEFAULT = 32_768;
    /** Handed out by this JVM: two brokers started together here never get the same. */
    private static final Set<Integer> HANDED_OUT = ConcurrentHashMap.newKeySet();

    private FreePorts() {
    }

    /** A port nothing listens on now, on 127.0.0.1, and not one of those outgoing connections take theirs from. */
    public static int take() throws IOException {
        return takeInARow(1);
    }

    /** The first of {@code count} such ports in a row, for what listens on consecutive ports (a cluster's nodes). */
    public static int takeInARow(int count) throws IOException {
        int below = firstEphemeral();
        for (int tried = 0; tried < 200; tried++) {
            int first = ThreadLocalRandom.current().nextInt(LOWEST, below - count + 1);
            if (allFree(first, count)) {
                return first;
            }
        }
        throw new IOException("no " + count + " free port(s) in a row found on 127.0.0.1 between " + LOWEST + " and " + below
                + "; give the broker a port");
    }

    private static boolean allFree(int first, int count) {
        for (int port = first; port < first + count; port++) {
            if (HANDED_OUT.contains(port) || !free(port)) {
                return false;
            }
        }
        for (int port = first; port < first + count; port++) {
            if (!HANDED_OUT.add(port)) {
                // taken meanwhile by another thread here: those added are kept out, as handed out
                return false;
            }
        }
        return true;
    }

    private static boolean free(int port) {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
            return true;
        } catch (IOException taken) {
            return false;
        }
    }

    private static int firstEphemeral() {
        Path range = Path.of("/proc/sys/net/ipv4/ip_local_port_range");
        try {
            // read by lines: Files.readString takes a /proc file's size, 0, at its word and reads it short
            int first = Integer.parseInt(Files.readAllLines(range).get(0).strip().split("\\s+")[0]);
            return first > LOWEST + 1_000 ? first : EPHEMERAL_DEFAULT;
        } catch (IOException | RuntimeException unreadable) {
            return EPHEMERAL_DEFAULT;
        }
    }
}
