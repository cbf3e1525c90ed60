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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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

    /** What a route does, given the path's one parameter ({@code {id}} or {@code {name}}), if it has one. */
    private interface Action {
        void run(Routes routes, HttpExchange x, String parameter) throws IOException;
    }

    /** A route: its method and its path, {@code {id}} a match's id and {@code {name}} an asset's name. */
    private record Route(String method, String path, Action action) {
        List<String> segments() {
            return Routes.segments(path);
        }
    }

    /** Every route, each path's methods in the order {@code Allow} names them: what /openapi.json documents, and no more. */
    private static final List<Route> ROUTES = List.of(
            new Route("GET", "/", (routes, x, none) -> routes.pages.board(x)),
            new Route("GET", "/new", (routes, x, none) -> routes.pages.newMatch(x)),
            new Route("GET", "/api/matches", (routes, x, none) -> routes.api.listMatches(x)),
            new Route("POST", "/api/matches", (routes, x, none) -> routes.api.startMatch(x)),
            new Route("GET", "/api/matches/{id}", (routes, x, match) -> routes.api.state(x, match)),
            new Route("GET", "/api/matches/{id}/moves", (routes, x, match) -> routes.api.moves(x, match)),
            new Route("POST", "/api/matches/{id}/moves", (routes, x, match) -> routes.api.move(x, match)),
            new Route("GET", "/api/matches/{id}/events", (routes, x, match) -> routes.api.events(x, match)),
            new Route("GET", "/api/matches/{id}/frames", (routes, x, match) -> routes.api.frames(x, match)),
            new Route("POST", "/api/matches/{id}/abandon", (routes, x, match) -> routes.api.abandon(x, match)),
            new Route("GET", "/api/events", (routes, x, none) -> routes.api.allEvents(x)),
            new Route("POST", "/api/audit", (routes, x, none) -> routes.api.audit(x)),
            new Route("GET", "/api/rules", (routes, x, none) -> routes.pages.rules(x)),
            new Route("GET", "/healthz", (routes, x, none) -> x.json(200, ok())),
            new Route("GET", "/readyz", (routes, x, none) -> routes.ready(x)),
            new Route("GET", "/openapi.json", (routes, x, none) -> openApi(x)),
            new Route("GET", "/m/{id}", (routes, x, match) -> routes.pages.table(x)),
            new Route("GET", "/m/{id}/record", (routes, x, match) -> routes.pages.record(x)),
            new Route("GET", "/m/{id}/replay.html", (routes, x, match) -> routes.pages.replay(x, routes.api.access(x, match), routes.api.live(match))),
            new Route("GET", "/assets/{name}", (routes, x, name) -> routes.pages.asset(x, name)));

    private final Api api;
    private final Pages pages;
    private final EventLog log;

    Routes(Api api, Pages pages, EventLog log) {
        this.api = api;
        this.pages = pages;
        this.log = log;
    }

    /** Every route as {@code METHOD /path}, for what the API's description must say. */
    static List<String> all() {
        return ROUTES.stream().map(route -> route.method() + " " + route.path()).toList();
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        HttpExchange x = new HttpExchange(request, response, callback);
        try {
            route(x);
        } catch (HttpExchange.Refused refused) {
            answer(x, refused.status, refused.body(), refused.headers);
        } catch (EventLogException | UncheckedIOException e) {
            // what failed is the server's to know: its message names where the log is
            answer(x, 503, HttpExchange.error("log", log.kind() + " is out of reach; try again"), Api.retryAfter(503));
        } catch (IOException e) {
            answer(x, 503, HttpExchange.error("io", log.kind() + " could not be read; try again"), Api.retryAfter(503));
        } catch (RuntimeException e) {
            answer(x, 500, HttpExchange.error("internal", "the server failed on this request: " + e.getClass().getSimpleName()), Map.of());
        }
        return true;
    }

    private static void answer(HttpExchange x, int status, ObjectNode body, Map<String, String> headers) {
        if (x.response.isCommitted()) {
            x.callback.failed(new IOException("the answer was under way"));
            return;
        }
        x.json(status, body, headers);
    }

    /** The route of the request's path and method: a path no route has is 404; a method its routes do not take, 405. */
    private void route(HttpExchange x) throws IOException {
        List<String> path = segments(x.path());
        String method = x.method().equals("HEAD") ? "GET" : x.method();
        List<String> allowed = new ArrayList<>();
        String parameter = null;
        for (Route route : ROUTES) {
            Optional<String> matched = matched(route.segments(), path);
            if (matched.isEmpty()) {
                continue;
            }
            parameter = matched.get();
            if (route.method().equals(method)) {
                checked(route, parameter, x);
                route.action().run(this, x, parameter);
                return;
            }
            allowed.add(route.method());
        }
        if (allowed.isEmpty()) {
            throw new HttpExchange.Refused(404, "not-found", "there is nothing at " + x.path() + "; GET /openapi.json lists the routes");
        }
        String allow = String.join(", ", allowed);
        throw new HttpExchange.Refused(405, "method-not-allowed", "this route takes " + allow, Map.of("Allow", allow));
    }

    /** The path's parameter when it is a path of the route ("" when the route has none); empty when it is not. */
    private static Optional<String> matched(List<String> template, List<String> path) {
        if (template.size() != path.size()) {
            return Optional.empty();
        }
        String parameter = "";
        for (int i = 0; i < template.size(); i++) {
            if (template.get(i).startsWith("{")) {
                parameter = path.get(i);
            } else if (!template.get(i).equals(path.get(i))) {
                return Optional.empty();
            }
        }
        return Optional.of(parameter);
    }

    /** Whether a match id cannot be named in a path: {@code .} and {@code ..} are read as folders by every client. */
    static boolean unaddressable(String match) {
        return match.equals(".") || match.equals("..");
    }

    /** A match id that is none is not there: named as such under the API, as any path that is not there elsewhere. */
    private static void checked(Route route, String parameter, HttpExchange x) {
        if (route.path().contains("{id}") && (!MATCH.matcher(parameter).matches() || unaddressable(parameter))) {
            throw route.path().startsWith("/api/") ? new HttpExchange.Refused(404, "not-found", "a match id is 1 to 64 of A-Z a-z 0-9 . _ -")
                    : new HttpExchange.Refused(404, "not-found", "there is nothing at " + x.path() + "; GET /openapi.json lists the routes");
        }
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

    /** Ready when the log answers within 3 s; named by its kind only, as anyone may ask. */
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
            x.json(200, ok().put("log", log.kind()).put("matches", count));
        } catch (ExecutionException | TimeoutException e) {
            String why = e instanceof TimeoutException ? "it did not answer within 3 s" : "it failed to list its matches";
            x.json(503, HttpExchange.error("log", log.kind() + " is out of reach: " + why), Api.retryAfter(503));
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
