package org.conquian.server;

import org.conquian.contract.StrictJson;
import org.conquian.recorder.LiveEvent;
import org.conquian.recorder.LiveMatch;
import org.conquian.recorder.LiveMatches;
import org.conquian.view.Viewer;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * The event streams: a match's events, or every match's for the board, as server-sent events ({@code id:} the seq,
 * {@code data:} the event) or as NDJSON ({@code Accept: application/x-ndjson}), each event as the viewer may see it;
 * and a match's frames, the same way, one per event.
 * A quiet stream gets a keep-alive comment every 15 s; a match's stream ends after its {@code MatchEnded}. A match
 * abandoned is told as a server-sent event named {@code abandoned} ({@code data:} the match, {@code "abandoned": true}),
 * in the board's stream and at the end of the match's own; NDJSON, a line per event, has no line for it (the format
 * has no event for it): a match's NDJSON stream just ends.
 */
final class Streams {

    static final String NDJSON = "application/x-ndjson";
    private static final long KEEP_ALIVE = TimeUnit.SECONDS.toNanos(15);
    private static final byte[] COMMENT = ": keep-alive\n\n".getBytes(StandardCharsets.US_ASCII);

    private final LiveMatches matches;
    private final Duration delay;

    Streams(LiveMatches matches, Duration delay) {
        this.matches = matches;
        this.delay = delay;
    }

    /** A match's events after seq {@code from} (from the first when null), until its MatchEnded or until it is abandoned. */
    void match(HttpExchange x, LiveMatch live, Access access, Long from, BooleanSupplier abandoned) {
        Viewer viewer = access.viewer();
        match(x, live, access, from, ndjson(x), abandoned, event -> event.seenBy(viewer));
    }

    /**
     * A match's frames after seq {@code from} (from the first when null), until its MatchEnded or until it is abandoned:
     * one per event, made by the library for the viewer ({@link LiveEvent#frameFor}), carried as they are.
     */
    void frames(HttpExchange x, LiveMatch live, Access access, Long from, boolean ndjson, BooleanSupplier abandoned) {
        Viewer viewer = access.viewer();
        match(x, live, access, from, ndjson, abandoned, event -> event.frameFor(viewer));
    }

    private void match(HttpExchange x, LiveMatch live, Access access, Long from, boolean ndjson, BooleanSupplier abandoned,
                       Function<LiveEvent, byte[]> seen) {
        long after = from == null ? 0 : from;
        try (OutputStream out = buffered(x, ndjson)) {
            out.flush();
            while (!matches.closed()) {
                // looked at before waiting: a match abandoned before this server started is not woken by it
                if (abandoned.getAsBoolean() && after >= live.seq()) {
                    if (!ndjson) {
                        writeAbandoned(out, after, live.match());
                    }
                    break;
                }
                List<LiveEvent> events = live.after(after, KEEP_ALIVE);
                for (LiveEvent event : events) {
                    holdBack(out, access, event.learntNanos());
                    write(out, ndjson, event.seq(), seen.apply(event));
                    after = event.seq();
                }
                if (live.ended() && after >= live.seq()) {
                    break;
                }
                if (events.isEmpty() && !ndjson) {
                    out.write(COMMENT);
                }
                out.flush();
            }
        } catch (IOException e) {
            // the client went away
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        x.callback.succeeded();
    }

    /** Every match's events after position {@code from} of this server's stream, as they come. */
    void all(HttpExchange x, Access access, long from) {
        boolean ndjson = ndjson(x);
        Viewer viewer = access.viewer();
        long after = from;
        try (OutputStream out = buffered(x, ndjson)) {
            out.flush();
            while (!matches.closed()) {
                List<LiveMatches.News> news = matches.newsAfter(after, KEEP_ALIVE);
                for (LiveMatches.News each : news) {
                    if (each.event().isPresent()) {
                        holdBack(out, access, each.event().get().learntNanos());
                        write(out, ndjson, each.position(), each.event().get().seenBy(viewer));
                    } else if (!ndjson) {
                        writeAbandoned(out, each.position(), each.match());
                    }
                    after = each.position();
                }
                if (news.isEmpty() && !ndjson) {
                    out.write(COMMENT);
                }
                out.flush();
            }
        } catch (IOException e) {
            // the client went away
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        x.callback.succeeded();
    }

    /**
     * The stream's body, written through a buffer: what a batch of events makes goes out in one write when it is
     * flushed, not one write for each piece of each event (each write of the answer is a send of its own).
     */
    private static OutputStream buffered(HttpExchange x, boolean ndjson) {
        return new BufferedOutputStream(x.stream(ndjson ? NDJSON : "text/event-stream"), 16 * 1024);
    }

    /** A spectator sees each event {@code --delay} after it was recorded. */
    private void holdBack(OutputStream out, Access access, long learnt) throws IOException, InterruptedException {
        long heldBack = access.heldBackNanos(delay);
        if (heldBack == 0) {
            return;
        }
        long wait = learnt + heldBack - System.nanoTime();
        if (wait > 0) {
            out.flush();
            TimeUnit.NANOSECONDS.sleep(wait);
        }
    }

    private static void write(OutputStream out, boolean ndjson, long id, byte[] event) throws IOException {
        if (!ndjson) {
            out.write(("id: " + id + "\ndata: ").getBytes(StandardCharsets.US_ASCII));
        }
        out.write(event);
        out.write(ndjson ? NEWLINE : BLANK_LINE);
    }

    /** That a match was abandoned, as a server-sent event of its own name: a page that follows the events alone passes it over. */
    private static void writeAbandoned(OutputStream out, long id, String match) throws IOException {
        out.write(("event: abandoned\nid: " + id + "\ndata: ").getBytes(StandardCharsets.US_ASCII));
        out.write(StrictJson.MAPPER.createObjectNode().put("match", match).put("abandoned", true).toString().getBytes(StandardCharsets.UTF_8));
        out.write(BLANK_LINE);
    }

    private static final byte[] NEWLINE = {'\n'};
    private static final byte[] BLANK_LINE = {'\n', '\n'};

    static boolean ndjson(HttpExchange x) {
        String accept = x.header("Accept");
        return accept != null && accept.contains(NDJSON);
    }
}
