package org.conquian.replay;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.rules.Profile;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.replay.ReplayPage.OUT;
import static org.conquian.replay.ReplayPage.READY;
import static org.conquian.replay.ReplayPage.at;
import static org.conquian.replay.ReplayPage.play;
import static org.conquian.replay.ReplayPage.replay;
import static org.conquian.replay.ReplayPage.write;

/**
 * The replay page laid out as a card table in a real browser: the centre, the stock and the waste keep their
 * places from one event to the next, the stock's order stays on one row, every card in a fan or a meld shows its
 * corner (rank and suit); on a phone the table fits the width and the controls stay on screen.
 */
class ReplayPageLayoutTest {

    /** The corner of a card, its rank over its suit, is its left quarter. */
    private static final double CORNER = 0.25;

    @RegisterExtension
    static final Browser BROWSER = new Browser();

    @AfterEach
    void desktop() {
        if (BROWSER.chromium() != null) {
            BROWSER.chromium().viewport(1280, 900, false);
        }
    }

    /** Where the fixed parts of the table lie, and whether each fan shows every card's corner on one row. */
    private static JsonNode layout() {
        return BROWSER.chromium().evaluate("""
                (() => {
                  const box = (q) => { const r = document.querySelector(q).getBoundingClientRect(); return [r.left, r.top, r.width, r.height].map(Math.round).join(','); };
                  const fixed = ['#table .ct-slot', '#table .ct-pile', '#table .ct-waste', '#table .ct-order']
                    .concat(Array.from(document.querySelectorAll('#table .ct-seat:not([hidden]) .ct-plate')).map((p, i) => '#table .ct-seat[data-player="' + p.parentNode.dataset.player + '"] .ct-plate'))
                    .map((q) => q + '@' + box(q));
                  const table = document.getElementById('table').getBoundingClientRect();
                  const faults = [];
                  document.querySelectorAll('#table .ct-fan').forEach((fan) => {
                    const cards = Array.from(fan.children).map((c) => c.getBoundingClientRect());
                    cards.forEach((c, i) => {
                      if (c.left < table.left - 1 || c.right > table.right + 1) faults.push(fan.className + ': a card outside the table');
                      if (i === 0) return;
                      if (Math.abs(c.bottom - cards[i - 1].bottom) > 6) faults.push(fan.className + ': a card on another row');
                      if (c.left - cards[i - 1].left < %s * c.width - 0.5) faults.push(fan.className + ': card ' + i + ' of ' + cards.length + ' hides the corner of the one before');
                    });
                  });
                  return { fixed: fixed.join(' '), faults };
                })()""".formatted(CORNER));
    }

    @Test
    void theCentreTheStockAndTheWasteKeepTheirPlacesAndEveryCardShowsItsCorner() throws IOException, InterruptedException {
        Replay replay = replay(play(Profile.MEXICANA, List.of("ana", "ben", "cruz"), false));
        BROWSER.chromium().open(write(replay, "layout"), READY);
        int deal = at(BROWSER.chromium());
        int end = Math.min(replay.nextDeal(deal), replay.end());
        String fixed = layout().path("fixed").asText();
        for (int position = deal; position < end; position++) {
            JsonNode layout = layout();
            assertThat(layout.path("fixed").asText()).as("the places at position " + position).isEqualTo(fixed);
            assertThat(ReplayPage.texts(layout.path("faults"))).as("the fans at position " + position).isEmpty();
            BROWSER.chromium().press("ArrowRight");
            assertThat(at(BROWSER.chromium())).isEqualTo(position + 1);
        }
    }

    @Test
    void onAPhoneTheTableFitsTheWidthAndTheControlsStayOnScreen() throws IOException, InterruptedException {
        Replay replay = replay(play(Profile.MEXICANA, List.of("ana", "ben", "cruz"), false));
        String url = write(replay, "phone");
        BROWSER.chromium().viewport(390, 844, true);
        BROWSER.chromium().open(url + "#seq=" + replay.momentAt(replay.nextDeal(0) + 30).orElseThrow().seq(), READY);
        assertThat(BROWSER.chromium().evaluate("document.documentElement.scrollWidth <= window.innerWidth").asBoolean()).as("no sideways scrolling").isTrue();
        assertThat(ReplayPage.texts(layout().path("faults"))).isEmpty();
        Files.write(OUT.resolve("phone.png"), BROWSER.chromium().screenshot());
        String onScreen = """
                (() => { const r = document.getElementById('controls').getBoundingClientRect();
                  const next = document.getElementById('next-step').getBoundingClientRect();
                  return r.bottom <= window.innerHeight + 1 && r.top > window.innerHeight / 2 && next.top >= r.top && next.bottom <= window.innerHeight; })()""";
        assertThat(BROWSER.chromium().evaluate(onScreen).asBoolean()).as("the controls at the top of the page").isTrue();
        BROWSER.chromium().evaluate("window.scrollTo(0, document.body.scrollHeight)");
        BROWSER.chromium().waitFor("window.scrollY > 0");
        assertThat(BROWSER.chromium().evaluate(onScreen).asBoolean()).as("the controls with the page scrolled to its end").isTrue();
        int before = at(BROWSER.chromium());
        BROWSER.chromium().evaluate("document.getElementById('next-step').click()");
        assertThat(at(BROWSER.chromium())).isEqualTo(before + 1);
    }
}
