package org.conquian.bench;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.VirtualThreads;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The least an SSE server on the same Jetty can do: {@code POST} appends a body of ready-made frames, and each
 * {@code GET} stream writes every frame appended, as it comes, from a virtual thread of its own, as conquian serve's do.
 */
final class BareSse extends Handler.Abstract implements AutoCloseable {

    private final Server jetty;
    private final ServerConnector connector;
    private final List<byte[]> appended = new ArrayList<>();
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition more = lock.newCondition();
    private volatile boolean running = true;

    BareSse() throws Exception {
        QueuedThreadPool threads = new QueuedThreadPool();
        threads.setName("bare-sse");
        threads.setVirtualThreadsExecutor(VirtualThreads.getNamedVirtualThreadsExecutor("bare-sse"));
        jetty = new Server(threads);
        connector = new ServerConnector(jetty, new HttpConnectionFactory(new HttpConfiguration()));
        connector.setHost("127.0.0.1");
        connector.setPort(0);
        jetty.addConnector(connector);
        jetty.setHandler(this);
        jetty.start();
    }

    String url() {
        return "http://127.0.0.1:" + connector.getLocalPort();
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        if (request.getMethod().equals("POST")) {
            byte[] frames = Content.Source.asString(request, StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_8);
            lock.lock();
            try {
                appended.add(frames);
                more.signalAll();
            } finally {
                lock.unlock();
            }
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
            Content.Sink.write(response, true, "{\"ok\":true}", callback);
            return true;
        }
        response.setStatus(200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
        try (OutputStream out = Content.Sink.asOutputStream(response)) {
            out.flush();
            int next = 0;
            while (running) {
                List<byte[]> batch;
                lock.lock();
                try {
                    while (running && appended.size() == next) {
                        more.await(15, TimeUnit.SECONDS);
                    }
                    batch = List.copyOf(appended.subList(next, appended.size()));
                    next = appended.size();
                } finally {
                    lock.unlock();
                }
                for (byte[] frames : batch) {
                    out.write(frames);
                }
                out.flush();
            }
        } catch (IOException e) {
            // the subscriber went away
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        callback.succeeded();
        return true;
    }

    @Override
    public void close() throws Exception {
        running = false;
        lock.lock();
        try {
            more.signalAll();
        } finally {
            lock.unlock();
        }
        jetty.stop();
    }
}
