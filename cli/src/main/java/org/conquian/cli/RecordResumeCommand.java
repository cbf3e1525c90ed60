package org.conquian.cli;

import org.conquian.log.EventLog;
import org.conquian.recorder.NewMatch;
import org.conquian.recorder.Packs;
import org.conquian.recorder.LiveMatch;
import org.conquian.recorder.Recorder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.util.concurrent.Callable;

/** {@code conquian record resume}: continue an unfinished match at the prompt. */
@Command(name = "resume",
        description = {
                "Continues an unfinished match from its log, at the prompt of `record new`.",
                "",
                "The log is audited first; a torn last line left by a crash is cut and reported.",
                ""},
        footerHeading = "%nExamples:%n",
        footer = {"  conquian record resume club-7", "  conquian record resume club-7 --data /srv/club --seed 42",
                "  conquian record resume club-7 --concealed   real cards, no deal yet"},
        mixinStandardHelpOptions = true)
public final class RecordResumeCommand implements Callable<Integer> {

    @ParentCommand
    RecordCommand parent;

    @Mixin
    LogOptions logOptions;

    @Parameters(paramLabel = "MATCH", completionCandidates = CompletionCommand.ResumableMatches.class,
            description = "The match to continue (Tab offers those that have not ended).")
    String match;

    @Option(names = "--seed", paramLabel = "N", description = "Shuffle the coming deals from this seed (default: a secure random seed).")
    Long seed;

    @Option(names = "--concealed", description = "A real table: the coming deals are dealt there, face down, as record new --concealed"
            + " records them. A match whose last deal was concealed goes on so anyway; one resumed before its first deal needs it, as its"
            + " log cannot say.")
    boolean concealed;

    @Mixin
    SigningOptions signingOptions;

    @Mixin
    StyleOption styleOption;

    @Override
    public Integer call() throws Exception {
        Io io = parent.io();
        Packs packs = NewMatch.deals(NewMatch.Asked.deals(seed, null, concealed, false, null), NewMatch.Door.COMMAND_LINE).packs();
        try (EventLog log = logOptions.open();
             LiveMatch recorded = signingOptions.recorder(new Recorder(log, io.clock()), logOptions).resume(match, packs)) {
            recorded.repairs().forEach(repair -> io.err().println("repaired: " + repair));
            recorded.warnings().forEach(warning -> io.err().println("warning: " + warning));
            io.out().println("Resuming match " + match + " from " + log.describe() + ".");
            return new Prompt(io, recorded, styleOption.style(io), logOptions.again() + signingOptions.again()).run();
        }
    }
}
