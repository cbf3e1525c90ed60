package org.conquian.recorder;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.card.Shuffle;
import org.conquian.event.ShuffleCommit;
import org.conquian.log.TextLines;
import org.conquian.trust.FairShuffle;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Where the recorder's packs come from: given packs first (a shuffled pack the table dealt from), then
 * the documented shuffle of a seed ({@link Shuffle}). Without a seed the seed is drawn from the system's
 * secure random source, so nobody can predict the deals; it is never written to the log. A committed
 * shuffle ({@link #committed}) deals every deal from a secret 32-byte seed whose SHA-256 the match states
 * at its start and which its end reveals ({@link FairShuffle}).
 */
public final class Packs {

    private final long seed;
    private final List<List<Card>> given;
    private final boolean faceDown;
    /** The committed shuffle's seed, or null: none, or it was lost. */
    private final byte[] fairSeed;
    /** The commit the match states, or null when its shuffle is not committed. */
    private final ShuffleCommit commit;

    private Packs(long seed, List<List<Card>> given, boolean faceDown, byte[] fairSeed, ShuffleCommit commit) {
        this.seed = seed;
        this.given = List.copyOf(given);
        this.faceDown = faceDown;
        this.fairSeed = fairSeed == null ? null : fairSeed.clone();
        this.commit = commit;
    }

    public static Packs seeded(long seed) {
        return new Packs(seed, List.of(), false, null, null);
    }

    /** Every deal from a fresh secret seed ({@link SeedStore#freshSeed}) and the players' salt (null for none). */
    public static Packs committed(String salt) {
        return committed(SeedStore.freshSeed(), salt);
    }

    /** Every deal from this secret seed and the players' salt (null for none); the seed's draw names a first dealer when none is. */
    public static Packs committed(byte[] fairSeed, String salt) {
        if (fairSeed.length != FairShuffle.SEED_BYTES) {
            throw new IllegalArgumentException("a committed shuffle's seed has " + FairShuffle.SEED_BYTES + " bytes, not " + fairSeed.length);
        }
        if (salt != null) {
            saltRefusal(salt).ifPresent(why -> {
                throw new IllegalArgumentException(why);
            });
        }
        // the first dealer is drawn apart from the secret seed, which must tell nothing before the end
        return new Packs(new SecureRandom().nextLong(), List.of(), false, fairSeed, new ShuffleCommit(FairShuffle.commit(fairSeed), salt));
    }

    /** Why the players' salt cannot be mixed into the deals, or empty when it can. */
    public static Optional<String> saltRefusal(String salt) {
        if (salt.codePointCount(0, salt.length()) > FairShuffle.MOST_SALT) {
            return Optional.of("the salt is at most " + FairShuffle.MOST_SALT + " characters, not " + salt.codePointCount(0, salt.length()));
        }
        if (!StandardCharsets.UTF_8.newEncoder().canEncode(salt)) {
            return Optional.of("the salt is not text that UTF-8 can write (a lone surrogate?)");
        }
        return Optional.empty();
    }

    /**
     * The packs of a match whose committed seed was lost: its deals go on from a secure random seed, and its end
     * cannot reveal the seed, so the match can no longer end valid.
     */
    public static Packs seedLost(ShuffleCommit commit) {
        return new Packs(new SecureRandom().nextLong(), List.of(), false, null, commit);
    }

    /** The commit {@code MatchStarted} states, if the shuffle is committed. */
    public Optional<ShuffleCommit> commit() {
        return Optional.ofNullable(commit);
    }

    /** The seed {@code MatchEnded} reveals, in hex: empty when nothing was committed, or the seed was lost. */
    public Optional<String> revealedSeed() {
        return Optional.ofNullable(fairSeed).map(HexFormat.of()::formatHex);
    }

    /** The secret seed, to keep until the match ends. */
    Optional<byte[]> fairSeed() {
        return Optional.ofNullable(fairSeed).map(byte[]::clone);
    }

    /**
     * The packs of a real table: shuffled and dealt there, face down, so every deal is recorded concealed and
     * the cards are named as they are shown. The seed still draws the first dealer when none is named.
     */
    public Packs faceDown() {
        if (commit != null) {
            throw new IllegalArgumentException("a committed shuffle deals every deal itself: it cannot be dealt face down at a table");
        }
        return new Packs(seed, given, true, null, null);
    }

    /** Whether the deals are dealt at a real table, unknown to the record. */
    public boolean isFaceDown() {
        return faceDown;
    }

    public static Packs random() {
        return seeded(new SecureRandom().nextLong());
    }

    /** These packs for the first deals, in order, each the 40 or the 52 cards once (twice, with two packs); then the seed's. */
    public Packs startingWith(List<List<Card>> packs) {
        packsRefusal(packs).ifPresent(why -> {
            throw new IllegalArgumentException(why);
        });
        if (commit != null && !packs.isEmpty()) {
            throw new IllegalArgumentException("a committed shuffle deals every deal from its seed: it takes no packs");
        }
        List<List<Card>> all = new ArrayList<>(given);
        all.addAll(packs);
        return new Packs(seed, all, faceDown, fairSeed, commit);
    }

    /**
     * The packs of a file, one shuffled pack a line in dealing order (cards as {@code 7C}, parted by spaces); blank
     * lines and lines beginning with {@code #} are skipped. A bad card is named with its file and line.
     */
    public static List<List<Card>> read(Path file) throws IOException {
        List<List<Card>> packs = new ArrayList<>();
        try (TextLines lines = TextLines.open(file)) {
            for (String line = lines.next(); line != null; line = lines.next()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                try {
                    packs.add(Card.list(line));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(file + ", line " + lines.number() + ": " + e.getMessage());
                }
            }
        }
        return packs;
    }

    /**
     * Why these are not packs to deal from, or empty when each is the 40 or the 52 cards once, or twice (two packs,
     * house rule {@code packs} 2). Whether it is the match's pack is the new match's to say ({@link NewMatch#check}).
     */
    public static Optional<String> packsRefusal(List<List<Card>> packs) {
        for (List<Card> pack : packs) {
            Map<Card, Integer> counts = new HashMap<>();
            pack.forEach(card -> counts.merge(card, 1, Integer::sum));
            Set<Integer> times = new HashSet<>(counts.values());
            CardSet cards = CardSet.of(List.copyOf(counts.keySet()));
            if (times.size() != 1 || times.iterator().next() > 2 || !(cards.equals(CardSet.PACK) || cards.equals(CardSet.PACK_52))) {
                return Optional.of("a pack is the 40 (or 52) cards of the deck, each once, or each twice with two packs; this one has "
                        + pack.size() + " cards" + (times.size() > 1 || times.stream().anyMatch(count -> count > 2) ? ", some more often than others" : ""));
            }
        }
        return Optional.empty();
    }

    /** The pack for deal {@code deal} (from 1) of a match played with these cards. */
    public List<Card> forDeal(int deal, CardSet cards) {
        if (fairSeed != null) {
            return FairShuffle.pack(fairSeed, commit.saltOrEmpty(), deal, cards);
        }
        return deal <= given.size() ? given.get(deal - 1) : Shuffle.pack(seed, deal, cards);
    }

    /** A fair draw from the seed among the seats, for the first dealer when none is named. */
    public int firstDealerIndex(int players) {
        return (int) Long.remainderUnsigned(Shuffle.mix(seed ^ 0x5EED), players);
    }
}
