package org.conquian.cli;

import org.conquian.log.EventLog;
import org.conquian.recorder.Protocol;
import org.conquian.recorder.Recorder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code conquian record}: record a live match, at a terminal or for a program. */
@Command(name = "record",
        description = {
                "Records a live match, each move checked by the rules before it is appended.",
                "",
                "An illegal move is refused with the rule it breaks, and nothing is written.",
                "  record new      start a match and record it at a prompt",
                "  record resume   continue an unfinished match from its log",
                "  record --stdin  for programs: one JSON request per line in, one JSON answer per line out",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {
                "  conquian record new --players ana,ben --first-dealer ben",
                "  conquian record resume club-7",
                "  my-game-server | conquian record --stdin --data /srv/club",
                "",
                "Requests of --stdin (README, section 'Recording from a program'):",
                "  {\"op\":\"start\",\"match\":\"m1\",\"players\":[\"ana\",\"ben\"],\"firstDealer\":\"ben\"}",
                "  {\"op\":\"deal\",\"match\":\"m1\"}   {\"op\":\"reveal\",\"match\":\"m1\"}",
                "  {\"op\":\"take\",\"match\":\"m1\",\"card\":\"6H\",\"melds\":[[\"4H\",\"5H\",\"6H\"]]}",
                "  {\"op\":\"discard\",\"match\":\"m1\",\"card\":\"QS\"}",
                "  and reject, pass, force, exchange, show, state, moves, close",
                "A move may carry \"expect\":SEQ, the last seq its sender saw (every answer has",
                "\"seq\"): a move sent again after a lost answer is answered \"repeated\":true",
                "with the events it wrote, never recorded twice."},
        mixinStandardHelpOptions = true,
        subcommands = {RecordNewCommand.class, RecordResumeCommand.class})
public final class RecordCommand implements Callable<Integer> {

    @ParentCommand
    ConquianCommand parent;

    @Spec
    CommandSpec spec;

    @Mixin
    LogOptions logOptions;

    @Option(names = "--stdin", description = "Serve the JSON line protocol on standard input and output.")
    boolean stdin;

    @Option(names = "--seeds", paramLabel = "DIR", description = "Where the secret seeds of fair matches (\"fair\":true) are kept until they end"
            + " (default: DATA/.seeds beside the embedded log; ~/.conquian/seeds/TOPIC for Kafka).")
    Path seeds;

    Io io() {
        return parent.io();
    }

    @Override
    public Integer call() throws Exception {
        if (!stdin) {
            spec.commandLine().usage(io().out());
            return ExitCode.USAGE;
        }
        Io io = io();
        try (EventLog log = logOptions.openForSession(); Protocol protocol = new Protocol(new Recorder(log, io.clock())
                .keepingSeedsIn(logOptions.seeds(seeds)))) {
            protocol.serve(new BufferedReader(new InputStreamReader(io.in(), StandardCharsets.UTF_8)), io.out());
        }
        return ExitCode.OK;
    }
}
