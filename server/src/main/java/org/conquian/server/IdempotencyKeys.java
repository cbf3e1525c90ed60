package org.conquian.server;

import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

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

    /** SHA-256, copied for each body: looking it up among the providers every time cost more than the digest. */
    private static final MessageDigest SHA_256;

    static {
        try {
            SHA_256 = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /** The keys, and the order they came in: no lock over every match's moves, only each key's entry. */
    private final Map<String, Remembered> keys = new ConcurrentHashMap<>();
    private final Queue<String> order = new ConcurrentLinkedQueue<>();

    /** @param scope what the key is for (a match's moves, the starts): the same key for two is two keys */
    Api.Answer once(String scope, String key, byte[] body, Work work) throws IOException {
        byte[] digest = digest(body);
        Remembered mine = new Remembered(digest, new CompletableFuture<>());
        String scoped = scope + "\n" + key;
        Remembered known = keys.putIfAbsent(scoped, mine);
        if (known == null) {
            order.add(scoped);
            // the oldest forgotten once more are kept: a retry comes soon after its first try
            while (keys.size() > KEPT) {
                String eldest = order.poll();
                if (eldest == null) {
                    break;
                }
                keys.remove(eldest);
            }
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
        keys.remove(scope + "\n" + key);
    }

    private static byte[] digest(byte[] body) {
        try {
            return ((MessageDigest) SHA_256.clone()).digest(body);
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException("the runtime's SHA-256 is copied, as every one is", e);
        }
    }
}
