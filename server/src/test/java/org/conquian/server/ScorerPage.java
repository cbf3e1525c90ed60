package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.card.Card;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.HandsShown;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.StockCardRevealed;
import org.conquian.replay.Chromium;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The scorer's page as a scorer uses it: the token typed once, each move made by tapping its button or its cards,
 * then recorded by the Enter key; each call returns once the page shows the table after the move.
 */
final class ScorerPage {

    private final Chromium browser;
    private final Taps taps;
    private final Served served;
    private final String match;

    ScorerPage(Chromium browser, Taps taps, Served served, String match) {
        this.browser = browser;
        this.taps = taps;
        this.served = served;
        this.match = match;
    }

    /** Opens the page; the first time, it asks for the recorder token, which is typed and kept by the browser. */
    void open() throws InterruptedException {
        browser.open(served.server.url() + "/m/" + match + "/record",
                "document.documentElement.hasAttribute('data-seq') || !document.getElementById('token-form').hidden");
        if (!browser.evaluate("document.documentElement.hasAttribute('data-seq')").asBoolean()) {
            taps.tap("document.getElementById('token')");
            taps.type(Served.TOKEN);
            taps.press("Enter");
            browser.waitFor("document.documentElement.hasAttribute('data-seq')");
        }
    }

    String match() {
        return match;
    }

    long seq() {
        return browser.evaluate("Number(document.documentElement.getAttribute('data-seq'))").asLong();
    }

    String text(String id) {
        return browser.evaluate("document.getElementById('" + id + "').innerText").asText();
    }

    /** Makes a move as the API's moves answer lists it (a known deal). */
    void make(JsonNode move) throws InterruptedException {
        try {
            tapFor(move);
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "; making " + move + ", the page at seq " + seq() + " says: "
                    + text("prompt") + " / " + text("choices"), e);
        }
        record();
    }

    /** Waits until the page shows the table as the server has it now. */
    void sync() throws InterruptedException {
        String seq = served.getOfficial("/api/matches/" + match).header("ETag").replace("\"", "");
        browser.waitFor("document.documentElement.getAttribute('data-seq') === '" + seq + "'");
    }

    private void tapFor(JsonNode move) throws InterruptedException {
        sync();
        String op = move.get("op").asText();
        switch (op) {
            case "take" -> {
                tapTable(move.get("card").asText());
                if (present("#choices .arrangement")) {
                    taps.tap("document.querySelector('#choices .arrangement[data-melds=\"" + melds(move.get("melds")) + "\"]')");
                }
            }
            case "discard" -> tapTable(move.get("card").asText());
            case "exchange" -> {
                move.get("cards").properties().forEach(gift -> tapChoice("[data-cambio=\"" + gift.getKey() + "\"]", gift.getValue().asText()));
                taps.tap("document.querySelector('#choices [data-done=exchange]')");
            }
            case "force" -> taps.tap("document.querySelector('#choices [data-op=force][data-target=\"" + move.get("target").asText() + "\"]')");
            case "meld" -> {
                tapButton("meld");
                if (present("#choices .arrangement")) {
                    taps.tap("document.querySelector('#choices .arrangement[data-melds=\"" + melds(move.get("melds")) + "\"]')");
                }
            }
            default -> tapButton(op);
        }
    }

    /**
     * Makes the move a concealed record's event says the table made: the card turned up, laid out or discarded is
     * picked from the cards not yet seen; a take lays out the melds it makes or extends; the hands are shown.
     * A take is its CardTaken with the MeldsRearranged after it.
     */
    void make(Event event, MeldsRearranged laid) throws InterruptedException {
        sync();
        switch (event) {
            case DealStarted dealt -> tapButton("deal");
            case CardsExchanged exchanged -> tapButton("exchange");
            case StockCardRevealed revealed -> tapChoice("", revealed.card().code());
            case CardPassed passed -> tapButton("pass");
            case CardRejected rejected -> tapButton("reject");
            case CardForced forced -> taps.tap("document.querySelector('#choices [data-op=force][data-target=\"" + forced.target() + "\"]')");
            case CardDiscarded discarded -> tapChoice("", discarded.card().code());
            case CardTaken taken -> take(taken, laid);
            case HandsShown shown -> show(shown.hands());
            default -> throw new IllegalArgumentException(event + " is no move of the scorer's");
        }
        record();
    }

    private void take(CardTaken taken, MeldsRearranged laid) {
        tapButton("take");
        if (!present("#choices [data-another]")) {
            if (present("#choices .arrangement")) {
                taps.tap("document.querySelector('#choices .arrangement')");
            }
            return;
        }
        Set<List<Card>> before = new HashSet<>();
        served.getOfficial("/api/matches/" + match).json().path("state").path("deal").path("hands").path(taken.player()).path("melds")
                .forEach(meld -> {
                    List<Card> cards = new ArrayList<>();
                    meld.forEach(code -> cards.add(Card.parse(code.asText())));
                    before.add(cards);
                });
        // the melds the take makes or extends, the one holding the taken card first (the page starts with it)
        List<List<Card>> made = laid.melds().stream().filter(meld -> !before.contains(meld))
                .sorted((a, b) -> Boolean.compare(b.contains(taken.card()), a.contains(taken.card()))).toList();
        for (int i = 0; i < made.size(); i++) {
            if (i > 0) {
                taps.tap("document.querySelector('#choices [data-another]')");
            }
            made.get(i).stream().filter(card -> !card.equals(taken.card())).forEach(card -> tapChoice("", card.code()));
        }
        taps.tap("document.querySelector('#choices [data-done=take]')");
    }

    private void show(Map<String, List<Card>> hands) {
        tapButton("show");
        hands.forEach((player, cards) -> {
            taps.tap("document.querySelector('#choices .tabs [data-player=\"" + player + "\"]')");
            cards.forEach(card -> tapChoice("", card.code()));
        });
        taps.tap("document.querySelector('#choices [data-done=show]')");
    }

    /** Records the move the page proposes, by the Enter key, and waits for the table after it. */
    void record() throws InterruptedException {
        if (!submit()) {
            throw new AssertionError("the page was refused a move: " + text("refusal-line"));
        }
    }

    /** Sends the move the page proposes, by the Enter key; whether it was recorded (else the page shows a refusal). */
    boolean submit() throws InterruptedException {
        long before = seq();
        try {
            browser.waitFor("!document.getElementById('pending').hidden && document.activeElement.id === 'record'");
        } catch (IllegalStateException e) {
            throw new IllegalStateException(e.getMessage() + "; the page at seq " + before + " says: " + text("prompt") + " / " + text("choices")
                    + " / " + text("note") + " / focus on " + browser.evaluate("document.activeElement.outerHTML.slice(0, 200)").asText(), e);
        }
        taps.press("Enter");
        browser.waitFor("Number(document.documentElement.getAttribute('data-seq')) > " + before
                + " || !document.getElementById('refusal').hidden");
        return seq() > before;
    }

    void tap(String element) {
        taps.tap(element);
    }

    /** Types into the field a script expression names, as a keyboard would, after tapping it. */
    void type(String field, String text) {
        taps.tap(field);
        taps.type(text);
    }

    private void tapButton(String op) {
        taps.tap("document.querySelector('#choices button[data-op=" + op + "]')");
    }

    private void tapTable(String card) {
        taps.tap("document.querySelector('#table .ct-card.tap[data-card=\"" + card + "\"]')");
    }

    private void tapChoice(String within, String card) {
        taps.tap("document.querySelector('#choices " + within + " [data-tap=\"" + card + "\"]')");
    }

    private boolean present(String selector) {
        return browser.evaluate("!!document.querySelector('" + selector + "')").asBoolean();
    }

    private static String melds(JsonNode melds) {
        List<String> each = new ArrayList<>();
        melds.forEach(meld -> {
            List<String> cards = new ArrayList<>();
            meld.forEach(card -> cards.add(card.asText()));
            each.add(String.join("-", cards));
        });
        return each.stream().collect(Collectors.joining(" "));
    }
}
