package org.conquian.server;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Set;

/**
 * The server's secret: the recorder token (32 random bytes, in hex) that a scorer sends as {@code Authorization:
 * Bearer TOKEN}, and the key of each player's link, an HMAC of the match and the player under it, so that a link
 * shows one player's view and cannot be turned into another's.
 */
final class Secret {

    private static final HexFormat HEX = HexFormat.of();

    private final String token;
    private final byte[] tokenBytes;
    /** Whether the token was made now rather than read: the server then prints it once. */
    private final boolean made;

    private Secret(String token, boolean made) {
        this.token = token;
        this.tokenBytes = token.getBytes(StandardCharsets.US_ASCII);
        this.made = made;
    }

    /** A secret for tests and benchmarks, kept nowhere. */
    static Secret of(String token) {
        return new Secret(token, false);
    }

    /** The token in this file, made there (mode 600) when the file does not exist yet. */
    static Secret inFile(Path file) throws IOException {
        if (Files.exists(file)) {
            String token = Files.readString(file, StandardCharsets.US_ASCII).strip();
            if (token.length() < 32) {
                throw new IllegalArgumentException(file + " holds no token of at least 32 characters; delete it to have a new one made");
            }
            return new Secret(token, false);
        }
        byte[] random = new byte[32];
        new SecureRandom().nextBytes(random);
        String token = HEX.formatHex(random);
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        try {
            if (Files.getFileStore(parent).supportsFileAttributeView("posix")) {
                Set<PosixFilePermission> owner = PosixFilePermissions.fromString("rw-------");
                Files.createFile(file, PosixFilePermissions.asFileAttribute(owner));
            } else {
                Files.createFile(file);
            }
        } catch (FileAlreadyExistsException e) {
            // another server made it first: use theirs
            return inFile(file);
        }
        Files.writeString(file, token + "\n", StandardCharsets.US_ASCII, StandardOpenOption.TRUNCATE_EXISTING, LinkOption.NOFOLLOW_LINKS);
        return new Secret(token, true);
    }

    String token() {
        return token;
    }

    boolean made() {
        return made;
    }

    /** Whether a bearer token is the recorder token, compared in constant time. */
    boolean isToken(String bearer) {
        return MessageDigest.isEqual(tokenBytes, bearer.getBytes(StandardCharsets.UTF_8));
    }

    /** The key of a player's link to a match. */
    String key(String match, String player) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(tokenBytes, "HmacSHA256"));
            // the match id cannot hold a newline, so no two (match, player) pairs sign the same bytes
            byte[] digest = mac.doFinal((match + "\n" + player).getBytes(StandardCharsets.UTF_8));
            return HEX.formatHex(digest, 0, 16);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has HmacSHA256", e);
        }
    }

    boolean isKey(String match, String player, String key) {
        return MessageDigest.isEqual(key(match, player).getBytes(StandardCharsets.US_ASCII), key.getBytes(StandardCharsets.UTF_8));
    }
}
