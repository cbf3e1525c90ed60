package org.conquian.kafka;

import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.conquian.audit.LogLine;
import org.conquian.event.MatchEnded;
import org.conquian.log.EventLog;
import org.conquian.log.EventLogException;
import org.conquian.log.Imports;
import org.conquian.log.MatchBusyException;
import org.conquian.log.StaleAppendException;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Many matches appended at once, as an import of a season: each partition is taken over once, and its matches
 * go in transactions of many matches each, with their directory entries, rather than one producer and one
 * transaction per match. A match's lines are never split between transactions.
 */
final class BulkAppender {

    /** About this many records per transaction. */
    private static final int BATCH = 5_000;

    private final KafkaEventLog log;

    BulkAppender(KafkaEventLog log) {
        this.log = log;
    }

    void append(List<EventLog.Appendix> appendices) throws IOException {
        Map<Integer, List<EventLog.Appendix>> byPartition = new TreeMap<>();
        for (EventLog.Appendix appendix : appendices) {
            byPartition.computeIfAbsent(log.directory().partitionOf(appendix.match()), partition -> new ArrayList<>()).add(appendix);
        }
        Map<String, MatchDirectory.Entry> directory = log.directory().all();
        for (Map.Entry<Integer, List<EventLog.Appendix>> partition : byPartition.entrySet()) {
            // fences any other recorder of the partition before its matches' heads are checked
            log.producers().takeOver(partition.getKey());
            List<EventLog.Appendix> batch = new ArrayList<>();
            int records = 0;
            for (EventLog.Appendix appendix : partition.getValue()) {
                checkHead(appendix, directory.get(appendix.match()));
                batch.add(appendix);
                records += appendix.lines().size();
                if (records >= BATCH) {
                    commit(partition.getKey(), batch, directory);
                    batch.clear();
                    records = 0;
                }
            }
            commit(partition.getKey(), batch, directory);
        }
    }

    private void checkHead(EventLog.Appendix appendix, MatchDirectory.Entry entry) throws IOException {
        long seq = entry == null ? 0 : log.headOf(appendix.match()).head().seq();
        if (seq != appendix.expectedSeq()) {
            throw new StaleAppendException(appendix.match(), appendix.expectedSeq(), seq);
        }
    }

    private void commit(int partition, List<EventLog.Appendix> batch, Map<String, MatchDirectory.Entry> directory)
            throws IOException {
        if (batch.isEmpty()) {
            return;
        }
        List<ProducerRecord<String, byte[]>> records = new ArrayList<>();
        List<int[]> spans = new ArrayList<>();
        List<Boolean> ends = new ArrayList<>();
        for (EventLog.Appendix appendix : batch) {
            List<LogLine.EventLine> events = Imports.events(appendix.match(), appendix.lines());
            spans.add(new int[] {records.size(), records.size() + events.size()});
            ends.add(events.stream().anyMatch(event -> event.event() instanceof MatchEnded));
            for (byte[] line : appendix.lines()) {
                records.add(new ProducerRecord<>(log.settings().topic(), partition, appendix.match(), line));
            }
        }
        try {
            log.producers().commit(partition, records, written -> {
                List<ProducerRecord<String, byte[]>> entries = new ArrayList<>();
                for (int i = 0; i < batch.size(); i++) {
                    String match = batch.get(i).match();
                    int[] span = spans.get(i);
                    if (span[0] == span[1]) {
                        continue;
                    }
                    MatchDirectory.Entry known = directory.get(match);
                    long first = known != null ? known.first() : written.get(span[0]).offset();
                    Long last = ends.get(i) ? written.get(span[1] - 1).offset() : null;
                    if (known == null || last != null) {
                        MatchDirectory.Entry entry = new MatchDirectory.Entry(match, partition, first, last);
                        directory.put(match, entry);
                        entries.add(log.directory().record(entry));
                    }
                }
                return entries;
            });
        } catch (PartitionProducer.Fenced e) {
            throw new MatchBusyException(batch.get(0).match(), "another recorder took over its partition of matches during the import");
        } catch (KafkaException e) {
            throw new EventLogException("the import to Kafka failed: " + e.getMessage() + "; no match of the failed batch was written", e);
        }
    }
}
