package org.conquian.cli;

import org.conquian.kafka.KafkaEventLog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code conquian export}: a Kafka topic as JSON Lines. */
@Command(name = "export",
        description = {
                "Writes every event of the Kafka topic, as committed, to a JSON Lines file.",
                "",
                "Each record's value is written as it is, one per line, partition after partition, so the matches of a partition stay interleaved as they were recorded. The file audits like the topic, and `import` puts it back.",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {"  conquian export --kafka 127.0.0.1:9092 --out season.jsonl",
                "  conquian export --kafka 127.0.0.1:9092 --out - | gzip > season.jsonl.gz"},
        mixinStandardHelpOptions = true)
public final class ExportCommand implements Callable<Integer> {

    @ParentCommand
    ConquianCommand parent;

    @Mixin
    LogOptions logOptions;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "The JSON Lines file to write, or - for standard output.")
    String out;

    @Override
    public Integer call() throws IOException {
        Io io = parent.io();
        try (KafkaEventLog log = logOptions.openKafka();
             OutputStream stream = new BufferedOutputStream("-".equals(out) ? new KeptOpen(System.out) : Files.newOutputStream(Path.of(out)), 1 << 16)) {
            long written = log.export(stream, count -> { });
            io.err().println("exported " + written + " events of " + log.describe() + ("-".equals(out) ? "" : " to " + out));
        }
        return ExitCode.OK;
    }

    /** Standard output is the caller's to close. */
    private static final class KeptOpen extends FilterOutputStream {
        KeptOpen(OutputStream out) {
            super(out);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }
}
