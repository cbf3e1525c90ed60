package org.conquian.recorder;

import org.conquian.bot.BotMatch;
import org.conquian.log.MatchWriter;
import org.conquian.log.file.FileEventLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The protocol's answers byte for byte, kept in a golden file: every kind of answer (a match opened, a move recorded
 * or repeated, the moves and the state, a refusal by a rule, a stale move, a bad request, a match that is not there,
 * that exists, that has ended, that another recorder holds, whose log is invalid), so that a change of how the library
 * answers changes no byte a program reads. Run with {@code -Dgolden.update=true} to write the file anew after an
 * intended change, and read the diff.
 */
class ProtocolAnswersTest {

    private static final Path GOLDEN = Path.of("src/test/resources/golden/protocol-session.jsonl");
    private static final Path RULINGS_GOLDEN = Path.of("src/test/resources/golden/protocol-rulings.jsonl");
    private static final String AT = "2026-11-29T18:00:00Z";

    @TempDir
    Path directory;

    @Test
    void everyKindOfAnswerIsAsItWas() throws IOException {
        StringWriter out = new StringWriter();
        try (FileEventLog log = FileEventLog.open(directory)) {
            try (MatchWriter writer = log.openWriter("ended")) {
                writer.append(0, BotMatch.play(List.of("ana", "ben"), 4), AT);
            }
            try (MatchWriter writer = log.openWriter("bent")) {
                writer.append(0, BotMatch.play(List.of("ana", "ben"), 5).subList(0, 3), AT);
            }
            Files.writeString(directory.resolve("bent.jsonl"), Files.readString(directory.resolve("bent.jsonl"))
                    .replace("\"dealer\":\"ana\"", "\"dealer\":\"cruz\"").replace("\"dealer\":\"ben\"", "\"dealer\":\"ana\"")
                    .replace("\"dealer\":\"cruz\"", "\"dealer\":\"ben\""));
            Recorder recorder = new Recorder(log, Clock.fixed(Instant.parse(AT), ZoneOffset.UTC)).keepingSeedsIn(SeedStore.in(directory.resolve(".seeds")));
            try (MatchWriter busy = log.openWriter("busy"); Protocol protocol = new Protocol(recorder)) {
                busy.append(0, BotMatch.play(List.of("ana", "ben"), 6).subList(0, 1), AT);
                protocol.serve(new BufferedReader(new StringReader(String.join("\n", session()))), new PrintWriter(out));
            }
        }
        isAsItWas(out, GOLDEN);
    }

    /**
     * The answers of a disputed deal: a ruling with no call, a legal move called and another rule named, refused; a move
     * called as played ({@code ruling-due}, the rule the recorder named), the moves and the state while it waits, a move,
     * a second call, a player as director, no irregularity for a called move and an award to someone not playing, refused;
     * the ruling and its repeat; a call without a move ruled an award, appealed to a void deal; the same dealer deals; and
     * the call and rule requests that cannot be read.
     */
    @Test
    void everyAnswerOfCallsAndRulingsIsAsItWas() throws IOException {
        StringWriter out = new StringWriter();
        try (FileEventLog log = FileEventLog.open(directory);
             Protocol protocol = new Protocol(new Recorder(log, Clock.fixed(Instant.parse(AT), ZoneOffset.UTC)))) {
            protocol.serve(new BufferedReader(new StringReader(String.join("\n", disputedSession()))), new PrintWriter(out));
        }
        isAsItWas(out, RULINGS_GOLDEN);
    }

    private void isAsItWas(StringWriter out, Path golden) throws IOException {
        // the log's place, which the messages name, is another each run
        String actual = out.toString().replace(directory.toString(), "DATA");
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(golden.getParent());
            Files.writeString(golden, actual);
        }
        assertThat(golden).as("golden file %s (write it with -Dgolden.update=true)", golden).exists();
        assertThat(actual).isEqualTo(Files.readString(golden));
    }

    private static List<String> disputedSession() {
        return List.of(
                "{\"op\":\"start\",\"match\":\"r1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":7}",
                "{\"op\":\"rule\",\"match\":\"r1\",\"director\":\"dora\",\"decision\":\"rectify\"}",
                "{\"op\":\"deal\",\"match\":\"r1\"}",
                "{\"op\":\"reveal\",\"match\":\"r1\"}",
                "{\"op\":\"call\",\"match\":\"r1\",\"player\":\"ana\",\"move\":{\"op\":\"pass\"}}",
                "{\"op\":\"call\",\"match\":\"r1\",\"player\":\"ben\",\"move\":{\"op\":\"claim\"},\"rule\":\"R-FORCE\"}",
                "{\"op\":\"call\",\"match\":\"r1\",\"player\":\"ben\",\"move\":{\"op\":\"claim\"},\"calledBy\":\"ana\",\"note\":\"ben said he was out\",\"expect\":3,\"id\":\"c1\"}",
                "{\"op\":\"moves\",\"match\":\"r1\"}",
                "{\"op\":\"state\",\"match\":\"r1\",\"as\":\"ben\"}",
                "{\"op\":\"pass\",\"match\":\"r1\"}",
                "{\"op\":\"call\",\"match\":\"r1\",\"player\":\"ana\"}",
                "{\"op\":\"rule\",\"match\":\"r1\",\"director\":\"ana\",\"decision\":\"rectify\"}",
                "{\"op\":\"rule\",\"match\":\"r1\",\"director\":\"dora\",\"decision\":\"no-irregularity\"}",
                "{\"op\":\"rule\",\"match\":\"r1\",\"director\":\"dora\",\"decision\":\"award-deal\",\"winner\":\"zoe\"}",
                "{\"op\":\"rule\",\"match\":\"r1\",\"director\":\"dora\",\"decision\":\"rectify\",\"text\":\"R-WIN: ben is not out. Play goes on.\",\"expect\":4}",
                "{\"op\":\"rule\",\"match\":\"r1\",\"director\":\"dora\",\"decision\":\"rectify\",\"text\":\"R-WIN: ben is not out. Play goes on.\",\"expect\":4}",
                "{\"op\":\"moves\",\"match\":\"r1\",\"as\":\"ana\"}",
                "{\"op\":\"call\",\"match\":\"r1\",\"player\":\"ana\",\"rule\":\"R-STOCK\",\"calledBy\":\"ben\",\"note\":\"ana looked at the next stock card\"}",
                "{\"op\":\"rule\",\"match\":\"r1\",\"director\":\"dora\",\"decision\":\"award-deal\",\"winner\":\"ben\",\"text\":\"ana saw the stock\","
                        + "\"appeal\":{\"appellant\":\"ana\",\"director\":\"ed\",\"decision\":\"void-deal\",\"text\":\"neither could know the card\"}}",
                "{\"op\":\"state\",\"match\":\"r1\"}",
                "{\"op\":\"deal\",\"match\":\"r1\"}",
                "{\"op\":\"call\",\"match\":\"r1\",\"player\":\"ana\",\"move\":{\"op\":\"fly\"}}",
                "{\"op\":\"call\",\"match\":\"r1\",\"player\":\"ana\",\"move\":\"take QS\"}",
                "{\"op\":\"call\",\"match\":\"r1\",\"player\":\"ana\",\"move\":{\"op\":\"take\",\"card\":\"QS\"}}",
                "{\"op\":\"call\",\"match\":\"r1\",\"move\":{\"op\":\"claim\"}}",
                "{\"op\":\"call\",\"match\":\"r1\",\"player\":\"ana\",\"rule\":\"R-NOPE\"}",
                "{\"op\":\"rule\",\"match\":\"r1\",\"director\":\"dora\",\"decision\":\"maybe\"}",
                "{\"op\":\"rule\",\"match\":\"r1\",\"director\":\"dora\",\"decision\":\"rectify\",\"winner\":\"ana\"}",
                "{\"op\":\"rule\",\"match\":\"r1\",\"decision\":\"void-deal\"}",
                "{\"op\":\"rule\",\"match\":\"r1\",\"director\":\"dora\",\"decision\":\"void-deal\",\"appeal\":{\"director\":\"ed\",\"decision\":\"rectify\"}}",
                "{\"op\":\"rule\",\"match\":\"r1\",\"director\":\"dora\",\"decision\":\"void-deal\",\"appeal\":true}",
                "{\"op\":\"close\",\"match\":\"r1\"}");
    }

    private static List<String> session() {
        return List.of(
                "{\"op\":\"start\",\"match\":\"m1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":7,\"id\":1}",
                "{\"op\":\"deal\",\"match\":\"m1\",\"expect\":1}",
                "{\"op\":\"deal\",\"match\":\"m1\",\"expect\":1,\"id\":\"again\"}",
                "{\"op\":\"reveal\",\"match\":\"m1\"}",
                "{\"op\":\"moves\",\"match\":\"m1\"}",
                "{\"op\":\"state\",\"match\":\"m1\",\"as\":\"ana\"}",
                "{\"op\":\"state\",\"match\":\"m1\"}",
                "{\"op\":\"state\",\"match\":\"m1\",\"as\":\"zoe\"}",
                "{\"op\":\"discard\",\"match\":\"m1\",\"card\":\"AC\"}",
                "{\"op\":\"pass\",\"match\":\"m1\",\"expect\":2}",
                "{\"op\":\"pass\",\"match\":\"m1\",\"expect\":99}",
                "{\"op\":\"pass\",\"match\":\"m1\",\"expect\":3,\"note\":\"ignored\"}",
                "{\"op\":\"pass\",\"match\":\"m1\",\"expect\":3}",
                "{\"op\":\"fly\",\"match\":\"m1\"}",
                "{\"op\":\"take\",\"match\":\"m1\",\"melds\":\"oops\"}",
                "{\"op\":\"take\",\"match\":\"m1\"}",
                "not json",
                "[1]",
                "{\"op\":\"start\",\"match\":\"m1\",\"players\":[\"ana\",\"ben\"]}",
                "{\"op\":\"resume\",\"match\":\"m1\"}",
                "{\"op\":\"close\",\"match\":\"m1\"}",
                "{\"op\":\"state\",\"match\":\"m1\"}",
                "{\"op\":\"start\",\"match\":\"m1\",\"players\":[\"ana\",\"ben\"],\"seed\":1}",
                "{\"op\":\"resume\",\"match\":\"m1\",\"seed\":7}",
                "{\"op\":\"reveal\",\"match\":\"m1\"}",
                "{\"op\":\"resume\",\"match\":\"nope\"}",
                "{\"op\":\"resume\",\"match\":\"ended\"}",
                "{\"op\":\"resume\",\"match\":\"busy\"}",
                "{\"op\":\"resume\",\"match\":\"bent\"}",
                "{\"op\":\"start\",\"match\":\"solo\",\"players\":[\"ana\"]}",
                "{\"op\":\"start\",\"match\":\"s1\",\"players\":[\"ana\",\"ben\"],\"signWith\":\"/nowhere/club.key\"}",
                "{\"op\":\"start\",\"match\":\"c1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"concealed\":true}",
                "{\"op\":\"close\",\"match\":\"c1\"}",
                "{\"op\":\"resume\",\"match\":\"c1\",\"seed\":3}",
                "{\"op\":\"deal\",\"match\":\"c1\"}",
                "{\"op\":\"start\",\"match\":\"x1\",\"players\":[\"ana\",\"ben\",\"cruz\"],\"firstDealer\":\"cruz\",\"seed\":7,\"rules\":\"mexicana\"}",
                "{\"op\":\"deal\",\"match\":\"x1\"}",
                "{\"op\":\"moves\",\"match\":\"x1\"}");
    }
}
