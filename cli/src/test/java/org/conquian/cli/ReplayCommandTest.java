package org.conquian.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.contract.StrictJson;
import org.conquian.bot.BotMatch;
import org.conquian.event.CardDiscarded;
import org.conquian.event.Event;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.testkit.Scripted;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Fixtures.card;

/** The replay's table, pinned by golden files, and the replay's choices of match and view. */
class ReplayCommandTest {

    @TempDir
    Path directory;
    private Path log;

    @BeforeEach
    void writeLog() throws IOException {
        log = Logs.write(directory.resolve("club-7.jsonl"), "club-7", Scripted.match());
    }

    @Test
    void theTableAfterTheForcedWinningTake() throws IOException {
        Run run = Run.of("replay", log.toString(), "--at", "14");
        assertThat(run.exit()).isZero();
        Golden.assertMatches("replay-club-7-at-14.txt", run.out());
    }

    @Test
    void theTableWhileACardIsOpenAndForceable() throws IOException {
        Golden.assertMatches("replay-club-7-at-11.txt", Run.of("replay", log.toString(), "--at", "11").out());
    }

    @Test
    void theTableAsOnePlayerSawIt() throws IOException {
        Run run = Run.of("replay", log.toString(), "--at", "30", "--as", "ben");
        Golden.assertMatches("replay-club-7-at-30-as-ben.txt", run.out());
        assertThat(run.out()).contains("hidden").doesNotContain("top first");
    }

    @Test
    void theEndOfAMatch() throws IOException {
        Golden.assertMatches("replay-club-7-end.txt", Run.of("replay", log.toString()).out());
    }

    @Test
    void anInvalidMatchStopsAtItsFault() throws IOException {
        List<Event> events = new ArrayList<>(Scripted.match());
        events.set(Scripted.BEN_DISCARDS_JD - 1, new CardDiscarded("ben", card("KS")));
        Path bad = Logs.write(directory.resolve("bad.jsonl"), "club-8", events);
        Run run = Run.of("replay", bad.toString());
        Golden.assertMatches("replay-club-8-fault.txt", run.out());
        assertThat(run.out()).contains("Invalid at seq 9 (line 9), R-DISCARD");
    }

    @Test
    void theStateAsJson() throws IOException {
        JsonNode state = StrictJson.MAPPER.readTree(Run.of("replay", log.toString(), "--at", "11", "--json").out());
        assertThat(state.get("match").asText()).isEqualTo("club-7");
        assertThat(state.get("seq").asLong()).isEqualTo(11);
        JsonNode end = StrictJson.MAPPER.readTree(Run.of("replay", log.toString(), "--json").out());
        assertThat(end.get("seq").asLong()).isEqualTo(Scripted.match().size());
        assertThat(StrictJson.MAPPER.readTree(Run.of("replay", log.toString(), "--at", "0", "--json").out()).get("seq").asLong()).isZero();
        assertThat(state.get("deal").get("centre").get("card").asText()).isEqualTo("JC");
        assertThat(state.get("deal").get("centre").get("openTo").asText()).isEqualTo("ana");
        assertThat(state.get("deal").get("hands").get("ben").get("hand")).hasSize(6);
    }

    @Test
    void aMatchOfTheEmbeddedLogIsFoundByItsId() {
        Path data = directory.resolve("data");
        Run.of("simulate", "--matches", "1", "--seed", "2", "--data", data.toString());
        Run run = Run.of("replay", "sim-2-1", "--data", data.toString(), "--at", "3");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("Match sim-2-1").contains("seq 3:");
    }

    @Test
    void mistakesAreExplained() throws IOException {
        assertThat(Run.of("replay", log.toString(), "--at", "999").err()).contains("has no valid event of seq 999");
        assertThat(Run.of("replay", log.toString(), "--as", "zoe").err()).contains("zoe does not play in match club-7");
        assertThat(Run.of("replay", "nope", "--data", directory.toString()).err()).contains("there is no match nope");
        Path two = directory.resolve("two.jsonl");
        Files.writeString(two, Files.readString(log)
                + Files.readString(Logs.write(directory.resolve("other.jsonl"), "club-9", Scripted.match())));
        assertThat(Run.of("replay", two.toString()).err()).contains("holds 2 matches (club-7, club-9): choose one with --match");
    }

    /** A file of several matches needs --match: the usage shows it beside the file, and every option of the command once. */
    @Test
    void theUsageShowsTheMatchOfAFileBesideIt() {
        String usage = Run.of("replay", "--help").out().split("\n\n", 2)[0];
        assertThat(usage).startsWith("Usage: conquian replay MATCH|FILE [--match=ID]");
        CommandLine replay = Main.commandLine(new Io(InputStream.nullInputStream(), new PrintWriter(Writer.nullWriter()),
                new PrintWriter(Writer.nullWriter()), false, false, false, Run.CLOCK)).getSubcommands().get("replay");
        for (CommandLine.Model.OptionSpec option : replay.getCommandSpec().options()) {
            if (!option.usageHelp() && !option.versionHelp()) {
                assertThat(usage).as(option.longestName()).contains(option.longestName());
            }
        }
        for (String line : usage.lines().toList()) {
            assertThat(line.length()).as(line).isLessThanOrEqualTo(80);
        }
    }

    @Test
    void aDirectoryIsNotAMatch() {
        Run run = Run.of("replay", directory.toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains(directory + " is a directory");
    }

    @Test
    void anInvalidMatchReplaysToItsFaultAndExitsOne() throws IOException {
        List<Event> events = new ArrayList<>(Scripted.match());
        events.set(Scripted.BEN_DISCARDS_JD - 1, new CardDiscarded("ben", card("KS")));
        Path file = Logs.write(directory.resolve("bad.jsonl"), "club-8", events);
        Run run = Run.of("replay", file.toString(), "--no-color");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).contains("Invalid at seq " + Scripted.BEN_DISCARDS_JD);
    }

    /** The file is parsed on a thread of its own: a line it cannot read, far in, still stops the replay there, named. */
    @Test
    void aLongMatchStopsAtALineThatIsNotJsonFarIn() throws IOException {
        List<Event> events = BotMatch.play(List.of("ana", "ben"), Profile.PAGAT_UPCARD, new Options(null, null, 20), 11);
        Path file = Logs.write(directory.resolve("long.jsonl"), "club-9", events);
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int broken = lines.size() - 700;
        lines.set(broken - 1, "{\"match\":\"club-9\",\"seq\":" + broken + ",");
        Files.write(file, lines);
        Run run = Run.of("replay", file.toString(), "--at", String.valueOf(broken - 1), "--no-color");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).contains("seq " + (broken - 1) + ":").contains("Invalid at line " + broken + ", SCHEMA: line " + broken + " is not JSON");
    }

    @Test
    void atZeroIsBeforeTheFirstEventAndAPlayersViewSaysWhose() throws IOException {
        Path file = Logs.write(directory.resolve("club-7.jsonl"), "club-7", Scripted.match());
        assertThat(Run.of("replay", file.toString(), "--at", "0", "--no-color").out()).contains("not started")
                .contains("  ben (deals first)").contains("  centre  the match has not started yet: ben deals first")
                .contains("Next: the match to start").doesNotContain("hand");
        assertThat(Run.of("replay", file.toString(), "--at", "0", "--as", "ana", "--no-color").out())
                .contains("  centre  the match has not started yet: ben deals first");
        assertThat(Run.of("replay", file.toString(), "--at", "5", "--as", "ana", "--no-color").out()).contains("| as ana sees it");
    }
}
