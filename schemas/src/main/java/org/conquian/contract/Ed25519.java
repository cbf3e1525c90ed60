package org.conquian.contract;

import org.bouncycastle.crypto.params.Ed25519PrivateKeyParameters;
import org.bouncycastle.crypto.params.Ed25519PublicKeyParameters;

import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.interfaces.EdECPrivateKey;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Ed25519 (RFC 8032, pure, no context) as a signed match uses it: public keys and signatures written as lowercase
 * hex. BouncyCastle's lightweight API signs and verifies, 5 to 14 times as fast as the JDK's provider, and nothing is
 * registered with the JDK's providers. Keys keep the JDK's types and forms (PKCS#8, SubjectPublicKeyInfo), which
 * openssl reads and writes.
 */
public final class Ed25519 {

    /** The DER of a SubjectPublicKeyInfo for Ed25519 before its 32 key bytes (RFC 8410). */
    private static final byte[] SPKI_PREFIX = HexFormat.of().parseHex("302a300506032b6570032100");
    /** The DER of a PKCS#8 private key for Ed25519 before its 32-byte seed (RFC 8410), as the JDK and openssl write it. */
    private static final byte[] PKCS8_PREFIX = HexFormat.of().parseHex("302e020100300506032b657004220420");
    private static final int KEY_BYTES = 32;
    private static final int SIGNATURE_BYTES = 64;
    private static final HexFormat HEX = HexFormat.of();

    /** Keys decoded once: a match's signatures are all checked with its one signer. Few signers meet in one audit. */
    private static final Map<String, Optional<Ed25519PublicKeyParameters>> KEYS = new ConcurrentHashMap<>();
    private static final int KEYS_KEPT = 1024;

    private Ed25519() {
    }

    /**
     * Whether {@code sigHex} is the signature by {@code signerHex} of {@code message}. A key that is not a point of
     * the curve, or is one of the eight of small order (which would let anyone sign anything), and a signature whose
     * S is not below the group order, verify nothing.
     */
    public static boolean verifies(String signerHex, byte[] message, String sigHex) {
        Optional<Ed25519PublicKeyParameters> key = KEYS.get(signerHex);
        if (key == null) {
            if (KEYS.size() >= KEYS_KEPT) {
                KEYS.clear();
            }
            key = publicKey(signerHex);
            KEYS.put(signerHex, key);
        }
        if (key.isEmpty() || sigHex.length() != 2 * SIGNATURE_BYTES) {
            return false;
        }
        return key.get().verify(org.bouncycastle.math.ec.rfc8032.Ed25519.Algorithm.Ed25519, null, message, 0, message.length,
                HEX.parseHex(sigHex), 0);
    }

    /** A fresh key pair from the system's secure random source, in the JDK's types. */
    public static KeyPair newKeyPair() {
        try {
            return KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK since 15 has Ed25519", e);
        }
    }

    /**
     * The key to sign with: an Ed25519 private key with its seed expanded once, so that each signature costs one
     * scalar multiplication, not two. It is still a {@link PrivateKey}, of the same PKCS#8 encoding.
     */
    public static PrivateKey signingKey(PrivateKey key) {
        return key instanceof Expanded ? key : new Expanded(parameters(key));
    }

    /** The public key, as a signed match names it, of a private key. */
    public static String publicHex(PrivateKey key) {
        return HEX.formatHex(parameters(key).generatePublicKey().getEncoded());
    }

    /** The signature, in hex, of {@code message} by {@code key}. */
    public static String sign(PrivateKey key, byte[] message) {
        byte[] signature = new byte[SIGNATURE_BYTES];
        parameters(key).sign(org.bouncycastle.math.ec.rfc8032.Ed25519.Algorithm.Ed25519, null, message, 0, message.length, signature, 0);
        return HEX.formatHex(signature);
    }

    /** A public key as a signed match names it: its 32 bytes in lowercase hex. */
    public static String hex(PublicKey key) {
        byte[] encoded = key.getEncoded();
        if (!"Ed25519".equals(key.getAlgorithm()) && !"EdDSA".equals(key.getAlgorithm())
                || encoded.length != SPKI_PREFIX.length + KEY_BYTES
                || !Arrays.equals(encoded, 0, SPKI_PREFIX.length, SPKI_PREFIX, 0, SPKI_PREFIX.length)) {
            throw new IllegalArgumentException("not an Ed25519 public key (" + key.getAlgorithm() + ")");
        }
        return HEX.formatHex(encoded, SPKI_PREFIX.length, encoded.length);
    }

    /** The key of that hex, or empty when its bytes are not a point of the curve, or a point of small order. */
    private static Optional<Ed25519PublicKeyParameters> publicKey(String signerHex) {
        if (signerHex.length() != 2 * KEY_BYTES) {
            return Optional.empty();
        }
        try {
            return Optional.of(new Ed25519PublicKeyParameters(HEX.parseHex(signerHex)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static Ed25519PrivateKeyParameters parameters(PrivateKey key) {
        if (key instanceof Expanded expanded) {
            return expanded.parameters();
        }
        if (key instanceof EdECPrivateKey edwards && edwards.getBytes().isPresent() && edwards.getBytes().get().length == KEY_BYTES) {
            return new Ed25519PrivateKeyParameters(edwards.getBytes().get());
        }
        throw new IllegalArgumentException("not an Ed25519 private key (" + key.getAlgorithm() + ")");
    }

    /** An Ed25519 private key whose seed is expanded, with its public key, once. */
    private record Expanded(Ed25519PrivateKeyParameters parameters) implements PrivateKey {
        @Override
        public String getAlgorithm() {
            return "Ed25519";
        }

        @Override
        public String getFormat() {
            return "PKCS#8";
        }

        @Override
        public byte[] getEncoded() {
            byte[] der = Arrays.copyOf(PKCS8_PREFIX, PKCS8_PREFIX.length + KEY_BYTES);
            System.arraycopy(parameters.getEncoded(), 0, der, PKCS8_PREFIX.length, KEY_BYTES);
            return der;
        }

        @Override
        public String toString() {
            return "Ed25519 private key";
        }
    }
}
