package org.conquian.bot;

import org.conquian.card.Shuffle;

/** A seeded SplitMix64 stream: the only randomness bots use, so a seed replays a bot's every choice. */
final class SplitMix {

    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private long state;

    SplitMix(long seed) {
        this.state = seed;
    }

    long next() {
        state += GOLDEN_GAMMA;
        return Shuffle.mix(state);
    }

    /** Uniform in {@code [0, bound)}. */
    int below(int bound) {
        return (int) Long.remainderUnsigned(next(), bound);
    }

    /** True with the given probability. */
    boolean chance(double probability) {
        return (next() >>> 11) * 0x1.0p-53 < probability;
    }
}
