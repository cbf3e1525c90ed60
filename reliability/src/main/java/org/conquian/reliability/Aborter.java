package org.conquian.reliability;

import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Properties;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Begins turns on the events topic and aborts them, over and over, through the faults: a reader of committed
 * data must never see one of their records ({@link ClusterChecker#ABORTED}). Where a fault breaks the producer
 * mid-turn, a new one with the same transactional id aborts what it left.
 */
final class Aborter implements AutoCloseable {

    private final Properties config = new Properties();
    private final String topic;
    private final Thread thread;
    private final AtomicLong aborted = new AtomicLong();
    private final Random random = new Random(1);
    private volatile boolean closing;

    private Aborter(String bootstrapServers, String topic) {
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        config.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, "cluster-aborter");
        config.put(ProducerConfig.ACKS_CONFIG, "all");
        config.put(ProducerConfig.TRANSACTION_TIMEOUT_CONFIG, "10000");
        config.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, "20000");
        config.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, "20000");
        config.put(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, "10000");
        this.topic = topic;
        this.thread = Thread.ofPlatform().daemon().name("aborter").unstarted(this::abortTurns);
    }

    static Aborter start(String bootstrapServers, String topic) {
        Aborter aborter = new Aborter(bootstrapServers, topic);
        aborter.thread.start();
        return aborter;
    }

    /** Turns aborted so far (each begun, sent and aborted by its producer, or left and aborted by the next). */
    long aborted() {
        return aborted.get();
    }

    private void abortTurns() {
        while (!closing) {
            KafkaProducer<String, byte[]> producer = new KafkaProducer<>(config, new StringSerializer(), new ByteArraySerializer());
            boolean begun = false;
            try {
                producer.initTransactions();
                while (!closing) {
                    long turn = aborted.get() + 1;
                    producer.beginTransaction();
                    begun = true;
                    int partition = random.nextInt(producer.partitionsFor(topic).size());
                    for (int event = 0; event < 3; event++) {
                        producer.send(new ProducerRecord<>(topic, partition, ClusterChecker.ABORTED + turn,
                                ("{\"aborted\":" + turn + "}").getBytes(StandardCharsets.UTF_8)));
                    }
                    producer.flush();
                    producer.abortTransaction();
                    begun = false;
                    aborted.incrementAndGet();
                    Thread.sleep(200 + random.nextInt(800));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                closing = true;
            } catch (RuntimeException e) {
                // a fault broke the turn: the next producer, with the same transactional id, aborts it as it starts
                if (begun) {
                    aborted.incrementAndGet();
                }
                pause();
            } finally {
                producer.close(Duration.ofSeconds(5));
            }
        }
    }

    private void pause() {
        try {
            Thread.sleep(500);
        } catch (InterruptedException stop) {
            Thread.currentThread().interrupt();
            closing = true;
        }
    }

    @Override
    public void close() throws InterruptedException {
        closing = true;
        thread.join(60_000);
    }
}
