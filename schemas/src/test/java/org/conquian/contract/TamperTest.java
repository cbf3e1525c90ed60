package org.conquian.contract;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.conquian.audit.Verdict;
import org.conquian.bot.BotMatch;
import org.conquian.card.Card;
import org.conquian.event.Event;
import org.conquian.rules.RuleId;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** A card changed anywhere in a chained log is found: by its own rule at its seq, or by the chain at the next. */
class TamperTest {

    private static final Pattern CARD = Pattern.compile("\"([A234567JQK][CDHS])\"");

    @Property(tries = 200)
    void aChangedCardIsFound(@ForAll long seed, @ForAll @IntRange(min = 0, max = 100_000) int where, @ForAll @IntRange(min = 0, max = 39) int to) {
        List<Event> events = BotMatch.play(List.of("ana", "ben"), seed);
        Head head = Head.empty("m");
        List<String> lines = new ArrayList<>();
        for (Event event : events) {
            Encoder.Encoded encoded = Encoder.encode(head, event, "2026-11-29T18:00:00Z");
            lines.add(new String(encoded.line(), StandardCharsets.UTF_8));
            head = encoded.head();
        }
        int index = 1 + where % (lines.size() - 2);
        Matcher cards = CARD.matcher(lines.get(index));
        if (!cards.find()) {
            index = 1;
            cards = CARD.matcher(lines.get(index));
            cards.find();
        }
        String replacement = Card.ofIndex(to).code();
        if (cards.group(1).equals(replacement)) {
            return;
        }
        lines.set(index, lines.get(index).substring(0, cards.start(1)) + replacement + lines.get(index).substring(cards.end(1)));
        Verdict verdict = Lines.audit(String.join("\n", lines)).get(0);
        long seq = index + 1;
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.INVALID);
        if (verdict.fault().rule() == RuleId.CHAIN) {
            assertThat(verdict.fault().seq()).isEqualTo(seq + 1);
        } else {
            assertThat(verdict.fault().seq()).isEqualTo(seq);
        }
    }
}
