package org.conquian.server;

import org.conquian.card.Rank;
import org.conquian.card.Suit;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** The scorer's page sends a meld built by tapping in the library's order of cards: its ranks' and suits' order are the library's. */
class ScorerPageCardOrderTest {

    @Test
    void theScorersPageOrdersCardsAsTheLibraryDoes() throws IOException {
        String script;
        try (InputStream in = ScorerPageCardOrderTest.class.getResourceAsStream("/org/conquian/server/pages/assets/record.js")) {
            assertThat(in).as("record.js").isNotNull();
            script = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(constant(script, "RANKS")).isEqualTo(Arrays.stream(Rank.values()).map(Rank::code).collect(Collectors.joining()));
        assertThat(constant(script, "SUITS")).isEqualTo(Arrays.stream(Suit.values()).map(suit -> String.valueOf(suit.code())).collect(Collectors.joining()));
    }

    private static String constant(String script, String name) {
        Matcher declared = Pattern.compile("const " + name + " = \"([^\"]*)\";").matcher(script);
        assertThat(declared.find()).as("record.js declares %s", name).isTrue();
        return declared.group(1);
    }
}
