package org.conquian.notation;

import org.conquian.card.Card;
import org.conquian.game.DealState;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.rules.Profile;

import org.conquian.rules.RuleId;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/** What may come next in a move being typed, and the word a typo most likely meant. */
public final class Completion {

    /** The words a prompt knows besides the moves. */
    public static final List<String> PROMPT_WORDS = List.of("moves", "table", "help", "quit");

    private Completion() {
    }

    /**
     * What completes the last word of a line: after {@code take}, the open card first, then the hand cards that can
     * be laid out with it; after {@code meld}, the hand cards that can be laid out from the hand; after {@code discard},
     * the hand cards; after {@code force}, the players; in a concealed deal, after a word that names cards, every card
     * not seen yet; after {@code show}, the players and the cards not seen; after {@code call}, the players, then the
     * moves as played, {@code by} and the rules, then what completes the move as for the player named; while a call
     * waits, the decisions after the director's name (the players after {@code award}), and after {@code appeal} the
     * players, then the decisions; otherwise the moves the match plays (a free meld and a misdeal where its house rules
     * have them) and the prompt's words.
     */
    public static List<String> of(MatchState state, String line) {
        List<String> words = MoveText.words(line);
        boolean newWord = line.isEmpty() || Character.isWhitespace(line.charAt(line.length() - 1));
        if (words.contains("--")) {
            // a note or a ruling's words: free text
            return List.of();
        }
        // the words typed before the one being completed
        List<String> before = newWord ? words : words.subList(0, Math.max(0, words.size() - 1));
        if (!before.isEmpty() && before.get(0).equalsIgnoreCase("appeal")) {
            return appeal(state, before);
        }
        if (LegalMoves.of(state).rulingDue().isPresent()) {
            return ruling(state, before);
        }
        if (!before.isEmpty() && before.get(0).equalsIgnoreCase("call")) {
            return call(state, before, line);
        }
        Optional<String> named = Optional.empty();
        if (!words.isEmpty() && (words.size() > 1 || newWord) && state instanceof MatchState.Started started && started.setup().isPlayer(words.get(0))) {
            named = Optional.of(words.get(0));
            words = words.subList(1, words.size());
        }
        if (words.isEmpty() || words.size() == 1 && !newWord) {
            return Stream.concat(verbs(state).stream(), PROMPT_WORDS.stream()).toList();
        }
        if (words.get(0).equalsIgnoreCase("show") && LegalMoves.handsMayBeShown(state)) {
            return shown(state, newWord ? words : words.subList(0, words.size() - 1));
        }
        // a move named for a player is theirs, as a call's move is
        Optional<String> actor = named.or(() -> Unsaid.actor(state));
        List<String> offered = new ArrayList<>();
        Optional<DealState> concealed = state.currentDeal().filter(DealState::concealed);
        if (concealed.isPresent() && List.of("take", "meld", "discard", "reveal", "show").contains(words.get(0).toLowerCase(Locale.ROOT))) {
            // what a face-down hand or stock may hold: every card not seen yet, the open card first
            Unsaid.openCard(state).ifPresent(open -> offered.add(open.code()));
            state.pack().minus(concealed.get().seen()).forEach(card -> offered.add(card.code()));
            return offered;
        }
        switch (words.get(0).toLowerCase(Locale.ROOT)) {
            case "take" -> Unsaid.openCard(state).ifPresent(open -> {
                offered.add(open.code());
                actor.ifPresent(player -> LegalMoves.takes(state, player, open).stream()
                        .flatMap(take -> take.melds().stream()).flatMap(List::stream)
                        .filter(card -> state.currentDeal().orElseThrow().holding(player).hand().contains(card))
                        .map(Card::code).distinct().sorted().forEach(offered::add));
            });
            case "meld" -> actor.ifPresent(player -> LegalMoves.meldChoices(state, player).stream()
                    .flatMap(meld -> meld.melds().stream()).flatMap(List::stream)
                    .filter(card -> state.currentDeal().orElseThrow().holding(player).hand().contains(card))
                    .map(Card::code).distinct().sorted().forEach(offered::add));
            case "discard" -> actor.flatMap(player -> state.currentDeal().map(deal -> deal.holding(player).hand()))
                    .ifPresent(hand -> hand.forEach(card -> offered.add(card.code())));
            case "force" -> state.currentDeal().ifPresent(deal -> offered.addAll(deal.seats()));
            default -> {
                // nothing follows the other words
            }
        }
        return offered;
    }

    /** At {@code ruling>}: the director's name is free, then the decisions; after {@code award}, the players. */
    private static List<String> ruling(MatchState state, List<String> before) {
        return switch (before.size()) {
            case 0 -> PROMPT_WORDS;
            case 1 -> MoveText.DECISIONS;
            case 2 -> before.get(1).equalsIgnoreCase("award") ? players(state) : List.of();
            default -> List.of();
        };
    }

    /** {@code appeal PLAYER DIRECTOR DECISION}: the players, then a free name, then the decisions; after {@code award}, the players. */
    private static List<String> appeal(MatchState state, List<String> before) {
        return switch (before.size()) {
            case 1 -> players(state);
            case 3 -> MoveText.DECISIONS;
            case 4 -> before.get(3).equalsIgnoreCase("award") ? players(state) : List.of();
            default -> List.of();
        };
    }

    /**
     * {@code call PLAYER MOVE [by NAME]}: the players; then the moves as played, {@code by} and the rules a call without a
     * move may cite; then what completes the move, as for the player named.
     */
    private static List<String> call(MatchState state, List<String> before, String line) {
        if (before.size() == 1) {
            return players(state);
        }
        if (before.contains("by")) {
            return List.of();
        }
        if (before.size() == 2) {
            List<String> offered = new ArrayList<>(MoveText.PLAYED);
            offered.add("by");
            offered.addAll(RuleId.idsOfTheGame());
            return offered;
        }
        if (before.get(2).toUpperCase(Locale.ROOT).startsWith("R-")) {
            return List.of("by");
        }
        // the move, as the player named would type it, then who called
        String move = line.replaceFirst("^\\s*\\S+\\s+\\S+\\s+", "");
        List<String> offered = new ArrayList<>(of(state, before.get(1) + " " + move));
        offered.add("by");
        return offered;
    }

    private static List<String> players(MatchState state) {
        return state instanceof MatchState.Started started ? started.setup().players() : List.of();
    }

    /** The moves a match plays: every one, but a free meld ({@code meldFromHand}) and a misdeal ({@code misdeal}) only where its house has them. */
    static List<String> verbs(MatchState state) {
        Profile profile = state instanceof MatchState.Started started ? started.setup().profile() : Profile.ANGLO_40;
        return MoveText.VERBS.stream().filter(verb -> !verb.equals("meld") || profile.meldFromHand())
                .filter(verb -> !verb.equals("misdeal") || profile.misdeal()).toList();
    }

    /**
     * After {@code show} at a concealed deal's end: the players not named yet, and once one is named, the cards not
     * seen in the deal that the line has not named yet, which are all that a hand shown may hold.
     */
    private static List<String> shown(MatchState state, List<String> typed) {
        MatchState.Underway underway = (MatchState.Underway) state;
        DealState deal = underway.lastDeal().orElseThrow();
        List<String> said = typed.stream().map(word -> word.toUpperCase(Locale.ROOT)).toList();
        List<String> offered = new ArrayList<>();
        underway.setup().players().stream().filter(player -> !typed.contains(player)).forEach(offered::add);
        if (typed.stream().anyMatch(underway.setup()::isPlayer)) {
            state.pack().minus(deal.seen()).forEach(card -> {
                if (!said.contains(card.code())) {
                    offered.add(card.code());
                }
            });
        }
        return offered;
    }

    /** The word a typo most likely meant: a move or a prompt word within two letters of it. */
    static Optional<String> nearest(String typed) {
        String best = null;
        int bestDistance = 3;
        for (String word : Stream.concat(MoveText.VERBS.stream(), PROMPT_WORDS.stream()).toList()) {
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
}
