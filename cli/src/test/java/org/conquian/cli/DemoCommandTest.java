package org.conquian.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class DemoCommandTest {

    @TempDir
    Path directory;

    @Test
    void botsPlayAMatchThatIsRecordedAuditedAndShown() {
        Run run = Run.of("demo", "--seed", "3", "--match", "d1", "--data", directory.toString());
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("Recorded match d1 (seed 3)")
                .contains("d1  valid").contains("chained")
                .contains("The last deal, as it ended:")
                .contains("the match is over")
                .contains("conquian replay d1 --data " + directory);
        assertThat(run.out().split("Next: ", -1)).as("one line says what comes next").hasSize(2);
        assertThat(Files.exists(directory.resolve("d1.jsonl"))).isTrue();
    }

    @Test
    void fourBotsPlayInPartnershipUnderTheHouseRulesGiven() throws Exception {
        Run run = Run.of("demo", "--seed", "3", "--match", "d2", "--rules", "pagat-upcard", "--target-wins", "1", "--house", "partnership",
                "--data", directory.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("d2  valid").contains("ana & cruz");
        assertThat(Files.readString(directory.resolve("d2.jsonl"))).contains("\"players\":[\"ana\",\"ben\",\"cruz\",\"dee\"]")
                .contains("\"house\":{\"partnership\":true}");
    }

    /** The commands the demo (and the prompt's quit) tell a user to run next name the log as it was given, client settings too. */
    @Test
    void theCommandsToRunNextNameTheKafkaClientSettings() {
        LogOptions secured = CommandLine.populateCommand(new LogOptions(), "--kafka", "127.0.0.1:9093",
                "--kafka-config", "conquian-broker/auditor.client.properties");
        assertThat(secured.again()).isEqualTo(" --kafka 127.0.0.1:9093 --kafka-config conquian-broker/auditor.client.properties");
        LogOptions spaced = CommandLine.populateCommand(new LogOptions(), "--data", "club data");
        assertThat(spaced.again()).isEqualTo(" --data 'club data'");
    }
}
