package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.log.file.FileEventLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The address the scorer's tablet is told: this machine's on a network when the server listens on every one, else this machine's own. */
class ScorerAddressTest {

    private static final String TOKEN = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

    @TempDir
    Path directory;

    @Test
    void onEveryNetworkTheTabletIsToldTheMachinesAddressOnTheClubsNetworkNotABridgesNorLoopback() throws UnknownHostException {
        List<ScorerAddress.Interface> machine = List.of(
                at("lo", "127.0.0.1"), at("lo", "::1"), at("docker0", "172.17.0.1"), scoped("wlan0", "fe80::1c2b:3aff:fe4d:5e6f"),
                at("wlan0", "2001:db8::20"), at("wlan0", "192.168.1.20"));
        ScorerAddress address = ScorerAddress.of("http", "0.0.0.0", 8080, TOKEN, machine);
        assertThat(address.reach()).isEqualTo(ScorerAddress.Reach.NETWORK);
        assertThat(address.board()).isEqualTo("http://192.168.1.20:8080");
        assertThat(address.url()).isEqualTo("http://192.168.1.20:8080/#token=" + TOKEN);
        assertThat(ScorerAddress.of("https", "::", 8443, TOKEN, machine).board()).isEqualTo("https://192.168.1.20:8443");
        assertThat(ScorerAddress.of("http", null, 8080, TOKEN, machine).board()).isEqualTo("http://192.168.1.20:8080");
    }

    @Test
    void anIpv6NetworkAloneIsNamedWithoutItsScopeAndABridgeAloneIsNamedRatherThanNone() throws UnknownHostException {
        assertThat(ScorerAddress.of("http", "::", 8080, TOKEN, List.of(at("lo", "::1"), scoped("eth0", "2001:db8::20"))).board())
                .isEqualTo("http://[2001:db8:0:0:0:0:0:20]:8080");
        assertThat(ScorerAddress.of("http", "0.0.0.0", 8080, TOKEN, List.of(at("lo", "127.0.0.1"), at("docker0", "172.17.0.1"))).board())
                .isEqualTo("http://172.17.0.1:8080");
    }

    @Test
    void onEveryNetworkOfAMachineWithNoneOnlyThisMachineCanOpenIt() throws UnknownHostException {
        ScorerAddress address = ScorerAddress.of("http", "0.0.0.0", 8080, TOKEN, List.of(at("lo", "127.0.0.1"), at("eth0", "fe80::1")));
        assertThat(address.reach()).isEqualTo(ScorerAddress.Reach.NO_NETWORK);
        assertThat(address.board()).isEqualTo("http://127.0.0.1:8080");
    }

    @Test
    void aHostNamedIsTheAddressAndLoopbackIsThisMachineOnly() throws UnknownHostException {
        List<ScorerAddress.Interface> machine = List.of(at("eth0", "10.0.0.7"));
        assertThat(ScorerAddress.of("http", "192.168.1.20", 8080, TOKEN, machine))
                .isEqualTo(new ScorerAddress("http://192.168.1.20:8080", TOKEN, ScorerAddress.Reach.NETWORK));
        assertThat(ScorerAddress.of("http", "127.0.0.1", 8080, TOKEN, machine))
                .isEqualTo(new ScorerAddress("http://127.0.0.1:8080", TOKEN, ScorerAddress.Reach.LOOPBACK));
        assertThat(ScorerAddress.of("http", "localhost", 8080, TOKEN, machine).reach()).isEqualTo(ScorerAddress.Reach.LOOPBACK);
        assertThat(ScorerAddress.of("http", "::1", 8080, TOKEN, machine))
                .isEqualTo(new ScorerAddress("http://[::1]:8080", TOKEN, ScorerAddress.Reach.LOOPBACK));
    }

    @Test
    void aServerOnLoopbackTellsItsScorerSo() throws Exception {
        try (FileEventLog log = FileEventLog.open(directory);
             Served served = new Served(log)) {
            ScorerAddress address = served.server.scorerAddress();
            assertThat(address.reach()).isEqualTo(ScorerAddress.Reach.LOOPBACK);
            assertThat(address.url()).isEqualTo(served.server.url() + "/#token=" + Served.TOKEN);
        }
    }

    /** An IPv6 address as an interface lists it, with the interface's scope (which another device does not share). */
    @Test
    void onEveryNetworkTheStartsLinksNameTheServerAsTheTabletIsToldIt() throws Exception {
        try (FileEventLog log = FileEventLog.open(directory); Served served = new Served(ServeSettings.local(0).withHost("0.0.0.0"), log)) {
            String board = served.server.scorerAddress().board();
            JsonNode links = served.post("/api/matches", "{\"match\":\"m1\",\"players\":[\"ana\",\"ben\"]}").json().get("links");
            assertThat(links.get("scorer").asText()).isEqualTo(board + "/m/m1/record");
            assertThat(links.get("spectators").asText()).isEqualTo(board + "/m/m1");
        }
    }

    @Test
    void behindAProxyTheTabletIsToldThePublicAddressAndTheStartsLinksNameIt() throws Exception {
        try (FileEventLog log = FileEventLog.open(directory);
             Served served = new Served(ServeSettings.local(0).withHost("0.0.0.0").withPublicUrl(URI.create("https://club.example/conquian/")), log)) {
            assertThat(served.server.scorerAddress()).isEqualTo(new ScorerAddress("https://club.example/conquian", Served.TOKEN, ScorerAddress.Reach.NETWORK));
            assertThat(served.post("/api/matches", "{\"match\":\"m1\",\"players\":[\"ana\",\"ben\"]}").json().get("links").get("scorer").asText())
                    .isEqualTo("https://club.example/conquian/m/m1/record");
        }
    }

    private static ScorerAddress.Interface scoped(String name, String address) throws UnknownHostException {
        return new ScorerAddress.Interface(name, Inet6Address.getByAddress(null, InetAddress.getByName(address).getAddress(), 2));
    }

    private static ScorerAddress.Interface at(String name, String address) throws UnknownHostException {
        return new ScorerAddress.Interface(name, InetAddress.getByName(address));
    }
}
