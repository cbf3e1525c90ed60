package org.conquian.cli;

import org.conquian.kafka.KafkaEventLog;
import org.conquian.kafka.KafkaSettings;
import org.conquian.kafka.testkit.Broker;
import org.conquian.kafka.testkit.KafkaTest;
import org.conquian.log.EventLog;
import org.conquian.rules.Profile;
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
 * Matches with calls and rulings are recorded on a topic through each way in too.
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
        Matrix.check(setup, concealed, way, topic());
    }

    /** The disputed matches, each way in once on a topic, two in known deals and two concealed, one of them under house rules. */
    static Stream<Arguments> disputes() {
        return MatrixTest.disputes().filter(arguments -> {
            Matrix.Setup setup = (Matrix.Setup) arguments.get()[0];
            boolean concealed = (boolean) arguments.get()[1];
            Matrix.Way way = (Matrix.Way) arguments.get()[2];
            return setup.profile() == Profile.ANGLO_40 && setup.options().house().isEmpty() && concealed == (way.ordinal() % 2 == 1)
                    || !setup.options().house().isEmpty() && concealed && way == Matrix.Way.HTTP;
        });
    }

    @ParameterizedTest(name = "{0}, concealed {1}, {2}")
    @MethodSource("disputes")
    void aMatchWithCallsAndRulingsIsRecordedToItsEndOnTheTopic(Matrix.Setup setup, boolean concealed, Matrix.Way way) throws Exception {
        Matrix.checkDisputed(setup, concealed, way, topic());
    }

    /** A topic of its own for the case. */
    private Matrix.Place topic() {
        String topic = "matrix-" + UUID.randomUUID();
        KafkaSettings settings = KafkaSettings.of(broker.bootstrapServers()).withTopic(topic).withTransactionalPrefix(topic)
                .withTimeout(Duration.ofSeconds(30));
        return new Matrix.Place() {
            @Override
            public EventLog open() throws IOException {
                return KafkaEventLog.open(settings);
            }

            @Override
            public List<String> options() {
                return List.of("--kafka", broker.bootstrapServers(), "--topic", topic);
            }
        };
    }
}
