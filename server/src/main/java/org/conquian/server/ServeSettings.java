package org.conquian.server;

import java.nio.file.Path;
import java.time.Duration;

/**
 * How a server listens and whom it lets in.
 *
 * @param keystore a PKCS12 key store to serve HTTPS with, or null for HTTP
 * @param privateMode whether spectators need the token too
 * @param delay how long the spectators' streams are held back
 * @param bodyLimit the most bytes a request body of the API may hold
 * @param auditLimit the most bytes a log sent to be audited may hold
 * @param poll how often a followed log is looked at for what others appended
 */
public record ServeSettings(String host, int port, Path keystore, String keystorePassword, boolean privateMode, Duration delay,
                            int bodyLimit, int auditLimit, Duration poll) {

    public static ServeSettings local(int port) {
        return new ServeSettings("127.0.0.1", port, null, null, false, Duration.ZERO, 64 * 1024, 16 * 1024 * 1024, Duration.ofMillis(50));
    }

    public ServeSettings withHost(String host) {
        return new ServeSettings(host, port, keystore, keystorePassword, privateMode, delay, bodyLimit, auditLimit, poll);
    }

    public ServeSettings withTls(Path keystore, String password) {
        return new ServeSettings(host, port, keystore, password, privateMode, delay, bodyLimit, auditLimit, poll);
    }

    public ServeSettings withPrivate(boolean privateMode) {
        return new ServeSettings(host, port, keystore, keystorePassword, privateMode, delay, bodyLimit, auditLimit, poll);
    }

    public ServeSettings withDelay(Duration delay) {
        return new ServeSettings(host, port, keystore, keystorePassword, privateMode, delay, bodyLimit, auditLimit, poll);
    }
}
