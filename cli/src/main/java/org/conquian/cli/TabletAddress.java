package org.conquian.cli;

import io.nayuki.qrcodegen.QrCode;
import org.conquian.server.ScorerAddress;

import java.util.ArrayList;
import java.util.List;

/**
 * What {@code serve} prints for the scorer's tablet: the address with the recorder token, and, when a tablet can reach
 * it, the same address as a QR code drawn in Unicode half blocks (two rows of modules a line), for its camera.
 */
final class TabletAddress {

    /** The light margin round a QR code, in modules, as its standard asks. */
    static final int QUIET = 4;
    private static final String ON_DARK = "\u001b[97;40m";
    private static final String RESET = "\u001b[0m";

    private TabletAddress() {
    }

    /**
     * The lines to print. A light module is drawn in the text's colour and a dark one left blank, so that on a dark
     * terminal the code shows dark on light as printed codes do; with colour, the colours are set so on any terminal.
     */
    static List<String> lines(ScorerAddress address, boolean colour) {
        List<String> lines = new ArrayList<>();
        lines.add(switch (address.reach()) {
            case NETWORK -> "The scorer's tablet opens this address, or scans the code below; its pages keep the token:";
            case LOOPBACK, NO_NETWORK -> onlyThisMachine(address);
        });
        lines.add("  " + address.url());
        if (address.reach() == ScorerAddress.Reach.NETWORK) {
            qr(address.url()).forEach(line -> lines.add(colour ? ON_DARK + line + RESET : line));
        }
        return lines;
    }

    /** Why a tablet cannot open the address, the server being out of a network's reach; empty when one can. */
    static String onlyThisMachine(ScorerAddress address) {
        return switch (address.reach()) {
            case NETWORK -> "";
            case LOOPBACK -> "Only this machine can open this: the server listens on loopback (--host 0.0.0.0 lets in a tablet on the network):";
            case NO_NETWORK -> "Only this machine can open this: it has no address on a network (--host ADDRESS names one):";
        };
    }

    /** The QR code of the text, a line for each two rows of modules (the last row's lower half, if odd, is margin). */
    static List<String> qr(String text) {
        QrCode code = QrCode.encodeText(text, QrCode.Ecc.LOW);
        int size = code.size + 2 * QUIET;
        List<String> lines = new ArrayList<>();
        for (int y = 0; y < size; y += 2) {
            StringBuilder line = new StringBuilder();
            for (int x = 0; x < size; x++) {
                boolean top = light(code, x - QUIET, y - QUIET);
                boolean bottom = y + 1 >= size || light(code, x - QUIET, y + 1 - QUIET);
                line.append(top ? bottom ? '\u2588' : '\u2580' : bottom ? '\u2584' : ' ');
            }
            lines.add(line.toString());
        }
        return lines;
    }

    /** A module of the code, or of its margin (light). */
    private static boolean light(QrCode code, int x, int y) {
        return !code.getModule(x, y);
    }
}
