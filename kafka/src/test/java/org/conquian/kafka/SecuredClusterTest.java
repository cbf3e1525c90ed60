package org.conquian.kafka;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.UnknownTopicOrPartitionException;
import org.conquian.audit.Verdict;
import org.conquian.bot.BotMatch;
import org.conquian.broker.BrokerSecurity;
import org.conquian.broker.LocalBroker;
import org.conquian.event.Event;
import org.conquian.kafka.testkit.KafkaLogs;
import org.conquian.log.EventLogException;
import org.conquian.log.MatchWriter;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A cluster as a club shares it: SASL/SCRAM-SHA-512 over TLS, the standard authorizer, and one principal per
 * role with that role's ACLs alone. Each role does its work; one that tries more, or comes without the right
 * credentials, is refused at once, saying why.
 */
@ExtendWith(KafkaLogs.class)
class SecuredClusterTest {

    private static final String AT = "2026-11-29T18:00:00Z";
    private static final String GROUP = "club-projector";
    /** Long enough that a refusal taken for a timeout would say so, not "authentication failed". */
    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    private static LocalBroker broker;
    private static BrokerSecurity security;

    private KafkaSettings settings;

    @BeforeAll
    static void start() throws Exception {
        KafkaLogs.install();
        Path directory = Files.createTempDirectory("conquian-secured");
        List<String> users = new ArrayList<>();
        for (KafkaRole role : KafkaRole.values()) {
            users.add(role.user());
        }
        security = BrokerSecurity.in(directory, users);
        broker = LocalBroker.start(directory, 0, Map.of(), security);
    }

    @AfterAll
    static void stop() {
        if (broker != null) {
            broker.close();
        }
    }

    /** Every role's ACLs on a topic of this test's own, granted by the admin before the test. */
    @BeforeEach
    void grant() throws IOException {
        settings = KafkaSettings.of(broker.bootstrapServers()).withTopic("secured-" + UUID.randomUUID())
                .withTransactionalPrefix("secured-" + UUID.randomUUID()).withTimeout(TIMEOUT);
        KafkaRole.grant(settings.withClientConfig(security.clientConfig(BrokerSecurity.ADMIN)), KafkaRole.principals(), GROUP);
    }

    private KafkaSettings as(KafkaRole role) {
        return settings.withClientConfig(security.clientConfig(role.user()));
    }

    @Test
    void eachRoleDoesItsWorkWithItsOwnAcls() throws Exception {
        List<Event> events = BotMatch.play(List.of("ana", "ben"), 31);
        try (KafkaEventLog recorder = KafkaEventLog.open(as(KafkaRole.RECORDER)); MatchWriter writer = recorder.openWriter("m")) {
            writer.append(0, events, AT);
        }
        try (KafkaEventLog auditor = KafkaEventLog.open(as(KafkaRole.AUDITOR))) {
            assertThat(auditor.matches()).containsExactly("m");
            Verdict verdict = KafkaRecordersTest.audit(auditor, "m");
            assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
            assertThat(verdict.events()).isEqualTo(events.size());
        }
        try (KafkaEventLog export = KafkaEventLog.open(as(KafkaRole.EXPORT))) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            assertThat(export.export(out, written -> { })).isEqualTo(events.size());
            assertThat(out.toString(StandardCharsets.UTF_8).lines()).hasSize(events.size());
        }
        try (KafkaEventLog log = KafkaEventLog.open(as(KafkaRole.PROJECTOR));
             Projector projector = new Projector(log, GROUP, update -> { })) {
            projector.runToEnd(Duration.ofMillis(200));
            assertThat(projector.applied()).isEqualTo(events.size());
            assertThat(ProjectedStates.latest(log)).containsOnlyKeys("m");
        }
    }

    @ParameterizedTest
    @EnumSource(names = {"AUDITOR", "EXPORT", "PROJECTOR"})
    void aRoleThatMayNotRecordIsToldSoAndNothingIsWritten(KafkaRole role) throws Exception {
        // the recorder makes the topics; the other roles may not
        KafkaEventLog.open(as(KafkaRole.RECORDER)).close();
        seenBy(role);
        try (KafkaEventLog log = KafkaEventLog.open(as(role))) {
            assertThatThrownBy(() -> log.openWriter("m")).isInstanceOf(EventLogException.class)
                    .hasMessageContaining("may not write the topic " + settings.topic());
        }
        try (Admin admin = Clients.admin(settings.withClientConfig(security.clientConfig(BrokerSecurity.ADMIN)))) {
            Map<TopicPartition, OffsetSpec> latest = new HashMap<>();
            for (int partition = 0; partition < settings.partitions(); partition++) {
                latest.put(new TopicPartition(settings.topic(), partition), OffsetSpec.latest());
                latest.put(new TopicPartition(settings.directoryTopic(), partition), OffsetSpec.latest());
            }
            assertThat(admin.listOffsets(latest).all().get(60, TimeUnit.SECONDS).values())
                    .as("nothing written").allMatch(offsets -> offsets.offset() == 0);
        }
    }

    /** A principal without the projector's rights is told which right it lacks, not only Kafka's "authorization failed". */
    @Test
    void aRoleThatMayNotProjectIsToldWhichRightItLacks() throws Exception {
        KafkaEventLog.open(as(KafkaRole.RECORDER)).close();
        seenBy(KafkaRole.AUDITOR);
        try (KafkaEventLog log = KafkaEventLog.open(as(KafkaRole.AUDITOR))) {
            assertThatThrownBy(() -> new Projector(log, GROUP, update -> { }).close())
                    .hasMessageContaining("the projector may not work on " + settings.topic() + ": the projector needs WRITE and DESCRIBE on the"
                            + " transactional ids " + Projector.transactionalPrefix(GROUP) + "*");
        }
    }

    /**
     * Waits until the role's own client sees the recorder's topics: a created topic reaches the broker's
     * metadata a moment after the creation is acknowledged, and a role that may not create it must not try.
     */
    private void seenBy(KafkaRole role) throws Exception {
        List<String> topics = List.of(settings.topic(), settings.directoryTopic(), settings.stateTopic());
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        try (Admin admin = Clients.admin(as(role))) {
            while (true) {
                try {
                    admin.describeTopics(topics).allTopicNames().get(60, TimeUnit.SECONDS);
                    return;
                } catch (ExecutionException e) {
                    if (!(e.getCause() instanceof UnknownTopicOrPartitionException) || System.nanoTime() > deadline) {
                        throw e;
                    }
                    Thread.sleep(50);
                }
            }
        }
    }

    @Test
    void aClientWithoutCredentialsIsRefusedAtOnceSayingAuthenticationFailed() {
        assertThatThrownBy(() -> KafkaEventLog.open(settings)).isInstanceOf(EventLogException.class)
                .hasMessageContaining("authentication failed at " + broker.bootstrapServers())
                .hasMessageNotContaining("no answer");
    }

    @Test
    void aWrongPasswordIsRefusedAtOnceSayingAuthenticationFailed() {
        KafkaSettings wrong = settings.withClientConfig(security.clientConfig(KafkaRole.RECORDER.user(), "not-the-password"));
        assertThatThrownBy(() -> KafkaEventLog.open(wrong)).isInstanceOf(EventLogException.class)
                .hasMessageContaining("authentication failed")
                .hasMessageNotContaining("no answer");
    }
}
