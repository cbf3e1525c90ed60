package org.conquian.replay;

import org.conquian.rules.RuleId;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rule book that ships with the product ({@code docs/rules.md}): whole, as it holds in one profile, or the
 * section of one rule id, as {@code conquian rules} prints it and a replay quotes it beside a fault; and its Markdown
 * as HTML ({@link #html}), the one rendering every page shows.
 */
public record RuleBook(String text) {

    /** Inline Markdown as the book uses it: `code`, **strong**, *emphasis*, and a link, of which the text is kept. */
    private static final Pattern INLINE = Pattern.compile("`([^`]+)`|\\*\\*([^*]+)\\*\\*|\\*([^*\\s][^*]*)\\*|\\[([^\\]]+)\\]\\([^)]*\\)");
    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.*)$");
    private static final Pattern POINT = Pattern.compile("^[-*]\\s+(.*)$");

    /** A point of the book that holds in some profiles only: {@code - `pagat-upcard`: ...} or {@code - `anglo-40`, `pagat-upcard`: ...}. */
    private static final Pattern PROFILE_POINT = Pattern.compile("^- ((?:`[a-z0-9-]+`(?:, )?)+):");

    /** The book packaged with this build. */
    public static RuleBook load() {
        try (InputStream in = RuleBook.class.getResourceAsStream("/docs/rules.md")) {
            if (in == null) {
                throw new IllegalStateException("the rule book is missing from this build");
            }
            return new RuleBook(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("the rule book could not be read from this build", e);
        }
    }

    /** The book without the points written for other profiles; a point runs on over its indented lines. */
    public RuleBook forProfile(String profile) {
        StringBuilder kept = new StringBuilder();
        boolean leftOut = false;
        for (String line : text.split("\n", -1)) {
            Matcher point = PROFILE_POINT.matcher(line);
            if (point.find()) {
                leftOut = !point.group(1).contains("`" + profile + "`");
            } else if (!line.startsWith("  ")) {
                leftOut = false;
            }
            if (!leftOut) {
                kept.append(line).append('\n');
            }
        }
        return new RuleBook(kept.substring(0, kept.length() - 1).replaceAll("\n{3,}", "\n\n"));
    }

    /** The section of a rule id (its heading and text), or empty when the book has no such id. */
    public Optional<String> section(String id) {
        String anchor = "<a id=\"" + id + "\"></a>";
        int start = text.indexOf(anchor);
        if (start < 0) {
            return Optional.empty();
        }
        int from = start + anchor.length();
        int end = text.indexOf("<a id=\"", from);
        return Optional.of(text.substring(from, end < 0 ? text.length() : end).strip());
    }

    public Optional<String> section(RuleId id) {
        return section(id.id());
    }

    /**
     * Markdown of the book (a section, say) as HTML, written once here for every page that shows the rules: headings
     * ({@code #} and {@code ##} as {@code h3}, deeper as {@code h4}), paragraphs, and points with their indented lines;
     * within them {@code `code`}, {@code **strong**}, {@code *emphasis*} and a link's text. Every other character is
     * text, escaped, so nothing in the book is read as markup.
     */
    public static String html(String markdown) {
        StringBuilder html = new StringBuilder(markdown.length() + markdown.length() / 4);
        List<String> block = new ArrayList<>();
        String blockTag = null;
        boolean inList = false;
        for (String line : markdown.split("\n", -1)) {
            Matcher heading = HEADING.matcher(line);
            Matcher point = POINT.matcher(line);
            if (line.isBlank() || heading.matches() || point.matches()
                    || blockTag != null && blockTag.equals("li") && !Character.isWhitespace(line.charAt(0))) {
                flush(html, blockTag, block);
                blockTag = null;
            }
            if (line.isBlank()) {
                inList = closeList(html, inList);
            } else if (heading.matches()) {
                inList = closeList(html, inList);
                String tag = heading.group(1).length() <= 2 ? "h3" : "h4";
                html.append('<').append(tag).append('>');
                inline(html, heading.group(2));
                html.append("</").append(tag).append('>');
            } else if (point.matches()) {
                if (!inList) {
                    html.append("<ul>");
                    inList = true;
                }
                blockTag = "li";
                block.add(point.group(1));
            } else if (blockTag != null) {
                block.add(line.strip());
            } else {
                inList = closeList(html, inList);
                blockTag = "p";
                block.add(line.strip());
            }
        }
        flush(html, blockTag, block);
        closeList(html, inList);
        return html.toString();
    }

    private static void flush(StringBuilder html, String tag, List<String> lines) {
        if (tag != null) {
            html.append('<').append(tag).append('>');
            inline(html, String.join(" ", lines));
            html.append("</").append(tag).append('>');
        }
        lines.clear();
    }

    private static boolean closeList(StringBuilder html, boolean inList) {
        if (inList) {
            html.append("</ul>");
        }
        return false;
    }

    private static void inline(StringBuilder html, String text) {
        Matcher token = INLINE.matcher(text);
        int from = 0;
        while (token.find()) {
            escape(html, text.substring(from, token.start()));
            if (token.group(1) != null) {
                html.append("<code>");
                escape(html, token.group(1));
                html.append("</code>");
            } else if (token.group(2) != null) {
                html.append("<strong>");
                escape(html, token.group(2));
                html.append("</strong>");
            } else if (token.group(3) != null) {
                html.append("<em>");
                escape(html, token.group(3));
                html.append("</em>");
            } else {
                escape(html, token.group(4));
            }
            from = token.end();
        }
        escape(html, text.substring(from));
    }

    private static void escape(StringBuilder html, String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> html.append("&amp;");
                case '<' -> html.append("&lt;");
                case '>' -> html.append("&gt;");
                case '"' -> html.append("&quot;");
                default -> html.append(c);
            }
        }
    }

    /** The profiles the points of a rule's section are written for, in the order they are first named; empty when none is. */
    public Set<String> profilesNamedIn(String id) {
        Set<String> named = new LinkedHashSet<>();
        for (String line : section(id).orElse("").split("\n")) {
            Matcher point = PROFILE_POINT.matcher(line);
            if (point.find()) {
                Arrays.stream(point.group(1).split(", ")).map(profile -> profile.replace("`", "")).forEach(named::add);
            }
        }
        return named;
    }
}
