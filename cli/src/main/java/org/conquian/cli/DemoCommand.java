package org.conquian.cli;

import org.conquian.audit.Verdict;
import org.conquian.log.EventLog;
import org.conquian.log.LogCursor;
import org.conquian.recorder.Bots;
import org.conquian.recorder.NewMatch;
import org.conquian.recorder.LiveMatch;
import org.conquian.recorder.Recorder;
import org.conquian.replay.Replay;
import org.conquian.replay.Style;
import org.conquian.replay.TableView;
import org.conquian.replay.VerdictReport;
import org.conquian.view.Viewer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.security.SecureRandom;
import java.util.concurrent.Callable;

/** {@code conquian demo}: the whole product in one command. */
@Command(name = "demo",
        description = {
                "Bots play a match through the recorder; it is audited and its last deal shown.",
                "",
                "The bots play move by move as players at a table would, into the embedded log. No Kafka needed.",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {"  conquian demo", "  conquian demo --seed 7 --data /tmp/club", "  conquian demo --rules mexicana      three bots, with the cambio",
                "  conquian demo --rules pagat-upcard --house partnership  four bots, two teams",
                "  conquian demo --sign-with club.key --fair   signed, from a committed shuffle"},
        mixinStandardHelpOptions = true)
public final class DemoCommand implements Callable<Integer> {

    @ParentCommand
    ConquianCommand parent;

    @Mixin
    LogOptions logOptions;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the shuffles and the bots (default: random).")
    Long seed;

    @Option(names = "--match", paramLabel = "ID", description = "The match id (default: demo-DATE-TIME).")
    String match;

    @Mixin
    RulesOptions rulesOptions;

    @Mixin
    TrustOptions trustOptions;

    @Mixin
    StyleOption styleOption;

    @Override
    public Integer call() throws Exception {
        Io io = parent.io();
        long matchSeed = seed != null ? seed : new SecureRandom().nextLong();
        Style style = styleOption.style(io);
        try (EventLog log = logOptions.open()) {
            String id = match != null ? match : io.matchIdNow("demo", log);
            NewMatch asked = rulesOptions.newMatch(rulesOptions.bots(true), trustOptions, null, trustOptions.fair ? null : matchSeed, null, false);
            try (LiveMatch recorded = trustOptions.recorder(new Recorder(log, io.clock()), logOptions).start(id, asked)) {
                Bots.playToTheEnd(recorded, matchSeed);
            }
            io.out().println(style.bold("Recorded") + " match " + id + " (seed " + matchSeed + ") to " + log.describe() + ".");
            Replay replay;
            try (LogCursor lines = log.read(id)) {
                replay = Replay.of(id, lines);
            }
            Verdict verdict = replay.verdict();
            io.out().println(style.bold("Audited: ") + VerdictReport.text(logOptions.source(id), verdict, style));
            io.out().println();
            io.out().println(style.bold("The last deal, as it ended:"));
            ReplayScreen.print(io.out(), replay, new TableView(style, Viewer.OFFICIALS), replay.end());
            io.out().println();
            String dataOption = logOptions.again();
            io.out().println("Then: step through it with  " + Self.command() + " replay " + id + dataOption);
            io.out().println("      audit the whole log with " + Self.command() + " audit" + dataOption);
            return verdict.kind() == Verdict.Kind.VALID ? ExitCode.OK : ExitCode.INVALID;
        }
    }
}
