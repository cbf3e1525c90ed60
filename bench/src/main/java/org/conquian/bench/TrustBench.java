package org.conquian.bench;

import org.conquian.bot.BotMatch;
import org.conquian.card.Shuffle;
import org.conquian.contract.Ed25519;
import org.conquian.contract.Encoder;
import org.conquian.contract.Head;
import org.conquian.contract.LogAudits;
import org.conquian.event.Event;
import org.conquian.event.MatchStarted;
import org.conquian.log.MatchWriter;
import org.conquian.log.file.FileEventLog;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What signing costs: a live turn's append to the embedded log signed against unsigned, in turns, and what the
 * signature adds against {@code openssl speed ed25519}'s sign; and the audit of a signed log, in signatures verified per
 * second, against its verify, on the same machine.
 */
final class TrustBench {

    /** A fixed key, so that the signed data kept between runs stays valid (RFC 8032's test 1 secret). */
    private static final String KEY = "302e020100300506032b657004220420" + "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60";

    private final Results results;
    private final boolean quick;

    TrustBench(Results results, boolean quick) {
        this.results = results;
        this.quick = quick;
    }

    /** {@code openssl speed ed25519}'s signs and verifies per second on one core; NaN where there is no openssl. */
    private record Openssl(double signs, double verifies) {
    }

    void run(Path data) throws Exception {
        PrivateKey key = fixedKey();
        Openssl openssl = opensslSpeed();
        liveTurnSignedAgainstUnsigned(key, openssl);
        int matches = quick ? 100 : 10_000;
        Path signed = signedLog(data, matches, key);
        signedAudit(signed, matches, openssl);
    }

    /** The key as the recorder holds one read from its file: expanded once to sign with. */
    private static PrivateKey fixedKey() throws Exception {
        return Ed25519.signingKey(KeyFactory.getInstance("Ed25519").generatePrivate(new PKCS8EncodedKeySpec(HexFormat.of().parseHex(KEY))));
    }

    /** A bot match's turns, as the recorder appends them live; MatchStarted names the signer when {@code signer} is given. */
    private static List<List<Event>> turns(long seed, String signer) {
        List<List<Event>> turns = new ArrayList<>();
        BotMatch.play(Data.PLAYERS, Profile.ANGLO_40, Options.NONE, seed, decided -> turns.add(decided.events().stream()
                .map(event -> event instanceof MatchStarted started && signer != null ? started.withTrust(signer, null) : event).toList()));
        return turns;
    }

    /**
     * Each turn appended and fsynced as the recorder does live, one match signed and the same match unsigned, in turns,
     * best of five. A turn signs one event (its last), so what signing adds is one signature: against openssl's, it
     * says how near that is to the fastest this machine signs; the ratio of the turns cannot be below
     * (unsigned + openssl's signature) / unsigned.
     */
    private void liveTurnSignedAgainstUnsigned(PrivateKey key, Openssl openssl) throws IOException {
        Path directory = Files.createTempDirectory("conquian-bench-sign");
        String signer = Ed25519.publicHex(key);
        long bestSigned = Long.MAX_VALUE;
        long bestUnsigned = Long.MAX_VALUE;
        int appends = 0;
        try (FileEventLog log = FileEventLog.open(directory)) {
            for (int round = 0; round < (quick ? 2 : 5); round++) {
                long seed = Shuffle.mix(Data.SEED + round);
                List<List<Event>> plain = turns(seed, null);
                List<List<Event>> named = turns(seed, signer);
                appends = plain.size();
                bestUnsigned = Math.min(bestUnsigned, appendAll(log, "u-" + round, plain, null));
                bestSigned = Math.min(bestSigned, appendAll(log, "s-" + round, named, key));
            }
        }
        double signedMicros = bestSigned / 1e3 / appends;
        double unsignedMicros = bestUnsigned / 1e3 / appends;
        double ratio = signedMicros / unsignedMicros;
        results.add("a live turn's append, embedded log, signed", String.format(Locale.ROOT, "%,.0f us", signedMicros),
                String.format(Locale.ROOT, "%,.0f us (unsigned)", unsignedMicros), Results.ratio(ratio) + "x", "< 1.1x", ratio < 1.1);
        if (!Double.isNaN(openssl.signs())) {
            double opensslMicros = 1e6 / openssl.signs();
            double added = signedMicros - unsignedMicros;
            results.add("a live turn's signature: what signing adds to its append", String.format(Locale.ROOT, "%,.1f us", added),
                    String.format(Locale.ROOT, "%,.1f us (openssl speed's sign; so no signed turn here under %sx)", opensslMicros,
                            Results.ratio((unsignedMicros + opensslMicros) / unsignedMicros)),
                    Results.ratio(opensslMicros / added), "reported", true);
        }
    }

    private static long appendAll(FileEventLog log, String match, List<List<Event>> turns, PrivateKey key) throws IOException {
        long start = System.nanoTime();
        try (MatchWriter writer = log.openWriter(match)) {
            for (List<Event> turn : turns) {
                writer.append(writer.head().seq(), turn, "2026-11-29T18:00:00.000Z", key);
            }
        }
        return System.nanoTime() - start;
    }

    /** The bench's matches, each signed per turn, made once and kept. */
    private static Path signedLog(Path directory, int matches, PrivateKey key) throws IOException {
        Path file = directory.resolve("signed-" + matches + ".jsonl");
        if (Files.exists(file)) {
            return file;
        }
        Files.createDirectories(directory);
        System.out.println("signing " + matches + " bot matches per turn (once; kept in " + directory + ") ...");
        String signer = Ed25519.publicHex(key);
        Path partial = directory.resolve(file.getFileName() + ".partial");
        List<Integer> numbers = new ArrayList<>();
        for (int n = 0; n < matches; n++) {
            numbers.add(n);
        }
        List<byte[]> blocks = numbers.parallelStream().map(n -> {
            StringBuilder text = new StringBuilder();
            List<List<Event>> turns = turns(Shuffle.mix(Data.SEED + n), signer);
            for (Encoder.Encoded encoded : Encoder.encodeTurns(Head.empty(Data.matchId(n)), turns, "2026-11-29T18:00:00.000Z", key)) {
                text.append(new String(encoded.line(), StandardCharsets.UTF_8)).append('\n');
            }
            return text.toString().getBytes(StandardCharsets.UTF_8);
        }).toList();
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(partial), 1 << 20)) {
            for (byte[] block : blocks) {
                out.write(block);
            }
        }
        Files.move(partial, file);
        return file;
    }

    /**
     * The audit of the signed log, best of three, in signatures verified per second, against openssl's verify (one
     * core): on one thread, and on every core, where each thread folds, and so verifies, the matches that hash to it.
     */
    private void signedAudit(Path log, int matches, Openssl openssl) throws Exception {
        long signatures;
        try (var lines = Files.lines(log)) {
            signatures = lines.filter(line -> line.contains("\"sig\":")).count();
        }
        double opensslVerify = openssl.verifies();
        int cores = Runtime.getRuntime().availableProcessors();
        for (int threads : cores > 1 ? List.of(1, cores) : List.of(1)) {
            long best = Long.MAX_VALUE;
            for (int round = 0; round < 3; round++) {
                long start = System.nanoTime();
                try (InputStream in = Files.newInputStream(log)) {
                    LogAudits.audit(in, false, false, threads, bytes -> { });
                }
                best = Math.min(best, System.nanoTime() - start);
            }
            double ours = signatures / (best / 1e9);
            String what = "audit of " + String.format(Locale.ROOT, "%,d", matches) + " signed matches, "
                    + (threads == 1 ? "one thread" : threads + " threads");
            if (Double.isNaN(opensslVerify)) {
                results.add(what, Results.perSecond(ours, "signatures"), "- (no openssl here)", "-", ">= 0.5", false);
            } else {
                results.add(what, Results.perSecond(ours, "signatures"), Results.perSecond(opensslVerify, "verifies") + " (openssl speed)",
                        Results.ratio(ours / opensslVerify), ">= 0.5", ours / opensslVerify >= 0.5);
            }
        }
    }

    /** {@code openssl speed -seconds 5 ed25519} on this machine. */
    private Openssl opensslSpeed() throws Exception {
        Path openssl = Path.of("/usr/bin/openssl");
        if (!Files.isExecutable(openssl)) {
            return new Openssl(Double.NaN, Double.NaN);
        }
        Process process = new ProcessBuilder(openssl.toString(), "speed", "-seconds", quick ? "1" : "5", "ed25519")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return new Openssl(Double.NaN, Double.NaN);
        }
        // "253 bits EdDSA (Ed25519)   0.0000s   0.0001s  30889.4  11306.2": sign/s, then verify/s
        Matcher row = Pattern.compile("EdDSA \\(Ed25519\\)\\s+\\S+\\s+\\S+\\s+([0-9.]+)\\s+([0-9.]+)").matcher(out);
        return row.find() ? new Openssl(Double.parseDouble(row.group(1)), Double.parseDouble(row.group(2))) : new Openssl(Double.NaN, Double.NaN);
    }
}
