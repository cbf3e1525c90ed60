package org.conquian.audit;

import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardTaken;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.MatchEnded;
import org.conquian.event.StockCardRevealed;
import org.conquian.rules.RuleId;
import org.conquian.testkit.Audits;
import org.conquian.testkit.Scripted;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Scripted.melds;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;

/** The scripted complete match audits as valid, and each profile with one fault as invalid at that fault. */
class ScriptedMatchTest {

    private static final List<Event> MATCH = Scripted.match();

    @Test
    void theScriptedMatchIsValid() {
        Verdict verdict = Audits.audit(MATCH, true);
        assertThat(verdict.fault()).isNull();
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.chained()).isTrue();
        assertThat(verdict.events()).isEqualTo(MATCH.size());
    }

    @Test
    void unchainedItIsValidAndNotChained() {
        Verdict verdict = Audits.audit(MATCH, false);
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.chained()).isFalse();
    }

    @Test
    void cutBeforeItsEndItIsInProgress() {
        Verdict verdict = Audits.audit(MATCH.subList(0, 40), true);
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.IN_PROGRESS);
        assertThat(verdict.events()).isEqualTo(40);
    }

    @Test
    void cutRightAfterATakeItIsInProgress() {
        Verdict verdict = Audits.audit(MATCH.subList(0, Scripted.ANA_MELDS_TEN - 1), true);
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.IN_PROGRESS);
    }

    static Stream<Arguments> profiles() {
        int last = MATCH.size();
        return Stream.of(
                profile(RuleId.MELD, Scripted.ANA_MELDS_TEN, melds(ANA, "AC 2C 3C 4C 5C 6C 7C", "QH QD", "QS")),
                profile(RuleId.DEAL, Scripted.DEAL_2_STARTS, redealtBy(BEN, (DealStarted) MATCH.get(Scripted.DEAL_2_STARTS - 1))),
                profile(RuleId.TURN, 4, new CardTaken(BEN, card("QS"))),
                profile(RuleId.STOCK, 3, new StockCardRevealed(ANA, card("JC"))),
                profile(RuleId.TAKE, 8, melds(BEN, "KC KD KH")),
                profile(RuleId.DISCARD, Scripted.BEN_DISCARDS_JD, new CardDiscarded(BEN, card("KS"))),
                profile(RuleId.FORCE, Scripted.BEN_FORCES_ANA, new CardForced(ANA, BEN, card("JC"))),
                profile(RuleId.WIN, Scripted.ANA_DISCARDS_LAST_CARD + 1, DealEnded.won(1, ANA)),
                profile(RuleId.DRAW, Scripted.ANA_DISCARDS_LAST_CARD + 1, DealEnded.drawn(1)),
                profile(RuleId.MATCH, last, new MatchEnded(ANA, Scripted.wins(3, 0), 1)));
    }

    private static Arguments profile(RuleId rule, int seq, Event replacement) {
        return Arguments.of(rule, seq, replacement);
    }

    private static DealStarted redealtBy(String dealer, DealStarted dealt) {
        return new DealStarted(dealt.deal(), dealer, dealt.hands(), dealt.stock());
    }

    @ParameterizedTest(name = "{0} at seq {1}")
    @MethodSource("profiles")
    void oneFaultyEventIsFoundWithItsRule(RuleId rule, int seq, Event replacement) {
        List<Event> events = new ArrayList<>(MATCH);
        events.set(seq - 1, replacement);
        Verdict verdict = Audits.audit(events, true);
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.INVALID);
        assertThat(verdict.fault().rule()).as(verdict.fault().message()).isEqualTo(rule);
        assertThat(verdict.fault().seq()).isEqualTo(seq);
        assertThat(verdict.events()).isEqualTo(seq);
    }

    @Test
    void aRepeatedLineBreaksRSeq() {
        List<LogLine> lines = withLines(log -> {
            log.add(10, log.get(9));
            return log;
        });
        Verdict verdict = Audits.audit(renumberLines(lines));
        assertThat(verdict.fault()).isEqualTo(new Fault(10L, 11, RuleId.SEQ, "seq 10 is repeated"));
        assertThat(verdict.events()).isEqualTo(11);
    }

    @Test
    void aWrongChainLinkBreaksRChain() {
        List<LogLine> lines = withLines(log -> {
            LogLine.EventLine line = (LogLine.EventLine) log.get(19);
            log.set(19, Audits.line(20, 20, Audits.digest(18), line.event()));
            return log;
        });
        Verdict verdict = Audits.audit(lines);
        assertThat(verdict.fault().rule()).isEqualTo(RuleId.CHAIN);
        assertThat(verdict.fault().seq()).isEqualTo(20L);
    }

    @Test
    void aLineThatIsNoEventBreaksSchema() {
        List<LogLine> lines = withLines(log -> {
            log.set(29, new LogLine.BadLine(30, Audits.MATCH, 30L, "line 30: `at` must be a UTC time"));
            return log;
        });
        Verdict verdict = Audits.audit(lines);
        assertThat(verdict.fault()).isEqualTo(new Fault(30L, 30, RuleId.SCHEMA, "line 30: `at` must be a UTC time"));
    }

    private static List<LogLine> withLines(UnaryOperator<List<LogLine>> change) {
        return change.apply(new ArrayList<>(Audits.lines(MATCH, true)));
    }

    private static List<LogLine> renumberLines(List<LogLine> lines) {
        List<LogLine> renumbered = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            LogLine.EventLine line = (LogLine.EventLine) lines.get(i);
            renumbered.add(new LogLine.EventLine(i + 1, line.envelope(), line.event(), line.digest()));
        }
        return renumbered;
    }
}
