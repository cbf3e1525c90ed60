package org.conquian.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class SimulateCommandTest {

    @TempDir
    Path directory;

    @Test
    void matchesGoToAFileAndAuditValid() throws Exception {
        Path file = directory.resolve("season.jsonl");
        Run run = Run.of("simulate", "--matches", "5", "--seed", "9", "--out", file.toString());
        assertThat(run.exit()).isZero();
        assertThat(run.err()).contains("simulated 5 matches");
        Run audit = Run.of("audit", file.toString());
        assertThat(audit.out().lines()).hasSize(5).allMatch(line -> line.contains("  valid  "));
    }

    @Test
    void theSameSeedGivesTheSameMatches() {
        Run first = Run.of("simulate", "--matches", "2", "--seed", "3", "--out", "-");
        Run second = Run.of("simulate", "--matches", "2", "--seed", "3", "--out", "-");
        assertThat(first.out()).isNotEmpty().isEqualTo(second.out());
        assertThat(first.out().lines().findFirst().orElseThrow()).contains("\"match\":\"sim-3-1\"");
        // a committed shuffle's secret too: drawn from the seed, revealed at the end
        Run fair = Run.of("simulate", "--matches", "2", "--seed", "3", "--fair", "--out", "-");
        assertThat(fair.out()).contains("\"shuffle\"").isEqualTo(Run.of("simulate", "--matches", "2", "--seed", "3", "--fair", "--out", "-").out());
    }

    @Test
    void matchesGoToTheEmbeddedLogOneFileEach() throws Exception {
        Path data = directory.resolve("data");
        assertThat(Run.of("simulate", "--matches", "3", "--data", data.toString()).exit()).isZero();
        try (var files = Files.list(data)) {
            assertThat(files.filter(f -> f.toString().endsWith(".jsonl")).count()).isEqualTo(3);
        }
        Run other = Run.of("simulate", "--matches", "3", "--players", "cruz,dana", "--data", data.toString());
        assertThat(other.exit()).isEqualTo(2);
        assertThat(other.err()).contains("already exists").contains("with other events").contains("choose another --seed or --prefix");
    }

    /** As after an interruption: the first matches are there; the same command passes over them and finishes. */
    @Test
    void theSameCommandRunAgainFinishesAnInterruptedBatch() throws Exception {
        Path data = directory.resolve("data");
        assertThat(Run.of("simulate", "--matches", "2", "--seed", "3", "--data", data.toString()).exit()).isZero();
        Run again = Run.of("simulate", "--matches", "5", "--seed", "3", "--data", data.toString());
        assertThat(again.exit()).isZero();
        assertThat(again.err()).contains("simulated 3 matches").contains("2 were in the log already, the same");
        Run audit = Run.of("audit", "--data", data.toString());
        assertThat(audit.exit()).isZero();
        assertThat(audit.out().lines()).hasSize(5).allMatch(line -> line.contains("valid"));
    }

    @Test
    void badNumbersAreUsageErrors() {
        Run run = Run.of("simulate", "--matches", "lots");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("Invalid value for option '--matches'");
    }

    @Test
    void pagatUpcardMatchesWithTheFiftyTwoCardsAuditValid() throws Exception {
        Path file = directory.resolve("pagat.jsonl");
        Run run = Run.of("simulate", "--rules", "pagat-upcard", "--deck", "52", "--target-wins", "2", "--matches", "5", "--seed", "1",
                "--out", file.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readString(file)).contains("\"rules\":\"pagat-upcard\"").contains("\"deck\":52").containsPattern("\"[89T][CDHS]\"");
        Run audit = Run.of("audit", file.toString());
        assertThat(audit.exit()).isZero();
        assertThat(audit.err()).contains("5 matches: 5 valid");
    }

    /** Every house rule played by the bots, alone or mixed, in the profiles and seats it changes something in, audits valid. */
    @ParameterizedTest(name = "{0} {1}: {2}")
    @CsvSource(delimiter = '|', value = {
            "anglo-40|ana,ben|twice-around",
            "anglo-40|ana,ben|handSize=9,runMax=10,nextDealer=winner",
            "anglo-40|ana,ben|discard-then-meld,drawnDeal=replay",
            "pagat-upcard|ana,ben|two-packs,meldFromHand=true,drawnDeal=point-each",
            "pagat-upcard|ana,ben,cruz,dee|partnership",
            "pagat-upcard|ana,ben,cruz,dee|partnership,revealer=rotation,rearrange=false",
            "mexicana|ana,ben,cruz|offer=round,revealer=next,misdeal=true",
            "mexicana|ana,ben,cruz|meldFromHand=true,offer=round,revealer=rotation,handSize=6",
    })
    void matchesUnderHouseRulesAuditValid(String rules, String players, String house) throws Exception {
        Path file = directory.resolve("house.jsonl");
        Run run = Run.of("simulate", "--rules", rules, "--players", players, "--house", house, "--matches", "3", "--seed", "4", "--out", file.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readAllLines(file).getFirst()).contains("\"house\":{");
        Run audit = Run.of("audit", file.toString());
        assertThat(audit.exit()).as(audit.out()).isZero();
        assertThat(audit.err()).contains("3 matches: 3 valid");
    }

    /** Without --players, a partnership's bots are four, as the table seats no fewer; other tables keep two. */
    @Test
    void aPartnershipsBotsAreFourUnlessNamed() throws Exception {
        Path file = directory.resolve("teams.jsonl");
        Run run = Run.of("simulate", "--rules", "pagat-upcard", "--house", "partnership", "--matches", "1", "--seed", "4", "--out", file.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readAllLines(file).getFirst()).contains("\"players\":[\"ana\",\"ben\",\"cruz\",\"dee\"]");
        Path two = directory.resolve("two.jsonl");
        assertThat(Run.of("simulate", "--rules", "mexicana", "--matches", "1", "--seed", "4", "--out", two.toString()).exit()).isZero();
        assertThat(Files.readAllLines(two).getFirst()).contains("\"players\":[\"ana\",\"ben\"]");
    }

    @Test
    void optionsBelongToTheProfilesThatTakeThem() {
        Run anglo = Run.of("simulate", "--deck", "52", "--out", "-");
        assertThat(anglo.exit()).isEqualTo(2);
        assertThat(anglo.err()).contains("anglo-40 takes no options");
        Run deck = Run.of("simulate", "--rules", "pagat-upcard", "--deck", "80", "--out", "-");
        assertThat(deck.exit()).isEqualTo(2);
        assertThat(deck.err()).contains("40 or 52 cards, not 80");
        Run unknown = Run.of("simulate", "--rules", "twice-around", "--out", "-");
        assertThat(unknown.err()).contains("is not one this build plays");
    }

    @Test
    void progressIsShownOnTheErrorStreamWhenThatIsATerminalWhateverTheOutputIs() {
        Path out = directory.resolve("p.jsonl");
        Run run = Run.redirected("simulate", "--matches", "3", "--seed", "2", "--out", out.toString());
        assertThat(run.err()).contains("simulating [").contains("3 of 3");
        assertThat(Run.redirected("audit", out.toString()).err()).contains("auditing [");
        assertThat(Run.of("audit", out.toString()).err()).doesNotContain("auditing [");
    }
}
