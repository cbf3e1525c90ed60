package org.conquian.contract;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** The chain link of interchange format v1: SHA-256, in lowercase hex, of an event's canonical form. */
public final class Chain {

    private static final ThreadLocal<MessageDigest> SHA_256 = ThreadLocal.withInitial(() -> {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    });

    /** Each thread's buffer for the canonical form, reused from one event to the next. */
    private static final ThreadLocal<Canonical.Bytes> BUFFER = ThreadLocal.withInitial(Canonical.Bytes::new);
    private static final HexFormat HEX = HexFormat.of();

    private Chain() {
    }

    /** The {@code prev} that the event after this one must carry. */
    public static String link(Json event) {
        Canonical.Bytes canonical = Canonical.bytes(event, BUFFER.get());
        return linkOfCanonical(canonical.array(), 0, canonical.size());
    }

    /** The link of an event from bytes that are its canonical form already, such as a line this project wrote. */
    public static String linkOfCanonical(byte[] bytes, int offset, int length) {
        MessageDigest sha = SHA_256.get();
        sha.update(bytes, offset, length);
        return HEX.formatHex(sha.digest());
    }
}
