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
import org.conquian.contract.Encoder;
import org.conquian.contract.Head;
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
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/** The Kafka comparisons, on one broker in a process of its own: the project's clients against Kafka's own tools. */
record KafkaBench(Path home, Results results, boolean quick) {

    /** The time every benchmarked event carries. */
    private static final String AT = "2026-11-29T18:00:00.000Z";

    /** How long the projector must find nothing new before it counts as caught up; taken off its time. */
    private static final Duration SETTLE = Duration.ofSeconds(1);

    void run(Path log, int matches) throws Exception {
        Path java = Machine.java(home);
        String classpath = home.resolve("broker/target/classes") + File.pathSeparator
                + Files.readString(home.resolve("broker/target/broker.classpath")).strip();
        try (BrokerProcess broker = BrokerProcess.start(List.of(java.toString(), "-Xmx1g", "-cp", classpath),
                Files.createTempDirectory("conquian-bench-kafka"), 0)) {
            recording(broker);
            new ClusterBench(results, quick).run(List.of(java.toString(), "-Xmx512m", "-cp", classpath), broker);
            recordingAtScale(broker);
            latency(broker);
            wholeTopic(broker, log, matches);
        }
    }

    private KafkaSettings settings(BrokerProcess broker, String topic) {
        return KafkaSettings.of(broker.bootstrapServers()).withTopic(topic).withTransactionalPrefix("bench-" + UUID.randomUUID());
    }

    /** Bot matches as the turns a recorder appends, one list of turns per match. */
    static List<List<List<Event>>> turnsOf(int matches) {
        List<List<List<Event>>> turns = new ArrayList<>();
        for (int n = 0; n < matches; n++) {
            List<List<Event>> match = new ArrayList<>();
            BotMatch.play(Data.PLAYERS, Shuffle.mix(Data.SEED + n), decided -> match.add(decided.events()));
            turns.add(match);
        }
        return turns;
    }

    static long eventsIn(List<List<List<Event>>> turns) {
        return turns.stream().flatMap(List::stream).mapToLong(List::size).sum();
    }

    /** Many matches recorded at once, a transaction per turn, against ProducerPerformance on the same broker. */
    private void recording(BrokerProcess broker) throws Exception {
        int matches = quick ? 50 : 400;
        List<List<List<Event>>> turns = turnsOf(matches);
        long events = eventsIn(turns);
        int bytes = 0;
        for (byte[] line : Data.lines(0)) {
            bytes += line.length;
        }
        int recordSize = bytes / Data.lines(0).size();
        long transactions = turns.stream().mapToLong(List::size).sum();
        double perTransaction = events / (double) transactions;
        KafkaSettings settings = settings(broker, "bench-record-" + UUID.randomUUID());
        double ours = 0;
        double limit = 0;
        String oursCpu = "";
        String limitCpu = "";
        // ProducerPerformance commits on a clock: its transactions hold what it sends in that time. The duration is
        // set from its own rate so that they hold as many records as a turn has, down to the 1 ms it can count.
        long transactionMs = 1;
        try (KafkaEventLog kafka = KafkaEventLog.open(settings)) {
            // each side's best of rounds taken in turns: the first rounds pay for the JIT's and the broker's warm-up
            for (int round = 0; round < (quick ? 2 : 4); round++) {
                Recorded recorded = record(kafka, broker::cpuTime, "rec-" + round + "-", turns, events);
                if (recorded.perSecond() > ours) {
                    ours = recorded.perSecond();
                    oursCpu = recorded.cpu();
                }
                Cpu cpu = Cpu.start(broker::cpuTime);
                double theirs = producerPerformance(broker, events, recordSize, transactionMs);
                if (theirs > limit) {
                    limit = theirs;
                    limitCpu = cpu.perThousand("ProducerPerformance", events);
                }
                transactionMs = Math.max(1, Math.round(perTransaction * 1000 / theirs));
            }
        }
        results.add("recording to Kafka, " + matches + " matches at once, a transaction per turn", Results.perSecond(ours, "events"),
                Results.perSecond(limit, "records") + " (ProducerPerformance, transactional)", Results.ratio(ours / limit), ">= 0.7",
                ours / limit >= 0.7);
        results.note(String.format(Locale.ROOT, "recording: a turn has %.1f events on average (the turns waiting on a partition are "
                + "committed together); ProducerPerformance last ran with --transaction-duration-ms %d, which at its rate holds about %.0f "
                + "records", perTransaction, transactionMs, limit * transactionMs / 1000));
        results.note(oursCpu + "; " + limitCpu);
    }

    /** What a recording of matches live at once gave; the CPU spent while the turns were appended, writers opened and closed apart. */
    record Recorded(double perSecond, double p50Millis, double p99Millis, String cpu) {
    }

    /** The same work at more and more matches live at once: events per second and the commit's p99 at each. */
    private void recordingAtScale(BrokerProcess broker) throws Exception {
        int[] sizes = quick ? new int[] {10, 50, 100} : new int[] {50, 400, 2_000};
        List<String> rates = new ArrayList<>();
        List<String> p99s = new ArrayList<>();
        try (KafkaEventLog kafka = KafkaEventLog.open(settings(broker, "bench-scale-" + UUID.randomUUID()))) {
            for (int matches : sizes) {
                List<List<List<Event>>> turns = turnsOf(matches);
                long events = eventsIn(turns);
                Recorded best = null;
                for (int round = 0; round < 2; round++) {
                    Recorded recorded = record(kafka, broker::cpuTime, "scale-" + matches + "-" + round + "-", turns, events);
                    best = best == null || recorded.perSecond() > best.perSecond() ? recorded : best;
                }
                rates.add(String.format(Locale.ROOT, "%,.0f", best.perSecond()));
                p99s.add(String.format(Locale.ROOT, "%.1f", best.p99Millis()));
            }
        }
        results.add(String.format(Locale.ROOT, "recording to Kafka with %,d / %,d / %,d matches live at once", sizes[0], sizes[1], sizes[2]),
                String.join(" / ", rates) + " events/s", "commit p99 " + String.join(" / ", p99s) + " ms", "-", "reported", true);
    }

    /** Records every match at once, each from a thread of its own, a turn at a time: events per second, and each commit's p99. */
    static Recorded record(KafkaEventLog kafka, Supplier<Duration> brokerCpu, String prefix, List<List<List<Event>>> turns, long events)
            throws Exception {
        List<MatchWriter> writers = new ArrayList<>();
        for (int n = 0; n < turns.size(); n++) {
            writers.add(kafka.openWriter(prefix + n));
        }
        List<Long> commits = Collections.synchronizedList(new ArrayList<>());
        Cpu cpu = Cpu.start(brokerCpu);
        long start = System.nanoTime();
        try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<?>> done = new ArrayList<>();
            for (int n = 0; n < turns.size(); n++) {
                MatchWriter writer = writers.get(n);
                List<List<Event>> match = turns.get(n);
                done.add(threads.submit(() -> {
                    List<Long> mine = new ArrayList<>(match.size());
                    for (List<Event> turn : match) {
                        long begun = System.nanoTime();
                        writer.append(writer.head().seq(), turn, AT);
                        mine.add(System.nanoTime() - begun);
                    }
                    commits.addAll(mine);
                    return null;
                }));
            }
            for (Future<?> future : done) {
                future.get(10, TimeUnit.MINUTES);
            }
        }
        double perSecond = events / ((System.nanoTime() - start) / 1e9);
        String spent = cpu.perThousand("conquian", events);
        for (MatchWriter writer : writers) {
            writer.close();
        }
        double[] percentiles = percentiles(commits);
        return new Recorded(perSecond, percentiles[0], percentiles[1], spent);
    }

    private double producerPerformance(BrokerProcess broker, long records, int recordSize, long transactionMs) throws Exception {
        String topic = "bench-perf-" + UUID.randomUUID();
        try (KafkaEventLog kafka = KafkaEventLog.open(settings(broker, topic))) {
            // the same partitions as the recorder's topic
        }
        String output = tool("org.apache.kafka.tools.ProducerPerformance", "--topic", topic, "--num-records", String.valueOf(records),
                "--record-size", String.valueOf(recordSize), "--throughput", "-1", "--transactional-id", "bench-perf-" + UUID.randomUUID(),
                "--transaction-duration-ms", String.valueOf(transactionMs), "--producer-props",
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

    /**
     * One match's turns committed one after another, against the same work bare: on a producer of the same
     * settings, begin a transaction, send the same records of one turn to one partition, commit.
     */
    private void latency(BrokerProcess broker) throws Exception {
        KafkaSettings settings = settings(broker, "bench-latency-" + UUID.randomUUID());
        int matches = quick ? 2 : 6;
        List<List<List<Event>>> played = new ArrayList<>();
        for (int n = 0; n < matches; n++) {
            List<List<Event>> match = new ArrayList<>();
            BotMatch.play(Data.PLAYERS, Data.SEED + n, decided -> match.add(decided.events()));
            played.add(match);
        }
        List<Long> ours = new ArrayList<>();
        long events = played.stream().flatMap(List::stream).mapToLong(List::size).sum();
        Cpu oursCpu = Cpu.start(broker::cpuTime);
        try (KafkaEventLog kafka = KafkaEventLog.open(settings)) {
            for (int n = 0; n < matches; n++) {
                try (MatchWriter writer = kafka.openWriter("latency-" + n)) {
                    for (List<Event> turn : played.get(n)) {
                        long start = System.nanoTime();
                        writer.append(writer.head().seq(), turn, AT);
                        ours.add(System.nanoTime() - start);
                    }
                }
            }
        }
        String oursSpent = oursCpu.perThousand("conquian", events);
        Cpu bareCpu = Cpu.start(broker::cpuTime);
        List<Long> bare = new ArrayList<>();
        Properties properties = new Properties();
        properties.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers());
        properties.put(ProducerConfig.ACKS_CONFIG, "all");
        properties.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true");
        properties.put(ProducerConfig.LINGER_MS_CONFIG, "0");
        properties.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, "bench-bare-" + UUID.randomUUID());
        try (KafkaProducer<String, byte[]> producer = new KafkaProducer<>(properties, new StringSerializer(), new ByteArraySerializer())) {
            producer.initTransactions();
            for (int n = 0; n < matches; n++) {
                String match = "bare-" + n;
                Head head = Head.empty(match);
                for (List<Event> turn : played.get(n)) {
                    List<Encoder.Encoded> lines = Encoder.encode(head, turn, AT);
                    long start = System.nanoTime();
                    producer.beginTransaction();
                    for (Encoder.Encoded line : lines) {
                        producer.send(new ProducerRecord<>(settings.topic(), 0, match, line.line()));
                    }
                    producer.commitTransaction();
                    bare.add(System.nanoTime() - start);
                    head = lines.get(lines.size() - 1).head();
                }
            }
        }
        // the first match pays, on each side, for the producer's and the JIT's warm-up
        ours = ours.subList(ours.size() / matches, ours.size());
        bare = bare.subList(bare.size() / matches, bare.size());
        double[] oursP = percentiles(ours);
        double[] bareP = percentiles(bare);
        double p50 = oursP[0] / bareP[0];
        double p99 = oursP[1] / bareP[1];
        results.add("one turn's commit to Kafka, one match (p50 / p99)", String.format(Locale.ROOT, "%.2f / %.2f ms", oursP[0], oursP[1]),
                String.format(Locale.ROOT, "%.2f / %.2f ms (bare begin, send the turn, commit)", bareP[0], bareP[1]),
                String.format(Locale.ROOT, "%.2f / %.2f", p50, p99), "both <= 1.3", p50 <= 1.3 && p99 <= 1.3);
        results.note("one turn's commit: " + oursSpent + "; " + bareCpu.perThousand("bare loop", events));
    }

    /**
     * The rebuild by one instance, then by two in one consumer group sharing the topic's partitions, in turns,
     * best of two. The instances start together and all keep polling until the group has applied every event:
     * an instance that stopped polling once its own partitions were done would hold up the rebalance that
     * gives a late joiner its share.
     */
    private void projectorGroup(KafkaEventLog kafka, int partitions, long events) throws Exception {
        double[] best = new double[3];
        long[] rebuilt = new long[3];
        for (int round = 0; round < 2; round++) {
            for (int instances = 1; instances <= 2; instances++) {
                String group = "bench-group-" + UUID.randomUUID();
                List<Projector> projectors = new ArrayList<>();
                for (int n = 0; n < instances; n++) {
                    projectors.add(new Projector(kafka, group, update -> { }));
                }
                ExecutorService threads = Executors.newFixedThreadPool(instances);
                try {
                    long start = System.nanoTime();
                    List<Future<?>> running = new ArrayList<>();
                    for (Projector projector : projectors) {
                        running.add(threads.submit(projector::run));
                    }
                    long deadline = start + TimeUnit.MINUTES.toNanos(30);
                    while (projectors.stream().mapToLong(Projector::applied).sum() < events) {
                        for (Future<?> projector : running) {
                            if (projector.isDone()) {
                                projector.get();
                                throw new IllegalStateException("a projector stopped before the group had applied every event");
                            }
                        }
                        if (System.nanoTime() > deadline) {
                            throw new IllegalStateException("the group did not apply every event within 30 minutes");
                        }
                        Thread.sleep(5);
                    }
                    double seconds = (System.nanoTime() - start) / 1e9;
                    if (events / seconds > best[instances]) {
                        best[instances] = events / seconds;
                        rebuilt[instances] = projectors.stream().mapToLong(Projector::rebuilt).sum();
                    }
                    projectors.forEach(Projector::stop);
                    for (Future<?> projector : running) {
                        projector.get(1, TimeUnit.MINUTES);
                    }
                } finally {
                    threads.shutdownNow();
                    projectors.forEach(Projector::close);
                }
            }
        }
        results.add("projector rebuild, 1 / 2 instances in one group, " + partitions + " partitions",
                Results.perSecond(best[1], "events") + " / " + Results.perSecond(best[2], "events"), "-", Results.ratio(best[2] / best[1]),
                "two no slower than one", best[2] >= best[1]);
        results.note(String.format(Locale.ROOT, "projector group: two instances read %,d events again to rebuild the matches of "
                + "partitions that moved between them when the second joined", rebuilt[2]));
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
            // each side's best of three rounds taken in turns: the first pays for the JIT's warm-up. The limit does the
            // same work on one thread: the same events, exported to a file, parsed, chain-checked and folded by the audit.
            double ours = 0;
            double limit = 0;
            String oursCpu = "";
            for (int round = 0; round < 3; round++) {
                Cpu cpu = Cpu.start(broker::cpuTime);
                long start = System.nanoTime();
                long applied;
                try (Projector projector = new Projector(kafka, "bench-" + UUID.randomUUID(), update -> { })) {
                    projector.runToEnd(SETTLE);
                    applied = projector.applied();
                }
                double rate = applied / ((System.nanoTime() - start - SETTLE.toNanos()) / 1e9);
                if (rate > ours) {
                    ours = rate;
                    oursCpu = cpu.perThousand("projector", applied);
                }
                long auditStart = System.nanoTime();
                try (InputStream in = Files.newInputStream(log)) {
                    LogAudits.audit(in, false);
                }
                limit = Math.max(limit, loaded / ((System.nanoTime() - auditStart) / 1e9));
            }
            results.add("projector rebuild of every match from the topic", Results.perSecond(ours, "events"),
                    Results.perSecond(limit, "events") + " (audit of the same events from a file, one thread)", Results.ratio(ours / limit),
                    ">= 0.8", ours / limit >= 0.8);
            results.note(oursCpu);
            projectorGroup(kafka, settings.partitions(), loaded);

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
