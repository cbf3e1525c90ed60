package org.conquian.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.event.MatchStarted;
import org.conquian.log.file.FileEventLog;
import org.conquian.recorder.KeyFiles;
import org.conquian.recorder.Recorder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** {@code serve --sign-with}: every match the server records is signed as {@code record --sign-with} signs it, and says by whom. */
class SignedServeTest {

    @TempDir
    Path directory;

    @Test
    void everyMatchRecordedIsSignedAndSaysByWhom() throws Exception {
        String publicKey = KeyFiles.create(directory, "club");
        KeyFiles.SigningKey key = KeyFiles.ownersSigningKey(directory.resolve("club.key"));
        try (FileEventLog log = FileEventLog.open(directory.resolve("data"));
             Served served = new Served(ServeSettings.local(0), log, new Recorder(log, Served.CLOCK).signingWith(key))) {
            Scripts.Script script = Scripts.anglo("m1");
            assertThat(served.post("/api/matches", script.start().toString()).status()).isEqualTo(201);
            for (ObjectNode move : script.moves()) {
                assertThat(served.post("/api/matches/m1/moves", move.toString()).status()).as("%s", move).isEqualTo(200);
            }
            assertThat(((MatchStarted) log.events("m1").getFirst().event()).signer()).isEqualTo(publicKey);
            assertThat(served.get("/api/matches/m1").json().get("signer").asText()).isEqualTo(publicKey);
            assertThat(served.get("/api/matches").json().get("matches").get(0).get("signer").asText()).isEqualTo(publicKey);
            Served.Answer verdict = served.send(served.official("/api/audit").POST(HttpRequest.BodyPublishers.ofFile(log.fileOf("m1"))).build());
            assertThat(verdict.json().get("verdict").asText()).isEqualTo("valid");
            assertThat(verdict.json().get("signer").asText()).isEqualTo(publicKey);
            assertThat(verdict.json().get("signedThrough").asLong()).isEqualTo(log.events("m1").size());
        }
    }

    @Test
    void aKeyFileOthersMayReadIsRefusedSayingHowToMendIt() throws Exception {
        KeyFiles.create(directory, "club");
        Path file = directory.resolve("club.key");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        assertThatThrownBy(() -> KeyFiles.ownersSigningKey(file)).hasMessageContaining("chmod 600").hasMessageContaining("rw-r--r--");
    }
}
