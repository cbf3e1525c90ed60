package org.conquian.cli;

import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.game.DealState;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.recorder.Table;
import org.conquian.rules.Violation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The short notation of the recorder's prompt: {@code deal}, {@code reveal}, {@code take 6H 4H-5H-6H} (the melds
 * the take makes or extends; the untouched ones are kept), {@code take 2} (the second of the arrangements listed), {@code reject}, {@code pass}, {@code force [FORCER] [TARGET]},
 * {@code discard QS}. Moves name only what is a choice; the player and the open card are read off the
 * table. Text that is not a move is reported as such, apart from moves the rules refuse. The notation only reads:
 * what is legal is the rules' to say.
 */
public final class Notation {

    public static final List<String> VERBS = List.of("deal", "reveal", "take", "reject", "pass", "force", "discard", "show", "skip");

    private Notation() {
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

        /** A move the rules refuse before it can be built, as a take of a card that no arrangement can hold: the rules' own violation. */
        record Refused(Violation violation) implements Parsed {
        }

        record NotAMove(String message) implements Parsed {
        }
    }

    /** The words the prompt knows besides the moves. */
    public static final List<String> PROMPT_WORDS = List.of("moves", "table", "help", "quit");

    public static Parsed parse(String text, MatchState state) {
        List<String> words = Arrays.stream(text.trim().split("\\s+")).filter(word -> !word.isEmpty()).toList();
        // a move may start with the name of who makes it, as officials call it: `cruz pass`
        Optional<String> named = words.size() > 1 && state instanceof MatchState.Started started && started.setup().isPlayer(words.get(0))
                ? Optional.of(words.get(0)) : Optional.empty();
        if (named.isPresent()) {
            words = words.subList(1, words.size());
        }
        if (words.isEmpty()) {
            return notAMove("say a move: " + String.join(", ", VERBS));
        }
        String verb = words.get(0).toLowerCase(Locale.ROOT);
        List<String> rest = words.subList(1, words.size());
        // a move named for someone not to act is theirs, so that the rules refuse it and say whose turn it is
        Optional<String> actor = named.isPresent() && !verb.equals("force") ? named : Table.actor(state);
        try {
            return switch (verb) {
                case "deal" -> rest.isEmpty() ? new Parsed.Deal() : notAMove("`deal` takes nothing after it");
                case "reveal" -> move(new Command.Reveal(who(actor), noArguments(verb, rest, state, Table.topOfStock(state),
                        state.currentDeal().filter(DealState::concealed).isPresent() ? "say which card was turned up: reveal 7C"
                                : "no card is left in the stock")));
                case "show" -> move(new Command.ShowHands(Optional.of(shown(state, rest))));
                case "skip" -> rest.isEmpty() ? move(new Command.ShowHands(Optional.empty())) : notAMove("`skip` takes nothing after it");
                case "reject" -> move(new Command.Reject(who(actor), noArguments(verb, rest, state, Table.openCard(state), "no card is open")));
                case "pass" -> move(new Command.Pass(who(actor), noArguments(verb, rest, state, Table.openCard(state), "no card is open")));
                case "force" -> move(force(state, named, rest));
                case "discard" -> rest.size() == 1 ? move(new Command.Discard(who(actor), card(rest.get(0), state)))
                        : notAMove((rest.isEmpty() ? "say which hand card to discard" : "discard takes one hand card") + ": discard "
                        + actor.flatMap(player -> state.currentDeal().map(deal -> deal.holding(player).hand()))
                                .filter(hand -> !hand.isEmpty()).map(hand -> hand.first().code()).orElse("QS"));
                case "take" -> take(state, who(actor), rest);
                default -> notAMove("'" + words.get(0) + "' is not a move" + nearest(verb).map(word -> "; did you mean " + word + "?")
                        .orElse("; the moves are " + String.join(", ", VERBS)));
            };
        } catch (NotationException e) {
            return notAMove(e.getMessage());
        }
    }

    /**
     * {@code force} (the force the rules allow, when there is one), {@code force TARGET} or {@code force FORCER
     * TARGET}; a force the rules do not allow is still built, so that the refusal says why.
     */
    private static Command force(MatchState state, Optional<String> named, List<String> rest) {
        DealState.CentreCard centre = state.currentDeal().flatMap(DealState::centreCard)
                .orElseThrow(() -> new NotationException("no card is open to force"));
        if (rest.size() > 2 || named.isPresent() && rest.size() > 1) {
            throw new NotationException("say who is forced, and who forces if it is not clear: force cruz, or force ben cruz");
        }
        if (rest.isEmpty() && named.isEmpty()) {
            return Table.force(state).orElseThrow();
        }
        Optional<String> forcer = named.or(() -> rest.size() == 2 ? Optional.of(rest.get(0)) : Optional.empty());
        if (rest.isEmpty()) {
            return LegalMoves.of(state).moves().stream().filter(move -> move instanceof Command.Force force && force.player().equals(named.get()))
                    .findFirst().orElseThrow(() -> new NotationException("say whom " + named.get() + " forces: " + named.get() + " force "
                            + centre.openTo()));
        }
        String target = rest.get(rest.size() - 1);
        return LegalMoves.of(state).moves().stream()
                .filter(move -> move instanceof Command.Force force && force.target().equals(target)
                        && forcer.map(force.player()::equals).orElse(true))
                .findFirst()
                .orElseGet(() -> new Command.Force(forcer.orElse(target.equals(centre.openTo())
                        ? state.currentDeal().orElseThrow().leftOf(target) : centre.openTo()), target, centre.card()));
    }

    /**
     * {@code take [CARD] [MELD ...]}, melds written as cards joined by {@code -}; or {@code take N} for the
     * N-th possible arrangement, which a bare {@code take} lists.
     */
    private static Parsed take(MatchState state, String player, List<String> rest) {
        Card open = Table.openCard(state).orElseThrow(() -> new NotationException("no card is open to take"));
        List<String> words = new ArrayList<>(rest);
        Card card = open;
        if (!words.isEmpty() && words.get(0).length() == 2 && !words.get(0).matches("\\d+")) {
            card = card(words.remove(0), state);
        }
        if (words.size() == 1 && words.get(0).matches("#?\\d+")) {
            int choice = Integer.parseInt(words.get(0).replace("#", ""));
            Optional<Violation> noTake = LegalMoves.noTake(state, player, card);
            if (noTake.isPresent()) {
                return new Parsed.Refused(noTake.get());
            }
            List<Command.Take> takes = LegalMoves.takeChoices(state, player, card);
            if (choice < 1 || choice > takes.size()) {
                throw new NotationException("there " + (takes.size() == 1 ? "is 1 way" : "are " + takes.size() + " ways")
                        + " to lay out " + card + ", not " + choice + ": " + choices(takes));
            }
            return move(takes.get(choice - 1));
        }
        if (words.isEmpty()) {
            List<Command.Take> takes = LegalMoves.takeChoices(state, player, card);
            Card taken = card;
            Optional<LegalMoves.HandTake> withHand = LegalMoves.of(state).handTakes().stream()
                    .filter(hand -> hand.player().equals(player) && hand.card().equals(taken)).findFirst();
            if (withHand.isPresent()) {
                throw new NotationException(card + " may be laid out with up to " + withHand.get().handCards() + " of " + player
                        + "'s face-down hand cards: say the melds the take makes or extends, cards joined by '-' (the untouched melds are kept): take "
                        + card + " MELD..." + (takes.isEmpty() ? "" : "; with no hand card: " + choices(takes)));
            }
            Optional<Violation> noTake = LegalMoves.noTake(state, player, card);
            if (noTake.isPresent()) {
                return new Parsed.Refused(noTake.get());
            }
            return new Parsed.Listing(card + " can be laid out in " + (takes.size() == 1 ? "1 way" : takes.size() + " ways") + ": "
                    + choices(takes) + switch (takes.size()) {
                        case 1 -> "; type take 1 to record it";
                        case 2 -> "; type take 1 or take 2 to record one";
                        default -> "; type its number to record one: take 1, take 2, ... take " + takes.size();
                    });
        }
        List<List<Card>> melds = new ArrayList<>();
        for (String meld : words) {
            melds.add(Arrays.stream(meld.split("[-,]")).filter(code -> !code.isEmpty()).map(code -> card(code, state)).toList());
        }
        return move(new Command.Take(player, card, melds));
    }

    /** The numbered arrangements, as {@code take N} picks them. */
    public static String choices(List<Command.Take> takes) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < takes.size(); i++) {
            lines.add((i + 1) + ") " + takes.get(i).melds().stream()
                    .map(meld -> meld.stream().map(Card::code).collect(Collectors.joining("-")))
                    .collect(Collectors.joining(" ")));
        }
        return String.join("  ", lines);
    }

    /**
     * {@code show ana 4C 5D ben 6H cruz}: each player's name, then the cards left in their hand; a player named
     * with no cards, or not named, showed an empty hand.
     */
    private static Map<String, List<Card>> shown(MatchState state, List<String> words) {
        if (!(state instanceof MatchState.Started started)) {
            throw new NotationException("no deal has been dealt");
        }
        Map<String, List<Card>> hands = new LinkedHashMap<>();
        started.setup().players().forEach(player -> hands.put(player, new ArrayList<>()));
        String showing = null;
        for (String word : words) {
            if (hands.containsKey(word)) {
                showing = word;
            } else if (showing == null) {
                throw new NotationException("name the player first: show " + started.setup().players().get(0) + " 4C 5D ...");
            } else {
                hands.get(showing).add(card(word, state));
            }
        }
        return hands;
    }

    /** The word a typo most likely meant: a move or a prompt word within two letters of it. */
    private static Optional<String> nearest(String typed) {
        String best = null;
        int bestDistance = 3;
        for (String word : Stream.concat(VERBS.stream(), PROMPT_WORDS.stream()).toList()) {
            int distance = distance(typed, word);
            if (distance < bestDistance) {
                best = word;
                bestDistance = distance;
            }
        }
        return Optional.ofNullable(best);
    }

    /** Edit distance, with a swap of two neighbours counting one (dael is one from deal). */
    private static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            for (int j = 0; j <= b.length(); j++) {
                if (i == 0 || j == 0) {
                    d[i][j] = i + j;
                    continue;
                }
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }

    /**
     * What the prompt offers to complete the last word of a line: after {@code take}, the open card first,
     * then the hand cards that can be laid out with it; after {@code discard}, the hand cards; after
     * {@code force}, the players; otherwise the moves and prompt words.
     */
    public static List<String> completions(MatchState state, String line) {
        List<String> words = Arrays.stream(line.trim().split("\\s+")).filter(word -> !word.isEmpty()).toList();
        boolean newWord = line.isEmpty() || Character.isWhitespace(line.charAt(line.length() - 1));
        if (!words.isEmpty() && (words.size() > 1 || newWord) && state instanceof MatchState.Started started && started.setup().isPlayer(words.get(0))) {
            words = words.subList(1, words.size());
        }
        if (words.isEmpty() || words.size() == 1 && !newWord) {
            return Stream.concat(VERBS.stream(), PROMPT_WORDS.stream()).toList();
        }
        Optional<String> actor = Table.actor(state);
        List<String> offered = new ArrayList<>();
        Optional<DealState> concealed = state.currentDeal().filter(DealState::concealed);
        if (concealed.isPresent() && List.of("take", "discard", "reveal", "show").contains(words.get(0).toLowerCase(Locale.ROOT))) {
            // what a face-down hand or stock may hold: every card not seen yet, the open card first
            Table.openCard(state).ifPresent(open -> offered.add(open.code()));
            state.pack().minus(concealed.get().seen()).forEach(card -> offered.add(card.code()));
            return offered;
        }
        switch (words.get(0).toLowerCase(Locale.ROOT)) {
            case "take" -> Table.openCard(state).ifPresent(open -> {
                offered.add(open.code());
                actor.ifPresent(player -> LegalMoves.takes(state, player, open).stream()
                        .flatMap(take -> take.melds().stream()).flatMap(List::stream)
                        .filter(card -> state.currentDeal().orElseThrow().holding(player).hand().contains(card))
                        .map(Card::code).distinct().sorted().forEach(offered::add));
            });
            case "discard" -> actor.flatMap(player -> state.currentDeal().map(deal -> deal.holding(player).hand()))
                    .ifPresent(hand -> hand.forEach(card -> offered.add(card.code())));
            case "force" -> state.currentDeal().ifPresent(deal -> offered.addAll(deal.seats()));
            default -> {
                // nothing follows the other words
            }
        }
        return offered;
    }

    private static Card noArguments(String verb, List<String> rest, MatchState state, Optional<Card> card, String missing) {
        if (!rest.isEmpty()) {
            if (rest.size() == 1) {
                return card(rest.get(0), state);
            }
            throw new NotationException("`" + verb + "` takes at most the card, e.g. `" + verb + "` or `" + verb + " 7C`");
        }
        return card.orElseThrow(() -> new NotationException(missing));
    }

    private static String who(Optional<String> actor) {
        return actor.orElseThrow(() -> new NotationException("no one is to act now"));
    }

    /** A card code, which must name a card of the match's pack. */
    private static Card card(String code, MatchState state) {
        Card card;
        try {
            card = Card.parse(code);
        } catch (IllegalArgumentException e) {
            throw new NotationException(e.getMessage());
        }
        if (!state.pack().contains(card)) {
            throw new NotationException("no card '" + code + "' in this match's " + state.pack().size() + "-card pack");
        }
        return card;
    }

    private static Parsed move(Command command) {
        return new Parsed.Move(command);
    }

    private static Parsed notAMove(String message) {
        return new Parsed.NotAMove(message);
    }

    private static final class NotationException extends RuntimeException {
        NotationException(String message) {
            super(message, null, false, false);
        }
    }
}
