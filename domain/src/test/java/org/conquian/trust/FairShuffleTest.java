package org.conquian.trust;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.junit.jupiter.api.Test;

import java.util.HexFormat;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The committed shuffle against the test vectors of docs/format.md, which come from an independent implementation. */
class FairShuffleTest {

    private static final byte[] SEED = HexFormat.of().parseHex("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");

    @Test
    void theCommitIsTheSeedsSha256() {
        assertThat(FairShuffle.commit(SEED)).isEqualTo("630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd");
    }

    @Test
    void aDealsKeyAndStreamAreTheVectors() {
        byte[] key = FairShuffle.dealKey(SEED, "", 1);
        assertThat(HexFormat.of().formatHex(key)).isEqualTo("50faebe117c810430959bdf5db7d6f66b12e64be440c8a3dc8107fe69394314e");
        FairShuffle.Draws draws = new FairShuffle.Draws(key);
        assertThat(List.of(Long.toUnsignedString(draws.next()), Long.toUnsignedString(draws.next()), Long.toUnsignedString(draws.next())))
                .containsExactly("1943456098472919605", "43542060781025853", "17285058103030427686");
    }

    @Test
    void theFortyCardPacksOfDealsOneAndTwo() {
        assertThat(FairShuffle.pack(SEED, "", 1, CardSet.PACK)).isEqualTo(Card.list(
                "7H 3S 3C 5H JD 5S KD JH 7S 3H JS 2S 6D QS KH 4H 3D QH 7C 2H 2D KS AD 7D KC 6S 4C 6H 2C AH 4D QC QD 5C 5D AS JC AC 4S 6C"));
        assertThat(FairShuffle.pack(SEED, "", 2, CardSet.PACK)).isEqualTo(Card.list(
                "6D QC 5S 5C 3C JD 2C 4H 2D AD QD QH 3D AS 4S 6C 3S 4D AH 7C 7D 4C 6H KS JS AC KH 5H KC JC 7H KD 3H 7S 2S 5D 2H QS 6S JH"));
    }

    @Test
    void theFiftyTwoCardPackWithASalt() {
        assertThat(FairShuffle.pack(SEED, "ana:7f ben:c2", 1, CardSet.PACK_52)).isEqualTo(Card.list(
                "KD 4D 2S 5D 2D 9H KH 4H 6H QC 3S QD QS 9S 8C JH KS AH 6C 9D 3C TS TD 8H 8S 3D 9C QH 7C JS JC 8D 4S 7H KC AS 2C JD 7S TC 5S 7D 4C 6D"
                        + " TH 6S 5C 5H AC 3H 2H AD"));
    }

    @Test
    void aSaltIsWrittenAsRfc8785WritesAString() {
        // a quote and a control character are escaped in the key's message, so the salt changes the pack
        assertThat(FairShuffle.pack(SEED, "a\"b\u0001", 1, CardSet.PACK)).isNotEqualTo(FairShuffle.pack(SEED, "a\"b", 1, CardSet.PACK));
        assertThat(FairShuffle.dealKey(SEED, "é", 1)).isNotEqualTo(FairShuffle.dealKey(SEED, "", 1));
    }
}
