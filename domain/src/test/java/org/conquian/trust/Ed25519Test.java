package org.conquian.trust;

import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.HexFormat;

import static org.assertj.core.api.Assertions.assertThat;

/** Ed25519 as signed matches use it, against RFC 8032's test 1 and the vector of docs/format.md. */
class Ed25519Test {

    private static final HexFormat HEX = HexFormat.of();
    static final String PUBLIC = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a";
    static final byte[] MESSAGE = ("{\"at\":\"2026-12-01T20:00:00Z\",\"firstDealer\":\"ben\",\"match\":\"m1\",\"players\":[\"ana\",\"ben\"],"
            + "\"rules\":\"anglo-40\",\"seq\":1,\"signer\":\"" + PUBLIC + "\",\"targetWins\":3,\"type\":\"MatchStarted\",\"v\":1}")
            .getBytes(StandardCharsets.UTF_8);
    static final String SIG = "c5e9c830ca32899de72ec86dc022e60edcc92c420c6a72a9b60d01822098a7cc"
            + "335da03ef93524ca43d5edf0cbe2de1ad09abd152619ae7023cf1b16c4a5670b";

    /** RFC 8032's test 1 secret as a PKCS#8 private key (RFC 8410). */
    static PrivateKey rfcKey() throws Exception {
        byte[] der = HEX.parseHex("302e020100300506032b657004220420" + "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60");
        return KeyFactory.getInstance("Ed25519").generatePrivate(new PKCS8EncodedKeySpec(der));
    }

    @Test
    void theSpecsSignedEventVerifies() {
        assertThat(Ed25519.verifies(PUBLIC, MESSAGE, SIG)).isTrue();
    }

    @Test
    void signingGivesTheSpecsSignature() throws Exception {
        assertThat(Ed25519.sign(rfcKey(), MESSAGE)).isEqualTo(SIG);
    }

    @Test
    void anotherMessageOrKeyDoesNotVerify() {
        byte[] changed = MESSAGE.clone();
        changed[10] ^= 1;
        assertThat(Ed25519.verifies(PUBLIC, changed, SIG)).isFalse();
        assertThat(Ed25519.verifies("f9abd9d1bee34e7e5ffca6b6cf7b407ae681c0c995988bd4bcec1ca8cbe70437", MESSAGE, SIG)).isFalse();
    }

    @Test
    void aSignatureWhoseSIsNotBelowTheGroupOrderDoesNotVerify() {
        BigInteger order = BigInteger.TWO.pow(252).add(new BigInteger("27742317777372353535851937790883648493"));
        byte[] sig = HEX.parseHex(SIG);
        BigInteger s = new BigInteger(1, reversed(java.util.Arrays.copyOfRange(sig, 32, 64))).add(order);
        byte[] big = s.toByteArray();
        byte[] little = new byte[32];
        for (int i = 0; i < 32 && i < big.length; i++) {
            little[i] = big[big.length - 1 - i];
        }
        System.arraycopy(little, 0, sig, 32, 32);
        assertThat(Ed25519.verifies(PUBLIC, MESSAGE, HEX.formatHex(sig))).isFalse();
    }

    @Test
    void aKeyThatIsNoPointOfTheCurveVerifiesNothing() {
        // y = 2 has no x on the curve
        String notAPoint = "02" + "00".repeat(31);
        assertThat(Ed25519.verifies(notAPoint, MESSAGE, SIG)).isFalse();
    }

    private static byte[] reversed(byte[] bytes) {
        byte[] out = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            out[i] = bytes[bytes.length - 1 - i];
        }
        return out;
    }
}
