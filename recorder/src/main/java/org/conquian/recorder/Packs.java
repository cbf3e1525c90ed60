package org.conquian.recorder;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.card.Shuffle;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the recorder's packs come from: given packs first (a shuffled pack the table dealt from), then
 * the documented shuffle of a seed ({@link Shuffle}). Without a seed the seed is drawn from the system's
 * secure random source, so nobody can predict the deals; it is never written to the log.
 */
public final class Packs {

    private final long seed;
    private final List<List<Card>> given;
    private final boolean faceDown;

    private Packs(long seed, List<List<Card>> given, boolean faceDown) {
        this.seed = seed;
        this.given = List.copyOf(given);
        this.faceDown = faceDown;
    }

    public static Packs seeded(long seed) {
        return new Packs(seed, List.of(), false);
    }

    /**
     * The packs of a real table: shuffled and dealt there, face down, so every deal is recorded concealed and
     * the cards are named as they are shown. The seed still draws the first dealer when none is named.
     */
    public Packs faceDown() {
        return new Packs(seed, given, true);
    }

    /** Whether the deals are dealt at a real table, unknown to the record. */
    public boolean isFaceDown() {
        return faceDown;
    }

    public static Packs random() {
        return seeded(new SecureRandom().nextLong());
    }

    /** These packs for the first deals, in order, each the 40 or the 52 cards once; then the seed's. */
    public Packs startingWith(List<List<Card>> packs) {
        for (List<Card> pack : packs) {
            CardSet cards = CardSet.of(pack);
            if (cards.size() != pack.size() || !(cards.equals(CardSet.PACK) || cards.equals(CardSet.PACK_52))) {
                throw new IllegalArgumentException("a pack is the 40 (or 52) cards of the deck, each once; this one has "
                        + pack.size() + " cards" + (cards.size() != pack.size() ? ", some twice" : ""));
            }
        }
        List<List<Card>> all = new ArrayList<>(given);
        all.addAll(packs);
        return new Packs(seed, all, faceDown);
    }

    /** The pack for deal {@code deal} (from 1) of a match played with these cards. */
    public List<Card> forDeal(int deal, CardSet cards) {
        return deal <= given.size() ? given.get(deal - 1) : Shuffle.pack(seed, deal, cards);
    }

    /** A fair draw from the seed among the seats, for the first dealer when none is named. */
    public int firstDealerIndex(int players) {
        return (int) Long.remainderUnsigned(Shuffle.mix(seed ^ 0x5EED), players);
    }
}
