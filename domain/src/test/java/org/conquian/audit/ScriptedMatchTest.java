package org.conquian.audit;

import org.conquian.testkit.Audits;
import org.conquian.testkit.Scripted;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ScriptedMatchTest {

    @Test
    void theScriptedMatchIsValid() {
        Verdict verdict = Audits.audit(Scripted.match(), true);
        assertThat(verdict.fault()).isNull();
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.chained()).isTrue();
        assertThat(verdict.events()).isEqualTo(Scripted.match().size());
    }
}
