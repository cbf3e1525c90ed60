package org.conquian.log.file;

import org.conquian.audit.Verdict;
import org.conquian.bot.BotMatch;
import org.conquian.contract.Encoder;
import org.conquian.contract.Head;
import org.conquian.event.CardDiscarded;
import org.conquian.event.Event;
import org.conquian.log.AuditedImport;
import org.conquian.rules.RuleId;
import org.conquian.testkit.Scripted;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Fixtures.card;

/** An import into the embedded log: each match audited first, what the log has passed over, a conflict left alone. */
class AuditedImportTest {

    private static final List<String> PLAYERS = List.of("ana", "ben");

    @TempDir
    Path directory;

    @Test
    void anInvalidMatchIsLeftOutAndTheOthersAreImportedOnce() throws IOException {
        List<Event> tampered = new ArrayList<>(Scripted.match());
        tampered.set(Scripted.BEN_DISCARDS_JD - 1, new CardDiscarded("ben", card("KS")));
        List<Event> genuine = BotMatch.play(PLAYERS, 3);
        Path file = write("both.jsonl", lines("club-7", tampered) + lines("club-8", genuine));
        try (FileEventLog log = FileEventLog.open(directory.resolve("data"))) {
            List<AuditedImport.Outcome> first = AuditedImport.into(log).importFile(file);
            assertThat(first).hasSize(2);
            assertThat(first.get(0)).isInstanceOfSatisfying(AuditedImport.Outcome.Invalid.class, invalid -> {
                assertThat(invalid.verdict().kind()).isEqualTo(Verdict.Kind.INVALID);
                assertThat(invalid.verdict().fault().rule()).isEqualTo(RuleId.DISCARD);
            });
            assertThat(first.get(1)).isEqualTo(new AuditedImport.Outcome.Imported("club-8", 0, genuine.size()));
            assertThat(log.matches()).containsExactly("club-8");

            assertThat(AuditedImport.into(log).importFile(file).get(1))
                    .isEqualTo(new AuditedImport.Outcome.Imported("club-8", genuine.size(), 0));
            assertThat(log.events("club-8")).hasSize(genuine.size());
        }
    }

    @Test
    void aLineThatIsNotAnEventIsJudgedAsTheAuditJudgesItAndTheValidMatchesAreImported() throws IOException {
        List<Event> genuine = BotMatch.play(PLAYERS, 3);
        Path file = write("mixed.jsonl", "this is no event\n" + lines("club-1", genuine) + lines("club-2", BotMatch.play(PLAYERS, 4))
                + "{\"match\":\"club-2\",\"seq\":\"x\"}\n");
        try (FileEventLog log = FileEventLog.open(directory.resolve("data"))) {
            List<AuditedImport.Outcome> outcomes = AuditedImport.into(log).importFile(file);
            assertThat(outcomes).hasSize(3);
            assertThat(outcomes.get(0)).isInstanceOfSatisfying(AuditedImport.Outcome.NoMatch.class,
                    stray -> assertThat(stray.verdict().fault().rule()).isEqualTo(RuleId.SCHEMA));
            assertThat(outcomes.get(1)).isEqualTo(new AuditedImport.Outcome.Imported("club-1", 0, genuine.size()));
            assertThat(outcomes.get(2)).isInstanceOfSatisfying(AuditedImport.Outcome.Invalid.class,
                    invalid -> assertThat(invalid.match()).isEqualTo("club-2"));
            assertThat(log.matches()).containsExactly("club-1");
        }
    }

    @Test
    void aMatchThatDiffersFromTheLogIsLeftAsItIsAndTheFirstDifferenceNamed() throws IOException {
        try (FileEventLog log = FileEventLog.open(directory.resolve("data"))) {
            AuditedImport audited = AuditedImport.into(log);
            audited.importFile(write("first.jsonl", lines("club-9", BotMatch.play(PLAYERS, 5))));
            List<AuditedImport.Outcome> second = audited.importFile(write("second.jsonl", lines("club-9", BotMatch.play(PLAYERS, 6))));
            assertThat(second).singleElement().isInstanceOfSatisfying(AuditedImport.Outcome.Conflict.class, conflict -> {
                assertThat(conflict.inLog().envelope().seq()).isEqualTo(conflict.inFile().envelope().seq());
                assertThat(conflict.inLog().event()).isNotEqualTo(conflict.inFile().event());
            });
            assertThat(log.events("club-9")).extracting(line -> line.event()).isEqualTo(BotMatch.play(PLAYERS, 5));
        }
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(directory.resolve(name), text);
    }

    private static String lines(String match, List<Event> events) {
        StringBuilder text = new StringBuilder();
        for (Encoder.Encoded encoded : Encoder.encode(Head.empty(match), events, "2026-11-29T18:00:00Z")) {
            text.append(new String(encoded.line(), StandardCharsets.UTF_8)).append('\n');
        }
        return text.toString();
    }
}
