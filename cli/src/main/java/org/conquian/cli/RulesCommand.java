package org.conquian.cli;

import org.conquian.rules.RuleId;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

/** {@code conquian rules}: the rule book that ships with the product, or one rule of it. */
@Command(name = "rules",
        description = {
                "Prints the rule book (docs/rules.md), or the section of one rule id: the id a refusal at the prompt",
                "or an invalid verdict of the audit names. An official settling a dispute needs nothing else.",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {"  conquian rules             the whole rule book", "  conquian rules R-FORCE     who may force what, and when",
                "  conquian rules r-win       ids are read in any case"},
        mixinStandardHelpOptions = true)
public final class RulesCommand implements Callable<Integer> {

    @ParentCommand
    ConquianCommand parent;

    @Parameters(paramLabel = "ID", arity = "0..1", description = "A rule id: R-MELD, R-DEAL, R-TURN, R-STOCK, R-TAKE, R-DISCARD, R-FORCE, R-WIN, "
            + "R-DRAW, R-MATCH, SCHEMA, R-SEQ or R-CHAIN.")
    String id;

    @Override
    public Integer call() throws IOException {
        String book = book();
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

    private static String book() throws IOException {
        try (InputStream in = RulesCommand.class.getResourceAsStream("/docs/rules.md")) {
            if (in == null) {
                throw new IOException("the rule book is missing from this build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
