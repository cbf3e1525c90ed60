package org.conquian.testkit;

import org.conquian.bot.BotMatch;
import org.conquian.event.Event;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.ShuffleCommit;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.trust.FairShuffle;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/** Bot matches dealt from a committed shuffle, as a recorder with {@code --fair} writes them. */
public final class Fair {

    private Fair() {
    }

    /** A seed made from a number, for tests: its 32 bytes repeat the number. */
    public static byte[] seed(long n) {
        byte[] seed = new byte[FairShuffle.SEED_BYTES];
        for (int i = 0; i < seed.length; i++) {
            seed[i] = (byte) (n >>> (8 * (i % 8)));
        }
        return seed;
    }

    /** The match's events: the commit (and salt) in MatchStarted, every deal from the seed, the seed in MatchEnded. */
    public static List<Event> match(List<String> players, Profile profile, Options options, long n, String salt) {
        byte[] seed = seed(n);
        List<Event> events = new ArrayList<>();
        BotMatch.play(players, profile, options, n, (deal, cards) -> FairShuffle.pack(seed, salt == null ? "" : salt, deal, cards),
                decided -> events.addAll(decided.events()));
        events.set(0, ((MatchStarted) events.get(0)).withTrust(null, new ShuffleCommit(FairShuffle.commit(seed), salt)));
        int last = events.size() - 1;
        events.set(last, ((MatchEnded) events.get(last)).withSeed(HexFormat.of().formatHex(seed)));
        return events;
    }
}
