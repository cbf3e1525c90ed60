package org.conquian.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.conquian.log.file.FileEventLog;
import org.conquian.recorder.Recorder;
import org.conquian.replay.Chromium;
import org.conquian.server.ConquianServer;
import org.conquian.server.ServeSettings;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The scorer's page of {@code conquian serve}: its first frame in headless Chromium, from the start of loading
 * until the table and the moves are painted, with a match in the middle of its first deal. The server runs in this
 * process on the embedded log; the machine's load average is noted beside the figure.
 */
record PagesBench(Path home, Results results, boolean quick) {

    private static final String TOKEN = "bench-token-0123456789abcdef0123456789abcdef";
    private static final ObjectMapper JSON = new ObjectMapper();

    void run() throws Exception {
        if (!Chromium.installed()) {
            results.note("scorer's page in a browser: not measured, " + Chromium.missing());
            return;
        }
        Path data = home.resolve("bench/target/pages-data");
        delete(data);
        try (FileEventLog log = FileEventLog.open(data);
             ConquianServer server = ConquianServer.start(ServeSettings.local(0), log, new Recorder(log, Clock.systemUTC()), TOKEN);
             HttpClient http = HttpClient.newHttpClient();
             Chromium browser = Chromium.start(Duration.ofSeconds(60))) {
            String match = "bench-pages";
            send(http, server.url() + "/api/matches", "{\"match\":\"" + match + "\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":6}");
            String moves = server.url() + "/api/matches/" + match + "/moves";
            send(http, moves, "{\"op\":\"deal\"}");
            for (int i = 0; i < 12; i++) {
                JsonNode legal = JSON.readTree(get(http, moves));
                send(http, moves, legal.path("moves").get(0).toString());
            }
            String page = server.url() + "/m/" + match + "/record";
            browser.open(page, "!!document.getElementById('token')");
            browser.evaluate("localStorage.setItem('conquian.token', '" + TOKEN + "')");
            firstFrame(browser, page);
        }
    }

    /** The page's own clock once its first table is painted, from the start of loading; the median of several loads. */
    private void firstFrame(Chromium browser, String page) throws InterruptedException, IOException {
        int loads = quick ? 3 : 11;
        double[] times = new double[loads];
        double load = loadAverage();
        for (int i = 0; i < loads; i++) {
            browser.open(page, "document.documentElement.hasAttribute('data-first-paint')");
            times[i] = browser.evaluate("Number(document.documentElement.getAttribute('data-first-paint'))").asDouble();
        }
        load = (load + loadAverage()) / 2;
        Arrays.sort(times);
        double median = times[loads / 2];
        results.add("scorer's page of conquian serve, mid-deal, first frame in headless Chromium", String.format(Locale.ROOT, "%.0f ms", median),
                String.format(Locale.ROOT, "%.0f to %.0f ms (load average %.1f)", times[0], times[loads - 1], load), "-", "< 300 ms", median < 300);
    }

    /** The load average of the last minute, as the kernel counts it (0 where it does not say). */
    static double loadAverage() throws IOException {
        Path file = Path.of("/proc/loadavg");
        return Files.exists(file) ? Double.parseDouble(Files.readString(file).split(" ")[0]) : 0;
    }

    private static String send(HttpClient http, String url, String body) throws IOException, InterruptedException {
        HttpResponse<String> answer = http.send(HttpRequest.newBuilder(URI.create(url)).header("Authorization", "Bearer " + TOKEN)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() >= 300) {
            throw new IOException(url + " answered " + answer.statusCode() + ": " + answer.body());
        }
        return answer.body();
    }

    private static String get(HttpClient http, String url) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(url)).header("Authorization", "Bearer " + TOKEN).build(),
                HttpResponse.BodyHandlers.ofString()).body();
    }

    static void delete(Path directory) throws IOException {
        if (Files.exists(directory)) {
            try (Stream<Path> files = Files.walk(directory)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }
}
