package org.conquian.contract;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.conquian.audit.Verdict;
import org.conquian.bot.BotMatch;
import org.conquian.event.Event;
import org.conquian.event.MatchStarted;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.security.PrivateKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The audit on several threads gives the verdicts of the audit on one, whatever the log holds (signed matches among
 * others, signatures changed) and wherever its blocks are cut.
 */
class ThreadsTest {

    private static final KeyPair PAIR = Ed25519.newKeyPair();
    private static final PrivateKey KEY = Ed25519.signingKey(PAIR.getPrivate());
    private static final String SIGNER = Ed25519.hex(PAIR.getPublic());
    private static final List<String> DAMAGE = List.of("not json at all", "{\"v\":1,\"type\":\"CardPassed\"}", "[1,2]",
            "{\"match\":\"", "   ", "");

    @Property(tries = 60)
    void severalThreadsGiveTheVerdictsOfOne(@ForAll long seed, @ForAll @IntRange(min = 2, max = 4) int threads,
                                            @ForAll @IntRange(min = 0, max = 12) int damages) throws IOException {
        Random random = new Random(seed);
        List<String> lines = interleaved(random, 2 + random.nextInt(5));
        for (int n = 0; n < damages; n++) {
            damage(lines, random);
        }
        byte[] log = String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
        assertThat(onThreads(log, threads)).isEqualTo(Lines.audit(log));
    }

    /** A line whose match cannot be read, first in a block, is charged to the match of the last line of the block before. */
    @Test
    void aLineOfNoMatchFirstInABlockIsChargedAcrossTheCut() throws IOException {
        List<String> lines = interleaved(new Random(7), 10);
        lines.add(LineBlock.LINES, "not json at all");
        lines.add(2 * LineBlock.LINES, "{\"v\":1,\"type\":\"CardPassed\"}");
        byte[] log = String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
        List<Verdict> one = Lines.audit(log);
        assertThat(one).filteredOn(verdict -> verdict.kind() == Verdict.Kind.INVALID).hasSize(2);
        assertThat(onThreads(log, 2)).isEqualTo(one);
        assertThat(onThreads(log, 3)).isEqualTo(one);
    }

    @Test
    void anEmptyLogIsOneEmptyVerdictOnThreadsToo() throws IOException {
        assertThat(onThreads("\n  \n".getBytes(StandardCharsets.UTF_8), 2)).containsExactly(Verdict.empty());
    }

    private static List<Verdict> onThreads(byte[] log, int threads) throws IOException {
        return LogAudits.audit(new ByteArrayInputStream(log), false, false, threads, bytes -> { });
    }

    /** Bot matches, their lines shuffled together in order within each match, as a topic export holds them. */
    private static List<String> interleaved(Random random, int matches) {
        List<List<String>> streams = new ArrayList<>();
        for (int m = 0; m < matches; m++) {
            List<Event> events = BotMatch.play(List.of("ana", "ben"), random.nextLong());
            boolean signed = m % 2 == 1;
            Head head = Head.empty("m" + m);
            List<String> stream = new ArrayList<>();
            for (int i = 0; i < events.size(); i++) {
                Event event = signed && events.get(i) instanceof MatchStarted started ? started.withTrust(SIGNER, null) : events.get(i);
                // a signed match's every eighth event and its last are signed, as a recorder signs the last of each turn
                boolean signs = signed && (i % 8 == 7 || i == events.size() - 1);
                Encoder.Encoded encoded = Encoder.encode(head, event, "2026-11-29T18:00:00Z", signs ? KEY : null);
                stream.add(new String(encoded.line(), StandardCharsets.UTF_8));
                head = encoded.head();
            }
            streams.add(stream);
        }
        List<String> lines = new ArrayList<>();
        int[] next = new int[matches];
        while (streams.stream().anyMatch(stream -> !stream.isEmpty())) {
            int m = random.nextInt(matches);
            if (next[m] < streams.get(m).size()) {
                lines.add(streams.get(m).get(next[m]++));
            } else if (next[m] == streams.get(m).size()) {
                streams.set(m, List.of());
            }
        }
        return lines;
    }

    private static void damage(List<String> lines, Random random) {
        int at = random.nextInt(lines.size());
        switch (random.nextInt(5)) {
            case 0 -> lines.add(at, DAMAGE.get(random.nextInt(DAMAGE.size())));
            case 1 -> lines.add(at, lines.get(at));
            case 2 -> lines.remove(at);
            case 3 -> lines.set(at, lines.get(at).replaceFirst("\"sig\":\"(.)", "\"sig\":\"" + (lines.get(at).contains("\"sig\":\"0") ? "1" : "0")));
            default -> lines.add(random.nextInt(lines.size()), lines.remove(at));
        }
    }
}
