package org.conquian.kafka;

import org.conquian.audit.LogAudit;
import org.conquian.audit.Verdict;
import org.conquian.bot.BotMatch;
import org.conquian.event.Event;
import org.conquian.kafka.testkit.Broker;
import org.conquian.kafka.testkit.KafkaTest;
import org.conquian.log.LogCursor;
import org.conquian.log.MatchBusyException;
import org.conquian.log.MatchWriter;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Two recorders of one match, as two processes: the second fences the first, and the log stays valid. */
@KafkaTest
class KafkaRecordersTest {

    private static final String AT = "2026-11-29T18:00:00Z";

    private final Broker broker;
    private KafkaSettings settings;

    KafkaRecordersTest(Broker broker) {
        this.broker = broker;
    }

    @BeforeEach
    void settings() {
        settings = KafkaSettings.of(broker.bootstrapServers()).withTopic("recorders-" + UUID.randomUUID())
                .withTransactionalPrefix("recorders-" + UUID.randomUUID());
    }

    @Test
    void theSecondRecorderOfAMatchFencesTheFirst() throws IOException {
        List<Event> events = BotMatch.play(List.of("ana", "ben"), 31);
        try (KafkaEventLog first = KafkaEventLog.open(settings); KafkaEventLog second = KafkaEventLog.open(settings)) {
            MatchWriter a = first.openWriter("m");
            a.append(0, events.subList(0, 10), AT);
            MatchWriter b = second.openWriter("m");
            assertThat(b.head()).isEqualTo(a.head());
            assertThatThrownBy(() -> a.append(10, events.subList(10, 12), AT))
                    .isInstanceOf(MatchBusyException.class)
                    .hasMessageContaining("match m is being recorded elsewhere");
            b.append(10, events.subList(10, events.size()), AT);
            a.close();
            b.close();
            assertThat(audit(second, "m").kind()).isEqualTo(Verdict.Kind.VALID);
        }
    }

    @Test
    void aFinishedMatchIsFoundThroughTheDirectoryWithItsLastOffset() throws IOException {
        List<Event> events = BotMatch.play(List.of("ana", "ben"), 32);
        try (KafkaEventLog log = KafkaEventLog.open(settings)) {
            try (MatchWriter other = log.openWriter("other")) {
                other.append(0, BotMatch.play(List.of("ana", "ben"), 33), AT);
            }
            try (MatchWriter writer = log.openWriter("m")) {
                writer.append(0, events, AT);
            }
            MatchDirectory.Entry entry = log.directory().lookup("m").orElseThrow();
            assertThat(entry.partition()).isEqualTo(log.directory().partitionOf("m"));
            assertThat(entry.last()).isEqualTo(entry.first() + events.size() - 1);
            assertThat(log.matches()).containsExactly("m", "other");
            assertThat(audit(log, "m").events()).isEqualTo(events.size());
        }
    }

    static Verdict audit(KafkaEventLog log, String match) throws IOException {
        LogAudit audit = new LogAudit(true, false);
        try (LogCursor lines = log.read(match)) {
            lines.forEachRemaining(audit::accept);
        }
        return audit.verdicts().get(0);
    }
}
