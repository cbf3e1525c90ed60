package org.conquian.kafka;

import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.errors.TimeoutException;
import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;
import org.conquian.bot.BotMatch;
import org.conquian.contract.Encoder;
import org.conquian.contract.Head;
import org.conquian.event.Event;
import org.conquian.kafka.testkit.Broker;
import org.conquian.kafka.testkit.KafkaTest;
import org.conquian.log.LogCursor;
import org.conquian.log.MatchWriter;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A recorder process killed in the middle of a turn: readers never see the half turn, and the next recorder goes on. */
@KafkaTest
class KafkaCrashTest {

    private static final String AT = "2026-11-29T18:00:00Z";
    private static final List<String> PLAYERS = List.of("ana", "ben");

    private final Broker broker;

    KafkaCrashTest(Broker broker) {
        this.broker = broker;
    }

    @Test
    void aRecorderKilledMidTurnLeavesNoVisibleHalfTurn() throws Exception {
        KafkaSettings settings = KafkaSettings.of(broker.bootstrapServers()).withTopic("crash-" + UUID.randomUUID())
                .withTransactionalPrefix("crash-" + UUID.randomUUID()).withTimeout(Duration.ofSeconds(3));
        List<Event> events = BotMatch.play(PLAYERS, 41);
        try (KafkaEventLog log = KafkaEventLog.open(settings)) {
            try (MatchWriter writer = log.openWriter("m")) {
                writer.append(0, events.subList(0, 20), AT);
            }
            Path java = Path.of(ProcessHandle.current().info().command().orElseThrow());
            Process recorder = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"), HalfTurn.class.getName(),
                    settings.bootstrapServers(), settings.topic(), settings.transactionalPrefix(), "m", "41").redirectErrorStream(true).start();
            try (BufferedReader out = new BufferedReader(new InputStreamReader(recorder.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                do {
                    line = out.readLine();
                } while (line != null && !line.equals("half a turn sent"));
                assertThat(line).isEqualTo("half a turn sent");
                assertThatThrownBy(() -> committed(log)).as("while the recorder lives, a read shows no half turn: it waits for the turn")
                        .isInstanceOf(UncheckedIOException.class).hasRootCauseInstanceOf(TimeoutException.class)
                        .hasMessageContaining("within 3 s").hasMessageContaining("not yet settled");
            } finally {
                recorder.destroyForcibly();
                assertThat(recorder.waitFor(30, TimeUnit.SECONDS)).isTrue();
            }
            try (MatchWriter writer = log.openWriter("m")) {
                assertThat(writer.head().seq()).as("opening the match aborted the dead recorder's turn").isEqualTo(20);
                assertThat(committed(log)).hasSize(20);
                writer.append(20, events.subList(20, events.size()), AT);
            }
            assertThat(KafkaRecordersTest.audit(log, "m").kind()).isEqualTo(Verdict.Kind.VALID);
        }
    }

    private static List<LogLine> committed(KafkaEventLog log) throws Exception {
        List<LogLine> lines = new ArrayList<>();
        try (LogCursor cursor = log.read("m")) {
            cursor.forEachRemaining(lines::add);
        }
        return lines;
    }

    /**
     * A recorder in its own process that takes the match's partition over, begins the next turn's transaction,
     * sends part of the turn, and then waits to be killed.
     */
    public static final class HalfTurn {
        public static void main(String[] args) throws Exception {
            KafkaSettings settings = KafkaSettings.of(args[0]).withTopic(args[1]).withTransactionalPrefix(args[2]);
            String match = args[3];
            List<Event> events = BotMatch.play(PLAYERS, Long.parseLong(args[4]));
            Head head;
            int partition;
            try (KafkaEventLog log = KafkaEventLog.open(settings); MatchWriter writer = log.openWriter(match)) {
                head = writer.head();
                partition = log.directory().partitionOf(match);
            }
            List<Encoder.Encoded> turn = Encoder.encode(head, events.subList((int) head.seq(), (int) head.seq() + 3), AT);
            KafkaProducer<String, byte[]> producer = Clients.transactional(settings, settings.transactionalId(partition));
            producer.initTransactions();
            producer.beginTransaction();
            producer.send(new ProducerRecord<>(settings.topic(), partition, match, turn.get(0).line())).get();
            producer.send(new ProducerRecord<>(settings.topic(), partition, match, turn.get(1).line())).get();
            System.out.println("half a turn sent");
            System.out.flush();
            Thread.sleep(Long.MAX_VALUE);
        }
    }
}
