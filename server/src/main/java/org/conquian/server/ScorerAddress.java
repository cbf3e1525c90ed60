package org.conquian.server;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Where the scorer's tablet opens the server: the board, with the recorder token after {@code #token=} (the pages keep
 * it and take it out of the address bar). A server that listens on every network is opened at this machine's address
 * on one of them; one that listens on loopback, from this machine only.
 *
 * @param board the board's address as the tablet opens it, e.g. {@code http://192.168.1.20:8080}
 * @param token the recorder token
 * @param reach who can open it
 */
public record ScorerAddress(String board, String token, Reach reach) {

    /** Who can open the address. */
    public enum Reach {
        /** a device on a network of this machine's */
        NETWORK,
        /** only this machine: the server listens on loopback */
        LOOPBACK,
        /** only this machine: the server listens on every network, but this machine has no address on one */
        NO_NETWORK
    }

    /** An address of one of this machine's interfaces, with the interface's name (a container's bridge is told by it). */
    public record Interface(String name, InetAddress address) {
    }

    /** Bridges to containers and virtual machines on this one: a tablet on the club's network does not reach them. */
    private static final List<String> BRIDGES = List.of("docker", "br-", "veth", "virbr", "cni", "podman", "lxc", "vboxnet", "vmnet");

    /** The board's address with the token, as printed and as the QR code holds it. */
    public String url() {
        return board + "/#token=" + token;
    }

    /**
     * The address of a server listening on {@code host} (null or a wildcard: every network), given this machine's
     * interfaces' addresses: a named host as it is named; on every network, the first address a tablet is most likely
     * to reach (a network's before a bridge's, IPv4 before IPv6, a private network's before a public one's).
     */
    public static ScorerAddress of(String scheme, String host, int port, String token, List<Interface> interfaces) {
        if (host == null || host.isEmpty() || wildcard(host)) {
            Optional<InetAddress> reachable = interfaces.stream()
                    .filter(each -> !each.address().isLoopbackAddress() && !each.address().isLinkLocalAddress()
                            && !each.address().isAnyLocalAddress() && !each.address().isMulticastAddress())
                    .sorted(Comparator.comparing((Interface each) -> bridge(each.name()))
                            .thenComparing(each -> !(each.address() instanceof Inet4Address))
                            .thenComparing(each -> !each.address().isSiteLocalAddress()))
                    .map(Interface::address)
                    .findFirst();
            return reachable.map(address -> new ScorerAddress(url(scheme, literal(address), port), token, Reach.NETWORK))
                    .orElseGet(() -> new ScorerAddress(url(scheme, "127.0.0.1", port), token, Reach.NO_NETWORK));
        }
        return new ScorerAddress(url(scheme, host, port), token, loopback(host) ? Reach.LOOPBACK : Reach.NETWORK);
    }

    /** The addresses of this machine's interfaces that are up; none where they cannot be listed. */
    public static List<Interface> interfaces() {
        try {
            return Collections.list(NetworkInterface.getNetworkInterfaces()).stream()
                    .filter(ScorerAddress::up)
                    .flatMap(each -> Collections.list(each.getInetAddresses()).stream().map(address -> new Interface(each.getName(), address)))
                    .toList();
        } catch (SocketException e) {
            return List.of();
        }
    }

    private static boolean up(NetworkInterface each) {
        try {
            return each.isUp();
        } catch (SocketException e) {
            return false;
        }
    }

    private static boolean wildcard(String host) {
        return host.equals("0.0.0.0") || host.equals("::") || host.equals("[::]") || host.equals("::0");
    }

    private static boolean bridge(String name) {
        return BRIDGES.stream().anyMatch(name::startsWith);
    }

    /** Whether the host is this machine's loopback: 127.0.0.0/8, ::1, or a name for them (localhost). */
    private static boolean loopback(String host) {
        try {
            return InetAddress.getByName(host.startsWith("[") ? host.substring(1, host.length() - 1) : host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    /** An address as a URL names it: IPv6 without its interface's scope, which another device does not share. */
    private static String literal(InetAddress address) {
        String text = address.getHostAddress();
        int scope = text.indexOf('%');
        return scope < 0 ? text : text.substring(0, scope);
    }

    private static String url(String scheme, String host, int port) {
        return scheme + "://" + (host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host) + ":" + port;
    }
}
