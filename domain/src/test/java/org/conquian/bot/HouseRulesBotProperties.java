package org.conquian.bot;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.conquian.audit.Trust;
import org.conquian.audit.Verdict;
import org.conquian.event.Event;
import org.conquian.event.MatchStarted;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.testkit.Audits;
import org.conquian.testkit.Fair;
import org.conquian.testkit.Tables;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Bots' matches under every house rule, alone and mixed, known or recorded as a real table records them: valid to the
 * audit, with the house rules declared exactly; and dealt from a committed shuffle, valid with the shuffle checked.
 */
class HouseRulesBotProperties {

    @Provide
    Arbitrary<Object[]> tables() {
        return Tables.everyHouseRule();
    }

    @Property(tries = 80)
    void botMatchesUnderHouseRulesAuditAsValid(@ForAll("tables") Object[] table, @ForAll long seed, @ForAll boolean concealed) {
        List<Event> events = Tables.played(table, seed, concealed);
        Verdict verdict = Audits.audit(events, true);
        assertThat(verdict.fault()).as("%s", table[1]).isNull();
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(((MatchStarted) events.getFirst()).house()).isEqualTo(((Options) table[1]).house());
    }

    @Property(tries = 30)
    @SuppressWarnings("unchecked")
    void fairMatchesUnderHouseRulesAreValidWithTheirShuffleChecked(@ForAll("tables") Object[] table, @ForAll long n) {
        Verdict verdict = Audits.audit(Fair.match((List<String>) table[2], (Profile) table[0], (Options) table[1], n, null), true);
        assertThat(verdict.fault()).as("%s", table[1]).isNull();
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.trust().shuffle()).isEqualTo(Trust.Shuffle.CHECKED);
    }
}
