package org.conquian.audit;

import org.conquian.event.CardDiscarded;
import org.conquian.event.CardTaken;
import org.conquian.event.Envelope;
import org.conquian.event.Event;
import org.conquian.event.StockCardRevealed;
import org.conquian.rules.RuleId;
import org.conquian.testkit.Audits;
import org.conquian.testkit.Opening;
import org.conquian.testkit.Scripted;
import org.conquian.testkit.Fixtures;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.conquian.testkit.Audits.line;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;

/** R-SEQ, R-CHAIN and the precedence SCHEMA, R-SEQ, R-CHAIN, rules; grouping lines by match. */
class StreamAuditTest {

    private static Fault faultOf(LogLine... lines) {
        return Audits.audit(List.of(lines)).fault();
    }

    /** The format knows all 52 codes; a card the match's pack lacks is SCHEMA, before any other id. */
    @Test
    void aCardOfThe52InAFortyCardMatchIsSchema() {
        Fault fault = faultOf(line(1, 1, null, Fixtures.matchStarted()), line(2, 2, null, Opening.dealt()),
                line(3, 9, null, new StockCardRevealed(BEN, card("8H"))));
        assertThat(fault).isEqualTo(new Fault(9L, 3, RuleId.SCHEMA, "8H is not a card of this match's 40-card pack (no 8s, 9s or 10s)"));
    }

    @Test
    void aFileThatStartsInTheMiddleOfAMatchIsJudgedUnderTheFortyCardPack() {
        assertThat(faultOf(line(1, 5, null, new CardDiscarded(BEN, card("9D")))).rule()).isEqualTo(RuleId.SCHEMA);
    }

    @Test
    void aMatchOpensWithMatchStarted() {
        assertThat(faultOf(line(1, 1, null, Opening.dealt())).rule()).isEqualTo(RuleId.SEQ);
    }

    @Test
    void aMatchStreamStartsAtSeqOne() {
        assertThat(faultOf(line(1, 2, null, Fixtures.matchStarted())))
                .isEqualTo(new Fault(2L, 1, RuleId.SEQ, "the match's first event has seq 2; a match's stream starts at seq 1"));
    }

    @Test
    void aSecondMatchStartedBreaksRSeqBeforeItsChain() {
        assertThat(faultOf(line(1, 1, null, Fixtures.matchStarted()), line(2, 2, "bad", Fixtures.matchStarted())).rule())
                .isEqualTo(RuleId.SEQ);
    }

    @Test
    void aGapInSeqBreaksRSeq() {
        assertThat(faultOf(line(1, 1, null, Fixtures.matchStarted()), line(2, 3, null, Opening.dealt())))
                .isEqualTo(new Fault(3L, 2, RuleId.SEQ, "seq 3 follows seq 1: seq 2 is missing"));
    }

    @Test
    void eventsOutOfOrderBreakRSeq() {
        List<Event> events = Opening.benDiscarded6H();
        assertThat(faultOf(line(1, 1, null, events.get(0)), line(2, 2, null, events.get(1)), line(3, 1, null, events.get(2))).message())
                .contains("seq 1 comes after seq 2");
    }

    @Test
    void nothingFollowsMatchEnded() {
        List<LogLine> lines = new ArrayList<>(Audits.lines(Scripted.match(), false));
        int next = lines.size() + 1;
        lines.add(line(next, next, null, Opening.dealt()));
        Verdict verdict = Audits.audit(lines);
        assertThat(verdict.fault().rule()).isEqualTo(RuleId.SEQ);
        assertThat(verdict.fault().message()).contains("ended with MatchEnded");
    }

    @Test
    void aFirstEventWithPrevBreaksRChain() {
        assertThat(faultOf(line(1, 1, "abc", Fixtures.matchStarted())).rule()).isEqualTo(RuleId.CHAIN);
    }

    @Test
    void aChainedMatchNeedsPrevOnEveryLaterEvent() {
        Fault fault = faultOf(line(1, 1, null, Fixtures.matchStarted()), line(2, 2, Audits.digest(1), Opening.dealt()),
                line(3, 3, null, Opening.revealed().get(2)));
        assertThat(fault.rule()).isEqualTo(RuleId.CHAIN);
        assertThat(fault.message()).contains("seq 3 has no prev, but the match is chained");
    }

    @Test
    void anUnchainedMatchHasNoPrevLater() {
        Fault fault = faultOf(line(1, 1, null, Fixtures.matchStarted()), line(2, 2, null, Opening.dealt()),
                line(3, 3, Audits.digest(2), Opening.revealed().get(2)));
        assertThat(fault.rule()).isEqualTo(RuleId.CHAIN);
    }

    @Test
    void aBrokenChainIsNamedBeforeTheRules() {
        Fault fault = faultOf(line(1, 1, null, Fixtures.matchStarted()), line(2, 2, Audits.digest(1), Opening.dealt()),
                line(3, 3, "wrong", new CardTaken(BEN, card("KH"))));
        assertThat(fault.rule()).isEqualTo(RuleId.CHAIN);
    }

    @Test
    void aRequiredChainMakesAnUnchainedMatchInvalid() {
        LogAudit audit = new LogAudit(true, false);
        Audits.lines(Scripted.match(), false).forEach(audit::accept);
        Fault fault = audit.verdicts().get(0).fault();
        assertThat(fault.rule()).isEqualTo(RuleId.CHAIN);
        assertThat(fault.seq()).isEqualTo(2L);
        LogAudit chained = new LogAudit(true, false);
        Audits.lines(Scripted.match(), true).forEach(chained::accept);
        assertThat(chained.verdicts().get(0).kind()).isEqualTo(Verdict.Kind.VALID);
    }

    @Test
    void linesAreGroupedByMatchAndVerdictsComeInOrderOfFirstAppearance() {
        LogAudit audit = new LogAudit(false, false);
        List<LogLine> first = Audits.lines(Scripted.match(), false);
        for (int i = 0; i < first.size(); i++) {
            LogLine.EventLine line = (LogLine.EventLine) first.get(i);
            audit.accept(new LogLine.EventLine(2L * i + 1, new Envelope("b", line.envelope().seq(), line.envelope().at(), null),
                    line.event(), line.digest()));
            if (i < 10) {
                audit.accept(new LogLine.EventLine(2L * i + 2, new Envelope("a", line.envelope().seq(), line.envelope().at(), null),
                        line.event(), line.digest()));
            }
        }
        assertThat(audit.verdicts()).extracting(Verdict::match, Verdict::kind, Verdict::events).containsExactly(
                tuple("b", Verdict.Kind.VALID, (long) first.size()),
                tuple("a", Verdict.Kind.IN_PROGRESS, 10L));
    }

    @Test
    void aLineChargedToNoMatchHasItsOwnVerdict() {
        LogAudit audit = new LogAudit(false, false);
        audit.accept(new LogLine.BadLine(1, null, null, "line 1 is not JSON"));
        audit.accept(line(2, 1, null, Fixtures.matchStarted()));
        List<Verdict> verdicts = audit.verdicts();
        assertThat(verdicts).hasSize(2);
        assertThat(verdicts.get(0).match()).isNull();
        assertThat(verdicts.get(0).fault()).isEqualTo(new Fault(null, 1, RuleId.SCHEMA, "line 1 is not JSON"));
        assertThat(verdicts.get(0).events()).isEqualTo(1);
        assertThat(verdicts.get(1).kind()).isEqualTo(Verdict.Kind.IN_PROGRESS);
    }

    @Test
    void eventsAfterTheFaultAreNotCounted() {
        List<LogLine> lines = new ArrayList<>(Audits.lines(Scripted.match(), false));
        lines.set(4, new LogLine.BadLine(5, Audits.MATCH, 5L, "bad"));
        Verdict verdict = Audits.audit(lines);
        assertThat(verdict.events()).isEqualTo(5);
        assertThat(verdict.lastValid().orElseThrow().currentDeal().orElseThrow().phase()).hasToString("AwaitingArrangement[player=ana, card=QS]");
    }
}
