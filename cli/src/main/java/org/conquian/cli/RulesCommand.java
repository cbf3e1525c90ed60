package org.conquian.cli;

import org.conquian.game.Variant;
import org.conquian.rules.Profile;
import org.conquian.rules.RuleId;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** {@code conquian rules}: the rule book that ships with the product, or one rule of it. */
@Command(name = "rules",
        description = {
                "Prints the rule book, or the section of one rule id.",
                "",
                "The ids are those a refusal at the prompt or an invalid verdict of the audit names; an official settling a dispute needs nothing else. Where the profiles differ, --rules keeps only what holds in one of them.",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {"  conquian rules             the whole rule book", "  conquian rules R-FORCE     who may force what, and when",
                "  conquian rules r-win       ids are read in any case",
                "  conquian rules R-TURN --rules pagat-upcard   whose move it is with a starter"},
        mixinStandardHelpOptions = true)
public final class RulesCommand implements Callable<Integer> {

    @ParentCommand
    ConquianCommand parent;

    @Parameters(paramLabel = "ID", arity = "0..1", description = "A rule id: R-MELD, R-DEAL, R-EXCHANGE, R-TURN, R-STOCK, R-TAKE, R-DISCARD, R-FORCE, R-WIN, "
            + "R-DRAW, R-MATCH, SCHEMA, R-SEQ or R-CHAIN.")
    String id;

    @Option(names = "--rules", paramLabel = "PROFILE",
            description = "Only what holds in this profile: points written for the other profiles are left out.")
    String rules;

    /** A point of the book that holds in some profiles only: {@code - `pagat-upcard`: ...} or {@code - `anglo-40`, `pagat-upcard`: ...}. */
    private static final Pattern PROFILE_POINT = Pattern.compile("^- ((?:`[a-z0-9-]+`(?:, )?)+):");

    @Override
    public Integer call() throws IOException {
        String book = book();
        if (rules != null) {
            Profile profile = Variant.implemented(rules).orElseThrow(() -> new IllegalArgumentException(
                    "--rules " + rules + " is not a profile this build plays; it plays " + Variant.played()));
            book = forProfile(book, profile.id());
        }
        if (id == null) {
            parent.io().out().print(book);
            return ExitCode.OK;
        }
        String wanted = id.toUpperCase(Locale.ROOT);
        String anchor = "<a id=\"" + wanted + "\"></a>";
        int start = book.indexOf(anchor);
        if (start < 0) {
            throw new IllegalArgumentException("no rule " + id + "; the ids are " + Arrays.stream(RuleId.values()).map(RuleId::id)
                    .collect(Collectors.joining(", ")));
        }
        int from = start + anchor.length();
        int end = book.indexOf("<a id=\"", from);
        parent.io().out().println(book.substring(from, end < 0 ? book.length() : end).strip());
        return ExitCode.OK;
    }

    /** The book without the points written for other profiles; a point runs on over its indented lines. */
    static String forProfile(String book, String profile) {
        StringBuilder kept = new StringBuilder();
        boolean leftOut = false;
        for (String line : book.split("\n", -1)) {
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
        return kept.substring(0, kept.length() - 1).replaceAll("\n{3,}", "\n\n");
    }

    private static String book() throws IOException {
        try (InputStream in = RulesCommand.class.getResourceAsStream("/docs/rules.md")) {
            if (in == null) {
                throw new IOException("the rule book is missing from this build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
