package org.conquian.bench;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.json.JsonMapper;
import org.conquian.card.Card;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.StockCardRevealed;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The limit the audit is measured against: the same file parsed by Jackson alone, line by line, into the
 * same event records, with no check of any kind (no strict JSON, no form, no chain, no rules).
 */
final class JacksonOnly {

    /** Every field of every type, as Jackson binds it. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Wire(int v, String match, long seq, String at, String type, String prev, List<String> players, String rules,
                Integer targetWins, String firstDealer, Integer deal, String dealer, Map<String, List<String>> hands,
                List<String> stock, String player, String card, List<List<String>> melds, String target, String result,
                String winner, Map<String, Integer> wins, Integer draws) {

        Event event() {
            return switch (type) {
                case "MatchStarted" -> new MatchStarted(players, rules, targetWins, firstDealer);
                case "DealStarted" -> {
                    Map<String, List<Card>> dealt = new LinkedHashMap<>();
                    hands.forEach((who, codes) -> dealt.put(who, cards(codes)));
                    yield new DealStarted(deal, dealer, dealt, cards(stock));
                }
                case "StockCardRevealed" -> new StockCardRevealed(player, Card.parse(card));
                case "CardTaken" -> new CardTaken(player, Card.parse(card));
                case "MeldsRearranged" -> new MeldsRearranged(player, melds.stream().map(Wire::cards).toList());
                case "CardDiscarded" -> new CardDiscarded(player, Card.parse(card));
                case "CardRejected" -> new CardRejected(player, Card.parse(card));
                case "CardPassed" -> new CardPassed(player, Card.parse(card));
                case "CardForced" -> new CardForced(player, target, Card.parse(card));
                case "DealEnded" -> "won".equals(result) ? DealEnded.won(deal, winner) : DealEnded.drawn(deal);
                case "MatchEnded" -> new MatchEnded(winner, wins, draws);
                default -> throw new IllegalArgumentException("unknown type " + type);
            };
        }

        private static List<Card> cards(List<String> codes) {
            return codes.stream().map(Card::parse).toList();
        }
    }

    private static final ObjectReader READER = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES).build().readerFor(Wire.class);

    private JacksonOnly() {
    }

    /** Parses every line of the file into an event; returns how many, so nothing is optimised away. */
    static long parse(Path file) throws IOException {
        long events = 0;
        long check = 0;
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file), 1 << 16)) {
            byte[] buffer = new byte[1 << 16];
            byte[] line = new byte[1 << 12];
            int length = 0;
            for (int read = in.read(buffer); read > 0; read = in.read(buffer)) {
                for (int i = 0; i < read; i++) {
                    byte b = buffer[i];
                    if (b == '\n') {
                        Event event = READER.<Wire>readValue(line, 0, length).event();
                        check += event.type().length();
                        events++;
                        length = 0;
                    } else {
                        if (length == line.length) {
                            line = Arrays.copyOf(line, line.length * 2);
                        }
                        line[length++] = b;
                    }
                }
            }
        }
        return events + (check == 0 ? 1 : 0);
    }
}
