package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.event.DealEnded;
import org.conquian.event.DealResult;
import org.conquian.event.Event;
import org.conquian.event.HandsShown;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.Narration;
import org.conquian.rules.House;
import org.conquian.rules.Options;
import org.conquian.rules.RuleId;
import org.conquian.rules.Profile;
import org.conquian.rules.Violation;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import static org.conquian.game.Steps.applied;
import static org.conquian.game.Steps.refused;

/**
 * R-MATCH, the hands shown (R-DEAL), and the ends of deals (R-WIN, R-DRAW, and R-DEAL for a void one): the events
 * that frame play. A deal ends at once when it is won, drawn or misdealt ({@link #wonEnd}, {@link #drawnEnd},
 * {@link #whileVoid}), and nothing else may come first; at a real table a deal may be found misdealt right after
 * it is dealt ({@link #mayVoid}). A won deal scores for the winner's team, a drawn one with {@code drawnDeal}
 * point-each for everyone.
 */
final class MatchRules {

    private MatchRules() {
    }

    static Step start(MatchStarted started) {
        List<String> players = started.players();
        Optional<String> seats = Profile.formOf(started.rules()).housed(started.house()).seatsRefusal(players);
        if (seats.isPresent()) {
            return refused(RuleId.MATCH, seats.get());
        }
        if (!players.contains(started.firstDealer())) {
            return refused(RuleId.MATCH, "the first dealer " + started.firstDealer() + " is not one of the players "
                    + String.join(" and ", players));
        }
        return switch (chosen(started)) {
            case Profile.Chosen.Refused refused -> refused(RuleId.MATCH, refused.why());
            case Profile.Chosen.Set set -> {
                Map<String, Integer> wins = new LinkedHashMap<>();
                players.forEach(player -> wins.put(player, 0));
                yield applied(new MatchState.Underway(new MatchSetup(players, set.profile(), started.firstDealer()), wins, 0, Optional.empty()));
            }
        };
    }

    /**
     * The profile a {@code MatchStarted} sets up, with its options and house rules, or why it sets up none: a
     * profile this build does not play, a target the profile does not play to, or house rules it cannot be
     * played with ({@link House#refusal}).
     */
    private static Profile.Chosen chosen(MatchStarted started) {
        Optional<Profile> found = Profile.byId(started.rules());
        if (found.isEmpty()) {
            return new Profile.Chosen.Refused(Profile.notPlayed(started.rules()));
        }
        Profile profile = found.get();
        if (!profile.takesOptions() && started.targetWins() != profile.targetWins()) {
            return new Profile.Chosen.Refused("profile " + profile.id() + " plays to " + profile.targetWins() + " wins, not " + started.targetWins());
        }
        Options options = profile.takesOptions() ? new Options(started.deck(), started.forcedMeld(), started.targetWins()) : Options.NONE;
        Optional<String> house = started.house().refusal(profile.chosen(options), started.players());
        if (house.isPresent()) {
            return new Profile.Chosen.Refused(house.get());
        }
        return new Profile.Chosen.Set(profile, options.withHouse(started.house()));
    }

    static Step endDeal(MatchState.Underway state, DealEnded ended) {
        if (state.stage() != MatchState.Stage.IN_DEAL) {
            return refused(RuleId.TURN, "no deal is in progress, so deal " + ended.deal() + " cannot end");
        }
        DealState deal = state.deal();
        RuleId rule = switch (ended.result()) {
            case DealResult.Won won -> RuleId.WIN;
            case DealResult.Drawn drawn -> RuleId.DRAW;
            case DealResult.Voided voided -> RuleId.DEAL;
        };
        if (ended.deal() != deal.number()) {
            return refused(rule, "deal " + deal.number() + " is in progress, not deal " + ended.deal());
        }
        return switch (ended.result()) {
            case DealResult.Won won -> deal.phase() instanceof DealPhase.HandMelded melded
                    ? won.winner().equals(melded.player())
                            ? applied(afterWin(state, won.winner()))
                            : refused(RuleId.WIN, "deal " + deal.number() + " is won by " + melded.player() + ", not by " + won.winner())
                    : refused(RuleId.WIN, "deal " + deal.number() + " is not won: " + deal.phase().describe());
            case DealResult.Drawn drawn -> deal.phase() instanceof DealPhase.StockExhausted
                    ? applied(afterDraw(state, drawn))
                    : refused(RuleId.DRAW, "deal " + deal.number() + " is not drawn: " + deal.phase().describe()
                            + " (" + deal.stockLeft() + " stock cards left)");
            case DealResult.Voided voided -> deal.phase() instanceof DealPhase.Misdealt || mayVoid(state)
                    ? applied(afterVoid(state))
                    : refused(RuleId.DEAL, "deal " + deal.number() + " is not void: " + notMisdealt(state) + "; " + deal.phase().describe());
        };
    }

    /** Why the deal in progress is no misdeal, as a table would say it: what a misdeal is, and when it may be found. */
    private static String notMisdealt(MatchState.Underway state) {
        Profile profile = state.setup().profile();
        if (!profile.misdeal()) {
            return "this match records no misdeals (house rule misdeal)";
        }
        if (!state.deal().concealed()) {
            return "it was dealt right, " + profile.handSize() + " cards to each player (a hand dealt the wrong number of cards"
                    + " is a misdeal, and its deal ends void at once)";
        }
        return "a concealed deal is found misdealt only as it is dealt, "
                + (profile.cambio() ? "in place of the cambio" : "before its first stock card is turned up") + ", and this one is past that";
    }

    /**
     * A void deal scores nothing and is no deal for the next dealer (the same one deals again): a misdeal, or a deal a
     * ruling voids.
     */
    static MatchState.Underway afterVoid(MatchState.Underway state) {
        return state.withDeal(state.deal().withPhase(new DealPhase.Over(new DealResult.Voided())));
    }

    /**
     * Whether the deal in progress may be found misdealt now, at a real table, where the record cannot show the
     * hands: right after its concealed deal (in place of the cambio), in a match that records misdeals.
     */
    static boolean mayVoid(MatchState.Underway state) {
        if (!state.setup().profile().misdeal() || state.currentDeal().filter(DealState::concealed).isEmpty()) {
            return false;
        }
        DealState deal = state.deal();
        return state.setup().profile().cambio() ? deal.phase() instanceof DealPhase.AwaitingExchange
                : deal.revealed() == 0 && deal.phase() instanceof DealPhase.AwaitingReveal;
    }

    /** With a misdealt deal dealt, only its end, void, may come (R-DEAL). */
    static Optional<Violation> whileVoid(DealPhase misdealt, Event event) {
        return event instanceof DealEnded ended && ended.result() instanceof DealResult.Voided ? Optional.empty()
                : Optional.of(Violation.of(RuleId.DEAL, misdealt.describe() + "; only the end of the deal, void, may come next, not "
                + Narration.brief(event)));
    }

    /** With the stock exhausted by a rejection, only the end of the deal, drawn, may come (R-DRAW). */
    static Optional<Violation> whileDrawn(DealPhase exhausted, Event event) {
        return event instanceof DealEnded ended && ended.result() instanceof DealResult.Drawn ? Optional.empty()
                : Optional.of(Violation.of(RuleId.DRAW, exhausted.describe() + "; only the end of the deal, drawn, may come next, not "
                + Narration.brief(event)));
    }

    /** With every card of a hand melded, only the end of the deal, won by that player, may come (R-WIN). */
    static Optional<Violation> whileWon(DealPhase.Turn melded, Event event) {
        return event instanceof DealEnded ended && ended.result() instanceof DealResult.Won ? Optional.empty()
                : Optional.of(Violation.of(RuleId.WIN, melded.describe() + "; only the end of the deal, won by " + melded.player()
                + ", may come next, not " + Narration.brief(event)));
    }

    /** The end of a drawn deal, made at once. */
    static DealEnded drawnEnd(DealState deal) {
        return DealEnded.drawn(deal.number());
    }

    /** The end of a won deal, made at once: won by the player whose hand is melded. */
    static DealEnded wonEnd(DealState deal) {
        return DealEnded.won(deal.number(), deal.phase().actor().orElseThrow());
    }

    /**
     * A won deal scores 1 for the winner, and in a partnership for the winner's partner too: the team's points. A deal
     * awarded by a ruling is won so.
     */
    static MatchState.Underway afterWin(MatchState.Underway state, String winner) {
        Map<String, Integer> wins = new LinkedHashMap<>(state.wins());
        for (String player : state.setup().players()) {
            if (state.setup().sameTeam(player, winner)) {
                wins.merge(player, 1, Integer::sum);
            }
        }
        DealState over = state.deal().withPhase(new DealPhase.Over(new DealResult.Won(winner)));
        return new MatchState.Underway(state.setup(), wins, state.draws(), Optional.of(over));
    }

    /** A drawn deal counts as drawn, and scores nothing, or a point for every player with {@code drawnDeal} point-each. */
    private static MatchState afterDraw(MatchState.Underway state, DealResult.Drawn drawn) {
        Map<String, Integer> wins = state.wins();
        if (state.setup().profile().drawnDeal() == House.DrawnDeal.POINT_EACH) {
            Map<String, Integer> points = new LinkedHashMap<>(wins);
            state.setup().players().forEach(player -> points.merge(player, 1, Integer::sum));
            wins = points;
        }
        return new MatchState.Underway(state.setup(), wins, state.draws() + 1, Optional.of(state.deal().withPhase(new DealPhase.Over(drawn))));
    }

    /**
     * R-DEAL for the hands shown at the end of a concealed deal: right after its end, once, every player's
     * hand of the size the counts say, with no card seen before. Anywhere else it is out of turn.
     */
    static Step showHands(MatchState.Underway state, HandsShown shown) {
        Optional<DealState> last = state.lastDeal();
        if (last.isEmpty() || !last.get().handsMayBeShown()) {
            String why = last.isEmpty() ? "no deal has been dealt"
                    : last.get().inProgress() ? "deal " + last.get().number() + " is in progress"
                    : !last.get().concealed() ? "deal " + last.get().number() + " was dealt face up, so its hands are known"
                    : last.get().voided() ? "deal " + last.get().number() + " was void, and its cards go back to be shuffled unseen"
                    : "the hands of deal " + last.get().number() + " were shown already";
            return refused(RuleId.TURN, "hands are shown once, right after a concealed deal ends: " + why);
        }
        DealState deal = last.get();
        if (!shown.hands().keySet().equals(Set.copyOf(deal.seats()))) {
            return refused(RuleId.DEAL, "the hands shown must be those of " + String.join(", ", deal.seats()) + ", not of "
                    + (shown.hands().isEmpty() ? "nobody" : String.join(", ", shown.hands().keySet())));
        }
        CardSet pack = state.pack();
        CardSet all = CardSet.EMPTY;
        for (String player : deal.seats()) {
            List<Card> hand = shown.hands().get(player);
            int size = deal.holding(player).size();
            if (hand.size() != size) {
                return refused(RuleId.DEAL, player + " showed " + hand.size() + (hand.size() == 1 ? " card" : " cards") + ", but "
                        + player + "'s hand holds " + size);
            }
            for (Card card : hand) {
                // a card is seen at most once in a deal (twice with two packs), the hands shown included
                if (deal.seen().count(card) + all.count(card) >= pack.count(card)) {
                    return refused(RuleId.DEAL, all.contains(card) && deal.unseen(card, pack)
                            ? card + " is shown " + (all.count(card) == 1 ? "twice" : "three times")
                            : player + " showed " + card + ", which was seen already in this deal");
                }
                all = all.with(card);
            }
        }
        DealState after = deal.withHandsShown(all);
        for (String player : deal.seats()) {
            Holding holding = deal.holding(player);
            after = after.withHolding(player, new Holding(CardSet.of(shown.hands().get(player)), holding.melds(), 0));
        }
        return applied(state.withDeal(after));
    }

    static Step endMatch(MatchState.Underway state, MatchEnded ended) {
        Optional<String> winner = state.decidedWinner();
        if (winner.isEmpty()) {
            return refused(RuleId.MATCH, "the match is not decided: " + score(state) + ", and "
                    + state.setup().profile().targetWins() + " wins are needed");
        }
        if (!ended.winner().equals(winner.get())) {
            return refused(RuleId.MATCH, "the match is won by " + winner.get() + ", not by " + ended.winner());
        }
        if (!ended.wins().equals(state.wins())) {
            return refused(RuleId.MATCH, "the wins are " + score(state) + ", not " + ended.wins().entrySet().stream()
                    .map(entry -> entry.getKey() + " " + entry.getValue()).collect(Collectors.joining(", ")));
        }
        if (ended.draws() != state.draws()) {
            return refused(RuleId.MATCH, "the match had " + state.draws() + " drawn deals, not " + ended.draws());
        }
        return applied(new MatchState.Ended(state.setup(), state.wins(), state.draws(), state.lastDeal()));
    }

    private static String score(MatchState.Started state) {
        return state.setup().players().stream().map(player -> player + " " + state.winsOf(player))
                .collect(Collectors.joining(", "));
    }
}
