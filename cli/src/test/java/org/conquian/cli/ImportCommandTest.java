package org.conquian.cli;

import org.conquian.bot.BotMatch;
import org.conquian.event.CardDiscarded;
import org.conquian.event.Event;
import org.conquian.testkit.Scripted;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Fixtures.card;

/** {@code conquian import} into the embedded log: audited first, idempotent, conflicts named. */
class ImportCommandTest {

    @TempDir
    Path directory;

    private Path data() {
        return directory.resolve("data");
    }

    @Test
    void aTamperedMatchIsNotImportedAndTheGenuineOneStillIs() throws IOException {
        List<Event> tampered = new ArrayList<>(Scripted.match());
        tampered.set(Scripted.BEN_DISCARDS_JD - 1, new CardDiscarded("ben", card("KS")));
        Path forged = Logs.write(directory.resolve("forged.jsonl"), "club-7", tampered);
        Path other = Logs.write(directory.resolve("other.jsonl"), "club-8", BotMatch.play(List.of("ana", "ben"), 3));
        Path both = Files.writeString(directory.resolve("both.jsonl"), Files.readString(forged) + Files.readString(other));

        Run run = Run.of("import", both.toString(), "--data", data().toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).contains("club-7  invalid  9 events  seq 9, line 9  R-DISCARD");
        assertThat(run.err()).contains("match club-7 in " + both + " is invalid; none of it was imported")
                .contains("left out: 1 invalid match");
        assertThat(data().resolve("club-7.jsonl")).doesNotExist();
        assertThat(data().resolve("club-8.jsonl")).exists();

        Path genuine = Logs.write(directory.resolve("genuine.jsonl"), "club-7", Scripted.match());
        Run afterwards = Run.of("import", genuine.toString(), "--data", data().toString());
        assertThat(afterwards.exit()).isZero();
        assertThat(Files.readString(data().resolve("club-7.jsonl"))).isEqualTo(Files.readString(genuine));
    }

    @Test
    void aLineThatIsNotAnEventIsLeftOutWithItsVerdictAndTheValidMatchesAreImported() throws IOException {
        Path one = Logs.write(directory.resolve("one.jsonl"), "club-1", BotMatch.play(List.of("ana", "ben"), 3));
        Path two = Logs.write(directory.resolve("two.jsonl"), "club-2", BotMatch.play(List.of("ana", "ben"), 4));
        List<String> lines = new ArrayList<>(Files.readAllLines(one));
        lines.add(0, "this is no event");
        lines.addAll(Files.readAllLines(two));
        lines.add("{\"match\":\"club-2\",\"seq\":\"x\"}");
        Path mixed = Files.write(directory.resolve("mixed.jsonl"), lines);

        Run run = Run.of("import", mixed.toString(), "--data", data().toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).contains("(no match)  invalid").contains("club-2  invalid");
        assertThat(run.err()).contains(mixed + " has lines of no match; they were left out")
                .contains("match club-2 in " + mixed + " is invalid; none of it was imported")
                .contains("imported " + Files.readAllLines(one).size() + " events of 1 match into the embedded log in " + data())
                .contains("left out: 1 invalid match, the lines of no match in 1 file");
        assertThat(Files.readString(data().resolve("club-1.jsonl"))).isEqualTo(Files.readString(one));
        assertThat(data().resolve("club-2.jsonl")).doesNotExist();
    }

    @Test
    void anEmptyFileIsSaidToBeEmpty() throws IOException {
        Path empty = Files.writeString(directory.resolve("empty.jsonl"), "\n");
        Run run = Run.of("import", empty.toString(), "--data", data().toString());
        assertThat(run.exit()).isZero();
        assertThat(run.err()).contains("conquian import: " + empty + " is empty: it holds no event");
    }

    /** One line of garbage in a long match: without the option the whole match is left out; with it, what comes before. */
    @Test
    void cutAtFaultImportsAMatchUpToItsFaultAsInProgressAndSaysWhatWasCut() throws IOException {
        Path whole = Logs.write(directory.resolve("whole.jsonl"), "club-3", BotMatch.play(List.of("ana", "ben"), 3));
        List<String> lines = new ArrayList<>(Files.readAllLines(whole));
        int fault = 41;
        lines.add(fault - 1, "{\"match\":\"club-3\",\"seq\": garbage");
        Path damaged = Files.write(directory.resolve("damaged.jsonl"), lines);

        assertThat(Run.of("import", damaged.toString(), "--data", data().toString()).exit()).isEqualTo(1);
        assertThat(data().resolve("club-3.jsonl")).doesNotExist();

        Run cut = Run.of("import", damaged.toString(), "--cut-at-fault", "--data", data().toString());
        assertThat(cut.exit()).isEqualTo(1);
        assertThat(cut.out()).contains("club-3  invalid").contains("line " + fault + "  SCHEMA");
        assertThat(cut.err()).contains("match club-3 in " + damaged + " was cut at its fault (line " + fault + "): its " + (fault - 1)
                + " events before it are in the log, as a match in progress").contains("left out: the rest of 1 match cut at its fault");
        assertThat(Files.readAllLines(data().resolve("club-3.jsonl"))).isEqualTo(lines.subList(0, fault - 1));
        assertThat(Run.of("audit", "--data", data().toString()).out()).contains("club-3  in-progress  " + (fault - 1) + " events");
    }

    @Test
    void aConflictNamesTheFirstSeqWhereTheTwoDifferAndBothEvents() throws IOException {
        Path first = Logs.write(directory.resolve("first.jsonl"), "club-9", BotMatch.play(List.of("ana", "ben"), 5));
        assertThat(Run.of("import", first.toString(), "--data", data().toString()).exit()).isZero();
        Path second = Logs.write(directory.resolve("second.jsonl"), "club-9", BotMatch.play(List.of("ana", "ben"), 6));

        Run run = Run.of("import", second.toString(), "--data", data().toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("match club-9 in " + second + " differs from the log at seq ")
                .contains("the log has:  {").contains("the file has: {").contains("1 match in conflict");
        assertThat(Files.readString(data().resolve("club-9.jsonl"))).isEqualTo(Files.readString(first));
    }

    @Test
    void importingTwiceAddsNothing() throws IOException {
        Path file = Logs.write(directory.resolve("club.jsonl"), "club-7", Scripted.match());
        assertThat(Run.of("import", file.toString(), "--data", data().toString()).err()).contains("imported 107 events");
        Run again = Run.of("import", file.toString(), "--data", data().toString());
        assertThat(again.exit()).isZero();
        assertThat(again.err()).contains("imported 0 events").contains("107 were there already");
    }

    @Test
    void aFileThatIsNotUtf8IsNamedWithItsLine() throws IOException {
        Path file = directory.resolve("latin1.jsonl");
        Files.write(file, new byte[] {(byte) 0xff, (byte) 0xfe, '\n'});
        Run run = Run.of("import", file.toString(), "--data", directory.resolve("log").toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains(file + ", line 1 is not UTF-8 text").doesNotContain("Input length")
                .contains("imported 0 events of 0 matches").contains("left out: 1 file that could not be read");
        Path packs = directory.resolve("packs.txt");
        Files.write(packs, new byte[] {'A', 'C', '\n', (byte) 0xe9, '\n'});
        Run start = Run.of("record", "new", "--players", "ana,ben", "--packs", packs.toString(), "--data", directory.resolve("log").toString());
        assertThat(start.err()).contains(packs + ", line 2 is not UTF-8 text");
    }
}
