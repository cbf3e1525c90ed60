package org.conquian.replay;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.Concealment;
import org.conquian.audit.LogAudit;
import org.conquian.audit.LogLine;
import org.conquian.audit.Rulings;
import org.conquian.audit.Trust;
import org.conquian.audit.Verdict;
import org.junit.jupiter.api.Test;

import java.util.Optional;

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

    @Test
    void theRulingsAreCountedAfterTheConcealedDealsAndSetApartByTheirOwnSemicolons() {
        Verdict verdict = new Verdict("m1", Verdict.Kind.VALID, 40, true, null, Optional.empty(), new Concealment(2, 0),
                new Rulings(2, 1, 1, 1, 0), Trust.NONE);
        assertThat(VerdictReport.text("s.jsonl", verdict, Style.PLAIN))
                .isEqualTo("s.jsonl  m1  valid (2 deals concealed, hands shown in 0; 2 rulings, 1 without a move; 1 appeal; 1 deal voided)"
                        + "  40 events  chained");
        ObjectNode json = VerdictReport.json("s.jsonl", verdict);
        assertThat(json.get("rulings").intValue()).isEqualTo(2);
        assertThat(json.get("callsWithoutMove").intValue()).isEqualTo(1);
        assertThat(json.get("appeals").intValue()).isEqualTo(1);
        assertThat(json.get("dealsVoided").intValue()).isEqualTo(1);
        assertThat(json.get("dealsAwarded").intValue()).isZero();
        Verdict awarded = new Verdict("m1", Verdict.Kind.IN_PROGRESS, 40, true, null, Optional.empty(), Concealment.NONE,
                new Rulings(1, 0, 0, 0, 1), new Trust(null, null, Trust.Shuffle.COMMITTED));
        assertThat(VerdictReport.text("s.jsonl", awarded, Style.PLAIN)).contains("in-progress (1 ruling; 1 deal awarded; shuffle committed)");
    }

    @Test
    void withoutARulingTheCountsAreLeftOut() {
        Verdict verdict = new Verdict("m1", Verdict.Kind.VALID, 40, true, null, Optional.empty(), new Concealment(1, 1), Rulings.NONE,
                new Trust(null, null, Trust.Shuffle.CHECKED));
        assertThat(VerdictReport.text("s.jsonl", verdict, Style.PLAIN)).contains("valid (1 deal concealed, hands shown in 1, shuffle checked)");
        assertThat(VerdictReport.json("s.jsonl", verdict).has("rulings")).isFalse();
        assertThat(VerdictReport.json("s.jsonl", verdict).has("dealsVoided")).isFalse();
    }

    private static Verdict auditOf(LogLine line) {
        LogAudit audit = new LogAudit(true, false);
        audit.accept(line);
        return audit.verdicts().get(0);
    }
}
