package org.conquian.replay;

import org.conquian.rules.Profile;
import org.conquian.rules.RuleId;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The rule book's Markdown as the HTML every page shows: rendered once, here, and nothing in it read as markup. */
class RuleBookTest {

    @Test
    void aSectionIsHeadingsParagraphsAndPointsWithTheirInlineMarks() {
        String html = RuleBook.html("""
                ## R-X: a rule

                A *set* is `7H 7C 7D`, **always**,
                read on: see [the deck](#cards).
                - `anglo-40`: a point
                  that runs on
                - another <b>point</b> & more
                After the points.
                ### Deeper""");
        assertThat(html).isEqualTo("<h3>R-X: a rule</h3>"
                + "<p>A <em>set</em> is <code>7H 7C 7D</code>, <strong>always</strong>, read on: see the deck.</p>"
                + "<ul><li><code>anglo-40</code>: a point that runs on</li><li>another &lt;b&gt;point&lt;/b&gt; &amp; more</li></ul>"
                + "<p>After the points.</p><h4>Deeper</h4>");
    }

    @Test
    void everySectionOfEveryProfileRendersWithNoMarkdownLeft() {
        for (Profile profile : Profile.ALL) {
            RuleBook book = RuleBook.load().forProfile(profile.id());
            for (RuleId id : RuleId.values()) {
                book.section(id).ifPresent(text -> {
                    String html = RuleBook.html(text);
                    assertThat(html).as(id + " in " + profile.id()).matches("<h[34]>" + id.id() + "\\b.*").doesNotContain("`").doesNotContain("**")
                            .doesNotContain("\n#").doesNotContain("<a ");
                });
            }
        }
    }
}
