package org.conquian.notation;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.PlayedMove;
import org.conquian.event.RulingDecision;
import org.conquian.game.DealState;
import org.conquian.game.Game;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.rules.RuleId;
import org.conquian.rules.Violation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A move as text, read and written: {@code deal}, {@code reveal}, {@code take 6H 4H-5H-6H} (the melds the take
 * makes or extends; the untouched ones are kept), {@code take 2} (the second of the ways listed), {@code reject},
 * {@code pass}, {@code force [FORCER] [TARGET]}, {@code discard QS}, {@code show ana 4C ben 6H}, {@code skip}; and where
 * the house plays them, {@code meld 2C-3C-4C} (melds laid out from the hand without a take, {@code meldFromHand}; a
 * bare {@code meld} lists the ways, {@code meld 2} picks one) and {@code misdeal} (a deal dealt face down found misdealt,
 * which ends void, {@code misdeal}). A
 * move may start with the name of who makes it ({@code cruz pass}), and names only what is a choice: the rest is
 * {@link Unsaid}. The text only reads: what is legal is the rules' to say.
 */
public final class MoveText {

    public static final List<String> VERBS = List.of("deal", "reveal", "take", "reject", "pass", "force", "discard", "show", "skip", "meld",
            "misdeal", "call");

    /** The words of a move as played, after the player a call names: the seven ops of a called move. */
    public static final List<String> PLAYED = Arrays.stream(PlayedMove.Op.values()).map(PlayedMove.Op::word).toList();

    /** The decisions as a director says them: {@code award} names the winner after it; {@code none} is no-irregularity. */
    public static final List<String> DECISIONS = List.of("rectify", "void", "award", "none");

    /** What a line says after {@code --}: the note of a call, the text of a ruling or an appeal. */
    private static final java.util.regex.Pattern WORDS_AFTER = java.util.regex.Pattern.compile("(?:^|\\s)--(?:\\s+|$)");

    private MoveText() {
    }

    /** A move read from text, or why the text is not one. */
    public sealed interface Parsed {
        record Move(Command command) implements Parsed {
        }

        record Deal() implements Parsed {
        }

        /** Not a move but an answer: the ways a card can be laid out, to pick one with {@code take N}. */
        record Listing(String text) implements Parsed {
        }

        /**
         * A move the rules refuse before it can be built, as a take of a card that no arrangement can hold: the rules' own
         * violation, and the move as it would be played at the table, if the text says enough for one (a take that lays
         * nothing out: into the hand), for the call that records it as played.
         */
        record Refused(Violation violation, Optional<Command> played) implements Parsed {
            public Refused(Violation violation) {
                this(violation, Optional.empty());
            }
        }

        record NotAMove(String message) implements Parsed {
        }
    }

    /** The words of a line, blanks dropped. */
    static List<String> words(String text) {
        return Arrays.stream(text.trim().split("\\s+")).filter(word -> !word.isEmpty()).toList();
    }

    public static Parsed read(String text, MatchState state) {
        List<String> words = words(text);
        // a move may start with the name of who makes it, as officials call it: `cruz pass`
        Optional<String> named = words.size() > 1 && state instanceof MatchState.Started started && started.setup().isPlayer(words.get(0))
                ? Optional.of(words.get(0)) : Optional.empty();
        if (named.isPresent()) {
            words = words.subList(1, words.size());
        }
        if (words.isEmpty()) {
            return new Parsed.NotAMove("say a move: " + String.join(", ", VERBS));
        }
        String verb = words.get(0).toLowerCase(Locale.ROOT);
        List<String> rest = words.subList(1, words.size());
        if (named.isEmpty() && !VERBS.contains(verb) && rest.size() >= 1 && DECISIONS.contains(rest.get(0).toLowerCase(Locale.ROOT))) {
            // a director's ruling, which the rules refuse when no call waits for one
            return ruling(text);
        }
        // a move named for someone not to act is theirs, so that the rules refuse it and say whose turn it is
        Optional<String> actor = named.isPresent() && !verb.equals("force") ? named : Unsaid.actor(state);
        try {
            return switch (verb) {
                case "deal" -> rest.isEmpty() ? new Parsed.Deal() : notAMove("`deal` takes nothing after it");
                case "reveal" -> move(new Command.Reveal(who(actor), noArguments(verb, rest, state, Unsaid.topOfStock(state),
                        state.currentDeal().filter(DealState::concealed).isPresent() ? "say which card was turned up: reveal 7C"
                                : "no card is left in the stock")));
                case "show" -> move(new Command.ShowHands(Optional.of(shown(state, rest))));
                case "skip" -> rest.isEmpty() ? move(new Command.ShowHands(Optional.empty())) : notAMove("`skip` takes nothing after it");
                case "pass", "reject" -> passOrReject(verb, state, who(actor), rest);
                case "force" -> move(force(state, named, rest));
                case "discard" -> rest.size() == 1 ? move(new Command.Discard(who(actor), card(rest.get(0), state)))
                        : notAMove((rest.isEmpty() ? "say which hand card to discard" : "discard takes one hand card") + ": discard "
                        + actor.flatMap(player -> state.currentDeal().map(deal -> deal.holding(player).hand()))
                                .filter(hand -> !hand.isEmpty()).map(hand -> hand.first().code()).orElse("QS"));
                case "take" -> take(state, who(actor), rest);
                case "call" -> named.isEmpty() ? call(text, state) : notAMove("a call names the player at fault after `call`: call "
                        + named.get() + " " + String.join(" ", rest));
                case "meld" -> meld(state, who(actor), rest);
                case "misdeal" -> rest.isEmpty() ? move(new Command.VoidDeal()) : notAMove("`misdeal` takes nothing after it");
                default -> notAMove("'" + words.get(0) + "' is not a move" + Completion.nearest(verb).map(word -> "; did you mean " + word + "?")
                        .orElse("; the moves are " + String.join(", ", VERBS)));
            };
        } catch (NotAMove e) {
            return notAMove(e.getMessage());
        }
    }

    /** {@code pass} or {@code reject} [CARD]; with no card open, the rules say whose turn it is and to do what. */
    private static Parsed passOrReject(String verb, MatchState state, String player, List<String> rest) {
        Optional<Card> open = Unsaid.openCard(state);
        if (rest.isEmpty() && open.isEmpty()) {
            return new Parsed.Refused(LegalMoves.nothingOpen(state, player, verb));
        }
        Card card = noArguments(verb, rest, state, open, "no card is open");
        return move(verb.equals("pass") ? new Command.Pass(player, card) : new Command.Reject(player, card));
    }

    /**
     * {@code force} (the force the rules allow, when there is one), {@code force TARGET} or {@code force FORCER
     * TARGET}; a force the rules do not allow is still built, so that the refusal says why.
     */
    private static Command force(MatchState state, Optional<String> named, List<String> rest) {
        DealState.CentreCard centre = state.currentDeal().flatMap(DealState::centreCard)
                .orElseThrow(() -> new NotAMove("no card is open to force"));
        if (rest.size() > 2 || named.isPresent() && rest.size() > 1) {
            throw new NotAMove("say who is forced, and who forces if it is not clear: force cruz, or force ben cruz");
        }
        Optional<String> forcer = named.or(() -> rest.size() == 2 ? Optional.of(rest.get(0)) : Optional.empty());
        Optional<String> target = rest.isEmpty() ? Optional.empty() : Optional.of(rest.get(rest.size() - 1));
        if (named.isPresent() && rest.isEmpty()) {
            return Unsaid.allowedForce(state, named, Optional.empty()).orElseThrow(() -> new NotAMove("say whom " + named.get() + " forces: "
                    + named.get() + " force " + centre.openTo()));
        }
        return Unsaid.force(state, forcer, target).orElseThrow();
    }

    /**
     * {@code take [CARD] [MELD ...]}, melds written as cards joined by {@code -}; or {@code take N} for the
     * N-th possible arrangement, which a bare {@code take} lists.
     */
    private static Parsed take(MatchState state, String player, List<String> rest) {
        Card open = Unsaid.openCard(state).orElseThrow(() -> new NotAMove("no card is open to take"));
        List<String> words = new ArrayList<>(rest);
        Card card = open;
        if (!words.isEmpty() && words.get(0).length() == 2 && !words.get(0).matches("\\d+")) {
            card = card(words.remove(0), state);
        }
        if (words.size() == 1 && words.get(0).matches("#?\\d+")) {
            int choice = Integer.parseInt(words.get(0).replace("#", ""));
            Optional<Violation> noTake = LegalMoves.noTake(state, player, card);
            if (noTake.isPresent()) {
                return new Parsed.Refused(noTake.get(), Optional.of(new Command.Take(player, card, List.of())));
            }
            Unsaid.Ways ways = Unsaid.ways(state, player, card);
            if (choice < 1 || choice > ways.takes().size()) {
                throw new NotAMove("there " + (ways.takes().size() == 1 ? "is 1 way" : "are " + ways.takes().size() + " ways")
                        + " to lay out " + card + ", not " + choice + ": " + choices(ways.takes()));
            }
            return move(ways.takes().get(choice - 1));
        }
        if (words.isEmpty()) {
            Unsaid.Ways ways = Unsaid.ways(state, player, card);
            List<Command.Take> takes = ways.takes();
            if (ways.withHand().isPresent()) {
                // an answer, as the listing of a known deal's ways is: what the take may lay out, and how to say it
                return new Parsed.Listing(card + " may be laid out with up to " + ways.withHand().get().handCards() + " of " + player
                        + "'s face-down hand cards: say the melds the take makes or extends, cards joined by '-' (the untouched melds are kept): take "
                        + card + " MELD..." + (takes.isEmpty() ? "" : "; with no hand card: " + choices(takes)));
            }
            if (ways.none().isPresent()) {
                // played so at the table, a take that lays nothing out put the card into the hand
                return new Parsed.Refused(ways.none().get(), Optional.of(new Command.Take(player, card, List.of())));
            }
            return new Parsed.Listing(card + " can be laid out in " + (takes.size() == 1 ? "1 way" : takes.size() + " ways") + ": "
                    + choices(takes) + switch (takes.size()) {
                        case 1 -> "; type take 1 to record it";
                        case 2 -> "; type take 1 or take 2 to record one";
                        default -> "; type its number to record one: take 1, take 2, ... take " + takes.size();
                    });
        }
        List<List<Card>> melds = melds(words, state);
        return move(new Command.Take(player, card, melds));
    }

    /** A line's words before {@code --}, and what it says after it, if anything: {@code call ben R-DEAL -- ben holds 11 cards}. */
    private record Said(List<String> words, Optional<String> after) {
        static Said of(String text) {
            java.util.regex.Matcher dashes = WORDS_AFTER.matcher(text);
            if (!dashes.find()) {
                return new Said(MoveText.words(text), Optional.empty());
            }
            String after = text.substring(dashes.end()).strip();
            return new Said(MoveText.words(text.substring(0, dashes.start())), after.isEmpty() ? Optional.empty() : Optional.of(after));
        }
    }

    /**
     * {@code call PLAYER MOVE [R-ID] [by NAME] [-- NOTE]}: the move as PLAYER played it, in this notation ({@code take QS}
     * with no melds: into the hand; what it leaves out read off the table as for a move), the rule it breaks left to the
     * recorder, or named, for the recorder to check; or {@code call PLAYER [R-ID] [by NAME] [-- NOTE]}, an irregularity without a move, citing a rule or not.
     */
    private static Parsed call(String text, MatchState state) {
        Said said = Said.of(text);
        List<String> words = said.words().subList(1, said.words().size());
        if (words.isEmpty()) {
            throw new NotAMove("say who is at fault, then the move as played: call ben take QS; or without a move: call ben R-DEAL -- ben holds 11 cards");
        }
        String player = words.get(0);
        List<String> rest = words.subList(1, words.size());
        // every word of a move is a card or a meld but a force's target, so the first other `by` says who called
        int by = -1;
        for (int i = 0; i < rest.size() && by < 0; i++) {
            boolean target = i == 1 && rest.get(0).equalsIgnoreCase("force");
            by = !target && rest.get(i).equalsIgnoreCase("by") ? i : -1;
        }
        Optional<String> caller = Optional.empty();
        if (by >= 0) {
            if (by != rest.size() - 2) {
                throw new NotAMove("`by` names who called, one name, after the move: call " + player + " take QS by ana -- NOTE");
            }
            caller = Optional.of(rest.get(by + 1));
            rest = rest.subList(0, by);
        }
        if (rest.isEmpty()) {
            return move(new Command.Call(player, Optional.empty(), Optional.empty(), caller, said.after()));
        }
        String first = rest.get(0);
        if (first.toUpperCase(Locale.ROOT).startsWith("R-")) {
            if (rest.size() > 1) {
                throw new NotAMove("a call without a move cites one rule: call " + player + " " + first + " -- NOTE");
            }
            return move(new Command.Call(player, Optional.empty(), Optional.of(rule(first)), caller, said.after()));
        }
        // the rule is the recorder's to find; one named after the move must be the one it finds
        Optional<RuleId> named = Optional.empty();
        String lastWord = rest.get(rest.size() - 1);
        if (rest.size() > 1 && lastWord.toUpperCase(Locale.ROOT).startsWith("R-")) {
            named = Optional.of(rule(lastWord));
            rest = rest.subList(0, rest.size() - 1);
        }
        return move(new Command.Call(player, Optional.of(played(player, first.toLowerCase(Locale.ROOT), rest.subList(1, rest.size()), state)),
                named, caller, said.after()));
    }

    /** A rule id as typed, in any case: {@code R-TAKE}; the recorder refuses one that is not a rule of the game. */
    private static RuleId rule(String typed) {
        return RuleId.byId(typed.toUpperCase(Locale.ROOT)).orElseThrow(() -> new NotAMove("no rule '" + typed + "': a call cites one of "
                + String.join(", ", RuleId.idsOfTheGame())));
    }

    /** Melds as typed, a word each, its cards joined by {@code -} or {@code ,}. */
    private static List<List<Card>> melds(List<String> words, MatchState state) {
        List<List<Card>> melds = new ArrayList<>();
        for (String meld : words) {
            melds.add(Arrays.stream(meld.split("[-,]")).filter(code -> !code.isEmpty()).map(code -> card(code, state)).toList());
        }
        return melds;
    }

    /** The move as {@code player} played it, named by its op and what follows it; what it leaves out is read off the table. */
    private static PlayedMove played(String player, String op, List<String> rest, MatchState state) {
        Command command = switch (op) {
            case "claim" -> {
                if (!rest.isEmpty()) {
                    throw new NotAMove("`claim` takes nothing after it: call " + player + " claim");
                }
                yield null;
            }
            case "reveal" -> new Command.Reveal(player, noArguments(op, rest, state, Unsaid.topOfStock(state),
                    state.currentDeal().filter(DealState::concealed).isPresent() ? "say which card was turned up: call " + player + " reveal 7C"
                            : "no card is left in the stock"));
            case "reject", "pass" -> {
                Card card = noArguments(op, rest, state, Unsaid.openCard(state), "no card is open: say which: call " + player + " " + op + " QS");
                yield op.equals("pass") ? new Command.Pass(player, card) : new Command.Reject(player, card);
            }
            case "discard" -> {
                if (rest.size() != 1) {
                    throw new NotAMove("say the card discarded: call " + player + " discard KD");
                }
                yield new Command.Discard(player, card(rest.get(0), state));
            }
            case "force" -> {
                if (rest.size() > 1) {
                    throw new NotAMove("a force names its one target: call " + player + " force ana");
                }
                yield Unsaid.force(state, Optional.of(player), rest.isEmpty() ? Optional.empty() : Optional.of(rest.get(0)))
                        .orElseThrow(() -> new NotAMove("no card is open to force"));
            }
            case "take" -> {
                List<String> words = new ArrayList<>(rest);
                Card card = !words.isEmpty() && words.get(0).length() == 2 ? card(words.remove(0), state) : Unsaid.openCard(state)
                        .orElseThrow(() -> new NotAMove("no card is open: say the card taken: call " + player + " take QS"));
                List<List<Card>> melds = melds(words, state);
                yield new Command.Take(player, card, melds);
            }
            default -> throw new NotAMove("'" + op + "' is no move as played, rule or `by`: a call names the move ("
                    + String.join(", ", PLAYED) + "), or cites a rule (R-DEAL), or neither");
        };
        return command == null ? PlayedMove.claim(player) : Game.moveAsPlayed(state, command).orElseThrow();
    }

    /**
     * A ruling as the director gives it while a call waits: {@code DIRECTOR DECISION [-- TEXT]}, the decision {@code rectify},
     * {@code void}, {@code award PLAYER} or {@code none} (no irregularity found), and the ruling's words, the law cited.
     */
    public static Parsed ruling(String text) {
        Said said = Said.of(text);
        List<String> words = said.words();
        if (words.size() < 2) {
            return notAMove("say the director's name, then the decision: dora rectify, dora void, dora award ana or dora none [-- TEXT]");
        }
        try {
            return move(new Command.Rule(words.get(0), decision(words.subList(1, words.size())), said.after(), Optional.empty()));
        } catch (NotAMove e) {
            return notAMove(e.getMessage());
        }
    }

    /**
     * The ruling with the appeal heard at once, as typed after it: {@code appeal PLAYER DIRECTOR DECISION [-- TEXT]}, who
     * appeals, the director who hears it, the decision in force and its words; an empty line: no appeal, the ruling alone.
     */
    public static Parsed appealed(Command.Rule ruling, String text) {
        Said said = Said.of(text);
        List<String> words = said.words();
        if (words.isEmpty() && said.after().isEmpty()) {
            return move(ruling);
        }
        if (!words.get(0).equalsIgnoreCase("appeal") || words.size() < 4) {
            return notAMove("say appeal, who appeals, the director who hears it, and the decision: appeal ben ed void [-- TEXT]; "
                    + "or nothing for no appeal");
        }
        try {
            return move(new Command.Rule(ruling.director(), ruling.decision(), ruling.text(), Optional.of(new Command.Appeal(words.get(1),
                    words.get(2), decision(words.subList(3, words.size())), said.after()))));
        } catch (NotAMove e) {
            return notAMove(e.getMessage());
        }
    }

    /** {@code rectify}, {@code void}, {@code award PLAYER} or {@code none}. */
    private static RulingDecision decision(List<String> words) {
        String word = words.get(0).toLowerCase(Locale.ROOT);
        if (word.equals("award")) {
            if (words.size() != 2) {
                throw new NotAMove("say to whom the deal is awarded: award ana");
            }
            return new RulingDecision.AwardDeal(words.get(1));
        }
        RulingDecision decision = switch (word) {
            case "rectify" -> RulingDecision.RECTIFY;
            case "void" -> RulingDecision.VOID_DEAL;
            case "none" -> RulingDecision.NO_IRREGULARITY;
            default -> throw new NotAMove("'" + words.get(0) + "' is no decision: rectify, void, award PLAYER or none (no irregularity)");
        };
        if (words.size() > 1) {
            throw new NotAMove("`" + word + "` takes nothing after it; the ruling's words come after --: " + word + " -- TEXT");
        }
        return decision;
    }

    /**
     * {@code meld MELD...}, the melds a free meld makes or extends, cards joined by {@code -} (the untouched ones are
     * kept); {@code meld N} for the N-th way, which a bare {@code meld} lists.
     */
    private static Parsed meld(MatchState state, String player, List<String> rest) {
        List<Command.FreeMeld> ways = LegalMoves.meldChoices(state, player);
        if (rest.isEmpty() || rest.size() == 1 && rest.get(0).matches("#?\\d+")) {
            Optional<Violation> none = LegalMoves.noFreeMeld(state, player);
            if (none.isPresent()) {
                return new Parsed.Refused(none.get());
            }
            Optional<LegalMoves.HandMeld> withHand = LegalMoves.of(state).handMelds().stream().filter(meld -> meld.player().equals(player)).findFirst();
            if (rest.isEmpty()) {
                String listed = ways.isEmpty() ? "" : player + " can lay out from the hand in " + (ways.size() == 1 ? "1 way" : ways.size() + " ways")
                        + ": " + meldChoices(ways) + "; type meld " + (ways.size() == 1 ? "1" : "N") + " to record " + (ways.size() == 1 ? "it" : "one");
                return new Parsed.Listing(withHand.map(hand -> player + " may lay out melds with up to " + hand.handCards()
                        + " face-down hand cards: say the melds the free meld makes or extends, cards joined by '-' (the untouched melds are kept): meld MELD..."
                        + (listed.isEmpty() ? "" : "; with the cards shown: " + listed)).orElse(listed));
            }
            int choice = Integer.parseInt(rest.get(0).replace("#", ""));
            if (choice < 1 || choice > ways.size()) {
                throw new NotAMove("there " + (ways.size() == 1 ? "is 1 way" : "are " + ways.size() + " ways") + " to lay out melds from "
                        + player + "'s hand, not " + choice + (ways.isEmpty() ? "" : ": " + meldChoices(ways)));
            }
            return move(ways.get(choice - 1));
        }
        List<List<Card>> melds = melds(rest, state);
        return move(new Command.FreeMeld(player, melds));
    }

    /** The numbered free melds, as {@code meld N} picks them. */
    public static String meldChoices(List<Command.FreeMeld> melds) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < melds.size(); i++) {
            lines.add((i + 1) + ") " + melds(melds.get(i).melds()));
        }
        return String.join("  ", lines);
    }

    /** The numbered arrangements, as {@code take N} picks them. */
    public static String choices(List<Command.Take> takes) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < takes.size(); i++) {
            lines.add((i + 1) + ") " + melds(takes.get(i).melds()));
        }
        return String.join("  ", lines);
    }

    /**
     * {@code show ana 4C 5D ben 6H cruz}: each player's name, then the cards left in their hand; a player named
     * with no cards, or not named, showed an empty hand.
     */
    private static Map<String, List<Card>> shown(MatchState state, List<String> words) {
        if (!(state instanceof MatchState.Started started)) {
            throw new NotAMove("no deal has been dealt");
        }
        Map<String, List<Card>> hands = new LinkedHashMap<>();
        started.setup().players().forEach(player -> hands.put(player, new ArrayList<>()));
        String showing = null;
        for (String word : words) {
            if (hands.containsKey(word)) {
                showing = word;
            } else if (showing == null) {
                throw new NotAMove("name the player first: show " + started.setup().players().get(0) + " 4C 5D ...");
            } else {
                hands.get(showing).add(card(word, state));
            }
        }
        return hands;
    }

    /** A card typed for the cambio: one of the cards the player may give, in any case; empty for anything else. */
    public static Optional<Card> given(String typed, CardSet choices) {
        String code = typed.trim().toUpperCase(Locale.ROOT);
        return Card.isCode(code) && choices.contains(Card.parse(code)) ? Optional.of(Card.parse(code)) : Optional.empty();
    }

    /**
     * A move as it is typed, naming everything (the player first, so that it is the same move whoever is to act):
     * {@code ana take 6H 4H-5H-6H QC-QD-QS}, {@code ben force ana}, {@code ana discard QS}.
     */
    public static String write(Command command) {
        return switch (command) {
            case Command.Deal deal -> "deal";
            case Command.DealConcealed deal -> "deal";
            case Command.Reveal reveal -> reveal.player() + " reveal " + reveal.card();
            case Command.Take take -> take.player() + " take " + take.card() + " " + melds(take.melds());
            case Command.Reject reject -> reject.player() + " reject";
            case Command.Pass pass -> pass.player() + " pass";
            case Command.Force force -> force.player() + " force " + force.target();
            case Command.Discard discard -> discard.player() + " discard " + discard.card();
            case Command.ShowHands show -> show.hands().map(hands -> "show " + hands.entrySet().stream()
                    .map(hand -> String.join(" ", hand.getKey(), hand.getValue().stream().map(Card::code).collect(Collectors.joining(" "))).strip())
                    .collect(Collectors.joining(" "))).orElse("skip");
            case Command.Exchange exchange -> throw new IllegalArgumentException("the cambio is asked player by player, not typed as one move");
            case Command.StartMatch start -> throw new IllegalArgumentException("a match is started by its options, not typed as a move");
            case Command.Call call -> "call " + call.player() + call.move().map(move -> " " + played(move))
                    .orElseGet(() -> call.rule().map(rule -> " " + rule.id()).orElse(""))
                    + call.calledBy().map(caller -> " by " + caller).orElse("") + call.note().map(note -> " -- " + note).orElse("");
            case Command.Rule rule -> ruling(rule.director(), rule.decision(), rule.text()) + rule.appeal()
                    .map(appeal -> "\nappeal " + appeal.appellant() + " " + ruling(appeal.director(), appeal.decision(), appeal.text())).orElse("");
            // house rules: a free meld (meldFromHand) and a misdeal found at a real table (misdeal)
            case Command.FreeMeld meld -> meld.player() + " meld " + melds(meld.melds());
            case Command.VoidDeal voided -> "misdeal";
        };
    }

    /** A move as played, as a call types it after the player: {@code take QS}, {@code take QS QC-QS-KS}, {@code force ana}, {@code claim}. */
    private static String played(PlayedMove move) {
        return switch (move.op()) {
            case TAKE -> ("take " + move.card().orElseThrow() + " " + melds(move.melds().orElseThrow())).strip();
            case FORCE -> "force " + move.target().orElseThrow();
            case CLAIM -> "claim";
            case REVEAL, REJECT, PASS, DISCARD -> move.op().word() + " " + move.card().orElseThrow();
        };
    }

    /** A decision as the director says it at {@code ruling>}: {@code dora award ana -- deal 1 to ana}. */
    private static String ruling(String director, RulingDecision decision, Optional<String> text) {
        String decided = switch (decision) {
            case RulingDecision.Rectify rectify -> "rectify";
            case RulingDecision.VoidDeal voided -> "void";
            case RulingDecision.AwardDeal award -> "award " + award.winner();
            case RulingDecision.NoIrregularity none -> "none";
        };
        return director + " " + decided + text.map(words -> " -- " + words).orElse("");
    }

    /** Melds as typed: {@code 4H-5H-6H QC-QD-QS}. */
    public static String melds(List<List<Card>> melds) {
        return melds.stream().map(meld -> meld.stream().map(Card::code).collect(Collectors.joining("-"))).collect(Collectors.joining(" "));
    }

    private static Card noArguments(String verb, List<String> rest, MatchState state, Optional<Card> card, String missing) {
        if (!rest.isEmpty()) {
            if (rest.size() == 1) {
                return card(rest.get(0), state);
            }
            throw new NotAMove("`" + verb + "` takes at most the card, e.g. `" + verb + "` or `" + verb + " 7C`");
        }
        return card.orElseThrow(() -> new NotAMove(missing));
    }

    private static String who(Optional<String> actor) {
        return actor.orElseThrow(() -> new NotAMove("no one is to act now"));
    }

    /** A card code, which must name a card of the match's pack. */
    static Card card(String code, MatchState state) {
        Card card;
        try {
            card = Card.parse(code);
        } catch (IllegalArgumentException e) {
            throw new NotAMove(e.getMessage());
        }
        if (!state.pack().contains(card)) {
            throw new NotAMove("no card '" + code + "' in this match's " + state.pack().size() + "-card pack");
        }
        return card;
    }

    private static Parsed move(Command command) {
        return new Parsed.Move(command);
    }

    private static Parsed notAMove(String message) {
        return new Parsed.NotAMove(message);
    }
}
