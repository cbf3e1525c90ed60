package org.conquian.reliability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
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

    /**
     * The cluster part, small: two recorders while a leader is killed, a broker paused past the session timeout and
     * the three restarted one after another; the checker finds every acknowledged turn once, in order, and nothing
     * of the turns aborted beside them.
     */
    @Test
    void aClusterLosingLeadersPausesAndRestartsLosesNoAcknowledgedTurn() throws Exception {
        String java = ProcessHandle.current().info().command().orElseThrow();
        List<String> brokers = List.of(java, "-Xmx512m", "-XX:+UseSerialGC", "-Dconquian.parent=" + ProcessHandle.current().pid(),
                "-cp", System.getProperty("java.class.path"));
        ClusterFaults.Figures figures = ClusterFaults.run(conquian(), brokers, directory.resolve("cluster"), 2, Duration.ZERO, Duration.ofDays(1), 3, 7,
                Duration.ofSeconds(20), fault -> { });
        ClusterChecker.Counts counts = figures.counts();
        assertThat(figures.leaderKills()).isEqualTo(1);
        assertThat(figures.pauses()).isEqualTo(1);
        assertThat(figures.restarts()).isEqualTo(3);
        assertThat(counts.turns()).as(figures.line()).isPositive();
        assertThat(figures.aborted()).as("turns aborted beside the recorders").isPositive();
        assertThat(List.of(counts.lost(), counts.duplicated(), counts.outOfOrder(), counts.abortedSeen(), counts.unseen()))
                .as(figures.line() + "; " + counts.lastProblem()).containsOnly(0L);
        assertThat(counts.matches()).isPositive();
        assertThat(counts.invalid()).as(counts.lastProblem()).isZero();
        assertThat(figures.line()).matches("cluster: [0-9,]+ turns acknowledged, 5 faults \\(1 leader kills, 1 pauses, 3 restarts\\): "
                + "0 lost, 0 duplicated, 0 out of order, 0 aborted seen, 0 unseen; [0-9]+ matches, 0 invalid");
    }

    @Test
    void theAuditGivesAVerdictOnEveryKindOfGarbage() throws Exception {
        GarbageAudit.Figures figures = GarbageAudit.run(GarbageAudit.KINDS * 4, 7, file -> { });
        assertThat(figures.crashes()).as(figures.lastCrash()).isZero();
        assertThat(figures.hangs()).isZero();
        assertThat(figures.verdicts()).isEqualTo(figures.files());
    }
}
