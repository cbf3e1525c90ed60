package org.conquian.trust;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.event.DealStarted;
import org.conquian.game.Dealing;
import org.conquian.game.MatchSetup;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * The committed shuffle of docs/format.md: every deal of a match drawn from a 32-byte secret seed and the players'
 * salt, so that once the seed is revealed anyone can check that no deal was chosen. The pack starts in card
 * order and is shuffled by Fisher–Yates with unbiased draws from an HMAC-SHA256 stream keyed per deal.
 */
public final class FairShuffle {

    public static final int SEED_BYTES = 32;
    /** The longest salt, in Unicode code points. */
    public static final int MOST_SALT = 256;

    private static final HexFormat HEX = HexFormat.of();

    private FairShuffle() {
    }

    /** The commit of a seed: its SHA-256, in lowercase hex. */
    public static String commit(byte[] seed) {
        try {
            return HEX.formatHex(MessageDigest.getInstance("SHA-256").digest(seed));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /**
     * The pack of deal {@code deal} (from 1), top card first: {@code cards} in card order (with two packs, the one
     * pack's order written twice), shuffled from the seed.
     */
    public static List<Card> pack(byte[] seed, String salt, int deal, CardSet cards) {
        List<Card> pack = new ArrayList<>(cards.inPackOrder());
        Draws draws = new Draws(dealKey(seed, salt, deal));
        for (int i = pack.size() - 1; i > 0; i--) {
            int j = draws.below(i + 1);
            Card swapped = pack.get(i);
            pack.set(i, pack.get(j));
            pack.set(j, swapped);
        }
        return List.copyOf(pack);
    }

    /** Deal {@code deal} of the match, dealt by {@code dealer} from the seed's pack as R-DEAL says. */
    public static DealStarted deal(byte[] seed, String salt, int deal, String dealer, MatchSetup setup) {
        return Dealing.deal(deal, dealer, setup, pack(seed, salt, deal, setup.profile().pack()));
    }

    /** The key of one deal's stream: the HMAC by the seed of {@code {"deal":n,"salt":S}}, in RFC 8785's form. */
    static byte[] dealKey(byte[] seed, String salt, int deal) {
        return hmac(seed, dealMessage(deal, salt));
    }

    private static byte[] dealMessage(int deal, String salt) {
        return ("{\"deal\":" + deal + ",\"salt\":" + jsonString(salt) + "}").getBytes(StandardCharsets.UTF_8);
    }

    /** A string as RFC 8785 writes it: only the quote, the backslash and control characters escaped. */
    private static String jsonString(String text) {
        StringBuilder json = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> json.append("\\\"");
                case '\\' -> json.append("\\\\");
                case '\b' -> json.append("\\b");
                case '\f' -> json.append("\\f");
                case '\n' -> json.append("\\n");
                case '\r' -> json.append("\\r");
                case '\t' -> json.append("\\t");
                default -> {
                    if (c < 0x20) {
                        json.append(String.format("\\u%04x", (int) c));
                    } else {
                        json.append(c);
                    }
                }
            }
        }
        return json.append('"').toString();
    }

    static byte[] hmac(byte[] key, byte[] message) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(message);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every JDK has HMAC-SHA256", e);
        }
    }

    /**
     * A deal's stream: blocks HMAC(K, b as 4 bytes big-endian), b = 0, 1, 2, ..., read as unsigned 64-bit
     * big-endian integers.
     */
    static final class Draws {
        private final byte[] key;
        private int block;
        private byte[] bytes = new byte[0];
        private int used;

        Draws(byte[] key) {
            this.key = key;
        }

        /** The next integer of the stream. */
        long next() {
            if (used == bytes.length) {
                bytes = hmac(key, new byte[] {(byte) (block >>> 24), (byte) (block >>> 16), (byte) (block >>> 8), (byte) block});
                block++;
                used = 0;
            }
            long value = 0;
            for (int k = 0; k < Long.BYTES; k++) {
                value = value << 8 | bytes[used++] & 0xFF;
            }
            return value;
        }

        /** An integer uniform in 0..bound-1: the first of the stream below the largest multiple of bound, mod bound. */
        int below(int bound) {
            // 2^64 mod bound, from (2^64 - bound) mod bound; the draws at or above 2^64 minus it would favour the low values
            long excess = Long.remainderUnsigned(-bound, bound);
            long limit = -excess;
            while (true) {
                long r = next();
                if (excess == 0 || Long.compareUnsigned(r, limit) < 0) {
                    return (int) Long.remainderUnsigned(r, bound);
                }
            }
        }
    }
}
