package org.conquian.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.conquian.log.file.FileEventLog;
import org.conquian.recorder.Recorder;
import org.conquian.server.ConquianServer;
import org.conquian.server.ServeSettings;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * 1,000 spectators of one live match on {@code conquian serve}'s event stream: from each append's answer to the
 * last spectator's delivery of its last event, p50 and p99, against {@link BareSse} forwarding the very frames the
 * spectators got, with as many subscribers. Each subscriber is a plain socket read on a virtual thread of its own.
 */
record SseBench(Path home, Results results, boolean quick) {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int MAX_SEQ = 20_000;

    void run() throws Exception {
        int subscribers = 1000;
        int appends = quick ? 30 : 300;
        Path data = home.resolve("bench/target/sse-data");
        PagesBench.delete(data);
        double load = PagesBench.loadAverage();
        List<Long> seqs = new ArrayList<>();
        Map<Long, String> frames = new ConcurrentHashMap<>();
        long[] ours;
        long started;
        try (FileEventLog log = FileEventLog.open(data);
             ConquianServer server = ConquianServer.start(ServeSettings.local(0), log, new Recorder(log, Clock.systemUTC()), ServeBench.TOKEN);
             HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()) {
            String match = "bench-sse";
            ServeBench.post(http, server.url() + "/api/matches", "{\"match\":\"" + match + "\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":7}");
            String moves = server.url() + "/api/matches/" + match + "/moves";
            started = JSON.readTree(ServeBench.post(http, moves, "{\"op\":\"deal\"}")).path("seq").asLong();
            List<Subscriber> all = subscribe(server.port(), "/api/matches/" + match + "/events", subscribers, frames);
            try {
                awaitAll(all, started);
                Random pick = new Random(7);
                long[] answered = new long[appends];
                int made = 0;
                for (; made < appends; made++) {
                    JsonNode listed = JSON.readTree(get(http, moves));
                    String move;
                    if (listed.path("dealDue").asBoolean()) {
                        move = "{\"op\":\"deal\"}";
                    } else if (listed.path("moves").isEmpty()) {
                        break;
                    } else {
                        move = listed.path("moves").get(pick.nextInt(listed.path("moves").size())).toString();
                    }
                    long seq = JSON.readTree(ServeBench.post(http, moves, move)).path("seq").asLong();
                    answered[made] = System.nanoTime();
                    seqs.add(seq);
                    awaitAll(all, seq);
                }
                ours = lastDeliveries(all, seqs, Arrays.copyOf(answered, made));
            } finally {
                all.forEach(Subscriber::close);
            }
        }
        long[] bare;
        try (BareSse server = new BareSse(); HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()) {
            List<Subscriber> all = subscribe(Integer.parseInt(server.url().replaceAll(".*:", "")), "/events", subscribers, null);
            try {
                ServeBench.post(http, server.url() + "/append", framesThrough(frames, 0, started));
                awaitAll(all, started);
                long[] answered = new long[seqs.size()];
                long after = started;
                for (int i = 0; i < seqs.size(); i++) {
                    ServeBench.post(http, server.url() + "/append", framesThrough(frames, after, seqs.get(i)));
                    answered[i] = System.nanoTime();
                    awaitAll(all, seqs.get(i));
                    after = seqs.get(i);
                }
                bare = lastDeliveries(all, seqs, answered);
            } finally {
                all.forEach(Subscriber::close);
            }
        }
        load = (load + PagesBench.loadAverage()) / 2;
        // the first appends warm both up
        int warm = Math.min(10, ours.length / 3);
        ours = Arrays.copyOfRange(ours, warm, ours.length);
        bare = Arrays.copyOfRange(bare, warm, bare.length);
        Arrays.sort(ours);
        Arrays.sort(bare);
        String what = String.format(Locale.ROOT, "%,d SSE spectators of one live match, append's answer to the last delivery, %d appends (load %.1f)",
                subscribers, ours.length, load);
        for (double quantile : new double[] {0.5, 0.99}) {
            double mine = at(ours, quantile);
            double theirs = at(bare, quantile);
            boolean p99 = quantile > 0.9;
            results.add(what + (p99 ? ", p99" : ", p50"), millis(mine), millis(theirs) + " (bare Jetty SSE)", Results.ratio(mine / theirs) + "x",
                    p99 ? "<= 1.5x" : "reported", !p99 || mine / theirs <= 1.5);
        }
    }

    private static double at(long[] sorted, double quantile) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(quantile * sorted.length) - 1)];
    }

    private static String millis(double nanos) {
        return String.format(Locale.ROOT, "%.1f ms", nanos / 1e6);
    }

    /** The frames of the events after seq {@code after} up to {@code last}, as the spectators got them. */
    private static String framesThrough(Map<Long, String> frames, long after, long last) {
        StringBuilder text = new StringBuilder();
        for (long seq = after + 1; seq <= last; seq++) {
            text.append("id: ").append(seq).append("\ndata: ").append(frames.get(seq)).append("\n\n");
        }
        return text.toString();
    }

    /** For each append, the time from its answer until the last subscriber had its last event (may be below 0). */
    private static long[] lastDeliveries(List<Subscriber> all, List<Long> seqs, long[] answered) {
        long[] latencies = new long[answered.length];
        for (int i = 0; i < answered.length; i++) {
            int seq = seqs.get(i).intValue();
            long last = all.stream().mapToLong(subscriber -> subscriber.arrivals.get(seq)).max().orElseThrow();
            latencies[i] = last - answered[i];
        }
        return latencies;
    }

    private static List<Subscriber> subscribe(int port, String path, int count, Map<Long, String> frames) throws IOException {
        List<Subscriber> all = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            all.add(new Subscriber(port, path, i == 0 ? frames : null));
        }
        return all;
    }

    /** Waits until every subscriber has the event of {@code seq}, a minute at most. */
    private static void awaitAll(List<Subscriber> all, long seq) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        for (Subscriber subscriber : all) {
            while (subscriber.arrivals.get((int) seq) == 0) {
                if (System.nanoTime() > deadline || subscriber.failure != null) {
                    throw new IOException("a subscriber did not get event " + seq + " in time" + (subscriber.failure == null ? "" : ": " + subscriber.failure));
                }
                Thread.sleep(1);
            }
        }
    }

    private static String get(HttpClient http, String url) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(url)).header("Authorization", "Bearer " + ServeBench.TOKEN).build(),
                HttpResponse.BodyHandlers.ofString()).body();
    }

    /** One subscriber: an HTTP/1.0 stream (no chunks to take apart), each event's arrival time kept by its seq. */
    private static final class Subscriber {
        final AtomicLongArray arrivals = new AtomicLongArray(MAX_SEQ);
        volatile String failure;
        private final Socket socket;

        Subscriber(int port, String path, Map<Long, String> frames) throws IOException {
            socket = new Socket("127.0.0.1", port);
            OutputStream out = socket.getOutputStream();
            out.write(("GET " + path + " HTTP/1.0\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            Thread.ofVirtual().start(() -> {
                try (BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8))) {
                    long id = 0;
                    for (String line = in.readLine(); line != null; line = in.readLine()) {
                        if (line.startsWith("id: ")) {
                            id = Long.parseLong(line.substring(4));
                        } else if (line.startsWith("data: ")) {
                            if (frames != null) {
                                frames.put(id, line.substring(6));
                            }
                            arrivals.set((int) id, System.nanoTime());
                        }
                    }
                } catch (IOException | RuntimeException e) {
                    if (!socket.isClosed()) {
                        failure = e.toString();
                    }
                }
            });
        }

        void close() {
            try {
                socket.close();
            } catch (IOException e) {
                // closing anyway
            }
        }
    }
}
