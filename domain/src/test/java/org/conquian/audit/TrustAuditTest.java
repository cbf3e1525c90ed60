package org.conquian.audit;

import org.conquian.event.DealStarted;
import org.conquian.event.Envelope;
import org.conquian.event.Event;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.ShuffleCommit;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.rules.RuleId;
import org.conquian.testkit.Audits;
import org.conquian.testkit.Fair;
import org.conquian.testkit.JdkEd25519;
import org.conquian.testkit.Scripted;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * R-SIGN and R-SHUFFLE in the audit's fold: where each is judged among the other ids, and what the verdict says.
 * A line's signed form here is a stand-in ("seq n: event"), checked by the JDK's Ed25519; the canonical form and BouncyCastle
 * are the codec's, tested with it.
 */
class TrustAuditTest {

    private static final List<String> TWO = List.of("ana", "ben");
    private static final KeyPair KEY = JdkEd25519.newKeyPair();
    private static final KeyPair OTHER = JdkEd25519.newKeyPair();
    private static final String SIGNER = JdkEd25519.hex(KEY);

    private static byte[] form(long seq, Event event) {
        return ("seq " + seq + ": " + event).getBytes(StandardCharsets.UTF_8);
    }

    /** The events as chained lines of a match signed by {@code SIGNER}, the events that {@code signs} picks signed by {@code key}. */
    private static List<LogLine> signed(List<Event> events, KeyPair key, Predicate<Integer> signs) {
        List<LogLine> lines = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            long seq = i + 1;
            Event event = i == 0 ? ((MatchStarted) events.get(0)).withTrust(SIGNER, null) : events.get(i);
            String sig = signs.test(i) ? JdkEd25519.sign(key.getPrivate(), form(seq, event)) : null;
            lines.add(line(seq, seq > 1 ? Audits.digest(seq - 1) : null, sig, event));
        }
        return lines;
    }

    private static LogLine.EventLine line(long seq, String prev, String sig, Event event) {
        return new LogLine.EventLine(seq, new Envelope(Audits.MATCH, seq, "2026-11-29T18:00:00Z", prev, sig), event, () -> Audits.digest(seq),
                signer -> sig != null && JdkEd25519.verifies(signer, form(seq, event), sig));
    }

    private static Verdict audit(List<LogLine> lines, Set<String> trusted) {
        LogAudit audit = new LogAudit(false, false, Optional.of(trusted));
        lines.forEach(audit::accept);
        return audit.verdicts().get(0);
    }

    @Test
    void aSignedMatchIsValidSignedThroughItsLastSeq() {
        List<Event> events = Scripted.match();
        Verdict verdict = Audits.audit(signed(events, KEY, i -> i % 3 == 0 || i == events.size() - 1));
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.trust()).isEqualTo(new Trust(SIGNER, (long) events.size(), Trust.Shuffle.NONE));
        assertThat(verdict.chained()).isTrue();
    }

    @Test
    void aSignatureThatDoesNotVerifyBreaksRSignThereAndTheVerdictSaysHowFarTheSignaturesReach() {
        List<LogLine> lines = new ArrayList<>(signed(Scripted.match(), KEY, i -> true));
        LogLine.EventLine sixth = (LogLine.EventLine) lines.get(5);
        lines.set(5, line(6, sixth.envelope().prev(), JdkEd25519.sign(OTHER.getPrivate(), form(6, sixth.event())), sixth.event()));
        Verdict verdict = Audits.audit(lines);
        assertThat(verdict.fault().rule()).isEqualTo(RuleId.SIGN);
        assertThat(verdict.fault().seq()).isEqualTo(6L);
        assertThat(verdict.trust()).isEqualTo(new Trust(SIGNER, 5L, Trust.Shuffle.NONE));
        assertThat(verdict.fault().message()).endsWith("; every event up to seq 5 is as the signer wrote it");
    }

    @Test
    void aSignedMatchEndsWithASignature() {
        List<Event> events = Scripted.match();
        Verdict verdict = Audits.audit(signed(events, KEY, i -> i < events.size() - 1));
        assertThat(verdict.fault().rule()).isEqualTo(RuleId.SIGN);
        assertThat(verdict.fault().seq()).isEqualTo((long) events.size());
        assertThat(verdict.fault().message()).contains("MatchEnded");
        assertThat(verdict.trust().signedThrough()).isEqualTo(events.size() - 1L);
    }

    @Test
    void aSigInAnUnsignedMatchBreaksRSign() {
        List<LogLine> lines = new ArrayList<>(Audits.lines(Scripted.match(), true));
        LogLine.EventLine third = (LogLine.EventLine) lines.get(2);
        lines.set(2, line(3, third.envelope().prev(), JdkEd25519.sign(KEY.getPrivate(), form(3, third.event())), third.event()));
        Verdict verdict = Audits.audit(lines);
        assertThat(verdict.fault().rule()).isEqualTo(RuleId.SIGN);
        assertThat(verdict.fault().seq()).isEqualTo(3L);
        assertThat(verdict.trust().signed()).isFalse();
    }

    @Test
    void aSignedMatchIsChainedWhateverItsSeqTwoSays() {
        List<LogLine> lines = new ArrayList<>(signed(Scripted.match(), KEY, i -> true));
        LogLine.EventLine second = (LogLine.EventLine) lines.get(1);
        lines.set(1, line(2, null, second.envelope().sig(), second.event()));
        Verdict verdict = Audits.audit(lines);
        assertThat(verdict.fault().rule()).isEqualTo(RuleId.CHAIN);
        assertThat(verdict.fault().seq()).isEqualTo(2L);
    }

    @Test
    void rChainComesBeforeRSignAndRSignBeforeTheRules() {
        List<LogLine> lines = new ArrayList<>(signed(Scripted.match(), KEY, i -> true));
        LogLine.EventLine fourth = (LogLine.EventLine) lines.get(3);
        lines.set(3, line(4, "#9", JdkEd25519.sign(OTHER.getPrivate(), form(4, fourth.event())), fourth.event()));
        assertThat(Audits.audit(lines).fault().rule()).isEqualTo(RuleId.CHAIN);

        List<LogLine> misplayed = new ArrayList<>(signed(Scripted.match(), KEY, i -> true));
        // seq 3 again at seq 4 breaks a rule of play, and its signature is not of it
        LogLine.EventLine third = (LogLine.EventLine) misplayed.get(2);
        misplayed.set(3, line(4, Audits.digest(3), third.envelope().sig(), third.event()));
        Verdict verdict = Audits.audit(misplayed);
        assertThat(verdict.fault().rule()).isEqualTo(RuleId.SIGN);
        assertThat(verdict.fault().seq()).isEqualTo(4L);
    }

    @Test
    void withTrustedKeysAnUnsignedMatchOrAnotherSignerBreaksRSignAtTheFirstEvent() {
        List<LogLine> signedLines = signed(Scripted.match(), KEY, i -> true);
        assertThat(audit(signedLines, Set.of(SIGNER)).kind()).isEqualTo(Verdict.Kind.VALID);

        Verdict another = audit(signedLines, Set.of(JdkEd25519.hex(OTHER)));
        assertThat(another.fault().rule()).isEqualTo(RuleId.SIGN);
        assertThat(another.fault().seq()).isEqualTo(1L);
        assertThat(another.fault().message()).contains("not one of the trusted keys");

        Verdict unsigned = audit(Audits.lines(Scripted.match(), true), Set.of(SIGNER));
        assertThat(unsigned.fault().rule()).isEqualTo(RuleId.SIGN);
        assertThat(unsigned.fault().seq()).isEqualTo(1L);
    }

    @Test
    void aFairMatchIsValidWithItsShuffleChecked() {
        Verdict verdict = Audits.audit(Fair.match(TWO, Profile.ANGLO_40, Options.NONE, 7, "ana:01 ben:02"), true);
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.trust().shuffle()).isEqualTo(Trust.Shuffle.CHECKED);
    }

    @Test
    void aFairMatchInProgressHasItsShuffleCommitted() {
        List<Event> events = Fair.match(TWO, Profile.ANGLO_40, Options.NONE, 7, null);
        Verdict verdict = Audits.audit(events.subList(0, events.size() / 2), true);
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.IN_PROGRESS);
        assertThat(verdict.trust().shuffle()).isEqualTo(Trust.Shuffle.COMMITTED);
    }

    @Test
    void aMissingOrWrongSeedBreaksRShuffleAtMatchEnded() {
        List<Event> events = new ArrayList<>(Fair.match(TWO, Profile.ANGLO_40, Options.NONE, 7, null));
        int last = events.size() - 1;
        MatchEnded ended = (MatchEnded) events.get(last);
        events.set(last, ended.withSeed(null));
        assertFault(events, RuleId.SHUFFLE, last + 1, "no seed");
        events.set(last, ended.withSeed(HexFormat.of().formatHex(Fair.seed(8))));
        assertFault(events, RuleId.SHUFFLE, last + 1, "not the commit");
    }

    @Test
    void aSeedWhereNothingWasCommittedBreaksRShuffle() {
        List<Event> events = new ArrayList<>(Scripted.match());
        int last = events.size() - 1;
        events.set(last, ((MatchEnded) events.get(last)).withSeed(HexFormat.of().formatHex(Fair.seed(1))));
        assertFault(events, RuleId.SHUFFLE, last + 1, "committed to none");
    }

    @Test
    void aConcealedDealInAFairMatchBreaksRShuffle() {
        List<Event> events = new ArrayList<>();
        events.add(((MatchStarted) Scripted.match().get(0)).withTrust(null, new ShuffleCommit(HexFormat.of().formatHex(new byte[32]), null)));
        events.add(DealStarted.concealed(1, "ben"));
        assertFault(events, RuleId.SHUFFLE, 2, "concealed");
    }

    @Test
    void rShuffleIsJudgedLast() {
        List<Event> events = new ArrayList<>(Fair.match(TWO, Profile.ANGLO_40, Options.NONE, 7, null));
        int last = events.size() - 1;
        MatchEnded ended = (MatchEnded) events.get(last);
        events.set(last, new MatchEnded(ended.winner(), ended.wins(), ended.draws() + 1, null));
        assertFault(events, RuleId.MATCH, last + 1, "");
    }

    private static void assertFault(List<Event> events, RuleId rule, long seq, String words) {
        Verdict verdict = Audits.audit(events, false);
        assertThat(verdict.fault()).isNotNull();
        assertThat(verdict.fault().rule()).as(verdict.fault().message()).isEqualTo(rule);
        assertThat(verdict.fault().seq()).isEqualTo(seq);
        assertThat(verdict.fault().message()).contains(words);
        assertThat(verdict.trust().shuffle()).isEqualTo(Trust.Shuffle.NONE);
    }
}
