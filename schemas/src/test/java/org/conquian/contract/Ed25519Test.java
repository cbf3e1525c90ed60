package org.conquian.contract;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;
import org.conquian.testkit.JdkEd25519;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.PrivateKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Arrays;
import java.util.HexFormat;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Ed25519 as signed matches use it (BouncyCastle), against the JDK's own on every vector and every signature made
 * here: RFC 8032's tests 1 to 3, the vector of the format, random keys and messages, and the edge cases of 5.1.7.
 */
class Ed25519Test {

    private static final HexFormat HEX = HexFormat.of();
    static final String PUBLIC = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a";
    static final byte[] MESSAGE = ("{\"at\":\"2026-12-01T20:00:00Z\",\"firstDealer\":\"ben\",\"match\":\"m1\",\"players\":[\"ana\",\"ben\"],"
            + "\"rules\":\"anglo-40\",\"seq\":1,\"signer\":\"" + PUBLIC + "\",\"targetWins\":3,\"type\":\"MatchStarted\",\"v\":1}")
            .getBytes(StandardCharsets.UTF_8);
    static final String SIG = "c5e9c830ca32899de72ec86dc022e60edcc92c420c6a72a9b60d01822098a7cc"
            + "335da03ef93524ca43d5edf0cbe2de1ad09abd152619ae7023cf1b16c4a5670b";

    /** A secret as the JDK's PKCS#8 private key (RFC 8410). */
    static PrivateKey key(String secretHex) throws Exception {
        byte[] der = HEX.parseHex("302e020100300506032b657004220420" + secretHex);
        return KeyFactory.getInstance("Ed25519").generatePrivate(new PKCS8EncodedKeySpec(der));
    }

    static PrivateKey rfcKey() throws Exception {
        return key("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60");
    }

    private static boolean bothVerify(String signer, byte[] message, String sig) {
        boolean ours = Ed25519.verifies(signer, message, sig);
        assertThat(JdkEd25519.verifies(signer, message, sig)).as("the JDK's verdict").isEqualTo(ours);
        return ours;
    }

    @Test
    void theFormatsSignedEventVerifiesWithBoth() {
        assertThat(bothVerify(PUBLIC, MESSAGE, SIG)).isTrue();
    }

    @Test
    void signingGivesTheFormatsSignatureWithBoth() throws Exception {
        assertThat(Ed25519.sign(rfcKey(), MESSAGE)).isEqualTo(SIG);
        assertThat(Ed25519.sign(Ed25519.signingKey(rfcKey()), MESSAGE)).isEqualTo(SIG);
        assertThat(JdkEd25519.sign(rfcKey(), MESSAGE)).isEqualTo(SIG);
        assertThat(Ed25519.publicHex(rfcKey())).isEqualTo(PUBLIC);
    }

    @ParameterizedTest(name = "RFC 8032 test {0}")
    @CsvSource({
            "1, 9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60, d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a, '',"
                    + " e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b",
            "2, 4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb, 3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c, 72,"
                    + " 92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00",
            "3, c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7, fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025, af82,"
                    + " 6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a"})
    void rfc8032sVectorsSignAndVerifyWithBoth(int test, String secret, String publicKey, String messageHex, String sig) throws Exception {
        byte[] message = HEX.parseHex(messageHex == null ? "" : messageHex);
        assertThat(Ed25519.publicHex(key(secret))).isEqualTo(publicKey);
        assertThat(Ed25519.sign(key(secret), message)).isEqualTo(sig);
        assertThat(JdkEd25519.sign(key(secret), message)).isEqualTo(sig);
        assertThat(bothVerify(publicKey, message, sig)).isTrue();
    }

    /** Ed25519 is deterministic: for any key and message both give the same bytes, and both verify them, and neither a changed message. */
    @Property(tries = 40)
    void bothGiveTheSameSignatureForAnyKeyAndMessage(@ForAll @Size(max = 600) byte[] message) {
        KeyPair pair = Ed25519.newKeyPair();
        String signer = Ed25519.hex(pair.getPublic());
        String sig = Ed25519.sign(Ed25519.signingKey(pair.getPrivate()), message);
        assertThat(sig).isEqualTo(JdkEd25519.sign(pair.getPrivate(), message));
        assertThat(Ed25519.publicHex(pair.getPrivate())).isEqualTo(signer);
        assertThat(bothVerify(signer, message, sig)).isTrue();
        byte[] changed = Arrays.copyOf(message, message.length + 1);
        assertThat(bothVerify(signer, changed, sig)).isFalse();
    }

    @Test
    void anExpandedKeyIsTheSameKeyInTheSameForm() throws Exception {
        PrivateKey expanded = Ed25519.signingKey(rfcKey());
        assertThat(expanded.getEncoded()).isEqualTo(rfcKey().getEncoded());
        assertThat(expanded.getAlgorithm()).isEqualTo("Ed25519");
        assertThat(Ed25519.signingKey(expanded)).isSameAs(expanded);
        assertThat(expanded.toString()).doesNotContain("9d61b1");
    }

    @Test
    void anotherMessageOrKeyDoesNotVerifyWithEither() {
        byte[] changed = MESSAGE.clone();
        changed[10] ^= 1;
        assertThat(bothVerify(PUBLIC, changed, SIG)).isFalse();
        assertThat(bothVerify("f9abd9d1bee34e7e5ffca6b6cf7b407ae681c0c995988bd4bcec1ca8cbe70437", MESSAGE, SIG)).isFalse();
    }

    @Test
    void aSignatureWhoseSIsNotBelowTheGroupOrderDoesNotVerifyWithEither() {
        BigInteger order = BigInteger.TWO.pow(252).add(new BigInteger("27742317777372353535851937790883648493"));
        byte[] sig = HEX.parseHex(SIG);
        BigInteger s = new BigInteger(1, reversed(Arrays.copyOfRange(sig, 32, 64))).add(order);
        byte[] big = s.toByteArray();
        byte[] little = new byte[32];
        for (int i = 0; i < 32 && i < big.length; i++) {
            little[i] = big[big.length - 1 - i];
        }
        System.arraycopy(little, 0, sig, 32, 32);
        assertThat(bothVerify(PUBLIC, MESSAGE, HEX.formatHex(sig))).isFalse();
    }

    @Test
    void aKeyThatIsNoPointOfTheCurveVerifiesNothingWithEither() {
        // y = 2 has no x on the curve
        assertThat(bothVerify("02" + "00".repeat(31), MESSAGE, SIG)).isFalse();
    }

    @Test
    void anREncodedOutOfTheFieldDoesNotVerifyWithEither() {
        // y = p + 1, the neutral point written with a y that is not below p
        String notCanonical = "ee" + "ff".repeat(30) + "7f";
        assertThat(bothVerify("01" + "00".repeat(31), MESSAGE, notCanonical + "00".repeat(32))).isFalse();
    }

    /**
     * Where the two differ, on purpose: a key of small order (the neutral point, here) makes "signatures" that verify
     * for any message by RFC 8032's equation, and the JDK accepts them. No key made from a secret is of small order,
     * so such a signer signs nothing here: a match naming it could have been written by anyone.
     */
    @Test
    void aKeyOfSmallOrderVerifiesNothingThoughTheJdkAcceptsItsForgery() {
        String neutral = "01" + "00".repeat(31);
        String forgery = neutral + "00".repeat(32);
        assertThat(JdkEd25519.verifies(neutral, MESSAGE, forgery)).isTrue();
        assertThat(Ed25519.verifies(neutral, MESSAGE, forgery)).isFalse();
        String orderTwo = "ec" + "ff".repeat(30) + "7f";
        assertThat(JdkEd25519.verifies(orderTwo, MESSAGE, forgery)).isTrue();
        assertThat(Ed25519.verifies(orderTwo, MESSAGE, forgery)).isFalse();
    }

    private static byte[] reversed(byte[] bytes) {
        byte[] out = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            out[i] = bytes[bytes.length - 1 - i];
        }
        return out;
    }
}
