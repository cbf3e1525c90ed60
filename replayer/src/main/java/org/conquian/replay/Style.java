package org.conquian.replay;

import org.conquian.card.Card;

/**
 * How the table is drawn: suit symbols and colour on a terminal that can show them, plain ASCII card codes
 * otherwise ({@code --no-color}, pipes, files).
 */
public record Style(boolean symbols, boolean colour) {

    public static final Style PLAIN = new Style(false, false);
    public static final Style RICH = new Style(true, true);

    private static final String RESET = "\u001B[0m";

    public String card(Card card) {
        if (!symbols) {
            return card.code();
        }
        String text = card.rank().code() + card.suit().symbol();
        return colour && card.suit().isRed() ? "\u001B[31m" + text + RESET : text;
    }

    public String bold(String text) {
        return colour ? "\u001B[1m" + text + RESET : text;
    }

    public String dim(String text) {
        return colour ? "\u001B[2m" + text + RESET : text;
    }

    public String alert(String text) {
        return colour ? "\u001B[1;31m" + text + RESET : text;
    }

    public String separator() {
        return symbols ? " · " : " | ";
    }

    public String dash() {
        return symbols ? "—" : "-";
    }
}
