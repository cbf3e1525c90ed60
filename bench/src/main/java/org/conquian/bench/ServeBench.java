package org.conquian.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.log.file.FileEventLog;
import org.conquian.recorder.Protocol;
import org.conquian.recorder.Recorder;
import org.conquian.server.ConquianServer;
import org.conquian.server.ServeSettings;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * Moves per second through {@code conquian serve} (keep-alive HTTP, many matches at once, the embedded log) against
 * the same moves through {@code record --stdin} on the same kind of log, in turns, best of the rounds. The moves are
 * bot matches' listed moves: each a request from the {@code moves} answer, picked by a seeded random, sent back as it is.
 */
final class ServeBench {

    static final String TOKEN = "bench-token-0123456789abcdef0123456789abcdef";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One match: its start (without {@code op}) and its moves, each a request line naming the match {@code "ID"}. */
    record Script(String start, List<String> moves) {
        String start(String id) {
            return start.replace("\"ID\"", "\"" + id + "\"");
        }

        String move(int i, String id) {
            return moves.get(i).replace("\"ID\"", "\"" + id + "\"");
        }
    }

    private final Path home;
    private final Results results;
    private final boolean quick;
    private final java.util.concurrent.atomic.AtomicLong retries = new java.util.concurrent.atomic.AtomicLong();

    ServeBench(Path home, Results results, boolean quick) {
        this.home = home;
        this.results = results;
        this.quick = quick;
    }

    void run() throws Exception {
        Path data = home.resolve("bench/target/serve-data");
        PagesBench.delete(data);
        int movesEach = quick ? 10 : 60;
        List<Script> scripts = scripts(data.resolve("scripts"), 400, movesEach);
        int rounds = quick ? 1 : 2;
        try (FileEventLog log = FileEventLog.open(data.resolve("http"));
             ConquianServer server = ConquianServer.start(ServeSettings.local(0), log, new Recorder(log, Clock.systemUTC()), TOKEN);
             Stdin stdin = new Stdin(Machine.java(home), home.resolve("cli/target/conquian.jar"), data.resolve("stdin"))) {
            for (int together : List.of(50, 400)) {
                List<Script> some = scripts.subList(0, together);
                double http = 0;
                double piped = 0;
                double load = PagesBench.loadAverage();
                for (int round = 0; round < rounds; round++) {
                    http = Math.max(http, overHttp(server.url(), some, "h" + together + "-" + round));
                    piped = Math.max(piped, stdin.rate(some, "s" + together + "-" + round));
                }
                load = (load + PagesBench.loadAverage()) / 2;
                double ratio = http / piped;
                results.add(String.format(Locale.ROOT, "moves over HTTP, %d matches at once, embedded log (load %.1f)", together, load),
                        Results.perSecond(http, "moves"), Results.perSecond(piped, "moves") + " (record --stdin)", Results.ratio(ratio),
                        ">= 0.8", ratio >= 0.8);
            }
            results.note("moves over HTTP: " + retries.get() + " requests sent again after their connection was reset (Idempotency-Key: the first answer)");
        }
    }

    /** Each bot match's start and its first {@code movesEach} moves, found once through the protocol itself. */
    private static List<Script> scripts(Path directory, int matches, int movesEach) throws IOException {
        List<Script> scripts = new ArrayList<>();
        try (FileEventLog log = FileEventLog.open(directory); Protocol protocol = new Protocol(new Recorder(log, Clock.systemUTC()))) {
            for (int n = 0; n < matches; n++) {
                Random pick = new Random(n);
                String id = "ID";
                String match = "script-" + n;
                String start = "{\"match\":\"ID\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":" + n + "}";
                check(protocol.answer(((ObjectNode) JSON.readTree(start.replace("\"ID\"", "\"" + match + "\""))).put("op", "start")));
                List<String> moves = new ArrayList<>();
                while (moves.size() < movesEach) {
                    JsonNode listed = protocol.answer(JSON.readTree("{\"op\":\"moves\",\"match\":\"" + match + "\"}"));
                    JsonNode move;
                    if (listed.path("dealDue").asBoolean()) {
                        move = JSON.readTree("{\"op\":\"deal\",\"match\":\"" + match + "\"}");
                    } else if (listed.path("moves").isEmpty()) {
                        break;
                    } else {
                        move = listed.path("moves").get(pick.nextInt(listed.path("moves").size()));
                    }
                    check(protocol.answer(move));
                    moves.add(move.toString().replace("\"" + match + "\"", "\"" + id + "\""));
                }
                scripts.add(new Script(start, moves));
            }
        }
        return scripts;
    }

    static void check(JsonNode answer) throws IOException {
        if (!answer.path("ok").asBoolean()) {
            throw new IOException("a bench move was refused: " + answer);
        }
    }

    /** Every match started, then every match's moves on a virtual thread of its own, all at once; moves per second. */
    private double overHttp(String url, List<Script> scripts, String round) throws Exception {
        List<HttpClient> clients = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            clients.add(HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build());
        }
        try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<?>> starts = new ArrayList<>();
            for (int n = 0; n < scripts.size(); n++) {
                int each = n;
                starts.add(threads.submit(() -> send(clients.get(each % 4), url + "/api/matches", scripts.get(each).start(round + "-" + each),
                        round + "-" + each + "-start")));
            }
            for (Future<?> start : starts) {
                start.get(5, TimeUnit.MINUTES);
            }
            long begin = System.nanoTime();
            List<Future<Integer>> played = new ArrayList<>();
            for (int n = 0; n < scripts.size(); n++) {
                int each = n;
                played.add(threads.submit(() -> {
                    Script script = scripts.get(each);
                    String id = round + "-" + each;
                    String moves = url + "/api/matches/" + id + "/moves";
                    for (int i = 0; i < script.moves().size(); i++) {
                        send(clients.get(each % 4), moves, script.move(i, id), id + "-" + i);
                    }
                    return script.moves().size();
                }));
            }
            long moves = 0;
            for (Future<Integer> match : played) {
                moves += match.get(30, TimeUnit.MINUTES);
            }
            return moves / ((System.nanoTime() - begin) / 1e9);
        } finally {
            clients.forEach(HttpClient::close);
        }
    }

    /**
     * A request sent with an {@code Idempotency-Key}, and sent again (three tries) when its connection is reset, as a
     * game server would: the retry gets the first answer, and is counted.
     */
    private String send(HttpClient http, String url, String body, String key) throws IOException, InterruptedException {
        for (int attempt = 1; ; attempt++) {
            try {
                HttpResponse<String> answer = http.send(HttpRequest.newBuilder(URI.create(url)).header("Authorization", "Bearer " + TOKEN)
                        .header("Idempotency-Key", key).POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
                if (answer.statusCode() >= 300) {
                    throw new Refused(url + " answered " + answer.statusCode() + ": " + answer.body());
                }
                return answer.body();
            } catch (Refused e) {
                throw e;
            } catch (IOException e) {
                if (attempt == 3) {
                    throw e;
                }
                retries.incrementAndGet();
            }
        }
    }

    /** An answer that refused the request: sent again, it would be refused again. */
    private static final class Refused extends IOException {
        Refused(String message) {
            super(message);
        }
    }

    static String post(HttpClient http, String url, String body) throws IOException, InterruptedException {
        HttpResponse<String> answer = http.send(HttpRequest.newBuilder(URI.create(url)).header("Authorization", "Bearer " + TOKEN)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() >= 300) {
            throw new IOException(url + " answered " + answer.statusCode() + ": " + answer.body());
        }
        return answer.body();
    }

    /** One {@code record --stdin} process on an embedded log of its own, kept for every round. */
    private static final class Stdin implements AutoCloseable {
        private final Process process;
        private final BufferedWriter in;
        private final BufferedReader out;

        Stdin(Path java, Path jar, Path data) throws IOException {
            process = new ProcessBuilder(java.toString(), "-jar", jar.toString(), "record", "--stdin", "--data", data.toString())
                    .redirectError(ProcessBuilder.Redirect.INHERIT).start();
            in = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
            out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        }

        /** Every match started, then all their moves in one stream, a move of each match in turn; moves per second. */
        double rate(List<Script> scripts, String round) throws Exception {
            for (int n = 0; n < scripts.size(); n++) {
                in.write(((ObjectNode) JSON.readTree(scripts.get(n).start(round + "-" + n))).put("op", "start").toString());
                in.write('\n');
            }
            in.flush();
            for (int n = 0; n < scripts.size(); n++) {
                check(JSON.readTree(out.readLine()));
            }
            long begin = System.nanoTime();
            // written while the answers are read, as a program feeding many matches would
            Thread writer = Thread.ofPlatform().start(() -> {
                try {
                    for (int i = 0; ; i++) {
                        boolean any = false;
                        for (int n = 0; n < scripts.size(); n++) {
                            if (i < scripts.get(n).moves().size()) {
                                in.write(scripts.get(n).move(i, round + "-" + n));
                                in.write('\n');
                                any = true;
                            }
                        }
                        if (!any) {
                            break;
                        }
                    }
                    in.flush();
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            long moves = scripts.stream().mapToLong(script -> script.moves().size()).sum();
            for (long i = 0; i < moves; i++) {
                String line = out.readLine();
                if (line == null) {
                    throw new IOException("record --stdin ended early");
                }
                if (!line.contains("\"ok\":true")) {
                    throw new IOException("a bench move was refused over record --stdin: " + line);
                }
            }
            double rate = moves / ((System.nanoTime() - begin) / 1e9);
            writer.join();
            return rate;
        }

        @Override
        public void close() throws IOException {
            in.close();
            try {
                if (!process.waitFor(30, TimeUnit.SECONDS)) {
                    process.destroy();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                process.destroy();
            }
        }
    }
}
