package org.conquian.cli;

import org.conquian.rules.RuleId;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code conquian rules}: the rule book ships with the product, with a section for every id a verdict can name. */
class RulesCommandTest {

    @Test
    void everyRuleIdHasItsSection() {
        for (RuleId rule : RuleId.values()) {
            Run run = Run.of("rules", rule.id());
            assertThat(run.exit()).as(rule.id()).isZero();
            assertThat(run.out()).as(rule.id()).contains(rule.id()).doesNotContain("<a id=");
        }
    }

    @Test
    void oneRuleIsPrintedAloneAndIdsAreReadInAnyCase() {
        Run run = Run.of("rules", "r-force");
        assertThat(run.out()).startsWith("## R-FORCE").contains("fits your melds on their own").doesNotContain("R-WIN");
    }

    @Test
    void withoutAnIdTheWholeBookIsPrinted() {
        assertThat(Run.of("rules").out()).contains("R-MELD").contains("R-MATCH").contains("pagat-upcard");
    }

    @Test
    void withAProfileOnlyWhatHoldsInItIsPrinted() {
        Run pagat = Run.of("rules", "R-TURN", "--rules", "pagat-upcard");
        assertThat(pagat.out()).contains("the *starter*").doesNotContain("`anglo-40`: **the opening.**").contains("**A turn.**");
        Run anglo = Run.of("rules", "R-TURN", "--rules", "anglo-40");
        assertThat(anglo.out()).contains("`anglo-40`: **the opening.**").doesNotContain("starter").contains("**A turn.**");
        assertThat(Run.of("rules", "R-WIN", "--rules", "anglo-40").out()).contains("eleven cards melded win");
    }

    @Test
    void aProfileThisBuildDoesNotPlayIsRefused() {
        Run run = Run.of("rules", "R-FORCE", "--rules", "canasta");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("rule profile canasta is not one this build plays").contains("pagat-upcard");
    }

    @Test
    void anUnknownIdListsTheIds() {
        Run run = Run.of("rules", "R-BLUFF");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("no rule R-BLUFF").contains("R-FORCE");
    }
}
