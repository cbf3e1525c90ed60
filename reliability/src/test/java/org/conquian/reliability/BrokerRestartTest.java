package org.conquian.reliability;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.LogAudit;
import org.conquian.audit.Verdict;
import org.conquian.bot.Bot;
import org.conquian.bot.BotMatch;
import org.conquian.broker.LocalBroker;
import org.conquian.card.Shuffle;
import org.conquian.game.MatchState;
import org.conquian.kafka.KafkaEventLog;
import org.conquian.kafka.KafkaSettings;
import org.conquian.log.EventLogException;
import org.conquian.log.LogCursor;
import org.conquian.recorder.Outcome;
import org.conquian.recorder.Packs;
import org.conquian.recorder.Protocol;
import org.conquian.recorder.LiveMatch;
import org.conquian.recorder.Recorder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.ThrowingSupplier;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * The broker goes away in the middle of a recording and comes back: no call hangs (each ends by its own
 * deadline, with an error), moves whose answers were lost are sent again with the seq their sender had
 * seen, and the matches end whole, with no gap, duplicate or half turn. Runs on a broker of its own, as it
 * stops it.
 */
class BrokerRestartTest {

    /**
     * The log's deadline: what a broker that is up takes to create a topic on a loaded two-core machine (2 s
     * did not always do), and what each move waits while the broker is away.
     */
    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    /** Far past the log's own deadline, however loaded the machine: a call still running then has hung. */
    private static final Duration HANG = Duration.ofSeconds(120);
    private static final List<String> PLAYERS = List.of("ana", "ben");

    @TempDir
    Path directory;

    @Test
    void aRecordingSurvivesTheBrokerStoppingAndStartingAgain() throws Exception {
        LocalBroker broker = LocalBroker.start(directory, 0);
        KafkaSettings settings = KafkaSettings.of(broker.bootstrapServers()).withTopic("restart").withTimeout(TIMEOUT);
        List<Long> seeds = List.of(11L, 12L, 13L);
        int failures = 0;
        int moves = 0;
        try (KafkaEventLog log = KafkaEventLog.open(settings)) {
            Recorder recorder = new Recorder(log, Clock.systemUTC());
            List<LiveMatch> matches = new ArrayList<>();
            List<Bot[]> bots = new ArrayList<>();
            for (long seed : seeds) {
                matches.add(recorder.start("m" + seed, PLAYERS, null, Packs.seeded(seed)));
                bots.add(new Bot[] {new Bot("ana", Shuffle.mix(seed ^ 1)), new Bot("ben", Shuffle.mix(seed ^ 2))});
            }
            boolean stopped = false;
            boolean restarted = false;
            while (matches.stream().anyMatch(match -> match.state().stage() != MatchState.Stage.ENDED)) {
                assertThat(moves).as("the matches end").isLessThan(20_000);
                for (int i = 0; i < matches.size(); i++) {
                    LiveMatch match = matches.get(i);
                    if (match.state().stage() == MatchState.Stage.ENDED) {
                        continue;
                    }
                    long seed = seeds.get(i);
                    Bot[] players = bots.get(i);
                    long expect = match.seq();
                    try {
                        Outcome outcome = returning(() -> match.legalMoves().dealDue() ? match.deal(expect)
                                : match.submit(expect, table -> BotMatch.next(table, players, seed)));
                        assertThat(outcome).isInstanceOfAny(Outcome.Recorded.class, Outcome.Repeated.class);
                    } catch (EventLogException e) {
                        failures++;
                    }
                    moves++;
                }
                if (moves >= 30 && !stopped) {
                    broker.close();
                    stopped = true;
                } else if (stopped && !restarted && failures >= 3) {
                    broker = broker.restart();
                    restarted = true;
                }
            }
            assertThat(restarted).isTrue();
            for (LiveMatch match : matches) {
                Verdict verdict = audit(log, match.match());
                assertThat(verdict.kind()).as(match.match()).isEqualTo(Verdict.Kind.VALID);
                assertThat(verdict.events()).isEqualTo(match.seq());
                match.close();
            }
        } finally {
            broker.close();
        }
        assertThat(failures).as("moves failed while the broker was away").isGreaterThanOrEqualTo(3);
    }

    /** A game server on the line protocol: its request is answered within the deadline, and the session stays up. */
    @Test
    void theLineProtocolAnswersWithinTheDeadlineWhileTheBrokerIsAwayAndGoesOnWhenItIsBack() throws Exception {
        LocalBroker broker = LocalBroker.start(directory, 0);
        KafkaSettings settings = KafkaSettings.of(broker.bootstrapServers()).withTopic("protocol").withTimeout(TIMEOUT);
        try (KafkaEventLog log = KafkaEventLog.open(settings); Protocol protocol = new Protocol(new Recorder(log, Clock.systemUTC()))) {
            assertThat(protocol.answer("{\"op\":\"start\",\"match\":\"p\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":3}", 1)
                    .get("ok").asBoolean()).isTrue();
            assertThat(protocol.answer("{\"op\":\"deal\",\"match\":\"p\",\"expect\":1}", 2).get("seq").asLong()).isEqualTo(2);
            broker.close();
            ObjectNode away = returning(() -> protocol.answer("{\"op\":\"reveal\",\"match\":\"p\",\"expect\":2,\"id\":7}", 3));
            assertThat(away.get("ok").asBoolean()).isFalse();
            assertThat(away.get("error").asText()).isEqualTo("log");
            assertThat(away.get("id").asInt()).isEqualTo(7);
            broker = broker.restart();
            ObjectNode back = null;
            for (int attempt = 0; attempt < 10 && (back == null || !back.get("ok").asBoolean()); attempt++) {
                int id = 4 + attempt;
                back = returning(() -> protocol.answer("{\"op\":\"reveal\",\"match\":\"p\",\"expect\":2}", id));
            }
            assertThat(back.get("ok").asBoolean()).as("%s", back).isTrue();
            assertThat(back.get("seq").asLong()).isEqualTo(3);
            assertThat(audit(log, "p").events()).isEqualTo(3);
        } finally {
            broker.close();
        }
    }

    /**
     * What a call to the log returns or throws, waited for on another thread until {@link #HANG}: the call
     * has its own deadline ({@link #TIMEOUT}), and this one only catches a call that never ends.
     */
    private static <T> T returning(ThrowingSupplier<T> call) throws EventLogException {
        return assertTimeoutPreemptively(HANG, call, () -> "a call to the log hung, though its deadline is " + TIMEOUT.toSeconds() + " s");
    }

    private static Verdict audit(KafkaEventLog log, String match) throws IOException {
        LogAudit audit = new LogAudit(true, false);
        try (LogCursor lines = log.read(match)) {
            lines.forEachRemaining(audit::accept);
        }
        return audit.verdicts().get(0);
    }
}
