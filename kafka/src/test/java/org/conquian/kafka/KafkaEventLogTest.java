package org.conquian.kafka;

import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.conquian.contract.Encoder;
import org.conquian.event.Event;
import org.conquian.kafka.testkit.Broker;
import org.conquian.kafka.testkit.KafkaTest;
import org.conquian.log.EventLog;
import org.conquian.log.EventLogConformance;
import org.conquian.log.MatchWriter;

import java.util.List;
import java.util.UUID;

/** The Kafka event log passes the conformance suite every store passes, on a three-broker cluster too. */
@KafkaTest(alsoOnACluster = true)
class KafkaEventLogTest extends EventLogConformance {

    private final Broker broker;
    private KafkaSettings settings;

    KafkaEventLogTest(Broker broker) {
        this.broker = broker;
    }

    @Override
    protected EventLog newLog() throws Exception {
        settings = KafkaSettings.of(broker.bootstrapServers()).withTopic("conformance-" + UUID.randomUUID())
                .withTransactionalPrefix("conformance-" + UUID.randomUUID());
        return KafkaEventLog.open(settings);
    }

    /**
     * A recorder that dies mid-turn has begun its transaction and sent part of the turn: a producer with the
     * partition's transactional id does just that, and is abandoned without commit or abort.
     */
    @Override
    protected void crashMidTurn(MatchWriter writer, List<Event> turn) throws Exception {
        String match = writer.head().match();
        List<Encoder.Encoded> encoded = Encoder.encode(writer.head(), turn, AT);
        writer.close();
        int partition = ((KafkaEventLog) log).directory().partitionOf(match);
        KafkaProducer<String, byte[]> dying = Clients.transactional(settings, settings.transactionalId(partition));
        dying.initTransactions();
        dying.beginTransaction();
        dying.send(new ProducerRecord<>(settings.topic(), partition, match, encoded.get(0).line())).get();
        dying.flush();
    }
}
