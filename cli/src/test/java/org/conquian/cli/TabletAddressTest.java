package org.conquian.cli;

import io.nayuki.qrcodegen.QrCode;
import org.conquian.server.ScorerAddress;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What serve prints for the scorer's tablet: the address with the token, and a QR code that holds exactly that address. */
class TabletAddressTest {

    private static final String TOKEN = "5b0c3e9a71d2f4086c1be5a9d03f7e2c4a6b8d0f1e3c5a7b9d2f4e6a8c0b1e3d";

    @Test
    void onANetworkTheAddressIsPrintedWithItsTokenAndAsAQrCodeOfItModuleForModule() {
        ScorerAddress address = new ScorerAddress("http://192.168.1.20:8080", TOKEN, ScorerAddress.Reach.NETWORK);
        List<String> lines = TabletAddress.lines(address, false);
        assertThat(lines.get(1)).isEqualTo("  http://192.168.1.20:8080/#token=" + TOKEN);
        assertThatTheCodeHolds(lines.subList(2, lines.size()), address.url());
    }

    @Test
    void inColourTheCodeIsDrawnLightOnDarkWhateverTheTerminal() {
        ScorerAddress address = new ScorerAddress("https://[2001:db8::20]:8443", TOKEN, ScorerAddress.Reach.NETWORK);
        List<String> lines = TabletAddress.lines(address, true);
        List<String> code = lines.subList(2, lines.size());
        assertThat(code).allMatch(line -> line.startsWith("\u001b[97;40m") && line.endsWith("\u001b[0m"));
        assertThatTheCodeHolds(code.stream().map(line -> line.replaceAll("\u001b\\[[0-9;]*m", "")).toList(), address.url());
    }

    @Test
    void onLoopbackOnlyThisMachineCanOpenItAndNoCodeIsDrawnForATablet() {
        List<String> lines = TabletAddress.lines(new ScorerAddress("http://127.0.0.1:8080", TOKEN, ScorerAddress.Reach.LOOPBACK), false);
        assertThat(lines).containsExactly(
                "Only this machine can open this: the server listens on loopback (--host 0.0.0.0 lets in a tablet on the network):",
                "  http://127.0.0.1:8080/#token=" + TOKEN);
        assertThat(TabletAddress.lines(new ScorerAddress("http://127.0.0.1:8080", TOKEN, ScorerAddress.Reach.NO_NETWORK), false))
                .hasSize(2).first().asString().startsWith("Only this machine can open this: it has no address on a network");
    }

    /**
     * The printed half blocks, read back into modules (each character two rows: upper half, lower half), are the
     * text's QR code as the generator makes it, inside a light margin of four modules all round.
     */
    private static void assertThatTheCodeHolds(List<String> printed, String text) {
        QrCode code = QrCode.encodeText(text, QrCode.Ecc.LOW);
        int size = code.size + 2 * TabletAddress.QUIET;
        assertThat(printed).hasSize((size + 1) / 2);
        for (int y = 0; y < size; y++) {
            String line = printed.get(y / 2);
            assertThat(line).hasSize(size);
            for (int x = 0; x < size; x++) {
                char glyph = line.charAt(x);
                boolean light = y % 2 == 0 ? glyph == '\u2588' || glyph == '\u2580' : glyph == '\u2588' || glyph == '\u2584';
                assertThat(glyph).isIn('\u2588', '\u2580', '\u2584', ' ');
                boolean dark = code.getModule(x - TabletAddress.QUIET, y - TabletAddress.QUIET);
                assertThat(light).as("module %d,%d", x - TabletAddress.QUIET, y - TabletAddress.QUIET).isEqualTo(!dark);
            }
        }
        // the margin is light all round, so that a camera finds the code's edge
        assertThat(printed.get(0).chars()).allMatch(c -> c == '\u2588');
        assertThat(printed.get(printed.size() - 1).chars()).allMatch(c -> c == '\u2588' || c == '\u2580');
    }
}
