package org.conquian.server;

import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * The first answer to each Idempotency-Key, given again to a retry with the same body (the IETF draft's reading); the
 * same key with another body is refused. An answer the log could not give (5xx) is not kept: a retry tries again.
 */
final class IdempotencyKeys {

    /** How many keys are remembered, the oldest forgotten first. */
    private static final int KEPT = 50_000;

    /** What a request with a key does the first time. */
    interface Work {
        Api.Answer answer() throws IOException;
    }

    /** The first answer to a key, and the body it answered. */
    private record Remembered(byte[] digest, CompletableFuture<Api.Answer> answer) {
    }

    private final Map<String, Remembered> keys = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Remembered> eldest) {
            return size() > KEPT;
        }
    };

    /** @param scope what the key is for (a match's moves, the starts): the same key for two is two keys */
    Api.Answer once(String scope, String key, byte[] body, Work work) throws IOException {
        byte[] digest = digest(body);
        Remembered mine = new Remembered(digest, new CompletableFuture<>());
        Remembered known;
        synchronized (keys) {
            known = keys.putIfAbsent(scope + "\n" + key, mine);
        }
        if (known != null) {
            if (!Arrays.equals(known.digest(), digest)) {
                return new Api.Answer(422, HttpExchange.error("idempotency", "Idempotency-Key " + key + " was sent before with another body;"
                        + " a retry sends the same body, and a new request a new key"));
            }
            return known.answer().join();
        }
        try {
            Api.Answer answer = work.answer();
            if (answer.status() >= 500) {
                forget(scope, key);
            }
            mine.answer().complete(answer);
            return answer;
        } catch (IOException | RuntimeException e) {
            forget(scope, key);
            mine.answer().completeExceptionally(e);
            throw e;
        }
    }

    private void forget(String scope, String key) {
        synchronized (keys) {
            keys.remove(scope + "\n" + key);
        }
    }

    private static byte[] digest(byte[] body) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(body);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
