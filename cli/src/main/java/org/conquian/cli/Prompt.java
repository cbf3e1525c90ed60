package org.conquian.cli;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.contract.Encoder;
import org.conquian.event.Event;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.MatchEnded;
import org.conquian.event.Narration;
import org.conquian.event.RulingGiven;
import org.conquian.game.DealState;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.LegalMoves;
import org.conquian.notation.Completion;
import org.conquian.notation.Hints;
import org.conquian.notation.MoveText;
import org.conquian.notation.Unsaid;
import org.conquian.game.MatchState;
import org.conquian.recorder.Outcome;
import org.conquian.recorder.LiveMatch;
import org.conquian.replay.Style;
import org.conquian.replay.TableView;
import org.conquian.rules.Violation;
import org.conquian.view.SeenMatch;
import org.conquian.view.Viewer;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The recorder's prompt for the officials at a table: it shows the table and the legal moves, reads moves in
 * the short notation, and asks whether another player forces when a player declines a card that fits their
 * melds. A move the rules refuse that was played so at the table is called ({@code call ...}); while the call waits
 * the prompt takes the director's ruling ({@code ruling>}) and asks once for its appeal.
 */
final class Prompt {

    private static final String HELP = """
            Moves, for the player whose turn it is (the prompt names them):
              deal                   shuffle and deal the next deal
              reveal                 turn up the top stock card
              take [CARD] [MELD...]  take the open card and lay out all melds: take 6H 4H-5H-6H QC-QD-QS
              take                   list the ways to lay the card out (records nothing); take 2 records the second
              reject                 reject the card left to you; you reveal the next stock card
              pass                   leave the card you revealed for the player on your right
              force [FORCER] [TARGET] a force of the open card on a player whose melds it fits alone: force cruz
              (the cambio, in mexicana, is asked when it is due: each player's card in turn; at a real table, once it is made)
              discard CARD           discard a hand card after a take
              show ana 4C 5D ben 6H  the hands shown at the end of a concealed deal; skip when they are not shown
            Where the match's house rules have them:
              meld [MELD...]         lay out melds from the hand without a take (meldFromHand): meld 2C-3C-4C; a bare meld lists the ways
              pass                   pass a card offered round the table on to the player on your right (offer round)
              misdeal                the deal just dealt face down is misdealt: it ends void, and the same dealer deals again (misdeal)
            An irregularity, for the director (play waits for the ruling):
              call PLAYER MOVE [by NAME] [-- NOTE]   a move the rules forbid, as it was played: call ben take QS by ana -- ben put QS in his hand
                                     (take QS with no melds: into the hand; also reveal, reject, pass, force TARGET, discard CARD, claim)
              call PLAYER [R-ID] [by NAME] [-- NOTE] one that is no move: call ben R-DEAL -- ben holds 11 cards
              at ruling>: DIRECTOR rectify|void|award PLAYER|none [-- TEXT]   dora rectify -- the take is withdrawn
                          then, if the ruling is appealed at once: appeal PLAYER DIRECTOR DECISION [-- TEXT]
            Also: moves (the legal moves), table (show it again), help, quit (resume later).""";

    private static final String APPEAL = "Appeal? (Enter: none; or appeal PLAYER DIRECTOR DECISION [-- TEXT])> ";

    private final Io io;
    private final LiveMatch match;
    private final TableView view;
    private final PrintWriter out;
    private final String logAgain;
    /** The concealed deal whose hands the table chose not to show, so that they are not asked for again. */
    private int skipped;

    /** @param logAgain the options that name this log again, for the command that resumes the match */
    Prompt(Io io, LiveMatch match, Style style, String logAgain) {
        this.io = io;
        this.match = match;
        this.view = new TableView(style, Viewer.OFFICIALS);
        this.out = io.out();
        this.logAgain = logAgain;
    }

    int run() throws IOException {
        try (LineInput input = LineInput.of(io, line -> Completion.of(match.state(), line))) {
            return run(input);
        } finally {
            out.flush();
        }
    }

    /** The session on lines from {@code input}; Ctrl-C leaves the match as quit does, with the status of an interrupt. */
    int run(LineInput input) throws IOException {
        try {
            showTable("");
            while (match.state().stage() != MatchState.Stage.ENDED) {
                if (match.callWaiting().isPresent()) {
                    if (!ruling(input)) {
                        return leave(ExitCode.OK);
                    }
                    continue;
                }
                if (match.legalMoves().exchangeDue()) {
                    if (!cambio(input)) {
                        return leave(ExitCode.OK);
                    }
                    continue;
                }
                out.println(options());
                String line = input.read(promptText());
                if (quits(line)) {
                    return leave(ExitCode.OK);
                }
                handle(line.trim(), input);
            }
            out.println("Match " + match.match() + " is over and recorded.");
            return ExitCode.OK;
        } catch (LineInput.Interrupted e) {
            out.println();
            return leave(ExitCode.INTERRUPTED);
        }
    }

    private int leave(int status) {
        out.println("Match " + match.match() + " is left in progress; continue it with: " + Self.command() + " record resume "
                + match.match() + logAgain);
        return status;
    }

    private static boolean quits(String line) {
        return line == null || line.trim().equalsIgnoreCase("quit") || line.trim().equalsIgnoreCase("exit");
    }

    private void handle(String line, LineInput input) throws IOException {
        if (promptWord(line)) {
            return;
        }
        switch (MoveText.read(line, match.state())) {
            case MoveText.Parsed.NotAMove notAMove -> out.println("Not a move: " + notAMove.message() + " (type help for the moves)");
            case MoveText.Parsed.Listing listing -> out.println(listing.text());
            case MoveText.Parsed.Refused refused -> refused(refused.violation(), refused.played());
            case MoveText.Parsed.Deal deal -> report(match.deal());
            case MoveText.Parsed.Move move when move.command() instanceof Command.ShowHands show && show.hands().isEmpty() -> skip(show);
            case MoveText.Parsed.Move move -> {
                Command command = withForceAsked(move.command(), input);
                Outcome outcome = match.submit(command);
                if (outcome instanceof Outcome.Refused refused) {
                    refused(refused.violation(), Optional.of(command));
                } else {
                    report(outcome);
                }
            }
        }
    }

    /** The prompt's own words, which are no move: an empty line, help, table, moves. True when the line was one. */
    private boolean promptWord(String line) {
        switch (line.toLowerCase(Locale.ROOT)) {
            case "" -> {
                return true;
            }
            case "help", "?" -> {
                out.println(HELP);
                return true;
            }
            case "table", "show" -> {
                showTable("");
                return true;
            }
            case "moves" -> {
                out.println(Hints.moves(match.state()));
                return true;
            }
            default -> {
                return false;
            }
        }
    }

    /**
     * While a call waits, the director's ruling ({@code DIRECTOR DECISION [-- TEXT]}), then once the appeal heard at once, if
     * any: the ruling, the appeal and the end of the deal they give are recorded in one append. A move or a call typed here
     * is refused by the rules, as anything but the ruling is. False when the input ends or someone types quit.
     */
    private boolean ruling(LineInput input) throws IOException {
        out.println(options());
        String line = input.read("ruling> ");
        if (quits(line)) {
            return false;
        }
        String typed = line.trim();
        if (promptWord(typed)) {
            return true;
        }
        switch (MoveText.ruling(typed)) {
            case MoveText.Parsed.Move ruled -> {
                Command.Rule rule = (Command.Rule) ruled.command();
                // the ruling is judged before its appeal is asked, so that a director who is a player is told at once
                if (Game.decide(match.state(), rule) instanceof Decision.Refused refused) {
                    refused(refused.violation(), Optional.empty());
                    return true;
                }
                return appeal(rule, input);
            }
            case MoveText.Parsed.NotAMove notARuling -> {
                if (MoveText.read(typed, match.state()) instanceof MoveText.Parsed.NotAMove) {
                    out.println("Not a ruling: " + notARuling.message() + " (type help)");
                } else {
                    // a move, a deal or a call: the rules refuse it while the call waits, and say so
                    handle(typed, input);
                }
                return true;
            }
            case MoveText.Parsed.Listing listing -> throw new IllegalStateException("a ruling lists nothing");
            case MoveText.Parsed.Refused refused -> throw new IllegalStateException("a ruling is judged when submitted");
            case MoveText.Parsed.Deal deal -> throw new IllegalStateException("a ruling deals nothing");
        }
    }

    /** Asks once whether the ruling is appealed at once, and records it with its appeal, if any. False when the input ends or someone types quit. */
    private boolean appeal(Command.Rule rule, LineInput input) throws IOException {
        while (true) {
            String line = input.read(APPEAL);
            if (quits(line)) {
                return false;
            }
            switch (MoveText.appealed(rule, line.trim())) {
                case MoveText.Parsed.Move appealed -> {
                    Outcome outcome = match.submit(appealed.command());
                    report(outcome);
                    if (!(outcome instanceof Outcome.Refused)) {
                        return true;
                    }
                }
                case MoveText.Parsed.NotAMove notAnAppeal -> out.println("Not an appeal: " + notAnAppeal.message());
                case MoveText.Parsed.Listing listing -> throw new IllegalStateException("an appeal lists nothing");
                case MoveText.Parsed.Refused refused -> throw new IllegalStateException("an appeal is judged when submitted");
                case MoveText.Parsed.Deal deal -> throw new IllegalStateException("an appeal deals nothing");
            }
        }
    }

    /** {@code skip}: the hands of a concealed deal are not shown. Nothing is written, and the prompt goes on to what comes next. */
    private void skip(Command.ShowHands notShown) throws IOException {
        Optional<DealState> deal = match.state() instanceof MatchState.Started started ? started.lastDeal() : Optional.empty();
        Outcome outcome = match.submit(notShown);
        if (outcome instanceof Outcome.Recorded recorded && recorded.events().isEmpty() && deal.isPresent()) {
            skipped = deal.get().number();
            showTable("The hands of deal " + skipped + " are not shown: nothing is recorded for them.");
        } else {
            report(outcome);
        }
    }

    /**
     * The cambio: each player's card, asked in order of play and recorded as one event once all are given; at a
     * real table, where the cards stay face down, one step once it is made. False when the input ends or
     * someone types quit.
     */
    private boolean cambio(LineInput input) throws IOException {
        List<Command> faceDown = match.legalMoves().moves();
        if (!faceDown.isEmpty()) {
            // at a real table that plays misdeals, the deal may be found misdealt in place of the cambio
            Optional<Command> misdeal = faceDown.stream().filter(Command.VoidDeal.class::isInstance).findFirst();
            out.println("The cambio: each player gives one card face down to the player on their right, all at once; the cards are not recorded.");
            String line = input.read("Press Enter once the cambio is made (" + (misdeal.isPresent() ? "misdeal if the deal was misdealt, " : "")
                    + "or quit)> ");
            if (quits(line)) {
                return false;
            }
            Outcome outcome = match.submit(misdeal.filter(voided -> line.trim().equalsIgnoreCase("misdeal")).orElse(faceDown.getFirst()));
            report(outcome);
            return true;
        }
        Map<String, CardSet> choices = LegalMoves.cambioChoices(match.state());
        out.println("The cambio: each player gives one card face down to the player on their right, all at once. "
                + "Have every player choose before any card changes hands, then type each card.");
        while (true) {
            Map<String, Card> given = new LinkedHashMap<>();
            for (Map.Entry<String, CardSet> choice : choices.entrySet()) {
                while (!given.containsKey(choice.getKey())) {
                    String line = input.read(choice.getKey() + " gives (one of " + choice.getValue() + ")> ");
                    if (quits(line)) {
                        return false;
                    }
                    MoveText.given(line, choice.getValue()).ifPresentOrElse(card -> given.put(choice.getKey(), card),
                            () -> out.println("Say one card of " + choice.getKey() + "'s hand: " + choice.getValue()));
                }
            }
            Outcome outcome = match.submit(new Command.Exchange(given));
            report(outcome);
            if (!(outcome instanceof Outcome.Refused)) {
                return true;
            }
        }
    }

    /** Before a player declines a card that fits their melds on its own, another player may force it. */
    private Command withForceAsked(Command command, LineInput input) throws IOException {
        if (!(command instanceof Command.Reject) && !(command instanceof Command.Pass)) {
            return command;
        }
        Optional<Command.Force> force = Unsaid.allowedForce(match.state(), Optional.empty(), Optional.empty());
        if (force.isEmpty()) {
            return command;
        }
        String question = force.get().player() + ", " + force.get().card() + " fits " + force.get().target()
                + "'s melds: force " + force.get().target() + " to take it? [y/N] ";
        while (true) {
            String answer = input.read(question);
            switch (answer == null ? "" : answer.trim().toLowerCase(Locale.ROOT)) {
                case "y", "yes" -> {
                    return force.get();
                }
                case "", "n", "no" -> {
                    return command;
                }
                default -> out.println("Answer y or n (Enter is n): a force not made now cannot be made later, so nothing else is taken as the answer.");
            }
        }
    }

    /**
     * A refusal, with the rule; for a move the rules forbid that may be called, the call that records it as it was played at
     * the table ({@code If it was played so at the table: call ben take QS}).
     */
    private void refused(Violation violation, Optional<Command> played) {
        out.println("Refused, " + violation.rule().id() + ": " + violation.message() + ". Nothing was recorded. (The rule: conquian rules "
                + violation.rule().id() + ")");
        played.flatMap(match::callAsPlayed).ifPresent(call -> out.println("If it was played so at the table: " + MoveText.write(call)));
    }

    private void report(Outcome outcome) {
        switch (outcome) {
            case Outcome.Refused refused -> refused(refused.violation(), Optional.empty());
            case Outcome.Recorded recorded -> showTable(recorded(recorded.events()));
            case Outcome.Repeated repeated -> showTable("Already recorded: " + sentences(repeated.events()) + ".");
            case Outcome.Stale stale -> showTable("The match moved on to seq " + stale.lastSeq() + " meanwhile: "
                    + sentences(stale.after()) + ". Nothing was recorded; look at the table and give the move again.");
        }
    }

    /**
     * What was recorded: a move's events ({@code Recorded ana takes 6H; ana lays 4H 5H 6H (up to seq 9).}); a call, and
     * that play waits ({@code Called (seq 11): ben's take of QS breaks R-TAKE.}); a ruling with its appeal and the end of
     * the deal they give, and where the deal stands after it.
     */
    private String recorded(List<Encoder.Encoded> events) {
        if (events.isEmpty()) {
            return "Recorded nothing.";
        }
        long first = events.getFirst().envelope().seq();
        long last = events.getLast().envelope().seq();
        String seqs = "(seq " + first + (last == first ? "" : "-" + last) + "): ";
        if (events.getFirst().event() instanceof IrregularityCalled called) {
            return "Called " + seqs + called.move().map(move -> Narration.brief(move) + " breaks " + called.rule().orElseThrow())
                    .orElseGet(() -> "an irregularity by " + called.player() + ", without a move" + called.rule().map(rule -> ", citing " + rule)
                            .orElse("")) + ". Play waits for the director's ruling.";
        }
        if (events.getFirst().event() instanceof RulingGiven) {
            String said = events.stream().map(event -> sentence(event.event())).collect(Collectors.joining("; "));
            // a ruling's words that end a sentence end it
            return "Recorded " + seqs + said + (said.endsWith(".\"") ? "" : ".") + match.state().currentDeal().filter(deal -> match.state().stage() == MatchState.Stage.IN_DEAL)
                    .map(deal -> " " + deal.phase().describe() + ".").orElse("");
        }
        return "Recorded " + sentences(events) + ".";
    }

    /** {@code ana takes 6H; ana lays out ... (up to seq 9)} */
    private String sentences(List<Encoder.Encoded> events) {
        if (events.isEmpty()) {
            return "nothing";
        }
        List<String> words = new ArrayList<>();
        for (Encoder.Encoded event : events) {
            words.add(sentence(event.event()));
        }
        return String.join("; ", words) + " (up to seq " + events.get(events.size() - 1).envelope().seq() + ")";
    }

    /** An event in words; the match's end as its table tells it, a partnership's won by a team. */
    private String sentence(Event event) {
        return event instanceof MatchEnded ended && match.state() instanceof MatchState.Started started
                ? SeenMatch.Started.result(started.setup(), ended.winner(), ended.wins(), ended.draws()) : Narration.sentence(event);
    }

    private void showTable(String headline) {
        out.println();
        if (!headline.isEmpty()) {
            out.println(headline);
        }
        MatchState state = match.state();
        for (String line : view.render(match.match(), state, "", Optional.empty())) {
            out.println(line);
        }
    }

    /** Whose move it is; at a concealed deal's end, while its hands are asked, that it waits for them. */
    private String promptText() {
        MatchState state = match.state();
        if (askHands() && LegalMoves.handsMayBeShown(state) && state instanceof MatchState.Started started && started.lastDeal().isPresent()) {
            return "hands of deal " + started.lastDeal().get().number() + " (show or skip)> ";
        }
        return Unsaid.actor(state).map(actor -> actor + "> ").orElse("> ");
    }

    /** The hints in a line, the hands of a concealed deal asked once: {@code ana: take 6H 4H-5H-6H · reject · ben force ana}. */
    private String options() {
        return Hints.line(match.state(), askHands());
    }

    /** Whether the hands of the last deal may still be asked: not once the table skipped them. */
    private boolean askHands() {
        return match.state() instanceof MatchState.Started started && started.lastDeal().filter(deal -> deal.number() == skipped).isEmpty();
    }
}
