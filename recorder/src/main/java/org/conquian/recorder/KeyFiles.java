package org.conquian.recorder;

import org.conquian.contract.Ed25519;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A recorder's Ed25519 keys as files, in the PEM forms {@code openssl} reads and writes: the private key as
 * PKCS#8 ({@code NAME.key}, readable by its owner only), the public key as SubjectPublicKeyInfo
 * ({@code NAME.pub}). A private key's bytes are never put in a message.
 */
public final class KeyFiles {

    private static final Pattern PEM = Pattern.compile("-----BEGIN ([A-Z ]+)-----([A-Za-z0-9+/=\\s]*)-----END \\1-----");
    private static final Pattern HEX_KEY = Pattern.compile("[0-9a-f]{64}");

    private KeyFiles() {
    }

    /** A signing key read from its file, with its public key as a signed match names it. */
    public record SigningKey(PrivateKey privateKey, String publicHex) {
        @Override
        public String toString() {
            return "Ed25519 key " + publicHex;
        }
    }

    /** Writes {@code NAME.key} (mode 600) and {@code NAME.pub} in {@code directory}; answers the public key in hex. Existing files are kept. */
    public static String create(Path directory, String name) throws IOException {
        Path privateFile = directory.resolve(name + ".key");
        Path publicFile = directory.resolve(name + ".pub");
        for (Path file : List.of(privateFile, publicFile)) {
            if (Files.exists(file)) {
                throw new FileAlreadyExistsException(file.toString(), null, "it is kept: choose another name, or remove it first");
            }
        }
        KeyPair pair = Ed25519.newKeyPair();
        // created with its mode, so that the key is never readable by others, not even for a moment
        Files.createFile(privateFile, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        Files.writeString(privateFile, pem("PRIVATE KEY", pair.getPrivate().getEncoded()), StandardCharsets.US_ASCII,
                StandardOpenOption.TRUNCATE_EXISTING);
        Files.writeString(publicFile, pem("PUBLIC KEY", pair.getPublic().getEncoded()), StandardCharsets.US_ASCII, StandardOpenOption.CREATE_NEW);
        return Ed25519.hex(pair.getPublic());
    }

    /** The private key of a PKCS#8 PEM file ({@code conquian keys new}, or {@code openssl genpkey -algorithm ed25519}). */
    public static SigningKey signingKey(Path file) throws IOException {
        byte[] der = pemBody(file, "PRIVATE KEY", "an Ed25519 private key (PEM, -----BEGIN PRIVATE KEY-----)");
        try {
            KeyFactory factory = KeyFactory.getInstance("Ed25519");
            PrivateKey key = Ed25519.signingKey(factory.generatePrivate(new PKCS8EncodedKeySpec(der)));
            return new SigningKey(key, Ed25519.publicHex(key));
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            throw new IllegalArgumentException(file + " is not an Ed25519 private key (PKCS#8 PEM)");
        }
    }

    /**
     * The private key of a file that its owner alone may read (mode 600 or stricter where the file system has modes):
     * a key kept on a machine others use, as a server's is, signs for whoever can read it.
     */
    public static SigningKey ownersSigningKey(Path file) throws IOException {
        if (Files.getFileStore(file.toAbsolutePath()).supportsFileAttributeView("posix")) {
            Set<PosixFilePermission> modes = Files.getPosixFilePermissions(file);
            Set<PosixFilePermission> others = EnumSet.of(PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_EXECUTE,
                    PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);
            others.retainAll(modes);
            if (!others.isEmpty()) {
                throw new IllegalArgumentException(file + " may be read by others (mode " + PosixFilePermissions.toString(modes)
                        + "): a signing key is its owner's alone; chmod 600 " + file);
            }
        }
        return signingKey(file);
    }

    /** The public keys a reader trusts, in hex: each file a PEM public key, or lines of 64 hex digits. */
    public static Set<String> trusted(List<Path> files) throws IOException {
        Set<String> keys = new LinkedHashSet<>();
        for (Path file : files) {
            String text = Files.readString(file, StandardCharsets.US_ASCII);
            if (text.contains("-----BEGIN")) {
                keys.add(publicHex(file, pemBody(file, "PUBLIC KEY", "a PEM public key (-----BEGIN PUBLIC KEY-----)")));
                continue;
            }
            List<String> lines = text.lines().map(String::strip).toList();
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).isEmpty()) {
                    continue;
                }
                if (!HEX_KEY.matcher(lines.get(i)).matches()) {
                    throw new IllegalArgumentException(file + ", line " + (i + 1) + ": not a public key: a trust file holds a PEM public key,"
                            + " or lines of 64 lowercase hex digits" + (lines.get(i).startsWith("{") ? " (a log? --trust takes one key file; give it again for another key)" : ""));
                }
                keys.add(lines.get(i));
            }
        }
        if (keys.isEmpty()) {
            throw new IllegalArgumentException("the trust files name no key: " + files);
        }
        return keys;
    }

    private static String publicHex(Path file, byte[] der) {
        try {
            return Ed25519.hex(KeyFactory.getInstance("Ed25519").generatePublic(new X509EncodedKeySpec(der)));
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            throw new IllegalArgumentException(file + " is not an Ed25519 public key (SubjectPublicKeyInfo PEM)");
        }
    }

    private static byte[] pemBody(Path file, String label, String expected) throws IOException {
        String text = Files.readString(file, StandardCharsets.US_ASCII);
        Matcher pem = PEM.matcher(text);
        while (pem.find()) {
            if (pem.group(1).equals(label)) {
                try {
                    return Base64.getMimeDecoder().decode(pem.group(2));
                } catch (IllegalArgumentException e) {
                    break;
                }
            }
        }
        throw new IllegalArgumentException(file + " is not " + expected);
    }

    private static String pem(String label, byte[] der) {
        return "-----BEGIN " + label + "-----\n" + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der) + "\n-----END " + label + "-----\n";
    }
}
