package org.conquian.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.contract.StrictJson;
import org.conquian.kafka.testkit.Broker;
import org.conquian.kafka.testkit.KafkaTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/** The commands on a Kafka topic: simulate, audit, export, import, replay, record and project. */
@KafkaTest
class KafkaCommandsTest {

    private final Broker broker;
    private String topic;

    @TempDir
    Path directory;

    KafkaCommandsTest(Broker broker) {
        this.broker = broker;
    }

    @BeforeEach
    void topic() {
        topic = "cli-" + UUID.randomUUID();
    }

    private Run kafka(String... args) {
        return kafkaWithInput("", args);
    }

    private Run kafkaWithInput(String input, String... args) {
        List<String> all = new java.util.ArrayList<>(List.of(args));
        all.addAll(List.of("--kafka", broker.bootstrapServers(), "--topic", topic));
        return Run.withInput(input, all.toArray(String[]::new));
    }

    private static List<JsonNode> verdicts(String out) {
        return out.lines().map(line -> {
            try {
                return StrictJson.MAPPER.readTree(line);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }).toList();
    }

    @Test
    void anExportImportsBackUnchangedTwiceOverAndAuditsAsTheTopic() throws IOException {
        assertThat(kafka("simulate", "--matches", "3", "--seed", "5").exit()).isZero();
        Path exported = directory.resolve("export.jsonl");
        assertThat(kafka("export", "--out", exported.toString()).exit()).isZero();

        List<JsonNode> fromTopic = verdicts(kafka("audit", "--json").out());
        List<JsonNode> fromFile = verdicts(Run.of("audit", "--json", exported.toString()).out());
        assertThat(fromTopic).hasSize(3);
        for (int i = 0; i < fromTopic.size(); i++) {
            for (String field : List.of("match", "verdict", "events", "chained", "seq", "rule")) {
                assertThat(fromTopic.get(i).get(field)).as(field).isEqualTo(fromFile.get(i).get(field));
            }
        }

        String copy = "copy-" + UUID.randomUUID();
        Run first = Run.of("import", exported.toString(), "--kafka", broker.bootstrapServers(), "--topic", copy);
        assertThat(first.err()).contains("imported " + Files.readAllLines(exported).size() + " events");
        Run second = Run.of("import", exported.toString(), "--kafka", broker.bootstrapServers(), "--topic", copy);
        assertThat(second.err()).contains("imported 0 events");
        Path again = directory.resolve("again.jsonl");
        Run.of("export", "--out", again.toString(), "--kafka", broker.bootstrapServers(), "--topic", copy);
        assertThat(Files.readAllLines(again)).containsExactlyInAnyOrderElementsOf(Files.readAllLines(exported));
    }

    @Test
    void oneMatchIsAuditedAndReplayedFromTheTopic() throws IOException {
        kafka("simulate", "--matches", "2", "--seed", "6");
        Run audit = kafka("audit", "--match", "sim-6-2");
        assertThat(audit.exit()).isZero();
        assertThat(audit.out()).contains("kafka:" + topic + "  sim-6-2  valid");
        Run replay = kafka("replay", "sim-6-2", "--at", "3");
        assertThat(replay.out()).contains("Match sim-6-2").contains("seq 3:");
        Path page = directory.resolve("sim-6-2.html");
        assertThat(kafka("replay", "sim-6-2", "--html", page.toString()).exit()).isZero();
        assertThat(Files.readString(page)).contains("\"match\":\"sim-6-2\"").contains("\"verdict\":\"valid\"");
    }

    @Test
    void aMatchIsRecordedToTheTopicThroughTheProtocol() {
        Run run = kafkaWithInput("""
                {"op":"start","match":"k1","players":["ana","ben"],"firstDealer":"ben","seed":3}
                {"op":"deal","match":"k1"}
                {"op":"reveal","match":"k1"}
                """, "record", "--stdin");
        assertThat(run.out().lines()).hasSize(3).allMatch(line -> line.contains("\"ok\":true"));
        assertThat(kafka("audit", "--match", "k1").out()).contains("k1  in-progress  3 events  chained");
    }

    /** A real table stopped before its first deal, resumed from the topic at the prompt: face down when said, warned when not. */
    @Test
    void aRealTableResumedFromTheTopicBeforeItsFirstDealIsDealtFaceDownWhenSaid() {
        kafkaWithInput("quit\n", "record", "new", "--players", "ana,ben", "--first-dealer", "ben", "--concealed", "--match", "kc1");
        assertThat(kafkaWithInput("quit\n", "record", "resume", "kc1").err()).contains("warning: no deal of match kc1 is recorded yet");
        Run said = kafkaWithInput("deal\nquit\n", "record", "resume", "kc1", "--concealed");
        assertThat(said.err()).doesNotContain("warning");
        assertThat(kafka("audit", "--match", "kc1", "--json").out()).contains("\"verdict\":\"in-progress\"").contains("\"concealed\":1");
    }

    /**
     * A match with calls, rulings and appeals recorded at the prompt to the topic, bad input refused on the way: valid with its
     * rulings counted, replayed from the topic with the called move not applied, and folded by the projector to its end.
     */
    @Test
    void aMatchWithCallsRulingsAndAppealsIsRecordedToTheTopicAndAuditedWithItsCounts() throws IOException {
        Matrix.Setup setup = new Matrix.Setup(org.conquian.rules.Profile.ANGLO_40, List.of("ana", "ben"), org.conquian.rules.Options.NONE);
        Disputes.Disputed disputed = Disputes.Disputed.play(setup, 7);
        List<Matrix.Turn> turns = Disputes.played(disputed.events()).turns();
        org.conquian.event.MatchStarted started = (org.conquian.event.MatchStarted) disputed.events().getFirst();
        Run run = kafkaWithInput(Matrix.promptInput(turns), "record", "new", "--players", "ana,ben", "--first-dealer", started.firstDealer(),
                "--seed", "7", "--match", "kr1");
        assertThat(run.out()).as(run.err()).contains("Match kr1 is over and recorded.");
        assertThat(run.out().lines().filter(line -> line.startsWith("Refused, R-RULING")).count())
                .isEqualTo(turns.stream().mapToLong(turn -> turn.bad().size()).sum());

        JsonNode verdict = verdicts(kafka("audit", "--match", "kr1", "--json").out()).getFirst();
        assertThat(verdict.get("verdict").asText()).isEqualTo("valid");
        assertThat(verdict.get("events").asInt()).isEqualTo(disputed.events().size());
        assertThat(List.of(verdict.get("rulings").asInt(), verdict.get("callsWithoutMove").asInt(), verdict.get("appeals").asInt(),
                verdict.get("dealsVoided").asInt(), verdict.get("dealsAwarded").asInt()))
                .containsExactly(disputed.expected().rulings(), disputed.expected().withoutMove(), disputed.expected().appeals(),
                        disputed.expected().dealsVoided(), disputed.expected().dealsAwarded());
        int call = 0;
        while (!(disputed.events().get(call) instanceof org.conquian.event.IrregularityCalled called && called.move().isPresent())) {
            call++;
        }
        assertThat(kafka("replay", "kr1", "--at", Integer.toString(call + 1)).out()).contains("seq " + (call + 1) + ": irregularity called by cruz")
                .contains("(not applied)").contains("Next: the call of seq " + (call + 1) + " waits for the director's ruling");
        Run project = kafka("project", "--once", "--group", "g-" + UUID.randomUUID());
        assertThat(project.exit()).as(project.err()).isZero();
        assertThat(project.out()).contains("kr1").contains("ended  seq " + disputed.events().size());
    }

    @Test
    void aSignedMatchGoesThroughTheTopicByteForByteAndTheProjectorNamesItsSigner() throws IOException {
        Run.of("keys", "new", "club", "--dir", directory.toString());
        Path signed = directory.resolve("signed.jsonl");
        Run simulate = Run.of("simulate", "--matches", "2", "--seed", "9", "--fair", "--sign-with", directory.resolve("club.key").toString(),
                "--out", signed.toString());
        assertThat(simulate.exit()).as(simulate.err()).isZero();
        assertThat(kafka("import", signed.toString()).exit()).isZero();
        Path exported = directory.resolve("export.jsonl");
        assertThat(kafka("export", "--out", exported.toString()).exit()).isZero();
        assertThat(Files.readAllLines(exported)).containsExactlyInAnyOrderElementsOf(Files.readAllLines(signed));

        List<JsonNode> verdicts = verdicts(kafka("audit", "--json", "--trust", directory.resolve("club.pub").toString()).out());
        assertThat(verdicts).hasSize(2).allSatisfy(verdict -> {
            assertThat(verdict.get("verdict").asText()).isEqualTo("valid");
            assertThat(verdict.get("signedThrough").asLong()).isEqualTo(verdict.get("events").asLong());
            assertThat(verdict.get("shuffle").asText()).isEqualTo("checked");
        });
        Run project = kafka("project", "--once", "--group", "g-" + UUID.randomUUID());
        assertThat(project.out()).contains("ended  seq").contains("signed by ").contains("shuffle checked");
    }

    @Test
    void theProjectorPrintsStandings() {
        kafka("simulate", "--matches", "2", "--seed", "8");
        String group = "g-" + UUID.randomUUID();
        Run run = kafka("project", "--once", "--group", group);
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("Standings over 2 ended matches").contains("ana").contains("ben");
        assertThat(run.err()).containsPattern("applied [1-9][0-9]* new events");
        Run again = kafka("project", "--once", "--group", group);
        assertThat(again.err()).contains("applied 0 new events; read ");
    }
}
