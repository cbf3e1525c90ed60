package org.conquian.replay;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * Debian's headless Chromium, driven over the DevTools protocol on a loopback WebSocket: no WebDriver, and
 * nothing that could download a browser or a driver. Each instance has a fresh profile directory, deleted on
 * close; every call waits at most its deadline.
 */
public final class Chromium implements AutoCloseable {

    public static final Path BINARY = Path.of("/usr/bin/chromium");

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<String, Integer> KEY_CODES = Map.of("ArrowRight", 39, "ArrowLeft", 37, "ArrowUp", 38, "ArrowDown", 40,
            "Home", 36, "End", 35, "PageUp", 33, "PageDown", 34, "Enter", 13, "Escape", 27);

    private final Process process;
    private final Path profile;
    private final WebSocket socket;
    private final Duration deadline;
    private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
    private final AtomicInteger ids = new AtomicInteger();

    public static boolean installed() {
        return Files.isExecutable(BINARY);
    }

    /** Why the browser tests are skipped here. */
    public static String missing() {
        return BINARY + " is not installed (apt-get install chromium): the replay page is not tried in a browser";
    }

    private Chromium(Process process, Path profile, Duration deadline) throws IOException, InterruptedException {
        this.process = process;
        this.profile = profile;
        this.deadline = deadline;
        try {
            int port = port();
            HttpClient http = HttpClient.newBuilder().connectTimeout(deadline).build();
            String list = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/json/list")).timeout(deadline).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            String page = null;
            for (JsonNode target : JSON.readTree(list)) {
                if ("page".equals(target.path("type").asText())) {
                    page = target.path("webSocketDebuggerUrl").asText();
                    break;
                }
            }
            if (page == null) {
                throw new IOException("Chromium shows no page to drive: " + list);
            }
            this.socket = await(http.newWebSocketBuilder().connectTimeout(deadline).buildAsync(URI.create(page), new Listener()), "connecting");
            viewport(1280, 900, false);
        } catch (IOException | RuntimeException e) {
            close();
            throw e;
        }
    }

    /** Starts a headless Chromium with a fresh profile, a 1280x900 page and nothing running in the background. */
    public static Chromium start(Duration deadline) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory("conquian-chromium");
        Process process = new ProcessBuilder(BINARY.toString(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--no-first-run", "--disable-sync", "--user-data-dir=" + profile, "--remote-debugging-port=0",
                "--remote-allow-origins=*", "--window-size=1280,900", "about:blank")
                .redirectErrorStream(true).redirectOutput(profile.resolve("chromium.log").toFile()).start();
        return new Chromium(process, profile, deadline);
    }

    /** The port Chromium chose, from the file it writes in its profile once it listens. */
    private int port() throws IOException, InterruptedException {
        Path file = profile.resolve("DevToolsActivePort");
        long until = System.nanoTime() + deadline.toNanos();
        while (true) {
            if (Files.exists(file)) {
                List<String> lines = Files.readAllLines(file);
                if (lines.size() >= 2) {
                    return Integer.parseInt(lines.get(0).strip());
                }
            }
            if (!process.isAlive() || System.nanoTime() > until) {
                throw new IOException("Chromium did not open its DevTools port within " + deadline.toSeconds() + " s"
                        + (process.isAlive() ? "" : " (it exited with " + process.exitValue() + ")") + ": " + log());
            }
            Thread.sleep(20);
        }
    }

    private String log() {
        try {
            return Files.readString(profile.resolve("chromium.log"));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    /** The size of the page's window, in CSS pixels; a mobile one is laid out as a phone lays out a page. */
    public void viewport(int width, int height, boolean mobile) {
        send("Emulation.setDeviceMetricsOverride", params().put("width", width).put("height", height).put("deviceScaleFactor", mobile ? 2 : 1)
                .put("mobile", mobile));
    }

    /** Sends one DevTools command and waits for its result. */
    public JsonNode send(String method, ObjectNode params) {
        return result(method, post(method, params));
    }

    /** Sends one DevTools command; its answer comes later. */
    private CompletableFuture<JsonNode> post(String method, ObjectNode params) {
        int id = ids.incrementAndGet();
        CompletableFuture<JsonNode> answer = new CompletableFuture<>();
        pending.put(id, answer);
        answer.whenComplete((reply, failure) -> pending.remove(id));
        ObjectNode message = JSON.createObjectNode().put("id", id).put("method", method);
        message.set("params", params);
        try {
            await(socket.sendText(JSON.writeValueAsString(message), true), method);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return answer;
    }

    private JsonNode result(String method, CompletableFuture<JsonNode> answer) {
        JsonNode reply = await(answer, method);
        if (reply.has("error")) {
            throw new IllegalStateException(method + " failed: " + reply.get("error"));
        }
        return reply.path("result");
    }

    public static ObjectNode params() {
        return JSON.createObjectNode();
    }

    /** The value of a script expression in the page (a promise is awaited); a script error fails the call. */
    public JsonNode evaluate(String expression) {
        JsonNode result = send("Runtime.evaluate", params().put("expression", expression).put("returnByValue", true).put("awaitPromise", true));
        if (result.has("exceptionDetails")) {
            throw new IllegalStateException("the page's script failed on " + expression + ": " + result.get("exceptionDetails"));
        }
        return result.path("result").path("value");
    }

    /** Opens an address and waits until the condition, a script expression, holds. */
    public void open(String url, String readyWhen) throws InterruptedException {
        send("Page.navigate", params().put("url", "about:blank"));
        send("Page.navigate", params().put("url", url));
        waitFor(readyWhen);
    }

    public void waitFor(String condition) throws InterruptedException {
        long until = System.nanoTime() + deadline.toNanos();
        while (!holds(condition)) {
            if (System.nanoTime() > until) {
                throw new IllegalStateException("the page did not reach " + condition + " within " + deadline.toSeconds() + " s");
            }
            Thread.sleep(20);
        }
    }

    /** Whether the condition holds; not yet while a page is being replaced, as its document and scripts are then missing. */
    private boolean holds(String condition) {
        try {
            return evaluate("(() => { try { return !!(" + condition + "); } catch (e) { return false; } })()").asBoolean();
        } catch (IllegalStateException e) {
            return false;
        }
    }

    /** Presses a key as a user does: ArrowRight, Home, End, Enter, or a character such as {@code d} or {@code 7}. */
    public void press(String key) {
        presses(key, 1);
    }

    /**
     * Presses a key again and again as fast as a user holding it down could: each press is sent without
     * waiting for the page to have handled the one before, and the call returns once all are handled.
     */
    public void presses(String key, int times) {
        ObjectNode down = params().put("key", key);
        Integer code = KEY_CODES.get(key);
        if (code != null) {
            down.put("type", "rawKeyDown").put("code", key).put("windowsVirtualKeyCode", code);
            if (key.equals("Enter")) {
                down.put("type", "keyDown").put("text", "\r");
            }
        } else {
            char c = key.charAt(0);
            down.put("type", "keyDown").put("text", key).put("windowsVirtualKeyCode", (int) Character.toUpperCase(c))
                    .put("code", Character.isDigit(c) ? "Digit" + c : "Key" + Character.toUpperCase(c));
        }
        ObjectNode up = down.deepCopy().put("type", "keyUp");
        up.remove("text");
        List<CompletableFuture<JsonNode>> answers = new ArrayList<>(2 * times);
        for (int i = 0; i < times; i++) {
            answers.add(post("Input.dispatchKeyEvent", down));
            answers.add(post("Input.dispatchKeyEvent", up));
        }
        answers.forEach(answer -> result("Input.dispatchKeyEvent", answer));
    }

    public byte[] screenshot() {
        return Base64.getDecoder().decode(send("Page.captureScreenshot", params().put("format", "png")).path("data").asText());
    }

    private <T> T await(CompletionStage<T> stage, String what) {
        try {
            return stage.toCompletableFuture().get(deadline.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while " + what, e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(what + " failed: " + e.getCause(), e.getCause());
        } catch (TimeoutException e) {
            throw new IllegalStateException("Chromium gave no answer to " + what + " within " + deadline.toSeconds() + " s", e);
        }
    }

    @Override
    public void close() {
        if (socket != null) {
            socket.abort();
        }
        // the renderers and helpers outlive the browser's own process for a moment, writing into the profile: all of
        // them are waited for before it is deleted
        List<ProcessHandle> processes = new ArrayList<>(process.descendants().toList());
        processes.add(process.toHandle());
        process.destroy();
        for (ProcessHandle each : processes) {
            try {
                each.onExit().get(deadline.toMillis(), TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                each.destroyForcibly();
            } catch (ExecutionException e) {
                // it has gone all the same
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        try (Stream<Path> files = Files.walk(profile)) {
            files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // a profile left in the temporary directory is harmless
        }
    }

    /** Answers matched to their commands by id; events are not listened to. */
    private final class Listener implements WebSocket.Listener {
        private final StringBuilder text = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
                try {
                    JsonNode message = JSON.readTree(text.toString());
                    CompletableFuture<JsonNode> answer = message.has("id") ? pending.get(message.get("id").asInt()) : null;
                    if (answer != null) {
                        answer.complete(message);
                    }
                } catch (IOException e) {
                    pending.values().forEach(answer -> answer.completeExceptionally(e));
                }
                text.setLength(0);
            }
            socket.request(1);
            return null;
        }
    }
}
