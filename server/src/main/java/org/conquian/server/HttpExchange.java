package org.conquian.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.contract.StrictJson;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpHeaderValue;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Fields;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** One HTTP request and its answer: what the routes read of the request, and how they answer, always in JSON unless a page. */
final class HttpExchange {

    static final String JSON = "application/json";
    /** How many times the limit is read of a refused body before its connection is given up. */
    private static final long REFUSED_READ = 16;

    final Request request;
    final Response response;
    final Callback callback;
    private Fields query;

    HttpExchange(Request request, Response response, Callback callback) {
        this.request = request;
        this.response = response;
        this.callback = callback;
    }

    String method() {
        return request.getMethod();
    }

    String path() {
        return request.getHttpURI().getPath();
    }

    String header(String name) {
        return request.getHeaders().get(name);
    }

    /** A query parameter, or null; a query that cannot be decoded is a bad request. */
    String query(String name) {
        if (query == null) {
            try {
                query = Request.extractQueryParameters(request, StandardCharsets.UTF_8);
            } catch (RuntimeException e) {
                throw new Refused(400, "bad-request", "the query cannot be read: " + e.getMessage());
            }
        }
        return query.getValue(name);
    }

    /**
     * The body, up to the limit: a body past it is refused with 413. What the client sends of a refused body, up to
     * a bound, is read and thrown away first: a connection closed with bytes unread is reset, and the reset can wipe
     * out the answer before the client has read it. A client that waits for "100 Continue" is answered at once.
     */
    byte[] body(int limit) {
        try (InputStream in = Content.Source.asInputStream(request)) {
            long length = request.getLength();
            if (length > limit) {
                throw tooLarge(limit, length <= limit * REFUSED_READ ? in : InputStream.nullInputStream());
            }
            byte[] body = in.readNBytes(limit + 1);
            if (body.length > limit) {
                throw tooLarge(limit, in);
            }
            return body;
        } catch (Refused refused) {
            throw refused;
        } catch (IOException | RuntimeException e) {
            // the client's fault, not the log's: a body cut short or its chunks malformed
            throw new Refused(400, "bad-request", "the body cannot be read: it was cut short, or its chunked encoding is malformed");
        }
    }

    private Refused tooLarge(int limit, InputStream rest) throws IOException {
        if (!request.getHeaders().contains(HttpHeader.EXPECT, HttpHeaderValue.CONTINUE.asString())) {
            byte[] thrownAway = new byte[8192];
            long left = (long) limit * REFUSED_READ;
            for (int read; left > 0 && (read = rest.read(thrownAway, 0, (int) Math.min(thrownAway.length, left))) > 0; ) {
                left -= read;
            }
        }
        return new Refused(413, "too-large", "the body is over " + limit + " bytes, the most this server reads for it");
    }

    /** A body as a JSON object, as the protocol reads a request line; what is wrong is said where it is, not as the parser says it. */
    static ObjectNode parse(byte[] body) {
        JsonNode json;
        try {
            json = StrictJson.MAPPER.readTree(body);
        } catch (IOException e) {
            String where = e instanceof JsonProcessingException unread && unread.getLocation() != null
                    ? " (line " + unread.getLocation().getLineNr() + ", column " + unread.getLocation().getColumnNr() + ")" : "";
            throw new Refused(400, "bad-request", "the body is not one JSON object of the format" + where
                    + ": malformed JSON, a key given twice, or a number too large");
        }
        if (json == null || !json.isObject()) {
            throw new Refused(400, "bad-request", "the body is not a JSON object");
        }
        return (ObjectNode) json;
    }

    void json(int status, JsonNode body) {
        json(status, body, Map.of());
    }

    void json(int status, JsonNode body, Map<String, String> headers) {
        byte[] bytes;
        try {
            bytes = StrictJson.MAPPER.writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree is always written", e);
        }
        send(status, JSON, bytes, headers);
    }

    void send(int status, String type, byte[] bytes, Map<String, String> headers) {
        closeIfBodyUnread();
        response.setStatus(status);
        guarded(type);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, type.startsWith("text/") || type.equals(JSON) ? type + "; charset=utf-8" : type);
        headers.forEach((name, value) -> response.getHeaders().put(name, value));
        response.getHeaders().put(new HttpField(HttpHeader.CONTENT_LENGTH, Integer.toString(bytes.length)));
        response.write(true, ByteBuffer.wrap(bytes), callback);
    }

    /** Starts a streamed answer: its body is written and flushed as it goes, and ends when the stream is closed. */
    OutputStream stream(String type) {
        closeIfBodyUnread();
        response.setStatus(200);
        guarded(type);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, type + "; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
        response.getHeaders().put("X-Accel-Buffering", "no");
        return Content.Sink.asOutputStream(response);
    }

    /**
     * Every answer is read as the type it says, and sends no referrer on (a player's link holds their key); a page is
     * never framed by another site, where a click on it could be made to record a move.
     */
    private void guarded(String type) {
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        response.getHeaders().put("Referrer-Policy", "no-referrer");
        if (type.equals("text/html")) {
            response.getHeaders().put("Content-Security-Policy", "frame-ancestors 'none'");
            response.getHeaders().put("X-Frame-Options", "DENY");
        }
    }

    /**
     * An answer given before the request's body has all come (a refusal that needs none of it) ends the connection,
     * and says so: otherwise the client sends its next request down a connection about to close, and gets no answer.
     */
    private void closeIfBodyUnread() {
        if (!request.consumeAvailable()) {
            response.getHeaders().put(HttpHeader.CONNECTION, HttpHeaderValue.CLOSE.asString());
        }
    }

    /** A request answered with a 4xx or 503 and a message; never with a stack trace. */
    static final class Refused extends RuntimeException {
        final int status;
        final String kind;
        final Map<String, String> headers;

        Refused(int status, String kind, String message) {
            this(status, kind, message, Map.of());
        }

        Refused(int status, String kind, String message, Map<String, String> headers) {
            super(message, null, false, false);
            this.status = status;
            this.kind = kind;
            this.headers = headers;
        }

        ObjectNode body() {
            return error(kind, getMessage());
        }
    }

    /** A refusal's body: of what kind, and why. */
    static ObjectNode error(String kind, String message) {
        return StrictJson.MAPPER.createObjectNode().put("ok", false).put("error", kind).put("message", message);
    }
}
