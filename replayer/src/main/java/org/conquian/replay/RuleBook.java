package org.conquian.replay;

import org.conquian.rules.RuleId;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rule book that ships with the product ({@code docs/rules.md}): whole, as it holds in one profile, or the
 * section of one rule id, as {@code conquian rules} prints it and a replay quotes it beside a fault.
 */
public record RuleBook(String text) {

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
