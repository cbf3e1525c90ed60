package org.conquian.bot;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.conquian.audit.Verdict;
import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.Event;
import org.conquian.game.DealPhase;
import org.conquian.game.DealState;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.Holding;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.game.TableRecord;
import org.conquian.rules.House;
import org.conquian.rules.Options;
import org.conquian.rules.RuleId;
import org.conquian.rules.Profile;
import org.conquian.testkit.Audits;
import org.conquian.testkit.Menus;
import org.conquian.testkit.Recording;
import org.conquian.testkit.Tables;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

/** Bots' matches, for any seed: valid to the audit, the same state when replayed, and every card accounted for. */
class BotMatchProperties {

    private static final List<String> PLAYERS = List.of("ana", "ben");
    private static final List<String> THREE = List.of("ana", "ben", "cruz");

    @Property(tries = 60)
    void botMatchesAuditAsValid(@ForAll long seed) {
        Verdict verdict = Audits.audit(BotMatch.play(PLAYERS, seed), true);
        assertThat(verdict.fault()).isNull();
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
    }

    @Property(tries = 60)
    void replayingTheEventsGivesTheLiveState(@ForAll long seed) {
        List<MatchState> replayed = new ArrayList<>(List.of(MatchState.NOT_STARTED));
        BotMatch.play(PLAYERS, seed, decided -> {
            MatchState state = replayed.get(replayed.size() - 1);
            for (Event event : decided.events()) {
                state = Game.evolve(state, event);
            }
            assertThat(state).isEqualTo(decided.state());
            replayed.add(state);
        });
        assertThat(replayed.get(replayed.size() - 1).stage()).isEqualTo(MatchState.Stage.ENDED);
    }

    /** The profiles and options the playout runs: each implemented profile, each pack, forcing on and off. */
    @Provide
    Arbitrary<Object[]> tables() {
        return Arbitraries.of(
                new Object[] {Profile.ANGLO_40, Options.NONE, PLAYERS},
                new Object[] {Profile.PAGAT_UPCARD, new Options(null, null, 2), PLAYERS},
                new Object[] {Profile.PAGAT_UPCARD, new Options(52, true, 2), PLAYERS},
                new Object[] {Profile.PAGAT_UPCARD, new Options(52, false, 1), PLAYERS},
                new Object[] {Profile.MEXICANA, new Options(null, null, 2), PLAYERS},
                new Object[] {Profile.MEXICANA, Options.NONE, THREE},
                new Object[] {Profile.MEXICANA, new Options(52, true, 2), THREE},
                new Object[] {Profile.MEXICANA, new Options(52, false, 1), THREE});
    }

    /**
     * The playout, as game engines test themselves: over bot matches of every profile, known or recorded as a
     * real table records them (every deal concealed), every move the legal moves list is accepted by decide, a
     * move they do not list is refused with a rule id, a take is accepted exactly when listed, replaying the
     * events gives the live state, and in a known deal every card of the pack is in one place at every step.
     * A concealed match is replayed command by command, each listed before it is accepted.
     */
    @Property(tries = 60)
    void everyProfilesPlayoutAgreesWithItsLegalMoves(@ForAll("tables") Object[] table, @ForAll long seed, @ForAll boolean concealed) {
        playoutAgreesWithItsLegalMoves(table, seed, concealed);
    }

    @Provide
    Arbitrary<Object[]> houseTables() {
        return Tables.everyHouseRule();
    }

    /** The same playout under every house rule, alone and mixed. */
    @Property(tries = 60)
    void everyHouseRulesPlayoutAgreesWithItsLegalMoves(@ForAll("houseTables") Object[] table, @ForAll long seed, @ForAll boolean concealed) {
        playoutAgreesWithItsLegalMoves(table, seed, concealed);
    }

    /**
     * Discard-then-meld at a real table, over fixed seeds: a take that lays out face-down hand cards is listed (as a
     * hand take's completion) only when it keeps the melds laid out before, as the judge asks. The menu once listed
     * every valid arrangement there, and the random property above met a seed that showed it only now and then.
     */
    @Example
    void discardThenMeldAtARealTableListsOnlyTakesThatKeepTheMelds() {
        List<Object[]> tables = Tables.everyHouseRule().allValues().orElseThrow()
                .filter(table -> Boolean.FALSE.equals(((Options) table[1]).house().declared().get(House.Key.REARRANGE))).toList();
        assertThat(tables).isNotEmpty();
        for (Object[] table : tables) {
            for (long seed = -29; seed <= -10; seed++) {
                playoutAgreesWithItsLegalMoves(table, seed, true);
            }
        }
    }

    private static void playoutAgreesWithItsLegalMoves(Object[] table, long seed, boolean concealed) {
        Profile profile = (Profile) table[0];
        Options options = (Options) table[1];
        @SuppressWarnings("unchecked")
        List<String> players = (List<String>) table[2];
        Random sampler = new Random(seed);
        MatchState[] live = {MatchState.NOT_STARTED};
        Consumer<Decision.Accepted> check = decided -> {
            LegalMoves legal = LegalMoves.of(live[0]);
            for (Command move : legal.moves()) {
                assertThat(Game.decide(live[0], move)).as("%s is listed, so accepted", move).isInstanceOf(Decision.Accepted.class);
            }
            if (!LegalMoves.cambioChoices(live[0]).isEmpty()) {
                assertCambioChoicesAgree(live[0], sampler);
            }
            if (live[0].stage() == MatchState.Stage.IN_DEAL) {
                sampledTake(live[0], sampler).ifPresent(take -> assertThat(Game.decide(live[0], take) instanceof Decision.Accepted)
                        .as("%s is accepted exactly when it is listed", take).isEqualTo(Menus.lists(live[0], take)));
                Command unlisted = unlisted(live[0], players, legal, sampler);
                if (unlisted != null) {
                    assertThat(Game.decide(live[0], unlisted)).as("%s is not listed, so refused", unlisted).isInstanceOf(Decision.Refused.class);
                }
            }
            MatchState replayed = live[0];
            for (Event event : decided.events()) {
                replayed = Game.evolve(replayed, event);
                assertConserved(replayed);
            }
            assertThat(replayed).isEqualTo(decided.state());
            live[0] = replayed;
        };
        if (concealed) {
            List<Event> record = TableRecord.of(BotMatch.play(players, profile, options, seed), sampler.nextBoolean());
            for (int next = 0; next < record.size(); ) {
                Command command = Recording.commandAt(record, next);
                assertThat(next == 0 || Menus.lists(live[0], command)).as("%s, accepted, is listed", command).isTrue();
                Decision decision = Game.decide(live[0], command);
                assertThat(decision).as("%s", command).isInstanceOf(Decision.Accepted.class);
                Decision.Accepted accepted = (Decision.Accepted) decision;
                assertThat(accepted.events()).isEqualTo(record.subList(next, next + accepted.events().size()));
                check.accept(accepted);
                next += accepted.events().size();
            }
        } else {
            BotMatch.play(players, profile, options, seed, check);
        }
        assertThat(live[0].stage()).isEqualTo(MatchState.Stage.ENDED);
        assertThat(live[0].profile().id()).isEqualTo(profile.id());
    }

    /**
     * The cambio's choices, which are not listed move by move: a gift of any hand card by each player is
     * accepted, and one of a card a player does not hold is refused with R-EXCHANGE.
     */
    private static void assertCambioChoicesAgree(MatchState state, Random sampler) {
        Map<String, CardSet> choices = LegalMoves.cambioChoices(state);
        Map<String, Card> given = new LinkedHashMap<>();
        choices.forEach((player, hand) -> given.put(player, hand.toList().get(sampler.nextInt(hand.size()))));
        assertThat(Game.decide(state, new Command.Exchange(given))).as("cambio %s", given).isInstanceOf(Decision.Accepted.class);
        String giver = List.copyOf(choices.keySet()).get(sampler.nextInt(choices.size()));
        Card notHeld = state.pack().distinct().minus(choices.get(giver).distinct()).toList().get(0);
        Map<String, Card> wrong = new LinkedHashMap<>(given);
        wrong.put(giver, notHeld);
        assertThat(Game.decide(state, new Command.Exchange(wrong))).as("cambio %s", wrong)
                .isInstanceOfSatisfying(Decision.Refused.class, refused -> assertThat(refused.violation().rule()).isEqualTo(RuleId.EXCHANGE));
    }

    /**
     * A take of the card open to a player, forced on them or just taken: their exposed cards, the card and up to
     * three hand cards, cut into melds of three or four at random. Most are refused; some are accepted.
     */
    private static Optional<Command.Take> sampledTake(MatchState state, Random sampler) {
        DealState deal = state.currentDeal().orElseThrow();
        if (!(deal.phase() instanceof DealPhase.CardInPlay inPlay)) {
            return Optional.empty();
        }
        String player = inPlay.player();
        List<Card> hand = new ArrayList<>(deal.holding(player).hand().toList());
        Collections.shuffle(hand, sampler);
        List<Card> laid = new ArrayList<>(deal.holding(player).exposed().with(inPlay.card()).toList());
        laid.addAll(hand.subList(0, Math.min(hand.size(), sampler.nextInt(4))));
        Collections.shuffle(laid, sampler);
        List<List<Card>> melds = new ArrayList<>();
        for (int from = 0; from < laid.size(); ) {
            int to = Math.min(laid.size(), from + 3 + sampler.nextInt(2));
            melds.add(List.copyOf(laid.subList(from, to)));
            from = to;
        }
        return Optional.of(new Command.Take(player, inPlay.card(), melds));
    }

    /** A simple move of some card by some player that the legal moves do not list, or null when none was found. */
    private static Command unlisted(MatchState state, List<String> players, LegalMoves legal, Random sampler) {
        List<Card> cards = state.pack().toList();
        for (int attempt = 0; attempt < 10; attempt++) {
            String player = players.get(sampler.nextInt(players.size()));
            Card card = cards.get(sampler.nextInt(cards.size()));
            Command move = switch (sampler.nextInt(4)) {
                case 0 -> new Command.Reject(player, card);
                case 1 -> new Command.Pass(player, card);
                case 2 -> new Command.Discard(player, card);
                default -> new Command.Force(player, players.get(sampler.nextInt(players.size())), card);
            };
            if (!legal.moves().contains(move)) {
                return move;
            }
        }
        return null;
    }

    @Property(tries = 40)
    void theFortyCardsAreConservedAtEveryStep(@ForAll long seed) {
        MatchState state = MatchState.NOT_STARTED;
        for (Event event : BotMatch.play(PLAYERS, seed)) {
            state = Game.evolve(state, event);
            assertConserved(state);
        }
    }

    /** Every card of the pack is in exactly one place of the current or last deal. */
    private static void assertConserved(MatchState state) {
        if (state instanceof MatchState.Started started) {
            started.lastDeal().ifPresent(deal -> assertConserved(started, deal));
        }
    }

    /** Every card of the pack (each copy, with two packs) is in exactly one place; a team's pooled melds count once. */
    private static void assertConserved(MatchState.Started state, DealState deal) {
        if (deal.concealed()) {
            return;
        }
        List<CardSet> places = new ArrayList<>();
        for (String player : deal.seats()) {
            Holding holding = deal.holding(player);
            places.add(holding.hand());
            if (state.setup().partnerOf(player).map(partner -> deal.seats().indexOf(partner) > deal.seats().indexOf(player)).orElse(true)) {
                places.add(holding.exposed());
            }
        }
        places.add(CardSet.of(deal.stockLeftCards()));
        places.add(deal.waste());
        inTransit(deal).ifPresent(card -> places.add(CardSet.of(card)));
        int count = places.stream().mapToInt(CardSet::size).sum();
        CardSet all = places.stream().reduce(CardSet.EMPTY, CardSet::plus);
        assertThat(count).as("cards counted in %s", deal.phase()).isEqualTo(state.pack().size());
        assertThat(all).isEqualTo(state.pack());
    }

    /** The card between its place in the centre and a meld: open, forced, or taken and not yet laid out. */
    private static Optional<Card> inTransit(DealState deal) {
        return deal.phase() instanceof DealPhase.CardInPlay card ? Optional.of(card.card()) : Optional.empty();
    }
}
