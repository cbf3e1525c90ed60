package org.conquian.notation;

import org.conquian.bot.BotMatch;
import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.event.Event;
import org.conquian.event.HandsShown;
import org.conquian.card.CardSet;
import org.conquian.card.Rank;
import org.conquian.card.Suit;
import org.conquian.game.DealPhase;
import org.conquian.game.DealState;
import org.conquian.game.Holding;
import org.conquian.meld.Meld;
import org.conquian.meld.MeldSolver;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.game.TableRecord;
import org.conquian.rules.House;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every hint the prompt prints is a move that records as typed: at every step of bot matches of every profile, dealt
 * known and concealed, each hint of the line is read as the prompt reads it and judged by the rules, which accept it.
 * A word in capitals is filled in first, as the player would: a card not seen yet, the melds the player's hand
 * makes (known to the bots), the number of a way.
 */
class HintsRecordAsTypedTest {

    private static final Pattern NOTE = Pattern.compile(" \\(([^)]*)\\)$");

    @ParameterizedTest(name = "{0}, {1} players, concealed {2}, seed {3}")
    @CsvSource({
            "anglo-40, 2, false, 1", "anglo-40, 2, true, 2",
            "pagat-upcard, 2, false, 3", "pagat-upcard, 2, true, 4",
            "mexicana, 3, false, 5", "mexicana, 3, true, 6", "mexicana, 2, false, 7", "mexicana, 2, true, 8"})
    void everyHintOfEveryStepRecordsAsTyped(String profile, int seats, boolean concealed, long seed) {
        hintsRecordAsTyped(profile, seats, concealed, seed, House.NONE);
    }

    /**
     * The same under house rules, each key alone or mixed, known and concealed: a free meld (meld), a card passed on round
     * the table (pass), a misdeal at a real table (misdeal), four players in partnership, a card held twice.
     */
    @ParameterizedTest(name = "{0}, {1} players, concealed {2}, seed {3}, {4}")
    @CsvSource(delimiter = '|', value = {
            "anglo-40|2|false|21|meldFromHand=true", "anglo-40|2|true|22|meldFromHand=true,misdeal=true",
            "mexicana|3|false|23|offer=round,revealer=next", "mexicana|3|true|24|offer=round,meldFromHand=true,misdeal=true",
            "pagat-upcard|4|false|25|partnership", "pagat-upcard|4|true|26|partnership,meldFromHand=true,discard-then-meld",
            "pagat-upcard|2|false|27|two-packs,discard-then-meld,meldFromHand=true", "pagat-upcard|2|true|28|two-packs,runMax=5",
            "anglo-40|2|false|29|twice-around,runMax=10,drawnDeal=point-each,nextDealer=winner",
            "mexicana|3|false|30|revealer=rotation,drawnDeal=replay,handSize=9"})
    void everyHintOfEveryStepRecordsAsTypedUnderHouseRules(String profile, int seats, boolean concealed, long seed, String house) {
        hintsRecordAsTyped(profile, seats, concealed, seed, House.parse(house));
    }

    private static void hintsRecordAsTyped(String profile, int seats, boolean concealed, long seed, House house) {
        List<String> players = List.of("ana", "ben", "cruz", "dee").subList(0, seats);
        List<Event> known = BotMatch.play(players, Profile.byId(profile).orElseThrow(), Options.NONE.withHouse(house), seed);
        List<Event> record = concealed ? TableRecord.of(known, true) : known;
        MatchState state = MatchState.NOT_STARTED;
        // the match as the bots know it, step for step: a concealed record only adds the hands shown
        MatchState twin = MatchState.NOT_STARTED;
        int next = 0;
        int hintsTyped = 0;
        for (Event event : record) {
            state = Game.evolve(state, event);
            if (!(event instanceof HandsShown) || !concealed) {
                twin = Game.evolve(twin, known.get(next++));
            }
            if (state.stage() == MatchState.Stage.ENDED || LegalMoves.of(state).exchangeDue()) {
                continue;
            }
            for (String hint : hints(Hints.line(state, true))) {
                List<String> refusals = new ArrayList<>();
                assertThat(records(state, twin, hint, refusals)).as("the hint '%s' of the line '%s' records as typed: %s", hint,
                        Hints.line(state, true), refusals).isTrue();
                hintsTyped++;
            }
        }
        assertThat(hintsTyped).isGreaterThan(record.size() / 2);
    }

    /** The hints of a line: after the player's name, parted by ' · '; the due deal and the hands to show are sentences of their own. */
    private static List<String> hints(String line) {
        if (line.contains(" deals: type deal")) {
            return List.of("deal");
        }
        if (line.startsWith("the deal is over: record the hands shown (")) {
            return List.of(line.substring(line.indexOf('(') + 1, line.indexOf(')')), "skip");
        }
        String moves = line.contains(": ") ? line.substring(line.indexOf(": ") + 2) : line;
        return moves.isEmpty() ? List.of() : Arrays.asList(moves.split(" · "));
    }

    /** Whether the hint, its blanks filled in one of the ways the table allows, is a move the rules accept. */
    private static boolean records(MatchState state, MatchState twin, String hint, List<String> refusals) {
        for (String typed : filled(state, twin, hint)) {
            MoveText.Parsed parsed = MoveText.read(typed, state);
            if (parsed instanceof MoveText.Parsed.Deal) {
                return LegalMoves.of(state).dealDue();
            }
            if (parsed instanceof MoveText.Parsed.Move move) {
                Decision decision = Game.decide(state, move.command());
                if (decision instanceof Decision.Accepted) {
                    return true;
                }
                refusals.add(typed + ": " + ((Decision.Refused) decision).violation());
            } else {
                refusals.add(typed + ": " + parsed);
            }
        }
        return false;
    }

    /** The hint as it may be typed: its note dropped, each word in capitals replaced. */
    private static List<String> filled(MatchState state, MatchState twin, String hint) {
        Matcher note = NOTE.matcher(hint);
        String move = note.find() ? hint.substring(0, note.start()) : hint;
        String aside = note.reset().find() ? note.group(1) : "";
        List<String> unseen = state.currentDeal().map(deal -> state.pack().minus(deal.seen()).toList().stream().map(Card::code).toList())
                .orElse(List.of());
        if (move.endsWith(" N")) {
            return List.of(move.replace(" N", " 1"));
        }
        if (move.endsWith("CARD")) {
            List<String> cards = aside.startsWith("one of ") ? List.of(aside.substring("one of ".length()).split(" ")) : unseen;
            return cards.stream().map(card -> move.replace("CARD", card)).toList();
        }
        if (move.startsWith("meld ") && move.endsWith("MELD...")) {
            // a free meld: the ways the player's hand, known to the bots, lays out; else face-down cards that may be any not seen yet
            String player = LegalMoves.of(state).actor().orElseThrow();
            List<String> melds = new ArrayList<>(LegalMoves.meldChoices(twin, player).stream().map(meld -> MoveText.melds(meld.melds())).toList());
            melds.addAll(unseenMelds(state, player, null));
            return melds.stream().map(meld -> "meld " + meld).toList();
        }
        if (move.endsWith("MELD...")) {
            Card open = Card.parse(move.split(" ")[1]);
            return melds(state, twin, open).stream().map(meld -> move.replace("MELD...", meld)).toList();
        }
        if (move.contains("CARDS")) {
            DealState deal = ((MatchState.Started) state).lastDeal().orElseThrow();
            List<String> left = new ArrayList<>(unseen.isEmpty() ? state.pack().minus(deal.seen()).toList().stream().map(Card::code).toList() : unseen);
            StringBuilder shown = new StringBuilder("show");
            for (String player : deal.seats()) {
                shown.append(' ').append(player);
                for (int i = 0; i < deal.holding(player).size(); i++) {
                    shown.append(' ').append(left.remove(0));
                }
            }
            return List.of(shown.toString());
        }
        return List.of(move);
    }

    /**
     * The melds the player would say: the takes their hand, known to the bots, makes with the open card; when it makes
     * none (the table cannot know that), the melds of face-down hand cards that may be any not seen yet.
     */
    private static List<String> melds(MatchState state, MatchState twin, Card open) {
        String player = LegalMoves.of(state).actor().orElseThrow();
        List<String> melds = new ArrayList<>(LegalMoves.takeChoices(twin, player, open).stream().map(take -> MoveText.melds(take.melds())).toList());
        Holding holding = state.currentDeal().orElseThrow().holding(player);
        MeldSolver solver = MeldSolver.of(((MatchState.Started) state).setup().profile());
        CardSet unseen = state.pack().minus(state.currentDeal().orElseThrow().seen()).without(open);
        for (int most = holding.hidden(); most > 0; most--) {
            // hand cards picked one at a time, each one that some cover of what is left still holds
            // as multisets: with two packs a hand card may be the second copy of a card laid out
            CardSet laid = holding.exposed().with(open);
            CardSet rest = unseen;
            int left = most;
            while (!solver.canSplit(laid) && left > 0) {
                CardSet before = laid;
                for (Card card : rest.distinct().toList()) {
                    if (laid.count(card) < 2 && solver.canCover(laid.with(card), rest.without(card), left - 1)) {
                        laid = laid.with(card);
                        rest = rest.without(card);
                        left--;
                        break;
                    }
                }
                if (laid.equals(before)) {
                    break;
                }
            }
            solver.split(laid).ifPresent(arrangement -> melds.add(MoveText.melds(arrangement.asLists())));
        }
        melds.addAll(unseenMelds(state, player, open));
        return melds;
    }

    /**
     * Melds a face-down hand may lay out, of cards not seen yet (a take's card too, when one is taken): a new set or run of
     * three, or an exposed meld extended by one card; each written as the melds it makes or extends (the others are kept).
     */
    private static List<String> unseenMelds(MatchState state, String player, Card open) {
        Profile profile = ((MatchState.Started) state).setup().profile();
        DealState deal = state.currentDeal().orElseThrow();
        Holding holding = deal.holding(player);
        CardSet unseen = state.pack().minus(deal.seen());
        if (open != null) {
            unseen = unseen.without(open);
        }
        List<Card> cards = unseen.distinct().toList();
        CardSet pool = open == null ? unseen.distinct() : unseen.distinct().union(CardSet.of(open));
        List<String> melds = new ArrayList<>();
        // sets of three suits, and runs of three ranks in a row, of the cards not seen (with the taken card)
        List<List<Card>> made = new ArrayList<>();
        for (Rank rank : profile.ranks()) {
            List<Card> set = Arrays.stream(Suit.values()).map(suit -> Card.of(rank, suit)).filter(pool::contains).toList();
            if (set.size() >= 3) {
                made.add(open != null && set.contains(open) ? List.of(open, set.stream().filter(card -> !card.equals(open)).toList().get(0),
                        set.stream().filter(card -> !card.equals(open)).toList().get(1)) : set.subList(0, 3));
            }
        }
        for (Suit suit : Suit.values()) {
            List<Rank> ranks = profile.ranks();
            for (int i = 0; i + 2 < ranks.size(); i++) {
                List<Card> run = List.of(Card.of(ranks.get(i), suit), Card.of(ranks.get(i + 1), suit), Card.of(ranks.get(i + 2), suit));
                if (run.stream().allMatch(pool::contains)) {
                    made.add(run);
                }
            }
        }
        made.removeIf(meld -> open != null && !meld.contains(open));
        int fromHand = open == null ? 3 : 2;
        for (List<Card> meld : made) {
            if (melds.size() < 3 && holding.hidden() >= fromHand + (deal.phase() instanceof DealPhase.AwaitingDiscard ? 1 : 0)
                    && Meld.isMeld(CardSet.of(meld), profile)) {
                melds.add(MoveText.melds(List.of(meld)));
            }
        }
        for (Meld exposed : holding.melds().melds()) {
            for (Card card : open != null ? List.of(open) : cards) {
                if (melds.size() >= 6 || exposed.cards().contains(card)) {
                    continue;
                }
                CardSet extended = exposed.cards().with(card);
                if (Meld.isMeld(extended, profile)) {
                    melds.add(MoveText.melds(List.of(extended.toList())));
                }
                // a taken card that extends a meld with one hand card beside it
                for (Card more : open != null ? cards : List.<Card>of()) {
                    if (melds.size() < 6 && !extended.contains(more) && Meld.isMeld(extended.with(more), profile)) {
                        melds.add(MoveText.melds(List.of(extended.with(more).toList())));
                    }
                }
            }
        }
        return melds;
    }
}
