package org.conquian.replay;

import org.conquian.card.Card;
import org.conquian.card.Suit;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The cards the replay page draws: every code of both packs, each with its own name and its suit's own shape. */
class CardArtTest {

    @Test
    void everyOneOfTheFiftyTwoCodesIsDrawnAndNamed() {
        String sprite = CardArt.sprite();
        Set<String> labels = new HashSet<>();
        for (int index = 0; index < Card.COUNT; index++) {
            Card card = Card.ofIndex(index);
            Matcher symbol = Pattern.compile("<symbol id=\"card-" + card.code() + "\"[^>]*>(.*?)</symbol>").matcher(sprite);
            assertThat(symbol.find()).as(card.code()).isTrue();
            assertThat(symbol.group(1)).contains(">" + CardArt.face(card.rank()) + "</text>").contains("href=\"#suit-" + card.suit().code() + "\"");
            labels.add(CardArt.label(card));
        }
        assertThat(labels).hasSize(52).contains("ten of hearts", "ace of spades", "jack of clubs", "seven of diamonds");
        assertThat(sprite).contains("<symbol id=\"card-back\"");
    }

    @Test
    void suitsDifferByShapeNotOnlyByColour() {
        String sprite = CardArt.sprite();
        Set<String> shapes = new HashSet<>();
        for (Suit suit : Suit.values()) {
            Matcher symbol = Pattern.compile("<symbol id=\"suit-" + suit.code() + "\"[^>]*>(.*?)</symbol>").matcher(sprite);
            assertThat(symbol.find()).isTrue();
            assertThat(symbol.group(1)).doesNotContain("fill=");
            shapes.add(symbol.group(1));
        }
        assertThat(shapes).hasSize(4);
    }
}
