package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.conquian.log.EventLog;
import org.conquian.recorder.Recorder;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;

/** A server on a free port of 127.0.0.1 over a log, and a real HTTP client to it. */
final class Served implements AutoCloseable {

    static final String TOKEN = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-29T18:04:05.120Z"), ZoneOffset.UTC);
    static final ObjectMapper JSON = new ObjectMapper();

    final ConquianServer server;
    final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    Served(ServeSettings settings, EventLog log) throws Exception {
        this(settings, log, new Recorder(log, CLOCK));
    }

    Served(ServeSettings settings, EventLog log, Recorder recorder) throws Exception {
        this.server = ConquianServer.start(settings, log, recorder, TOKEN);
    }

    Served(EventLog log) throws Exception {
        this(ServeSettings.local(0), log);
    }

    /** Closes each of these that was opened (a set-up may stop half way), the rest all the same when one fails. */
    static void closeAll(AutoCloseable... each) {
        for (AutoCloseable one : each) {
            try {
                if (one != null) {
                    one.close();
                }
            } catch (Exception e) {
                // the others are closed all the same
            }
        }
    }

    URI uri(String path) {
        return URI.create(server.url() + path);
    }

    HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(uri(path)).timeout(Duration.ofSeconds(30));
    }

    HttpRequest.Builder official(String path) {
        return request(path).header("Authorization", "Bearer " + TOKEN);
    }

    /** An answer: its status, headers and body as JSON (null when not JSON). */
    record Answer(int status, HttpResponse<String> response, JsonNode json) {
        String header(String name) {
            return response.headers().firstValue(name).orElse(null);
        }
    }

    Answer send(HttpRequest request) {
        try {
            HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
            JsonNode json;
            try {
                json = JSON.readTree(response.body());
            } catch (IOException e) {
                json = null;
            }
            return new Answer(response.statusCode(), response, json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    Answer get(String path) {
        return send(request(path).GET().build());
    }

    Answer getOfficial(String path) {
        return send(official(path).GET().build());
    }

    Answer post(String path, String body) {
        return send(official(path).POST(HttpRequest.BodyPublishers.ofString(body)).build());
    }

    @Override
    public void close() throws IOException {
        client.close();
        server.close();
    }
}
