package org.conquian.audit;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.statistics.Statistics;
import org.conquian.event.AppealDecided;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.HandsShown;
import org.conquian.game.TableRecord;
import org.conquian.testkit.Audits;
import org.conquian.testkit.DisputedMatch;
import org.conquian.testkit.Tables;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Bots' matches with irregularities called and ruled on at random, in every profile: valid to the audit, with the
 * rulings, the calls without a move, the appeals and the deals voided and awarded counted as they were decided; and,
 * recorded as a real table records them, valid too, with every deal concealed and no hands shown after a void; and so
 * under house rules.
 */
class RulingsProperties {

    @Provide
    Arbitrary<Object[]> tables() {
        return Tables.everyProfile();
    }

    /** Tables with house rules: the rulings are judged under them, a void deal is void however it was voided. */
    @Provide
    Arbitrary<Object[]> houses() {
        return Tables.everyHouseRule();
    }

    @Property(tries = 50)
    void underHouseRulesTooItAuditsValidWithItsRulingsCounted(@ForAll("houses") Object[] table, @ForAll long seed, @ForAll boolean concealed) {
        DisputedMatch match = DisputedMatch.play(table, seed, concealed);
        Verdict verdict = Audits.audit(concealed ? TableRecord.of(match.events(), seed % 2 == 0) : match.events(), true);
        assertThat(verdict.fault()).isNull();
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.rulings()).isEqualTo(match.expected());
    }

    @Property(tries = 40)
    void aMatchWithCallsAndRulingsAuditsValidWithItsRulingsCounted(@ForAll("tables") Object[] table, @ForAll long seed) {
        DisputedMatch match = DisputedMatch.play(table, seed, false);
        Verdict verdict = Audits.audit(match.events(), true);
        assertThat(verdict.fault()).isNull();
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.rulings()).isEqualTo(match.expected());
        Statistics.label("rulings").collect(Math.min(match.expected().rulings(), 5));
        Statistics.label("appealed").collect(match.expected().appeals() > 0);
    }

    @Property(tries = 30)
    void recordedAtARealTableItIsValidToo(@ForAll("tables") Object[] table, @ForAll long seed, @ForAll boolean handsShown) {
        DisputedMatch match = DisputedMatch.play(table, seed, true);
        List<Event> record = TableRecord.of(match.events(), handsShown);
        Verdict verdict = Audits.audit(Audits.lines(record, true));
        assertThat(verdict.fault()).isNull();
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.rulings()).isEqualTo(match.expected());
        long deals = record.stream().filter(DealStarted.class::isInstance).count();
        assertThat(verdict.concealment()).isEqualTo(new Concealment((int) deals, (int) record.stream().filter(HandsShown.class::isInstance).count()));
        assertThat(record.stream().filter(IrregularityCalled.class::isInstance).count()).isEqualTo(match.expected().rulings());
        assertThat(record.stream().filter(AppealDecided.class::isInstance).count()).isEqualTo(match.expected().appeals());
        assertThat(record.stream().filter(DealEnded.class::isInstance).count()).isEqualTo(deals);
    }
}
