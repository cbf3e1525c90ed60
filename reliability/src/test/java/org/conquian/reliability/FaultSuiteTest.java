package org.conquian.reliability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The fault suite, small: what reliability/run does at scale, run in every build. */
class FaultSuiteTest {

    @TempDir
    Path directory;

    /** The conquian command, from this build's classes. */
    private static List<String> conquian() {
        String java = ProcessHandle.current().info().command().orElseThrow();
        return List.of(java, "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                "org.conquian.cli.Main");
    }

    @Test
    void recordersKilledAtThirtyRandomMomentsLoseNoAcknowledgedEventAndResume() throws Exception {
        RecorderKills.Figures figures = RecorderKills.run(conquian(), directory.resolve("data"), 30, 7, kill -> { });
        assertThat(figures.acknowledged()).isPositive();
        assertThat(figures.lost()).isZero();
        assertThat(figures.invalid()).as(figures.lastAnomaly()).isZero();
        assertThat(figures.unopened()).as("resumed after every kill").isZero();
        assertThat(figures.hangs()).isZero();
        assertThat(figures.anomalies()).as(figures.lastAnomaly()).isZero();
    }

    @Test
    void twoRecordersRacingForOneMatchNeverForkIt() throws Exception {
        RacingRecorders.Figures figures = RacingRecorders.run(conquian(), directory.resolve("data"), 15, 7);
        assertThat(figures.held()).isPositive();
        assertThat(figures.acknowledged()).isPositive();
        assertThat(figures.lost()).isZero();
        assertThat(figures.invalid()).as(figures.verdict()).isFalse();
        assertThat(figures.anomalies()).as(figures.lastAnomaly()).isZero();
    }

    @Test
    void theAuditGivesAVerdictOnEveryKindOfGarbage() throws Exception {
        GarbageAudit.Figures figures = GarbageAudit.run(GarbageAudit.KINDS * 4, 7, file -> { });
        assertThat(figures.crashes()).as(figures.lastCrash()).isZero();
        assertThat(figures.hangs()).isZero();
        assertThat(figures.verdicts()).isEqualTo(figures.files());
    }
}
