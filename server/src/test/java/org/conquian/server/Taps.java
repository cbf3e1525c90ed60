package org.conquian.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.replay.Chromium;

/**
 * A page tapped as a person taps it: at a point of the element that shows (a card lying half under another is
 * tapped where it shows, and a tap that would land on something else fails), by a finger on a touch screen or
 * by the mouse; and keys pressed as a keyboard sends them.
 */
final class Taps {

    private final Chromium browser;
    private final boolean touch;

    private Taps(Chromium browser, boolean touch) {
        this.browser = browser;
        this.touch = touch;
    }

    /** A tablet held in landscape, tapped by mouse clicks. */
    static Taps tablet(Chromium browser) {
        browser.viewport(1024, 768, false);
        return new Taps(browser, false);
    }

    /** A phone, tapped by touch. */
    static Taps phone(Chromium browser) {
        browser.viewport(390, 844, true);
        browser.send("Emulation.setTouchEmulationEnabled", Chromium.params().put("enabled", true).put("maxTouchPoints", 1));
        return new Taps(browser, true);
    }

    /** A desktop's window. */
    static void desktop(Chromium browser) {
        browser.viewport(1280, 900, false);
    }

    /**
     * Taps the element a script expression names; fails when there is none, when it lies under another, or when the
     * finger lands on something else (the page moved under it between the aim and the tap).
     */
    void tap(String element) {
        JsonNode point = browser.evaluate("(() => { const e = " + element + "; if (!e) return null;"
                + " e.scrollIntoView({ block: 'center', inline: 'nearest' }); const r = e.getBoundingClientRect();"
                + " const x = r.left + Math.min(r.width / 2, 10), y = r.top + r.height / 2;"
                + " const hit = document.elementFromPoint(x, y);"
                + " if (!window.tapsAimed) addEventListener('pointerdown', (d) => { if (window.tapsAimed.landed === null) window.tapsAimed.landed = d.target; }, true);"
                + " window.tapsAimed = { element: e, landed: null };"
                + " return { x: x, y: y, shows: !!hit && (hit === e || e.contains(hit)) }; })()");
        if (point == null || point.isNull() || point.isMissingNode()) {
            throw new AssertionError("nothing to tap: " + element + " is not on the page");
        }
        if (!point.path("shows").asBoolean()) {
            throw new AssertionError(element + " lies under another element: a finger would not reach it");
        }
        double x = point.get("x").asDouble();
        double y = point.get("y").asDouble();
        if (touch) {
            ObjectNode start = Chromium.params().put("type", "touchStart");
            start.putArray("touchPoints").addObject().put("x", x).put("y", y);
            browser.send("Input.dispatchTouchEvent", start);
            ObjectNode end = Chromium.params().put("type", "touchEnd");
            end.putArray("touchPoints");
            browser.send("Input.dispatchTouchEvent", end);
        } else {
            for (String type : new String[] {"mousePressed", "mouseReleased"}) {
                browser.send("Input.dispatchMouseEvent", Chromium.params().put("type", type).put("x", x).put("y", y)
                        .put("button", "left").put("clickCount", 1));
            }
        }
        landed(element);
    }

    /** Fails unless the finger came down on the element aimed at (a tap that opened another page is not checked). */
    private void landed(String element) {
        String aimed = "(!window.tapsAimed || window.tapsAimed.landed !== null)";
        try {
            browser.waitFor(aimed);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while tapping " + element, e);
        }
        JsonNode landed = browser.evaluate("(() => { const t = window.tapsAimed; if (!t) return null; const on = t.landed;"
                + " return t.element === on || t.element.contains(on) ? null : (on.outerHTML || on.nodeName).slice(0, 200); })()");
        if (!landed.isNull() && !landed.isMissingNode()) {
            throw new AssertionError("the tap aimed at " + element + " came down on " + landed.asText() + ": the page moved under the finger");
        }
    }

    /** Types text into the element that has the focus, as a keyboard would. */
    void type(String text) {
        browser.send("Input.insertText", Chromium.params().put("text", text));
    }

    void press(String key) {
        browser.press(key);
    }
}
