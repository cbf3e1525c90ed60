package org.conquian.testkit;

import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Signature;
import java.security.spec.X509EncodedKeySpec;
import java.util.HexFormat;

/**
 * The JDK's own Ed25519, as the tests' second opinion on the signatures the project makes and checks with
 * BouncyCastle: the two must never disagree unseen. Slow (a few hundred signatures a second), so for tests only.
 */
public final class JdkEd25519 {

    private static final byte[] SPKI_PREFIX = HexFormat.of().parseHex("302a300506032b6570032100");
    private static final HexFormat HEX = HexFormat.of();

    private JdkEd25519() {
    }

    public static KeyPair newKeyPair() {
        try {
            return KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A public key's 32 bytes in hex, as a signed match names it. */
    public static String hex(KeyPair pair) {
        byte[] encoded = pair.getPublic().getEncoded();
        return HEX.formatHex(encoded, SPKI_PREFIX.length, encoded.length);
    }

    /** The JDK's signature, in hex. Ed25519 is deterministic: any other implementation must give the same bytes. */
    public static String sign(PrivateKey key, byte[] message) {
        try {
            Signature signer = Signature.getInstance("Ed25519");
            signer.initSign(key);
            signer.update(message);
            return HEX.formatHex(signer.sign());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Whether the JDK finds {@code sigHex} a signature of {@code message} by {@code signerHex}; false for what it cannot decode. */
    public static boolean verifies(String signerHex, byte[] message, String sigHex) {
        try {
            byte[] raw = HEX.parseHex(signerHex);
            byte[] der = java.util.Arrays.copyOf(SPKI_PREFIX, SPKI_PREFIX.length + raw.length);
            System.arraycopy(raw, 0, der, SPKI_PREFIX.length, raw.length);
            Signature verifier = Signature.getInstance("Ed25519");
            verifier.initVerify(KeyFactory.getInstance("Ed25519").generatePublic(new X509EncodedKeySpec(der)));
            verifier.update(message);
            return verifier.verify(HEX.parseHex(sigHex));
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return false;
        }
    }
}
