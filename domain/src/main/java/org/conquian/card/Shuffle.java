package org.conquian.card;

import java.util.ArrayList;
import java.util.List;

/**
 * The documented shuffle, so that a seed reproduces a deal in any language.
 *
 * <p>The pack starts in card order ({@code AC 2C … KC AD … KS}, see {@link Card#index()}). Deal {@code n}
 * of a match with seed {@code s} is a Fisher–Yates shuffle: for {@code i} from 39 down to 1, swap card
 * {@code i} with card {@code j = r mod (i + 1)}, {@code r} an unsigned 64-bit draw. The draws come from
 * SplitMix64 seeded with {@code s}, deal {@code n} using draws {@code 39(n−1)+1} to {@code 39n}, so deals
 * of a match never share draws. The result is read top card first. No separate cut is made: a cut of a
 * uniformly shuffled pack is still uniform.
 */
public final class Shuffle {

    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private Shuffle() {
    }

    /**
     * The pack for deal {@code deal} (from 1) of the match seeded with {@code seed}: its cards in card order (with
     * two packs, the one pack's order written twice), shuffled.
     */
    public static List<Card> pack(long seed, int deal, CardSet cards) {
        List<Card> pack = new ArrayList<>(cards.inPackOrder());
        int draws = pack.size() - 1;
        long state = seed + (long) (deal - 1) * draws * GOLDEN_GAMMA;
        for (int i = pack.size() - 1; i > 0; i--) {
            state += GOLDEN_GAMMA;
            int j = (int) Long.remainderUnsigned(mix(state), i + 1);
            Card swapped = pack.get(i);
            pack.set(i, pack.get(j));
            pack.set(j, swapped);
        }
        return List.copyOf(pack);
    }

    /** SplitMix64's output function; also used to derive seeds. */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
