package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.contract.StrictJson;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The first answer to each Idempotency-Key, given again to a retry with the same body (the IETF draft's reading); the
 * same key with another body is refused. A key is one route's, and one match's for a match's routes: the same key sent
 * to two is two keys. An answer the log could not give (5xx) is not kept: a retry tries again. Kept in a file beside
 * the log when the server has one, so that a retry after a restart gets the first answer too.
 */
final class IdempotencyKeys {

    /** How many keys are remembered, the oldest forgotten first. */
    private static final int KEPT = 50_000;
    private static final HexFormat HEX = HexFormat.of();

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
    /** Where each first answer is written as it is given, a line of JSON each; null when kept in memory only. */
    private final Path file;

    private IdempotencyKeys(Path file) {
        this.file = file;
    }

    /** Keys kept in memory only: forgotten when the server stops. */
    static IdempotencyKeys inMemory() {
        return new IdempotencyKeys(null);
    }

    /** Keys kept in this file, the ones it holds already read back; the file rewritten with the newest alone once it holds too many. */
    static IdempotencyKeys inFile(Path file) throws IOException {
        IdempotencyKeys keys = new IdempotencyKeys(file);
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            lines = List.of();
        }
        Map<String, JsonNode> newest = new LinkedHashMap<>();
        for (String line : lines) {
            try {
                JsonNode kept = StrictJson.MAPPER.readTree(line);
                newest.remove(kept.path("scoped").asText());
                newest.put(kept.path("scoped").asText(), kept);
            } catch (IOException e) {
                // a line cut short by a stop while it was written: that answer was never given back in full
            }
        }
        List<JsonNode> kept = List.copyOf(newest.values()).subList(Math.max(0, newest.size() - KEPT), newest.size());
        for (JsonNode each : kept) {
            ObjectNode headers = (ObjectNode) each.path("headers");
            Map<String, String> named = new LinkedHashMap<>();
            headers.properties().forEach(header -> named.put(header.getKey(), header.getValue().asText()));
            Api.Answer answer = new Api.Answer(each.path("status").asInt(), (ObjectNode) each.path("body"), named);
            String scoped = each.path("scoped").asText();
            keys.keys.put(scoped, new Remembered(HEX.parseHex(each.path("digest").asText()), CompletableFuture.completedFuture(answer)));
            keys.order.add(scoped);
        }
        if (kept.size() < lines.size()) {
            Files.createDirectories(file.toAbsolutePath().getParent());
            StringBuilder rewritten = new StringBuilder();
            kept.forEach(each -> rewritten.append(each).append('\n'));
            Path next = file.resolveSibling(file.getFileName() + ".new");
            Files.writeString(next, rewritten, StandardCharsets.UTF_8);
            Files.move(next, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        }
        return keys;
    }

    /**
     * @param route the route the key was sent to, as the routes name it ({@code POST /api/matches/{id}/moves})
     * @param match the match the path names; "" where it names none
     */
    Api.Answer once(String route, String match, String key, byte[] body, Work work) throws IOException {
        byte[] digest = digest(body);
        Remembered mine = new Remembered(digest, new CompletableFuture<>());
        // a match id holds no newline, nor does a route: no two (route, match, key) make one string
        String scoped = route + "\n" + match + "\n" + key;
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
                keys.remove(scoped);
            } else {
                kept(scoped, digest, answer);
            }
            mine.answer().complete(answer);
            return answer;
        } catch (IOException | RuntimeException e) {
            keys.remove(scoped);
            mine.answer().completeExceptionally(e);
            throw e;
        }
    }

    /** The first answer written down before it is given: a retry after a restart finds it. */
    private void kept(String scoped, byte[] digest, Api.Answer answer) {
        if (file == null) {
            return;
        }
        ObjectNode line = StrictJson.MAPPER.createObjectNode().put("scoped", scoped).put("digest", HEX.formatHex(digest))
                .put("status", answer.status());
        ObjectNode headers = line.putObject("headers");
        answer.headers().forEach(headers::put);
        line.set("body", answer.body());
        byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
        synchronized (this) {
            try {
                Files.createDirectories(file.toAbsolutePath().getParent());
                Files.write(file, bytes, StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
            } catch (IOException e) {
                // the answer stands, as its move was recorded: only a retry after a restart will not find it
            }
        }
    }

    private static byte[] digest(byte[] body) {
        try {
            return ((MessageDigest) SHA_256.clone()).digest(body);
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException("every Java runtime's SHA-256 is copied", e);
        }
    }
}
