package org.conquian.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.contract.ReadAhead;
import org.conquian.contract.StateJson;
import org.conquian.contract.StrictJson;
import org.conquian.log.EventLog;
import org.conquian.log.LogCursor;
import org.conquian.game.MatchState;
import org.conquian.replay.HtmlReplay;
import org.conquian.replay.Replay;
import org.conquian.replay.RuleBook;
import org.conquian.replay.Style;
import org.conquian.replay.TableView;
import org.conquian.view.Viewer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code conquian replay}: step through a match, or print the table at one event. */
@Command(name = "replay",
        // the match of a file that holds several is chosen with --match: the synopsis shows it beside the file
        customSynopsis = {
                "conquian replay MATCH|FILE [--match=ID] [--as=PLAYER] [--at=SEQ]",
                "                       [--json | --html=OUT.html] [--no-color] [-hV]",
                "                       [--data=DIR | --kafka=HOST:PORT [--kafka-config=FILE]",
                "                       [--topic=NAME] [--kafka-timeout=SECONDS]",
                "                       [--partitions=N] [--replication=N]]"},
        description = {
                "Steps through a recorded match, or prints the table at one event.",
                "",
                "The table after each event, every hand or one player's view, with the event in words. Keys: n, space or right arrow next event; p or left arrow previous; d next deal, u back a deal; g go to an event by seq; f the first fault of an invalid log; < and > start and end; q quit. Without a terminal, or with --at, it prints the table at one event and exits.",
                "",
                "Exit status: 0; 1 when the match is invalid (the replay ends at its first fault); 2 when it cannot be read.",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {
                "  conquian replay club-7                  step through club-7 of ./conquian-data",
                "  conquian replay club-7 --as ana         as ana saw it: ben's hand hidden",
                "  conquian replay season.jsonl --match club-7 --at 40",
                "  conquian replay club-7 --at 40 --json   the state after seq 40, as JSON",
                "  conquian replay club-7 --html club-7.html   one web page to step through",
                "  conquian replay club-7 --html ana.html --as ana   only what ana saw"},
        mixinStandardHelpOptions = true)
public final class ReplayCommand implements Callable<Integer> {

    @ParentCommand
    ConquianCommand parent;

    @Mixin
    LogOptions logOptions;

    @Parameters(paramLabel = "MATCH|FILE", completionCandidates = CompletionCommand.Matches.class, description = "A match of the embedded log, or a JSON Lines file.")
    String source;

    @Option(names = "--match", paramLabel = "ID", description = "The match to replay when the file holds several.")
    String match;

    @Option(names = "--as", paramLabel = "PLAYER", completionCandidates = CompletionCommand.Players.class, description = "Show the table as this player saw it: the other players' hands and the stock hidden.")
    String viewer;

    @Option(names = "--at", paramLabel = "SEQ", description = "Print the table after the event of this seq (0: before the first) and exit.")
    Long at;

    @Option(names = "--json", description = "Print the state as JSON instead of the table, and exit.")
    boolean json;

    @Option(names = "--html", paramLabel = "OUT.html", description = "Write the replay as one self-contained web page, to open in any browser "
            + "(offline too), and exit. With --as, the page holds only what that player saw; with --at, it opens at that event.")
    Path html;

    @Mixin
    StyleOption styleOption;

    @Override
    public Integer call() throws Exception {
        Io io = parent.io();
        // what shows one event and exits keeps only the frames it shows: a long match is read in little memory
        boolean oneEvent = html == null && (at != null || json || !io.terminal());
        Replay replay = load(oneEvent ? Optional.of(at == null ? 0L : at) : Optional.empty());
        if (viewer != null && !(replay.stateAt(replay.end()) instanceof MatchState.Started started && started.setup().isPlayer(viewer))) {
            throw new IllegalArgumentException(viewer + " does not play in match " + replay.match());
        }
        int position = replay.end();
        if (at != null) {
            position = at == 0 ? 0 : replay.positionOf(at).orElseThrow(() -> new IllegalArgumentException(
                    "match " + replay.match() + " has no valid event of seq " + at + " (it has " + replay.end() + "; 0 is before the first)"));
        }
        int status = replay.fault().isPresent() ? ExitCode.INVALID : ExitCode.OK;
        if (html != null) {
            if (json) {
                throw new IllegalArgumentException("--html and --json each write the replay their own way: choose one");
            }
            writePage(io, replay, at == null ? Optional.empty() : Optional.of(position));
            return status;
        }
        Style style = styleOption.style(io);
        TableView view = new TableView(style, viewer());
        if (json) {
            // a program reading the state needs to know which match it is, and at which event
            ObjectNode state = StrictJson.MAPPER.createObjectNode().put("match", replay.match())
                    .put("seq", replay.momentAt(position).map(Replay.Moment::seq).orElse(0L));
            state.setAll(StateJson.of(replay.stateAt(position), viewer()));
            io.out().println(StrictJson.MAPPER.writeValueAsString(state));
            return status;
        }
        if (at != null || !io.terminal()) {
            ReplayScreen.print(io.out(), replay, view, position);
            return status;
        }
        new ReplayScreen(replay, view).run(replay.fault().isPresent() ? replay.end() : 0);
        return status;
    }

    /** Writes the page beside its destination first, so that a crash never leaves half a page where the page was asked for. */
    private void writePage(Io io, Replay replay, Optional<Integer> opening) throws IOException {
        byte[] page = HtmlReplay.page(replay, viewer(), RuleBook.load(), opening).getBytes(StandardCharsets.UTF_8);
        Path target = html.toAbsolutePath();
        if (Files.isDirectory(target)) {
            throw new IllegalArgumentException(html + " is a directory: --html takes the page's file name, e.g. " + replay.match() + ".html");
        }
        Path partial = target.resolveSibling(target.getFileName() + ".partial");
        Files.write(partial, page);
        Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        io.out().println("wrote " + html + " (" + Words.count(replay.end(), "event") + ", " + (page.length + 1023) / 1024 + " KB, "
                + replay.verdict().kind().word() + (viewer == null ? "" : ", as " + viewer + " saw it") + "): open it in a browser");
        io.out().flush();
    }

    /** The player of {@code --as}, or without it the officials, who see the whole record. */
    private Viewer viewer() {
        return viewer == null ? Viewer.OFFICIALS : Viewer.player(viewer);
    }

    /** The match, every frame of it, or only those to show the event of seq {@code oneEvent} (0: the end) and the end. */
    private Replay load(Optional<Long> oneEvent) throws IOException {
        Path file = Path.of(source);
        if (Files.isRegularFile(file)) {
            // the file is parsed on a thread of its own while the match is folded: a long match is read in about half the time
            try (ReadAhead reader = new ReadAhead(Files.newInputStream(file))) {
                return match != null ? oneEvent.map(seq -> Replay.at(match, reader, seq)).orElseGet(() -> Replay.of(match, reader))
                        : onlyMatchIn(file, reader, oneEvent);
            }
        }
        if (Files.isDirectory(file)) {
            throw new IllegalArgumentException(source + " is a directory: replay takes a match of the log (with --data DIR for "
                    + "another embedded log) or one JSON Lines file");
        }
        if (source.endsWith(".jsonl") || source.contains("/")) {
            throw new NoSuchFileException(source);
        }
        try (EventLog log = logOptions.open(); LogCursor lines = log.read(source)) {
            return oneEvent.isPresent() ? Replay.at(source, lines, oneEvent.get()) : Replay.of(source, lines);
        }
    }

    /** The file's one match; a file of several is refused, naming them. */
    private static Replay onlyMatchIn(Path file, ReadAhead reader, Optional<Long> oneEvent) {
        try {
            return oneEvent.isPresent() ? Replay.ofOnlyMatchAt(reader, oneEvent.get()) : Replay.ofOnlyMatch(reader);
        } catch (Replay.NotOneMatch e) {
            throw new IllegalArgumentException(e.matches().isEmpty() ? file + " holds no match"
                    : file + " holds " + e.getMessage() + ": choose one with --match");
        }
    }
}
