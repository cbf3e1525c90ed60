package org.conquian.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.kafka.KafkaEventLog;
import org.conquian.kafka.ProjectedStates;
import org.conquian.kafka.Projector;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

/** {@code conquian project}: a projector instance, and the live tables and standings it keeps. */
@Command(name = "project",
        description = {
                "Runs a projector: every match's state rebuilt from the Kafka topic.",
                "",
                "Each instance is a member of a consumer group. It folds the topic with the rules' own fold and writes each match's latest state to the compacted topic TOPIC.state. Start more instances with the same --group to share the partitions. It reports a gap in a match's seq (the match is stopped there), drops exact duplicates and reports conflicts. It prints each match as it changes and, with --once, the standings when it has caught up.",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {"  conquian project --kafka 127.0.0.1:9092               run until Ctrl-C",
                "  conquian project --kafka 127.0.0.1:9092 --once        standings, then exit",
                "  conquian project --kafka 127.0.0.1:9092 --standings   the standings now"},
        mixinStandardHelpOptions = true)
public final class ProjectCommand implements Callable<Integer> {

    @ParentCommand
    ConquianCommand parent;

    @Mixin
    LogOptions logOptions;

    static final String DEFAULT_GROUP = "conquian-projector";

    @Option(names = "--group", paramLabel = "ID", defaultValue = DEFAULT_GROUP, description = "The consumer group (default: ${DEFAULT-VALUE}).")
    String group;

    @Option(names = "--once", description = "Stop once caught up with the topic, then print the standings.")
    boolean once;

    @Option(names = "--standings", description = "Only print the live tables and standings from TOPIC.state.")
    boolean standingsOnly;

    @Option(names = "--quiet", description = "Do not print each match as it changes.")
    boolean quiet;

    @Override
    public Integer call() throws Exception {
        Io io = parent.io();
        try (KafkaEventLog log = logOptions.openKafka()) {
            if (!standingsOnly) {
                try (Projector projector = new Projector(log, group, update -> print(io, update))) {
                    if (once) {
                        projector.runToEnd(Duration.ofSeconds(1));
                    } else {
                        Runtime.getRuntime().addShutdownHook(new Thread(projector::stop, "projector-stop"));
                        io.err().println("projecting " + log.describe() + " as group " + group + "; stop with Ctrl-C");
                        projector.run();
                    }
                    io.err().println("applied " + Words.count(projector.applied(), "new event")
                            + (projector.rebuilt() == 0 ? "" : "; read " + Words.count(projector.rebuilt(), "event")
                            + " already projected again, to rebuild the state of their matches"));
                }
            }
            printTables(io, ProjectedStates.latest(log));
        }
        return ExitCode.OK;
    }

    private void print(Io io, Projector.Update update) {
        switch (update) {
            case Projector.Update.Problem problem -> io.err().println("match " + problem.match() + ": " + problem.description());
            case Projector.Update.MatchWritten written -> {
                if (!quiet) {
                    String trust = written.trust().words();
                    io.out().println(written.match() + "  " + written.status() + "  seq " + written.seq() + (trust.isEmpty() ? "" : "  " + trust));
                }
            }
            case Projector.Update.Held held -> {
                // a running instance says how the group shares the partitions, each time it changes
                if (!once && !quiet) {
                    io.err().println(held.partitions().isEmpty() ? "holding no partition now: the group's other instances hold them all"
                            : "holding partitions " + held.partitions().stream().map(String::valueOf).collect(Collectors.joining(", ")));
                }
            }
        }
    }

    private static void printTables(Io io, Map<String, JsonNode> states) {
        io.out().println();
        io.out().println("Matches in progress:");
        long live = states.values().stream().filter(state -> !"ended".equals(state.path("status").asText())).peek(state -> {
            JsonNode match = state.get("state");
            JsonNode deal = match.path("deal");
            io.out().println(String.format("  %-24s %-11s deal %-3s %s%s", state.get("match").asText(), state.path("status").asText(),
                    deal.path("number").asText("-"), score(match), deal.has("actor") ? "  next: " + deal.get("actor").asText() : ""));
        }).count();
        if (live == 0) {
            io.out().println("  none");
        }
        io.out().println();
        io.out().println("Standings over " + Words.count(states.values().stream().filter(state -> "ended".equals(state.path("status").asText()))
                .count(), "ended match") + ":");
        io.out().println(String.format("  %-16s %7s %5s %10s", "player", "played", "won", "deals won"));
        for (ProjectedStates.Standing standing : ProjectedStates.standings(states)) {
            io.out().println(String.format("  %-16s %7d %5d %10d", standing.player(), standing.played(), standing.won(), standing.dealsWon()));
        }
    }

    private static String score(JsonNode match) {
        StringBuilder score = new StringBuilder();
        match.path("wins").fields().forEachRemaining(entry -> score.append(score.isEmpty() ? "" : ", ")
                .append(entry.getKey()).append(' ').append(entry.getValue().asInt()));
        return score.toString();
    }
}
