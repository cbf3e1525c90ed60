package org.conquian.cli;

import org.conquian.kafka.KafkaEventLog;
import org.conquian.kafka.KafkaSettings;
import org.conquian.kafka.testkit.Broker;
import org.conquian.kafka.testkit.KafkaTest;
import org.conquian.log.EventLog;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * The matrix on a Kafka topic ({@link Matrix}): every profile, as the rule books have it and under house rules,
 * through each way in, a topic a case. Each profile and each house mix meets every way in, in known deals through
 * two of them and concealed deals through the other two, so that every way in records both kinds of deal on the topic.
 */
@KafkaTest
class MatrixKafkaTest {

    private final Broker broker;

    MatrixKafkaTest(Broker broker) {
        this.broker = broker;
    }

    static Stream<Arguments> matrix() {
        List<Matrix.Setup> setups = new ArrayList<>(Matrix.profiles());
        setups.addAll(Matrix.houses());
        List<Arguments> cases = new ArrayList<>();
        for (int setup = 0; setup < setups.size(); setup++) {
            for (Matrix.Way way : Matrix.Way.values()) {
                cases.add(Arguments.of(setups.get(setup), (setup + way.ordinal()) % 2 == 1, way));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}, concealed {1}, {2}")
    @MethodSource("matrix")
    void aMatchOfListedMovesIsRecordedToItsEndOnTheTopic(Matrix.Setup setup, boolean concealed, Matrix.Way way) throws Exception {
        String topic = "matrix-" + UUID.randomUUID();
        KafkaSettings settings = KafkaSettings.of(broker.bootstrapServers()).withTopic(topic).withTransactionalPrefix(topic)
                .withTimeout(Duration.ofSeconds(30));
        Matrix.check(setup, concealed, way, new Matrix.Place() {
            @Override
            public EventLog open() throws IOException {
                return KafkaEventLog.open(settings);
            }

            @Override
            public List<String> options() {
                return List.of("--kafka", broker.bootstrapServers(), "--topic", topic);
            }
        });
    }
}
