package org.conquian.cli;

import org.conquian.rules.RuleId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Map;

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
    void theHelpNamesEveryRuleId() {
        String help = Run.of("rules", "--help").out().replaceAll("\\s+", " ");
        for (RuleId rule : RuleId.values()) {
            assertThat(help).as(rule.id()).contains(rule.id());
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
        assertThat(Run.of("rules", "--rules", "mexicana").out()).contains("R-EXCHANGE").contains("R-CHAIN");
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
    void aRuleOfOtherProfilesOnlySaysWhereItHolds() {
        Run run = Run.of("rules", "R-EXCHANGE", "--rules", "anglo-40");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).startsWith("## R-EXCHANGE")
                .contains("R-EXCHANGE does not apply in anglo-40: it is a rule of mexicana only (conquian rules R-EXCHANGE --rules mexicana).");
        assertThat(Run.of("rules", "R-EXCHANGE", "--rules", "mexicana").out()).contains("every player").doesNotContain("does not apply");
    }

    @Test
    void onATerminalTheBookGoesThroughThePagerAndPipedItIsPrintedPlain(@TempDir Path directory) throws Exception {
        Path paged = directory.resolve("paged.txt");
        Pager pager = new Pager(Map.of("PAGER", "cat > " + paged));
        StringWriter screen = new StringWriter();
        pager.show(new Io(InputStream.nullInputStream(), new PrintWriter(screen, true), new PrintWriter(new StringWriter(), true),
                true, true, false, Run.CLOCK), "the book\n");
        assertThat(paged).hasContent("the book");
        assertThat(screen.toString()).isEmpty();

        StringWriter piped = new StringWriter();
        new Pager(Map.of("PAGER", "cat > " + directory.resolve("unused.txt"))).show(new Io(InputStream.nullInputStream(),
                new PrintWriter(piped, true), new PrintWriter(new StringWriter(), true), false, false, false, Run.CLOCK), "the book\n");
        assertThat(piped.toString()).isEqualTo("the book\n");
        assertThat(directory.resolve("unused.txt")).doesNotExist();
        assertThat(new Pager(Map.of("PAGER", "")).command()).isEmpty();
        assertThat(new Pager(Map.of("CONQUIAN_PAGER", "more", "PAGER", "most")).command()).contains("more");
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
