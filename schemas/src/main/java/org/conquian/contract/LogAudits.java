package org.conquian.contract;

import org.conquian.audit.LogAudit;
import org.conquian.audit.Verdict;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.function.LongConsumer;

/** The audit of one log file, read as a stream: one verdict per match, in order of first appearance. */
public final class LogAudits {

    private LogAudits() {
    }

    /**
     * @param progress told the bytes read so far, now and then
     */
    public static List<Verdict> audit(InputStream in, boolean requireChain, boolean keepStates, LongConsumer progress) throws IOException {
        LogAudit audit = new LogAudit(requireChain, keepStates);
        try (LogReader reader = new LogReader(in)) {
            long lines = 0;
            while (reader.hasNext()) {
                audit.accept(reader.next());
                if (++lines % 4096 == 0) {
                    progress.accept(reader.bytesRead());
                }
            }
            progress.accept(reader.bytesRead());
        }
        return audit.verdicts();
    }

    public static List<Verdict> audit(InputStream in, boolean requireChain) throws IOException {
        return audit(in, requireChain, false, bytes -> { });
    }
}
