package org.conquian.cli;

import org.conquian.card.Card;
import org.conquian.rules.Variant;
import org.conquian.log.EventLog;
import org.conquian.log.TextLines;
import org.conquian.recorder.Packs;
import org.conquian.recorder.RecordedMatch;
import org.conquian.recorder.Recorder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code conquian record new}: start a match and record it at the prompt. */
@Command(name = "new",
        description = {
                "Starts a match and records it at a prompt.",
                "",
                "The prompt shows the table from the officials' side and the legal moves. Moves: deal, reveal, take [CARD] [MELD...], reject, pass, force [FORCER] [TARGET], discard CARD; melds are cards joined by '-': take 6H 4H-5H-6H. A bare `take` lists the ways to lay the card out. Also: moves, table, help, quit (the match stays in progress: `record resume` continues it). Ctrl-C leaves it so too, with exit status 130.",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {
                "  conquian record new --players ana,ben",
                "  conquian record new --players ana,ben --first-dealer ben --match club-7 --seed 42",
                "  conquian record new --players ana,ben --packs packs.txt    packs dealt from a file",
                "  conquian record new --rules pagat-upcard --deck 52 --players ana,ben",
                "  conquian record new --rules mexicana --players ana,ben,cruz",
                "  conquian record new --players ana,ben --concealed     a real table: cards named as they are shown"},
        mixinStandardHelpOptions = true)
public final class RecordNewCommand implements Callable<Integer> {

    @ParentCommand
    RecordCommand parent;

    @Mixin
    LogOptions logOptions;

    @Option(names = "--players", required = true, split = ",", paramLabel = "A,B", description = "The players' ids in order of play (each passes to the next): two, or three in mexicana.")
    List<String> players;

    @Option(names = "--first-dealer", paramLabel = "PLAYER", completionCandidates = CompletionCommand.Players.class, description = "Who deals first (default: drawn at random).")
    String firstDealer;

    @Option(names = "--match", paramLabel = "ID", description = "The match id (default: match-DATE-TIME).")
    String match;

    @Option(names = "--seed", paramLabel = "N", description = "Shuffle the packs from this seed, so the deals can be reproduced (default: a secure random seed, never stored).")
    Long seed;

    @Option(names = "--packs", paramLabel = "FILE", description = "Deal the first deals from these packs: one line per pack, its 40 (or 52) cards top first, e.g. 7C 4H QS ...")
    Path packsFile;

    @Option(names = "--concealed", description = "A real table: the cards are shuffled and dealt there, face down. Each card is named as it "
            + "is shown (reveal 7C, the melds of a take, a discard), and at a deal's end the hands shown are recorded, or skipped.")
    boolean concealed;

    @Mixin
    RulesOptions rulesOptions;

    @Mixin
    StyleOption styleOption;

    @Override
    public Integer call() throws Exception {
        Io io = parent.io();
        Variant.Chosen.Set chosen = rulesOptions.chosen(players);
        Packs packs = seed == null ? Packs.random() : Packs.seeded(seed);
        if (concealed && packsFile != null) {
            throw new IllegalArgumentException("--concealed deals at the table, face down: it takes no --packs");
        }
        if (concealed) {
            packs = packs.faceDown();
        }
        if (packsFile != null) {
            packs = packs.startingWith(readDeck(packsFile));
        }
        String id = match != null ? match : io.matchIdNow("match");
        try (EventLog log = logOptions.open(); RecordedMatch recorded = new Recorder(log, io.clock())
                .start(id, players, firstDealer, chosen.tradition(), chosen.options(), packs)) {
            io.out().println("Recording match " + id + " to " + log.describe() + ".");
            return new Prompt(io, recorded, styleOption.style(io), logOptions.again()).run();
        }
    }

    static List<List<Card>> readDeck(Path file) throws IOException {
        List<List<Card>> packs = new ArrayList<>();
        try (TextLines lines = TextLines.open(file)) {
            for (String line = lines.next(); line != null; line = lines.next()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                try {
                    packs.add(Card.list(line));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(file + ", line " + lines.number() + ": " + e.getMessage());
                }
            }
        }
        return packs;
    }
}
