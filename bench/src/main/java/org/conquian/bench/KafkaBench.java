package org.conquian.bench;

import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.conquian.audit.LogAudit;
import org.conquian.bot.BotMatch;
import org.conquian.broker.BrokerProcess;
import org.conquian.card.Shuffle;
import org.conquian.audit.Verdict;
import org.conquian.contract.LogAudits;
import org.conquian.event.Event;
import org.conquian.kafka.KafkaEventLog;
import org.conquian.kafka.KafkaSettings;
import org.conquian.kafka.Projector;
import org.conquian.log.LogCursor;
import org.conquian.log.MatchWriter;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** The Kafka comparisons, on one broker in a process of its own: the project's clients against Kafka's own tools. */
record KafkaBench(Path home, Results results, boolean quick) {

    /** How long the projector must find nothing new before it counts as caught up; taken off its time. */
    private static final Duration SETTLE = Duration.ofSeconds(1);

    void run(Path log, int matches) throws Exception {
        Path java = Machine.java(home);
        String classpath = home.resolve("broker/target/classes") + File.pathSeparator
                + Files.readString(home.resolve("broker/target/broker.classpath")).strip();
        try (BrokerProcess broker = BrokerProcess.start(List.of(java.toString(), "-Xmx1g", "-cp", classpath),
                Files.createTempDirectory("conquian-bench-kafka"), 0)) {
            recording(broker);
            latency(broker);
            wholeTopic(broker, log, matches);
        }
    }

    private KafkaSettings settings(BrokerProcess broker, String topic) {
        return KafkaSettings.of(broker.bootstrapServers()).withTopic(topic).withTransactionalPrefix("bench-" + UUID.randomUUID());
    }

    /** Many matches recorded at once, a transaction per turn, against ProducerPerformance on the same broker. */
    private void recording(BrokerProcess broker) throws Exception {
        int matches = quick ? 50 : 400;
        List<List<List<Event>>> turns = new ArrayList<>();
        long events = 0;
        int bytes = 0;
        for (int n = 0; n < matches; n++) {
            List<List<Event>> match = new ArrayList<>();
            BotMatch.play(Data.PLAYERS, Shuffle.mix(Data.SEED + n), decided -> match.add(decided.events()));
            turns.add(match);
            events += match.stream().mapToInt(List::size).sum();
        }
        for (byte[] line : Data.lines(0)) {
            bytes += line.length;
        }
        int recordSize = bytes / Data.lines(0).size();
        KafkaSettings settings = settings(broker, "bench-record-" + UUID.randomUUID());
        double ours = 0;
        double limit = 0;
        try (KafkaEventLog kafka = KafkaEventLog.open(settings)) {
            // each side's best of rounds taken in turns: the first rounds pay for the JIT's and the broker's warm-up
            for (int round = 0; round < (quick ? 2 : 4); round++) {
                ours = Math.max(ours, record(kafka, "rec-" + round + "-", turns, events));
                limit = Math.max(limit, producerPerformance(broker, events, recordSize));
            }
        }
        results.add("recording to Kafka, " + matches + " matches at once, a transaction per turn", Results.perSecond(ours, "events"),
                Results.perSecond(limit, "records") + " (ProducerPerformance)", Results.ratio(ours / limit), ">= 0.5", ours / limit >= 0.5);
    }

    /** Records every match at once, each from a thread of its own, a turn at a time; returns events per second. */
    private static double record(KafkaEventLog kafka, String prefix, List<List<List<Event>>> turns, long events) throws Exception {
        List<MatchWriter> writers = new ArrayList<>();
        for (int n = 0; n < turns.size(); n++) {
            writers.add(kafka.openWriter(prefix + n));
        }
        long start = System.nanoTime();
        try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<?>> done = new ArrayList<>();
            for (int n = 0; n < turns.size(); n++) {
                MatchWriter writer = writers.get(n);
                List<List<Event>> match = turns.get(n);
                done.add(threads.submit(() -> {
                    for (List<Event> turn : match) {
                        writer.append(writer.head().seq(), turn, "2026-11-29T18:00:00.000Z");
                    }
                    return null;
                }));
            }
            for (Future<?> future : done) {
                future.get();
            }
        }
        double perSecond = events / ((System.nanoTime() - start) / 1e9);
        for (MatchWriter writer : writers) {
            writer.close();
        }
        return perSecond;
    }

    private double producerPerformance(BrokerProcess broker, long records, int recordSize) throws Exception {
        String topic = "bench-perf-" + UUID.randomUUID();
        try (KafkaEventLog kafka = KafkaEventLog.open(settings(broker, topic))) {
            // the same partitions as the recorder's topic
        }
        String output = tool("org.apache.kafka.tools.ProducerPerformance", "--topic", topic, "--num-records", String.valueOf(records),
                "--record-size", String.valueOf(recordSize), "--throughput", "-1", "--producer-props",
                "bootstrap.servers=" + broker.bootstrapServers(), "acks=all", "enable.idempotence=true");
        String last = output.lines().filter(line -> line.contains("records sent")).reduce((a, b) -> b).orElseThrow(() -> new IOException(output));
        return Double.parseDouble(last.split(",")[1].trim().split(" ")[0]);
    }

    /** Runs one of Kafka's tools in this JVM, capturing what it prints. */
    private static String tool(String className, String... args) throws Exception {
        PrintStream saved = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            Class.forName(className).getMethod("main", String[].class).invoke(null, (Object) args);
        } finally {
            System.setOut(saved);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }

    /** One match's turns committed one after another, against a bare send().get() of one record. */
    private void latency(BrokerProcess broker) throws Exception {
        KafkaSettings settings = settings(broker, "bench-latency-" + UUID.randomUUID());
        List<Long> ours = new ArrayList<>();
        try (KafkaEventLog kafka = KafkaEventLog.open(settings)) {
            for (int n = 0; n < (quick ? 2 : 6); n++) {
                List<List<Event>> match = new ArrayList<>();
                BotMatch.play(Data.PLAYERS, Data.SEED + n, decided -> match.add(decided.events()));
                try (MatchWriter writer = kafka.openWriter("latency-" + n)) {
                    for (List<Event> turn : match) {
                        long start = System.nanoTime();
                        writer.append(writer.head().seq(), turn, "2026-11-29T18:00:00.000Z");
                        ours.add(System.nanoTime() - start);
                    }
                }
            }
        }
        // the first match pays for the producer's and the JIT's warm-up
        ours = ours.subList(ours.size() / (quick ? 2 : 6), ours.size());
        List<Long> bare = new ArrayList<>();
        Properties properties = new Properties();
        properties.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers());
        properties.put(ProducerConfig.ACKS_CONFIG, "all");
        properties.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true");
        properties.put(ProducerConfig.LINGER_MS_CONFIG, "0");
        byte[] value = Data.lines(0).get(5);
        try (KafkaProducer<String, byte[]> producer = new KafkaProducer<>(properties, new StringSerializer(), new ByteArraySerializer())) {
            for (int i = 0; i < 300 + ours.size(); i++) {
                long start = System.nanoTime();
                producer.send(new ProducerRecord<>(settings.topic(), "latency", value)).get();
                if (i >= 300) {
                    bare.add(System.nanoTime() - start);
                }
            }
        }
        double[] oursP = percentiles(ours);
        double[] bareP = percentiles(bare);
        results.add("one turn's commit to Kafka, one match (p50 / p99)", String.format(Locale.ROOT, "%.2f / %.2f ms", oursP[0], oursP[1]),
                String.format(Locale.ROOT, "%.2f / %.2f ms (send().get())", bareP[0], bareP[1]), Results.ratio(bareP[1] / oursP[1]),
                "p99 <= 5 ms", oursP[1] <= 5.0);
    }

    private static double[] percentiles(List<Long> nanos) {
        long[] sorted = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
        return new double[] {sorted[sorted.length / 2] / 1e6, sorted[(int) Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] / 1e6};
    }

    /** A topic of every match of the log: the projector's rebuild, and one match's audit through the directory. */
    private void wholeTopic(BrokerProcess broker, Path log, int matches) throws Exception {
        KafkaSettings settings = settings(broker, "bench-season-" + UUID.randomUUID());
        try (KafkaEventLog kafka = KafkaEventLog.open(settings)) {
            long loadStart = System.nanoTime();
            long loaded = Loader.load(kafka, log);
            results.note(String.format(Locale.ROOT, "loaded %,d events of %,d matches into a topic in %.1f s (import)", loaded, matches,
                    (System.nanoTime() - loadStart) / 1e9));
            // each side's best of three rounds: the first pays for the JIT's warm-up
            double ours = 0;
            double limit = 0;
            for (int round = 0; round < 3; round++) {
                long start = System.nanoTime();
                long applied;
                try (Projector projector = new Projector(kafka, "bench-" + UUID.randomUUID(), update -> { })) {
                    projector.runToEnd(SETTLE);
                    applied = projector.applied();
                }
                ours = Math.max(ours, applied / ((System.nanoTime() - start - SETTLE.toNanos()) / 1e9));
                String output = tool("org.apache.kafka.tools.ConsumerPerformance", "--bootstrap-server", broker.bootstrapServers(),
                        "--topic", settings.topic(), "--messages", String.valueOf(loaded), "--timeout", "60000");
                String[] fields = output.lines().filter(line -> !line.startsWith("start.time") && line.contains(",")).reduce((a, b) -> b)
                        .orElseThrow(() -> new IOException(output)).split(",");
                limit = Math.max(limit, Double.parseDouble(fields[5].trim()));
            }
            results.add("projector rebuild of every match from the topic", Results.perSecond(ours, "events"),
                    Results.perSecond(limit, "records") + " (ConsumerPerformance)", Results.ratio(ours / limit), ">= 0.5", ours / limit >= 0.5);

            String match = Data.matchId(matches / 2);
            Path file = home.resolve("bench/target/data/" + match + ".jsonl");
            Files.write(file, Data.lines(matches / 2).stream().map(line -> new String(line, StandardCharsets.UTF_8)).toList());
            long fromTopic = Long.MAX_VALUE;
            long fromFile = Long.MAX_VALUE;
            for (int round = 0; round < 5; round++) {
                long a = System.nanoTime();
                LogAudit audit = new LogAudit(false, false);
                try (LogCursor lines = kafka.read(match)) {
                    lines.forEachRemaining(audit::accept);
                }
                if (audit.verdicts().get(0).kind() != Verdict.Kind.VALID) {
                    throw new IllegalStateException("the match read from the topic is not valid");
                }
                long b = System.nanoTime();
                try (InputStream in = Files.newInputStream(file)) {
                    LogAudits.audit(in, false);
                }
                long c = System.nanoTime();
                fromTopic = Math.min(fromTopic, b - a);
                fromFile = Math.min(fromFile, c - b);
            }
            results.add("audit of one match from a topic of " + matches + " matches", String.format(Locale.ROOT, "%.1f ms", fromTopic / 1e6),
                    String.format(Locale.ROOT, "%.1f ms (its own file)", fromFile / 1e6), Results.ratio(fromFile / (double) fromTopic),
                    "reported", true);
        }
    }
}
