package org.conquian.cli;

import org.conquian.log.EventLog;
import org.conquian.recorder.KeyFiles;
import org.conquian.recorder.Recorder;
import org.conquian.server.ConquianServer;
import org.conquian.server.ScorerAddress;
import org.conquian.server.ServeSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.net.InetAddress;
import java.net.URI;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** {@code conquian serve}: the recorder, the views and the live streams over HTTP. */
@Command(name = "serve",
        description = {
                "Serves the log over HTTP: live tables, a scorer's page and an API.",
                "",
                "One server for a club's board of live tables, a scorer's tablet, game servers in any language and spectators.",
                "Recording needs the recorder token (Authorization: Bearer TOKEN), made at the first start and printed once. A player's link "
                        + "(?as=PLAYER&key=K) shows that player's view; without either, a viewer is a spectator and sees what lies face up. "
                        + "The API's bodies are the requests and answers of record --stdin; GET /openapi.json describes them.",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {
                "  conquian serve           on http://127.0.0.1:8080, the log in ./conquian-data",
                "  conquian serve --host 0.0.0.0 --tls-keystore club.p12   HTTPS for a club",
                "  conquian serve --kafka 127.0.0.1:9092 --port 8081   a second server, one topic",
                "  curl -H \"Authorization: Bearer $TOKEN\" \\",
                "       -d '{\"players\":[\"ana\",\"ben\"]}' http://127.0.0.1:8080/api/matches",
                "  curl -N http://127.0.0.1:8080/api/matches/m1/events   follow a match live"},
        mixinStandardHelpOptions = true)
public final class ServeCommand implements Callable<Integer> {

    @ParentCommand
    ConquianCommand parent;

    @Mixin
    LogOptions logOptions;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "8080", description = "The port to listen on (default: ${DEFAULT-VALUE}; 0 any free one).")
    int port;

    @Option(names = "--host", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
            description = "The address to listen on (default: ${DEFAULT-VALUE}, this machine only; 0.0.0.0 every network).")
    String host;

    @Option(names = "--tls-keystore", paramLabel = "FILE", description = "Serve HTTPS with the key and certificate of this PKCS12 file;"
            + " its password in the environment variable CONQUIAN_TLS_PASSWORD.")
    Path keystore;

    @Option(names = "--token-file", paramLabel = "FILE", description = "Where the recorder token is kept, made there if absent"
            + " (default: DATA/.serve/token; with --kafka ~/.conquian/serve/token).")
    Path tokenFile;

    @Option(names = "--private", description = "Spectators need the token too: without it or a player's link, nothing is shown.")
    boolean privateMode;

    @Option(names = "--delay", paramLabel = "SECONDS", defaultValue = "0",
            description = "Show spectators the match as it stood this long ago: their streams, its state and the list of matches "
                    + "(default: ${DEFAULT-VALUE}).")
    double delay;

    @Option(names = "--seeds", paramLabel = "DIR", description = "Where the secret seeds of fair matches are kept until they end"
            + " (default: DATA/.seeds beside the embedded log; ~/.conquian/seeds/TOPIC for Kafka).")
    Path seeds;

    @Option(names = "--sign-with", paramLabel = "KEYFILE", description = "Sign every match recorded here with this Ed25519 private key"
            + " (PEM: conquian keys new), as record --sign-with does; the file must be its owner's alone (mode 600). The key stays in"
            + " the file: it is never sent, printed or copied.")
    Path signWith;

    @Option(names = "--public-url", paramLabel = "URL", description = "Where clients reach this server (behind a proxy: https://club.example/conquian);"
            + " the links it gives are built on it. Default: the address it serves.")
    URI publicUrl;

    @Override
    public Integer call() throws Exception {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("--port must be from 0 to 65535, not " + port);
        }
        if (!(delay >= 0 && delay <= 3600)) {
            throw new IllegalArgumentException("--delay must be from 0 to 3600 seconds, not " + delay);
        }
        Io io = parent.io();
        Optional<KeyFiles.SigningKey> key = Optional.empty();
        if (signWith != null) {
            try {
                key = Optional.of(KeyFiles.ownersSigningKey(signWith));
            } catch (NoSuchFileException e) {
                throw new NoSuchFileException(signWith.toString(), null, "no such key file (make one with: conquian keys new NAME)");
            }
        }
        ServeSettings settings = ServeSettings.local(port).withHost(host).withPrivate(privateMode)
                .withDelay(Duration.ofMillis(Math.round(delay * 1000)));
        if (keystore != null) {
            settings = settings.withTls(keystore, System.getenv("CONQUIAN_TLS_PASSWORD"));
        }
        if (publicUrl != null) {
            if (!(("http".equals(publicUrl.getScheme()) || "https".equals(publicUrl.getScheme())) && publicUrl.getHost() != null
                    && publicUrl.getQuery() == null && publicUrl.getFragment() == null)) {
                throw new IllegalArgumentException("--public-url is an http or https address with a host and no query, not " + publicUrl);
            }
            settings = settings.withPublicUrl(publicUrl);
        }
        // the answers given to Idempotency-Keys and the matches abandoned, kept beside the log
        settings = settings.withState(logOptions.serverState());
        Path token = tokenFile != null ? tokenFile : logOptions.kafka()
                ? Path.of(System.getProperty("user.home"), ".conquian", "serve", "token") : logOptions.directory().resolve(".serve").resolve("token");
        // counted down once the log is closed: the stop that SIGTERM starts waits for that, and for no more
        CountDownLatch closed = new CountDownLatch(1);
        try (EventLog log = logOptions.openForSession();
             ConquianServer server = ConquianServer.start(settings, log, recorder(log, io, key), token)) {
            // bound to every address, it is still reached here at the loopback address it names
            String everywhere = InetAddress.getByName(host).isAnyLocalAddress() ? ", on every address of this machine" : "";
            io.out().println("conquian serve: " + server.url() + " serves " + log.describe() + everywhere + " (Ctrl-C stops it)");
            key.ifPresent(signer -> io.out().println("Every match started here is signed by the key " + signer.publicHex()));
            ScorerAddress tablet = server.scorerAddress();
            if (server.tokenMade()) {
                io.out().println("The recorder token, made now and kept in " + token + ":");
                io.out().println("  " + server.token());
            }
            // the token goes where it was made, or to a person at a terminal; never again into what keeps the output
            if (server.tokenMade() || io.terminal()) {
                TabletAddress.lines(tablet, io.colour()).forEach(io.out()::println);
            } else {
                String unreachable = TabletAddress.onlyThisMachine(tablet);
                io.out().println(unreachable.isEmpty() ? "The scorer's tablet opens this address:" : unreachable);
                io.out().println("  " + tablet.board() + "/#token=TOKEN   (TOKEN: the recorder token, kept in " + token + ")");
            }
            io.out().flush();
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    server.close();
                    // not the main thread's end: once the hooks run, it waits in System.exit for them
                    closed.await(2, TimeUnit.SECONDS);
                    io.out().println("conquian serve: stopped");
                    io.out().flush();
                } catch (Exception e) {
                    // stopping anyway
                }
            }, "serve-stop"));
            server.join();
        } finally {
            closed.countDown();
        }
        return ExitCode.OK;
    }

    private Recorder recorder(EventLog log, Io io, Optional<KeyFiles.SigningKey> key) throws java.io.IOException {
        Recorder recorder = new Recorder(log, io.clock()).keepingSeedsIn(logOptions.seeds(seeds));
        return key.isEmpty() ? recorder : recorder.signingWith(key.get());
    }
}
