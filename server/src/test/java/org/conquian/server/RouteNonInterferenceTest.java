package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.log.file.FileEventLog;
import org.conquian.replay.NonInterferenceProperties;
import org.conquian.replay.NonInterferenceProperties.Kind;
import org.conquian.replay.NonInterferenceProperties.Logs;
import org.conquian.testkit.Tables;
import org.conquian.view.Viewer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Secrecy as non-interference at the doors: two servers, one over records of bots' matches and one over their twins,
 * which differ only in what a viewer may not know (the library's pairs, {@link NonInterferenceProperties#logs}), in every
 * profile, known, concealed and mixed deals, chained, signed and dealt from a committed shuffle. For a spectator and
 * each player, every route the viewer can read gives the same bytes from both: the state (with its ETag), the state
 * {@code ?at=} seqs and its refusals, the moves, the events and the frames as SSE and NDJSON (from the first and from
 * a seq), the replay page, and for a spectator every match's events and the list of matches. The same routes read with
 * the recorder token, as an observer that hides nothing would show the viewer, tell pairs apart.
 */
class RouteNonInterferenceTest {

    private static final long SEED = 20261129L;

    @TempDir
    Path directory;

    /** A match of the pairs: its id, its cut, who it is the twin for, and whether the twin differs. */
    private record Case(String match, int cut, Viewer viewer, boolean differ) {
    }

    @Test
    void everyRouteAViewerReadsGivesTheSameBytesWhateverTheRecordHoldsThatTheViewerMayNotKnow() throws Exception {
        Path ours = Files.createDirectories(directory.resolve("record"));
        Path theirs = Files.createDirectories(directory.resolve("twin"));
        try (FileEventLog recordLog = FileEventLog.open(ours); FileEventLog twinLog = FileEventLog.open(theirs);
             Served record = new Served(recordLog); Served twin = new Served(twinLog)) {
            // the board's stream, opened first: every match written from now on is news to it
            List<String> recordNews = new CopyOnWriteArrayList<>();
            List<String> twinNews = new CopyOnWriteArrayList<>();
            CompletableFuture<?> recordBoard = board(record, recordNews);
            CompletableFuture<?> twinBoard = board(twin, twinNews);
            watched(ours, theirs, recordNews, twinNews);
            List<Case> cases = new ArrayList<>();
            int events = 0;
            int recordBefore = recordNews.size();
            int twinBefore = twinNews.size();
            for (Object[] table : Tables.everyProfile().allValues().orElseThrow().toList()) {
                for (Kind kind : NonInterferenceProperties.KINDS) {
                    for (Viewer viewer : Tables.viewers(table)) {
                        if (viewer instanceof Viewer.Officials) {
                            continue;
                        }
                        String match = "m" + (cases.size() + 1);
                        for (Logs logs : NonInterferenceProperties.logs(table, SEED, kind, viewer, cut -> match + "-" + cut)) {
                            String cut = match + "-" + logs.cut();
                            Files.write(ours.resolve(cut + ".jsonl"), logs.record());
                            Files.write(theirs.resolve(cut + ".jsonl"), logs.twin());
                            cases.add(new Case(cut, logs.cut(), viewer, logs.differ()));
                            events += logs.cut();
                        }
                    }
                }
            }
            awaitSize(recordNews, recordBefore + events);
            awaitSize(twinNews, twinBefore + events);
            assertThat(byMatch(twinNews)).as("every match's events, as a spectator's board has them").isEqualTo(byMatch(recordNews));
            recordBoard.cancel(true);
            twinBoard.cancel(true);

            int differing = 0;
            int toldApart = 0;
            for (Case each : cases) {
                differing += each.differ() ? 1 : 0;
                Map<String, String> read = routes(record, each, each.viewer());
                Map<String, String> twins = routes(twin, each, each.viewer());
                read.forEach((route, bytes) -> assertThat(twins.get(route)).as("%s, as %s", route, each.viewer()).isEqualTo(bytes));
                if (each.differ() && each.viewer() instanceof Viewer.Player) {
                    toldApart += routes(record, each, Viewer.OFFICIALS).equals(routes(twin, each, Viewer.OFFICIALS)) ? 0 : 1;
                }
            }
            assertThat(record.get("/api/matches").response().body()).as("the list of matches").isEqualTo(twin.get("/api/matches").response().body());
            assertThat(differing).as("records that differ in what a viewer may not know").isPositive();
            assertThat(toldApart).as("pairs told apart by an observer that hides nothing").isPositive();
        }
    }

    /** What each route gives the viewer of a match: status, the headers that carry data, and the body, byte for byte. */
    private static Map<String, String> routes(Served served, Case each, Viewer viewer) throws IOException, InterruptedException {
        String base = "/api/matches/" + each.match();
        int cut = each.cut();
        Map<String, String> read = new LinkedHashMap<>();
        for (String path : List.of(base, base + "?at=1", base + "?at=" + (cut + 1) / 2, base + "?at=" + cut, base + "?at=0",
                base + "?at=" + (cut + 1), base + "/moves", "/m/" + each.match() + "/replay.html")) {
            read.put(path, answer(served, request(served, path, viewer, each.match()).GET().build()));
        }
        for (String stream : List.of(base + "/events", base + "/frames")) {
            read.put(stream + " ndjson", lines(served, stream, viewer, each.match(), true, cut, 0));
            read.put(stream + " sse", lines(served, stream, viewer, each.match(), false, cut, 0));
            read.put(stream + " sse from " + cut / 2, lines(served, stream, viewer, each.match(), false, cut, cut / 2));
        }
        return read;
    }

    private static HttpRequest.Builder request(Served served, String path, Viewer viewer, String match) {
        return switch (viewer) {
            case Viewer.Officials officials -> served.official(path);
            case Viewer.Spectator spectator -> served.request(path);
            case Viewer.Player player -> served.request(path + (path.contains("?") ? "&" : "?") + "as="
                    + URLEncoder.encode(player.name(), StandardCharsets.UTF_8) + "&key=" + served.server.playerKey(match, player.name()));
        };
    }

    private static String answer(Served served, HttpRequest request) {
        Served.Answer answer = served.send(request);
        return answer.status() + " " + answer.header("Content-Type") + " ETag " + answer.header("ETag") + "\n" + answer.response().body();
    }

    /** The first {@code count - from} events or frames of a stream after seq {@code from}, as its lines give them. */
    private static String lines(Served served, String path, Viewer viewer, String match, boolean ndjson, int count, int from)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = request(served, path, viewer, match).header("Accept", ndjson ? Streams.NDJSON : "text/event-stream");
        if (from > 0) {
            request.header("Last-Event-ID", String.valueOf(from));
        }
        HttpResponse<InputStream> response = served.client.send(request.GET().build(), HttpResponse.BodyHandlers.ofInputStream());
        StringBuilder read = new StringBuilder(response.statusCode() + " " + response.headers().firstValue("Content-Type").orElse("") + "\n");
        try (BufferedReader body = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
            // a refusal is read whole; a stream up to the match's last event, which the cut leaves open
            int left = response.statusCode() == 200 ? count - from : Integer.MAX_VALUE;
            String line;
            while (left > 0 && (line = body.readLine()) != null) {
                read.append(line).append('\n');
                if (ndjson || line.startsWith("data:") || response.statusCode() != 200) {
                    left--;
                }
            }
        }
        return read.toString();
    }

    /** Every match's events as a spectator's board reads them, collected as they come. */
    private static CompletableFuture<?> board(Served served, List<String> news) {
        HttpRequest request = served.request("/api/events").header("Accept", Streams.NDJSON).GET().build();
        return served.client.sendAsync(request, HttpResponse.BodyHandlers.ofLines()).thenAccept(response -> response.body().forEach(news::add));
    }

    /**
     * Waits until the board's watch of each log has begun, so that every match written after is news to it: a match the
     * watch finds on its first look is shown from then on, not told, so one match after another is written, its start
     * alone, until both watches tell one.
     */
    private static void watched(Path ours, Path theirs, List<String> recordNews, List<String> twinNews) throws IOException, InterruptedException {
        Object[] table = Tables.everyProfile().allValues().orElseThrow().findFirst().orElseThrow();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        for (int sentinel = 0; !told("s" + (sentinel - 1), recordNews) || !told("s" + (sentinel - 1), twinNews); sentinel++) {
            assertThat(System.nanoTime()).as("the board's watch of the logs begun").isLessThan(deadline);
            String match = "s" + sentinel;
            byte[] log = NonInterferenceProperties.logs(table, SEED, NonInterferenceProperties.KINDS.getFirst(), Viewer.SPECTATOR, cut -> match)
                    .getFirst().record();
            byte[] start = Arrays.copyOf(log, indexOf(log, (byte) '\n') + 1);
            Files.write(ours.resolve(match + ".jsonl"), start);
            Files.write(theirs.resolve(match + ".jsonl"), start);
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
            while (System.nanoTime() < until && (!told(match, recordNews) || !told(match, twinNews))) {
                Thread.sleep(20);
            }
        }
    }

    private static boolean told(String match, List<String> news) {
        return news.stream().anyMatch(line -> line.contains("\"match\":\"" + match + "\""));
    }

    private static int indexOf(byte[] bytes, byte wanted) {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == wanted) {
                return i;
            }
        }
        return bytes.length - 1;
    }

    private static void awaitSize(List<String> news, int size) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (news.size() < size) {
            assertThat(System.nanoTime()).as("%d events on the board's stream, %d so far", size, news.size()).isLessThan(deadline);
            Thread.sleep(20);
        }
    }

    /**
     * The board's lines by match, in the order each match's came (the order of matches is the watch's, not the record's),
     * without the matches written to find the watch begun.
     */
    private static Map<String, List<String>> byMatch(List<String> news) {
        Map<String, List<String>> by = new TreeMap<>();
        for (String line : news) {
            try {
                JsonNode event = Served.JSON.readTree(line);
                String match = event.get("match").asText();
                if (match.startsWith("m")) {
                    by.computeIfAbsent(match, each -> new ArrayList<>()).add(line);
                }
            } catch (IOException e) {
                throw new AssertionError("the board's stream gave a line that is no JSON: " + line, e);
            }
        }
        return by;
    }
}
