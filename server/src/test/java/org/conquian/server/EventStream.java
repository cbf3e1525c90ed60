package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/** A server-sent event stream read by a real client: its events, each its id, name and data, read with a deadline. */
final class EventStream implements AutoCloseable {

    /** @param name {@code message} but for an event of its own name */
    record Sent(long id, String name, String data) {
        JsonNode json() {
            try {
                return Served.JSON.readTree(data);
            } catch (IOException e) {
                throw new AssertionError(data, e);
            }
        }
    }

    final HttpResponse<Stream<String>> response;
    private final Iterator<String> lines;

    EventStream(HttpClient client, HttpRequest request) throws IOException, InterruptedException {
        this.response = client.send(request, HttpResponse.BodyHandlers.ofLines());
        this.lines = response.body().iterator();
    }

    /** The next event, waiting at most 20 s; null when the stream ended. Keep-alive comments are passed over. */
    Sent next() throws Exception {
        CompletableFuture<Sent> next = CompletableFuture.supplyAsync(this::read, Thread::startVirtualThread);
        try {
            return next.get(20, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            throw new AssertionError("no event within 20 s", e);
        } catch (ExecutionException e) {
            throw new AssertionError(e.getCause());
        }
    }

    /** Events until {@code count} are read or the stream ends. */
    List<Sent> take(int count) throws Exception {
        List<Sent> sent = new ArrayList<>();
        while (sent.size() < count) {
            Sent next = next();
            if (next == null) {
                break;
            }
            sent.add(next);
        }
        return sent;
    }

    private Sent read() {
        Long id = null;
        String name = "message";
        StringBuilder data = new StringBuilder();
        while (lines.hasNext()) {
            String line = lines.next();
            if (line.isEmpty()) {
                if (id != null || !data.isEmpty()) {
                    return new Sent(id == null ? -1 : id, name, data.toString());
                }
            } else if (line.startsWith("event: ")) {
                name = line.substring(7);
            } else if (line.startsWith("id: ")) {
                id = Long.parseLong(line.substring(4));
            } else if (line.startsWith("data: ")) {
                data.append(line.substring(6));
            }
        }
        return null;
    }

    @Override
    public void close() {
        response.body().close();
    }
}
