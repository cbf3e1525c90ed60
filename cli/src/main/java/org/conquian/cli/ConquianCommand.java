package org.conquian.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.List;

/** The top of the command line. */
@Command(name = "conquian",
        mixinStandardHelpOptions = true,
        versionProvider = BuildInfo.Version.class,
        description = {
                "Records, audits and replays matches of Conquian, the Mexican ancestor of rummy.",
                "",
                "Every move is an event in an append-only log: by default the embedded log, one JSON Lines file per match in ./conquian-data; or a Kafka topic with --kafka.",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {
                "  conquian demo                           bots play a match, audited and shown",
                "  conquian record new --players ana,ben   record a live match at the table",
                "  conquian audit club.jsonl --json        one verdict per match, as JSON",
                "  conquian replay club-7 --as ana         step through a match as ana saw it",
                "  conquian serve                          live tables and an API on :8080",
                "  conquian simulate --matches 100 --seed 1",
                "",
                "Exit status: 0 done (an audit: no match invalid); 1 an audit found an invalid",
                "match; 2 bad usage, or a file or log that could not be read or written;",
                "130 interrupted."})
public final class ConquianCommand implements Runnable {

    /**
     * The subcommands, in the order the help lists them. Main registers only the one a command line asks for when it
     * names one: picocli reads every option of every command it is given, which was most of a short command's start.
     */
    static final List<Class<?>> SUBCOMMANDS = List.of(DemoCommand.class, RecordCommand.class, AuditCommand.class, ReplayCommand.class,
            SimulateCommand.class, ServeCommand.class, ProjectCommand.class, ExportCommand.class, ImportCommand.class, BrokerCommand.class,
            RulesCommand.class, KeysCommand.class, CompletionCommand.class);

    private final Io io;

    @Spec
    CommandSpec spec;

    public ConquianCommand(Io io) {
        this.io = io;
    }

    public Io io() {
        return io;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
