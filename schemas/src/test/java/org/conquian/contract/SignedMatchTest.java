package org.conquian.contract;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;
import org.conquian.bot.BotMatch;
import org.conquian.event.Event;
import org.conquian.event.MatchStarted;
import org.conquian.rules.House;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.rules.RuleId;
import org.conquian.testkit.JdkEd25519;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** Signed matches through the codec: what a signature signs, the form of the trust fields, and forgeries found. */
class SignedMatchTest {

    private static final String AT = "2026-11-29T18:00:00Z";
    private static final KeyPair KEY = Ed25519.newKeyPair();
    private static final String SIGNER = Ed25519.hex(KEY.getPublic());

    /** The spec's vector: the event as a line, sig included; what it signs is the canonical form without the sig. */
    @Test
    void theSpecsSignedEventSignsItsCanonicalFormWithoutSig() {
        String sig = "c5e9c830ca32899de72ec86dc022e60edcc92c420c6a72a9b60d01822098a7cc335da03ef93524ca43d5edf0cbe2de1ad09abd152619ae7023cf1b16c4a5670b";
        String line = "{\"v\":1,\"match\":\"m1\",\"seq\":1,\"at\":\"2026-12-01T20:00:00Z\",\"type\":\"MatchStarted\",\"players\":[\"ana\",\"ben\"],"
                + "\"rules\":\"anglo-40\",\"targetWins\":3,\"firstDealer\":\"ben\","
                + "\"signer\":\"d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a\",\"sig\":\"" + sig + "\"}";
        String signed = "{\"at\":\"2026-12-01T20:00:00Z\",\"firstDealer\":\"ben\","
                + "\"match\":\"m1\",\"players\":[\"ana\",\"ben\"],\"rules\":\"anglo-40\",\"seq\":1,"
                + "\"signer\":\"d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a\",\"targetWins\":3,\"type\":\"MatchStarted\",\"v\":1}";
        assertThat(new String(signedForm(line), StandardCharsets.UTF_8)).isEqualTo(signed);
        assertThat(JdkEd25519.verifies(Ed25519Test.PUBLIC, signed.getBytes(StandardCharsets.UTF_8), sig)).isTrue();
        LogLine.EventLine event = (LogLine.EventLine) Lines.read(line).get(0);
        assertThat(event.signedBy().test(Ed25519Test.PUBLIC)).isTrue();
        assertThat(event.signedBy().test(SIGNER)).isFalse();
        Verdict verdict = Lines.audit(line).get(0);
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.IN_PROGRESS);
        assertThat(verdict.trust().signedThrough()).isEqualTo(1L);
    }

    private static final Pattern SIG = Pattern.compile("\"sig\":\"([0-9a-f]{128})\"");

    /** What a signature of the line signs, as the codec reads it. */
    static byte[] signedForm(String line) {
        byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
        return Signatures.signedForm((Json.Obj) ((IJson.Parsed.Value) IJson.parse(bytes, 0, bytes.length)).value());
    }

    /** Every signature of the lines verifies with the JDK's Ed25519 too, not only with the codec's. */
    static void assertTheJdkVerifiesEverySignature(List<String> lines, String signer) {
        for (String line : lines) {
            Matcher sig = SIG.matcher(line);
            if (sig.find()) {
                assertThat(JdkEd25519.verifies(signer, signedForm(line), sig.group(1))).as(line).isTrue();
            }
        }
    }

    private static final String START = "{\"v\":1,\"match\":\"m1\",\"seq\":1,\"at\":\"2026-12-01T20:00:00Z\",\"type\":\"MatchStarted\","
            + "\"players\":[\"ana\",\"ben\"],\"rules\":\"anglo-40\",\"targetWins\":3,\"firstDealer\":\"ben\"";
    private static final String HEX64 = "abababababababababababababababababababababababababababababababab";

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            ",\"signer\":\"ABab\"|`signer` must be an Ed25519 public key",
            ",\"signer\":7|`signer` must be an Ed25519 public key",
            ",\"sig\":\"abc\"|`sig` must be an Ed25519 signature",
            ",\"shuffle\":\"x\"|`shuffle` must be an object with commit",
            ",\"shuffle\":{}|`shuffle.commit`",
            ",\"shuffle\":{\"commit\":\"ABC\"}|`shuffle.commit` must be 64 lowercase hex digits",
            ",\"shuffle\":{\"commit\":\"abababababababababababababababababababababababababababababababab\",\"salt\":7}|`shuffle.salt` must be a string of at most 256 characters"})
    void trustFieldsOfTheWrongFormAreSchema(String field, String message) {
        assertThat(Lines.bad(START + field + "}").message()).contains(message);
    }

    @Test
    void aSaltIsCountedInCodePoints() {
        String fits = "\uD83C\uDCA1".repeat(256);
        assertThat(Lines.read(START + ",\"shuffle\":{\"commit\":\"" + HEX64 + "\",\"salt\":\"" + fits + "\"}}").get(0))
                .isInstanceOf(LogLine.EventLine.class);
        assertThat(Lines.bad(START + ",\"shuffle\":{\"commit\":\"" + HEX64 + "\",\"salt\":\"" + fits + "x\"}}").message()).contains("salt");
    }

    @Test
    void aSeedOfTheWrongFormIsSchemaOnAnyMatchEnded() {
        String ended = "{\"v\":1,\"match\":\"m1\",\"seq\":9,\"at\":\"2026-12-01T20:00:00Z\",\"type\":\"MatchEnded\",\"winner\":\"ana\","
                + "\"wins\":{\"ana\":3,\"ben\":0},\"draws\":0,\"seed\":\"xyz\"}";
        assertThat(Lines.bad(ended).message()).contains("`seed` must be a seed");
    }

    /** A bot match as the recorder writes it signed: the last event of each turn, and MatchEnded. */
    private static List<String> signedMatch(long seed) {
        return signedMatch(List.of("ana", "ben"), Profile.ANGLO_40, Options.NONE, seed);
    }

    private static List<String> signedMatch(List<String> players, Profile profile, Options options, long seed) {
        List<List<Event>> turns = new ArrayList<>();
        BotMatch.play(players, profile, options, seed, decided -> turns.add(new ArrayList<>(decided.events())));
        turns.get(0).set(0, ((MatchStarted) turns.get(0).get(0)).withTrust(SIGNER, null));
        Head head = Head.empty("m");
        List<String> lines = new ArrayList<>();
        for (List<Event> turn : turns) {
            for (Encoder.Encoded encoded : Encoder.encode(head, turn, AT, KEY.getPrivate())) {
                lines.add(new String(encoded.line(), StandardCharsets.UTF_8));
                head = encoded.head();
            }
        }
        return lines;
    }

    @Property(tries = 8)
    void aSignedBotMatchIsValidSignedThroughItsLastSeq(@ForAll long seed) {
        List<String> lines = signedMatch(seed);
        assertTheJdkVerifiesEverySignature(lines, SIGNER);
        Verdict verdict = Lines.audit(String.join("\n", lines)).get(0);
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.trust().signer()).isEqualTo(SIGNER);
        assertThat(verdict.trust().signedThrough()).isEqualTo((long) lines.size());
    }

    /** House rules change nothing in a signature: the signed MatchStarted holds them, and a change to them is found. */
    @Property(tries = 4)
    void aSignedMatchWithHouseRulesIsValidAndItsHouseRulesAreSigned(@ForAll long seed) {
        List<String> lines = signedMatch(List.of("ana", "ben", "cruz", "dee"), Profile.PAGAT_UPCARD,
                new Options(null, null, 1, House.parse("partnership,meldFromHand=true")), seed);
        assertThat(lines.getFirst()).contains("\"house\":{\"meldFromHand\":true,\"partnership\":true}");
        assertTheJdkVerifiesEverySignature(lines, SIGNER);
        assertThat(Lines.audit(String.join("\n", lines)).get(0).kind()).isEqualTo(Verdict.Kind.VALID);
        List<String> changed = new ArrayList<>(lines);
        changed.set(0, lines.getFirst().replace("\"meldFromHand\":true", "\"meldFromHand\":false"));
        Verdict forged = Lines.audit(String.join("\n", changed)).get(0);
        assertThat(forged.kind()).isEqualTo(Verdict.Kind.INVALID);
        assertThat(forged.fault().rule()).isIn(RuleId.SIGN, RuleId.CHAIN);
    }

    /**
     * One byte of one event changed, and every prev after it recomputed, as a forger with a text editor would: the
     * audit names R-SIGN at that event if it carries a signature, else at the first signature after it, unless the
     * changed event breaks a rule first (an unsigned event is judged by the rules before any later signature).
     */
    @Property(tries = 12)
    void aChangedByteOfASignedMatchIsFound(@ForAll long seed, @ForAll @IntRange(min = 0, max = 1_000_000) int where,
                                           @ForAll @IntRange(min = 0, max = 25) int to) {
        List<String> lines = signedMatch(seed);
        int index = where % lines.size();
        List<String> forged = forged(lines, index, where / lines.size(), to);
        Assume.that(forged != null);
        Verdict verdict = Lines.audit(String.join("\n", forged)).get(0);
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.INVALID);
        long seq = index + 1;
        long firstSigned = seq;
        while (firstSigned < forged.size() && !forged.get((int) firstSigned - 1).contains("\"sig\":")) {
            firstSigned++;
        }
        if (verdict.fault().seq() == seq && verdict.fault().rule() != RuleId.SIGN) {
            // the format's own refusal comes first (a card of no pack, say), and an unsigned event is judged by the rules
            assertThat(verdict.fault().rule() == RuleId.SCHEMA || !forged.get(index).contains("\"sig\":")).as(verdict.fault().message()).isTrue();
        } else {
            assertThat(verdict.fault().rule()).as(verdict.fault().message()).isEqualTo(RuleId.SIGN);
            assertThat(verdict.fault().seq()).isIn(seq, firstSigned);
        }
        assertThat(verdict.trust().signedThrough() == null ? 0 : verdict.trust().signedThrough()).isLessThan(seq);
    }

    /**
     * The log with one letter or digit of line {@code index} changed into another of its kind (the first change, from
     * {@code from} on, that leaves an event of the same match and seq, and changes the log once every prev after it is
     * recomputed), and re-chained; null when no such change exists.
     */
    private static List<String> forged(List<String> lines, int index, int from, int to) {
        byte[] original = lines.get(index).getBytes(StandardCharsets.UTF_8);
        for (int step = 0; step < original.length; step++) {
            int at = (from + step) % original.length;
            byte was = original[at];
            if (!Character.isLetterOrDigit(was)) {
                continue;
            }
            byte now = (byte) (Character.isDigit(was) ? '0' + (was - '0' + 1 + to % 9) % 10
                    : Character.isUpperCase(was) ? 'A' + (was - 'A' + 1 + to) % 26 : 'a' + (was - 'a' + 1 + to) % 26);
            byte[] bytes = original.clone();
            bytes[at] = now;
            String changed = new String(bytes, StandardCharsets.UTF_8);
            List<LogLine> read = Lines.read(bytes);
            if (read.size() != 1 || !(read.get(0) instanceof LogLine.EventLine event) || !event.match().equals("m")
                    || event.envelope().seq() != index + 1 || index > 0 && !changed.matches(".*\"prev\":\"[0-9a-f]{64}\".*")) {
                continue;
            }
            List<String> forged = new ArrayList<>(lines.subList(0, index));
            String link = index == 0 ? null : ((LogLine.EventLine) Lines.read(lines.get(index - 1)).get(0)).digest().get();
            for (int i = index; i < lines.size(); i++) {
                String line = i == index ? changed : lines.get(i);
                String rechained = link == null ? line : line.replaceFirst("\"prev\":\"[0-9a-f]{64}\"", "\"prev\":\"" + link + "\"");
                forged.add(rechained);
                link = ((LogLine.EventLine) Lines.read(rechained).get(0)).digest().get();
            }
            if (!forged.equals(lines)) {
                return forged;
            }
        }
        return null;
    }
}
