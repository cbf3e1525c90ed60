package org.conquian.kafka;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.Verdict;
import org.conquian.bot.Bot;
import org.conquian.bot.BotMatch;
import org.conquian.broker.LocalBroker;
import org.conquian.card.Shuffle;
import org.conquian.game.MatchState;
import org.conquian.kafka.testkit.KafkaLogs;
import org.conquian.log.EventLogException;
import org.conquian.recorder.Outcome;
import org.conquian.recorder.Packs;
import org.conquian.recorder.Protocol;
import org.conquian.recorder.RecordedMatch;
import org.conquian.recorder.Recorder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The broker goes away in the middle of a recording and comes back: every call ends within its deadline,
 * moves whose answers were lost are sent again with the seq their sender had seen, and the matches end
 * whole, with no gap, duplicate or half turn. Runs on a broker of its own, as it stops it.
 */
@ExtendWith(KafkaLogs.class)
class BrokerRestartTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(2);
    /** What the deadline allows beyond itself: a call that waited for the broker ends within this. */
    private static final Duration SLACK = Duration.ofSeconds(5);
    private static final List<String> PLAYERS = List.of("ana", "ben");

    @TempDir
    Path directory;

    @Test
    void aRecordingSurvivesTheBrokerStoppingAndStartingAgain() throws Exception {
        LocalBroker broker = startedForTransactions();
        KafkaSettings settings = KafkaSettings.of(broker.bootstrapServers()).withTopic("restart").withTimeout(TIMEOUT);
        List<Long> seeds = List.of(11L, 12L, 13L);
        long longest = 0;
        int failures = 0;
        int moves = 0;
        try (KafkaEventLog log = KafkaEventLog.open(settings)) {
            Recorder recorder = new Recorder(log, Clock.systemUTC());
            List<RecordedMatch> matches = new ArrayList<>();
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
                    RecordedMatch match = matches.get(i);
                    if (match.state().stage() == MatchState.Stage.ENDED) {
                        continue;
                    }
                    long seed = seeds.get(i);
                    Bot[] players = bots.get(i);
                    long expect = match.seq();
                    long started = System.nanoTime();
                    try {
                        Outcome outcome = match.legalMoves().dealDue() ? match.deal(expect)
                                : match.submit(expect, table -> BotMatch.next(table, players, seed));
                        assertThat(outcome).isInstanceOfAny(Outcome.Recorded.class, Outcome.Repeated.class);
                    } catch (EventLogException e) {
                        failures++;
                    }
                    longest = Math.max(longest, System.nanoTime() - started);
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
            for (RecordedMatch match : matches) {
                Verdict verdict = KafkaRecordersTest.audit(log, match.match());
                assertThat(verdict.kind()).as(match.match()).isEqualTo(Verdict.Kind.VALID);
                assertThat(verdict.events()).isEqualTo(match.seq());
                match.close();
            }
        } finally {
            broker.close();
        }
        assertThat(failures).as("moves failed while the broker was away").isGreaterThanOrEqualTo(3);
        assertThat(Duration.ofNanos(longest)).as("the longest call").isLessThanOrEqualTo(TIMEOUT.plus(SLACK));
    }

    /** A game server on the line protocol: its request is answered within the deadline, and the session stays up. */
    @Test
    void theLineProtocolAnswersWithinTheDeadlineWhileTheBrokerIsAwayAndGoesOnWhenItIsBack() throws Exception {
        LocalBroker broker = startedForTransactions();
        KafkaSettings settings = KafkaSettings.of(broker.bootstrapServers()).withTopic("protocol").withTimeout(TIMEOUT);
        try (KafkaEventLog log = KafkaEventLog.open(settings); Protocol protocol = new Protocol(new Recorder(log, Clock.systemUTC()))) {
            ObjectNode opened = protocol.answer("{\"op\":\"start\",\"match\":\"p\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\",\"seed\":3}", 1);
            assertThat(opened.get("ok").asBoolean()).as("%s", opened).isTrue();
            assertThat(protocol.answer("{\"op\":\"deal\",\"match\":\"p\",\"expect\":1}", 2).get("seq").asLong()).isEqualTo(2);
            broker.close();
            long started = System.nanoTime();
            ObjectNode away = protocol.answer("{\"op\":\"reveal\",\"match\":\"p\",\"expect\":2,\"id\":7}", 3);
            assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThanOrEqualTo(TIMEOUT.plus(SLACK));
            assertThat(away.get("ok").asBoolean()).isFalse();
            assertThat(away.get("error").asText()).isEqualTo("log");
            assertThat(away.get("id").asInt()).isEqualTo(7);
            broker = broker.restart();
            ObjectNode back = null;
            for (int attempt = 0; attempt < 10 && (back == null || !back.get("ok").asBoolean()); attempt++) {
                back = protocol.answer("{\"op\":\"reveal\",\"match\":\"p\",\"expect\":2}", 4 + attempt);
            }
            assertThat(back.get("ok").asBoolean()).as("%s", back).isTrue();
            assertThat(back.get("seq").asLong()).isEqualTo(3);
            assertThat(KafkaRecordersTest.audit(log, "p").events()).isEqualTo(3);
        } finally {
            broker.close();
        }
    }

    /**
     * A fresh broker whose transaction coordinator is ready for the recorders' transactional ids: the first
     * transaction on a broker creates its transaction log and loads it, which takes seconds on a busy machine
     * and is no part of what these tests give two seconds to.
     */
    private LocalBroker startedForTransactions() throws IOException {
        LocalBroker broker = LocalBroker.start(directory, 0);
        try (KafkaEventLog log = KafkaEventLog.open(KafkaSettings.of(broker.bootstrapServers()).withTopic("warm-up"))) {
            for (int partition = 0; partition < log.directory().partitions(); partition++) {
                log.producers().takeOver(partition);
            }
        } catch (IOException | RuntimeException e) {
            broker.close();
            throw e;
        }
        return broker;
    }

    @Test
    void openingTheLogWithNoBrokerSaysSoWithinTheDeadline() throws IOException {
        LocalBroker broker = LocalBroker.start(directory, 0);
        String servers = broker.bootstrapServers();
        broker.close();
        long started = System.nanoTime();
        try {
            KafkaEventLog.open(KafkaSettings.of(servers).withTimeout(TIMEOUT)).close();
            throw new AssertionError("opened a log with no broker");
        } catch (EventLogException e) {
            assertThat(e).hasMessage("no broker at " + servers + ": connection refused");
        }
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThanOrEqualTo(TIMEOUT.plus(SLACK));
    }
}
