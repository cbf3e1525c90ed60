package org.conquian.server;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The event streams: a match's events, or every match's for the board, as server-sent events ({@code id:} the seq,
 * {@code data:} the event) or as NDJSON ({@code Accept: application/x-ndjson}), each event redacted for its viewer.
 * A quiet stream gets a keep-alive comment every 15 s; a match's stream ends after its {@code MatchEnded}.
 */
final class Streams {

    static final String NDJSON = "application/x-ndjson";
    private static final long KEEP_ALIVE = TimeUnit.SECONDS.toNanos(15);
    private static final byte[] COMMENT = ": keep-alive\n\n".getBytes(StandardCharsets.US_ASCII);

    private final Feeds feeds;
    private final Duration delay;

    Streams(Feeds feeds, Duration delay) {
        this.feeds = feeds;
        this.delay = delay;
    }

    /** A match's events after seq {@code from} (from the first when null), until its MatchEnded. */
    void match(Exchange x, MatchFeed feed, Viewer viewer, Long from) {
        boolean ndjson = ndjson(x);
        long after = from == null ? 0 : from;
        try (OutputStream out = x.stream(ndjson ? NDJSON : "text/event-stream")) {
            out.flush();
            while (!feeds.closed()) {
                MatchFeed.Batch batch = feed.after(after, KEEP_ALIVE);
                for (MatchFeed.Line line : batch.lines()) {
                    holdBack(out, viewer, line.receivedNanos());
                    write(out, ndjson, line.seq(), Views.event(line, viewer));
                    after = line.seq();
                }
                if (batch.ended()) {
                    break;
                }
                if (batch.lines().isEmpty() && !ndjson) {
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
    void all(Exchange x, Viewer viewer, long from) {
        boolean ndjson = ndjson(x);
        long after = from;
        try (OutputStream out = x.stream(ndjson ? NDJSON : "text/event-stream")) {
            out.flush();
            while (!feeds.closed()) {
                List<Feeds.News> news = feeds.newsAfter(after, KEEP_ALIVE);
                for (Feeds.News each : news) {
                    holdBack(out, viewer, each.line().receivedNanos());
                    write(out, ndjson, each.position(), Views.event(each.line(), viewer));
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

    /** A spectator sees each event {@code --delay} after it was recorded. */
    private void holdBack(OutputStream out, Viewer viewer, long received) throws IOException, InterruptedException {
        long heldBack = viewer.heldBackNanos(delay);
        if (heldBack == 0) {
            return;
        }
        long wait = received + heldBack - System.nanoTime();
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

    private static final byte[] NEWLINE = {'\n'};
    private static final byte[] BLANK_LINE = {'\n', '\n'};

    private static boolean ndjson(Exchange x) {
        String accept = x.header("Accept");
        return accept != null && accept.contains(NDJSON);
    }
}
