package org.conquian.server;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;

/**
 * How a server listens and whom it lets in.
 *
 * @param keystore a PKCS12 key store to serve HTTPS with, or null for HTTP
 * @param privateMode whether spectators need the token too
 * @param delay how long the spectators' streams are held back
 * @param bodyLimit the most bytes a request body of the API may hold
 * @param auditLimit the most bytes a log sent to be audited by the token's holder may hold
 * @param anonymousAuditLimit the most bytes a log sent to be audited by anyone else may hold
 * @param poll how often a followed log is looked at for what others appended
 * @param publicUrl where clients reach the server (behind a proxy, say), links are built on it; null for the address served
 * @param state the folder where the server keeps what it answered to each Idempotency-Key and which matches were
 *              abandoned, beside its log; null to keep them in memory only
 */
public record ServeSettings(String host, int port, Path keystore, String keystorePassword, boolean privateMode, Duration delay,
                            int bodyLimit, int auditLimit, int anonymousAuditLimit, Duration poll, URI publicUrl, Path state) {

    public static ServeSettings local(int port) {
        return new ServeSettings("127.0.0.1", port, null, null, false, Duration.ZERO, 64 * 1024, 16 * 1024 * 1024, 1024 * 1024,
                Duration.ofMillis(50), null, null);
    }

    public ServeSettings withHost(String host) {
        return new ServeSettings(host, port, keystore, keystorePassword, privateMode, delay, bodyLimit, auditLimit, anonymousAuditLimit, poll, publicUrl, state);
    }

    public ServeSettings withTls(Path keystore, String password) {
        return new ServeSettings(host, port, keystore, password, privateMode, delay, bodyLimit, auditLimit, anonymousAuditLimit, poll, publicUrl, state);
    }

    public ServeSettings withPrivate(boolean privateMode) {
        return new ServeSettings(host, port, keystore, keystorePassword, privateMode, delay, bodyLimit, auditLimit, anonymousAuditLimit, poll, publicUrl, state);
    }

    public ServeSettings withDelay(Duration delay) {
        return new ServeSettings(host, port, keystore, keystorePassword, privateMode, delay, bodyLimit, auditLimit, anonymousAuditLimit, poll, publicUrl, state);
    }

    /** Links are built on this address (scheme, host, port and any path before the server's own), not on the one served. */
    public ServeSettings withPublicUrl(URI publicUrl) {
        return new ServeSettings(host, port, keystore, keystorePassword, privateMode, delay, bodyLimit, auditLimit, anonymousAuditLimit, poll, publicUrl, state);
    }

    /** What the server must remember across a restart is kept in this folder. */
    public ServeSettings withState(Path state) {
        return new ServeSettings(host, port, keystore, keystorePassword, privateMode, delay, bodyLimit, auditLimit, anonymousAuditLimit, poll, publicUrl, state);
    }
}
