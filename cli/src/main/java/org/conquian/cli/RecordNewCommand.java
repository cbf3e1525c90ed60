package org.conquian.cli;

import org.conquian.log.EventLog;
import org.conquian.notation.Completion;
import org.conquian.recorder.NewMatch;
import org.conquian.recorder.Packs;
import org.conquian.recorder.LiveMatch;
import org.conquian.recorder.Recorder;
import org.conquian.recorder.SeedStore;
import org.conquian.trust.FairShuffle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code conquian record new}: start a match and record it at the prompt. */
@Command(name = "new",
        description = {
                "Starts a match and records it at a prompt.",
                "",
                "The prompt shows the table from the officials' side and the legal moves. Moves: deal, reveal, take [CARD] [MELD...], reject, pass, force [FORCER] [TARGET], discard CARD; melds are cards joined by '-': take 6H 4H-5H-6H. A bare `take` lists the ways to lay the card out. Also: moves, table, help, quit (the match stays in progress: `record resume` continues it). Ctrl-C leaves it so too, with exit status 130.",
                "",
                "House rules (--house, in any profile; `conquian rules --house` lists them) change what the prompt takes: with meldFromHand=true, meld MELD... lays out melds from the hand without a take (a bare `meld` lists the ways); with offer=round, pass passes a card on round the table; at a real table with misdeal=true, misdeal voids the deal just dealt; partnership seats four players, partners opposite. Resumed, a match keeps the house rules it declared.",
                "",
                "A move the rules refuse that was played so at the table is called, for the director: call PLAYER MOVE [by NAME] [-- NOTE] (a refusal shows the line); an irregularity that is no move: call PLAYER [R-ID] [by NAME] [-- NOTE]. Play then waits at ruling> for DIRECTOR rectify|void|award PLAYER|none [-- TEXT], and the appeal heard at once, if any: appeal PLAYER DIRECTOR DECISION [-- TEXT].",
                "",
                "  ben> call ben take QS by ana -- ben put QS in his hand",
                "  Called (seq 11): ben's take of QS breaks R-TAKE. Play waits ...",
                "  ruling> dora rectify -- R-TAKE: the take is withdrawn",
                "  Appeal? (Enter: none; or appeal PLAYER DIRECTOR DECISION ...)>",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {
                "  conquian record new --players ana,ben",
                "  conquian record new --players ana,ben --first-dealer ben --seed 42",
                "  conquian record new --players ana,ben --packs packs.txt   packs from a file",
                "  conquian record new --rules pagat-upcard --deck 52 --players ana,ben",
                "  conquian record new --rules mexicana --players ana,ben,cruz",
                "  conquian record new --players ana,ben --concealed   a real table, face down",
                "  conquian record new --players ana,ben --sign-with club.key --fair",
                "  conquian record new --players ana,ben --house twice-around",
                "  conquian record new --players ana,ben --house two-packs,meldFromHand=true",
                "  conquian record new --rules pagat-upcard --players a,b,c,d --house partnership",
                "  conquian record new --rules mexicana --players a,b,c --house offer=round",
                "  conquian record new --players ana,ben --concealed --house misdeal=true"},
        mixinStandardHelpOptions = true)
public final class RecordNewCommand implements Callable<Integer> {

    @ParentCommand
    RecordCommand parent;

    @Mixin
    LogOptions logOptions;

    @Option(names = "--players", required = true, paramLabel = "A,B[,C[,D]]", description = "The players' ids in order of play (each passes to the next): two, or three in mexicana, or four in pagat-upcard with --house partnership (partners opposite: the first and third, the second and fourth).")
    String players;

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
    TrustOptions trustOptions;

    @Mixin
    StyleOption styleOption;

    @Override
    public Integer call() throws Exception {
        Io io = parent.io();
        NewMatch asked = rulesOptions.newMatch(rulesOptions.seated(players), trustOptions, firstDealer, seed,
                packsFile == null ? null : Packs.read(packsFile), concealed);
        LiveMatch[] recording = new LiveMatch[1];
        // one input for the salt and the moves: a second reader of a pipe would lose what the first read ahead
        try (LineInput input = LineInput.of(io, line -> recording[0] == null ? List.of() : Completion.of(recording[0].state(), line))) {
            Optional<Packs> packs = asked.deals() instanceof NewMatch.Deals.Committed committed ? committed(io, input, committed.salt())
                    : Optional.of(asked.deals().packs());
            if (packs.isEmpty()) {
                return ExitCode.OK;
            }
            try (EventLog log = logOptions.open()) {
                String id = match != null ? match : io.matchIdNow("match", log);
                try (LiveMatch recorded = trustOptions.recorder(new Recorder(log, io.clock()), logOptions).start(id, asked, packs.get())) {
                    recording[0] = recorded;
                    io.out().println("Recording match " + id + " to " + log.describe() + ".");
                    recorded.signer().ifPresent(key -> io.out().println("Signed with the key " + key + "."));
                    recorded.shuffleCommit().ifPresent(commit -> io.out().println("Dealt from the committed shuffle " + commit.commit()
                            + (commit.salt() == null ? "" : " with the salt \"" + commit.salt() + "\"") + "; the seed is revealed when the match ends."));
                    return new Prompt(io, recorded, styleOption.style(io), logOptions.again() + trustOptions.signing.again()).run(input);
                }
            }
        } catch (LineInput.Interrupted e) {
            io.out().println();
            return ExitCode.INTERRUPTED;
        } finally {
            io.out().flush();
        }
    }

    /**
     * A committed shuffle: the commit is shown before the players give their salt, so that the salt cannot be
     * chosen to suit the seed, nor the seed to suit the salt. With --salt it was given already.
     */
    private Optional<Packs> committed(Io io, LineInput input, Optional<String> given) throws IOException {
        byte[] fairSeed = SeedStore.freshSeed();
        String salt = given.orElse(null);
        if (given.isEmpty()) {
            io.out().println("The deals are committed: SHA-256 of the secret seed = " + FairShuffle.commit(fairSeed));
            io.out().println("Note it down. The seed is revealed when the match ends, and anyone can then check every deal.");
            String typed = input.read("Salt: any words the players choose now, mixed into every deal (Enter for none)> ");
            if (typed == null) {
                io.out().println("No match was started.");
                return Optional.empty();
            }
            salt = typed.isBlank() ? null : typed.strip();
        }
        return Optional.of(Packs.committed(fairSeed, salt));
    }
}
