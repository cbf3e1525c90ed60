package org.conquian.trust;

import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.SignatureException;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Ed25519 (RFC 8032, pure, no context) as a signed match uses it: public keys and signatures written as
 * lowercase hex, through the JDK's own provider.
 */
public final class Ed25519 {

    /** The DER of a SubjectPublicKeyInfo for Ed25519 before its 32 key bytes (RFC 8410). */
    private static final byte[] SPKI_PREFIX = HexFormat.of().parseHex("302a300506032b6570032100");
    private static final int KEY_BYTES = 32;
    private static final int SIGNATURE_BYTES = 64;
    private static final HexFormat HEX = HexFormat.of();

    /** Keys decoded once: a match's signatures are all checked with its one signer. Few signers meet in one audit. */
    private static final Map<String, Optional<PublicKey>> KEYS = new ConcurrentHashMap<>();
    private static final int KEYS_KEPT = 1024;
    private static final ThreadLocal<Signature> VERIFIER = ThreadLocal.withInitial(() -> instance());

    private Ed25519() {
    }

    /**
     * Whether {@code sigHex} is the signature by {@code signerHex} of {@code message}. A key that is not a point
     * of the curve, or a signature whose S is not below the group order, does not verify.
     */
    public static boolean verifies(String signerHex, byte[] message, String sigHex) {
        Optional<PublicKey> key = KEYS.get(signerHex);
        if (key == null) {
            if (KEYS.size() >= KEYS_KEPT) {
                KEYS.clear();
            }
            key = decode(signerHex);
            KEYS.put(signerHex, key);
        }
        if (key.isEmpty()) {
            return false;
        }
        byte[] signature = HEX.parseHex(sigHex);
        if (signature.length != SIGNATURE_BYTES) {
            return false;
        }
        Signature verifier = VERIFIER.get();
        try {
            verifier.initVerify(key.get());
            verifier.update(message);
            return verifier.verify(signature);
        } catch (InvalidKeyException | SignatureException e) {
            // the JDK refuses an S not below the group order, or a point it cannot decode, by throwing
            return false;
        }
    }

    /** A fresh key pair from the system's secure random source. */
    public static KeyPair newKeyPair() {
        try {
            return KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK since 15 has Ed25519", e);
        }
    }

    /** The signature, in hex, of {@code message} by {@code key}. */
    public static String sign(PrivateKey key, byte[] message) {
        try {
            Signature signer = instance();
            signer.initSign(key);
            signer.update(message);
            return HEX.formatHex(signer.sign());
        } catch (InvalidKeyException e) {
            throw new IllegalArgumentException("not an Ed25519 private key", e);
        } catch (SignatureException e) {
            throw new IllegalStateException("Ed25519 signing failed", e);
        }
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

    /** The public key of that hex, as the JDK takes it, or empty when the bytes are not a key of the curve. */
    public static Optional<PublicKey> decode(String signerHex) {
        byte[] raw = HEX.parseHex(signerHex);
        if (raw.length != KEY_BYTES) {
            return Optional.empty();
        }
        byte[] der = Arrays.copyOf(SPKI_PREFIX, SPKI_PREFIX.length + KEY_BYTES);
        System.arraycopy(raw, 0, der, SPKI_PREFIX.length, KEY_BYTES);
        try {
            return Optional.of(KeyFactory.getInstance("Ed25519").generatePublic(new X509EncodedKeySpec(der)));
        } catch (GeneralSecurityException e) {
            return Optional.empty();
        }
    }

    private static Signature instance() {
        try {
            return Signature.getInstance("Ed25519");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every JDK since 15 has Ed25519", e);
        }
    }
}
