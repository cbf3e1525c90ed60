package org.conquian.cli;

import org.conquian.replay.RuleBook;
import org.conquian.rules.House;
import org.conquian.rules.Profile;
import org.conquian.rules.RuleId;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

/** {@code conquian rules}: the rule book that ships with the product, or one rule of it. */
@Command(name = "rules",
        description = {
                "Prints the rule book, or the section of one rule id.",
                "",
                "The ids are those a refusal at the prompt or an invalid verdict of the audit names; an official settling a dispute needs nothing else. Where the profiles differ, --rules keeps only what holds in one of them. Each rule says what the house rules change in it; --house lists the house rules a match may declare (record new --house).",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {"  conquian rules             the whole rule book", "  conquian rules R-FORCE     who may force what, and when",
                "  conquian rules r-win       ids are read in any case",
                "  conquian rules R-TURN --rules pagat-upcard   whose move it is with a starter",
                "  conquian rules --house     each house rule: its values, default and sources",
                "  conquian rules R-TAKE      a take, and what the house rules change in it"},
        mixinStandardHelpOptions = true)
public final class RulesCommand implements Callable<Integer> {

    @ParentCommand
    ConquianCommand parent;

    @Parameters(paramLabel = "ID", arity = "0..1", completionCandidates = RuleIds.class,
            description = "A rule id: ${COMPLETION-CANDIDATES}.")
    String id;

    /** The ids as the rules name them, so that the help lists every one there is. */
    static final class RuleIds implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(RuleId.values()).map(RuleId::id).iterator();
        }
    }

    @Option(names = "--rules", paramLabel = "PROFILE", completionCandidates = CompletionCommand.Profiles.class,
            description = "Only what holds in this profile: points written for the other profiles are left out.")
    String rules;

    @Option(names = "--house", description = "The house rules a match may declare: each key, its values, its default, and the words of the seeds it rests on.")
    boolean house;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (house) {
            if (id != null || rules != null) {
                throw new IllegalArgumentException("--house lists every house rule: give it alone (each rule's section says what the keys change"
                        + " in it: conquian rules " + (id == null ? "R-TAKE" : id) + ")");
            }
            parent.io().out().print("House rules: record new --house KEY=VALUE[,KEY=VALUE...] (the same keys in record --stdin's and the"
                    + " server's start, as \"house\":{...}).\n\n" + House.describe());
            return ExitCode.OK;
        }
        RuleBook whole = RuleBook.load();
        Profile profile = null;
        if (rules != null) {
            profile = Profile.byId(rules).orElseThrow(() -> new IllegalArgumentException(Profile.notPlayed(rules)));
        }
        RuleBook book = profile == null ? whole : whole.forProfile(profile.id());
        if (id == null) {
            Pager.system().show(parent.io(), book.text());
            return ExitCode.OK;
        }
        String wanted = id.toUpperCase(Locale.ROOT);
        String section = book.section(wanted).orElseThrow(() -> new IllegalArgumentException("no rule " + id
                + "; the ids are " + Arrays.stream(RuleId.values()).map(RuleId::id).collect(Collectors.joining(", "))));
        if (profile != null && !section.contains("\n")) {
            // every point of the rule was written for other profiles: say where it holds
            Set<String> holding = whole.profilesNamedIn(wanted);
            section += "\n\n" + wanted + " does not apply in " + profile.id() + ": it is a rule of " + String.join(" and ", holding)
                    + " only (conquian rules " + wanted + " --rules " + holding.iterator().next() + ").";
        }
        parent.io().out().println(section);
        return ExitCode.OK;
    }
}
