package org.conquian.replay;

import org.conquian.card.Card;
import org.conquian.card.Rank;
import org.conquian.card.Suit;

import java.util.Map;

/**
 * The cards as the project draws them, in SVG: one symbol per card code, all 52, and a back. The rank is
 * large and the suit's shape is drawn under it and again large, so that a card reads at small sizes and
 * when it lies half under another in a meld; suits differ by shape
 * (heart, diamond, club, spade), red and black only add to it. Each card has a name in words for screen readers.
 */
public final class CardArt {

    /** The size of a card's drawing, in its own units. */
    public static final int WIDTH = 60;
    public static final int HEIGHT = 84;

    private static final Map<Suit, String> SHAPES = Map.of(
            Suit.HEARTS, "<path d=\"M50 90C22 68 4 50 8 30C11 14 30 8 42 18C46 21 48 25 50 29C52 25 54 21 58 18C70 8 89 14 92 30C96 50 78 68 50 90Z\"/>",
            Suit.DIAMONDS, "<path d=\"M50 4L86 50L50 96L14 50Z\"/>",
            Suit.CLUBS, "<circle cx=\"50\" cy=\"27\" r=\"19\"/><circle cx=\"27\" cy=\"56\" r=\"19\"/><circle cx=\"73\" cy=\"56\" r=\"19\"/>"
                    + "<path d=\"M44 50L50 50L56 50L62 94L38 94Z\"/>",
            Suit.SPADES, "<path d=\"M50 6C74 30 94 44 92 62C90 78 70 82 56 70L62 94L38 94L44 70C30 82 10 78 8 62C6 44 26 30 50 6Z\"/>");

    private static final Map<Rank, String> RANK_NAMES = Map.ofEntries(Map.entry(Rank.ACE, "ace"), Map.entry(Rank.TWO, "two"),
            Map.entry(Rank.THREE, "three"), Map.entry(Rank.FOUR, "four"), Map.entry(Rank.FIVE, "five"), Map.entry(Rank.SIX, "six"),
            Map.entry(Rank.SEVEN, "seven"), Map.entry(Rank.EIGHT, "eight"), Map.entry(Rank.NINE, "nine"), Map.entry(Rank.TEN, "ten"),
            Map.entry(Rank.JACK, "jack"), Map.entry(Rank.QUEEN, "queen"), Map.entry(Rank.KING, "king"));

    private CardArt() {
    }

    /** The card in words: {@code seven of hearts}. */
    public static String label(Card card) {
        return RANK_NAMES.get(card.rank()) + " of " + card.suit().name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The rank as printed on the card: {@code 10} for the ten, the code otherwise. */
    static String face(Rank rank) {
        return rank == Rank.TEN ? "10" : rank.code();
    }

    /** Every drawing in one hidden SVG: {@code #suit-H}, {@code #card-7H} for each of the 52 codes, and {@code #card-back}. */
    public static String sprite() {
        StringBuilder svg = new StringBuilder("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\">");
        for (Suit suit : Suit.values()) {
            svg.append("<symbol id=\"suit-").append(suit.code()).append("\" viewBox=\"0 0 100 100\">").append(SHAPES.get(suit)).append("</symbol>");
        }
        for (int index = 0; index < Card.COUNT; index++) {
            Card card = Card.ofIndex(index);
            String colour = card.suit().isRed() ? "#c0182b" : "#111";
            String rank = face(card.rank());
            svg.append("<symbol id=\"card-").append(card.code()).append("\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT).append("\">")
                    .append("<rect x=\"1\" y=\"1\" width=\"58\" height=\"82\" rx=\"6\" fill=\"#fff\" stroke=\"#444\" stroke-width=\"1.5\"/>")
                    .append("<text x=\"").append(rank.length() > 1 ? 3 : 6).append("\" y=\"29\" font-family=\"Arial,Helvetica,sans-serif\" font-weight=\"700\" font-size=\"")
                    .append(rank.length() > 1 ? 25 : 29).append("\" fill=\"").append(colour).append("\">").append(rank).append("</text>")
                    .append("<use href=\"#suit-").append(card.suit().code()).append("\" x=\"5\" y=\"34\" width=\"19\" height=\"19\" fill=\"").append(colour).append("\"/>")
                    .append("<use href=\"#suit-").append(card.suit().code()).append("\" x=\"24\" y=\"42\" width=\"33\" height=\"33\" fill=\"").append(colour).append("\"/>")
                    .append("</symbol>");
        }
        svg.append("<symbol id=\"card-back\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT).append("\">")
                .append("<rect x=\"1\" y=\"1\" width=\"58\" height=\"82\" rx=\"6\" fill=\"#24487a\" stroke=\"#1a2f4f\" stroke-width=\"1.5\"/>")
                .append("<rect x=\"6\" y=\"6\" width=\"48\" height=\"72\" rx=\"3\" fill=\"none\" stroke=\"#c9d6ea\" stroke-width=\"2\"/>")
                .append("<path d=\"M30 16L46 42L30 68L14 42Z\" fill=\"none\" stroke=\"#c9d6ea\" stroke-width=\"2\"/>")
                .append("</symbol>");
        return svg.append("</svg>").toString();
    }
}
