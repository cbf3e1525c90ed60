package org.conquian.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.log.EventLog;
import org.conquian.recorder.LiveMatches;
import org.conquian.recorder.Recorder;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.SecureRequestCustomizer;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.VirtualThreads;
import org.eclipse.jetty.util.ssl.SslContextFactory;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * {@code conquian serve}: the recorder, each viewer's view and the live event streams over HTTP, for a club's tablet,
 * for game servers in any language and for spectators. One Jetty server on its core handlers; each request runs on a
 * virtual thread, so a stream waits for its next event as plain blocking code.
 *
 * <pre>{@code
 * try (ConquianServer server = ConquianServer.start(ServeSettings.local(8080), log, recorder, Secret.inFile(tokenFile))) {
 *     server.join();
 * }
 * }</pre>
 */
public final class ConquianServer implements AutoCloseable {

    private final Server jetty;
    private final ServerConnector connector;
    private final LiveMatches matches;
    private final Secret secret;
    private final boolean tls;
    /** --public-url without its last slash, or null */
    private final String publicUrl;

    private ConquianServer(Server jetty, ServerConnector connector, LiveMatches matches, Secret secret, boolean tls, String publicUrl) {
        this.jetty = jetty;
        this.connector = connector;
        this.matches = matches;
        this.secret = secret;
        this.tls = tls;
        this.publicUrl = publicUrl;
    }

    /** Starts serving the log, recording through the recorder; the token is the one in {@code tokenFile}, made there if new. */
    public static ConquianServer start(ServeSettings settings, EventLog log, Recorder recorder, java.nio.file.Path tokenFile) throws Exception {
        return start(settings, log, recorder, Secret.inFile(tokenFile));
    }

    /** As {@link #start(ServeSettings, EventLog, Recorder, java.nio.file.Path)}, with a token given as it is (tests, benchmarks). */
    public static ConquianServer start(ServeSettings settings, EventLog log, Recorder recorder, String token) throws Exception {
        return start(settings, log, recorder, Secret.of(token));
    }

    static ConquianServer start(ServeSettings settings, EventLog log, Recorder recorder, Secret secret) throws Exception {
        QueuedThreadPool threads = new QueuedThreadPool();
        threads.setName("conquian-serve");
        threads.setVirtualThreadsExecutor(VirtualThreads.getNamedVirtualThreadsExecutor("conquian-serve"));
        Server jetty = new Server(threads);
        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        ServerConnector connector;
        if (settings.keystore() != null) {
            SslContextFactory.Server ssl = new SslContextFactory.Server();
            ssl.setKeyStorePath(settings.keystore().toAbsolutePath().toString());
            ssl.setKeyStoreType("PKCS12");
            if (settings.keystorePassword() != null) {
                ssl.setKeyStorePassword(settings.keystorePassword());
            }
            SecureRequestCustomizer secure = new SecureRequestCustomizer();
            // a club's tablet reaches the server by its address on the club's network, not the certificate's name
            secure.setSniHostCheck(false);
            http.addCustomizer(secure);
            connector = new ServerConnector(jetty, ssl, new HttpConnectionFactory(http));
        } else {
            connector = new ServerConnector(jetty, new HttpConnectionFactory(http));
        }
        connector.setHost(settings.host());
        connector.setPort(settings.port());
        jetty.addConnector(connector);
        LiveMatches matches = new LiveMatches(log, recorder, settings.poll());
        boolean tls = settings.keystore() != null;
        String publicUrl = settings.publicUrl() == null ? null : stripped(settings.publicUrl().toString());
        // links name the server as the scorer's tablet is told it: a player's phone on the club's network opens them too
        Api api = new Api(settings, secret, log, matches, () -> scorerAddress(publicUrl, connector, tls, secret).board());
        jetty.setHandler(new Routes(api, new Pages(log), log));
        jetty.setErrorHandler(ConquianServer::error);
        jetty.setStopTimeout(2000);
        try {
            jetty.start();
        } catch (Exception e) {
            matches.close();
            jetty.stop();
            throw e;
        }
        return new ConquianServer(jetty, connector, matches, secret, tls, publicUrl);
    }

    private static String stripped(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }

    /** What Jetty itself refuses (a request line or header it cannot read): the status with a message, in JSON. */
    private static boolean error(Request request, org.eclipse.jetty.server.Response response, org.eclipse.jetty.util.Callback callback) {
        int status = response.getStatus();
        Object message = request.getAttribute(ErrorHandler.ERROR_MESSAGE);
        ObjectNode body = HttpExchange.error(status >= 500 ? "internal" : "bad-request",
                message == null ? "the request cannot be read (" + status + ")" : message.toString());
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, HttpExchange.JSON + "; charset=utf-8");
        response.write(true, ByteBuffer.wrap(body.toString().getBytes(StandardCharsets.UTF_8)), callback);
        return true;
    }

    /** The port it listens on (the one chosen when 0 was asked for). */
    public int port() {
        return connector.getLocalPort();
    }

    /** Where a browser on this machine opens it. */
    public String url() {
        return url(connector, tls);
    }

    private static String url(ServerConnector connector, boolean tls) {
        String host = connector.getHost() == null || connector.getHost().equals("0.0.0.0") ? "127.0.0.1" : connector.getHost();
        return (tls ? "https" : "http") + "://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + connector.getLocalPort();
    }

    /**
     * Where the scorer's tablet opens it, with the token: at --public-url when given; else on a network when it listens
     * on one, on this machine when not.
     */
    public ScorerAddress scorerAddress() {
        return scorerAddress(publicUrl, connector, tls, secret);
    }

    private static ScorerAddress scorerAddress(String publicUrl, ServerConnector connector, boolean tls, Secret secret) {
        return publicUrl != null ? new ScorerAddress(publicUrl, secret.token(), ScorerAddress.Reach.NETWORK)
                : ScorerAddress.of(tls ? "https" : "http", connector.getHost(), connector.getLocalPort(), secret.token(), ScorerAddress.interfaces());
    }

    /** The recorder token, for the line printed when the server made it. */
    public String token() {
        return secret.token();
    }

    /** Whether the token was made by this start (and so is printed, once). */
    public boolean tokenMade() {
        return secret.made();
    }

    /** The key of a player's link to a match. */
    public String playerKey(String match, String player) {
        return secret.key(match, player);
    }

    public void join() throws InterruptedException {
        jetty.join();
    }

    /** Stops: the streams end, every match recorded here is let go, then Jetty stops. */
    @Override
    public void close() throws IOException {
        try {
            matches.close();
        } finally {
            try {
                jetty.stop();
            } catch (Exception e) {
                throw new IOException("the server did not stop: " + e.getMessage(), e);
            }
        }
    }
}
