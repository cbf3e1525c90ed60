package org.conquian.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code conquian serve} in a JVM of its own, stopped as a service manager stops it: SIGTERM, with a client following the board. */
class ServeStopTest {

    @TempDir
    Path directory;

    /**
     * The stop closes the server and its log and ends: it does not wait for the main thread, which by then waits in
     * System.exit for the stop. (It did, for its whole 5 s.)
     */
    @Test
    void sigtermStopsTheServerOnceItsLogIsClosed() throws Exception {
        Path output = directory.resolve("serve.out");
        String java = ProcessHandle.current().info().command().orElseThrow();
        Process serve = new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "serve",
                "--port", "0", "--data", directory.resolve("data").toString())).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        try (HttpClient client = HttpClient.newHttpClient()) {
            Pattern served = Pattern.compile("conquian serve: (http://\\S+) serves");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            Matcher url = served.matcher("");
            while (serve.isAlive() && System.nanoTime() < deadline && !(url = served.matcher(Files.readString(output))).find()) {
                Thread.sleep(100);
            }
            assertThat(url.hasMatch()).as(Files.readString(output)).isTrue();
            HttpResponse<java.io.InputStream> board = client.send(HttpRequest.newBuilder(URI.create(url.group(1) + "/api/events"))
                    .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofInputStream());
            assertThat(board.statusCode()).isEqualTo(200);
            serve.destroy();
            // under the 5 s the stop once waited for the main thread, and well over the 2 s it is given
            assertThat(serve.waitFor(4, TimeUnit.SECONDS)).as("stopped: %s", Files.readString(output)).isTrue();
            board.body().close();
        } finally {
            serve.destroyForcibly();
            serve.waitFor(30, TimeUnit.SECONDS);
        }
    }
}
