package org.conquian.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.contract.StrictJson;
import org.conquian.log.EventLog;
import org.conquian.log.EventLogException;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;

/**
 * Every route of the server, by method and path. A request the server cannot answer is refused with its status and a
 * message in JSON; a fault of the server's own is a 500 that names no more than the fault.
 */
final class Routes extends Handler.Abstract {

    /** A match id as the format has it. */
    private static final Pattern MATCH = Pattern.compile("[A-Za-z0-9._-]{1,64}");

    private final Api api;
    private final Pages pages;
    private final EventLog log;

    Routes(Api api, Pages pages, EventLog log) {
        this.api = api;
        this.pages = pages;
        this.log = log;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        HttpExchange x = new HttpExchange(request, response, callback);
        try {
            route(x);
        } catch (HttpExchange.Refused refusal) {
            answer(x, refusal.status, refusal.body(), refusal.headers);
        } catch (EventLogException | UncheckedIOException e) {
            answer(x, 503, HttpExchange.error("log", "the log is out of reach: " + message(e)), Api.retryAfter(503));
        } catch (IOException e) {
            answer(x, 503, HttpExchange.error("io", "the log could not be read: " + e.getMessage()), Api.retryAfter(503));
        } catch (RuntimeException e) {
            answer(x, 500, HttpExchange.error("internal", "the server failed on this request: " + e.getClass().getSimpleName()), Map.of());
        }
        return true;
    }

    private static String message(Exception e) {
        return e instanceof UncheckedIOException unchecked ? unchecked.getCause().getMessage() : e.getMessage();
    }

    private static void answer(HttpExchange x, int status, ObjectNode body, Map<String, String> headers) {
        if (x.response.isCommitted()) {
            x.callback.failed(new IOException("the answer was under way"));
            return;
        }
        x.json(status, body, headers);
    }

    private void route(HttpExchange x) throws IOException {
        List<String> path = segments(x.path());
        String method = x.method();
        switch (path.size()) {
            case 0 -> only(x, "GET", () -> pages.board(x));
            case 1 -> {
                switch (path.get(0)) {
                    case "healthz" -> only(x, "GET", () -> x.json(200, ok()));
                    case "readyz" -> only(x, "GET", () -> ready(x));
                    case "openapi.json" -> only(x, "GET", () -> openApi(x));
                    default -> notFound(x);
                }
            }
            default -> {
                String first = path.get(0);
                if (first.equals("api")) {
                    api(x, method, path.subList(1, path.size()));
                } else if (first.equals("m") && MATCH.matcher(path.get(1)).matches() && path.size() <= 3) {
                    String match = path.get(1);
                    if (path.size() == 2) {
                        only(x, "GET", () -> pages.table(x));
                    } else if (path.get(2).equals("record")) {
                        only(x, "GET", () -> pages.record(x));
                    } else if (path.get(2).equals("replay.html")) {
                        only(x, "GET", () -> pages.replay(x, match, api.access(x, match)));
                    } else {
                        notFound(x);
                    }
                } else if (first.equals("assets") && path.size() == 2) {
                    only(x, "GET", () -> pages.asset(x, path.get(1)));
                } else {
                    notFound(x);
                }
            }
        }
    }

    private void api(HttpExchange x, String method, List<String> path) throws IOException {
        if (path.equals(List.of("matches"))) {
            switch (method) {
                case "GET" -> api.listMatches(x);
                case "POST" -> api.startMatch(x);
                default -> notAllowed("GET, POST");
            }
            return;
        }
        if (path.equals(List.of("events"))) {
            only(x, "GET", () -> api.allEvents(x));
            return;
        }
        if (path.equals(List.of("rules"))) {
            only(x, "GET", () -> pages.rules(x));
            return;
        }
        if (path.equals(List.of("audit"))) {
            only(x, "POST", () -> api.audit(x));
            return;
        }
        if (path.size() < 2 || path.size() > 3 || !path.get(0).equals("matches")) {
            notFound(x);
            return;
        }
        String match = path.get(1);
        if (!MATCH.matcher(match).matches()) {
            throw new HttpExchange.Refused(404, "not-found", "a match id is 1 to 64 of A-Z a-z 0-9 . _ -");
        }
        if (path.size() == 2) {
            only(x, "GET", () -> api.state(x, match));
            return;
        }
        switch (path.get(2)) {
            case "moves" -> {
                switch (method) {
                    case "GET" -> api.moves(x, match);
                    case "POST" -> api.move(x, match);
                    default -> notAllowed("GET, POST");
                }
            }
            case "events" -> only(x, "GET", () -> api.events(x, match));
            default -> notFound(x);
        }
    }

    /** What a route does. */
    private interface Route {
        void run() throws IOException;
    }

    private static void only(HttpExchange x, String method, Route route) throws IOException {
        if (!x.method().equals(method) && !(method.equals("GET") && x.method().equals("HEAD"))) {
            notAllowed(method);
        }
        route.run();
    }

    private static void notAllowed(String allowed) {
        throw new HttpExchange.Refused(405, "method-not-allowed", "this route takes " + allowed, Map.of("Allow", allowed));
    }

    private static void notFound(HttpExchange x) {
        throw new HttpExchange.Refused(404, "not-found", "there is nothing at " + x.path() + "; GET /openapi.json lists the routes");
    }

    private static List<String> segments(String path) {
        if (path == null || path.isEmpty() || path.equals("/")) {
            return List.of();
        }
        String trimmed = path.startsWith("/") ? path.substring(1) : path;
        if (trimmed.endsWith("/")) {
            trimmed = trimmed.substring(0, trimmed.length() - 1);
        }
        return List.of(trimmed.split("/", -1));
    }

    private static ObjectNode ok() {
        return StrictJson.MAPPER.createObjectNode().put("ok", true);
    }

    /** Ready when the log answers within 3 s. */
    private void ready(HttpExchange x) {
        CompletableFuture<Integer> matches = CompletableFuture.supplyAsync(() -> {
            try {
                return log.matches().size();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, Thread::startVirtualThread);
        try {
            int count = matches.get(3, TimeUnit.SECONDS);
            x.json(200, ok().put("log", log.describe()).put("matches", count));
        } catch (ExecutionException | TimeoutException e) {
            String why = e instanceof TimeoutException ? "it did not answer within 3 s" : String.valueOf(e.getCause().getMessage());
            x.json(503, HttpExchange.error("log", log.describe() + " is out of reach: " + why), Api.retryAfter(503));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            x.json(503, HttpExchange.error("log", "the server is stopping"), Api.retryAfter(503));
        }
    }

    private static void openApi(HttpExchange x) throws IOException {
        try (InputStream in = Routes.class.getResourceAsStream("/org/conquian/server/openapi.json")) {
            x.send(200, HttpExchange.JSON, in.readAllBytes(), Map.of());
        }
    }
}
