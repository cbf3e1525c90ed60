package org.conquian.replay;

import org.conquian.audit.LogAudit;
import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A verdict as one line of text: where the fault is, by seq and line, or by line alone where no seq can be read. */
class VerdictReportTest {

    @Test
    void aLineOfNoMatchIsFoundByItsLineNumberAlone() {
        String text = VerdictReport.text("s.jsonl", auditOf(new LogLine.BadLine(1, null, null, "line 1 is not JSON")), Style.PLAIN);
        assertThat(text).isEqualTo("s.jsonl  (no match)  invalid  1 event  line 1  SCHEMA  line 1 is not JSON");
    }

    @Test
    void aFaultWithASeqNamesItBeforeTheLine() {
        String text = VerdictReport.text("s.jsonl", auditOf(new LogLine.BadLine(3, "m1", 2L, "line 3 is not an event")), Style.PLAIN);
        assertThat(text).contains("  seq 2, line 3  SCHEMA  ");
    }

    private static Verdict auditOf(LogLine line) {
        LogAudit audit = new LogAudit(true, false);
        audit.accept(line);
        return audit.verdicts().get(0);
    }
}
