package org.conquian.kafka;

import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.common.utils.Utils;
import org.conquian.log.EventLogException;

import java.io.IOException;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Whether anything listens at the bootstrap servers, asked before the log's first Kafka client starts. A Kafka
 * client meets a refused connection or an unknown host by trying again until its timeout, though the answer
 * is known at once; this probe says so within moments. A server that accepts the connection and then does not
 * answer passes the probe, and its requests get the full timeout.
 *
 * <p>A client without TLS or SASL settings meets the same loop at a secured broker, which cannot read it: the
 * probe then asks the broker for its API versions in plaintext, as the client would first, and a broker that
 * answers in TLS, or hangs up, is said to refuse the client.
 */
final class BrokerProbe {

    /** How long one connection may take to be accepted before the server is left to the client's timeout. */
    private static final Duration CONNECT = Duration.ofSeconds(2);
    private static final short API_VERSIONS = 18;
    private static final int CORRELATION = 1;

    private BrokerProbe() {
    }

    /** @throws EventLogException when no bootstrap server can be reached: each refused, or of an unknown host */
    static void check(KafkaSettings settings) throws EventLogException {
        int connect = (int) Clients.min(CONNECT, settings.timeout()).toMillis();
        List<String> unreachable = new ArrayList<>();
        for (String server : settings.bootstrapServers().split(",")) {
            String address = server.trim();
            String host = Utils.getHost(address);
            Integer port = Utils.getPort(address);
            if (host == null || port == null) {
                throw new EventLogException("'" + address + "' is not a Kafka server's HOST:PORT");
            }
            boolean refused;
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(host, port), connect);
                refused = plaintext(settings) && refusesPlaintext(socket, connect);
            } catch (SocketTimeoutException slow) {
                // not refused: a slow network or a busy server, which the clients' own timeout judges
                return;
            } catch (UnknownHostException e) {
                unreachable.add(address + ": unknown host");
                continue;
            } catch (ConnectException e) {
                unreachable.add(address + ": " + (e.getMessage() == null ? "connection refused" : e.getMessage().toLowerCase(Locale.ROOT)));
                continue;
            } catch (IOException e) {
                unreachable.add(address + ": " + e.getMessage());
                continue;
            }
            if (refused) {
                throw new EventLogException("authentication failed at " + address + ": the broker takes no client without TLS and SASL"
                        + " settings (it wants TLS); give them with --kafka-config FILE (security.protocol=SASL_SSL, sasl.mechanism, sasl.jaas.config,"
                        + " ssl.truststore.*)");
            }
            return;
        }
        throw new EventLogException("no broker at " + String.join(", ", unreachable));
    }

    private static boolean plaintext(KafkaSettings settings) {
        return settings.clientConfig().getOrDefault(CommonClientConfigs.SECURITY_PROTOCOL_CONFIG, "PLAINTEXT").equalsIgnoreCase("PLAINTEXT");
    }

    /**
     * Sends an ApiVersions request, the first a client sends, and reads the start of the answer: its size and the
     * request's correlation id. Any plaintext Kafka listener answers it (a version it does not know is answered
     * with an error); a TLS listener answers with a TLS alert, or hangs up. An answer slower than the wait is left
     * to the client.
     */
    private static boolean refusesPlaintext(Socket socket, int waitMillis) throws IOException {
        ByteBuffer request = ByteBuffer.allocate(14)
                .putInt(10)                      // the size of what follows
                .putShort(API_VERSIONS)          // the request header: API key, version 0, correlation id, no client id
                .putShort((short) 0)
                .putInt(CORRELATION)
                .putShort((short) -1);
        try {
            socket.setSoTimeout(waitMillis);
            OutputStream out = socket.getOutputStream();
            out.write(request.array());
            out.flush();
            byte[] start = socket.getInputStream().readNBytes(8);
            return start.length < 8 || ByteBuffer.wrap(start).getInt(4) != CORRELATION;
        } catch (SocketTimeoutException slow) {
            return false;
        } catch (SocketException reset) {
            return true;
        }
    }
}
