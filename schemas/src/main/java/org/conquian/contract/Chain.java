package org.conquian.contract;

import com.fasterxml.jackson.databind.JsonNode;

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

    private Chain() {
    }

    /** The {@code prev} that the event after this one must carry. */
    public static String link(JsonNode event) {
        return HexFormat.of().formatHex(SHA_256.get().digest(Canonical.bytes(event)));
    }
}
